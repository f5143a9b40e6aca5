// A game started from a position instead of a scenario's beginning (scenario tests, the editor's
// test games). A position names the game's declared things: tracks, pieces by space, piles,
// special cards, variables, effects in force, and the entry point of the sequence it begins at.
// The game's own procedures fill in what a position leaves out.
import type { Game, Runtime } from "./game.js";
import { evalAtEdge, KernelError, pushCall, run } from "./machine.js";
import { blankState, enter, type NewGameOptions } from "./play.js";
import type { State } from "./state.js";
import { isRecord, truthy, type Value } from "./values.js";
import { moveCard } from "./builtins/cards.js";
import { movePieces, pieceSlot } from "./builtins/board.js";
import { startEffect } from "./builtins/effects.js";

export type Position = Record<string, unknown>;

/** Where in a position a problem is (a key, then a side, space or index inside its value) and what it is. */
export interface PositionProblem {
  at: (string | number)[];
  message: string;
  /** For a name the game does not know: the name, and the names it could have been (for "did you mean"). */
  unknown?: { name: string; known: readonly string[] };
}

/** A position that cannot be laid out, or is not a state a game can reach; `problems` lists every reason. */
export class PositionError extends Error {
  override name = "PositionError";
  constructor(readonly problems: PositionProblem[]) {
    super(problems.map((p) => `${p.at.join(".") || "position"}: ${p.message}`).join("; "));
  }
  /** The position key of the first problem. */
  get key(): string {
    return String(this.problems[0]?.at[0] ?? "");
  }
}

/** Every key a position of this game may have (for "did you mean" on an unknown one). */
function positionKeys(g: Game, entryParams: readonly string[]): string[] {
  return [
    "phase", "effects", ...g.pieces.map((p) => `clear_${p.id}`), ...entryParams, ...g.variables.map((v) => v.id), ...g.tracks.map((t) => t.id),
    ...g.pieces.map((p) => p.id), ...g.piles.map((p) => p.id), ...g.cards.filter((c) => c.special).map((c) => c.id), ...Object.keys(g.positions.aliases),
  ];
}

/** Runs a procedure that must not ask anything (position set-up code). */
function runQuietly(rt: Runtime, unit: number, args: Value[]): void {
  pushCall(rt, null, unit, args, -1, rt.g.sides[0]!, rt.g.sides[0]!, null);
  run(rt);
  if (rt.s.pending.length || rt.s.stack.length) throw new KernelError(`${rt.g.units[unit]!.name} asked a player while a position was being laid out`);
}

type Report = (at: (string | number)[], message: string, unknown?: PositionProblem["unknown"]) => void;

/**
 * A new game from a position. Throws a PositionError listing every problem, each at the position
 * key (and side, space or index) it comes from: an unknown name, a value out of its track's
 * range, a card in two places, a failed `positions.checks` condition, a broken invariant, or an
 * end condition that already holds (the game would be over).
 */
