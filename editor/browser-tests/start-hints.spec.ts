// Hint CW505 in the editor: a card a variant adds that a scenario's setup starts out of the game.
// `cardwright validate` said so, the editor did not (its checks are the loader's, and this one runs
// each scenario's start): a designer marking a variant card `removed_after_event: true` now sees,
// once the typing pauses, that Late War's setup removes it, at the card's id as validate names it
// (variants/probe.yaml:7:11), in the Problems panel and as a marker; put back, the hint goes.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { cardwright, find, openFile } from "./actions.js";
import { expect, ready, test } from "./fixtures.js";

const VARIANT = "cards/twilight-struggle/variants/probe.yaml";

const probe = `id: probe_variant
kind: variant
name: Probe variant
description: Adds one Early War card.
cards:
  add:
    - id: probe_card
      number: 112
      name: Probe Card
      ops: 2
      side: neutral
      era: early
      kind: event
      removed_after_event: false
      optional: false
      text: The player of this event gains 1 VP.
      event: vp(me, 1)
`;

test("a variant's card that Late War's setup starts out of the game: hint CW505 at its id, as validate says, and gone when mended", async ({ app: page, cardsDir, shot }) => {
  const game = join(cardsDir, "twilight-struggle/game.yaml");
  writeFileSync(join(cardsDir, "twilight-struggle/variants/probe.yaml"), probe);
  writeFileSync(game, readFileSync(game, "utf8").replace("  - variants/chinese-civil-war.yaml\n", "  - variants/chinese-civil-war.yaml\n  - variants/probe.yaml\n"));
  await page.reload();
  await ready(page, "ok");
  const hint = page.locator("cw-problems .item[data-code=CW505]");
  // A card the scenario keeps (not asterisked): no hint, in the editor as in validate.
  await page.waitForTimeout(1500);
  await expect(hint).toHaveCount(0);

  await openFile(page, VARIANT);
  await find(page, "removed_after_event: false");
  await page.keyboard.insertText("removed_after_event: true");
  await page.keyboard.press("Escape"); // the value's suggestions
  await expect(hint).toHaveCount(1);
  await expect(hint).toContainText("the scenario `late_war` starts `probe_card` (added by the variant `probe_variant`) out of the game, in `removed`");
  await expect(hint.locator(".where")).toHaveText("7:11");
  // The same place and words as the command line, on the same files (saved).
  await page.keyboard.press("Control+S");
  await expect(page.locator(".cw-editor-bar [data-file-state=saved]")).toHaveCount(1);
  const validate = cardwright("validate", join(cardsDir, "twilight-struggle"));
  expect(validate.output).toMatch(/variants\/probe\.yaml:7:11: hint CW505: the scenario `late_war` starts `probe_card` \(added by the variant `probe_variant`\) out of the game, in `removed`/);
  // A marker in the code: hovering the card's id shows the hint's words.
  // (Monaco draws a hint as three dots under the first two characters of its place.)
  const dots = page.locator(".monaco-editor .squiggly-hint");
  await expect(dots).toHaveCount(1);
  const box = (await dots.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.locator(".monaco-hover", { hasText: "starts `probe_card`" }).first().waitFor();
  await shot("card-out-at-start");
  await page.mouse.move(5, 500);

  // A line added above the card moves the hint with it; the card kept again takes it away.
  await find(page, "id: probe_variant");
  await page.keyboard.press("Home");
  await page.keyboard.type("# a probe");
  await page.keyboard.press("Enter");
  await expect(hint.locator(".where")).toHaveText("8:11");
  await find(page, "removed_after_event: true");
  await page.keyboard.insertText("removed_after_event: false");
  await expect(hint).toHaveCount(0);
});
