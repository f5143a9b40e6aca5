// A new game starts from the state its start code reaches before the first random draw, worked out
// once per compiled game and options (src/kernel/start-snapshot.ts). These tests compare it with
// the start code run from its first instruction (newGameFromStart): the same state, stack and
// change count included, and the same game played on from there.
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { requireContent } from "../../src/content/load-dir.js";
import { applyInPlace, newGame, newGameFromStart, startSnapshot, trackValue, type Game, type NewGameOptions, type State } from "../../src/kernel/index.js";
import { toy } from "./toy-game.js";

const ROOT = resolve(import.meta.dirname, "../..");

/** The whole state as JSON, the stack of running code and the change count included. */
const whole = (s: State) => JSON.stringify({ ...s, stack: s.stack, changes: s.changes, log: s.log });

/** Plays `moves` random moves (chosen from `seed`) on the state in place. */
function playOn(g: Game, s: State, seed: number, moves: number): void {
  let x = seed * 7919 + 1;
  for (let n = 0; n < moves && s.pending.length && !s.result; n++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    const d = s.pending[x % s.pending.length]!;
    applyInPlace(g, s, { player: d.player, choice: d.options[(x >> 8) % d.options.length]! });
  }
}

function expectSameAsFromStart(g: Game, opts: NewGameOptions, moves = 80): void {
  const fast = newGame(g, opts);
  const plain = newGameFromStart(g, opts);
  expect(whole(fast)).toBe(whole(plain));
  const seed = typeof opts.seed === "number" ? opts.seed : 1;
  playOn(g, fast, seed, moves);
  playOn(g, plain, seed, moves);
  expect(whole(fast)).toBe(whole(plain));
}

