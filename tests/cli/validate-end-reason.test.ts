// `cardwright validate` on copies of the shipped games with a misspelt end reason: in game.yaml's
// `end_when:` (`reason: vpp`), as a literal given to game_over (`reason: "defcom"`), or given to a
// game's own procedure that passes it on to game_over. Players would see the bare word in every
// language (the `other` case of the game's `game.reason`); validate warns (CW406) at the reason,
// with the case meant. Each edit is checked after a clean validate filled the disk cache, then cold:
// both say the same. An edit of en.yaml's `game.reason` alone is checked again too.
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadWithEdits, readWithEdits, type Edits } from "../helpers.js";
import { editFile, validateCopies } from "../file-edits.js";
import { loadI18n, sourceDiagnostics } from "../../src/i18n/index.js";
import { unknownCase } from "../../src/i18n/select-cases.js";

const { run, copy, validateEdited, remove } = validateCopies("cw-end-reason-");
afterAll(remove);

describe("validate with a misspelt end reason", () => {
  const ts = copy("twilight-struggle");
  const td = copy("thirteen-days");

  it("`reason: vpp` in end_when, at the value, with `vp` meant, in English and Spanish; the shipped games have none", { timeout: 300_000 }, () => {
    for (const dir of [ts, td]) {
      const r = run(dir, true, "validate", dir);
      expect(r.code).toBe(0);
      expect(r.out).toContain(" 0 warnings ");
    }
    const from = "winner: us, reason: vp }";
    const to = "winner: us, reason: vpp }";
    const en = validateEdited(ts, "en", "game.yaml", from, to, 0);
    expect(en.slice(0, 2)).toEqual([
      "game.yaml:147:98: warning CW406: `vpp` is not a case of the message `game.reason` (its `reason`): players see the word itself",
      "    hint: did you mean `vp`?",
    ]);
    expect(en[2]).toMatch(/^ok: .* 1 warning$/);
    const es = validateEdited(ts, "es", "game.yaml", from, to, 0);
    expect(es.slice(0, 2)).toEqual([
      "game.yaml:147:98: aviso CW406: `vpp` no es un caso del mensaje `game.reason` (su `reason`): los jugadores ven la palabra tal cual",
      "    pista: ¿quisiste decir `vp`?",
    ]);
  });

  it("game_over(…, reason: \"defcom\") in a procedure, at the literal, with `defcon` meant", { timeout: 300_000 }, () => {
    const lines = validateEdited(ts, "en", "procedures/vocabulary.yaml", 'reason: "defcon")', 'reason: "defcom")', 0);
    expect(lines.slice(0, 2)).toEqual([
      "procedures/vocabulary.yaml:35:71: warning CW406: `defcom` is not a case of the message `game.reason` (its `reason`): players see the word itself",
      "    hint: did you mean `defcon`?",
    ]);
  });

  it("a literal given to the game's procedure that passes it on as the reason (winner_on_points)", { timeout: 300_000 }, () => {
    const lines = validateEdited(ts, "en", "procedures/scoring.yaml", 'winner_on_points("final_scoring")', 'winner_on_points("final_scorin")', 0);
    expect(lines.slice(0, 2)).toEqual([
      "procedures/scoring.yaml:29:24: warning CW406: `final_scorin` is not a case of the message `game.reason` (its `reason`): players see the word itself",
      "    hint: did you mean `final_scoring`?",
    ]);
  });

  it("13 Days: game_over(…, reason: \"prestig\") in its round", { timeout: 300_000 }, () => {
    const lines = validateEdited(td, "en", "procedures/round.yaml", 'game_over(winner: us, reason: "prestige")', 'game_over(winner: us, reason: "prestig")', 0);
    expect(lines[0]).toMatch(/^procedures\/round\.yaml:174:\d+: warning CW406: `prestig` is not a case of the message `game\.reason`/);
    expect(lines[1]).toBe("    hint: did you mean `prestige`?");
  });

  it("an edit of en.yaml's game.reason alone: a case taken away is warned where the code names it, with the cases there are", { timeout: 300_000 }, () => {
    const lines = validateEdited(ts, "en", "locales/en.yaml", "event {an event} ", "", 0);
    const warned = lines.filter((l) => l.includes("CW406"));
    expect(warned).toEqual([
      "procedures/vocabulary.yaml:223:61: warning CW406: `event` is not a case of the message `game.reason` (its `reason`): players see the word itself",
    ]);
    expect(lines[lines.indexOf(warned[0]!) + 1]).toBe("    hint: `game.reason` has `vp`, `defcon`, `region_control`, `final_scoring`, `held_scoring_card`: use one, or add a case `event` to its select in locales/en.yaml");
  });

  it("an edit of en.yaml's game.reason alone: a case added there takes the warning away (from the cache as cold)", { timeout: 300_000 }, () => {
    const undo = editFile(join(ts, "game.yaml"), "winner: us, reason: vp }", "winner: us, reason: vpp }");
    try {
      const before = run(ts, false, "validate", ts);
      expect(before.out).toContain("game.yaml:147:98: warning CW406");
      const lines = validateEdited(ts, "en", "locales/en.yaml", "game.reason: \"{reason, select, vp {VP} ", "game.reason: \"{reason, select, vp {VP} vpp {VP} ", 0);
      expect(lines.filter((l) => l.includes("CW406"))).toEqual([]);
    } finally {
      undo();
    }
  });
});

