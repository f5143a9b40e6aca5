// Benchmark (`npm run bench`): prints figures, asserts nothing. For each game under cards/: content
// load (parsed from the files, then from the disk cache, and `cardwright validate` end to end:
// parsing, from the cache, and after one file edited),
// random and lasting games (decisions and games per second, played in a process that loads only
// that game, compiled as the command line is: as `simulate` plays them, bench-games.ts), the state's size and the cost of a
// copy, with `--profile N` where random games spend their time, and `simulate` with one worker and
// with every core; then the command line's start-up against Node's own. Times are CPU time (the
// machine may be shared: wall time says little) unless marked "wall"; a new process measures its
// own CPU time and hands it over (CPU_PROBE). The figures are kept in
// node_modules/.cache/cardwright/bench.json and the next run prints how they changed.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { codeEdit, commentEdit, dataEdit, numberEdit, routineCodeEdit } from "./bench-edit.js";
import { buildCliBundle, freshCliBundle } from "../build/bundle-cli.js";
import { tuneV8 } from "../build/v8-tuning.js";
import { parse } from "yaml";
import { cacheDir } from "../content/disk-cache.js";
import type { Manifest } from "../content/raw.js";
import { loadContentDir, REPO_ROOT } from "../content/load-dir.js";
import { copyState, Log, profileReport, setProfiling, type Game, type State } from "../kernel/index.js";
import { playLastingGame } from "../testing/lasting-play.js";
import { workersUsed } from "../testing/parallel-games.js";
import { playRandomGame } from "../testing/random-play.js";
import type { TimedGames } from "./bench-games.js";
import { defineCommand } from "./command.js";
import { runCommand } from "./main.js";

/** CPU milliseconds of this process (every thread) spent in `f`. */
function cpu<T>(f: () => T): [T, number] {
  const c0 = process.cpuUsage();
  const r = f();
  const c = process.cpuUsage(c0);
  return [r, (c.user + c.system) / 1000];
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

/** What running a new process costs: wall and CPU milliseconds, each the median of the runs. */
interface Run {
  wall: number;
  cpu: number;
}

// Loaded first in a measured process: on exit it writes the process's CPU time (every thread,
// from its start) to stderr, where the bench reads it. The machine is shared, so wall time alone
// says little.
const CPU_PROBE = `data:text/javascript,process.on("exit",()=>{const c=process.cpuUsage();process.stderr.write("\\ncardwright-bench-cpu "+(c.user+c.system)/1000+"\\n")})`;

/** Runs `node ARGS` `runs` times. */
function runOf(args: string[], runs: number, env: NodeJS.ProcessEnv = process.env): Run {
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const r = spawnSync(process.execPath, ["--import", CPU_PROBE, ...args], { env, stdio: ["ignore", "ignore", "pipe"], encoding: "utf8", maxBuffer: 64 * 2 ** 20 });
    walls.push(performance.now() - t0);
    const cpuLine = /cardwright-bench-cpu ([\d.]+)/.exec(r.stderr ?? "");
    if (r.status !== 0 || !cpuLine) throw new Error(`node ${args.join(" ")} failed (exit ${r.status}): ${r.stderr}`);
    cpus.push(Number(cpuLine[1]));
  }
  return { wall: median(walls), cpu: median(cpus) };
}

const shown = (r: Run) => `${ms(r.cpu)} ms CPU (${ms(r.wall)} ms wall)`;

type Figures = Record<string, number>;

/**
 * The timed games of one content folder, played in a new process that loads only that game (see
 * bench-games.ts: as `simulate` plays them), and printed here.
 */
function gameFigures(dir: string, games: number, warmUp: number, lasting: number, figures: Figures): void {
  // Compiled into one file first, as the command line is (see run-bundled.js).
  const runner = join(REPO_ROOT, "src/build/run-bundled.js");
  const r = spawnSync(process.execPath, [runner, join(REPO_ROOT, "src/cli/bench-games.ts"), dir, String(games), String(warmUp), String(lasting)], { stdio: ["ignore", "pipe", "pipe"], encoding: "utf8", maxBuffer: 64 * 2 ** 20 });
  if (r.status !== 0) throw new Error(`the games of ${dir} failed (exit ${r.status}): ${r.stderr}`);
  for (const t of JSON.parse(r.stdout) as TimedGames[]) {
    const gps = (t.games * 1000) / t.ms;
    const dps = (t.decisions * 1000) / t.ms;
    console.log(`  ${t.title}: ${t.games} in ${(t.ms / 1000).toFixed(2)} s = ${gps.toFixed(0)} games/s, ${dps.toFixed(0)} decisions/s (${(t.decisions / t.games).toFixed(0)} decisions/game)`);
    console.log(`    endings: ${t.endings}`);
    figures[`${t.key} games/s`] = gps;
    figures[`${t.key} decisions/s`] = dps;
  }
}

