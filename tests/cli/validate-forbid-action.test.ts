// `cardwright validate` on copies of the shipped games with a misspelt forbidden action: a forbid
// modifier's `action` (one, or in a list), a literal given to `forbidden(side, action)`, in a card
// file or a variant. A misspelt action matches nothing: the forbid never applied, or the check was
// never true, and validate said nothing. Each is an error at the name (CW402 in a modifier, CW312 in
// code, as any literal a parameter does not take), with the action meant among those the game's
// forbid hook lists (`actions:`), which a forbid hook must have.
// Each edit is checked after a clean validate filled the disk cache, then cold: both say the same.
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { editFile, validateCopies } from "../file-edits.js";

const { run, copy, validateEdited, remove } = validateCopies("cw-forbid-action-");
afterAll(remove);

describe("validate with a misspelt forbidden action", () => {
  const ts = copy("twilight-struggle");
  const td = copy("thirteen-days");

  it("a forbid modifier's `action: cuop`, at the value, with `coup` meant, in English and Spanish; the shipped games have none", { timeout: 300_000 }, () => {
    for (const dir of [ts, td]) {
      const r = run(dir, true, "validate", dir);
      expect(r.code).toBe(0);
      expect(r.out).toContain(" 0 warnings ");
    }
    const from = "{ kind: forbid, side: ussr, action: coup, where: it in europe }";
    const to = "{ kind: forbid, side: ussr, action: cuop, where: it in europe }";
    const en = validateEdited(ts, "en", "cards/late-war.yaml", from, to);
    expect(en).toEqual(["cards/late-war.yaml:135:49: error CW402: unknown action `cuop`", "    hint: did you mean `coup`?", "1 error, 0 warnings"]);
    const es = validateEdited(ts, "es", "cards/late-war.yaml", from, to);
    expect(es.slice(0, 2)).toEqual(["cards/late-war.yaml:135:49: error CW402: acción desconocida `cuop`", "    pista: ¿quisiste decir `coup`?"]);
  });

  it("one action of a list, `[coup, realing]`, at that item", { timeout: 300_000 }, () => {
    const lines = validateEdited(ts, "en", "cards/early-war.yaml", "action: [coup, realign], where: it == japan", "action: [coup, realing], where: it == japan");
    expect(lines).toEqual(["cards/early-war.yaml:498:60: error CW402: unknown action `realing`", "    hint: did you mean `realign`?", "1 error, 0 warnings"]);
  });

  it("a literal given to `forbidden`, `forbidden(me, \"wars\", it)`, at the literal, in English and Italian", { timeout: 300_000 }, () => {
    const from = 'not forbidden(me, "war", it)';
    const to = 'not forbidden(me, "wars", it)';
    const en = validateEdited(ts, "en", "cards/mid-war.yaml", from, to);
    expect(en).toEqual(["cards/mid-war.yaml:25:102: error CW312: `wars` is not a value `action` takes", "    hint: did you mean `war`?", "1 error, 0 warnings"]);
    const it = validateEdited(ts, "it", "cards/mid-war.yaml", from, to);
    expect(it.slice(0, 2)).toEqual(["cards/mid-war.yaml:25:102: errore CW312: `wars` non è un valore che `action` assume", "    suggerimento: forse intendevi `war`?"]);
  });

  it("an edit of code that gives `forbidden` an action and names a message key: no warning of the action as a key, from the cache as cold", { timeout: 300_000 }, () => {
    // (Brush War's event names no message key: one is added, so that the edited code's keys are kept in place of its own.)
    const undo = editFile(join(ts, "cards/mid-war.yaml"), "      let superpower = if adjacent(target, opponent) then 1 else 0\n", '      let superpower = if adjacent(target, opponent) then 1 else 0\n      log("card.removed", { card: this_card })\n');
    try {
      const lines = validateEdited(ts, "en", "cards/mid-war.yaml", "stability(it) <= 2 and not forbidden", "stability(it) <= 3 and not forbidden", 0);
      expect(lines[0]).toMatch(/^ok: .* 0 warnings$/);
      const typo = validateEdited(ts, "en", "cards/mid-war.yaml", 'not forbidden(me, "war", it)', 'not forbidden(me, "wars", it)');
      expect(typo.slice(0, 2)).toEqual(["cards/mid-war.yaml:25:102: error CW312: `wars` is not a value `action` takes", "    hint: did you mean `war`?"]);
    } finally {
      undo();
    }
  });

  it("a variant's forbid (not selected), at its value", { timeout: 300_000 }, () => {
    const lines = validateEdited(ts, "en", "variants/chinese-civil-war.yaml", "side: ussr, action: event, card: red_scare_purge", "side: ussr, action: evnt, card: red_scare_purge");
    expect(lines.slice(0, 2)).toEqual(["variants/chinese-civil-war.yaml:40:45: error CW402: unknown action `evnt`", "    hint: did you mean `event`?"]);
  });

  it("13 Days: `action: lower_defcn`, with `lower_defcon` meant; an action nothing is near, with the actions listed", { timeout: 300_000 }, () => {
    const from = "modifiers: [{ kind: forbid, side: opponent, action: lower_defcon }]\n  - id: a_face_saver";
    const near = validateEdited(td, "en", "cards/strategy.yaml", from, from.replace("action: lower_defcon", "action: lower_defcn"));
    expect(near).toEqual(["cards/strategy.yaml:178:61: error CW402: unknown action `lower_defcn`", "    hint: did you mean `lower_defcon`?", "1 error, 0 warnings"]);
    const far = validateEdited(td, "en", "procedures/vocabulary.yaml", 'forbidden(side, \\"lower_defcon\\")', 'forbidden(side, \\"attack\\")');
    expect(far.slice(0, 2)).toEqual(["procedures/vocabulary.yaml:361:61: error CW312: `attack` is not a value `action` takes", "    hint: its values: lower_defcon"]);
  });

  it("a forbid hook must list its actions (at the hook, in English and Portuguese)", { timeout: 300_000 }, () => {
    const from = "forbid: { form: forbid, actions: [lower_defcon], doc:";
    const to = "forbid: { form: forbid, doc:";
    expect(validateEdited(td, "en", "game.yaml", from, to)).toEqual([
      "game.yaml:86:11: error CW202: the forbid hook `forbid` must list the actions its modifiers may name (`actions:`)",
      "    hint: e.g. `actions: [attack, place]`",
      "1 error, 0 warnings",
    ]);
    expect(validateEdited(td, "pt", "game.yaml", from, to)[0]).toBe("game.yaml:86:11: erro CW202: o hook forbid `forbid` deve listar as ações que os seus modificadores podem nomear (`actions:`)");
  });
});
