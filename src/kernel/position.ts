// A game started from a position instead of a scenario's beginning (scenario tests, the editor's
// test games). A position names the game's declared things: tracks, pieces by space, piles,
// special cards, variables, effects in force, and the entry point of the sequence it begins at.
// The game's own procedures fill in what a position leaves out.
import type { Game, Runtime } from "./game.js";
import { KernelError, pushCall, run } from "./machine.js";
import { blankState, enter, type NewGameOptions } from "./play.js";
import type { State } from "./state.js";
import { isRecord, type Value } from "./values.js";
import { moveCard } from "./builtins/cards.js";
import { movePieces, pieceSlot } from "./builtins/board.js";
import { startEffect } from "./builtins/effects.js";

export type Position = Record<string, unknown>;

export class PositionError extends Error {
  override name = "PositionError";
  constructor(
    readonly key: string,
    message: string,
  ) {
    super(message);
  }
}

/** Runs a procedure that must not ask anything (position set-up code). */
function runQuietly(rt: Runtime, unit: number, args: Value[]): void {
  pushCall(rt, null, unit, args, -1, rt.g.sides[0]!, rt.g.sides[0]!, null);
  run(rt);
  if (rt.s.pending.length || rt.s.stack.length) throw new KernelError(`${rt.g.units[unit]!.name} asked a player while a position was being laid out`);
}

/** A new game from a position; every problem names the position key it comes from. */
export function gameFromPosition(g: Game, position: Position, opts: NewGameOptions = {}): State {
  const s = blankState(g, opts);
  const rt: Runtime = { g, s };
  if (g.positions.start !== null) runQuietly(rt, g.positions.start, []);
  const entryId = typeof position.phase === "string" ? position.phase : g.positions.defaultEntry;
  if (!entryId) throw new PositionError("phase", "the position names no entry point (phase) and the game declares no default");
  const entry = g.entries.get(entryId);
  if (entry === undefined) throw new PositionError("phase", `unknown phase \`${entryId}\` (the game's entry points: ${[...g.entries.keys()].join(", ")})`);
  const entryParams = g.units[entry]!.params.map((p) => p.name);
  const args: Value[] = entryParams.map(() => null);
  const given: string[] = [];
  const keys = Object.keys(position);
  // Clearing first, so a position can clear the scenario's pieces and then give its own.
  for (const key of keys) {
    if (!key.startsWith("clear_")) continue;
    const kind = g.piece.get(key.slice("clear_".length));
    if (!kind) throw new PositionError(key, `unknown key \`${key}\`: the game's pieces are ${g.pieces.map((p) => p.id).join(", ")}`);
    if (position[key] === true) for (const sp of g.spaces) for (let i = 0; i < g.sides.length; i++) s.pieces[pieceSlot(g, kind, sp, i)] = 0;
  }
  for (const raw of keys) {
    if (raw === "phase" || raw.startsWith("clear_")) continue;
    const key = g.positions.aliases[raw] ?? raw;
    const value = position[raw] as Value;
    given.push(key);
    let used = false;
    const p = entryParams.indexOf(key);
    if (p >= 0) {
      args[p] = value;
      used = true;
    }
    if (g.variable.has(key)) {
      s.vars[g.variable.get(key)!] = value;
      used = true;
    } else if (g.track.has(key)) {
      setTrack(g, s, key, value, raw);
      used = true;
    } else if (g.piece.has(key)) {
      setPieces(rt, key, value, raw);
      used = true;
    } else if (g.pile.has(key)) {
      setPile(rt, key, value, raw);
      used = true;
    } else if (g.card.get(key)?.special) {
      const v = value as { holder?: Value; face_up?: Value };
      if (!isRecord(value)) throw new PositionError(raw, `${raw} must be { holder, face_up }`);
      const holder = v.holder === "none" || v.holder === undefined ? null : String(v.holder);
      if (holder !== null && !g.sideIndex.has(holder)) throw new PositionError(raw, `unknown side \`${holder}\` in ${raw}`);
      s.specials[key] = { holder, face_up: v.face_up !== false };
      used = true;
    } else if (key === "effects") {
      for (const e of Array.isArray(value) ? value : []) {
        const id = typeof e === "string" ? e : isRecord(e) ? String(e.id) : "";
        const def = g.effect.get(id);
        if (!def) throw new PositionError(raw, `unknown effect \`${id}\``);
        const cardSide = def.card ? g.card.get(def.card)?.side : undefined;
        const owner = isRecord(e) && typeof e.owner === "string" ? e.owner : cardSide && g.sideIndex.has(cardSide) ? cardSide : g.sides[0]!;
        startEffect(rt, id, owner, isRecord(e) ? (e.value ?? null) : null, true);
      }
      used = true;
    }
    if (!used) throw new PositionError(raw, `unknown key \`${raw}\` in the position (the game declares no track, piece, pile, special card or variable of that name)`);
  }
  if (g.positions.prepare !== null) runQuietly(rt, g.positions.prepare, [given]);
  enter(g, s, entryId, args);
  return s;
}

function setTrack(g: Game, s: State, key: string, value: Value, raw: string): void {
  const t = g.track.get(key)!;
  const put = (slot: number, v: Value) => {
    if (typeof v !== "number") throw new PositionError(raw, `${raw} must be a number`);
    s.tracks[slot] = Math.max(t.min, Math.min(t.max, v));
  };
  if (!t.perSide) return put(t.offset, value);
  if (!isRecord(value)) throw new PositionError(raw, `${raw} has a value per side: { ${g.sides.map((x) => `${x}: n`).join(", ")} }`);
  for (const [side, v] of Object.entries(value)) {
    const i = g.sideIndex.get(side);
    if (i === undefined) throw new PositionError(raw, `unknown side \`${side}\` in ${raw}`);
    put(t.offset + i, v);
  }
}

function setPieces(rt: Runtime, key: string, value: Value, raw: string): void {
  const g = rt.g;
  if (!isRecord(value)) throw new PositionError(raw, `${raw} must map spaces to counts in side order ([${g.sides.join(", ")}])`);
  for (const [space, counts] of Object.entries(value)) {
    const sp = g.space.get(space);
    if (!sp) throw new PositionError(raw, `unknown ${raw === key ? "space" : raw} \`${space}\` in ${raw}`);
    if (!Array.isArray(counts)) throw new PositionError(raw, `${raw}.${space} must be a list of counts in side order`);
    g.sides.forEach((side, i) => {
      const kind = g.piece.get(key)!;
      const now = rt.s.pieces[pieceSlot(g, kind, sp, i)]!;
      movePieces(rt, space, side, Number(counts[i] ?? 0) - now, key);
    });
  }
}

function setPile(rt: Runtime, key: string, value: Value, raw: string): void {
  const g = rt.g;
  const pile = g.pile.get(key)!;
  const put = (instance: number, cards: Value) => {
    if (!Array.isArray(cards)) throw new PositionError(raw, `${raw} must be a list of cards`);
    for (const c of cards) {
      if (typeof c !== "string" || !g.card.has(c)) throw new PositionError(raw, `unknown card \`${String(c)}\` in ${raw}`);
      moveCard(rt, c, instance);
    }
  };
  if (!pile.perSide) return put(pile.offset, value);
  if (!isRecord(value)) throw new PositionError(raw, `${raw} is per side: { ${g.sides.map((x) => `${x}: [...]`).join(", ")} }`);
  for (const [side, cards] of Object.entries(value)) {
    const i = g.sideIndex.get(side);
    if (i === undefined) throw new PositionError(raw, `unknown side \`${side}\` in ${raw}`);
    put(pile.offset + i, cards);
  }
}
