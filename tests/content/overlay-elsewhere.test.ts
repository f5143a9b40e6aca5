// An error that only an overlay not selected makes, placed in another file than the overlay's: a
// base card's or procedure's code naming a card the overlay removes. `validate` and the editor check
// every overlay alone (loadContent); such an error must be reported at its place in the base file,
// saying under which overlays it appears, once however many make it; and the editor's builds (which
// keep each overlay's check while what it depends on is the same) must report it exactly as a
// full load does, when an edit of the base file causes or mends it.
import { describe, expect, it } from "vitest";
import { editableContent, readWithEdits } from "../helpers.js";
import { loadContent, newReuse, type LoadResult } from "../../src/content/load.js";
import { codeEditDiagnostics } from "../../editor/src/game/code-edit.js";
import { loadI18n } from "../../src/i18n/index.js";
import { spoken } from "../helpers.js";

const dir = "cards/twilight-struggle";
const selection = { scenario: "standard", variants: [] as string[], options: [] as string[] };
const CARDS = "cards/mid-war.yaml";
const SCORING = "procedures/scoring.yaml";
const HANDICAP = "options/us-handicap.yaml";
const REALIGN = "options/split-influence-realign.yaml";
const REMOVED = "panama_canal_returned";
const removes = `cards:\n  remove: [${REMOVED}]\n`;
const naming = `event: if holder(${REMOVED}) == us { start_effect(nuclear_subs) }`;

const errors = (r: LoadResult) => r.diagnostics.filter((d) => d.severity === "error").map((d) => `${d.code} ${d.file}:${d.start.line}:${d.start.column} ${d.message}`);

/** Where `word` is in `path`'s text (1-based line and column) after `after`. */
const placeOf = (text: string, after: string, word: string) => {
  const at = text.indexOf(word, text.indexOf(after));
  const lines = text.slice(0, at).split("\n");
  return `${lines.length}:${lines[lines.length - 1]!.length + 1}`;
};

