// What bots know of a game is its content (game.yaml bots:): checked like any code, with the
// place of a mistake; read by the bots' evaluation and dangers.
import { describe, expect, it } from "vitest";
import { evaluate, inDanger } from "../../src/bots/index.js";
import { requireContent } from "../../src/content/load-dir.js";
import { apply, gameFromPosition } from "../../src/kernel/index.js";
import { loadWithEdits } from "../helpers.js";

describe("the bots section of game.yaml", () => {
  it("a misspelt function in a feature is an error at its place", () => {
    const r = loadWithEdits({ "game.yaml": (old) => old.replace("value: vp_for(me), weight: 1", "value: vp_fro(me), weight: 1") });
    const d = r.diagnostics.find((x) => x.severity === "error");
    expect(d?.file).toBe("game.yaml");
    expect(d?.code).toBe("CW303");
    expect(d?.message).toMatch(/vp_fro/);
    expect(d?.start.line).toBeGreaterThan(1);
  });

  it("an unknown key is a schema error", () => {
    const r = loadWithEdits({ "game.yaml": (old) => old.replace("  danger:\n", "  dangers:\n") });
    expect(r.diagnostics.some((x) => x.severity === "error" && x.file === "game.yaml" && /dangers/.test(x.message))).toBe(true);
  });

  it("Twilight Struggle's evaluation rises with the side's VP and Influence, and its danger is the scoring card held too long", () => {
    const g = requireContent().game;
    const at = (vp: number, influence: Record<string, [number, number]> = {}) => gameFromPosition(g, { turn: 2, action_round: 3, phasing: "us", vp, influence, hands: { us: ["nato"], ussr: [] } }, { seed: 1 });
    expect(evaluate(g, at(5), "us")).toBeGreaterThan(evaluate(g, at(-5), "us"));
    expect(evaluate(g, at(5), "ussr")).toBeLessThan(evaluate(g, at(-5), "ussr"));
    expect(evaluate(g, at(0, { iran: [2, 0] }), "us")).toBeGreaterThan(evaluate(g, at(0), "us"));
    const round = (n: number) => gameFromPosition(g, { turn: 1, action_round: n, phasing: "us", hands: { us: ["asia_scoring", "nato"], ussr: [] } }, { seed: 1 });
    // Another card in the last round leaves the scoring card to be held past the turn; in an earlier round it does not.
    expect(inDanger(g, apply(g, round(6), { player: "us", choice: "nato" }), "us")).toBe(true);
    expect(inDanger(g, apply(g, round(6), { player: "us", choice: "asia_scoring" }), "us")).toBe(false);
    expect(inDanger(g, apply(g, round(2), { player: "us", choice: "nato" }), "us")).toBe(false);
  });
});
