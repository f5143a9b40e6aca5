// `random`: any legal option, uniformly.
import type { Bot } from "./bot.js";

export function randomBot(): Bot {
  return { name: "random", choose: (input) => input.random.pick(input.decision.options) };
}
