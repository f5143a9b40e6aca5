// Lasting effects that nothing puts in force: declared under a card's (or an overlay's)
// `effects:` but started by no code and named by no data, so no game ever has them (a misspelt
// `start_effect`, an event rewritten without it). A warning at the declaration (CW404), as
// validate and the editor show any other problem.
//
// An effect counts as started when the code gives it by name to `start_effect` (the game's code,
// or an overlay's, selected or not: another selection of the game may start it), or when the
// game's data names it where the game's schema marks an effect (`names: effect`: a scenario's
// effects in force from the start, which the game's code starts from its data). When some
// `start_effect` takes an effect the code works out (a variable, a field), any effect the code
// names as a value of its own (not as the effect of `has_effect`, `end_effect` …, which only read
// or end one) counts too: the code may pass it on to that call. (A name that is also a card's or
// a space's id stands for that card or space in code, so naming it so does not count.)
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import type { Vocabulary } from "../effects/vocabulary-types.js";
import type { Declarations } from "../kernel/index.js";
import { KERNEL_BUILTINS } from "../kernel/index.js";
import { BoundedMap } from "./bounded-map.js";
import { mentions } from "./overlay-reach.js";
import { effectsNamedInData } from "./data-names.js";
import type { NameRef } from "./schemas.js";
import type { Path, RawGame } from "./raw.js";
import { rangeAt, type SourceFile } from "./yaml-source.js";

/** What one piece of code says of effects: the names it starts, whether it starts a computed one, the names it uses otherwise. */
interface Found {
  starts: string[];
  computed: boolean;
  named: string[];
}

/**
 * What each text of code says, by its text. Read from the text, not the parsed tree: a check
 * restored from the disk cache has no tree of code it did not check again, and a validate that
 * keeps the content's report parses nothing.
 */
const found = new BoundedMap<string, Found>(5_000);

/** The built-ins that take an effect only to read it or end it (has_effect, end_effect …). */
let readers: Set<string> | null = null;
function effectReaders(): Set<string> {
  if (!readers) {
    readers = new Set();
    for (const b of KERNEL_BUILTINS.values()) if (b.name !== "start_effect" && b.params[0]?.type === "effect") readers.add(b.name);
  }
  return readers;
}

function foundIn(text: string): Found {
  let f = found.get(text);
  if (!f) {
    // Strings and comments say nothing of effects.
    const code = text.replace(/"[^"\n]*"|#[^\n]*/g, " ");
    f = { starts: [], computed: false, named: [] };
    for (const m of code.matchAll(/\bstart_effect\s*\(\s*(?:effect\s*:\s*)?([A-Za-z_][A-Za-z0-9_]*)?\s*([,)])?/g)) {
      if (m[1] !== undefined && m[2] !== undefined) f.starts.push(m[1]);
      else f.computed = true;
    }
    // Every other name, but the effect a reader is given.
    const read = effectReaders();
    for (const m of code.matchAll(/\b([A-Za-z_][A-Za-z0-9_]*)\b(?!\s*\()/g)) {
      const before = code.slice(Math.max(0, m.index! - 80), m.index).match(/\b([A-Za-z_][A-Za-z0-9_]*)\s*\(\s*(?:effect\s*:\s*)?$/);
      if (before && (read.has(before[1]!) || before[1] === "start_effect")) continue;
      f.named.push(m[1]!);
    }
    found.set(text, f);
  }
  return f;
}

/**
 * Whether code reading `text` may change which effects nothing starts: it calls `start_effect` or
 * names one of the game's `effects`. A check of one edited piece of code alone (the editor's quick lane, validate's
 * code-only path) leaves such an edit to a whole check, which works the warnings out again.
 */
export function mayStartEffects(text: string, effects: readonly string[]): boolean {
  return mentions(text, "start_effect") || effects.some((n) => mentions(text, n));
}

/** Every text of code of the composed game that may start or name an effect: events, prerequisites, modifiers, procedures and functions, the sequence. */
function* codeOf(game: RawGame): Generator<string | undefined> {
  for (const c of game.cards) {
    yield c.data.event;
    yield c.data.prerequisite;
  }
  for (const e of [...game.cards.flatMap((c) => c.data.effects ?? []), ...game.effects.map((x) => x.data)]) for (const m of e.modifiers ?? []) yield* [m.where, m.when, m.do];
  for (const f of game.routines) for (const kind of ["procedures", "functions"] as const) for (const r of Object.values(f.data[kind] ?? {})) yield* [r.do, r.value];
  const seq = game.sequence.data;
  for (const s of [...(seq.start ?? []), ...seq.turns.steps, ...(seq.end ?? [])]) yield s.do;
  for (const e of Object.values(seq.entries ?? {})) yield e.do;
}

/**
 * The code the folder's overlays bring, selected or not (the events of the cards they add or
 * change, their lasting effects' modifiers): an effect of the game that only another selection's
 * code starts is started in that game, so it is no mistake of this one.
 */
function* overlayCodeOf(raw: RawGame): Generator<string | undefined> {
  for (const o of raw.overlays) {
    for (const c of [...(o.data.cards?.add ?? []), ...(o.data.cards?.change ?? [])]) {
      yield typeof c.event === "string" ? c.event : undefined;
      yield typeof c.prerequisite === "string" ? c.prerequisite : undefined;
    }
    for (const e of o.data.effects ?? []) for (const m of e.modifiers ?? []) yield* [m.where, m.when, m.do];
  }
}

/**
 * The warnings (CW404) of the composed game's lasting effects that nothing starts, each at its
 * declaration (`game`: the composed game the declarations `d` were made from, its code read; `raw`:
 * the folder's, whose every scenario and overlay may name an effect in its data; `vocabulary`:
 * the names the code was checked with; `names`: what
 * the game's schemas mark as names in each piece of data, kept between loads: see Reuse).
 */
export function unstartedEffects(raw: RawGame, game: RawGame, d: Declarations, vocabulary: Pick<Vocabulary, "nameType">, names?: Map<string, NameRef[]>): Diagnostic[] {
  if (!d.effects.length) return [];
  const started = new Set<string>();
  const named = new Set<string>();
  let computed = false;
  for (const text of [...codeOf(game), ...overlayCodeOf(raw)]) {
    if (typeof text !== "string") continue;
    const f = foundIn(text);
    for (const s of f.starts) started.add(s);
    for (const n of f.named) named.add(n);
    computed ||= f.computed;
  }
  let left = d.effects.map((e) => e.id).filter((id) => !started.has(id) && !(computed && named.has(id) && vocabulary.nameType(id) === "effect"));
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
