// Questions to players. `pick` asks one side to choose among values; `pick_each` asks several
// sides at once, each in secret, and reveals nothing until all have
// answered. The options a decision lists are the only legal answers (`apply` checks them).
import type { ArgEv } from "../compile-code.js";
import type { Runtime } from "../game.js";
import { ask } from "../machine.js";
import type { Decision, Frame } from "../state.js";
import { EffectRuntimeError, isRecord, list, show, str, type RecordValue, type Value } from "../values.js";
import { YIELD, type Yield } from "../yield.js";
import { arg, p, type KernelBuiltin } from "./define.js";
import { sideIndexOf } from "./board.js";

/** The id a player answers with for a value: ids as they are, numbers as digits. */
export function optionId(v: Value): string {
  if (typeof v === "string") return v;
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  throw new EffectRuntimeError(`an option must be an id or a number, got ${show(v)}`, "runtime.bad_option", { value: show(v) });
}

function promptArgs(v: Value): Record<string, Value> | undefined {
  return isRecord(v) ? (v as RecordValue) : undefined;
}

export const DECISION_BUILTINS: KernelBuiltin[] = [
  {
    name: "pick", kind: "kernel-statement", stops: true,
    params: [
      p("side", "side", "Who chooses."),
      p("from", "list", "The candidates (ids or numbers)."),
      { ...p("kind", "string", "What is asked, in the game's words (a message key of the prompt, e.g. \"attack_target\")."), message: "prompt." },
      p("args", "record", "Message arguments of the prompt (e.g. `{ left: 3 }`).", true),
      p("extra", "list", "More answers offered after the candidates, returned as given (\"done\", \"pass\" …).", true),
      p("auto", "boolean", "With a single option, take it without asking (default false).", true),
      p("ids", "list", "The option ids players answer with, one per candidate, when the candidates are not ids themselves (records …).", true),
    ],
    returns: "any", asks: true,
    doc: "Asks a side to choose one of the candidates (or an extra answer) and gives the choice. With no candidate and no extra answer, gives none without asking.",
    example: "let c = pick(me, spaces(where: pieces(it, opponent) > 0), \"attack_target\")",
    impl: (rt, f, a, slot) => picked(rt, f, slot, arg(a, 0), arg(a, 1), arg(a, 2), arg(a, 3), arg(a, 4), arg(a, 5), arg(a, 6)),
  },
  {
    name: "pick_each", kind: "kernel-statement", stops: true,
    params: [
      p("from", "record", "For each side that chooses, its candidates: `{ red: cards(hand, red), blue: cards(hand, blue) }`. A side with none is not asked."),
      { ...p("kind", "string", "What is asked, in the game's words."), message: "prompt." },
      p("args", "record", "Message arguments of the prompt.", true),
    ],
    returns: "record", asks: true,
    doc: "Asks several sides at once; each answer stays secret (no view shows it) until every side has answered. Gives a record of the choices by side (none for a side not asked).",
    example: "let picks = pick_each({ red: cards(hand, red), blue: cards(hand, blue) }, \"secret_card\")",
    impl: (rt, f, a, slot) => {
      const from = arg(a, 0);
      if (!isRecord(from)) throw new EffectRuntimeError("pick_each needs a record of candidates by side", "runtime.pick_each_record");
      const kind = str(arg(a, 1));
      const args = promptArgs(arg(a, 2));
      const commits: Record<string, Value> = {};
      const waiting: string[] = [];
      for (const side of rt.g.sides) {
        const options = list(from[side] ?? null);
        commits[side] = null;
        if (!options.length) continue;
        waiting.push(side);
        rt.s.pending.push(question(side, kind, optionIds(options, NO_IDS), args));
      }
      if (!waiting.length) return commits;
      f.w = slot;
      f.commits = commits;
      f.waiting = waiting;
      return YIELD;
    },
  },
];

/**
 * `pick` once its arguments are evaluated (none: null), by the general form and the call site's
 * own (pickForm). A single candidate taken without asking (`auto`) is given before anything is
 * copied or listed: about one pick in six in the smaller shipped game (a Command's way
 * and size when only one is possible, the one card left to keep).
 */
