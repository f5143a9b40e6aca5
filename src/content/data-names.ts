// Names in a game's own data: its scenarios and data files (rules tables) follow schemas the game
// brings, and its cards, spaces, groups and modifiers have the fields game.yaml declares, whose
// schemas mark with `names: space` (card, effect, group, side, track, option) the strings that
// name a declared thing, or with `names: [space, track]` those that name a thing of either kind. Once the game is declared, each such name is checked, in the file that
// writes it: a scenario, a card file, the board, or the variant or option that changes them.
// Without this an unknown name would pass `validate` and stop the game when its setup runs, or
// (a modifier's field) silently never apply.
import { closest } from "../diagnostics/closest.js";
import type { Diagnostic, MessagePart } from "../diagnostics/diagnostic.js";
import type { Declarations } from "../kernel/index.js";
import type { Terms } from "./code.js";
import type { Selection } from "./compose.js";
import type { Reporter } from "./declare.js";
import type { Path, RawGame } from "./raw.js";
import { idsOf, listKey, pathMeant } from "./names-lists.js";
import { namesIn, schemaKey, type NamedKind, type NameRef, type Validator } from "./schemas.js";
import type { SourceFile } from "./yaml-source.js";
import { keyRangeAt } from "./yaml-source.js";

interface Piece {
  validate: Validator;
  data: unknown;
  source: SourceFile;
  at: Path;
  /** Where a path in `data` is in the file, when `data` is not the file's own (the kept cards of a card file, a board without its left-out spaces): else `at` and the path. */
  place?: (path: Path) => Path;
}

/** The pieces of data a selection plays with (every piece of the folder's, without one), each where it is written (before composition). */
function piecesOf(raw: RawGame, selection?: Selection): Piece[] {
  const out: Piece[] = [];
  const scenarioSchema = raw.scenarioValidator;
  // As composition picks them: an overlay given as the wrong kind is not composed (CW501).
  const chosen = selection ? raw.overlays.filter((o) => (o.data.kind === "scenario" && o.data.id === selection.scenario) || (o.data.kind === "variant" && selection.variants.includes(o.data.id)) || (o.data.kind === "option" && selection.options.includes(o.data.id))) : raw.overlays;
  if (scenarioSchema) {
    for (const base of raw.scenarios.filter((s) => !selection || s.data.id === selection.scenario)) out.push({ validate: scenarioSchema, data: base.data, source: base.source, at: base.at });
    for (const o of chosen) {
      if (o.data.scenario) out.push({ validate: scenarioSchema, data: o.data.scenario, source: o.source, at: [...o.at, "scenario"] });
      if (o.data.scenario_changes) out.push({ validate: scenarioSchema, data: o.data.scenario_changes, source: o.source, at: [...o.at, "scenario_changes"] });
      if (o.data.scenario_append) out.push({ validate: scenarioSchema, data: o.data.scenario_append, source: o.source, at: [...o.at, "scenario_append"] });
    }
  }
  for (const [name, d] of Object.entries(raw.data)) {
    const v = raw.dataValidators[name];
    if (!v) continue;
    out.push({ validate: v, data: d.data, source: d.source, at: d.at });
    for (const o of chosen) {
      const change = o.data.data?.[name];
      if (change) out.push({ validate: v, data: change, source: o.source, at: [...o.at, "data", name] });
    }
  }
  if (raw.fieldValidators) out.push(...fieldPieces(raw, raw.fieldValidators, chosen));
  return out;
}

/**
 * The pieces whose declared fields may name things (a field's schema with `names:`): each card
 * file's kept cards, the board, and the overlays (their cards, changes and effects), checked
 * against the same extended schemas their files were.
 */
function fieldPieces(raw: RawGame, v: NonNullable<RawGame["fieldValidators"]>, overlays: RawGame["overlays"]): Piece[] {
  const out: Piece[] = [];
  const files = new Map<SourceFile, RawGame["cards"]>();
  for (const c of raw.cards) files.set(c.source, [...(files.get(c.source) ?? []), c]);
  for (const [source, cards] of files) {
    // (A card left out keeps the others' places: each is at its index in its file.)
    out.push({ validate: v.cards, data: { cards: cards.map((c) => c.data) }, source, at: [], place: (path) => (path[0] === "cards" && typeof path[1] === "number" ? [...cards[path[1]]!.at, ...path.slice(2)] : path) });
  }
  const b = raw.board;
  const index = (path: Path, field: string, kept: readonly (number | undefined)[] | undefined) => (kept && path[0] === field && typeof path[1] === "number" ? [field, kept[path[1]]!, ...path.slice(2)] : null);
  out.push({ validate: v.board, data: b.data, source: b.source, at: b.at, place: (path) => [...b.at, ...(index(path, "spaces", b.spaceIndex) ?? index(path, "groups", b.groupIndex) ?? path)] });
  for (const o of overlays) out.push({ validate: v.overlay, data: o.data, source: o.source, at: o.at });
  return out;
}