/** Where along a random game the state is sampled: its start, decision 100, its end. */
const STATE_POINTS = [
  { label: "start", key: " start", decisions: 0 },
  { label: "move 100", key: " move 100", decisions: 100 },
  { label: "end", key: "", decisions: Infinity },
] as const;
/** Random games sampled at each point, and copies timed of each state. */
const STATE_GAMES = 20;
const COPIES = 4000;
/** Lasting games whose end states are copied (a longer log). */
const LONG_LOG_GAMES = 5;

/** CPU microseconds a copyState of `s` takes, over COPIES copies. */
function copyMicros(s: State): number {
  let last: State = s;
  const [, t] = cpu(() => {
    for (let i = 0; i < COPIES; i++) last = copyState(s);
  });
  if (last === s) throw new Error("copyState returned the state itself");
  return (t * 1000) / COPIES;
}

/**
 * The state's size as JSON (what a save holds; the log's share and length) and what a snapshot
 * of it costs (copyState, which bots and lasting play call for every candidate and play-out), at
 * the start, at decision 100 and at the end of random games; and the end states copied again with
 * their log emptied, to show what the log's length adds to a copy. Medians over the games that
 * reach each point.
 */
function stateFigures(g: Game, figures: Figures): void {
  copyMicros(playRandomGame(g, 100_000).state); // warm-up
  const parts: string[] = [];
  let ends: State[] = [];
  for (const p of STATE_POINTS) {
    const samples: State[] = [];
    for (let seed = 1; seed <= STATE_GAMES; seed++) {
      const r = playRandomGame(g, seed, p.decisions === Infinity ? {} : { maxDecisions: p.decisions });
      if (p.decisions === Infinity || r.decisions === p.decisions) samples.push(r.state);
    }
    if (!samples.length) {
      parts.push(`${p.label}: no game lasts that long`);
      continue;
    }
    if (p.decisions === Infinity) ends = samples;
    const size = median(samples.map((s) => JSON.stringify(s).length)) / 1024;
    const logShare = median(samples.map((s) => JSON.stringify(s.log).length / JSON.stringify(s).length));
    const entries = median(samples.map((s) => s.log.length));
    const copy = median(samples.map(copyMicros));
    figures[`state KiB${p.key}`] = size;
    figures[`copyState µs${p.key}`] = copy;
    const reached = samples.length < STATE_GAMES ? ` (${samples.length} of ${STATE_GAMES} games)` : "";
    parts.push(`${p.label}${reached} ${size.toFixed(1)} KiB, log ${entries} ${entries === 1 ? "entry" : "entries"} ${(logShare * 100).toFixed(0)}%, copy ${copy.toFixed(2)} µs`);
  }
  console.log(`  state as JSON and copyState (CPU µs, median of ${COPIES.toLocaleString("en")} copies), medians of ${STATE_GAMES} random games: ${parts.join("; ")}`);
  // A long log: the end of lasting games (they last about twice as long).
  const long = Array.from({ length: LONG_LOG_GAMES }, (_, i) => playLastingGame(g, i + 1).state);
  const emptied = (s: State) => {
    const t = copyState(s);
    t.log = new Log();
    return t;
  };
  const cases = [["the end of random games", ends, ""], ["of lasting games", long, " lasting"]] as const;
  const shown = cases.filter(([, states]) => states.length).map(([label, states, key]) => {
    const withLog = median(states.map(copyMicros));
    const withoutLog = median(states.map((s) => copyMicros(emptied(s))));
    figures[`copyState µs end${key}, log emptied`] = withoutLog;
    if (key) figures[`copyState µs end${key}`] = withLog;
    return `${label} (log ${median(states.map((s) => s.log.length))} entries) ${withLog.toFixed(2)} µs, ${withoutLog.toFixed(2)} µs with the log emptied`;
  });
  console.log(`    copyState with a long log and without it: ${shown.join("; ")}`);
}

