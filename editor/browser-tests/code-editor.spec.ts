// The code editor: the file tree, YAML with the card face and the board, completion and hover in
// effect code, an error marked where it is and gone when fixed.
import { EARLY, find, openFile } from "./actions.js";
import { expect, ready, test } from "./fixtures.js";

test("opens the editor: file tree, YAML, card face, board", async ({ app: page, shot }) => {
  await openFile(page, EARLY);
  await find(page, "name: Fidel");
  await page.locator("cw-card-face .card[data-card=fidel]").waitFor();
  await expect(page.locator("cw-board g[data-country]")).toHaveCount(84);
  expect(await page.locator(".monaco-editor [class*=mtk]").count(), "highlighted YAML").toBeGreaterThan(20);
  await shot("open");
});

test("completion and hover in effect code", async ({ app: page, shot }) => {
  await openFile(page, EARLY);
  await find(page, "remove_all_influence(us, cuba)");
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("add_inf");
  await page.locator(".monaco-editor .suggest-widget .monaco-list-row", { hasText: "add_influence" }).first().waitFor();
  await page.waitForTimeout(400);
  await shot("completion");
  await page.keyboard.press("Escape");
  // Take the line back out: the file is as it was.
  await page.keyboard.press("Control+Z");
  await page.keyboard.press("Control+Z");
  await expect(page.locator(".cw-editor-bar [data-file-state=saved]")).toHaveCount(1);
  const word = page.locator(".monaco-editor .view-line span", { hasText: /^gain_control$/ }).first();
  await word.hover();
  await page.locator(".monaco-hover", { hasText: "Adds just enough Influence" }).first().waitFor();
  await page.waitForTimeout(400); // the hover fades in
  await shot("hover");
});

test("an error shows as a marker at its exact position, and goes when fixed", async ({ app: page, shot }) => {
  await openFile(page, EARLY);
  await find(page, "gain_control(ussr, cuba");
  await page.keyboard.press("End");
  await page.keyboard.press("Backspace");
  await page.keyboard.press("Backspace");
  await page.keyboard.type("ba)");
  await ready(page, "errors");
  const problem = page.locator("cw-problems .item[data-code=CW302]");
  await expect(problem).toContainText("cubba");
  await page.locator(".monaco-editor .squiggly-error").first().waitFor({ state: "attached" });
  // The marker sits exactly under the misspelt name: hovering the word shows its message.
  await page.locator(".monaco-editor .view-line span", { hasText: /^cubba$/ }).first().hover();
  await page.locator(".monaco-hover", { hasText: "did you mean `cuba`" }).first().waitFor();
  await page.waitForTimeout(400);
  await shot("error-marker");
  await page.mouse.move(5, 500);
  // Fixed the way a designer would: select the misspelt name and type the right one.
  await find(page, "cubba");
  await page.keyboard.type("cuba");
  await ready(page, "ok");
  await expect(page.locator(".monaco-editor .squiggly-error")).toHaveCount(0);
  await expect(page.locator("cw-problems .item")).toHaveCount(0);
});
