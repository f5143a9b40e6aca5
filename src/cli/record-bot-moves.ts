// Every move of whole games between bots of one kind, one line a game (seed, how it ended, the
// moves as side:choice), so that a change meant to make a bot cheaper can be shown to leave every
// game as it was: record before, record after, compare the files (`cmp`). Plays as count-bots.ts
// and `simulate --bots` do (src/sim/play-game.ts: each side's bot draws from its own generator
// seeded from the game's seed and the side). Bundled as count-bots.ts is:
//
//   node DIR/record-bot-moves.mjs GAME BOT [N] [FIRST SEED] > moves.txt
import { join } from "node:path";
import { botFactory, botInput, mixSeed, Random } from "../bots/index.js";
import { tuneV8 } from "../build/v8-tuning.js";
import { CARDS_DIR, loadContentDir } from "../content/load-dir.js";
import { applyInPlace, newGame } from "../kernel/index.js";

tuneV8(); // as the command line plays bot games
const [game, bot, count = "10", first = "1"] = process.argv.slice(2);
if (!game || !bot) throw new Error("usage: record-bot-moves GAME BOT [N] [FIRST SEED] (GAME: a folder of cards/)");
const loaded = loadContentDir(join(CARDS_DIR, game), undefined, false);
if (!loaded.content) throw new Error(`${game} does not load`);
const g = loaded.content.game;
const make = botFactory(bot);
for (let seed = Number(first); seed < Number(first) + Number(count); seed++) {
  const s = newGame(g, { scenario: "standard", variants: [], options: [], seed });
  const players = new Map(g.sides.map((side, i) => [side, { bot: make(), random: new Random(mixSeed(seed, i + 1)) }]));
  const moves: string[] = [];
  while (!s.result && s.pending.length && moves.length < 20_000) {
    const d = s.pending[0]!;
    const p = players.get(d.player)!;
    const choice = p.bot.choose(botInput(g, s, d.player, p.random));
    moves.push(`${d.player}:${choice}`);
    applyInPlace(g, s, { player: d.player, choice });
  }
  console.log(`${seed} ${s.result?.reason ?? "unfinished"} ${s.result?.winner ?? "-"} ${moves.length} ${moves.join(" ")}`);
}
