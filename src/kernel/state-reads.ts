// What of a state some read-only code reads (a bot's danger checks: game.yaml bots: danger), worked
// out from its text when the game is compiled, so that a bot can tell that two states give it the
// same answer without running it: the same values in every part it reads. Only what is certain is
// kept: a call of a built-in that does not say what it reads (define.ts `reads`), a routine that
// may ask or stop, or any other doubt gives null (unknown: read as anything).
import type { Expression, Statement } from "../effects/ast.js";
import { operands } from "./operands.js";
import { KERNEL_BUILTINS } from "./builtins/index.js";
import type { RoutineDecl } from "./compile.js";
import type { Game } from "./game.js";
import type { State } from "./state.js";

/** The parts of a state some code reads: every track or none, variables by index, pile instances ("all": any). */
export interface StateReads {
  tracks: boolean;
  vars: number[];
  piles: number[] | "all";
}

/**
 * What `exprs` read of a state, with the functions they call (directly, through others, or by a
 * bare name), or null when that is not known for certain. `active` is the game's active variable;
 * `me` and the other sides are given, ids and `rules` are declarations.
 */
export function stateReads(g: Game, exprs: Expression[], routines: RoutineDecl[]): StateReads | null {
  const byName = new Map(routines.map((r) => [r.name, r]));
  const out: StateReads = { tracks: false, vars: [], piles: [] };
  const walked = new Set<string>();
  const addVar = (i: number) => {
    if (i >= 0 && !out.vars.includes(i)) out.vars.push(i);
  };
  // The names bound inside the code being walked (parameters, `let`, `for`): such a name is not the
  // pile of that id, so `cards(x)` of it may be of any pile.
  let locals = new Set<string>();
  const routine = (name: string): boolean => {
    if (walked.has(name)) return true;
    walked.add(name);
    const r = byName.get(name)!;
    if (r.kind !== "function") return false;
    const outer = locals;
    locals = new Set(r.params.map((p) => p.local ?? p.name));
    bound(r.body, locals);
    const ok = r.params.every((p) => !p.default || expr(p.default)) && block(r.body);
    locals = outer;
    return ok;
  };
  const pileOf = (e: Expression | undefined): number[] | null => {
    const id = e?.kind === "string" ? e.value : e?.kind === "name" && !locals.has(e.name) ? e.name : null;
    const def = id === null ? undefined : g.pile.get(id);
    if (!def) return null;
    return Array.from({ length: def.perSide ? g.sides.length : 1 }, (_, k) => def.offset + k);
  };
  const expr = (e: Expression): boolean => {
    switch (e.kind) {
      case "number":
      case "string":
      case "boolean":
        return true;
      case "name": {
        if (e.name === "active") addVar(g.activeVariable);
        const v = g.variable.get(e.name);
        if (v !== undefined) addVar(v);
        return byName.has(e.name) && !locals.has(e.name) ? routine(e.name) : true;
      }
      case "list":
      case "record":
      case "not":
      case "negate":
      case "binary":
      case "conditional":
      // (A member is a field of a record, or an attribute of an id, which the game declares: no state read.)
      case "member":
        return operands(e).every(expr);
      case "call": {
        if (!operands(e).every(expr)) return false;
        if (byName.has(e.callee.name)) return routine(e.callee.name);
        const reads = KERNEL_BUILTINS.get(e.callee.name)?.reads;
        if (!reads) return false;
        if (reads.includes("tracks")) out.tracks = true;
        if (reads.includes("piles") && out.piles !== "all") {
          const first = e.args.find((a) => a.name === null || a.name.name === "pile");
          const piles = pileOf(first?.value);
          if (piles === null) out.piles = "all";
          else for (const p of piles) if (!out.piles.includes(p)) out.piles.push(p);
        }
        return true;
      }
      default:
        return e satisfies never;
    }
  };
  const block = (b: Statement[]): boolean => b.every(statement);
  const statement = (s: Statement): boolean => {
    switch (s.kind) {
      case "let":
        return expr(s.value);
      case "return":
        return !s.value || expr(s.value);
      case "do":
        return expr(s.call);
      case "if":
        return expr(s.test) && block(s.then) && (Array.isArray(s.otherwise) ? block(s.otherwise) : !s.otherwise || statement(s.otherwise));
      case "while":
        return expr(s.test) && block(s.body);
      case "for":
        return expr(s.iterable) && block(s.body);
      case "choose":
        return false;
      default:
        return s satisfies never;
    }
  };
  return exprs.every(expr) ? out : null;
}

/** The names `body` binds (`let`, `for`), added to `names`. */
function bound(body: Statement[], names: Set<string>): void {
  for (const s of body) {
    if (s.kind === "let") names.add(s.name.name);
    else if (s.kind === "for") {
      names.add(s.variable.name);
      bound(s.body, names);
    } else if (s.kind === "while") bound(s.body, names);
    else if (s.kind === "if") {
      bound(s.then, names);
      if (Array.isArray(s.otherwise)) bound(s.otherwise, names);
      else if (s.otherwise) bound([s.otherwise], names);
    }
  }
}

/** Whether `a` and `b` hold the same values in every part `reads` names (then the code reading them gives the same on both). */
export function sameReads(reads: StateReads, a: State, b: State): boolean {
  if (reads.tracks) for (let i = 0; i < a.tracks.length; i++) if (a.tracks[i] !== b.tracks[i]) return false;
  for (const i of reads.vars) if (a.vars[i] !== b.vars[i]) return false;
  const piles = reads.piles === "all" ? a.piles.keys() : reads.piles;
  for (const i of piles) {
    const x = a.piles[i]!;
    const y = b.piles[i]!;
    if (x.length !== y.length) return false;
    for (let k = 0; k < x.length; k++) if (x[k] !== y[k]) return false;
  }
  return true;
}
