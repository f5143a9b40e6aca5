// The kernel's contract, on Twilight Struggle: determinism, atomic moves, save/load/replay.
import { describe, expect, it } from "vitest";
import { requireContent } from "../src/content/load-dir.js";
import { loadSave } from "../src/content/save-file.js";
import { apply, IllegalMoveError, newGame, pileCards, piecesAt, replay, sessionStep, startSession, trackIndex, trackValue } from "../src/kernel/index.js";
import { playRandomGame } from "../src/testing/random-play.js";
import { savedAtQuestion } from "../src/testing/saved-at-question.js";

const content = requireContent();
const g = content.game;

describe("determinism", () => {
  it("the same seed and moves give the same game", () => {
    const a = playRandomGame(g, 42);
    const b = playRandomGame(g, 42);
    expect(a.state.result).not.toBeNull();
    expect(JSON.stringify(a.state)).toBe(JSON.stringify(b.state));
  });
  it("different seeds deal different hands", () => {
    expect(pileCards(g, newGame(g, { seed: 1 }), "hand", "us")).not.toEqual(pileCards(g, newGame(g, { seed: 2 }), "hand", "us"));
  });
});

describe("moves", () => {
  it("a new game deals 8 cards each and waits for the USSR's free placement in Eastern Europe", () => {
    const s = newGame(g, { seed: 7 });
    expect(pileCards(g, s, "hand", "us")).toHaveLength(8);
    expect(pileCards(g, s, "hand", "ussr")).toHaveLength(8);
    expect(s.pending).toHaveLength(1);
    expect(s.pending[0]?.player).toBe("ussr");
    expect(s.pending[0]?.kind).toBe("setup_influence");
    expect(s.pending[0]?.options.slice().sort()).toEqual(["austria", "bulgaria", "czechoslovakia", "east_germany", "finland", "hungary", "poland", "romania", "yugoslavia"]);
  });
  it("an illegal move is refused with the reason and leaves the state untouched", () => {
    const s = newGame(g, { seed: 7 });
    const before = JSON.stringify(s);
    expect(() => apply(g, s, { player: "us", choice: "poland" })).toThrow(/not us's turn to decide: waiting for ussr \(setup_influence\)/);
    expect(() => apply(g, s, { player: "ussr", choice: "france" })).toThrow(IllegalMoveError);
    expect(JSON.stringify(s)).toBe(before);
  });
  it("apply returns a new state and never changes the one it is given", () => {
    const s = newGame(g, { seed: 7 });
    const before = JSON.stringify(s);
    const next = apply(g, s, { player: "ussr", choice: "poland" });
    expect(JSON.stringify(s)).toBe(before);
    expect([piecesAt(g, next, "poland", "us"), piecesAt(g, next, "poland", "ussr")]).toEqual([0, 1]);
  });
});

describe("save, load and replay", () => {
  function playedSession(steps: number) {
    const save = startSession(g, { ...content.selection, seed: 11 });
    for (let i = 0; i < steps && save.state.pending.length; i++) {
      if (i % 10 === 0) sessionStep(g, save, { dice: [(i % 6) + 1] });
      const p = save.state.pending[0]!;
      sessionStep(g, save, { player: p.player, choice: p.options[i % p.options.length]! });
    }
    return save;
  }
  const load = (file: string, text: string) => loadSave(file, text, () => content);
  it("a saved game survives JSON and its move list replays to the same state", () => {
    const save = playedSession(150);
    const loaded = load("game.json", JSON.stringify(save));
    expect(loaded.diagnostics).toEqual([]);
    expect(JSON.stringify(loaded.state)).toBe(JSON.stringify(save.state));
    expect(JSON.stringify(replay(g, loaded.save!))).toBe(JSON.stringify(save.state));
  });
  it("a corrupted save is reported with file, line and column", () => {
    const text = JSON.stringify(playedSession(5), null, 2).replace('"seed": 11', '"seed": 11,,');
    const [d] = load("bad.json", text).diagnostics;
    const line = text.split("\n").findIndex((l) => l.includes('"seed"')) + 1;
    expect(d).toMatchObject({ code: "CW701", file: "bad.json", start: { line } });
    expect(d!.message).toMatch(/^not valid JSON/);
  });
  it("a save with a malformed step names it, at its line", () => {
    const save = JSON.parse(JSON.stringify(playedSession(3)));
    save.steps[1] = { player: "nobody" };
    const text = JSON.stringify(save, null, 1);
    const d = load("x.json", text).diagnostics.find((x) => /step 2 is neither/.test(x.message));
    expect(d).toMatchObject({ code: "CW704", start: { line: text.split("\n").findIndex((l) => l.includes('"nobody"')) } });
  });
  it("an edited state says which fields differ, each with the saved and the replayed value, and the game is the replayed one", () => {
    const played = playedSession(20);
    const save = JSON.parse(JSON.stringify(played));
    const vp = trackIndex(g, "vp");
    const defcon = trackIndex(g, "defcon");
    save.state.tracks[vp] = 7;
    save.state.tracks[defcon] = 2;
    const loaded = load("edited.json", JSON.stringify(save, null, 2));
    const [d, ...rest] = loaded.diagnostics;
    expect(rest).toEqual([]);
    // The steps are the truth: the edited state is told, never played.
    expect(d).toMatchObject({ code: "CW709", severity: "warning" });
    expect(d!.message).toBe(`the replayed state differs from the saved state in 2 fields (saved ≠ replayed): tracks.${vp} (vp): 7 ≠ ${trackValue(g, played.state, "vp")}; tracks.${defcon} (defcon): 2 ≠ ${trackValue(g, played.state, "defcon")}`);
    expect(JSON.stringify(loaded.state)).toBe(JSON.stringify(played.state));
  });
  it("a save stopped at a war card's target question, made when that question was `pick_country`, resumes as its steps replay, with one warning naming the field", () => {
    // The war cards' question was renamed pick_country → pick_war_target (same player, same
    // options): a save made before still replays step by step, only its saved state says otherwise.
    const save = savedAtQuestion(g, "ussr", 50, (d) => d.kind === "pick_war_target");
    const old = JSON.parse(JSON.stringify(save));
    old.state.pending[0].kind = "pick_country";
    const loaded = load("before-rename.json", JSON.stringify(old, null, 2));
    expect(loaded.diagnostics.map((d) => `${d.severity} ${d.code}`)).toEqual(["warning CW709"]);
    expect(loaded.diagnostics[0]!.message).toBe('the replayed state differs from the saved state in 1 field (saved ≠ replayed): pending.0.kind: "pick_country" ≠ "pick_war_target"');
    expect(loaded.state!.pending[0]).toMatchObject({ player: "ussr", kind: "pick_war_target", options: save.state.pending[0]!.options });
    expect(JSON.stringify(loaded.state)).toBe(JSON.stringify(save.state));
    // …and the game goes on from there.
    const next = apply(g, loaded.state!, { player: "ussr", choice: loaded.state!.pending[0]!.options[0]! });
    expect(next.pending[0]?.kind).not.toBe("pick_war_target");
  });
  it("a save whose move list contains an illegal move fails to replay with the move named", () => {
    const save = playedSession(3);
    save.steps.push({ player: save.state.pending[0]!.player, choice: "atlantis" });
    expect(() => replay(g, save)).toThrow(/`atlantis` is not an option/);
  });
});
