// Benchmark (`npm run bench`): prints figures, asserts nothing. One core, one process.
//   content load + validate time; random full games per second; decisions per second.
import { loadContentDir, requireContent } from "../content/load-dir.js";
import { playRandomGame } from "../testing/random-play.js";
import { defineCommand } from "./command.js";
import { runCommand } from "./main.js";

function time<T>(f: () => T): [T, number] {
  const t0 = performance.now();
  const r = f();
  return [r, performance.now() - t0];
}

export const benchCommand = defineCommand({
  name: "bench",
  summary: "Content load time, random games per second and decisions per second (npm run bench -- --games N).",
  options: {
    games: { kind: "int", value: "N", help: "How many random games to time.", min: 1, max: 100_000, default: 500 },
  },
  run(args) {
    const games = args.values.games;
    const [, coldLoad] = time(() => loadContentDir(undefined, undefined, false));
    const median = (f: () => unknown) => {
      const runs: number[] = [];
      for (let i = 0; i < 10; i++) runs.push(time(f)[1]);
      return runs.sort((a, b) => a - b)[5]!.toFixed(1);
    };
    console.log(`content load + validate (one game's content): first ${coldLoad.toFixed(0)} ms, median of 10 warm ${median(() => loadContentDir(undefined, undefined, false))} ms`);
    console.log(`validate the whole folder (every scenario, variant and option): median of 10 warm ${median(() => loadContentDir())} ms`);

    const content = requireContent();
    const g = content.game;
    for (let i = 0; i < 20; i++) playRandomGame(g, 10_000 + i); // warm-up
    let decisions = 0;
    const results = new Map<string, number>();
    const [, ms] = time(() => {
      for (let n = 0; n < games; n++) {
        const r = playRandomGame(g, n + 1);
        decisions += r.decisions;
        const key = r.state.result?.reason ?? "unfinished";
        results.set(key, (results.get(key) ?? 0) + 1);
      }
    });
    console.log(`random games: ${games} in ${(ms / 1000).toFixed(2)} s = ${((games * 1000) / ms).toFixed(0)} games/s, ${((decisions * 1000) / ms).toFixed(0)} decisions/s, ${(decisions / games).toFixed(0)} decisions/game`);
    console.log(`endings: ${[...results].map(([k, n]) => `${k} ${n}`).join(", ")}`);
    console.log(`heap used: ${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)} MiB`);
    return 0;
  },
});

process.exitCode = await runCommand(benchCommand as never, process.argv.slice(2), 0);