/** The names a piece of data writes, as its schema marks them (kept in `names` when given: see checkDataNames). */
function refsIn(piece: Piece, names?: Map<string, NameRef[]>): NameRef[] {
  const schema = schemaKey(piece.validate);
  // (Digests: an extended card schema and a card file are large, and a key is kept on disk.)
  const key = names && schema ? `${schemaPart(schema)}\u0000${piece.source.path}\u0000${JSON.stringify(piece.at)}\u0000${textPart(piece.source.text)}` : null;
  let refs = key ? names!.get(key) : undefined;
  if (!refs) {
    refs = namesIn(piece.validate, piece.data);
    if (key) names!.set(key, refs);
  }
  return refs;
}

/**
 * How a names key keeps its large parts (a schema's JSON, a file's text): as they are, unless the
 * memo is kept on disk, whose module gives a digest (disk-file-memo.ts: SHA-1, the command line).
 * The editor's memo lives in memory, and a page has no Node crypto; this module imports none, as
 * the translators' side may load it (tests/i18n-translate.test.ts).
 */
let digestOf: ((text: string) => string) | null = null;
export function digestNameKeysWith(digest: (text: string) => string): void {
  digestOf = digest;
}
const schemaDigests = new Map<string, string>();
function schemaPart(schema: string): string {
  if (!digestOf) return schema;
  let d = schemaDigests.get(schema);
  if (!d) schemaDigests.set(schema, (d = digestOf(schema)));
  return d;
}
function textPart(text: string): string {
  return digestOf ? digestOf(text) : text;
}

/** effectsNamedInData's answer for a folder's data (each overlay of a load composes the same). */
const effectsInData = new WeakMap<RawGame, Set<string>>();

/**
 * The lasting effects the folder's data names where the game's schemas mark an effect: in every
 * scenario, and every overlay's scenario, changes, additions and data, whichever are selected
 * (effects-started.ts: a scenario's effects in force from the start are started from its data).
 */
export function effectsNamedInData(raw: RawGame, names?: Map<string, NameRef[]>): Set<string> {
  let out = effectsInData.get(raw);
  if (!out) {
    out = new Set();
    for (const piece of piecesOf(raw)) for (const ref of refsIn(piece, names)) if (ref.kinds.includes("effect")) out.add(ref.name);
    effectsInData.set(raw, out);
  }
  return out;
}

/**
 * Reports every name of the selection's data that the declared game does not have (CW402).
 * `names`: what namesIn found in each piece, by its schema, its file's name and text and its place
 * there (the same: the same names), for the next load to reuse (see Reuse in load.ts).
 */
export function checkDataNames(raw: RawGame, selection: Selection, d: Declarations, terms: Terms, r: Reporter, names?: Map<string, NameRef[]>): void {
  const known: Record<NamedKind, Set<string>> = {
    space: new Set(d.spaces.map((s) => s.id)),
    group: new Set(d.groups.map((g) => g.id)),
    card: new Set(d.cards.map((c) => c.id)),
    effect: new Set(d.effects.map((e) => e.id)),
    side: new Set(d.sides.map((s) => s.id)),
    track: new Set(d.tracks.map((t) => t.id)),
    // Every option of the folder's, selected or not (a card's `option:` names the one that brings it).
    option: new Set(raw.overlays.filter((o) => o.data.kind === "option").map((o) => o.data.id)),
  };
  const lists = listIds(raw, d, r);
  for (const piece of piecesOf(raw, selection)) {
    for (const ref of refsIn(piece, names)) {
      if (ref.list) {
        reportListRef(piece, ref, lists, r);
        continue;
      }
      const { kinds } = ref;
      if (kinds.some((k) => known[k].has(ref.name))) continue;
      // (A track or an option has no term of the game's: its messages say the word.)
      const words = kinds.map((k) => (k === "option" || k === "track" ? k : terms.term(k)));
      // The nearest name of any of its kinds.
      const suggestion = closest(ref.name, kinds.flatMap((k) => [...known[k]]));
      const path = piece.place ? piece.place(ref.path) : [...piece.at, ...ref.path];
      // The message of its kind (the editor's quick fix offers names of that kind), naming it with
      // the game's word in the reader's language ({kind, term}); of several kinds, their words
      // joined, "a, b or c" (diag.unknown_of_kinds).
      const hintI18n = suggestion ? { hintKey: "diag.hint.did_you_mean", hintArgs: { suggestion } } : {};
      const i18n: Pick<Diagnostic, "key" | "args" | "parts" | "hintKey" | "hintArgs"> = kinds.length === 1 ? { key: `diag.unknown_${kinds[0]}`, args: { id: ref.name, kind: kinds[0]! }, ...hintI18n } : { key: "diag.unknown_of_kinds", args: { id: ref.name, kinds: orList(words) }, parts: { kinds: kindsPart(kinds) }, ...hintI18n };
      const message = `unknown ${orList(words)} \`${ref.name}\``;
      const hint = suggestion ? `did you mean \`${suggestion}\`?` : undefined;
      if (ref.isKey) r.errAt(piece.source, keyRangeAt(piece.source, path, ref.name), "CW402", message, hint, i18n);
      else r.err(piece.source, path, "CW402", message, hint, i18n);
    }
  }
}

