// Whole games between two bots of one kind, seeds 1..N of both games, every move fingerprinted as
// the bots played them before their look-ahead was made cheaper (2026-12-06): a cut that saves
// work must leave every choice as it was (a bot's choice is a pure function of the content, the
// seed and the moves). choices-unchanged.test.ts holds the first few hundred decisions of two
// seeds; these are games to their end, so a change that shows only late in a game, or only in a
// kind of decision those seeds never meet, is caught too.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { botFactory, botInput, mixSeed, Random } from "../../src/bots/index.js";
import { requireContent } from "../../src/content/load-dir.js";
import { applyInPlace, newGame, type Game } from "../../src/kernel/index.js";

/** Every move of a game of `seed` where `spec` plays every side (at most 20,000), hashed, with how it ended. */
function wholeGame(g: Game, spec: string, seed: number): string {
  const s = newGame(g, { scenario: "standard", seed });
  const make = botFactory(spec);
  const players = new Map(g.sides.map((side, i) => [side, { bot: make(), random: new Random(mixSeed(seed, i + 1)) }]));
  const hash = createHash("sha1");
  let moves = 0;
  while (!s.result && s.pending.length && moves < 20_000) {
    const d = s.pending[0]!;
    const p = players.get(d.player)!;
    const choice = p.bot.choose(botInput(g, s, d.player, p.random));
    hash.update(`${d.player}:${choice}\n`);
    applyInPlace(g, s, { player: d.player, choice });
    moves++;
  }
  return `${moves}:${s.result?.reason ?? "unfinished"}:${hash.digest("hex").slice(0, 16)}`;
}

const games: Record<string, Game> = {
  ts: requireContent().game,
  td: requireContent(new URL("../../cards/thirteen-days", import.meta.url).pathname).game,
};

// [game, bot] → the fingerprints of seeds 1, 2, … recorded on main before the work.
const RECORDED: [string, string, string[]][] = [
  ["ts", "careful", ["378:vp:0e93b9bd73301130", "598:final_scoring:883ff4d693fba1cd", "415:defcon:7b9eba383748c7e3", "338:vp:1bc003e1a8cdefc3", "173:vp:302170c95502c456", "163:vp:05d1a047bc94f18c", "615:final_scoring:f746a4fd42dfbfbe", "575:final_scoring:b60fe64c270daf7b", "308:defcon:6d564177e5e99318", "601:final_scoring:94bff610851d540f", "591:final_scoring:dc27b62a3afde51e", "331:vp:6503a4eeaa16009e"]],
  ["td", "careful", ["130:prestige:13d8934b8d591fa6", "130:nuclear_war:c41a0bdde0a770ae", "131:prestige:45b0b625fe1293ee", "122:prestige:56dfebc8ba2bba06", "133:prestige:00f6872793f7a5c1", "122:prestige:e7583ab3a82ac1f3", "127:prestige:dc7785efac70afca", "134:prestige:1587b095b623aac7", "131:prestige:11a1a26ba9616d4c", "133:nuclear_war:b48fbea6ada06e67", "148:prestige:bf82d5357095f452", "114:prestige:e425d4d68ebb9f32"]],
  // greedy and search test their choices with careful's look-ahead, and play the rest of a move on copies.
  ["ts", "greedy", ["130:vp:9740e9870dd4bfc5", "411:held_scoring_card:c5e715aa4c493019", "451:vp:0b5fb2b6ad5f9233"]],
  ["td", "greedy", ["134:prestige:8657ff1777ba6119", "129:prestige:c07944d28ea50806", "138:nuclear_war:19a4ea96ac1fccb8"]],
  ["ts", "search:16", ["174:vp:a47d328bdf0fc0c3"]],
  ["td", "search:16", ["126:prestige:18ab9781597d1d46", "125:prestige:f5e66c9964992a16"]],
];

describe("whole games between bots are played as before their look-ahead was made cheaper", () => {
  for (const [game, spec, want] of RECORDED) {
    want.forEach((fingerprint, i) => {
      it(`${game} ${spec} seed ${i + 1}`, () => {
        expect(wholeGame(games[game]!, spec, i + 1)).toBe(fingerprint);
      }, 120_000);
    });
  }
});
