// The bots on the second game, 13 Days: nothing of it is in the bots' code. Its game.yaml says what
// a position is worth (Prestige, battlegrounds, DEFCON), what loses (nuclear war), and that secret
// agendas never mix with playing cards when a bot samples what it cannot see.
import { describe, expect, it } from "vitest";
import { botFactory, botInput, determinize, hiddenPools, Random, redeal } from "../../src/bots/index.js";
import { requireContent } from "../../src/content/load-dir.js";
import { applyInPlace, gameFromPosition, newGame, trackValue, view, type State } from "../../src/kernel/index.js";
import { dangerDepth, inDanger } from "../../src/bots/lookahead.js";
import { playGame } from "../../src/sim/play-game.js";

const dir = new URL("../../cards/thirteen-days", import.meta.url).pathname;
const g = requireContent(dir).game;
const setup = { scenario: "standard", variants: [], options: [] };

describe("bots on 13 Days", () => {
  it("play whole games; greedy beats random", () => {
    let greedy = 0;
    for (let seed = 1; seed <= 10; seed++) {
      const specs = seed % 2 ? { us: "greedy", ussr: "random" } : { us: "random", ussr: "greedy" };
      const r = playGame(g, setup, seed, { us: botFactory(specs.us), ussr: botFactory(specs.ussr) }, specs);
      expect(r.error).toBeUndefined();
      expect(r.reason).not.toBe("unfinished");
      expect(r.plays.length).toBeGreaterThan(0);
      expect(r.progress).toBeGreaterThanOrEqual(1);
      if (r.winner && specs[r.winner as "us" | "ussr"] === "greedy") greedy++;
    }
    expect(greedy).toBeGreaterThanOrEqual(6);
  });

  it("greedy bots keep clear of the DEFCON 1 zone: most of their games reach the count of Prestige", () => {
    // Without the `brink` feature five of these six games ended in nuclear war (the agendas'
    // DEFCON icons and the next round's escalation pushed a marker left one space short of it).
    const specs = { us: "greedy", ussr: "greedy" };
    const reasons = [1, 2, 3, 4, 5, 6].map((seed) => playGame(g, setup, seed, { us: botFactory("greedy"), ussr: botFactory("greedy") }, specs).reason);
    expect(reasons.filter((r) => r === "prestige" || r === "personal_letter").length, reasons.join(", ")).toBeGreaterThanOrEqual(3);
  });

  it("careful gets out of a danger it starts its move in, when one card of its hand can", () => {
    // The round's escalation has put all three US markers in the DEFCON 2 zone: nuclear war at the
    // check unless one comes back. Choosing a card changes no marker, so a test that counted the
    // danger halfway through the move found every card losing and played one at random; only
    // U Thant's event (every own marker one space down) gets out, and careful must find it.
    const hand = ["quarantine", "lessons_of_munich", "excomm", "nuclear_submarines", "u_thant"];
    for (let seed = 1; seed <= 8; seed++) {
      const s = gameFromPosition(g, {
        play: 1, first_player: "us", hands: { us: hand, ussr: ["fidel_castro"] },
        defcon_political: { us: 4, ussr: 2 }, defcon_military: { us: 4, ussr: 2 }, defcon_world_opinion: { us: 4, ussr: 2 },
      });
      expect(inDanger(g, s, "us")).toBe(true);
      const bot = botFactory("careful")();
      const random = new Random(seed);
      while (s.pending[0]?.player === "us") applyInPlace(g, s, { player: "us", choice: bot.choose(botInput(g, s, "us", random)) });
      expect(["defcon_political", "defcon_military", "defcon_world_opinion"].map((t) => trackValue(g, s, t, "us")), `seed ${seed}`).toEqual([3, 3, 3]);
      expect(inDanger(g, s, "us")).toBe(false);
    }
  });

  it("the danger foresees the agendas' DEFCON icons: careful's last play keeps a pushed marker off the zone's last space", () => {
    // The US plays 7th, its last play of the round; its move ends before the check. Its kept
    // agenda is the Political track's, whose DEFCON icon steps the US political marker up one
    // space at step 6 if it stands in the DEFCON 2 zone: left on space 6 it is pushed to 7, nuclear
    // war at the check (seed 004 steps 6 and 7). A Command of 2 or 3 cubes on a political
    // battleground would put it there from 5; careful must not, though nothing is lost yet after it.
    const at = (political: number, usAgenda: string, flags: { us: string[]; ussr: string[] }) =>
      gameFromPosition(g, {
        play: 7, first_player: "us", hands: { us: ["close_allies"], ussr: ["fidel_castro"] },
        agendas: { us: [usAgenda], ussr: ["agenda_berlin"] }, flags,
        defcon_political: { us: political, ussr: 2 }, defcon_military: { us: 2, ussr: 2 }, defcon_world_opinion: { us: 2, ussr: 2 },
      });
    const flags = { us: ["defcon_political", "turkey", "italy"], ussr: ["berlin", "atlantic", "turkey"] };
    expect(inDanger(g, at(6, "agenda_political_1", flags), "us")).toBe(true);
    expect(inDanger(g, at(5, "agenda_political_1", flags), "us")).toBe(false);
    expect(inDanger(g, at(6, "agenda_turkey", flags), "us")).toBe(false);
    // A flag of the opponent's on a DEFCON track counts as a push too: its kept agenda may be that one.
    expect(inDanger(g, at(6, "agenda_turkey", { ...flags, ussr: ["defcon_political", "berlin", "turkey"] }), "us")).toBe(true);
    for (let seed = 1; seed <= 8; seed++) {
      const s = at(5, "agenda_political_1", flags);
      for (const choice of ["close_allies", "command", "cuba_political"]) applyInPlace(g, s, { player: "us", choice });
      expect(s.pending[0]!.kind).toBe("command_cubes");
      // 1 cube moves no marker; 2 or 3 take the political marker to space 6 or 7.
      expect(botFactory("careful")().choose(botInput(g, s, "us", new Random(seed))), `seed ${seed}`).toBe("1");
    }
  });

  it("careful works its way out of a danger no single move ends: the least deep one first", () => {
    // The US political marker on space 8, two spaces into the DEFCON 1 zone: no card of this hand
    // brings it back to 6 in one play. The game says how deep the danger is (game.yaml bots: danger
    // nuclear_war, depth: war_depth, here the 2 spaces to come down); U Thant's event takes every
    // US marker one space down, the only move that leaves it less deep. A careful bot that took
    // any option when all of them end in the danger would play it one time in five.
    const hand = ["quarantine", "lessons_of_munich", "excomm", "nuclear_submarines", "u_thant"];
    for (let seed = 1; seed <= 8; seed++) {
      const s = gameFromPosition(g, {
        play: 1, first_player: "us", hands: { us: hand, ussr: ["fidel_castro"] },
        defcon_political: { us: 8, ussr: 2 }, defcon_military: { us: 2, ussr: 2 }, defcon_world_opinion: { us: 2, ussr: 2 },
      });
      expect(dangerDepth(g, s, "us")).toBe(2);
      const bot = botFactory("careful")();
      const random = new Random(seed);
      while (s.pending[0]?.player === "us") applyInPlace(g, s, { player: "us", choice: bot.choose(botInput(g, s, "us", random)) });
      expect(trackValue(g, s, "defcon_political", "us"), `seed ${seed}`).toBe(7);
      expect(dangerDepth(g, s, "us")).toBe(1);
    }
  });

  it("a danger that holds must be positively deep: a depth of 0 there is a content error, named", () => {
    // careful's test takes an option that leaves it in no danger (depth 0) as soon as it meets one,
    // before trying the others: right only if a danger that holds is deeper than none.
    const s = gameFromPosition(g, {
      play: 1, first_player: "us", hands: { us: ["u_thant"], ussr: ["fidel_castro"] },
      defcon_political: { us: 8, ussr: 2 }, defcon_military: { us: 2, ussr: 2 }, defcon_world_opinion: { us: 2, ussr: 2 },
    });
    const danger = g.bots!.danger[0]!;
    const prestige = g.bots!.evaluation.find((f) => f.id === "prestige")!; // 0 at this position
    const depth = danger.depth;
    try {
      (danger as { depth: number | null }).depth = prestige.unit;
      expect(() => dangerDepth(g, s, "us")).toThrow("the depth of the danger `nuclear_war` gave 0 while it holds, not a positive number");
    } finally {
      (danger as { depth: number | null }).depth = depth;
    }
    expect(dangerDepth(g, s, "us")).toBe(2);
  });

  it("a sample keeps agendas among agendas and playing cards among playing cards", () => {
    const s = newGame(g, { seed: 4 });
    const r = new Random(1);
    for (let i = 0; i < 30 && !s.result; i++) applyInPlace(g, s, { player: s.pending[0]!.player, choice: r.pick(s.pending[0]!.options) });
    const side = s.pending[0]!.player;
    const kindsBySide = (t: State) => t.piles.map((pile) => pile.map((c) => g.card.get(c)!.attrs["kind"]).sort().join(","));
    for (let k = 0; k < 5; k++) expect(kindsBySide(determinize(g, s, side, new Random(k)))).toEqual(kindsBySide(s));
  });

  it("careful and greedy make the same choice in a world with the same view", () => {
    for (const seed of [2, 5, 9]) {
      const s = newGame(g, { seed });
      const r = new Random(seed);
      for (let i = 0; i < 12 + seed && !s.result; i++) applyInPlace(g, s, { player: s.pending[0]!.player, choice: r.pick(s.pending[0]!.options) });
      if (s.result) continue;
      const side = s.pending[0]!.player;
      const pools = hiddenPools(g, s, side);
      const w = redeal(g, s, side, pools.flat(), pools.flatMap((pool) => new Random(seed + 1).shuffle(pool.map(([p, at]) => s.piles[p]![at]!))));
      w.log = s.log.copy();
      expect(view(g, w, side)).toEqual(view(g, s, side));
      for (const spec of ["careful", "greedy"]) expect(botFactory(spec)().choose(botInput(g, w, side, new Random(7)))).toBe(botFactory(spec)().choose(botInput(g, s, side, new Random(7))));
    }
  });
});
