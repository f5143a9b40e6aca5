// Options that decide which cards are in the deck (invisible to YAML tests, which see no deck).
import { describe, expect, it } from "vitest";
import { DEFAULT_CONTENT_DIR, requireContent } from "../src/content/load-dir.js";
import { newGame } from "../src/engine/game.js";

const inGame = (options: string[], scenario = "standard") => {
  const s = newGame(requireContent(DEFAULT_CONTENT_DIR, { scenario, options }), { seed: 3 });
  return new Set([...s.deck, ...s.hands.us, ...s.hands.ussr]);
};

describe("card options", () => {
  it("the deluxe optional cards are in the deck only with optional_cards", () => {
    expect(inGame([]).has("the_cambridge_five")).toBe(false);
    expect(inGame(["optional_cards"]).has("the_cambridge_five")).toBe(true);
  });
  it("the Spanish-edition card has its own option and is never brought in by optional_cards", () => {
    expect(inGame(["optional_cards"], "late_war").has("nato_referendum")).toBe(false);
    expect(inGame(["spanish_edition"], "late_war").has("nato_referendum")).toBe(true);
  });
});