/**
 * Where the time of random games goes, by unit of content (procedure, function, card event,
 * condition) and kernel built-in: the game is compiled again with timers around each unit (they
 * slow it down, so the shares matter, not the totals).
 */
function profileFigures(dir: string, games: number, top: number): void {
  setProfiling(true);
  try {
    const g = loadContentDir(dir, undefined, false).content!.game; // a new content object: compiled now, with timers
    const [, t] = cpu(() => {
      for (let i = 0; i < games; i++) playRandomGame(g, i + 1);
    });
    const units = profileReport();
    const timedTotal = units.reduce((n, u) => n + u.self, 0);
    console.log(`  profile of ${games} random games (${(t / 1000).toFixed(2)} s with timers), the ${top} units with the most time of their own (share: of all units' own time):`);
    console.log(`    ${"self ms".padStart(9)} ${"share".padStart(6)} ${"incl. ms".padStart(9)} ${"calls".padStart(9)}  unit`);
    for (const u of [...units].sort((a, b) => b.self - a.self).slice(0, top)) {
      console.log(`    ${u.self.toFixed(0).padStart(9)} ${`${((u.self / timedTotal) * 100).toFixed(1)}%`.padStart(6)} ${u.inclusive.toFixed(0).padStart(9)} ${String(u.calls).padStart(9)}  ${u.label}`);
    }
  } finally {
    setProfiling(false);
  }
}

/**
 * `cardwright simulate` with one worker and with every core, each in a new process (so both pay
 * the same start-up and warm-up): games per second of wall time, and the CPU time they took.
 */
function workerFigures(dir: string, games: number, figures: Figures, key: string): void {
  const counts = [...new Set([1, workersUsed(games, availableParallelism())])];
  const simulate = (n: number, workers: number) => runOf([join(REPO_ROOT, "src/cli/cardwright.js"), "simulate", "--content", dir, "--games", String(n), "--workers", String(workers)], 1);
  simulate(1, 1); // fills the disk cache for this selection, as any earlier use would have
  const parts = counts.map((workers) => {
    const r = simulate(games, workers);
    figures[`workers ${workers}${key} games/s wall`] = (games * 1000) / r.wall;
    return `${workers} ${workers === 1 ? "worker" : "workers"}: ${((games * 1000) / r.wall).toFixed(0)} games/s wall, ${shown(r)}`;
  });
  console.log(`  cardwright simulate --games ${games} --workers N (a new process each, start-up included): ${parts.join("; ")}`);
}

function loadFigures(dir: string, figures: Figures, nodeStart: Run): Game | null {
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
    const miss = runOf([cli, "validate", dir], 1, env);
    const hit = runOf([cli, "validate", dir], 3, env);
    console.log(`  cardwright validate (every overlay, translations) end to end: ${shown(miss)} parsing the files; ${shown(hit)} from the disk cache (median of 3) = ${ms(hit.cpu - nodeStart.cpu)} ms CPU more than node -e 0`);
    figures["validate ms CPU (parsing)"] = miss.cpu;
    figures["validate ms CPU (cache)"] = hit.cpu;
    editFigures(dir, figures, env);
  } finally {
    rmSync(cacheFolder, { recursive: true, force: true });
  }
  return compiled;
}

/**
 * `cardwright validate` after a designer edited one file (a card file, a procedure file, a locale
 * file: the first the manifest lists of each), in a copy of the folder, the disk cache filled by
 * the runs before: only that file is parsed again. Two edits of each file (bench-edit.ts): a
 * comment appended (its data the same) and a word added to its first sentence (its data changed);
 * two of the card file: a number changed (a card's Ops value) and a constant in a card's code; and
 * a constant in a routine's code of the procedure file; median of 3 runs, a new edit before each.
 */
