// The editor's test game after an edit replays from the last position the edit cannot change
// (editor/src/game/replay-cache.ts). Whatever is edited, the game must be the one a replay from
// the start gives; and an edit to a card the game reached late replays only the steps after it.
import { describe, expect, it } from "vitest";
import { editableContent } from "./helpers.js";
import { loadContent, newReuse, type LoadResult } from "../src/content/load.js";
import { replayTracked, sameBuild, type TrackedReplay } from "../editor/src/game/replay-cache.js";
import { fingerprint, playMove, replayScript, SCENARIO_START, defaultSetup, type Script, type ScriptStep } from "../editor/src/game/script.js";

const dir = "cards/twilight-struggle";
const { files, read } = editableContent(dir);
const reuse = newReuse();
const selection = { scenario: "standard", variants: [] as string[], options: [] as string[] };
function build(): LoadResult {
  const r = loadContent(read, dir, selection, false, reuse);
  if (!r.content) throw new Error(r.diagnostics.map((d) => `${d.file}:${d.start.line} ${d.message}`).join("\n"));
  return r;
}

/** A seeded random number in [0, 1) (mulberry32). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A script of `n` moves from the scenario's start, each a seeded random choice, dice recorded. */
function randomScript(r: LoadResult, n: number, seed: number): Script {
  const content = r.content!;
  const next = rng(seed);
  const script: Script = { setup: { ...defaultSetup(), start: SCENARIO_START, seed }, steps: [] };
  let state = replayScript(content, script).state;
  const steps: ScriptStep[] = [];
  for (let group = 1; steps.length < n && state.pending.length && !state.result; group++) {
    const d = state.pending[0]!;
    const res = playMove(content, state, { player: d.player, choice: d.options[Math.floor(next() * d.options.length)]! }, () => 1 + Math.floor(next() * 6));
    steps.push(...res.steps.map((step) => ({ step, group })));
    state = res.state;
  }
  return { ...script, steps };
}

/** What the page is shown of a replay: where it stopped, each step's outcome, the final state. */
const shown = (t: TrackedReplay) => ({ stoppedAt: t.replay.stoppedAt, stopReason: t.replay.stopReason, outcomes: t.replay.outcomes, state: fingerprint(t.replay.state, 0), before: t.replay.before.length });

function edit(path: string, from: string, to: string): void {
  const text = read(path)!;
  if (!text.includes(from)) throw new Error(`${path} has no ${from}`);
  files.set(path, text.replace(from, to));
}

describe("the test game after an edit", () => {
  it("replays from the first step that read an edited card, and gives the game a full replay gives", { timeout: 120_000 }, () => {
    const first = build();
    const script = randomScript(first, 120, 7);
    expect(script.steps.length).toBeGreaterThan(60);
    let last = replayTracked(first.content!, first.compiledFrom!, script, null);
    expect(last.resumedAt).toBe(0);
    expect(shown(last)).toEqual(shown({ ...last, replay: replayScript(first.content!, script) }));
    const cardFiles = ["cards/early-war.yaml", "cards/mid-war.yaml", "cards/late-war.yaml"];
    /** Where a card's `event: |` block starts in its file, if it has one. */
    const eventAt = (card: string) => {
      for (const f of cardFiles) {
        const text = read(f)!;
        const at = text.indexOf(`- id: ${card}\n`);
        if (at < 0) continue;
        const end = text.indexOf("\n  - id: ", at + 1);
        const ev = text.indexOf("    event: |\n", at);
        return ev >= 0 && (end < 0 || ev < end) ? { file: f, text, at: ev + "    event: |\n".length, card: at } : null;
      }
      return null;
    };
    // A card whose event the game read late (it was played), and one the game never played.
    const late = [...last.firstRead].filter(([c, s]) => s > 10 && eventAt(c)).sort((a, b) => b[1] - a[1])[0]!;
    expect(late).toBeDefined();
    const unread = first.content!.game.cards.map((c) => c.id).find((c) => !last.firstRead.has(c) && eventAt(c)?.file === "cards/early-war.yaml");

    const check = (expectResume: (k: number) => void) => {
      const r = build();
      const now = replayTracked(r.content!, r.compiledFrom!, script, last);
      expect(shown(now)).toEqual(shown({ ...now, replay: replayScript(r.content!, script) }));
      expectResume(now.resumedAt);
      last = now;
    };
    // The late card's event gives a VP more: the game may differ from the step that first read it, no earlier.
    const ev = eventAt(late[0])!;
    files.set(ev.file, `${ev.text.slice(0, ev.at)}      vp(us, 1)\n${ev.text.slice(ev.at)}`);
    check((k) => {
      expect(k).toBe(late[1]);
      expect(k).toBeGreaterThan(10);
    });
    // Back as it was.
    files.set(ev.file, ev.text);
    check((k) => expect(k).toBe(late[1]));
    // Its Ops: a field, read through tables the code builds once: from the start.
    const opsAt = ev.text.indexOf("ops: ", ev.card);
    const ops = Number(ev.text.slice(opsAt + 5, opsAt + 6));
    files.set(ev.file, ev.text.slice(0, opsAt) + `ops: ${ops === 4 ? 3 : ops + 1}` + ev.text.slice(opsAt + 6));
    check((k) => expect(k).toBe(0));
    files.set(ev.file, ev.text);
    check((k) => expect(k).toBe(0));
    // A card never read: its text changes, nothing is replayed again.
    expect(unread).toBeDefined();
    if (unread) {
      const text = read("cards/early-war.yaml")!;
      const t = text.indexOf("text: >-\n      ", text.indexOf(`- id: ${unread}\n`));
      files.set("cards/early-war.yaml", `${text.slice(0, t)}text: >-\n      Edited. ${text.slice(t + 15)}`);
      check((k) => expect(k).toBe(script.steps.length));
    }
    // A procedure's code: from the start.
    edit("procedures/scoring.yaml", "do: |\n      let r = region_score(region)\n", "do: |\n      let edited = 1\n      let r = region_score(region)\n");
    check((k) => expect(k).toBe(0));
    // A move undone: the content unchanged, nothing before it is replayed again.
    const shorter = { ...script, steps: script.steps.slice(0, -1) };
    const r = build();
    const undone = replayTracked(r.content!, r.compiledFrom!, shorter, last);
    expect(undone.resumedAt).toBe(shorter.steps.length);
    expect(shown(undone)).toEqual(shown({ ...undone, replay: replayScript(r.content!, shorter) }));
  });

  it("knows a build that makes the game already compiled (a typo mended), and no other", () => {
    const first = build();
    first.content!.game;
    const again = build();
    const same = (r: LoadResult) => sameBuild(first.content!, first.compiledFrom!, r.content!, r.compiledFrom!);
    expect(same(again)).toBe(true);
    const edits: [string, string][] = [
      ["vp(us, 5 - defcon_level", "vp(us, 6 - defcon_level"], // an event
      ["name: Duck and Cover", "name: Duck and Hide"], // a name
      ["Clear all US Influence from Cuba", "Remove every US Influence from Cuba"], // a text (the page shows it)
      ["    ops: 3\n", "    ops: 2\n"], // a field
    ];
    for (const [from, to] of edits) {
      const text = read("cards/early-war.yaml")!;
      files.set("cards/early-war.yaml", text.replace(from, to));
      expect(same(build()), to).toBe(false);
      files.set("cards/early-war.yaml", text);
      expect(same(build()), from).toBe(true);
    }
  });
});
