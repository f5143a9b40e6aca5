// The Balance panel refuses a run it cannot start and says why in the editor's language: a setup
// or a bot the designer typed (the command line's message of the catalogue), and content that does
// not build (each error at its file, line and column), as the Problems panel would say them.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { parseSetup } from "../../src/balance/setup-spec.js";
import { botFactory } from "../../src/bots/specs.js";
import { diskReader } from "../../src/content/load-dir.js";
import { loadI18n } from "../../src/i18n/index.js";
import { buildRuns } from "../../editor/src/balance/build-runs.js";
import { runErrorOf, runErrorText } from "../../editor/src/balance/run-error.js";
import { allOwnMessages } from "../../editor/src/i18n/own-all.js";
import { speaking } from "../../editor/src/i18n/own.js";

const ROOT = "cards/twilight-struggle";
const game = loadI18n(diskReader(ROOT)).bundle;
const es = speaking(game, "es", allOwnMessages("es"));
const en = speaking(game, "en", allOwnMessages("en"));

function thrown(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  throw new Error("nothing was thrown");
}

/** The game's files as the panel sends them: `cards/<game>/…` and their text. */
function files(dir: string): [string, string][] {
  const out: [string, string][] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.(ya?ml|json)$/.test(e.name)) out.push([relative(".", p), readFileSync(p, "utf8")]);
    }
  };
  walk(dir);
  return out;
}

const run = { title: "t", bots: { a: "random", b: "random" }, seed: 1, swap: true };

describe("the Balance panel's refusals, in the editor's language", () => {
  it("a setup the content does not have: the command line's message, in Spanish", () => {
    const err = runErrorOf(thrown(() => parseSetup("us_handicapp", { standard: { kind: "scenario" } })));
    expect(runErrorText(err, en)).toContain("unknown scenario, variant or option `us_handicapp`");
    const said = runErrorText(err, es);
    expect(said).toContain("us_handicapp");
    expect(said).not.toContain("unknown scenario");
    expect(said).toBe(es.t(err.said!.key, err.said!.args));
  });

  it("a bot that does not exist: in Spanish, naming the bot", () => {
    const err = runErrorOf(thrown(() => botFactory("smart")));
    const said = runErrorText(err, es);
    expect(said).toContain("smart");
    expect(said).not.toBe(runErrorText(err, en));
  });

  it("content that does not build: each error at its file, line and column, in Spanish", () => {
    const list = files(ROOT);
    const i = list.findIndex(([p, t]) => p.includes("/cards/") && /\n\s*ops: 2\b/.test(t));
    expect(i).toBeGreaterThanOrEqual(0);
    const [path, text] = list[i]!;
    list[i] = [path, text.replace(/(\n\s*)ops: 2\b/, "$1ops: two")];
    const built = buildRuns({ t: "init", root: ROOT, contents: [list], runs: [{ label: "edited", setup: { scenario: "standard", variants: [], options: [] }, content: 0 }], run });
    expect("error" in built).toBe(true);
    const error = (built as { error: Parameters<typeof runErrorText>[0] }).error;
    const line = text.slice(0, text.search(/\n\s*ops: 2\b/) + 1).split("\n").length;
    const english = runErrorText(error, en);
    expect(english).toMatch(new RegExp(`^edited: ${path.replace(/[.]/g, "\\.")}:${line}:\\d+: error CW\\d+`));
    const spanish = runErrorText(error, es);
    expect(spanish).toMatch(new RegExp(`^edited: ${path.replace(/[.]/g, "\\.")}:${line}:\\d+: `));
    expect(spanish).not.toBe(english);
    // Without a translator (a page still loading its words), the English the worker wrote.
    expect(runErrorText(error, null)).toBe(error.message);
  });
});
