import { playRandomGame } from "../../testing/random-play.js";
import { checkFlags, intFlag, parseArgs, UsageError } from "../args.js";
import { contentFrom } from "./content-option.js";

export function simulateCommand(argv: string[]): number {
  const args = parseArgs(argv, ["check"]);
  checkFlags(args, ["games", "seed", "option", "check", "content"]);
  if (args.positionals.length) throw new UsageError(`unexpected argument "${args.positionals[0]}"`);
  const games = intFlag(args, "games", 100);
  const seed = intFlag(args, "seed", 1);
  const check = args.flags.get("check")?.at(-1) === "true";
  if (games < 1) throw new UsageError("--games must be at least 1");
  const content = contentFrom(args);
  const outcomes = new Map<string, number>();
  let decisions = 0;
  let problems = 0;
  const t0 = performance.now();
  for (let g = 0; g < games; g++) {
    const r = playRandomGame(content, seed + g, { check, options: args.flags.get("option") ?? [] });
    decisions += r.decisions;
    if (r.crash || r.violations.length) {
      problems++;
      if (problems <= 5) console.log(`game seed ${seed + g}: ${r.crash ? `crash: ${r.crash}` : r.violations.slice(0, 3).join("; ")}`);
    }
    const key = r.state.result ? `${r.state.result.winner} by ${r.state.result.reason}` : "unfinished";
    outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
  }
  const s = (performance.now() - t0) / 1000;
  for (const [k, n] of [...outcomes].sort((a, b) => b[1] - a[1])) console.log(`${String(n).padStart(7)}  ${k}`);
  console.log(`${games} games, ${decisions} decisions in ${s.toFixed(2)} s: ${(games / s).toFixed(1)} games/s, ${(decisions / s).toFixed(0)} decisions/s${check ? ", invariants checked after every move" : ""}`);
  console.log(`${problems} game(s) with crashes, stuck states or broken invariants`);
  return problems ? 1 : 0;
}
