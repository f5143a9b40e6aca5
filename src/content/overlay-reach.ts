// What of the routines' and cards' code an overlay checked alone can report on beyond the selected
// game (load.ts, loadContent). Their code is not part of the key an overlay's check is kept by
// (outsideOverlays): typing in a procedure must not check every overlay again. The code is checked
// against the names in scope, and an overlay changes only some of them (a card it adds or removes,
// a space or an effect it adds): a piece of code that names none of those finds under the overlay
// what it finds in the selected game (the checker reads the vocabulary only by the names the code
// writes, apart from its "did you mean" hints, and no overlay changes a routine), and the selected
// game reports that already. So an overlay's check depends only on the code that writes such a
// name, or that the selected game does not check (a card it removes or whose code it replaces).
// (The selection and the names the selected game was checked with are part of the key: load.ts.)
import type { GameVocabulary } from "./code.js";
import { BoundedMap } from "./bounded-map.js";
import type { RawGame } from "./raw.js";

/** The names in scope as the checker reads them: type, whether each is a lasting effect, and one per side; and the fields of ids and data (known-fields.ts). */
export function namesKey(v: GameVocabulary): string {
  return JSON.stringify([v.names().map((n) => [n, v.nameType(n), v.isEffect(n), v.perSide?.(n) ?? false]), v.fields ?? null]);
}

/**
 * The names whose meaning differs between two vocabularies (of the same routines). Fields count as
 * names here (code reading one writes it): a data name whose fields differ (an option changing
 * the data), a field of an id's kind that one has and the other not (an added card's field), and
 * one whose texts differ (KnownFields.values); so do routines whose parameters' or results' texts
 * differ (a `values: { data, key }` read from data an overlay changes): code calling one writes it.
 */
export function namesChanged(a: GameVocabulary, b: GameVocabulary): string[] {
  const out = new Set<string>();
  for (const [x, y] of [[a, b], [b, a]] as const) for (const n of x.names()) if (x.nameType(n) !== y.nameType(n) || x.isEffect(n) !== y.isEffect(n) || (x.perSide?.(n) ?? false) !== (y.perSide?.(n) ?? false)) out.add(n);
  const [fa, fb] = [a.fields, b.fields];
  if (fa && fb) {
    for (const [x, y] of [[fa, fb], [fb, fa]] as const) {
      for (const n of Object.keys(x.data)) if (JSON.stringify(x.data[n]) !== JSON.stringify(y.data[n])) out.add(n);
      for (const [kind, fields] of Object.entries(x.kinds)) for (const f of fields ?? []) if (!y.kinds[kind as keyof typeof y.kinds]?.includes(f)) out.add(f);
      for (const [kind, fields] of Object.entries(x.values ?? {})) for (const [f, texts] of Object.entries(fields ?? {})) if (JSON.stringify(texts) !== JSON.stringify(y.values?.[kind as keyof typeof y.values]?.[f])) out.add(f);
    }
  } else if (fa || fb) for (const n of Object.keys((fa ?? fb)!.data)) out.add(n);
  const texts = (v: GameVocabulary) => new Map(v.routines.map((r) => [r.name, JSON.stringify([r.params.map((p) => p.values ?? null), r.returnValues ?? null])]));
  const [ta, tb] = [texts(a), texts(b)];
  for (const [n, t] of ta) if (tb.has(n) && tb.get(n) !== t) out.add(n);
  return [...out].sort();
}

/** The ids of a composed game's cards whose code is in the game's card files (not an overlay's). */
export function cardsFromCardFiles(raw: RawGame, composed: RawGame): string[] {
  const files = new Set(raw.cards.map((c) => c.source));
  return composed.cards.filter((c) => files.has(c.source)).map((c) => c.data.id);
}

/**
 * The code an overlay's check depends on (see the top): each routine's and card's code (with where
 * it is: a text moved from a procedure to a function is checked otherwise) that names one of
 * `names`, and the code of `unchecked`, the overlay's cards from the card files that the selected
 * game does not check there (it removes them, or an overlay of its own replaces their code).
 * Usually empty: most overlays add no name, and the code names few of them.
 */
export function codeReached(raw: RawGame, names: readonly string[], unchecked: readonly string[]): string[] {
  const out: string[] = [];
  const add = (where: string, text: string | undefined, always = false) => {
    if (text !== undefined && (always || names.some((n) => mentions(text, n)))) out.push(where, text);
  };
  if (names.length) {
    for (const f of raw.routines) {
      for (const kind of ["procedures", "functions"] as const) for (const [name, r] of Object.entries(f.data[kind] ?? {})) {
        add(`${f.source.path} ${kind} ${name} do`, r.do);
        add(`${f.source.path} ${kind} ${name} value`, r.value);
      }
    }
    // Every card of the files (those the overlay removes too: more than needed, never less).
    for (const c of raw.cards) {
      add(`card ${c.data.id} event`, c.data.event);
      add(`card ${c.data.id} prerequisite`, c.data.prerequisite);
    }
  }
  for (const id of unchecked) {
    const c = raw.cards.find((x) => x.data.id === id);
    if (!c) out.push(`card ${id} gone`, "");
    else {
      add(`card ${id} event`, c.data.event, true);
      add(`card ${id} prerequisite`, c.data.prerequisite, true);
    }
  }
  return out;
}

/** Whether code may name `name`: a word of it (any name the checker looks up is written in the code). */
export function mentions(text: string, name: string): boolean {
  // Looked for as text first: most code holds none of the names (its words are then never split).
  return text.includes(name) && (!/^[A-Za-z0-9_]+$/.test(name) || wordsOf(text).has(name));
}

/** The words of each piece of code, by its text (the same texts come back on every build). */
const words = new BoundedMap<string, Set<string>>(5_000);
function wordsOf(text: string): Set<string> {
  let w = words.get(text);
  if (!w) words.set(text, (w = new Set(text.match(/[A-Za-z0-9_]+/g) ?? [])));
  return w;
}
