// The test game: playing cards by clicking countries, an event, a forced coup die, undo, an edit
// replayed against the game, an invalid edit, saving and reloading, exporting a scenario test.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { EARLY, expectInfluence, find, openFile, playOpening } from "./actions.js";
import { expect, ready, test } from "./fixtures.js";

test("plays cards in a test game: Ops by clicking countries, an event, a forced coup die", async ({ app: page, shot }) => {
  await playOpening(page);
  await expect(page.locator("cw-log [data-log='coup.success'] .detail")).toContainText("2 × stability 2 = 4, a margin of 6");
  await shot("test-game");
});

test("undo takes back the last action", async ({ app: page }) => {
  await playOpening(page);
  await page.locator("[data-undo]").click();
  await expectInfluence(page, "iran", "ussr", "0");
  await expectInfluence(page, "iran", "us", "1");
  await page.locator("cw-board [data-country=iran]").click();
  await expectInfluence(page, "iran", "ussr", "5");
});

test("an edit replays the game and shows the first step that changed", async ({ app: page, shot }) => {
  await playOpening(page);
  await openFile(page, EARLY);
  await find(page, "vp(us, 5 - defcon_level)");
  await page.keyboard.insertText("vp(us, 6 - defcon_level)");
  await page.locator("cw-log [data-replay=changed]").waitFor();
  await expect(page.locator("cw-tracks [data-track=vp]")).toContainText("US +2");
  await expect(page.locator("cw-log .step.changed")).toHaveCount(1);
  const diff = page.locator("cw-log .banner .diff");
  await expect(diff).toContainText("US gains 1 VP");
  await expect(diff).toContainText("US gains 2 VP");
  await shot("replay-after-edit");
});

test("an invalid edit keeps the last good game", async ({ app: page }) => {
  await playOpening(page);
  await openFile(page, EARLY);
  await find(page, "5 - defcon_level");
  await page.keyboard.insertText("6 - defcon_levle");
  await ready(page, "errors");
  await page.locator("cw-log .banner.stale").waitFor();
  await expect(page.locator("cw-tracks [data-track=vp]"), "the last good game is still shown").toContainText("US +1");
  await find(page, "defcon_levle");
  await page.keyboard.insertText("defcon_level");
  await ready(page, "ok");
  await expect(page.locator("cw-tracks [data-track=vp]")).toContainText("US +2");
});

test("saves the file through the file API, and unsaved work survives a reload", async ({ app: page, cardsDir, shot }) => {
  await playOpening(page);
  await openFile(page, EARLY);
  await find(page, "vp(us, 5 - defcon_level)");
  await page.keyboard.insertText("vp(us, 6 - defcon_level)");
  await expect(page.locator(".cw-editor-bar [data-file-state=dirty]")).toHaveCount(1);
  await page.keyboard.press("Control+S");
  await page.locator(".cw-editor-bar [data-file-state=saved]").waitFor();
  expect(readFileSync(join(cardsDir, "twilight-struggle/cards/early-war.yaml"), "utf8"), "the edit is on disk").toContain("vp(us, 6 - defcon_level)");
  await shot("saved");
  // A change left unsaved comes back after a reload, and so does the test game.
  await find(page, "vp(us, 6 - defcon_level)");
  await page.keyboard.insertText("vp(us, 7 - defcon_level)");
  await page.locator(".cw-editor-bar [data-file-state=dirty]").waitFor();
  await page.waitForTimeout(400);
  await page.reload();
  // Said as soon as the files are read (and only for a few seconds).
  await page.locator(".cw-toast", { hasText: "Restored unsaved changes" }).waitFor();
  await ready(page, "ok");
  await page.locator(".cw-editor-bar [data-file-state=dirty]").waitFor();
  await expect(page.locator("cw-tracks [data-track=vp]"), "the game back, with the edit").toContainText("US +3");
  await page.locator(".cw-editor-bar button", { hasText: "Revert" }).click();
  await page.locator(".cw-editor-bar [data-file-state=saved]").waitFor();
});

test("exports the test game as a YAML scenario test and saves it", async ({ app: page, cardsDir, shot }) => {
  await playOpening(page);
  page.once("dialog", (d) => void d.accept("Fidel, Duck and Cover and a coup"));
  await page.locator("[data-export]").click();
  await page.locator(".cw-editor-bar .path", { hasText: "editor-fidel-duck-and-cover-and-a-coup.yaml" }).waitFor();
  await page.keyboard.press("Control+S");
  await page.locator(".cw-editor-bar [data-file-state=saved]").waitFor();
  const file = join(cardsDir, "twilight-struggle/tests/editor-fidel-duck-and-cover-and-a-coup.yaml");
  expect(existsSync(file), "the test file is written").toBe(true);
  const text = readFileSync(file, "utf8");
  expect(text).toContain("- dice: [6]");
  expect(text).toContain("- ussr: iran");
  await page.waitForTimeout(300);
  await expect(page.locator("cw-problems .item"), "the exported test passes (no failures shown)").toHaveCount(0);
  await shot("exported-test");
});

test("play layout: the board large, both hands and the log", async ({ app: page, shot }) => {
  await playOpening(page);
  await page.locator(".cw-seg button", { hasText: "Play" }).click();
  await page.waitForTimeout(400);
  await shot("play-layout");
});
