// The declared end conditions are checked after every step that changed the state (machine.ts:
// checkEndIfChanged), several hundred times a game, and nearly all of those steps (a card moved,
// pieces placed) change nothing they read. When every condition reads only tracks, variables
// and what is known while compiling (`rules`, ids, literals), the values of those tracks and
// variables decide its result: the values read when the conditions last held none are kept, and
// while they are the same (the language never changes a value in place: the same value is the
// same object) the conditions would hold none again and are not evaluated.
import type { Expression } from "../effects/ast.js";
import { operands } from "./operands.js";
import type { CompileEnv } from "./compile-code.js";
import { sideIndexOf, trackOf } from "./builtins/board.js";
import type { Game, Runtime } from "./game.js";
import type { Value } from "./values.js";

/** The track slots and variable indexes that the end conditions read, when that is all they read. */
export interface EndReads {
  tracks: number[];
  vars: number[];
}

/**
 * What the conditions `when` read, or null when one reads anything else (pieces, cards, effects,
 * a routine's value) or reads a track whose slot is not known while compiling: those are always
 * evaluated. `known(e)`: whether `e`'s value is known while compiling, and that value.
 */
export function endReads(env: CompileEnv, whens: Expression[], known: (e: Expression) => { value: Value } | null): EndReads | null {
  const out: EndReads = { tracks: [], vars: [] };
  const add = (xs: number[], i: number) => {
    if (!xs.includes(i)) xs.push(i);
  };
  const reads = (e: Expression): boolean => {
    if (known(e)) return true;
    switch (e.kind) {
      case "number":
      case "string":
      case "boolean":
        return true;
      case "name": {
        // The sides an end condition runs for never change (the first side: machine.ts checkEnd).
        if (e.name === "me" || e.name === "active" || e.name === "opponent" || e.name === "this_card" || e.name === "none") return true;
        const b = env.name(e.name);
        if (b?.kind === "variable") {
          add(out.vars, b.index);
          return true;
        }
        return b?.kind === "constant";
      }
      case "list":
      case "record":
      case "not":
      case "negate":
      case "binary":
      case "member":
      case "conditional":
        return operands(e).every(reads);
      case "call": {
        const slot = e.callee.name === "track" ? trackSlotOf(env.g, e, known) : null;
        if (slot === null) return false;
        add(out.tracks, slot);
        return true;
      }
    }
  };
  return whens.every(reads) ? out : null;
}

/** The slot `track(…)` reads when its track and side are known while compiling, else null. */
function trackSlotOf(g: Game, c: Extract<Expression, { kind: "call" }>, known: (e: Expression) => { value: Value } | null): number | null {
  let track: Value | undefined;
  let side: Value = null;
  let position = 0;
  for (const a of c.args) {
    const name = a.name ? a.name.name : position++ === 0 ? "track" : "side";
    const k = known(a.value);
    if (!k) return null;
    if (name === "track") track = k.value;
    else if (name === "side") side = k.value;
    else return null;
  }
  try {
    const t = trackOf(g, track ?? null);
    if (!t.perSide) return side === null ? t.offset : null;
    return side === null ? null : t.offset + sideIndexOf(g, side);
  } catch {
    return null; // the error is the call's, at run time
  }
}

/** The game, tracks' and variables' values last read when no end condition held (see above). */
let noneHeldIn: Game | null = null;
const noneHeldTracks: number[] = [];
const noneHeldVars: Value[] = [];

/** Whether what the end conditions read is what it was when they last held none (then they hold none). */
export function endReadsUnchanged(rt: Runtime): boolean {
  const r = rt.g.endReads;
  if (r === null || noneHeldIn !== rt.g) return false;
  const { tracks, vars } = rt.s;
  for (let i = 0; i < r.tracks.length; i++) if (tracks[r.tracks[i]!] !== noneHeldTracks[i]) return false;
  for (let i = 0; i < r.vars.length; i++) if (vars[r.vars[i]!] !== noneHeldVars[i]) return false;
  return true;
}

/** Keeps what the end conditions read, after they were all evaluated and none held. */
export function noteNoneHeld(rt: Runtime): void {
  const r = rt.g.endReads;
  if (r === null) return;
  noneHeldIn = rt.g;
  const { tracks, vars } = rt.s;
  for (let i = 0; i < r.tracks.length; i++) noneHeldTracks[i] = tracks[r.tracks[i]!]!;
  for (let i = 0; i < r.vars.length; i++) noneHeldVars[i] = vars[r.vars[i]!]!;
}
