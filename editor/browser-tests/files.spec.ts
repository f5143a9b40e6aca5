// Saving through the file API when someone else changed the file: a file changed on disk since the
// editor read it is not overwritten; the editor offers a three-way merge (or a reload), and the
// merged save keeps both changes.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { find, openFile } from "./actions.js";
import { expect, test } from "./fixtures.js";

const FILE = "cards/twilight-struggle/cards/mid-war.yaml";

// The refused save is a 409, which the browser logs as an error.
test.use({ allowedErrors: [/status of 409 \(Conflict\)/] });

/** Our change at the top of the file, unsaved; someone else's at the end, written on disk meanwhile. */
async function editBothSides(page: import("@playwright/test").Page, disk: string): Promise<string> {
  await openFile(page, FILE);
  await find(page, "# Mid War cards (deluxe edition).");
  await page.keyboard.insertText("# Mid War cards (deluxe edition), edited in the editor.");
  await page.locator(".cw-editor-bar [data-file-state=dirty]").waitFor();
  const theirs = `${readFileSync(disk, "utf8")}# A note added on disk.\n`;
  writeFileSync(disk, theirs);
  return theirs;
}

test("a file changed on disk since it was opened: the save is refused and a merge keeps both changes", async ({ app: page, cardsDir, shot }) => {
  const disk = join(cardsDir, "twilight-struggle/cards/mid-war.yaml");
  const theirs = await editBothSides(page, disk);
  await page.keyboard.press("Control+S");
  await page.locator("cw-conflict [data-conflict-merge]").waitFor();
  await expect(page.locator("cw-conflict")).toContainText("mid-war.yaml changed on disk");
  expect(readFileSync(disk, "utf8"), "the refused save wrote nothing").toBe(theirs);
  await shot("conflict");
  await page.locator("cw-conflict [data-conflict-merge]").click();
  await page.locator("cw-conflict [data-conflict-merge]").waitFor({ state: "detached" });
  await expect(page.locator(".cw-toast")).toContainText("Merged with the file on disk");
  await page.keyboard.press("Control+S");
  await page.locator(".cw-editor-bar [data-file-state=saved]").waitFor();
  const saved = readFileSync(disk, "utf8");
  expect(saved.startsWith("# Mid War cards (deluxe edition), edited in the editor.\n"), "our change is saved").toBe(true);
  expect(saved.endsWith("# A note added on disk.\n"), "the change on disk is kept").toBe(true);
});

test("a file changed on disk since it was opened: Reload from disk drops our change and shows the file on disk", async ({ app: page, cardsDir }) => {
  const disk = join(cardsDir, "twilight-struggle/cards/mid-war.yaml");
  const theirs = await editBothSides(page, disk);
  await page.keyboard.press("Control+S");
  await page.locator("cw-conflict [data-conflict-reload]").click();
  await page.locator(".cw-editor-bar [data-file-state=saved]").waitFor();
  await expect(page.locator(".cw-toast")).toContainText("Reloaded cards/mid-war.yaml from disk");
  expect(readFileSync(disk, "utf8"), "the file on disk is untouched").toBe(theirs);
  // The editor now edits from the version on disk: the next save is accepted.
  await find(page, "# A note added on disk.");
  await page.keyboard.insertText("# A note added on disk, then edited.");
  await page.keyboard.press("Control+S");
  await page.locator(".cw-editor-bar [data-file-state=saved]").waitFor();
  expect(readFileSync(disk, "utf8").endsWith("# A note added on disk, then edited.\n")).toBe(true);
});
