// Replaying the test game after an edit without replaying what the edit cannot change. The last
// replay keeps the state before every step (its positions); a new replay starts from the state
// before the first step the edit can change, and replays only from there.
//
// Which step that is: an edit that changes only some cards' event or prerequisite code (nothing
// else of the game, and the compiled code laid out the same) changes the game from the first step
// that read one of them. The kernel reads a card's event and prerequisite from its compiled card
// each time it needs them; every replay records, per card, the first step that did (getters on the
// compiled cards, see watchCards), a read while the game was set up counting as before the first
// step. A card's text changed: nothing to replay, unless some code reads a `text` attribute. Any
// other edit (a card's fields are read through tables built once, or folded into code when it is
// compiled), or anything unsure: from the start. A move added or undone, the content unchanged:
// from the first step that differs.
import type { CompiledFrom } from "../../../src/content/load.js";
import type { CodePlace } from "../../../src/kernel/index.js";
import type { Content } from "../../../src/content/model.js";
import type { Game } from "../../../src/kernel/index.js";
import { applyStep, fingerprint, reasonOf, startState, type Replay, type Script } from "./script.js";

/** A replay and, per card, the first step whose run read that card's definition (-1: the setup). */
export interface TrackedReplay {
  replay: Replay;
  firstRead: Map<string, number>;
  game: Game;
  from: CompiledFrom | null;
  script: Script;
  /** The step the replay started from (0: the start). */
  resumedAt: number;
}

/** The compiled card fields read from the card each time they are needed. */
const WATCHED = ["event", "prerequisite"] as const;

interface Watch {
  /** The step being applied (-1 while setting up), or null when nothing is replayed (views). */
  step: number | null;
  firstRead: Map<string, number>;
}

const watches = new WeakMap<Game, Watch>();

/** Records the first step that reads each card's definition of `game` (installed once per game). */
export function watchCards(game: Game): Watch {
  let w = watches.get(game);
  if (w) return w;
  const watch: Watch = { step: null, firstRead: new Map() };
  for (const card of game.cards) {
    for (const field of WATCHED) {
      let value = card[field];
      Object.defineProperty(card, field, {
        enumerable: true,
        configurable: true,
        get() {
          const s = watch.step;
          if (s !== null) {
            const seen = watch.firstRead.get(card.id);
            if (seen === undefined || s < seen) watch.firstRead.set(card.id, s);
          }
          return value;
        },
        set(v) {
          value = v;
        },
      });
    }
  }
  watches.set(game, (w = watch));
  return w;
}

/**
 * The cards whose definitions differ between two builds, when nothing else differs; null when
 * something else does (a procedure, the board, a lasting effect, the cards' order …).
 */
export function changedCards(before: CompiledFrom, after: CompiledFrom): Set<string> | null {
  const a = before.declarations;
  const b = after.declarations;
  if (a === b) return new Set();
  if (a.cards.length !== b.cards.length) return null;
  const changed = new Set<string>();
  for (let i = 0; i < a.cards.length; i++) {
    const x = a.cards[i]!;
    const y = b.cards[i]!;
    if (x.id !== y.id || x.side !== y.side || x.special !== y.special || !same(x.blockedBy, y.blockedBy)) return null;
    if (x.name !== y.name) return null;
    if (!same(x.attrs, y.attrs)) {
      const { text: _ta, ...restX } = x.attrs;
      const { text: _tb, ...restY } = y.attrs;
      if (!same(restX, restY) || readsText(after)) return null;
    }
    if (!same(x.event, y.event) || !same(x.prerequisite, y.prerequisite)) changed.add(x.id);
  }
  const { cards: _a, ...restA } = a;
  const { cards: _b, ...restB } = b;
  if (!same(restA, restB) || !same(before.code, after.code)) return null;
  return changed;
}

const textReaders = new WeakMap<CompiledFrom, boolean>();

/** Whether any code may read an attribute named `text` (`x.text`, or `attr(x, …)` with any name). */
function readsText(from: CompiledFrom): boolean {
  let found = textReaders.get(from);
  if (found === undefined) {
    const seen = new Set<object>();
    const visit = (n: unknown): boolean => {
      if (typeof n !== "object" || n === null || seen.has(n)) return false;
      seen.add(n);
      const node = n as { kind?: unknown; field?: { name?: unknown }; callee?: { name?: unknown } };
      if (node.kind === "member" && node.field?.name === "text") return true;
      if (node.kind === "call" && node.callee?.name === "attr") return true;
      // (Not into where code is: its places' runs are worked out only when read, see carryPlaces.)
      return Object.keys(n).some((k) => !PLACE_KEYS.has(k) && visit((n as Record<string, unknown>)[k]));
    };
    const d = from.declarations;
    found = visit(from.code) || visit(d.effects) || d.cards.some((c) => visit(c.event) || visit(c.prerequisite));
    textReaders.set(from, found);
  }
  return found;
}

/**
 * Whether two compiled games lay out their code the same (states hold unit indexes, and condition
 * values' indexes within their unit: a unit whose code is unchanged numbers them the same, and a
 * card whose event changed is replayed from the first step that read it, before which no state
 * holds a value of its code).
 */
function sameLayout(a: Game, b: Game): boolean {
  if (a === b) return true;
  if (a.units.length !== b.units.length) return false;
  for (let i = 0; i < a.units.length; i++) {
    const x = a.units[i]!;
    const y = b.units[i]!;
    if (x.name !== y.name || x.kind !== y.kind || x.params.length !== y.params.length) return false;
  }
  return true;
}

