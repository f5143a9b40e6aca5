// The bench's timed games, run in a process of their own (`npm run bench` starts it): random games
// (a process's first ones, then the same seeds again once warm) and lasting games, for one content
// folder, printed as JSON on stdout. A process of its own because that is how games are played:
// `simulate` and its workers load one game and play it. In the bench's own process the games came
// after about 25 compilations of the same content (the load figures), and a warm game there cost
// up to 9% more instructions (src/PERFORMANCE.md, "Measuring"): the bench's cost, not a player's.
//
//   node src/build/run-bundled.js src/cli/bench-games.ts DIR GAMES WARM_UP LASTING
import { loadContentDir } from "../content/load-dir.js";
import { tuneV8 } from "../build/v8-tuning.js";
import type { Game } from "../kernel/index.js";
import { playLastingGame } from "../testing/lasting-play.js";
import { playRandomGame, type RandomGameResult } from "../testing/random-play.js";

/** One timed run of games, as the bench prints it. */
export interface TimedGames {
  title: string;
  /** Its figures' key in the bench's record (`random`, `random warm`, `lasting`). */
  key: string;
  games: number;
  decisions: number;
  /** CPU milliseconds. */
  ms: number;
  /** How the games ended: reason and count, most frequent first. */
  endings: string;
}

type Play = (g: Game, seed: number) => RandomGameResult;

function endings(rs: RandomGameResult[]): string {
  const n = new Map<string, number>();
  for (const r of rs) {
    const k = r.crash ? "crash" : (r.state.result?.reason ?? "unfinished");
    n.set(k, (n.get(k) ?? 0) + 1);
  }
  return [...n].sort((a, b) => b[1] - a[1]).map(([k, c]) => `${k} ${c}`).join(", ");
}

/** Seeds 1..games, timed in CPU time. */
function timeGames(title: string, key: string, g: Game, games: number, play: Play): TimedGames {
  const c0 = process.cpuUsage();
  const rs = Array.from({ length: games }, (_, i) => play(g, i + 1));
  const c = process.cpuUsage(c0);
  return { title, key, games, decisions: rs.reduce((n, r) => n + r.decisions, 0), ms: (c.user + c.system) / 1000, endings: endings(rs) };
}

/**
 * Random games: a few untimed, then seeds 1..N (what a short run gets), then `warmUp` more
 * untimed and seeds 1..N again (what a long run gets: V8 is still compiling the engine over a
 * process's first few hundred games; the same seeds, so the two differ only in speed); then
 * lasting games the same way as the first.
 */
function benchGames(dir: string, games: number, warmUp: number, lasting: number): TimedGames[] {
  const g = loadContentDir(dir, undefined, false).content?.game;
  if (!g) throw new Error(`${dir} does not load`);
  const random: Play = (x, seed) => playRandomGame(x, seed);
  const out: TimedGames[] = [];
  for (let i = 0; i < Math.min(10, games); i++) random(g, 100_000 + i);
  out.push(timeGames("random games", "random", g, games, random));
  for (let i = 0; i < warmUp; i++) random(g, 200_000 + i);
  out.push(timeGames(`random games, warm (the same seeds again, after ${warmUp} more games)`, "random warm", g, games, random));
  const last: Play = (x, seed) => playLastingGame(x, seed);
  for (let i = 0; i < Math.min(10, lasting); i++) last(g, 100_000 + i);
  out.push(timeGames("lasting games", "lasting", g, lasting, last));
  return out;
}

tuneV8(); // as the command line does: its games are what is measured
const [dir, games, warmUp, lasting] = process.argv.slice(2);
if (!dir) throw new Error("usage: bench-games DIR GAMES WARM_UP LASTING ");
process.stdout.write(`${JSON.stringify(benchGames(dir, Number(games), Number(warmUp), Number(lasting)))}\n`);
