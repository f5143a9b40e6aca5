// A designer's variant card that a scenario's setup puts out of the game (Late War removes the
// asterisked Early and Mid War cards) used to vanish silently: validate now says so, as a hint at
// the card in the variant's file, naming the scenario and the pile; a card the scenario keeps, and
// the shipped content (whose overlays add no card), get no such hint.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_CONTENT_DIR } from "../src/content/load-dir.js";

const bin = new URL("../src/cli/cardwright.js", import.meta.url).pathname;
const validate = (...args: string[]) => spawnSync(process.execPath, [bin, "validate", ...args], { encoding: "utf8" });

const card = (id: string, number: number, asterisk: boolean) => `    - id: ${id}
      number: ${number}
      name: ${id}
      ops: 2
      side: neutral
      era: early
      kind: event
      removed_after_event: ${asterisk}
      optional: false
      text: The player of this event gains 1 VP.
      event: vp(me, 1)
`;
const variant = `id: probe_variant
kind: variant
name: Probe variant
description: Adds two cards.
cards:
  add:
${card("probe_card", 112, true)}${card("kept_card", 113, false)}`;

describe("a card an overlay adds that a scenario starts out of the game", () => {
  it("validate names it at its line in the variant's file, with the scenario and the pile (from the cache too)", () => {
    const dir = join(mkdtempSync(join(tmpdir(), "cardwright-out-")), "ts");
    cpSync(DEFAULT_CONTENT_DIR, dir, { recursive: true });
    writeFileSync(join(dir, "variants/probe.yaml"), variant);
    const manifest = join(dir, "game.yaml");
    writeFileSync(manifest, readFileSync(manifest, "utf8").replace("  - variants/chinese-civil-war.yaml\n", "  - variants/chinese-civil-war.yaml\n  - variants/probe.yaml\n"));
    for (const _ of [1, 2]) {
      const r = validate(dir);
      expect(r.status).toBe(0);
      const hints = r.stdout.split("\n").filter((l) => l.includes("CW505"));
      expect(hints).toHaveLength(1);
      expect(hints[0]).toMatch(/variants\/probe\.yaml:7:11: hint CW505: the scenario `late_war` starts `probe_card` \(added by the variant `probe_variant`\) out of the game, in `removed`/);
      expect(r.stdout).not.toMatch(/CW505.*kept_card/);
    }
    // The setup's code decides it: once the scenario keeps asterisked cards, the hint goes (the
    // report kept for an edit of code alone would still show it).
    const turn = join(dir, "procedures/turn.yaml");
    const code = readFileSync(turn, "utf8");
    expect(code).toContain("it.era in eras and it.removed_after_event");
    writeFileSync(turn, code.replace("it.era in eras and it.removed_after_event", "it.era in eras and it.removed_after_event and false"));
    const after = validate(dir);
    expect(after.status).toBe(0);
    expect(after.stdout).not.toContain("CW505");
  });
  it("the shipped content gets none", () => {
    const r = validate();
    expect(r.status).toBe(0);
    expect(r.stdout).not.toContain("CW505");
  });
});
