// The editor's test games: scripts replay exactly, an edit is compared step by step with the last
// replay, and a game exports as a YAML scenario test that the test runner passes.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadContent } from "../src/content/load.js";
import type { Content } from "../src/content/model.js";
import { runScenarioTestText } from "../src/testing/scenario-test.js";
import { exportTest } from "../editor/src/game/export-test.js";
import { firstChange } from "../editor/src/game/replay-diff.js";
import { defaultSetup, playMove, reasonOf, reasonText, replayScript, undoLast, type Script, type ScriptStep, type Step } from "../editor/src/game/script.js";
import { loadI18n, translate } from "../src/i18n/index.js";
import { speaking } from "../editor/src/i18n/own.js";
import { allOwnMessages } from "../editor/src/i18n/own-all.js";
import { boardState, pendingViews, stepViews } from "../editor/src/game/view.js";
import { pileCards, piecesAt, trackValue, variableValue, type State } from "../src/kernel/index.js";
import { boardChanges } from "../editor/src/game/board-diff.js";
import { boardLines } from "../editor/src/game/cw-log.js";

const dir = "cards/twilight-struggle";
const disk = (p: string) => {
  try {
    return readFileSync(join(dir, p), "utf8");
  } catch {
    return null;
  }
};
function contentWith(overrides: Record<string, string> = {}, selection = { scenario: "standard", variants: [] as string[], options: [] as string[] }): Content {
  const r = loadContent((p) => overrides[p] ?? disk(p), dir, selection, false);
  if (!r.content) throw new Error(r.diagnostics.map((d) => `${d.file}:${d.start.line} ${d.message}`).join("\n"));
  return r.content;
}

const base = contentWith();
const i18n = loadI18n(disk).bundle;
// As the engine worker speaks: the game's messages, then the editor's own (editor/locales/) and the engine's (src/locales/).
const en = speaking(i18n, "en", allOwnMessages("en"));
const es = speaking(i18n, "es", allOwnMessages("es"));
const g = base.game;
/** The game's first test position: the standard scenario at its default entry point (an action round). */
const DEFAULT_SETUP = { ...defaultSetup(), start: "action" };
const hand = (s: State, side: string) => pileCards(g, s, "hand", side);
const influence = (s: State, space: string) => g.sides.map((side) => piecesAt(g, s, space, side));

/** Plays moves the way the editor does, recording dice steps; dice come from `dice` in order. */
function play(content: Content, script: Script, choices: string[], dice: number[] = []): Script {
  let r = replayScript(content, script);
  let steps = [...script.steps];
  let group = (steps.at(-1)?.group ?? 0) + 1;
  for (const choice of choices) {
    const res = playMove(content, r.state, { player: r.state.pending[0]!.player, choice }, () => dice.shift() ?? 1);
    steps = [...steps, ...res.steps.map((step): ScriptStep => ({ step, group }))];
    group++;
    r = { ...r, state: res.state };
  }
  return { ...script, steps };
}

const fidelGame = (): Script => ({ setup: { ...DEFAULT_SETUP, hands: { ussr: ["fidel"], us: [] } }, steps: [] });

