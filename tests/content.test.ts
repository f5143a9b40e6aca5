// The shipped Twilight Struggle content matches the facts tables' checksums.
import { describe, expect, it } from "vitest";
import { requireContent } from "../src/content/load-dir.js";
import { inRegion } from "../src/content/model.js";

const content = requireContent();
const count = (f: (c: (typeof content.countries)[number]) => boolean) => content.countries.filter(f).length;

describe("map", () => {
  it("has 84 countries and 2 superpowers", () => {
    expect(content.countries).toHaveLength(84);
    expect(Object.keys(content.superpowers).sort()).toEqual(["us", "ussr"]);
  });
  it("has the regional counts of the facts tables", () => {
    const byRegion = Object.fromEntries(["europe", "asia", "southeast_asia", "africa", "middle_east", "central_america", "south_america"].map((r) => [r, count((c) => inRegion(c, r))]));
    expect(byRegion).toEqual({ europe: 21, asia: 15, southeast_asia: 7, africa: 18, middle_east: 10, central_america: 10, south_america: 10 });
    expect(count((c) => c.subregions.includes("western_europe") && !c.subregions.includes("eastern_europe"))).toBe(12);
    expect(count((c) => c.subregions.includes("eastern_europe") && !c.subregions.includes("western_europe"))).toBe(7);
    expect(content.countries.filter((c) => c.subregions.length === 2).map((c) => c.id).sort()).toEqual(["austria", "finland"]);
  });
  it("has 29 battlegrounds spread as in the facts tables", () => {
    const bg = (r: string) => count((c) => c.battleground && inRegion(c, r));
    expect(count((c) => c.battleground)).toBe(29);
    expect([bg("europe"), bg("asia"), bg("middle_east"), bg("africa"), bg("central_america"), bg("south_america")]).toEqual([5, 6, 6, 5, 3, 4]);
  });
  it("has 121 adjacencies: 112 between countries and 9 with superpowers", () => {
    const edges = new Set(content.countries.flatMap((c) => c.adjacent.map((a) => [c.id, a].sort().join("|"))));
    expect(edges.size).toBe(112);
    expect(content.superpowers.us.adjacent.sort()).toEqual(["canada", "cuba", "japan", "mexico"]);
    expect(content.superpowers.ussr.adjacent.sort()).toEqual(["afghanistan", "finland", "north_korea", "poland", "romania"]);
  });
  it("gives every country a board position inside the drawing", () => {
    for (const c of content.countries) {
      expect(c.position.x).toBeGreaterThanOrEqual(0);
      expect(c.position.x).toBeLessThanOrEqual(1600);
      expect(c.position.y).toBeGreaterThanOrEqual(0);
      expect(c.position.y).toBeLessThanOrEqual(1000);
    }
  });
});

describe("cards", () => {
  const deluxe = content.cardList.filter((c) => c.number <= 110);
  it("has the 110 deluxe cards and the Spanish-edition card", () => {
    expect(deluxe).toHaveLength(110);
    expect(content.cardList).toHaveLength(111);
    expect(content.cards.nato_referendum?.optional).toBe(true);
  });
  it("has the era, side and asterisk counts of the facts tables", () => {
    const by = <K extends string>(f: (c: (typeof deluxe)[number]) => K) => deluxe.reduce<Record<string, number>>((acc, c) => ({ ...acc, [f(c)]: (acc[f(c)] ?? 0) + 1 }), {});
    expect(by((c) => c.era)).toEqual({ early: 39, mid: 48, late: 23 });
    expect(by((c) => c.side)).toEqual({ us: 42, ussr: 40, neutral: 28 });
    expect(deluxe.filter((c) => c.removed_after_event)).toHaveLength(70);
    expect(deluxe.filter((c) => c.optional).map((c) => c.number)).toEqual([104, 105, 106, 107, 108, 109, 110]);
    expect(deluxe.filter((c) => c.kind === "scoring").map((c) => c.number)).toEqual([1, 2, 3, 37, 38, 79, 81]);
  });
  it("has exactly one China Card", () => {
    expect(content.cardList.filter((c) => c.kind === "china").map((c) => c.id)).toEqual(["china_card"]);
    expect(content.chinaCard).toBe("china_card");
  });
});

describe("rules data", () => {
  it("has the space race table of the deluxe rules", () => {
    const boxes = content.rules.space_race.boxes;
    expect(boxes.map((b) => b.ops)).toEqual([2, 2, 2, 2, 3, 3, 3, 4]);
    expect(boxes.map((b) => b.roll)).toEqual([3, 4, 3, 4, 3, 4, 3, 2]);
    expect(boxes.filter((b) => b.vp).map((b) => [b.box, ...b.vp!])).toEqual([[1, 2, 1], [3, 2, 0], [5, 3, 1], [7, 4, 2], [8, 2, 0]]);
  });
  it("starts the standard game with 15 USSR and 25 US influence to place", () => {
    const setup = content.scenarios.standard!.setup;
    const total = (side: string) => setup.filter((s) => s.side === side).reduce((n, s) => n + Object.values(s.influence ?? {}).reduce((a: number, b) => a + (b ?? 0), 0) + (s.free?.amount ?? 0), 0);
    expect(total("ussr")).toBe(15);
    expect(total("us")).toBe(25);
  });
});
