// The shipped Twilight Struggle content matches the facts tables' checksums (read from the
// compiled game the kernel plays, so what is checked is what is played).
import { describe, expect, it } from "vitest";
import { requireContent } from "../src/content/load-dir.js";
import type { Game } from "../src/kernel/index.js";

type SpaceDef = Game["spaces"][number];

const content = requireContent();
const g = content.game;
const countries = g.spaces.filter((s) => !s.homeOf);
const inGroup = (s: SpaceDef, group: string) => s.groupIds.has(group);
const count = (f: (c: SpaceDef) => boolean) => countries.filter(f).length;
const home = (side: string) => g.spaces.find((s) => s.homeOf === side)!;
const adjacentIds = (s: SpaceDef) => s.adjacent.map((i) => g.spaces[i]!.id);

describe("map", () => {
  it("has 84 countries and 2 superpowers", () => {
    expect(countries).toHaveLength(84);
    expect(g.spaces.filter((s) => s.homeOf).map((s) => s.homeOf).sort()).toEqual(["us", "ussr"]);
  });
  it("has the regional counts of the facts tables", () => {
    const byRegion = Object.fromEntries(["europe", "asia", "southeast_asia", "africa", "middle_east", "central_america", "south_america"].map((r) => [r, count((c) => inGroup(c, r))]));
    expect(byRegion).toEqual({ europe: 21, asia: 15, southeast_asia: 7, africa: 18, middle_east: 10, central_america: 10, south_america: 10 });
    expect(count((c) => inGroup(c, "western_europe") && !inGroup(c, "eastern_europe"))).toBe(12);
    expect(count((c) => inGroup(c, "eastern_europe") && !inGroup(c, "western_europe"))).toBe(7);
    expect(countries.filter((c) => inGroup(c, "western_europe") && inGroup(c, "eastern_europe")).map((c) => c.id).sort()).toEqual(["austria", "finland"]);
  });
  it("has 29 battlegrounds spread as in the facts tables", () => {
    const bg = (r: string) => count((c) => c.attrs.battleground === true && inGroup(c, r));
    expect(count((c) => c.attrs.battleground === true)).toBe(29);
    expect([bg("europe"), bg("asia"), bg("middle_east"), bg("africa"), bg("central_america"), bg("south_america")]).toEqual([5, 6, 6, 5, 3, 4]);
  });
  it("has 121 adjacencies: 112 between countries and 9 with superpowers", () => {
    const edges = new Set(countries.flatMap((c) => adjacentIds(c).filter((a) => !g.space.get(a)!.homeOf).map((a) => [c.id, a].sort().join("|"))));
    expect(edges.size).toBe(112);
    expect(adjacentIds(home("us")).sort()).toEqual(["canada", "cuba", "japan", "mexico"]);
    expect(adjacentIds(home("ussr")).sort()).toEqual(["afghanistan", "finland", "north_korea", "poland", "romania"]);
  });
  it("gives every country a board position inside the drawing", () => {
    for (const c of countries) {
      expect(c.position).not.toBeNull();
      expect(c.position!.x).toBeGreaterThanOrEqual(0);
      expect(c.position!.x).toBeLessThanOrEqual(1600);
      expect(c.position!.y).toBeGreaterThanOrEqual(0);
      expect(c.position!.y).toBeLessThanOrEqual(1000);
    }
  });
});

describe("cards", () => {
  const num = (c: (typeof g.cards)[number]) => c.attrs.number as number;
  const deluxe = g.cards.filter((c) => num(c) <= 110);
  it("has the 110 deluxe cards and the Spanish-edition card", () => {
    expect(deluxe).toHaveLength(110);
    expect(g.cards).toHaveLength(111);
    expect(g.card.get("nato_referendum")?.attrs.optional).toBe(true);
  });
  it("has the era, side and asterisk counts of the facts tables", () => {
    const by = (f: (c: (typeof deluxe)[number]) => string) => deluxe.reduce<Record<string, number>>((acc, c) => ({ ...acc, [f(c)]: (acc[f(c)] ?? 0) + 1 }), {});
    expect(by((c) => c.attrs.era as string)).toEqual({ early: 39, mid: 48, late: 23 });
    expect(by((c) => c.side)).toEqual({ us: 42, ussr: 40, neutral: 28 });
    expect(deluxe.filter((c) => c.attrs.removed_after_event)).toHaveLength(70);
    expect(deluxe.filter((c) => c.attrs.optional).map(num)).toEqual([104, 105, 106, 107, 108, 109, 110]);
    expect(deluxe.filter((c) => c.attrs.kind === "scoring").map(num)).toEqual([1, 2, 3, 37, 38, 79, 81]);
  });
  it("has exactly one China Card, a special card outside the piles", () => {
    expect(g.cards.filter((c) => c.attrs.kind === "china").map((c) => c.id)).toEqual(["china_card"]);
    expect(g.cards.filter((c) => c.special).map((c) => c.id)).toEqual(["china_card"]);
  });
});

describe("rules data", () => {
  it("has the space race table of the deluxe rules", () => {
    const boxes = (g.data.rules as { space_race: { boxes: { box: number; ops: number; roll: number; vp?: number[] }[] } }).space_race.boxes;
    expect(boxes.map((b) => b.ops)).toEqual([2, 2, 2, 2, 3, 3, 3, 4]);
    expect(boxes.map((b) => b.roll)).toEqual([3, 4, 3, 4, 3, 4, 3, 2]);
    expect(boxes.filter((b) => b.vp).map((b) => [b.box, ...b.vp!])).toEqual([[1, 2, 1], [3, 2, 0], [5, 3, 1], [7, 4, 2], [8, 2, 0]]);
  });
  it("starts the standard game with 15 USSR and 25 US influence to place", () => {
    type Setup = { side: string; influence?: Record<string, number>; free?: { amount: number } }[];
    const setup = (g.data.scenario as { id: string; setup: Setup }).setup;
    expect((g.data.scenario as { id: string }).id).toBe("standard");
    const total = (side: string) => setup.filter((s) => s.side === side).reduce((n, s) => n + Object.values(s.influence ?? {}).reduce((a, b) => a + b, 0) + (s.free?.amount ?? 0), 0);
    expect(total("ussr")).toBe(15);
    expect(total("us")).toBe(25);
  });
});