describe("editor test games", () => {
  it("starts at an action round of the scenario with the given hands", () => {
    const r = replayScript(base, fidelGame());
    expect(r.state.pending[0]).toMatchObject({ player: "ussr", kind: "action_card" });
    expect(hand(r.state, "ussr")).toEqual(["fidel"]);
    expect(influence(r.state, "uk")).toEqual([5, 0]);
    expect(r.stoppedAt).toBeNull();
  });

  it("records the dice a move needs, so the script replays to the same state", () => {
    const setup = { ...DEFAULT_SETUP, hands: { ussr: ["nuclear_test_ban"], us: [] } };
    const script = play(base, { setup, steps: [] }, ["nuclear_test_ban", "coup", "iran"], [6]);
    const kinds = script.steps.map((s) => Object.keys(s.step)[0]);
    expect(kinds).toEqual(["player", "player", "dice", "player"]);
    expect((script.steps[2]!.step as { dice: number[] }).dice).toEqual([6]);
    const a = replayScript(base, script);
    const b = replayScript(base, script);
    expect(a.state).toEqual(b.state);
    expect(a.state.log.some((l) => l.k === "coup.success")).toBe(true);
    // Undo removes the whole last action: the target and the die rolled for it.
    expect(undoLast(script).steps).toHaveLength(2);
  });

  it("finds the first step whose outcome an edit changed", () => {
    const script = play(base, fidelGame(), ["fidel", "event"]);
    const before = replayScript(base, script);
    const edited = contentWith({ "cards/early-war.yaml": disk("cards/early-war.yaml")!.replace("gain_control(ussr, cuba)", "gain_control(ussr, cuba)\n      vp(ussr, 1)") });
    const after = replayScript(edited, script);
    expect(after.stoppedAt).toBeNull();
    expect(firstChange(before.outcomes, after.outcomes, after.stoppedAt, before.stoppedAt)).toEqual({ step: 1, kind: "changed" });
    expect(firstChange(before.outcomes, replayScript(base, script).outcomes, null)).toEqual({ step: null, kind: "same" });
  });

  it("stops the replay at a step the edited content no longer allows", () => {
    const script = play(base, fidelGame(), ["fidel", "influence", "afghanistan", "afghanistan"]);
    const before = replayScript(base, script);
    expect(before.stoppedAt).toBeNull();
    // Fidel now has 1 Op: the second placement is no longer asked for.
    const text = disk("cards/early-war.yaml")!;
    const at = text.indexOf("  - id: fidel\n");
    const edited = contentWith({ "cards/early-war.yaml": text.slice(0, at) + text.slice(at).replace("    ops: 2\n", "    ops: 1\n") });
    const after = replayScript(edited, script);
    expect(after.stoppedAt).toBe(3);
    expect(after.stopReason?.text).toContain("not an option");
    expect(after.state.pending[0]?.kind).toBe("action_card");
    // The first change is already the decision after choosing the card: it offers 1 Op, not 2.
    expect(firstChange(before.outcomes, after.outcomes, after.stoppedAt, before.stoppedAt).step).toBe(0);
  });

  it("exports a game as a scenario test that passes", () => {
    const script = play(base, fidelGame(), ["fidel", "event"]);
    const r = replayScript(base, script);
    const out = exportTest(base, script, r.state, "Fidel: test game from the editor", en);
    expect(out.ok).toBe(true);
    const yaml = (out as { yaml: string }).yaml;
    expect(yaml).toContain("  - ussr: fidel\n  - ussr: event\n");
    expect(yaml).toContain("influence: { cuba: [0, 3] }");
    const results = runScenarioTestText(() => base, "tests/editor-export.yaml", yaml);
    expect(results[0]!.failures).toEqual([]);
    expect(results[0]!.passed).toBe(true);
  });

  it("exports dice, cards given before the first move, and games of another scenario", () => {
    const setup = { ...DEFAULT_SETUP, hands: { ussr: ["nuclear_test_ban"], us: [] } };
    let script = play(base, { setup, steps: [] }, ["nuclear_test_ban", "coup", "iran"], [4]);
    script = { ...script, steps: [{ step: { rig: { side: "us", card: "duck_and_cover" } } as Step, group: 0 }, ...script.steps] };
    const r = replayScript(base, script);
    expect(r.stoppedAt).toBeNull();
    const out = exportTest(base, script, r.state, "Coup in Iran", en);
    expect(out.ok).toBe(true);
    const yaml = (out as { yaml: string }).yaml;
    expect(yaml).toContain("  - dice: [4]");
    expect(yaml).toMatch(/hand: \{ us: \[duck_and_cover\], ussr: \[nuclear_test_ban\] \}|hand: \{ ussr: \[nuclear_test_ban\], us: \[duck_and_cover\] \}/);
    expect(runScenarioTestText(() => base, "t.yaml", yaml)[0]!.failures).toEqual([]);

    const lateSel = { scenario: "late_war", variants: [], options: [] };
    const late = contentWith({}, lateSel);
    const lateScript: Script = { setup: { ...DEFAULT_SETUP, scenario: "late_war", start: "action", hands: { ussr: ["fidel"], us: [] } }, steps: [] };
    const played = play(late, lateScript, ["fidel", "event"]);
    const lr = replayScript(late, played);
    const lateOut = exportTest(late, played, lr.state, "Late War Fidel", en);
    expect(lateOut.ok).toBe(true);
    const lateYaml = (lateOut as { yaml: string }).yaml;
    expect(lateYaml).toContain("scenario: late_war");
    expect(runScenarioTestText(() => late, "t.yaml", lateYaml)[0]!.failures).toEqual([]);
  });

  it("says in the page's language why a game cannot be exported, and why a card cannot be given", () => {
    // A card given to a game that begins at the scenario's own start: tests give cards only in a start position.
    const script: Script = { setup: { ...defaultSetup(), start: "scenario" }, steps: [{ step: { rig: { side: "us", card: "nato" } } as Step, group: 1 }] };
    const out = exportTest(base, script, replayScript(base, script).state, "x", es);
    expect(out).toEqual({ ok: false, error: es.t("editor.export.gifts_at_start") });
    expect(es.t("editor.export.gifts_at_start")).not.toBe(en.t("editor.export.gifts_at_start"));
    expect(es.t("editor.export.gifts_at_start")).not.toBe("editor.export.gifts_at_start");
    // Giving a card the game does not have, and a move the kernel refuses, in Spanish.
    const given = replayScript(base, { ...fidelGame(), steps: [{ step: { rig: { side: "us", card: "atlantis" } } as Step, group: 1 }] });
    expect(reasonText(es, given.stopReason!)).toBe("carta desconocida `atlantis`");
    let refused: unknown = null;
    try {
      playMove(base, replayScript(base, fidelGame()).state, { player: "ussr", choice: "atlantis" }, () => 1);
    } catch (e) {
      refused = e;
    }
    expect(reasonText(es, reasonOf(refused))).toMatch(/^`atlantis` no es una opción de action_card/);
  });

  it("exports a card given in the middle of the game as a card in hand from the start, when that changes nothing", () => {
    let script = play(base, fidelGame(), ["fidel", "influence"]);
    script = { ...script, steps: [...script.steps, { step: { rig: { side: "us", card: "nato" } }, group: 20 }] };
    const r = replayScript(base, script);
    expect(r.stoppedAt).toBeNull();
    expect(hand(r.state, "us")).toEqual(["nato"]);
    const out = exportTest(base, script, r.state, "x", en);
    expect(out.ok).toBe(true);
    const yaml = (out as { yaml: string }).yaml;
    expect(yaml).toMatch(/hand: \{ us: \[nato\]/);
    expect(runScenarioTestText(() => base, "t.yaml", yaml)[0]!.failures).toEqual([]);
  });

  it("titles each step by the option chosen, in the editor's language", () => {
    const script = play(base, { setup: { ...DEFAULT_SETUP, hands: { ussr: ["fidel"], us: [] } }, steps: [] }, ["fidel", "influence"]);
    const views = stepViews(base, script, replayScript(base, script), en, null, null);
    expect(views[0]!.title).toBe("USSR: Fidel");
    expect(views[1]!.title).toBe("USSR: Place Influence");
  });

  it("speaks the log, the step titles and the prompts in the chosen language", () => {
    const script = play(base, { setup: { ...DEFAULT_SETUP, hands: { ussr: ["nuclear_test_ban"], us: [] } }, steps: [] }, ["nuclear_test_ban", "coup", "iran"], [6]);
    const r = replayScript(base, script);
    const enViews = stepViews(base, script, r, en, null, null);
    const esViews = stepViews(base, script, r, es, null, null);
    const coup = (v: typeof enViews) => v.flatMap((s) => s.lines).find((l) => l.k === "coup.success")!;
    expect(coup(enViews).text).toBe("Coup attempt in Iran by USSR: die 6 + 4 Ops = 10 against 4: success");
    expect(coup(enViews).spaces).toEqual(["iran"]);
    expect(coup(esViews).text).toContain("Irán");
    expect(esViews[0]!.title).toBe("URSS: Prohibición de ensayos nucleares");
    const start = replayScript(base, { setup: { ...DEFAULT_SETUP, hands: { ussr: ["fidel"], us: [] } }, steps: [] });
    expect(pendingViews(base, start.state, en, null)[0]!.prompt).toBe("USSR: choose a card to play");
    expect(pendingViews(base, start.state, es, null)[0]!.who).toBe("URSS");
    expect(pendingViews(base, start.state, es, null)[0]!.options.map((o) => o.label)).toEqual(["Fidel", "La Carta de China"]);
  });
});

describe("a test game started where the card matters", () => {
  const setup = { ...DEFAULT_SETUP, values: { turn: 4, action_round: 3, phasing: "us", defcon: 3, vp: -2 }, pieces: { cuba: [0, 1], uk: [0, 0] }, hands: { us: ["duck_and_cover"], ussr: [] } };

  it("starts at the chosen turn, round, DEFCON, VP and Influence, the card in the chosen hand", () => {
    const r = replayScript(base, { setup, steps: [] });
    expect(["turn", "action_round", "phasing"].map((v) => variableValue(g, r.state, v))).toEqual([4, 3, "us"]);
    expect([trackValue(g, r.state, "defcon"), trackValue(g, r.state, "vp")]).toEqual([3, -2]);
    expect(influence(r.state, "cuba")).toEqual([0, 1]);
    expect(influence(r.state, "uk")).toEqual([0, 0]);
    expect(hand(r.state, "us")).toEqual(["duck_and_cover"]);
    expect(r.state.pending[0]).toMatchObject({ player: "us", kind: "action_card" });
  });

  it("exports a test that starts from that position, plays the card, and passes", () => {
    const script = play(base, { setup, steps: [] }, ["duck_and_cover", "event"]);
    const r = replayScript(base, script);
    expect(trackValue(g, r.state, "vp")).toBe(1);
    const out = exportTest(base, script, r.state, "Duck and Cover from turn 4", en);
    expect(out.ok).toBe(true);
    const yaml = (out as { yaml: string }).yaml;
    for (const line of ["turn: 4", "action_round: 3", "phasing: us", "defcon: 3", "vp: -2", "hand: { us: [duck_and_cover], ussr: [] }"]) expect(yaml).toContain(`\n  ${line}\n`);
    expect(yaml).toContain("steps:\n  - us: duck_and_cover\n  - us: event\n");
    const [result] = runScenarioTestText(() => base, "tests/editor-export.yaml", yaml);
    expect(result!.failures).toEqual([]);
  });

  it("says which dice were rolled at random and which were forced", () => {
    const coup = { ...DEFAULT_SETUP, hands: { ussr: ["nuclear_test_ban"], us: [] } };
    const script = play(base, { setup: coup, steps: [] }, ["nuclear_test_ban", "coup", "iran"], [5]);
    const forced: Script = { ...script, steps: [...script.steps.slice(0, 2), { step: { dice: [2] }, group: 9 }, script.steps[3]!] };
    const titles = (s: Script) => stepViews(base, s, replayScript(base, s), en, null, null).map((v) => v.title);
    expect(titles(script)).toContain("Dice rolled at random: 5");
    expect(titles(forced)).toContain("Dice forced: 2");
    const yaml = (exportTest(base, script, replayScript(base, script).state, "Coup", en) as { yaml: string }).yaml;
    expect(yaml).toContain("- dice: [5]   # rolled at random in the editor");
  });
});

describe("what an edit changed on the board", () => {
  it("spaces, holders, tracks and where a card went, the same moves before and after", () => {
    const script = play(base, fidelGame(), ["fidel", "event"]);
    const edited = contentWith({ "cards/early-war.yaml": disk("cards/early-war.yaml")!.replace("      remove_all_influence(us, cuba)\n      gain_control(ussr, cuba)\n", "      add_influence(ussr, 2, in: cuba)\n      vp(ussr, 1)\n") });
    const before = boardState(base, replayScript(base, script).state, en, null);
    const after = boardState(edited, replayScript(edited, script).state, en, null);
    const c = boardChanges(before, after, "influence", ["turn"]);
    expect(c.spaces).toEqual([{ id: "cuba", before: [0, 3], after: [0, 2], holderBefore: "ussr", holderAfter: null }]);
    expect(c.tracks).toContainEqual({ track: "vp", before: 0, after: -1 });
    expect(boardLines(c, en, "Influence")).toContain("Cuba: Influence 0/3 → 0/2, USSR → nobody");
    expect(boardLines(c, es, "Influencia")[0]).toBe("Cuba: Influencia 0/3 → 0/2, URSS → nadie");
  });
  it("a number shown above the board (a variable) is named in the page's language, as a track is", () => {
    const moved = { spaces: [], tracks: [{ track: "action_round", before: 3, after: 1 }, { track: "vp", before: 0, after: -1 }], effects: [], cards: [], result: null };
    const [round, vp] = boardLines(moved, es, "Influencia");
    expect(round).toContain("Ronda de acción");
    expect(round).not.toContain("action round");
    expect(vp).toContain(es.name("track", "vp"));
  });
});

describe("a side's view", () => {
  it("shows its own hand, the other hand's size, hidden piles as counts, and only its own decisions' options", () => {
    const r = replayScript(base, { setup: { ...DEFAULT_SETUP, hands: { ussr: ["fidel"], us: ["nato", "duck_and_cover"] } }, steps: [] });
    const open = boardState(base, r.state, en, null);
    const us = boardState(base, r.state, en, "us");
    const hands = (b: typeof open) => b.piles["hand"] as Record<string, { count: number; cards: string[] | null }>;
    expect(hands(open)["ussr"]).toEqual({ count: 1, cards: ["fidel"] });
    expect(hands(us)["us"]!.cards).toEqual(["nato", "duck_and_cover"]);
    expect(hands(us)["ussr"]).toEqual({ count: 1, cards: null });
    expect((us.piles["deck"] as { cards: string[] | null }).cards).toBeNull();
    expect((open.piles["deck"] as { cards: string[] | null }).cards!.length).toBe((us.piles["deck"] as { count: number }).count);
    // The USSR is choosing a card: the US sees that it waits, not the options.
    expect(pendingViews(base, r.state, en, "us")[0]!.options).toEqual([]);
    expect(pendingViews(base, r.state, en, "ussr")[0]!.options.map((o) => o.id)).toContain("fidel");
    expect(us.choosable).toEqual([]);
  });
});
