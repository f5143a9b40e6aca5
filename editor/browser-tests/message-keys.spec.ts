// Warning CW608 in the editor: a message key the code names with a literal that has no English
// (here the question a card asks through Twilight Struggle's own `pick_card(…, prompt: "…")`, whose
// message is prompt.<key>). `cardwright validate` said so and the editor did not: now it is in the
// Problems panel and a marker at the literal, where validate places it, moves with an edit before
// it on its line, and goes when the key is one with English.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { cardwright, find, openFile } from "./actions.js";
import { expect, ready, test } from "./fixtures.js";

const LATE = "cards/twilight-struggle/cards/late-war.yaml";

test("a literal message key with no English: warning CW608 at the literal, as validate says; moved by an edit, gone when mended", async ({ app: page, cardsDir }) => {
  const file = join(cardsDir, "twilight-struggle/cards/late-war.yaml");
  writeFileSync(file, readFileSync(file, "utf8").replace('prompt: "event_from_discard")', 'prompt: "event_from_discardz")'));
  await page.reload();
  await ready(page, "ok");
  const warning = page.locator("cw-problems .item[data-code=CW608]");
  await expect(warning).toHaveCount(1);
  await expect(warning).toContainText("no English message `prompt.event_from_discardz`: players see the key itself");
  await expect(warning.locator(".where")).toHaveText("76:106");
  // A click goes to the literal, where a marker is.
  await warning.click();
  await expect(page.locator(".cw-editor-bar .path")).toContainText("late-war.yaml");
  await page.locator(".monaco-editor .squiggly-warning").first().waitFor({ state: "attached" });

  // Code typed before the literal on its line: the warning moves with it, as validate places it.
  await openFile(page, LATE);
  await find(page, "let c = pick_card(us, from: discard_pile");
  await page.keyboard.press("Home");
  await page.keyboard.insertText("let n = 1; ");
  await expect(warning.locator(".where")).toHaveText("76:117");
  await page.keyboard.press("Control+S");
  await expect(page.locator(".cw-editor-bar [data-file-state=saved]")).toHaveCount(1);
  const validate = cardwright("validate", join(cardsDir, "twilight-struggle"));
  expect(validate.output).toMatch(/cards\/late-war\.yaml:76:117: warning CW608: no English message `prompt\.event_from_discardz`/);

  // The key mended: the warning goes.
  await find(page, '"event_from_discardz"');
  await page.keyboard.insertText('"event_from_discard"');
  await expect(warning).toHaveCount(0);
  await expect(page.locator(".monaco-editor .squiggly-warning")).toHaveCount(0);
});