function editFigures(dir: string, figures: Figures, env: NodeJS.ProcessEnv): void {
  const copy = mkdtempSync(join(tmpdir(), "cardwright-bench-edit-"));
  try {
    cpSync(dir, copy, { recursive: true });
    const manifest = parse(readFileSync(join(copy, "game.yaml"), "utf8")) as Manifest;
    const files: [string, string | undefined][] = [["card", manifest.cards[0]], ["procedure", manifest.procedures?.[0]], ["locale", manifest.locales?.translations?.[0] ?? manifest.locales?.source]];
    const cli = join(REPO_ROOT, "src/cli/cardwright.js");
    runOf([cli, "validate", copy], 1, env); // the copy's files, into the cache
    // (A number: card files only; a constant in code: a card's event, a procedure's or function's code.)
    const edits: [string, string, (text: string, n: number, what: string) => string | null, string[]][] = [
      ["a comment added", "", commentEdit, ["card", "procedure", "locale"]],
      ["a word added to its first sentence", "'s data", dataEdit, ["card", "procedure", "locale"]],
      ["a number changed", "'s number", numberEdit, ["card"]],
      ["a constant in its code changed", "'s code", (text, _n, what) => (what === "card" ? codeEdit(text) : routineCodeEdit(text)), ["card", "procedure"]],
    ];
    for (const [how, key, edit, kinds] of edits) {
      const parts: string[] = [];
      for (const [what, file] of files) {
        if (!file || !kinds.includes(what)) continue;
        const path = join(copy, file);
        const cpus: number[] = [];
        for (let i = 0; i < 3; i++) {
          const edited = edit(readFileSync(path, "utf8"), i + 1, what);
          if (edited === null) break;
          writeFileSync(path, edited);
          cpus.push(runOf([cli, "validate", copy], 1, env).cpu);
        }
        if (!cpus.length) continue;
        figures[`validate after a ${what} file${key} edited ms CPU`] = median(cpus);
        parts.push(`a ${what} file (${file}) ${ms(median(cpus))} ms CPU`);
      }
      console.log(`  cardwright validate after one file edited, ${how} (the rest from the disk cache; median of 3): ${parts.join("; ")}`);
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
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
  options: {
    games: { kind: "int", value: "N", min: 1, max: 100_000, default: 500 },
    lasting: { kind: "int", value: "N", min: 1, max: 10_000 },
    "warm-up": { kind: "int", value: "N", min: 0, max: 100_000, default: 500 },
    profile: { kind: "int", value: "N", min: 1, max: 1000 },
  },
  async run(args) {
    tuneV8(); // as the command line does: its games are what is measured
    const { games } = args.values;
    const lasting = args.values.lasting ?? Math.min(30, Math.ceil(games / 10));
    console.log(`Cardwright benchmark: Node ${process.version}, ${availableParallelism()} cores; CPU time unless marked wall`);
    const cards = join(REPO_ROOT, "cards");
    const folders = readdirSync(cards).filter((f) => existsSync(join(cards, f, "game.yaml"))).sort();
    // The compiled command line, brought up to date first: the launcher would otherwise rebuild it
    // inside the first timed command, and worker threads would run the sources through tsx.
    if (!freshCliBundle(REPO_ROOT)) await buildCliBundle(REPO_ROOT);
    const all: Record<string, Figures> = {};
    const nodeStart = runOf(["-e", "0"], 5);
    for (const folder of folders) {
      const dir = join(cards, folder);
      const figures: Figures = {};
      all[folder] = figures;
      console.log(`${folder}:`);
      const g = loadFigures(dir, figures, nodeStart);
      if (!g) continue;
      gameFigures(dir, games, args.values["warm-up"], lasting, figures);
      stateFigures(g, figures);
      if (args.values.profile) profileFigures(dir, Math.min(games, 200), args.values.profile);
      workerFigures(dir, Math.max(2 * games, 40), figures, "");
      // A run long enough for the workers' own warm-up to pay (a short one mostly measures it).
      workerFigures(dir, Math.max(10 * games, 2000), figures, " long");
    }
    const help = runOf([join(REPO_ROOT, "src/cli/cardwright.js"), "--help"], 5);
    console.log(`command line start-up (median of 5): cardwright --help ${shown(help)}, node -e 0 ${shown(nodeStart)}: ${ms(help.cpu - nodeStart.cpu)} ms CPU more (${ms(help.wall - nodeStart.wall)} ms wall)`);
    all["command line"] = { "start-up over node ms CPU": help.cpu - nodeStart.cpu };

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
