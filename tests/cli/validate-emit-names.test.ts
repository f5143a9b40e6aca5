// `cardwright validate` on a copy of Twilight Struggle with `emit`'s `with:` record naming what
// the moment does not give its triggers (its `names:` in game.yaml): a trigger's code cannot read
// such a name (reading it is an unknown name), so what it carries is heard by nobody and the
// triggers see the declared name as none. validate says it (CW304) at the name, with the name
// meant, the names listed, or how to declare one when the moment gives none. Each edit is checked
// after a clean validate filled the disk cache, then cold: both say the same (validateCopies).
import { afterAll, describe, expect, it } from "vitest";
import { validateCopies } from "../file-edits.js";

const { copy, validateEdited, remove } = validateCopies("cw-emit-names-");
afterAll(remove);

describe("validate with a name in `emit`'s `with:` that the moment does not declare", () => {
  const ts = copy("twilight-struggle");
  const FILE = "procedures/playing-a-card.yaml";

  it("a misspelt name (`with: { playd_as: chosen }`), at it, with the name meant, in English and Italian; one near none lists them", { timeout: 300_000 }, () => {
    const from = "with: { played_as: chosen })";
    const en = validateEdited(ts, "en", FILE, from, "with: { playd_as: chosen })");
    expect(en).toEqual([`${FILE}:64:58: error CW304: the moment \`card_played\` gives its triggers no name \`playd_as\``, "    hint: did you mean `played_as`?", "1 error, 0 warnings"]);
    const it = validateEdited(ts, "it", FILE, from, "with: { playd_as: chosen })");
    expect(it.slice(0, 2)).toEqual([`${FILE}:64:58: errore CW304: il momento \`card_played\` non dà ai suoi trigger alcun nome \`playd_as\``, "    suggerimento: forse intendevi `played_as`?"]);
    const far = validateEdited(ts, "en", FILE, from, "with: { played_as: chosen, zone: 1 })");
    expect(far.slice(0, 2)).toEqual([`${FILE}:64:77: error CW304: the moment \`card_played\` gives its triggers no name \`zone\``, "    hint: its names: played_as"]);
  });

  it("a name given to a moment that declares none (`emit(\"event_played\", …, with: { mode: \"x\" })`): how to declare it", { timeout: 300_000 }, () => {
    const lines = validateEdited(ts, "en", FILE, 'emit("event_played", it: card, actor: by)', 'emit("event_played", it: card, actor: by, with: { mode: "x" })');
    expect(lines).toEqual([`${FILE}:112:57: error CW304: the moment \`event_played\` gives its triggers no name \`mode\``, "    hint: it gives none: add `mode` to its `names:` in game.yaml", "1 error, 0 warnings"]);
  });
});