/**
 * The ids of each list of the composed data that the game's schemas name (`names: { data, key }`),
 * by listKey; a list whose path leads to none is null, and blamed at each keyword naming it (the
 * names in it are not checked then: one error for one mistake).
 */
function listIds(raw: RawGame, d: Declarations, r: Reporter): Map<string, Set<string> | null> {
  const out = new Map<string, Set<string> | null>();
  for (const place of raw.namesLists ?? []) {
    const k = listKey(place.list);
    const found = idsOf(d.data as Record<string, unknown>, place.list);
    out.set(k, "ids" in found ? found.ids : null);
    if ("ids" in found) continue;
    const data = place.list.data;
    const suggestion = pathMeant(place.list, found);
    const i18n = { key: "diag.names_no_list", args: { data }, ...(suggestion ? { hintKey: "diag.hint.did_you_mean", hintArgs: { suggestion } } : {}) };
    r.err(place.source, place.at, "CW205", `\`names\` leads to no list of the game's data: \`${data}\``, suggestion ? `did you mean \`${suggestion}\`?` : undefined, i18n);
  }
  return out;
}

/** A name of an entry of a list of the game's data: CW402 when the composed list has no such id. */
function reportListRef(piece: Piece, ref: NameRef, lists: Map<string, Set<string> | null>, r: Reporter): void {
  const ids = ref.list ? lists.get(listKey(ref.list)) : null;
  // (No list: its keyword is blamed, or the schema was not the game's own file's.)
  if (!ids || ids.has(ref.name)) return;
  const list = ref.list!.data;
  const suggestion = closest(ref.name, ids);
  const path = piece.place ? piece.place(ref.path) : [...piece.at, ...ref.path];
  const i18n = { key: "diag.unknown_data_entry", args: { id: ref.name, list }, ...(suggestion ? { hintKey: "diag.hint.did_you_mean", hintArgs: { suggestion } } : {}) };
  const message = `unknown entry \`${ref.name}\` of ${list}`;
  const hint = suggestion ? `did you mean \`${suggestion}\`?` : undefined;
  if (ref.isKey) r.errAt(piece.source, keyRangeAt(piece.source, path, ref.name), "CW402", message, hint, i18n);
  else r.err(piece.source, path, "CW402", message, hint, i18n);
}

/** Words joined as a message says several kinds: "a", "a or b", "a, b or c". */
function orList(words: readonly string[]): string {
  return words.length > 1 ? `${words.slice(0, -1).join(", ")} or ${words[words.length - 1]}` : (words[0] ?? "");
}

/** orList's words as a message part, each kind the game's word in the reader's language (diag.kind), joined by diag.kinds_comma and diag.kinds_or. */
function kindsPart(kinds: readonly NamedKind[]): MessagePart {
  const word = (kind: NamedKind): MessagePart => ({ key: "diag.kind", args: { kind } });
  const commas = (ks: readonly NamedKind[]): MessagePart => (ks.length === 1 ? word(ks[0]!) : { key: "diag.kinds_comma", parts: { first: commas(ks.slice(0, -1)), next: word(ks[ks.length - 1]!) } });
  return kinds.length === 1 ? word(kinds[0]!) : { key: "diag.kinds_or", parts: { first: commas(kinds.slice(0, -1)), last: word(kinds[kinds.length - 1]!) } };
}
