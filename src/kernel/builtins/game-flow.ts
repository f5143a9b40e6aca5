// The game's own variables, chance (dice and random picks), the log and the end of the game.
import { endGame } from "../machine.js";
import { randomIndex, rollDie, seedOf, takeForcedPick } from "../rng.js";
import { EffectRuntimeError, isRecord, list, num, str, strings, type Value } from "../values.js";
import { arg, p, type KernelBuiltin } from "./define.js";
import { CASE_MARK } from "../../effects/vocabulary-types.js";
import { sideIndexOf } from "./board.js";

/**
 * What the reason a game ends with is, to the checks: a case of the game's message `game.reason`
 * (a `select` over `reason`), which words it for players; game.yaml's `end_when:` reasons are too.
 */
export const END_REASON = `game.reason${CASE_MARK}reason:`;

export const GAME_BUILTINS: KernelBuiltin[] = [
  {
    name: "set", kind: "kernel-statement", params: [p("variable", "variable", "A variable the game declares."), p("value", "any", "Its new value.")], returns: "void",
    doc: "Gives one of the game's variables a new value.", example: "set(round, 0)",
    impl: (rt, _f, a) => {
      const name = str(a[0] as Value);
      const i = rt.g.variable.get(name);
      if (i === undefined) throw new EffectRuntimeError(`unknown variable ${name}`, "runtime.unknown_variable", { name });
      rt.s.vars[i] = arg(a, 1);
      rt.s.changes++;
      return null;
    },
  },
  {
    name: "roll_die", kind: "kernel-expression", mayDraw: true, params: [p("faces", "number", "Faces of the die (default 6).", true)], returns: "number",
    doc: "Rolls a die with the game's random generator (a forced die, in tests and replays, comes first).", example: "roll_die() >= 4",
    impl: (rt, _f, a) => rollDie(rt.s, num(arg(a, 0, 6))),
  },
  {
    name: "random", kind: "kernel-expression", mayDraw: true, params: [p("items", "list", "The candidates.")], returns: "any",
    doc: "One of the items at random (a forced pick, in tests and replays, comes first), or none when there are none.", example: "random(cards(hand, opponent))",
    impl: (rt, f, a) => {
      const xs = list(arg(a, 0));
      if (!xs.length) return null;
      return takeForcedPick(rt.s, xs, f.card) ?? xs[randomIndex(rt.s, xs.length)]!;
    },
  },
  {
    name: "log", kind: "kernel-expression", params: [{ ...p("key", "string", "A message key (translations key on it)."), message: "" }, p("args", "record", "The message's arguments.", true), p("to", "any", "Only these sides may read it (a side or a list; default everyone).", true)], returns: "void",
    doc: "Writes a line to the game log.", example: "log(\"attack.success\", { space: target, roll: r })",
    impl: (rt, _f, a) => {
      const args = arg(a, 1);
      const to = arg(a, 2);
      rt.s.log.push({ k: str(arg(a, 0)), ...(isRecord(args) ? { a: args } : {}), ...(to !== null ? { to: strings(to) } : {}) });
      return null;
    },
  },
  {
    name: "game_over", kind: "kernel-statement",
    params: [p("winner", "any", "The winning side, or \"draw\" (default when there are no losers: a draw).", true), p("losers", "list", "Sides that lose (default: every side but the winner; all of them when nobody wins).", true), { ...p("reason", "string", "Why it ended: a case of the game's message `game.reason` (its select over `reason`), which words it for players.", true), message: END_REASON }],
    returns: "void",
    doc: "Ends the game. Only the first end counts.", example: "game_over(winner: me, reason: \"region_control\")",
    impl: (rt, _f, a) => {
      const losers = strings(arg(a, 1));
      for (const s of losers) sideIndexOf(rt.g, s);
      const w = arg(a, 0);
      const winner = w === null ? (losers.length === rt.g.sides.length ? "none" : losers.length ? rt.g.sides.find((s) => !losers.includes(s))! : "draw") : str(w);
      if (winner !== "draw" && winner !== "none") sideIndexOf(rt.g, winner);
      endGame(rt, winner, losers, str(arg(a, 2, "game_over")));
      return null;
    },
  },
];

GAME_BUILTINS.push(
  {
    name: "game_is_over", kind: "kernel-expression", params: [], returns: "boolean",
    doc: "Whether the game has ended.", example: "game_is_over()",
    impl: (rt) => rt.s.result !== null,
  },
  {
    name: "value_or", kind: "kernel-expression", reads: [], params: [p("value", "any", "A value."), p("fallback", "any", "Used when the value is none.")], returns: "any",
    doc: "The value, or the fallback when it is none.", example: "value_or(m.amount, 0)",
    impl: (_rt, _f, a) => arg(a, 0, arg(a, 1)),
  },
  {
    name: "seed", kind: "kernel-expression", params: [], returns: "number",
    doc: "The random seed this game was started with.", example: "log(\"game.start\", { seed: seed() })",
    impl: (rt) => seedOf(rt.s),
  },
  {
    name: "options_on", kind: "kernel-expression", params: [], returns: "list",
    doc: "The ids of the options this game was started with.", example: "\"extra_cards\" in options_on()",
    impl: (rt) => rt.s.options.slice(),
  },
  {
    name: "variants_on", kind: "kernel-expression", params: [], returns: "list",
    doc: "The ids of the variants this game was started with.", example: "\"short_game\" in variants_on()",
    impl: (rt) => rt.s.variants.slice(),
  },
);
