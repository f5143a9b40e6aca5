// Benchmark of the bots (`npm run bench:bots`): prints figures, asserts nothing.
//   1. each bot's speed on one core: decisions/s and games/s, the bot playing both sides;
//   2. the strength ladder: each bot against the one below it, sides turned from game to game,
//      win rates with 95% intervals, and how games between two `greedy` bots end.
// Its options are declared below (`npm run bench:bots -- --help` lists them), checked like every
// command's: a wrong one is a usage error naming it, not a stack trace.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { botFactory } from "../bots/index.js";
import { requireContent } from "../content/load-dir.js";
import { runBatch, workerCount } from "../sim/batch.js";
import { readJsonl, toJsonl } from "../sim/jsonl.js";
import { playGame, type GameRecord } from "../sim/play-game.js";
import { proportion } from "../sim/stats.js";
import { showProportion, summarize } from "../sim/summary.js";
import { tuneV8 } from "../build/v8-tuning.js";

import { defineCommand } from "./command.js";
import { runCommand } from "./main.js";
import { BOT_OPTIONS } from "./commands/bots.js";
import { contentDir } from "./commands/content-option.js";

export const benchBotsCommand = defineCommand({
  name: "bench:bots",
  options: {
    games: { kind: "int", value: "N", min: 1, max: 1_000_000, default: 20 },
    search: { kind: "int", value: "N", min: 1, max: 100_000, default: 32 },
    seed: { kind: "int", value: "N", min: 0, max: 2_147_483_647, default: 1 },
    "speed-seconds": { kind: "int", value: "T", min: 0, max: 3600, default: 20 },
    workers: BOT_OPTIONS.workers,
    save: { kind: "text", value: "DIR" },
    from: { kind: "text", value: "DIR" },
  },
  async run(args) {
    tuneV8(); // as `simulate` and `balance` play bot games: their speed is what is measured
    const opts = args.values;
    await benchBots({ games: opts.games, searchBudget: opts.search, seed: opts.seed, speedSeconds: opts["speed-seconds"], workers: workerCount(opts.workers), save: opts.save, from: opts.from, contentDir: contentDir(args) });
    return 0;
  },
});

interface BenchBotsOptions {
  games: number;
  searchBudget: number;
  seed: number;
  speedSeconds: number;
  workers: number;
  save: string | undefined;
  from: string | undefined;
  contentDir: string;
}

async function benchBots({ games, searchBudget, seed, speedSeconds, workers, save, from, contentDir }: BenchBotsOptions): Promise<void> {
  const setup = { scenario: "standard", variants: [], options: [] };
  const content = requireContent(contentDir, setup);
  const g = content.game;
  const sides = g.sides;
  const search = `search:${searchBudget}`;
  const ladder: [string, string][] = [["careful", "random"], ["greedy", "careful"], [search, "greedy"]];

  if (speedSeconds > 0) {
    // Rates per second of this process's CPU time (user + system), not of the clock: on a machine
    // shared with other work the clock counts the time others had the core.
    const cpu = () => {
      const u = process.cpuUsage();
      return (u.user + u.system) / 1e6;
    };
    console.log(`Bot speed on one core (${content.name}; each bot plays both sides; about ${speedSeconds} s of CPU each; rates per CPU second):`);
    console.log(`  ${"bot".padEnd(12)} ${"decisions/s".padStart(12)} ${"games/s".padStart(9)}  games  decisions/game`);
    for (const bot of ["random", "careful", "greedy", search]) {
      const factory = botFactory(bot);
      let played = 0;
      let decisions = 0;
      const t0 = cpu();
      while (played < 1 || cpu() - t0 < speedSeconds) {
        const r = playGame(g, setup, 90_000 + played, Object.fromEntries(sides.map((s) => [s, factory])), Object.fromEntries(sides.map((s) => [s, bot])));
        decisions += r.decisions;
        played++;
      }
      const s = cpu() - t0;
      console.log(`  ${bot.padEnd(12)} ${Math.round(decisions / s).toLocaleString("en").padStart(12)} ${(played / s).toFixed(3).padStart(9)}  ${String(played).padStart(5)}  ${Math.round(decisions / played)}`);
    }
  }

  const pairings: [string, string][] = [...ladder, ["greedy", "greedy"]];
  const results = new Map<string, GameRecord[]>();
  const file = (a: string, b: string) => `ladder-${a.replace(/:/g, "_")}-vs-${b.replace(/:/g, "_")}.jsonl`;
  for (const [a, b] of pairings) {
    if (from) {
      const path = join(from, file(a, b));
      if (existsSync(path)) results.set(`${a}|${b}`, readJsonl(path));
      continue;
    }
    const bots = Object.fromEntries(sides.map((s, i) => [s, i === 0 ? a : b]));
    const run = await runBatch({ contentDir, setup, bots, games, seed, swap: true }, { workers });
    results.set(`${a}|${b}`, run.records);
    if (save) {
      mkdirSync(save, { recursive: true });
      writeFileSync(join(save, file(a, b)), toJsonl(run.records));
    }
  }

  console.log(`\nStrength ladder (${from ? `records from ${from}` : `${games} games a pairing, seeds from ${seed}, ${workers} workers`}; sides turned from game to game; 95% intervals):`);
  console.log(`  ${"bot".padEnd(12)} ${"against".padEnd(12)} ${"games".padStart(6)}  ${"wins".padEnd(26)} ${"drawn".padStart(5)}  ${sides.map((s) => `as ${s}`.padEnd(24)).join(" ")}`);
  for (const [a, b] of ladder) {
    const records = results.get(`${a}|${b}`);
    if (!records) {
      console.log(`  ${a.padEnd(12)} ${b.padEnd(12)} (no records)`);
      continue;
    }
    const s = summarize(records);
    const mine = s.bots[a]!;
    const bySide = sides.map((side) => {
      const seated = records.filter((r) => r.bots[side] === a);
      return seated.length ? proportion(seated.filter((r) => r.winner === side).length, seated.length) : null;
    });
    console.log(`  ${a.padEnd(12)} ${b.padEnd(12)} ${String(records.length).padStart(6)}  ${showProportion(mine.wins).padEnd(26)} ${String(mine.draws).padStart(5)}  ${bySide.map((w) => (w ? showProportion(w) : "–").padEnd(24)).join(" ")}`);
  }
  const gg = results.get("greedy|greedy");
  if (gg) {
    const s = summarize(gg);
    console.log(`\nHow ${gg.length} games between two greedy bots end: ${s.endings.map((e) => `${e.reason} ${showProportion(e.share)}`).join(", ")}`);
  }
}

process.exitCode = await runCommand(benchBotsCommand as never, process.argv.slice(2), 0);
