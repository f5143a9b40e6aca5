// The editor's first test game: a position at the game's default entry point, where a side is
// about to choose a card, unless that position would play on without asking anyone; then the
// scenario's own start, as a new game.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadContent } from "../src/content/load.js";
import type { Content } from "../src/content/model.js";
import { variableValue } from "../src/kernel/index.js";
import { defaultSetup, ranOn, replayScript, resolveStart, SCENARIO_START } from "../editor/src/game/script.js";

function load(dir: string): Content {
  const disk = (p: string) => {
    try {
      return readFileSync(join(dir, p), "utf8");
    } catch {
      return null;
    }
  };
  const r = loadContent(disk, dir, { scenario: "standard", variants: [], options: [] }, false);
  if (!r.content) throw new Error(r.diagnostics.map((d) => `${d.file}:${d.start.line} ${d.message}`).join("\n"));
  return r.content;
}

describe("the editor's first test game", () => {
  it("Twilight Struggle: an action round with empty hands, the phasing side asked (the China Card or a pass)", () => {
    const content = load("cards/twilight-struggle");
    const setup = resolveStart(content, defaultSetup());
    expect(setup.start).toBe("action");
    const s = replayScript(content, { setup, steps: [] }).state;
    expect(variableValue(content.game, s, "turn")).toBe(1);
    expect(s.pending.map((d) => [d.player, d.options])).toEqual([["ussr", ["china_card", "pass"]]]);
  });

  it("13 Days: its plays pass with empty hands, so the game starts as a new game does, at round 1's agendas", () => {
    const content = load("cards/thirteen-days");
    const g = content.game;
    // The position at its default entry point plays round 1 out before asking anything.
    const atEntry = replayScript(content, { setup: { ...defaultSetup(), start: g.positions.defaultEntry! }, steps: [] }).state;
    expect(variableValue(g, atEntry, "round")).toBe(2);
    const setup = resolveStart(content, defaultSetup());
    expect(setup.start).toBe(SCENARIO_START);
    const s = replayScript(content, { setup, steps: [] }).state;
    expect(variableValue(g, s, "round")).toBe(1);
    expect(s.pending.map((d) => [d.player, d.kind])).toEqual([["us", "agenda"], ["ussr", "agenda"]]);
    expect(s.log.some((e) => e.k === "play.pass")).toBe(false);
  });

  it("a position the user chose is kept, even one that plays on", () => {
    const content = load("cards/thirteen-days");
    expect(resolveStart(content, { ...defaultSetup(), start: "plays" }).start).toBe("plays");
  });

  it("13 Days' plays chosen with empty hands: the game ran on to round 2 before any move, and the editor can say why (nobody was asked; the hands are empty)", () => {
    const content = load("cards/thirteen-days");
    const setup = { ...defaultSetup(), start: "plays" };
    const s = replayScript(content, { setup, steps: [] }).state;
    expect(variableValue(content.game, s, "round")).toBe(2);
    expect(ranOn(content, setup, s)).toEqual({ counter: "round", from: 1, to: 2, over: false, emptyHands: true });
    // A card given to a hand before the first move is part of the start: the game then asks in round 1, and there is nothing to say.
    const given = { ...setup, hands: { us: ["summit_meeting"] } };
    const asked = replayScript(content, { setup: given, steps: [] }).state;
    expect(variableValue(content.game, asked, "round")).toBe(1);
    expect(asked.pending.map((d) => d.player)).toEqual(["us"]);
    expect(ranOn(content, given, asked)).toBeNull();
  });

  it("no such note for a position that asks in its turn, nor for the scenario's own start", () => {
    const ts = load("cards/twilight-struggle");
    const action = resolveStart(ts, defaultSetup());
    expect(ranOn(ts, action, replayScript(ts, { setup: action, steps: [] }).state)).toBeNull();
    const td = load("cards/thirteen-days");
    const own = resolveStart(td, defaultSetup());
    expect(own.start).toBe(SCENARIO_START);
    expect(ranOn(td, own, replayScript(td, { setup: own, steps: [] }).state)).toBeNull();
  });
});