export function gameFromPosition(g: Game, position: Position, opts: NewGameOptions = {}): State {
  const problems: PositionProblem[] = [];
  const report: Report = (at, message, unknown) => {
    if (!problems.some((p) => p.at.join("\0") === at.join("\0"))) problems.push({ at, message, ...(unknown ? { unknown } : {}) });
  };
  const stopIfAny = () => {
    if (problems.length) throw new PositionError(problems);
  };
  const s = blankState(g, opts);
  const rt: Runtime = { g, s };
  if (g.positions.start !== null) runQuietly(rt, g.positions.start, []);
  const entryId = typeof position.phase === "string" ? position.phase : g.positions.defaultEntry;
  // Say what to write: a new game's designer meets this at the first test, before any entry exists.
  if (!entryId) {
    const ids = [...g.entries.keys()];
    report(["phase"], `the position names no entry point (phase) and the game declares no default: ${ids.length
      ? `give the position \`phase:\` (the game's entry points: ${ids.join(", ")}), or name one under \`positions: default_entry:\` in game.yaml`
      : "declare entry points under `entries:` in sequence.yaml (`play: { at: <a step of turns> }`), then name one under `positions: default_entry:` in game.yaml or give the position `phase:`"}`);
  }
  const entry = entryId ? g.entries.get(entryId) : undefined;
  if (entryId && entry === undefined) report(["phase"], `unknown phase \`${entryId}\` (the game's entry points: ${[...g.entries.keys()].join(", ")})`, { name: entryId, known: [...g.entries.keys()] });
  stopIfAny();
  const entryParams = g.units[entry!]!.params.map((p) => p.name);
  const args: Value[] = entryParams.map(() => null);
  const given: string[] = [];
  const keys = Object.keys(position);
  // Clearing first, so a position can clear the scenario's pieces and then give its own.
  for (const key of keys) {
    if (!key.startsWith("clear_")) continue;
    const kind = g.piece.get(key.slice("clear_".length));
    if (!kind) report([key], `unknown key \`${key}\`: the game's pieces are ${g.pieces.map((p) => p.id).join(", ")}`, { name: key, known: g.pieces.map((p) => `clear_${p.id}`) });
    else if (position[key] === true) for (const sp of g.spaces) for (let i = 0; i < g.sides.length; i++) s.pieces[pieceSlot(g, kind, sp, i)] = 0;
  }
  const placed = new Map<string, string>();
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
      setTrack(g, s, key, value, raw, report);
      used = true;
    } else if (g.piece.has(key)) {
      setPieces(rt, key, value, raw, report);
      used = true;
    } else if (g.pile.has(key)) {
      setPile(rt, key, value, raw, placed, report);
      used = true;
    } else if (g.card.get(key)?.special) {
      setSpecial(g, s, key, value, raw, report);
      used = true;
    } else if (key === "effects") {
      startEffects(rt, value, raw, report);
      used = true;
    }
    if (!used) report([raw], `unknown key \`${raw}\` in the position (the game declares no track, piece, pile, special card or variable of that name)`, { name: raw, known: positionKeys(g, entryParams) });
  }
  stopIfAny();
  // The game's own conditions on positions guard what follows (its preparation reads them).
  const keyOf = (name: string) => keys.find((k) => k === name || g.positions.aliases[k] === name);
  for (const c of g.positions.checks) {
    if (!holds(rt, c.unit)) {
      const k = keyOf(c.key);
      report(k ? [k] : [], c.message);
      break;
    }
  }
  stopIfAny();
  if (g.positions.prepare !== null) runQuietly(rt, g.positions.prepare, [given]);
  // A state no game reaches: an invariant broken, or an end condition that already holds.
  const blame = (text: string) => {
    const names = new Set(text.match(/[a-z_][a-z0-9_]*/g) ?? []);
    const k = keys.find((key) => names.has(key) || names.has(g.positions.aliases[key] ?? key));
    return k ? [k] : [];
  };
  for (const inv of g.invariants) if (inv.inPositions && !holds(rt, inv.unit)) report(blame(inv.text), `${inv.message}: no game reaches this position`);
  for (const c of g.endConditions) if (holds(rt, c.when)) report(blame(c.text), `the game would already be over (${c.reason}): \`${c.text}\` holds`);
  stopIfAny();
  enter(g, s, entryId!, args);
  return s;
}

/** Whether a condition holds; one that cannot be evaluated on this position does not. */
function holds(rt: Runtime, unit: number): boolean {
  try {
    return truthy(evalAtEdge(rt, unit, [], rt.g.sides[0]!));
  } catch {
    return false;
  }
}

/** Every problem of a position (none: a game can start there). */
export function positionProblems(g: Game, position: Position, opts: NewGameOptions = {}): PositionProblem[] {
  try {
    gameFromPosition(g, position, opts);
    return [];
  } catch (e) {
    if (e instanceof PositionError) return e.problems;
    return [{ at: [], message: (e as Error).message }];
  }
}

function setTrack(g: Game, s: State, key: string, value: Value, raw: string, report: Report): void {
  const t = g.track.get(key)!;
  const put = (at: (string | number)[], slot: number, v: Value) => {
    if (typeof v !== "number" || !Number.isInteger(v)) return report(at, `\`${at.join(".")}\` must be a whole number`);
    if (v < t.min || v > t.max) return report(at, `\`${at.join(".")}: ${v}\` cannot happen in a game: ${t.name} runs from ${t.min} to ${t.max}`);
    s.tracks[slot] = v;
  };
  if (!t.perSide) return put([raw], t.offset, value);
  if (!isRecord(value)) return report([raw], `${raw} has a value per side: { ${g.sides.map((x) => `${x}: n`).join(", ")} }`);
  for (const [side, v] of Object.entries(value)) {
    const i = g.sideIndex.get(side);
    if (i === undefined) report([raw, side], `unknown side \`${side}\` in ${raw} (the sides: ${g.sides.join(", ")})`, { name: side, known: g.sides });
    else put([raw, side], t.offset + i, v);
  }
}