describe("a case of a select", () => {
  const at = { file: "x.yaml", start: { line: 1, column: 1 }, end: { line: 1, column: 2 } };
  it("is not checked when the game has no such message, or its message has no select over the argument", () => {
    expect(unknownCase("game.reason#reason:points", at, () => undefined, "locales/en.yaml")).toBeNull();
    expect(unknownCase("game.reason#reason:points", at, () => "ended by {reason}", "locales/en.yaml")).toBeNull();
    expect(unknownCase("game.reason#reason:points", at, () => "{why, select, score {score} other {{why}}}", "locales/en.yaml")).toBeNull();
    expect(unknownCase("game.reason#reason:pointz", at, () => "{reason, select, points {points} other {{reason}}}", "locales/en.yaml")?.hint).toBe("did you mean `points`?");
  });
});

describe("the warning as the editor's Problems panel gets it", () => {
  // (The editor's worker: the load's message keys given to the translations' bundle, whose English
  // check, sourceDiagnostics, gives the warnings it lists with the load's.)
  const problems = (edits: Edits) => {
    const load = loadWithEdits(edits);
    const i18n = loadI18n(readWithEdits(edits), { raw: load.raw, sources: load.sources, keys: load.messageKeys ?? [] });
    return sourceDiagnostics(i18n.bundle, undefined, () => false).filter((d) => d.code === "CW406").map((d) => `${d.severity} ${d.file}:${d.start.line}:${d.start.column} ${d.args?.value} ${d.hint}`);
  };

  it("a misspelt reason in end_when is a warning there; in an option not selected, in the option's file", () => {
    expect(problems({})).toEqual([]);
    expect(problems({ "game.yaml": (t) => t.replace("winner: ussr, reason: vp }", "winner: ussr, reason: vpp }") })).toEqual(["warning game.yaml:148:101 vpp did you mean `vp`?"]);
    const option = "id: sudden_end\nkind: option\nname: Sudden end\ndescription: Fidel ends the game.\ncards:\n  change:\n    - { id: fidel, event: 'game_over(winner: me, reason: \"regon_control\")' }\n";
    expect(problems({ "game.yaml": (t) => t.replace("  - options/che-military-ops.yaml\n", "  - options/che-military-ops.yaml\n  - options/sudden-end.yaml\n"), "options/sudden-end.yaml": option })).toEqual(["warning options/sudden-end.yaml:7:58 regon_control did you mean `region_control`?"]);
  });
});
