// Benchmark (`npm run bench`): prints figures, asserts nothing. For each game under cards/: content
// load (parsed from the files, then from the disk cache, and `cardwright validate` end to end),
// random and lasting games (decisions and games per second), the state's size and the cost of a
// copy, and games per second with one worker and with every core; then the command line's
// start-up against Node's own. Times are the CPU time of this process unless marked "wall" (the
// machine may be shared). The figures are kept in node_modules/.cache/cardwright/bench.json and
// the next run prints how they changed.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { cacheDir } from "../content/disk-cache.js";
import { loadContentDir, REPO_ROOT } from "../content/load-dir.js";
import { copyState, type Game, type State } from "../kernel/index.js";
import { playLastingGame } from "../testing/lasting-play.js";
import { playRandomGames, workersUsed } from "../testing/parallel-games.js";
import { playRandomGame, type RandomGameResult } from "../testing/random-play.js";
import { defineCommand } from "./command.js";
import { runCommand } from "./main.js";

/** CPU milliseconds of this process (every thread) spent in `f`. */
function cpu<T>(f: () => T): [T, number] {
  const c0 = process.cpuUsage();
  const r = f();
  const c = process.cpuUsage(c0);
  return [r, (c.user + c.system) / 1000];
}

async function cpuAndWall<T>(f: () => Promise<T>): Promise<[T, number, number]> {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const r = await f();
  const wall = performance.now() - t0;
  const c = process.cpuUsage(c0);
  return [r, (c.user + c.system) / 1000, wall];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => (x < 10 ? x.toFixed(1) : x.toFixed(0));

/** Runs with the disk cache off (a load parses every file). */
function uncached<T>(f: () => T): T {
  const before = process.env.CARDWRIGHT_CACHE;
  process.env.CARDWRIGHT_CACHE = "0";
  try {
    return f();
  } finally {
    if (before === undefined) delete process.env.CARDWRIGHT_CACHE;
    else process.env.CARDWRIGHT_CACHE = before;
  }
}

/** Wall milliseconds of a command, median of `runs`. */
function wallOf(args: string[], runs: number, env: NodeJS.ProcessEnv = process.env): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    spawnSync(process.execPath, args, { env, stdio: "ignore" });
    times.push(performance.now() - t0);
  }
  return median(times);
}

type Figures = Record<string, number>;

function endings(rs: RandomGameResult[]): string {
  const n = new Map<string, number>();
  for (const r of rs) {
    const k = r.crash ? "crash" : (r.state.result?.reason ?? "unfinished");
    n.set(k, (n.get(k) ?? 0) + 1);
  }
  return [...n].sort((a, b) => b[1] - a[1]).map(([k, c]) => `${k} ${c}`).join(", ");
}

function playMany(label: string, g: Game, games: number, play: (g: Game, seed: number) => RandomGameResult, figures: Figures): void {
  for (let i = 0; i < Math.min(10, games); i++) play(g, 100_000 + i); // warm-up
  const [rs, t] = cpu(() => Array.from({ length: games }, (_, i) => play(g, i + 1)));
  const decisions = rs.reduce((n, r) => n + r.decisions, 0);
  const gps = (games * 1000) / t;
  const dps = (decisions * 1000) / t;
  console.log(`  ${label} games: ${games} in ${(t / 1000).toFixed(2)} s = ${gps.toFixed(0)} games/s, ${dps.toFixed(0)} decisions/s (${(decisions / games).toFixed(0)} decisions/game)`);
  console.log(`    endings: ${endings(rs)}`);
  figures[`${label} games/s`] = gps;
  figures[`${label} decisions/s`] = dps;
}

/** Size of states as JSON and the cost of copying them, sampled along random games. */
function stateFigures(g: Game, figures: Figures): void {
  const samples: State[] = [];
  for (let seed = 1; seed <= 20; seed++) samples.push(playRandomGame(g, seed).state);
  const sizes = samples.map((s) => JSON.stringify(s).length);
  const logShare = median(samples.map((s) => JSON.stringify(s.log).length / JSON.stringify(s).length));
  const copies = samples.map((s) => {
    const n = 2000;
    const [, t] = cpu(() => {
      for (let i = 0; i < n; i++) copyState(s);
    });
    return (t * 1000) / n;
  });
  console.log(`  state at the end of a random game: ${(median(sizes) / 1024).toFixed(1)} KiB as JSON (median; the log ${(logShare * 100).toFixed(0)}%), copyState ${copies.length ? median(copies).toFixed(1) : "?"} µs (median)`);
  figures["state KiB"] = median(sizes) / 1024;
  figures["copyState µs"] = median(copies);
}

async function workerFigures(dir: string, games: number, figures: Figures): Promise<void> {
  const counts = [...new Set([1, workersUsed(games, availableParallelism())])];
  const parts: string[] = [];
  for (const workers of counts) {
    const [, t, wall] = await cpuAndWall(() => playRandomGames({ dir, selection: { scenario: "standard", variants: [], options: [] }, seed: 1, games, check: false, workers }));
    parts.push(`${workers} ${workers === 1 ? "worker" : "workers"}: ${((games * 1000) / wall).toFixed(0)} games/s wall, ${((games * 1000) / t).toFixed(0)} games per CPU-second`);
    figures[`workers ${workers} games/s wall`] = (games * 1000) / wall;
  }
  console.log(`  ${games} random games on worker threads (their start-up included; 1 worker plays in this thread): ${parts.join("; ")}`);
}

