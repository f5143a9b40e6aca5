import { playRandomGame } from "../../testing/random-play.js";
import { checkFlags, intFlag, parseArgs, UsageError } from "../args.js";
import { contentDir, contentFrom } from "./content-option.js";
import { translatorFor } from "../i18n-option.js";

export function simulateCommand(argv: string[]): number {
  const args = parseArgs(argv, ["check"]);
  checkFlags(args, ["games", "seed", "scenario", "variant", "option", "check", "content", "lang"]);
  if (args.positionals.length) throw new UsageError(`unexpected argument "${args.positionals[0]}"`);
  const games = intFlag(args, "games", 100);
  const seed = intFlag(args, "seed", 1);
  const check = args.flags.get("check")?.at(-1) === "true";
  if (games < 1) throw new UsageError("--games must be at least 1");
  const content = contentFrom(args);
  const tr = translatorFor(args, contentDir(args));
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
    const key = tr.t("cli.simulate.outcome", r.state.result ? { winner: r.state.result.winner, reason: r.state.result.reason } : { winner: "unfinished" });
    outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
  }
  const s = (performance.now() - t0) / 1000;
  for (const [k, n] of [...outcomes].sort((a, b) => b[1] - a[1])) console.log(`${String(n).padStart(7)}  ${k}`);
  console.log(tr.t("cli.simulate.games", { games, decisions, seconds: s, gamesPerSecond: games / s, decisionsPerSecond: Math.round(decisions / s), checked: check }));
  console.log(tr.t("cli.simulate.problems", { problems }));
  return problems ? 1 : 0;
}