describe("a new game from the state before its first random draw", () => {
  const ts = requireContent(resolve(ROOT, "cards/twilight-struggle")).game;

  it("is the game the start code makes from its first instruction, for Twilight Struggle's scenarios, variants, options, bids and seeds", () => {
    const selections: NewGameOptions[] = [
      {},
      { scenario: "late_war" },
      { variants: ["chinese_civil_war"], options: ["optional_cards", "spanish_edition"] },
      { options: ["reshuffle_when_empty", "first_edition_headline"] },
      { vars: { bid: { side: "us", amount: 2 } } },
      { vars: { bid: { side: "ussr", amount: 3, kind: "vp" } } },
    ];
    for (const selection of selections) {
      for (const seed of [1, 2, 77]) expectSameAsFromStart(ts, { ...selection, seed });
      expectSameAsFromStart(ts, { ...selection, seed: "0123456789abcdef0123456789abcdef" });
    }
  });

  it("is the same for 13 Days", () => {
    const td = requireContent(resolve(ROOT, "cards/thirteen-days")).game;
    for (const seed of [1, 5, 9]) expectSameAsFromStart(td, { seed });
  });

  it("keeps each game's own seed, strict dice and options apart (one snapshot per option set, none per seed)", () => {
    const a = newGame(ts, { seed: 3 });
    const b = newGame(ts, { seed: 4, strictDice: true });
    expect([a.seed, a.rng, a.strictDice]).toEqual([3, expect.any(Number), false]);
    expect([b.seed, b.strictDice]).toEqual([4, true]);
    expect(a.log.at(0)?.a?.seed).toBe(3);
    expect(b.log.at(0)?.a?.seed).toBe(4);
    expect(startSnapshot(ts, { seed: 3 })).toBe(startSnapshot(ts, { seed: 4 }));
    expect(startSnapshot(ts, { scenario: "late_war" })).not.toBe(startSnapshot(ts, {}));
  });

  it("holds Twilight Struggle's setup up to the shuffle: tracks, the deck built, the fixed Influence", () => {
    const snap = startSnapshot(ts, {})!.state;
    const plain = newGameFromStart(ts, { seed: 1 });
    // The new game stops at the first free placement: the fixed Influence is all there is.
    expect(plain.pending[0]?.kind).toBe("setup_influence");
    expect(snap.pieces).toEqual(plain.pieces);
    expect(snap.pieces.some((n) => n > 0)).toBe(true);
    expect(trackValue(ts, snap, "defcon")).toBe(5);
    // The deck is built (not yet dealt: that draws).
    expect(snap.piles.reduce((n, p) => n + p.length, 0)).toBeGreaterThan(30);
  });

  it("stops before an instruction that changes the state and then draws (a procedure run through)", () => {
    const g = toy("bump_and_deal()\nlet c = pick(red, cards(hand, red), \"play_card\")", {
      bump_and_deal: "move_track(score, 1, side: red)\ndeal()",
    });
    for (const seed of [1, 2, 3]) expectSameAsFromStart(g, { seed }, 5);
    expect(trackValue(g, newGame(g, { seed: 1 }), "score", "red")).toBe(1);
  });

  it("holds 13 Days' setup, a procedure that asks nobody, up to its first shuffle: the board laid out, both decks built", () => {
    const td = requireContent(resolve(ROOT, "cards/thirteen-days")).game;
    const snap = startSnapshot(td, {})!;
    // Run in place inside the start's first instruction: the snapshot is inside that call.
    expect(snap.through.map((t) => td.units[t.frame.u]!.name)).toEqual(["setup_game"]);
    const pile = (id: string) => snap.state.piles[td.pile.get(id)!.offset]!;
    const kind = (k: string) => td.cards.filter((c) => c.attrs.kind === k).map((c) => c.id);
    // Built in card order, not yet shuffled (that draws).
    expect(pile("agenda_deck")).toEqual(kind("agenda"));
    expect(pile("deck")).toEqual(kind("strategy"));
    expect(snap.state.pieces.some((n) => n > 0)).toBe(true);
  });

  it("goes on from inside procedures run through, nested, their results handed to their callers", () => {
    const g = toy('let got = outer()\nmove_track(score, got, side: blue)\nlet c = pick(red, cards(hand, red), "play_card")', {
      outer: "move_track(score, 2, side: red)\nlet k = inner()\nmove_track(score, k, side: red)\nreturn k + 1",
      inner: "move_track(score, 1, side: blue)\ndeal()\nreturn first(cards(hand, red)).value",
    });
    const snap = startSnapshot(g, {})!;
    expect(snap.through.map((t) => g.units[t.frame.u]!.name)).toEqual(["outer", "inner", "deal"]);
    for (const seed of [1, 2, 3, 4]) expectSameAsFromStart(g, { seed }, 5);
  });

  it("runs from its first instruction a start whose procedure run through ends the game after its first draw", () => {
    // The call is the start's last instruction: the machine leaves its frame when the game ends there.
    const g = toy("ending()", {
      ending: 'deal()\ngame_over(winner: red, reason: "dealt")',
    });
    for (const seed of [1, 2]) {
      expectSameAsFromStart(g, { seed }, 0);
      expect(newGame(g, { seed }).result?.reason).toBe("dealt");
    }
  });

  it("reports an error of a procedure run through after its first draw as the start code does", () => {
    const g = toy('failing()\nlet c = pick(red, cards(hand, red), "play_card")', {
      failing: "deal()\nlet n = 1 / 0",
    });
    const message = (make: () => unknown) => {
      try {
        make();
        return "no error";
      } catch (e) {
        return String(e);
      }
    };
    const plain = message(() => newGameFromStart(g, { seed: 1 }));
    expect(plain).toMatch(/\(in .+\)/);
    expect(message(() => newGame(g, { seed: 1 }))).toBe(plain);
  });

  it("stops before the seed is read, as before a draw", () => {
    const g = toy('log("seeded", { seed: seed() })\ndeal()\nlet c = pick(red, cards(hand, red), "play_card")');
    for (const seed of [3, 4]) {
      expectSameAsFromStart(g, { seed }, 5);
      expect(newGame(g, { seed }).log.at(0)?.a?.seed).toBe(seed);
    }
  });

  it("gives a start that asks before drawing its decision as the start code does", () => {
    const g = toy('let c = pick(red, [one, two], "first")\ndeal()\nlet d = pick(red, cards(hand, red), "play_card")');
    for (const seed of [1, 2]) expectSameAsFromStart(g, { seed }, 5);
    expect(newGame(g, { seed: 1 }).pending[0]?.kind).toBe("first");
  });

  it("reports a start that fails before its first draw as the start code does, each time", () => {
    const g = toy("move_card(one, hand)\ndeal()");
    const plain = (() => {
      try {
        newGameFromStart(g, { seed: 1 });
        return "no error";
      } catch (e) {
        return String(e);
      }
    })();
    expect(plain).not.toBe("no error");
    for (let i = 0; i < 2; i++) expect(() => newGame(g, { seed: 1 })).toThrow(plain.replace(/^\w+: /, ""));
  });
});
