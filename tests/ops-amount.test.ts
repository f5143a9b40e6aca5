// Twilight Struggle's ops_amount repeats ops_value's sum and clamp without building its records
// (play modes and questions ask only for the number): the two must give the same Ops value for
// every card and side, with the Ops modifiers random games bring into force (Red Scare/Purge,
// Containment, Brezhnev Doctrine …).
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { requireContent } from "../src/content/load-dir.js";
import { applyInPlace, functionValue, newGame } from "../src/kernel/index.js";

describe("ops_amount", () => {
  it("is ops_value's value for every card and side, in the states of random games", () => {
    const g = requireContent(resolve(import.meta.dirname, "../cards/twilight-struggle"), {}).game;
    let compared = 0;
    let modified = 0;
    for (let seed = 1; seed <= 12; seed++) {
      let x = seed * 7919;
      const next = () => ((x = (x * 1103515245 + 12345) % 2147483648) / 2147483648);
      const s = newGame(g, { seed });
      for (let n = 0; s.pending.length && !s.result && n < 400; n++) {
        if (n % 8 === 0) {
          for (const side of g.sides) {
            for (const card of g.cards) {
              const base = card.attrs.ops;
              if (typeof base !== "number") continue;
              const value = (functionValue(g, s, "ops_value", [side, base, card.id]) as { value: number }).value;
              expect(functionValue(g, s, "ops_amount", [side, base]), `${card.id} for ${side}, seed ${seed}, decision ${n}`).toBe(value);
              compared++;
              if (base > 0 && value !== base) modified++;
            }
          }
        }
        const d = s.pending[Math.floor(next() * s.pending.length)]!;
        applyInPlace(g, s, { player: d.player, choice: d.options[Math.floor(next() * d.options.length)]! });
      }
    }
    expect(compared).toBeGreaterThan(3_000);
    // The comparison met Ops changed by effects in force, not only printed values.
    expect(modified).toBeGreaterThan(50);
  }, 120_000);
});
