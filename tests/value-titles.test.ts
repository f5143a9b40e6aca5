// A card field's `value_titles:` names its values in the New card dialog (and for translators). An
// entry naming a value the field does not have used to be dropped without a word; `validate` (and so
// the editor's Problems) now warns at the entry's key (CW405), with the values the field has.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { diskReader } from "../src/content/load-dir.js";
import { loadContent } from "../src/content/load.js";

const bin = new URL("../src/cli/cardwright.js", import.meta.url).pathname;
const cache = mkdtempSync(join(tmpdir(), "cardwright-value-titles-"));
function run(...args: string[]) {
  const r = spawnSync(process.execPath, [bin, ...args], { encoding: "utf8", env: { ...process.env, CARDWRIGHT_CACHE_DIR: cache } });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const DIR = "cards/thirteen-days";
/** 13 Days with its game.yaml edited. */
function edited(from: string, to: string) {
  const disk = diskReader(DIR);
  const text = disk("game.yaml")!;
  expect(text).toContain(from);
  return loadContent((p) => (p === "game.yaml" ? text.replace(from, to) : disk(p)), DIR);
}

describe("value_titles naming no value of the field", () => {
  it("is a warning at the entry's key, with the field's values in the hint", () => {
    const r = edited("letter: Personal Letter }", "leter: Personal Letter }");
    const found = r.diagnostics.filter((d) => d.code === "CW405");
    expect(found.map((d) => [d.severity, d.file, d.start.line, d.start.column, d.message, d.hint])).toEqual([
      ["warning", "game.yaml", 71, 120, "`value_titles` of the card field `kind` names `leter`, which is not one of its values", "`kind` takes `strategy`, `agenda`, `letter`"],
    ]);
    // Only a warning: the game loads and plays; the title shows nowhere, so it is no string to translate either.
    expect(r.content).not.toBeNull();
    expect(r.diagnostics.filter((d) => d.message.includes("kind.leter.name"))).toEqual([]);
  });

  it("on a field without a list of values, the hint says it has none", () => {
    const r = edited("command: { type: integer,", "command: { value_titles: { three: Three }, type: integer,");
    expect(r.diagnostics.filter((d) => d.code === "CW405").map((d) => [d.start.line, d.hint])).toEqual([[72, "`command` has no list of named values (an `enum:` of strings) for a title to name"]]);
  });

  it("the shipped games' titles all name values", () => {
    for (const dir of ["cards/twilight-struggle", "cards/thirteen-days"]) expect(loadContent(diskReader(dir), dir).diagnostics.filter((d) => d.code === "CW405")).toEqual([]);
  });

  it("cardwright validate reports it at file:line:column, in the language asked for, and exits 0", () => {
    const dir = join(mkdtempSync(join(tmpdir(), "cardwright-vt-")), "td");
    cpSync(new URL(`../${DIR}`, import.meta.url).pathname, dir, { recursive: true });
    const game = join(dir, "game.yaml");
    writeFileSync(game, readFileSync(game, "utf8").replace("letter: Personal Letter }", "leter: Personal Letter }"));
    const en = run("validate", dir);
    expect(en.code).toBe(0);
    expect(en.out).toContain("/game.yaml:71:120: warning CW405: `value_titles` of the card field `kind` names `leter`, which is not one of its values\n    hint: `kind` takes `strategy`, `agenda`, `letter`");
    for (const lang of ["es", "it", "pt"]) {
      const r = run("validate", dir, "--lang", lang);
      const line = r.out.split("\n").find((l) => l.includes("CW405"));
      expect(line, lang).toMatch(/\/game\.yaml:71:120: \S+ CW405: /);
      // The message and the hint in that language, naming the field and the entry.
      expect(line, lang).not.toContain("which is not one of its values");
      expect(line, lang).toContain("`leter`");
      const hint = r.out.split("\n")[r.out.split("\n").indexOf(line!) + 1]!;
      expect(hint, lang).toContain("`strategy`, `agenda`, `letter`");
      expect(hint, lang).not.toContain("takes");
    }
  }, 60_000);
});
