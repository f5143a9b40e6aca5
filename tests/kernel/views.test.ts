// What each side may see (src/kernel/view.ts), on Twilight Struggle: its own hand only, the other
// hand's size, the draw pile as a count, secret headlines until both are chosen, revealed cards.
// And the property the issue asks for: changing what a side may not see never changes its view or
// the options of its decision.
import { describe, expect, it } from "vitest";
import { join, resolve } from "node:path";
import { requireContent } from "../../src/content/load-dir.js";
import { apply, applyInPlace, copyState, gameFromPosition, newGame, view, type Game, type State } from "../../src/kernel/index.js";

const TS = resolve(import.meta.dirname, "../../cards/twilight-struggle");
const g: Game = requireContent(TS, { scenario: "standard", variants: [], options: ["optional_cards"] }).game;

const hand = (s: State, side: string) => s.piles[g.pile.get("hand")!.offset + g.sideIndex.get(side)!]!;

describe("views", () => {
  it("show a side its own hand, the other hand's size and the draw pile's size only", () => {
    const s = newGame(g, { seed: 4 });
    const v = view(g, s, "us");
    const hands = v.piles.hand as Record<string, { cards?: string[]; count: number; known?: unknown[] }>;
    expect(hands.us!.cards).toEqual(hand(s, "us"));
    expect(hands.ussr!.cards).toBeUndefined();
    expect(hands.ussr!.count).toBe(hand(s, "ussr").length);
    expect(hands.ussr!.known).toEqual([]);
    const deck = v.piles.deck as { cards?: string[]; count: number };
    expect(deck.cards).toBeUndefined();
    expect(deck.count).toBeGreaterThan(0);
    expect(JSON.stringify(v)).not.toContain('"rng"');
  });

  it("keep a headline secret until both sides have chosen", () => {
    let s = gameFromPosition(g, { turn: 1, phase: "headline", hands: { us: ["duck_and_cover", "blockade"], ussr: ["fidel", "nasser"] } });
    expect(s.pending.map((d) => d.player).sort()).toEqual(["us", "ussr"]);
    s = apply(g, s, { player: "ussr", choice: "fidel" });
    // The USSR has chosen: nothing of it shows to the US (its hand is still two cards, nothing in play).
    const us = view(g, s, "us");
    expect(JSON.stringify(us)).not.toContain("fidel");
    expect((us.piles.hand as Record<string, { count: number }>).ussr!.count).toBe(2);
    expect(us.pending).toEqual([{ player: "us", kind: "headline_card", options: ["duck_and_cover", "blockade"] }]);
    // The USSR sees its own choice waiting, not the US's options.
    expect(view(g, s, "ussr").pending).toEqual([{ player: "us", kind: "headline_card" }]);
    s = apply(g, s, { player: "us", choice: "duck_and_cover" });
    expect(view(g, s, "us").log.some((l) => l.k === "headline.card" && l.a?.card === "fidel")).toBe(true);
  });

  it("show a revealed hand to the other side (CIA Created)", () => {
    let s = gameFromPosition(g, { turn: 1, action_round: 1, phasing: "us", hands: { us: ["cia_created"], ussr: ["fidel", "nasser", "blockade"] } }, { strictDice: false });
    s = apply(g, s, { player: "us", choice: "cia_created" });
    s = apply(g, s, { player: "us", choice: "event" });
    const hands = view(g, s, "us").piles.hand as Record<string, { known: { card: string }[] }>;
    expect(hands.ussr!.known.map((k) => k.card).sort()).toEqual(["blockade", "fidel", "nasser"]);
  });
});

/** Swaps the cards a side may not see (the other hand's unknown cards and the draw pile) among themselves. */
function perturb(s: State, side: string, seed: number): State {
  const c = copyState(s);
  const bit = 1 << g.sideIndex.get(side)!;
  const slots: [number, number][] = [];
  c.piles.forEach((pile, p) => {
    const [def, owner] = g.pileOf[p]!;
    const hidden = def.visibility === "hidden" || (def.visibility === "owner" && owner !== g.sideIndex.get(side));
    if (hidden) pile.forEach((card, i) => ((c.known[g.card.get(card)!.index] ?? 0) & bit ? null : slots.push([p, i])));
  });
  const cards = slots.map(([p, i]) => c.piles[p]![i]!);
  const bits = cards.map((card) => c.known[g.card.get(card)!.index] ?? 0);
  let x = seed;
  for (let i = cards.length - 1; i > 0; i--) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    const j = x % (i + 1);
    [cards[i], cards[j]] = [cards[j]!, cards[i]!];
  }
  // Positions keep what was known about them; the cards in them change.
  slots.forEach(([p, i], k) => {
    c.piles[p]![i] = cards[k]!;
    c.known[g.card.get(cards[k]!)!.index] = bits[k]!;
  });
  return c;
}

describe("hidden information (property)", () => {
  it("a side's view and options never depend on what it may not see", () => {
    let checked = 0;
    for (let seed = 1; seed <= 12; seed++) {
      let s = newGame(g, { seed, options: ["optional_cards"] });
      let x = seed * 31;
      while (!s.result && s.moves < 400) {
        const d = s.pending[(x = (x * 1103515245 + 12345) & 0x7fffffff) % s.pending.length]!;
        const choice = d.options[(x = (x * 1103515245 + 12345) & 0x7fffffff) % d.options.length]!;
        // The decider's move, applied to the game and to a copy where its hidden cards are shuffled.
        const before = view(g, s, d.player);
        const other = perturb(s, d.player, x);
        expect(view(g, other, d.player)).toEqual(before);
        const a = copyState(s);
        applyInPlace(g, a, { player: d.player, choice });
        applyInPlace(g, other, { player: d.player, choice });
        // Whatever happened next, if the side's view is the same in both worlds (no hidden card
        // became visible), its own next decisions offer the same options.
        const va = view(g, a, d.player);
        const vb = view(g, other, d.player);
        if (JSON.stringify(va.log) === JSON.stringify(vb.log) && JSON.stringify(va.piles) === JSON.stringify(vb.piles)) {
          // Its own decisions (the other side's depend on that side's cards, which it may see).
          const own = (v: typeof va) => v.pending.filter((p) => p.player === d.player);
          expect(own(vb)).toEqual(own(va));
          checked++;
        }
        s = a;
      }
    }
    expect(checked).toBeGreaterThan(500);
  });
});

void join;
