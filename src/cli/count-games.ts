// The instruction-count harness (src/PERFORMANCE.md, "Measuring"): loads one game of cards/ the way the bench
// does and plays random games of seeds 1..N with the bench's random policy, printing nothing but a
// summary. It is bundled with esbuild and run under valgrind, so that a change to the engine is
// measured in instructions, which do not depend on what else the machine is doing:
//
//   node_modules/.bin/esbuild src/cli/count-games.ts --bundle --platform=node --format=esm \
//     --outfile=DIR/count.mjs --banner:js='import{createRequire as __cr}from"node:module";const require=__cr(import.meta.url);'
//   (DIR holds a package.json named "cardwright" and a copy of cards/, so the bundle is frozen)
//   CARDWRIGHT_CACHE_DIR=DIR/cache valgrind --tool=cachegrind --cache-sim=no --smc-check=all-non-file \
//     node --single-threaded --predictable-gc-schedule DIR/count.mjs GAME 400
//
// A game's count is (count at N=400 - count at N=100) / 300: the first 100 games carry the load
// and V8's compiling of the engine.
import { tuneV8 } from "../build/v8-tuning.js";
import { join } from "node:path";
import { CARDS_DIR, loadContentDir } from "../content/load-dir.js";
import { playRandomGame } from "../testing/random-play.js";

tuneV8(); // as the command line and the bench play games
const [game, count = "100", first = "1"] = process.argv.slice(2);
if (!game) throw new Error("usage: count-games GAME [N] [FIRST SEED] (GAME: a folder of cards/)");
const loaded = loadContentDir(join(CARDS_DIR, game), undefined, false);
if (!loaded.content) throw new Error(`${game} does not load`);
let decisions = 0;
let crashes = 0;
for (let seed = Number(first); seed < Number(first) + Number(count); seed++) {
  const r = playRandomGame(loaded.content.game, seed);
  decisions += r.decisions;
  if (r.crash) crashes++;
}
console.log(`${game}: ${count} games from seed ${first}, ${decisions} decisions, ${crashes} crashes`);
