// `cardwright validate` on a copied game whose own JSON Schema (a data file's, the scenarios') does
// not compile: one error at the keyword or value to blame in the schema file, in the reader's
// language, and no warning about the schema's translations (their English is the schema's
// descriptions, broken schema or not); the same from the disk cache as cold.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { copyGame, editFile } from "../file-edits.js";

const bin = new URL("../../src/cli/cardwright.js", import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), "cw-bad-schema-"));
const dir = join(work, "td");
const cache = join(work, "cache");
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Runs the CLI with its disk cache in this test's folder (`cold`: without it). */
function run(cold: boolean, ...args: string[]) {
  const r = spawnSync(process.execPath, [bin, ...args], { encoding: "utf8", env: { ...process.env, CARDWRIGHT_CACHE_DIR: cache, CARDWRIGHT_CACHE: cold ? "0" : "1" } });
  return { code: r.status, out: r.stdout.replaceAll(`${dir}/`, "") };
}

/** `validate` in `lang` with the cache off, then twice with it (filled, then read back): each prints the same. Returns the first. */
function validateColdThenWarm(lang: string): { code: number | null; out: string } {
  const cold = run(true, "validate", dir, "--lang", lang);
  expect(run(false, "validate", dir, "--lang", lang).out).toBe(cold.out);
  expect(run(false, "validate", dir, "--lang", lang).out).toBe(cold.out);
  return cold;
}

/** Edits a file of the copy (see editFile); gives back the way to undo it. */
const edit = (file: string, from: string, to: string): (() => void) => editFile(join(dir, file), from, to);

describe("validate with a game's own schema that is not usable", () => {
  copyGame("thirteen-days", dir);

  it("a misspelt keyword in the rules schema: at the keyword, in Spanish, with the keyword meant, and no CW604 about the schema's translations", { timeout: 300_000 }, () => {
    const undo = edit("schemas/rules.schema.json", `"letter_bonus": { "type": "integer", "minimum": 0,`, `"letter_bonus": { "type": "integer", "minimun": 0,`);
    try {
      const cold = validateColdThenWarm("es");
      expect(cold.code).toBe(1);
      expect(cold.out).not.toContain("CW604");
      expect(cold.out.trimEnd().split("\n").slice(0, 3)).toEqual([
        "schemas/rules.schema.json:13:42: error CW205: no es un JSON Schema utilizable: `minimun` no es una palabra clave de JSON Schema",
        "    pista: ¿quisiste decir `minimum`?",
        "1 error, 0 avisos",
      ]);
    } finally {
      undo();
    }
  });

  it("a type that is not JSON Schema's in the scenarios' schema: at the value, the types listed, the one meant", { timeout: 300_000 }, () => {
    const undo = edit("schemas/scenario.schema.json", `"prestige": { "type": "integer",`, `"prestige": { "type": "integr",`);
    try {
      const cold = validateColdThenWarm("en");
      expect(cold.code).toBe(1);
      expect(cold.out).not.toContain("CW604");
      expect(cold.out.trimEnd().split("\n").slice(0, 3)).toEqual([
        "schemas/scenario.schema.json:11:27: error CW205: not a usable JSON Schema: `integr` is not a JSON Schema type (array, boolean, integer, null, number, object, string)",
        "    hint: did you mean `integer`?",
        "1 error, 0 warnings",
      ]);
    } finally {
      undo();
    }
  });

  it("a schema written in game.yaml, a card field's or a variable's: at its keyword or value there, in words", { timeout: 300_000 }, () => {
    let undo = edit("game.yaml", "  command: { type: integer, minimum: 0,", "  command: { type: integer, minimun: 0,");
    try {
      expect(validateColdThenWarm("en").out.trimEnd().split("\n").slice(0, 2)).toEqual(["game.yaml:72:29: error CW205: not a usable JSON Schema: `minimun` is not a JSON Schema keyword", "    hint: did you mean `minimum`?"]);
    } finally {
      undo();
    }
    undo = edit("game.yaml", "  round: { name: Round, start: 1,", "  round: { name: Round, start: 1, schema: { type: integr },");
    try {
      expect(validateColdThenWarm("en").out.trimEnd().split("\n").slice(0, 2)).toEqual(["game.yaml:59:51: error CW205: not a usable JSON Schema: `integr` is not a JSON Schema type (array, boolean, integer, null, number, object, string)", "    hint: did you mean `integer`?"]);
    } finally {
      undo();
    }
  });
});
