// `cardwright validate` on copies of both games with a field read misspelt in their code (of data,
// `rules.roundz`; of a card, `card.opz`): an error at the field's file:line:column with the field
// meant, in English and in Spanish, where the read would otherwise be none in play (a crash far
// away, or a game gone wrong). The copy as shipped is clean. Each edit is checked first after a
// clean validate filled the disk cache (the edited procedure or card checked alone against the
// names and fields kept beside the report, validate-code.ts), and then cold: both say the same.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { copyGame, editFile } from "../file-edits.js";

const bin = new URL("../../src/cli/cardwright.js", import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), "cw-field-typo-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Runs the CLI with its disk cache in this test's folder (`cold`: without it). */
function run(dir: string, cold: boolean, ...args: string[]) {
  const r = spawnSync(process.execPath, [bin, ...args], { encoding: "utf8", env: { ...process.env, CARDWRIGHT_CACHE_DIR: join(work, "cache"), CARDWRIGHT_CACHE: cold ? "0" : "1" } });
  return { code: r.status, out: r.stdout.replaceAll(`${dir}/`, "") };
}

/** A copy of a shipped game in this test's folder. */
const copy = (game: string): string => copyGame(game, join(work, game));

/** Validates the copy clean (the cache filled), then with the edit, warm then cold, in `lang`: the lines printed (the same both ways). */
function validateEdited(dir: string, lang: string, file: string, from: string, to: string): string[] {
  const clean = run(dir, false, "validate", dir, "--lang", lang);
  expect(clean.code).toBe(0);
  const undo = editFile(join(dir, file), from, to);
  try {
    const warm = run(dir, false, "validate", dir, "--lang", lang);
    const cold = run(dir, true, "validate", dir, "--lang", lang);
    expect(warm.out).toBe(cold.out);
    expect(cold.code).toBe(1);
    return cold.out.trimEnd().split("\n");
  } finally {
    undo();
  }
}

describe("validate with a misspelt field read", () => {
  const td = copy("thirteen-days");
  const ts = copy("twilight-struggle");

  it("13 Days as shipped reads only fields its data has", { timeout: 300_000 }, () => {
    const r = run(td, true, "validate", td);
    expect(r.code).toBe(0);
    expect(r.out).toContain(" 0 warnings ");
  });

  it("13 Days: `rules.roundz` in the sequence, at the field, with `rounds` meant", { timeout: 300_000 }, () => {
    expect(validateEdited(td, "en", "sequence.yaml", "last: rules.rounds", "last: rules.roundz")).toEqual([
      "sequence.yaml:10:15: error CW311: `roundz` is not a field of `rules`",
      "    hint: did you mean `rounds`?",
      "1 error, 0 warnings",
    ]);
  });

  it("13 Days: `rules.hand_sise` in a procedure, in Spanish", { timeout: 300_000 }, () => {
    expect(validateEdited(td, "es", "procedures/round.yaml", "draw_cards(s, rules.hand_size)", "draw_cards(s, rules.hand_sise)")).toEqual([
      "procedures/round.yaml:60:46: error CW311: `hand_sise` no es un campo de `rules`",
      "    pista: ¿quisiste decir `hand_size`?",
      "1 error, 0 avisos",
    ]);
  });

  it("Twilight Struggle: `card.opz` of a parameter typed card, in English and Spanish", { timeout: 300_000 }, () => {
    const from = "let ops = ops_amount(side, card.ops)";
    const to = "let ops = ops_amount(side, card.opz)";
    expect(validateEdited(ts, "en", "procedures/playing-a-card.yaml", from, to)).toEqual([
      "procedures/playing-a-card.yaml:147:39: error CW311: `opz` is not a field of `card`",
      "    hint: did you mean `ops`?",
      "1 error, 0 warnings",
    ]);
    expect(validateEdited(ts, "es", "procedures/playing-a-card.yaml", from, to)).toEqual([
      "procedures/playing-a-card.yaml:147:39: error CW311: `opz` no es un campo de `card`",
      "    pista: ¿quisiste decir `ops`?",
      "1 error, 0 avisos",
    ]);
  });

  it("Twilight Struggle: `rules.scoring.cardz` two fields down the data, in a bot's function", { timeout: 300_000 }, () => {
    expect(validateEdited(ts, "en", "procedures/bots.yaml", "get(rules.scoring.cards, region)", "get(rules.scoring.cardz, region)")).toEqual([
      "procedures/bots.yaml:33:31: error CW311: `cardz` is not a field of `rules.scoring`",
      "    hint: did you mean `cards`?",
      "1 error, 0 warnings",
    ]);
  });
});
