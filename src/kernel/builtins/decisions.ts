// Questions to players. `pick` asks one side to choose among values; `pick_each` asks several
// sides at once, each in secret, and reveals nothing until all have
// answered. The options a decision lists are the only legal answers (`apply` checks them).
import type { Runtime } from "../game.js";
import { ask } from "../machine.js";
import type { Decision, Frame } from "../state.js";
import { EffectRuntimeError, isRecord, list, show, str, type RecordValue, type Value } from "../values.js";
import { YIELD } from "../yield.js";
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
    impl: (rt, f, a, slot) => {
      const player = str(arg(a, 0));
      sideIndexOf(rt.g, player);
      const extra = arg(a, 4);
      const values = extra === null ? list(arg(a, 1)).slice() : list(arg(a, 1)).concat(list(extra));
      if (values.length === 0) return null;
      if (values.length === 1 && arg(a, 5) === true) return values[0]!;
      const args = promptArgs(arg(a, 3));
      const ids = list(arg(a, 6));
      const options = values.map((v, i) => (i < ids.length ? optionId(ids[i]!) : optionId(v)));
      // Built field by field: a spread into a literal is a slow runtime call for V8 (one a decision).
      const d: Decision = { player, kind: str(arg(a, 2)), options };
      if (args) d.args = args;
      ask(rt, f, d, slot, values);
      return YIELD;
    },
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
        rt.s.pending.push({ player: side, kind, options: options.map(optionId), ...(args ? { args } : {}) });
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
 * Hands a player's answer to the frame that asked. For a simultaneous decision the answer is
 * kept secret in the frame until the last side answers; then the record of choices is handed on.
 */
export function deliver(rt: Runtime, f: Frame, player: string, choice: string): void {
  const s = rt.s;
  const i = s.pending.findIndex((d) => d.player === player);
  const d = s.pending[i]!;
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
  const value = f.vals ? f.vals[d.options.indexOf(choice)]! : choice;
  s.pending = [];
  f.vals = undefined;
  if (f.w >= 0) f.l[f.w] = value;
  f.w = -1;
}

