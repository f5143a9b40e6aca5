// Runs every YAML scenario test under cards/*/tests/ (rule examples, card tests).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_CONTENT_DIR, requireContent } from "../src/content/load-dir.js";
import { runScenarioTestText } from "../src/testing/scenario-test.js";

const dir = join(DEFAULT_CONTENT_DIR, "tests");
const files = readdirSync(dir).filter((f) => f.endsWith(".yaml")).sort();

describe("YAML scenario tests", () => {
  it("finds scenario tests", () => expect(files.length).toBeGreaterThan(0));
  for (const file of files) {
    it(file, () => {
      const results = runScenarioTestText((selection) => requireContent(DEFAULT_CONTENT_DIR, selection), `tests/${file}`, readFileSync(join(dir, file), "utf8"));
      const failures = results.flatMap((r) => r.failures.map((f) => `${f.file}:${f.start.line}:${f.start.column}: ${f.code}: ${f.message}`));
      expect(failures).toEqual([]);
    });
  }
});