function loadFigures(dir: string, figures: Figures, nodeStart: number): Game | null {
  const [first, cold] = cpu(() => uncached(() => loadContentDir(dir, undefined, false)));
  if (!first.content) {
    console.log(`  the content does not load: ${first.diagnostics.filter((d) => d.severity === "error").length} errors (run cardwright validate)`);
    return null;
  }
  const again = Array.from({ length: 10 }, () => cpu(() => uncached(() => loadContentDir(dir, undefined, false)))[1]);
  console.log(`  content load + validate (one game's content, parsed from its files): first ${cold.toFixed(0)} ms, median of 10 warm ${ms(median(again))} ms`);
  loadContentDir(dir, undefined, false); // stores the disk cache entry
  const cachedLoads = Array.from({ length: 10 }, () => cpu(() => loadContentDir(dir, undefined, false))[1]);
  const [compiled, compile] = cpu(() => loadContentDir(dir, undefined, false).content!.game);
  console.log(`  from the disk cache: median of 10 ${ms(median(cachedLoads))} ms, then compiling its game ${ms(compile)} ms`);
  figures["load from files ms"] = cold;
  figures["load from cache ms"] = median(cachedLoads);
  // End to end, in new processes: the first validate of a folder fills the cache, the next use it.
  const cacheFolder = mkdtempSync(join(tmpdir(), "cardwright-bench-"));
  try {
    const env = { ...process.env, CARDWRIGHT_CACHE_DIR: cacheFolder };
    const cli = join(REPO_ROOT, "src/cli/cardwright.js");
    const miss = wallOf([cli, "validate", dir], 1, env);
    const hit = wallOf([cli, "validate", dir], 3, env);
    console.log(`  cardwright validate (every overlay, translations) end to end: ${ms(miss)} ms wall parsing the files, ${ms(hit)} ms wall from the disk cache (median of 3) = ${ms(hit - nodeStart)} ms more than node -e 0`);
    figures["validate wall ms (cache)"] = hit;
  } finally {
    rmSync(cacheFolder, { recursive: true, force: true });
  }
  return compiled;
}

function compare(previous: { at: string; figures: Record<string, Figures> } | null, now: Record<string, Figures>): void {
  if (!previous) {
    console.log("no earlier run to compare with (the figures are kept for the next one)");
    return;
  }
  const lines: string[] = [];
  for (const [game, figures] of Object.entries(now)) {
    const before = previous.figures[game];
    if (!before) continue;
    const parts = Object.entries(figures).filter(([k]) => before[k] !== undefined && before[k]! > 0).map(([k, v]) => {
      const change = (v / before[k]! - 1) * 100;
      // Rates are better higher; times and sizes better lower. Within 5% is noise on a shared machine.
      const better = k.endsWith("/s") || k.endsWith("/s wall") ? change > 0 : change < 0;
      const verdict = Math.abs(change) < 5 ? "same" : better ? "better" : "worse";
      return `${k} ${change >= 0 ? "+" : ""}${change.toFixed(0)}% (${verdict})`;
    });
    if (parts.length) lines.push(`  ${game}: ${parts.join(", ")}`);
  }
  console.log(`compared with the run of ${previous.at}:`);
  for (const l of lines) console.log(l);
}

export const benchCommand = defineCommand({
  name: "bench",
  summary: "Load times, random and lasting games per second, state size, workers and start-up, for each game (npm run bench -- --games N).",
  options: {
    games: { kind: "int", value: "N", help: "How many random games to time, per game.", min: 1, max: 100_000, default: 500 },
    lasting: { kind: "int", value: "N", help: "How many lasting games to time, per game (default: a tenth of --games, at most 30).", min: 1, max: 10_000 },
  },
  async run(args) {
    const { games } = args.values;
    const lasting = args.values.lasting ?? Math.min(30, Math.ceil(games / 10));
    console.log(`Cardwright benchmark: Node ${process.version}, ${availableParallelism()} cores; CPU time of this process unless marked wall`);
    const cards = join(REPO_ROOT, "cards");
    const folders = readdirSync(cards).filter((f) => existsSync(join(cards, f, "game.yaml"))).sort();
    const all: Record<string, Figures> = {};
    const nodeStart = wallOf(["-e", "0"], 5);
    for (const folder of folders) {
      const dir = join(cards, folder);
      const figures: Figures = {};
      all[folder] = figures;
      console.log(`${folder}:`);
      const g = loadFigures(dir, figures, nodeStart);
      if (!g) continue;
      playMany("random", g, games, (x, seed) => playRandomGame(x, seed), figures);
      playMany("lasting", g, lasting, (x, seed) => playLastingGame(x, seed), figures);
      stateFigures(g, figures);
      await workerFigures(dir, Math.max(2 * games, 40), figures);
    }
    const help = wallOf([join(REPO_ROOT, "src/cli/cardwright.js"), "--help"], 5);
    console.log(`command line start-up: cardwright --help ${ms(help)} ms wall, node -e 0 ${ms(nodeStart)} ms: ${ms(help - nodeStart)} ms more (median of 5)`);
    all["command line"] = { "start-up over node ms": help - nodeStart };

    const file = join(cacheDir({ root: REPO_ROOT }), "bench.json");
    let previous = null;
    try {
      previous = JSON.parse(readFileSync(file, "utf8"));
    } catch {
      // first run
    }
    compare(previous, all);
    mkdirSync(join(file, ".."), { recursive: true });
    writeFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), figures: all }, null, 1)}\n`);
    return 0;
  },
});

process.exitCode = await runCommand(benchCommand as never, process.argv.slice(2), 0);