/**
 * Whether a new build made the game the current content already is: the same selection, manifest
 * and overlays, every declaration, all the code and the procedures' docs equal. The worker then
 * keeps the content it has, with its compiled game and replay (a typo mended, an edit undone: no
 * compile, nothing to replay). A card's text edited is a difference (the page shows it).
 */
export function sameBuild(a: Content, aFrom: CompiledFrom, b: Content, bFrom: CompiledFrom): boolean {
  return JSON.stringify(a.selection) === JSON.stringify(b.selection) && same(a.manifest, b.manifest) && same(a.overlays, b.overlays) && same(aFrom.declarations, bFrom.declarations) && same(aFrom.code, bFrom.code) && same(aFrom.routines, bFrom.routines);
}

/** Deep equality of plain data; the same object (a parse reused) is equal at once. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return Number.isNaN(a) && Number.isNaN(b);
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    if (a.length !== bb.length) return false;
    for (let i = 0; i < a.length; i++) if (!same(a[i], bb[i])) return false;
    return true;
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (const k of ka) if (!Object.prototype.hasOwnProperty.call(b, k) || (!PLACE_KEYS.has(k) && !same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))) return false;
  return true;
}

/**
 * The keys under which the loader says where code is in its files (kernel/code-place.ts): where,
 * not what the code does. Two builds that differ only there (a line added above a card) make the
 * same game; comparing them would also work out every place's runs (read only for an error, and
 * otherwise never) on each build. The game kept gets the new build's places (carryPlaces).
 */
const PLACE_KEYS: ReadonlySet<string> = new Set(["place", "places"]);

/**
 * After a build that made the same game (sameBuild, which does not compare where code is): the
 * kept game's places of code become the new build's, which may have moved, so that an error of its
 * code names the lines as the files have them now. Each old place reads the new one's runs.
 */
export function carryPlaces(kept: CompiledFrom, now: CompiledFrom): void {
  const carry = (old: unknown, next: unknown): void => {
    if (!old || !next || old === next || typeof old !== "object" || typeof next !== "object") return;
    const to = next as CodePlace;
    Object.defineProperty(old, "runs", { get: () => to.runs, enumerable: true, configurable: true });
    (old as { file: string }).file = to.file;
  };
  const walk = (a: unknown, b: unknown): void => {
    if (a === b || typeof a !== "object" || typeof b !== "object" || a === null || b === null) return;
    for (const k of Object.keys(a)) {
      const x = (a as Record<string, unknown>)[k];
      const y = (b as Record<string, unknown>)[k];
      if (k === "place") carry(x, y);
      else if (k === "places" && x && y) for (const w of Object.keys(x)) carry((x as Record<string, unknown>)[w], (y as Record<string, unknown>)[w]);
      else walk(x, y);
    }
  };
  walk(kept.declarations, now.declarations);
  walk(kept.code, now.code);
}

/** The step the replay of `script` on `content` can start from, given the last replay (0: the start). */
export function resumePoint(last: TrackedReplay | null, content: Content, from: CompiledFrom | null, script: Script): number {
  if (!last || JSON.stringify(last.script.setup) !== JSON.stringify(script.setup)) return 0;
  const game = content.game;
  let k = 0;
  const n = Math.min(last.script.steps.length, script.steps.length, last.replay.outcomes.length);
  while (k < n && JSON.stringify(last.script.steps[k]!.step) === JSON.stringify(script.steps[k]!.step)) k++;
  if (game !== last.game) {
    const cards = from && last.from ? changedCards(last.from, from) : null;
    if (!cards || !sameLayout(last.game, game)) return 0;
    for (const c of cards) {
      const first = last.firstRead.get(c);
      if (first !== undefined) k = Math.min(k, first);
    }
  }
  return Math.max(0, k);
}

/**
 * Replays the script, from the last replay's position before step `resumePoint(…)` when there is
 * one: the same result as replaying from the start (tests/editor-replay-cache.test.ts).
 */
export function replayTracked(content: Content, from: CompiledFrom | null, script: Script, last: TrackedReplay | null): TrackedReplay {
  const game = content.game;
  const watch = watchCards(game);
  const k = resumePoint(last, content, from, script);
  const firstRead = new Map<string, number>();
  let state;
  const before = k > 0 ? last!.replay.before.slice(0, k) : [];
  const outcomes = k > 0 ? last!.replay.outcomes.slice(0, k) : [];
  watch.firstRead = firstRead;
  try {
    if (k > 0) {
      // What the steps before k read, they read again the same way.
      for (const [c, s] of last!.firstRead) if (s < k) firstRead.set(c, s);
      state = last!.replay.before[k] ?? last!.replay.state;
    } else {
      watch.step = -1;
      state = startState(content, script.setup);
    }
    for (let i = k; i < script.steps.length; i++) {
      watch.step = i;
      let next;
      try {
        next = applyStep(content, state, script.steps[i]!.step);
      } catch (e) {
        return { replay: { state, before, outcomes, stoppedAt: i, stopReason: reasonOf(e) }, firstRead, game, from, script, resumedAt: k };
      }
      before.push(state);
      outcomes.push({ logFrom: state.log.length, logTo: next.log.length, fingerprint: fingerprint(next, state.log.length) });
      state = next;
    }
  } finally {
    watch.step = null;
  }
  return { replay: { state, before, outcomes, stoppedAt: null, stopReason: null }, firstRead, game, from, script, resumedAt: k };
}
