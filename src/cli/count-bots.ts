// The bots' counterpart of count-games.ts (src/PERFORMANCE.md, "Measuring"): loads one game of
// cards/ and plays seeds FIRST..FIRST+N-1 with BOT on every side, as `simulate --bots` plays a game
// (src/sim/play-game.ts), printing the decisions made and the CPU time they took. Bundled and run
// under valgrind to count a bot's instructions, or with `node --cpu-prof` to see where they go:
//
//   node_modules/.bin/esbuild src/cli/count-bots.ts --bundle --platform=node --format=esm \
//     --outfile=DIR/count-bots.mjs --banner:js='import{createRequire as __cr}from"node:module";const require=__cr(import.meta.url);'
//   node DIR/count-bots.mjs GAME BOT [N] [FIRST SEED]
import { join } from "node:path";
import { botFactory } from "../bots/index.js";
import { tuneV8 } from "../build/v8-tuning.js";
import { CARDS_DIR, loadContentDir } from "../content/load-dir.js";
import { playGame } from "../sim/play-game.js";

tuneV8(); // as the command line plays bot games
const [game, bot, count = "20", first = "1"] = process.argv.slice(2);
if (!game || !bot) throw new Error("usage: count-bots GAME BOT [N] [FIRST SEED] (GAME: a folder of cards/)");
const loaded = loadContentDir(join(CARDS_DIR, game), undefined, false);
if (!loaded.content) throw new Error(`${game} does not load`);
const g = loaded.content.game;
const factory = botFactory(bot);
const setup = { scenario: "standard", variants: [], options: [] };
let decisions = 0;
let errors = 0;
const c0 = process.cpuUsage();
for (let seed = Number(first); seed < Number(first) + Number(count); seed++) {
  const r = playGame(g, setup, seed, Object.fromEntries(g.sides.map((s) => [s, factory])), Object.fromEntries(g.sides.map((s) => [s, bot])));
  decisions += r.decisions;
  if (r.error) errors++;
}
const c = process.cpuUsage(c0);
const ms = (c.user + c.system) / 1000;
console.log(`${game} ${bot}: ${count} games from seed ${first}, ${decisions} decisions, ${errors} errors, ${ms.toFixed(0)} ms CPU, ${((decisions / ms) * 1000).toFixed(0)} decisions/s`);
