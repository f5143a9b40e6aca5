// Lasting effects that nothing puts in force: declared under a card's (or an overlay's)
// `effects:` but started by no code and named by no data, so no game ever has them (a misspelt
// `start_effect`, an event rewritten without it). A warning at the declaration (CW404), as
// validate and the editor show any other problem.
//
// An effect counts as started when the code gives it by name to `start_effect` (the game's code,
// or an overlay's, selected or not: another selection of the game may start it), or when the
// game's data names it where the game's schema marks an effect (`names: effect`: a scenario's
// effects in force from the start, which the game's code starts from its data). When some
// `start_effect` takes an effect the code works out (a local, a field), any effect the code
// names as a value of its own (not as the effect of `has_effect`, `end_effect` …, which only read
// or end one) counts too: the code may pass it on to that call. (A name that is also a card's or
// a space's id stands for that card or space in code, so naming it so does not count.) What the
// code starts and names is what checking it found (effects/checker.ts, EFFECT_START …): not a
// comment, a string, a record's field or a local of an effect's name. When code naming
// `start_effect` does not parse, what it starts is not known, and nothing is reported.
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import type { Vocabulary } from "../effects/vocabulary-types.js";
import type { Declarations } from "../kernel/index.js";
import { START_EFFECT } from "../effects/checker.js";
import { folderCardCode, nothingFound, type CodeFound } from "./code.js";
import { mentions } from "./overlay-reach.js";
import { effectsNamedInData } from "./data-names.js";
import type { NameRef } from "./schemas.js";
import type { Path, RawGame } from "./raw.js";
import { rangeAt, type SourceFile } from "./yaml-source.js";

/**
 * Whether code reading `text` may change which effects nothing starts: it calls `start_effect` or
 * names one of the game's `effects`. A check of one edited piece of code alone (the editor's quick lane, validate's
 * code-only path) leaves such an edit to a whole check, which works the warnings out again.
 */
export function mayStartEffects(text: string, effects: readonly string[]): boolean {
  return mentions(text, START_EFFECT) || effects.some((n) => mentions(text, n));
}

/**
 * The warnings (CW404) of the composed game's lasting effects that nothing starts, each at its
 * declaration (`game`: the composed game the declarations `d` were made from; `found`: what
 * checking its code found, compileCode; `raw`: the folder's, whose every scenario and overlay may
 * name an effect in its data and whose overlays' code may start one, checked with `vocabulary`,
 * the names the game's code was checked with; `names`: what
 * the game's schemas mark as names in each piece of data, kept between loads: see Reuse).
 */
export function unstartedEffects(raw: RawGame, game: RawGame, d: Declarations, vocabulary: Vocabulary, found: CodeFound, names?: Map<string, NameRef[]>): Diagnostic[] {
  if (!d.effects.length) return [];
  const ids = d.effects.map((e) => e.id);
  // The overlays' code, selected or not (what does not name start_effect or one of these cannot start it).
  const overlays = nothingFound();
  folderCardCode(raw, vocabulary, overlays, false, (text) => mayStartEffects(text, ids));
  const uses = [found.effects, overlays.effects];
  if (uses.some((u) => u.unknown)) return [];
  const computed = uses.some((u) => u.computed);
  let left = ids.filter((id) => !uses.some((u) => u.started.has(id) || (computed && u.named.has(id) && vocabulary.nameType(id) === "effect")));
  if (left.length) {
    const inData = effectsNamedInData(raw, names);
    left = left.filter((id) => !inData.has(id));
  }
  if (!left.length) return [];
  // Where each is declared: on a card, or under an overlay's `effects:`.
  const where = new Map<string, { source: SourceFile; at: Path }>();
  for (const c of game.cards) (c.data.effects ?? []).forEach((e, j) => where.set(e.id, { source: c.source, at: [...c.at, "effects", j, "id"] }));
  for (const e of game.effects) where.set(e.data.id, { source: e.source, at: [...e.at, "id"] });
  const out: Diagnostic[] = [];
  for (const id of left) {
    const w = where.get(id);
    if (!w) continue;
    out.push({
      code: "CW404", severity: "warning", message: `the lasting effect \`${id}\` is never started`, file: w.source.path, ...rangeAt(w.source, w.at),
      hint: `start it with \`start_effect(${id})\` (in a card's event or a procedure), or remove it`,
      key: "diag.effect_never_started", args: { id }, hintKey: "diag.hint.start_effect", hintArgs: { id },
    });
  }
  return out;
}
