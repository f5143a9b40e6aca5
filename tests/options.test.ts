// Options that decide which cards are in the deck (invisible to YAML tests, which see no deck).
import { describe, expect, it } from "vitest";
import { DEFAULT_CONTENT_DIR, requireContent } from "../src/content/load-dir.js";
import { newGame, pileCards } from "../src/kernel/index.js";
import { loadWithEdits } from "./helpers.js";

const inGame = (options: string[], scenario = "standard") => {
  const g = requireContent(DEFAULT_CONTENT_DIR, { scenario, options }).game;
  const s = newGame(g, { scenario, options, seed: 3 });
  return new Set([...pileCards(g, s, "deck"), ...pileCards(g, s, "hand", "us"), ...pileCards(g, s, "hand", "ussr")]);
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

describe("an option that requires another", () => {
  // The option starts an effect that only the required option declares: checked alone it would be
  // an unknown effect; `validate` checks it with what it requires, so nothing is reported.
  const files = {
    "game.yaml": (t: string) => t.replace("  - options/reshuffle-when-empty.yaml\n", "  - options/reshuffle-when-empty.yaml\n  - options/base-rule.yaml\n  - options/needs-base.yaml\n"),
    "options/base-rule.yaml": "id: base_rule\nkind: option\nname: Base\ndescription: Declares an effect.\neffects:\n  - { id: base_effect, name: Base effect, duration: game }\n",
    "options/needs-base.yaml": "id: needs_base\nkind: option\nname: Needs base\ndescription: Starts it.\nrequires: [base_rule]\nscenario_append:\n  effects: [{ id: base_effect, owner: us }]\n",
  };
  it("validates with its requirement, without a false error", () => {
    const { diagnostics } = loadWithEdits(files);
    expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  });
  it("without its requirement the same start effect is an error in the option's file", () => {
    const { diagnostics } = loadWithEdits({ ...files, "options/needs-base.yaml": files["options/needs-base.yaml"].replace("requires: [base_rule]\n", "") });
    expect(diagnostics.filter((d) => d.severity === "error").map((d) => `${d.code} ${d.file}:${d.start.line}:${d.start.column}`)).toEqual(["CW402 options/needs-base.yaml:6:19"]);
  });
});
