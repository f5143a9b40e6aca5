// Runs every YAML scenario test of every game under cards/<game>/tests/ (rule examples, card tests).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { requireContent } from "../src/content/load-dir.js";
import { runScenarioTestText } from "../src/testing/scenario-test.js";

const CARDS = resolve(import.meta.dirname, "../cards");
const games = readdirSync(CARDS).filter((d) => existsSync(join(CARDS, d, "game.yaml"))).sort();

describe.each(games)("YAML scenario tests of %s", (game) => {
  const dir = join(CARDS, game, "tests");
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".yaml")).sort() : [];
  it("finds scenario tests", () => expect(files.length).toBeGreaterThan(0));
  for (const file of files) {
    it(file, () => {
      const results = runScenarioTestText((selection) => requireContent(join(CARDS, game), selection), `tests/${file}`, readFileSync(join(dir, file), "utf8"));
      const failures = results.flatMap((r) => r.failures.map((f) => `${f.file}:${f.start.line}:${f.start.column}: ${f.code}: ${f.message}`));
      expect(failures).toEqual([]);
    });
  }
});