function setPieces(rt: Runtime, key: string, value: Value, raw: string, report: Report): void {
  const g = rt.g;
  if (!isRecord(value)) return report([raw], `${raw} must map spaces to counts in side order ([${g.sides.join(", ")}])`);
  for (const [space, counts] of Object.entries(value)) {
    const sp = g.space.get(space);
    if (!sp) {
      report([raw, space], `unknown space \`${space}\` in ${raw}`, { name: space, known: g.spaces.map((x) => x.id) });
      continue;
    }
    if (!Array.isArray(counts) || counts.some((n) => typeof n !== "number" || !Number.isInteger(n) || n < 0)) {
      report([raw, space], `${raw}.${space} must be a list of counts (whole numbers, 0 or more) in side order: [${g.sides.join(", ")}]`);
      continue;
    }
    g.sides.forEach((side, i) => {
      const kind = g.piece.get(key)!;
      const now = rt.s.pieces[pieceSlot(g, kind, sp, i)]!;
      movePieces(rt, space, side, Number(counts[i] ?? 0) - now, key);
    });
  }
}

function setPile(rt: Runtime, key: string, value: Value, raw: string, placed: Map<string, string>, report: Report): void {
  const g = rt.g;
  const pile = g.pile.get(key)!;
  const put = (at: (string | number)[], instance: number, cards: Value) => {
    if (!Array.isArray(cards)) return report(at, `\`${at.join(".")}\` must be a list of cards`);
    cards.forEach((c, i) => {
      const where = at.join(".");
      if (typeof c !== "string" || !g.card.has(c)) report([...at, i], `unknown card \`${String(c)}\` in ${where}`, { name: String(c), known: g.cards.map((x) => x.id) });
      else if (placed.has(c)) report([...at, i], `\`${c}\` is in two places: \`${placed.get(c)}\` and \`${where}\``);
      else {
        placed.set(c, where);
        moveCard(rt, c, instance);
      }
    });
  };
  if (!pile.perSide) return put([raw], pile.offset, value);
  if (!isRecord(value)) return report([raw], `${raw} is per side: { ${g.sides.map((x) => `${x}: [...]`).join(", ")} }`);
  for (const [side, cards] of Object.entries(value)) {
    const i = g.sideIndex.get(side);
    if (i === undefined) report([raw, side], `unknown side \`${side}\` in ${raw} (the sides: ${g.sides.join(", ")})`, { name: side, known: g.sides });
    else put([raw, side], pile.offset + i, cards);
  }
}

function setSpecial(g: Game, s: State, key: string, value: Value, raw: string, report: Report): void {
  if (!isRecord(value)) return report([raw], `${raw} must be { holder, face_up }`);
  const v = value as { holder?: Value; face_up?: Value };
  const holder = v.holder === "none" || v.holder === undefined || v.holder === null ? null : String(v.holder);
  if (holder !== null && !g.sideIndex.has(holder)) return report([raw, "holder"], `unknown side \`${holder}\` in ${raw} (the sides: ${g.sides.join(", ")}, or none)`, { name: holder, known: [...g.sides, "none"] });
  s.specials[key] = { holder, face_up: v.face_up !== false };
}

function startEffects(rt: Runtime, value: Value, raw: string, report: Report): void {
  const g = rt.g;
  if (!Array.isArray(value)) return report([raw], `${raw} must be a list of effects (an id, or { id, owner, value })`);
  value.forEach((e, i) => {
    const id = typeof e === "string" ? e : isRecord(e) ? String(e.id) : "";
    const def = g.effect.get(id);
    if (!def) return report([raw, i], `unknown effect \`${id}\``, { name: id, known: [...g.effect.keys()] });
    const cardSide = def.card ? g.card.get(def.card)?.side : undefined;
    const owner = isRecord(e) && typeof e.owner === "string" ? e.owner : cardSide && g.sideIndex.has(cardSide) ? cardSide : g.sides[0]!;
    if (!g.sideIndex.has(owner)) return report([raw, i, "owner"], `unknown side \`${owner}\` (the sides: ${g.sides.join(", ")})`, { name: owner, known: g.sides });
    startEffect(rt, id, owner, isRecord(e) ? (e.value ?? null) : null, true);
  });
}
