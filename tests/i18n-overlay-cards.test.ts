// A card an overlay adds (`cards: add:` of a variant) is translated like a card of the game: its
// effects' names and the notes its code writes to the log are strings to translate too, so a
// translation of them is neither missing from `i18n status` nor refused as a key with no English.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_CONTENT_DIR } from "../src/content/load-dir.js";
import { readWithEdits } from "./helpers.js";
import { loadI18n, translationStatus } from "../src/i18n/index.js";

const VARIANT = `id: summit_variant
kind: variant
name: Summit Variant
description: Adds one card.
cards:
  add:
    - id: summit_card
      number: 112
      name: Summit Card
      ops: 2
      side: neutral
      era: mid
      kind: event
      removed_after_event: true
      optional: false
      text: The player of this event starts the summit.
      event: |
        note("The summit opens")
        start_effect(summit_named)
        start_effect(summit_unnamed)
      effects:
        - id: summit_named
          name: Summit (coups -1)
          duration: turn
          modifiers:
            - { kind: coup_roll, side: opponent, amount: -1 }
        - id: summit_unnamed
          duration: turn
`;

function withVariant(spanish: string) {
  return loadI18n(readWithEdits({
    "game.yaml": (t) => t.replace("  - variants/chinese-civil-war.yaml\n", "  - variants/chinese-civil-war.yaml\n  - variants/summit-variant.yaml\n"),
    "variants/summit-variant.yaml": VARIANT,
    "locales/es.yaml": (t) => t + spanish,
  }));
}

describe("cards added by an overlay", () => {
  it("their effects' names and their notes are strings to translate, at their place in the overlay", () => {
    const { bundle } = withVariant("");
    const [es] = translationStatus(bundle, "es");
    const missing = es!.items.filter((i) => i.state === "missing").map((i) => i.key);
    expect(missing).toEqual(expect.arrayContaining(["card.summit_card.name", "card.summit_card.text", "effect.summit_named.name", "note.the_summit_opens"]));
    const effect = bundle.sources.find((s) => s.key === "effect.summit_named.name")!;
    expect(effect.at).toMatchObject({ file: "variants/summit-variant.yaml", start: { line: 23, column: 17 } });
  });

  it("a translation of such an effect's name is not refused as a key with no English (CW604)", () => {
    const { bundle } = withVariant(`  effect.summit_named.name: { text: "Cumbre (golpes -1)" }\n  effect.summit_unnamed.name: { text: "Cumbre" }\n`);
    const [es] = translationStatus(bundle, "es");
    expect(es!.items.filter((i) => i.state === "obsolete").map((i) => i.key)).toEqual([]);
  });

  it("`i18n preview` shows such a card's face, in the language (it said \"unknown card\")", () => {
    const dir = join(mkdtempSync(join(tmpdir(), "cardwright-overlay-card-")), "content");
    cpSync(DEFAULT_CONTENT_DIR, dir, { recursive: true });
    const game = join(dir, "game.yaml");
    writeFileSync(game, readFileSync(game, "utf8").replace("  - variants/chinese-civil-war.yaml\n", "  - variants/chinese-civil-war.yaml\n  - variants/summit-variant.yaml\n"));
    writeFileSync(join(dir, "variants/summit-variant.yaml"), VARIANT);
    const es = join(dir, "locales/es.yaml");
    writeFileSync(es, readFileSync(es, "utf8") + `  card.summit_card.name: { text: "Carta de la cumbre" }\n`);
    const bin = new URL("../src/cli/cardwright.js", import.meta.url).pathname;
    const r = spawnSync(process.execPath, [bin, "i18n", "preview", "summit_card", "--content", dir, "--lang", "es"], { encoding: "utf8" });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^n\.º 112 Carta de la cumbre\* · 2 Ops · /);
    expect(r.stdout).toContain("The player of this event starts the summit.");
  });
});
