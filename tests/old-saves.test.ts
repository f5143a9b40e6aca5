// Saves written before the generic kernel (version 2, by the old engine) still load: their steps
// replay on the kernel, their bid becomes the `bid` variable, and once upgraded they check fully.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { requireContent, DEFAULT_CONTENT_DIR } from "../src/content/load-dir.js";
import { loadSave } from "../src/content/save-file.js";
import { readByName, SAVE_VERSION } from "../src/kernel/index.js";

const FILE = new URL("./saves/v2-standard-bid.json", import.meta.url);
const contentFor = (selection: { scenario: string; variants: string[]; options: string[] }) => requireContent(DEFAULT_CONTENT_DIR, selection);

describe("a version-2 save (old engine, 120 moves, a 2 Influence US bid)", () => {
  const text = readFileSync(FILE, "utf8");
  const loaded = loadSave("v2.json", text, contentFor);

  it("replays with one warning that it was read as the current version, and no error", () => {
    expect(loaded.diagnostics.map((d) => `${d.severity} ${d.code}`)).toEqual(["warning CW703"]);
    expect(loaded.save!.version).toBe(SAVE_VERSION);
    expect(loaded.save!.vars).toEqual({ bid: { side: "us", amount: 2, kind: "influence" } });
  });

  it("reaches the position the old engine saved", () => {
    const old = JSON.parse(text) as { state: { turn: number; round: number; vp: number; defcon: number; pending: { player: string; options: string[] } } };
    const g = loaded.content!.game;
    const s = loaded.state!;
    expect(readByName(g, s, "turn")).toEqual({ kind: "value", value: old.state.turn });
    expect(readByName(g, s, "action_round")).toEqual({ kind: "value", value: old.state.round });
    expect(readByName(g, s, "vp")).toEqual({ kind: "value", value: old.state.vp });
    expect(readByName(g, s, "defcon")).toEqual({ kind: "value", value: old.state.defcon });
    expect(s.pending.map((d) => [d.player, [...d.options].sort()])).toEqual([[old.state.pending.player, [...old.state.pending.options].sort()]]);
  });

  it("once rewritten as the current version, replays and matches its saved state", () => {
    const upgraded = JSON.stringify({ ...loaded.save, version: SAVE_VERSION, state: loaded.state });
    const again = loadSave("v3.json", upgraded, contentFor);
    expect(again.diagnostics).toEqual([]);
  });
});