function picked(rt: Runtime, f: Frame, slot: number, side: Value, from: Value, kind: Value, prompt: Value, extra: Value, auto: Value, ids: Value): Value | Yield {
  const player = str(side);
  sideIndexOf(rt.g, player);
  const candidates = list(from);
  if (extra === null) {
    if (candidates.length === 0) return null;
    if (candidates.length === 1 && auto === true) return candidates[0]!;
  }
  // The candidates then the extra answers, pushed into an array of the frame's own (see optionIds).
  const values: Value[] = [];
  for (let i = 0; i < candidates.length; i++) values.push(candidates[i]!);
  if (extra !== null) {
    const more = list(extra);
    for (let i = 0; i < more.length; i++) values.push(more[i]!);
  }
  if (values.length === 0) return null;
  if (values.length === 1 && auto === true) return values[0]!;
  const args = promptArgs(prompt);
  const options = optionIds(values, list(ids));
  ask(rt, f, question(player, str(kind), options, args), slot, values);
  return YIELD;
}

/**
 * A decision as every question of the kernel makes it: the code reading decisions (the machine's
 * answer, a bot's or the random policy's choice) then sees one kind of object. Built field by
 * field, since a spread into a literal is a slow runtime call for V8. `options` is a new array of
 * the question's own, made by pushing (optionIds).
 */
export function question(player: string, kind: string, options: string[], args: Record<string, Value> | undefined): Decision {
  const d: Decision = { player, kind, options };
  if (args) d.args = args;
  return d;
}

const NO_IDS: readonly Value[] = [];

/**
 * The ids players answer with, one per value (`ids` first, where given), pushed into a new array
 * rather than made by `map`: V8's optimized code makes a `map`'s array of another kind ("holey")
 * than its unoptimized code does, so the options' arrays changed kind when a question's built-in
 * was first optimized, and the optimized functions reading options (the machine's answer, the
 * random policy) were thrown away and made again (`pick_each`, some 500 games into a run).
 */
export function optionIds(values: readonly Value[], ids: readonly Value[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < values.length; i++) out.push(optionId(i < ids.length ? ids[i]! : values[i]!));
  return out;
}

/** An argument's value at its call site: its local read in place, its expression, or null when not given. */
function argAt(a: ArgEv | null | undefined): ((rt: Runtime, f: Frame) => Value) | null {
  if (!a) return null;
  if (a.slot !== undefined) {
    const slot = a.slot;
    return (_rt, f) => f.l[slot]!;
  }
  return a.v!;
}

const NONE = (): Value => null;

/**
 * `pick` compiled for its call site (compile-code.ts): no argument list is built (the general form
 * makes one of seven for every pick). Every argument is still evaluated, in order, before anything
 * is checked, as the general form does. Null (the general form) when an argument is a condition.
 */
export function pickForm(args: (ArgEv | null)[], slot: number): ((rt: Runtime, f: Frame) => Value | Yield) | null {
  for (const a of args) if (a && (!a.v || a.pred || a.fn)) return null;
  const [side, from, kind, prompt, extra, auto, ids] = [0, 1, 2, 3, 4, 5, 6].map((i) => argAt(args[i]) ?? NONE) as ((rt: Runtime, f: Frame) => Value)[];
  return (rt, f) => {
    const v0 = side!(rt, f);
    const v1 = from!(rt, f);
    const v2 = kind!(rt, f);
    const v3 = prompt!(rt, f);
    const v4 = extra!(rt, f);
    const v5 = auto!(rt, f);
    const v6 = ids!(rt, f);
    return picked(rt, f, slot, v0 ?? null, v1 ?? null, v2 ?? null, v3 ?? null, v4 ?? null, v5 ?? null, v6 ?? null);
  };
}

/**
 * Hands a player's answer, option `option` of pending decision `i` (found legal by the caller), to
 * the frame that asked. For a simultaneous decision the answer is kept secret in the frame until
 * the last side answers; then the record of choices is handed on.
 */
export function deliver(rt: Runtime, f: Frame, i: number, option: number): void {
  const s = rt.s;
  const d = s.pending[i]!;
  const player = d.player;
  const choice = d.options[option]!;
  if (f.waiting) {
    f.commits![player] = choice;
    s.pending.splice(i, 1);
    f.waiting = f.waiting.filter((x) => x !== player);
    if (f.waiting.length) return;
    const result = f.commits!;
    f.waiting = undefined;
    f.commits = undefined;
    if (f.w >= 0) f.l[f.w] = result;
    f.w = -1;
    return;
  }
  const value = f.vals ? f.vals[option]! : choice;
  s.pending = [];
  f.vals = undefined;
  if (f.w >= 0) f.l[f.w] = value;
  f.w = -1;
}