describe("an error only an overlay not selected makes, in a base file", () => {
  it("is reported at its place, saying under which overlays it appears, once", () => {
    const { read, edit } = editableContent(dir);
    edit(HANDICAP, /$/, removes);
    // Nothing names the card: the option alone is clean.
    expect(errors(loadContent(read, dir, selection))).toEqual([]);
    edit(CARDS, "event: start_effect(nuclear_subs)", naming);
    const place = placeOf(read(CARDS)!, naming, REMOVED);
    expect(errors(loadContent(read, dir, selection))).toEqual([`CW302 ${CARDS}:${place} unknown name \`${REMOVED}\` (with the option us_handicap)`]);
    // With the option selected, the same error is the game's own: no words about overlays.
    expect(errors(loadContent(read, dir, { ...selection, options: ["us_handicap"] }))).toEqual([`CW302 ${CARDS}:${place} unknown name \`${REMOVED}\``]);
    // Another option that removes it too: one error naming both.
    edit(REALIGN, /$/, removes);
    const twice = loadContent(read, dir, selection);
    expect(errors(twice)).toEqual([`CW302 ${CARDS}:${place} unknown name \`${REMOVED}\` (with the option us_handicap or the option split_influence_realign)`]);
    // A translator's words end it in each language, as they do the rest of the message.
    const bundle = loadI18n(readWithEdits({})).bundle;
    const message = (lang: string) => spoken(bundle, lang).diagnostic(twice.diagnostics.find((d) => d.severity === "error")!).message;
    expect(message("en")).toBe(`unknown name \`${REMOVED}\` (with the option us_handicap or the option split_influence_realign)`);
    expect(message("es")).toBe(`nombre desconocido \`${REMOVED}\` (con la opción us_handicap o la opción split_influence_realign)`);
    expect(message("pt")).toBe(`nome desconhecido \`${REMOVED}\` (com a opção us_handicap ou a opção split_influence_realign)`);
    // A procedure naming it: there too.
    edit(SCORING, "      let r = region_score(region)\n", `      let r = region_score(region)\n      let p = holder(${REMOVED})\n`);
    const procedure = placeOf(read(SCORING)!, "let p = holder(", REMOVED);
    const both = errors(loadContent(read, dir, selection));
    expect(both).toHaveLength(2);
    expect(both).toEqual(expect.arrayContaining([
      `CW302 ${SCORING}:${procedure} unknown name \`${REMOVED}\` (with the option us_handicap or the option split_influence_realign)`,
      `CW302 ${CARDS}:${place} unknown name \`${REMOVED}\` (with the option us_handicap or the option split_influence_realign)`,
    ]));
  }, 300_000);

  it("is reported when it is in the game's data: game.yaml naming a card the option removes", () => {
    const { read, edit } = editableContent(dir);
    edit(HANDICAP, /$/, "cards:\n  remove: [china_card]\n");
    const place = placeOf(read("game.yaml")!, "special_cards:", "china_card");
    expect(errors(loadContent(read, dir, selection))).toContain(`CW402 game.yaml:${place} unknown card \`china_card\` (with the option us_handicap)`);
  }, 300_000);

  it("is seen by the editor's builds as by a full load, when an edit of the base file causes, moves or mends it", () => {
    const { read, edit } = editableContent(dir);
    const reuse = newReuse();
    /** The incremental build and a full one: the same diagnostics. Returns the overlays checked again. */
    const build = (): { full: LoadResult; checkedAgain: string[] } => {
      const kept = new Map([...reuse.overlays].map(([path, entry]) => [path, entry.diagnostics]));
      const incremental = loadContent(read, dir, selection, true, reuse);
      const full = loadContent(read, dir, selection, true);
      expect(incremental.diagnostics).toEqual(full.diagnostics);
      return { full, checkedAgain: [...reuse.overlays].filter(([path, entry]) => kept.get(path) !== entry.diagnostics).map(([path]) => path) };
    };
    expect(errors(build().full)).toEqual([]);
    edit(HANDICAP, /$/, removes);
    expect(build().checkedAgain).toContain(HANDICAP);
    // Caused by an edit of the card file alone (nothing an overlay's key held before).
    edit(CARDS, "event: start_effect(nuclear_subs)", naming);
    expect(errors(build().full)).toEqual([`CW302 ${CARDS}:${placeOf(read(CARDS)!, naming, REMOVED)} unknown name \`${REMOVED}\` (with the option us_handicap)`]);
    // A line added above it: it moves.
    edit(CARDS, "    event: if holder(", "    # a note\n    event: if holder(");
    expect(errors(build().full)).toEqual([`CW302 ${CARDS}:${placeOf(read(CARDS)!, naming, REMOVED)} unknown name \`${REMOVED}\` (with the option us_handicap)`]);
    // A key elsewhere in the file that names nothing the options change: only the option whose error
    // is in that file is checked again (the edit may have moved it).
    edit(CARDS, "event: score(central_america)", "event: score(central_americ)");
    const unrelated = build();
    expect(errors(unrelated.full)).toHaveLength(2);
    expect(unrelated.checkedAgain).toEqual([HANDICAP]);
    edit(CARDS, "event: score(central_americ)", "event: score(central_america)");
    // Mended; then caused in a procedure's code, then mended there.
    edit(CARDS, naming, "event: start_effect(nuclear_subs)");
    expect(errors(build().full)).toEqual([]);
    const typed = (s: string) => `      let r = region_score(region)\n      let p = holder(${s})\n`;
    edit(SCORING, "      let r = region_score(region)\n", typed("panama_canal"));
    expect(errors(build().full)).toEqual([expect.stringMatching(/^CW302 procedures\/scoring\.yaml:\d+:\d+ unknown name `panama_canal`$/)]);
    edit(SCORING, typed("panama_canal"), typed(REMOVED));
    expect(errors(build().full)).toEqual([`CW302 ${SCORING}:${placeOf(read(SCORING)!, "let p = holder(", REMOVED)} unknown name \`${REMOVED}\` (with the option us_handicap)`]);
    edit(SCORING, typed(REMOVED), "      let r = region_score(region)\n");
    expect(errors(build().full)).toEqual([]);
    // A key in a procedure that names nothing the overlays change checks none of them again.
    edit(SCORING, "let net = r.us - r.ussr", "let net = r.us -  r.ussr");
    expect(build().checkedAgain).toEqual([]);
    // The option no longer removes it, the card named again: no error.
    edit(CARDS, "event: start_effect(nuclear_subs)", naming);
    expect(errors(build().full)).toHaveLength(1);
    edit(HANDICAP, removes, "");
    expect(errors(build().full)).toEqual([]);
  }, 600_000);

  it("is left to the editor's full build when a key types, in one line of code, a name an overlay not selected changes", () => {
    const { read, edit } = editableContent(dir);
    edit(HANDICAP, /$/, removes);
    const reuse = newReuse();
    const before = loadContent(read, dir, selection, true, reuse);
    expect(before.checked!.overlayNames).toContain(REMOVED);
    const last = { diagnostics: before.diagnostics, sources: before.sources, checked: before.checked! };
    const line = "      let net = r.us - r.ussr\n";
    const keyed = (to: string) => read(SCORING)!.replace(line, to);
    // The quick answer would miss the option's error: none.
    expect(codeEditDiagnostics(last, SCORING, keyed(`      let net = r.us - r.ussr + pieces(${REMOVED}, us)\n`))).toBeNull();
    // A key naming nothing an overlay changes: answered, as a full load.
    const other = keyed("      let net = r.us - r.ussrx\n");
    const quick = codeEditDiagnostics(last, SCORING, other);
    edit(SCORING, line, "      let net = r.us - r.ussrx\n");
    expect(quick).toEqual(loadContent(read, dir, selection).diagnostics);
  }, 300_000);
});
