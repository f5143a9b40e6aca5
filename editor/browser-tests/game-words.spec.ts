// The editor's words about a game come from its declarations: the status counts the board's spaces
// in the game's term for them (translated), a held special card is named (not "China"), and the
// snippets offered in a card's event are written in the open game's words.
import { find, openFile, switchGame } from "./actions.js";
import { expect, test } from "./fixtures.js";

const status = "[data-status]";

test("Twilight Struggle counts countries and names the China Card beside the hand that holds it", async ({ app: page }) => {
  await expect(page.locator(status)).toContainText("111 cards · 84 countries");
  const holder = page.locator("cw-play .handrow", { has: page.locator("[data-hand=ussr]") }).locator(".count");
  await expect(holder).toContainText("+ The China Card");
  await page.locator("select[data-ui-lang]").selectOption("es");
  await expect(page.locator(status)).toContainText("111 cartas · 84 países");
  await expect(holder).toContainText("+ La Carta de China");
});

test("13 Days counts battlegrounds, in Spanish too, and its snippets are written in its own words", async ({ app: page, shot }) => {
  await switchGame(page, "cards/thirteen-days", 9);
  await expect(page.locator(status)).toContainText("53 cards · 9 battlegrounds");
  await expect(page.locator("cw-play .handrow .count").first()).not.toContainText("China");
  await page.locator("select[data-ui-lang]").selectOption("es");
  await expect(page.locator(status)).toContainText("9 campos de batalla");
  await page.locator("select[data-ui-lang]").selectOption("en");
  await openFile(page, "cards/thirteen-days/cards/strategy.yaml");
  await find(page, "add_cubes(me, 3, in: spaces_in(world_opinion), per_space: 2)");
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("choose");
  await page.keyboard.press("Control+Space");
  await expect(page.locator(".monaco-editor .suggest-widget .monaco-list-row", { hasText: "choose a battleground" }).first()).toBeVisible({ timeout: 60_000 });
  await expect(page.locator(".monaco-editor .suggest-widget .monaco-list-row", { hasText: "choose countries" })).toHaveCount(0);
  await shot("thirteen-days-snippets");
  await page.keyboard.press("Escape");
});

test("13 Days' own snippets and the editor's built-in ones are offered in the editor's language, Spanish here", async ({ app: page, shot }) => {
  await switchGame(page, "cards/thirteen-days", 9);
  await page.locator("select[data-ui-lang]").selectOption("es");
  await expect(page.locator(status)).toContainText("9 campos de batalla");
  await openFile(page, "cards/thirteen-days/cards/strategy.yaml");
  await find(page, "add_cubes(me, 3, in: spaces_in(world_opinion), per_space: 2)");
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("colocar");
  await page.keyboard.press("Control+Space");
  const row = page.locator(".monaco-editor .suggest-widget .monaco-list-row", { hasText: "colocar cubos" }).first();
  // It offered "place cubes", in English, under whatever the designer typed.
  await expect(row).toBeVisible({ timeout: 60_000 });
  await expect(page.locator(".monaco-editor .suggest-widget .monaco-list-row", { hasText: "place cubes" })).toHaveCount(0);
  // Its detail, shown with more (Ctrl+Space again).
  await page.keyboard.press("Control+Space");
  await expect(page.locator(".monaco-editor .suggest-details")).toContainText("un bando coloca cubos");
  await shot("thirteen-days-snippets-es");
  // What it inserts is the game's code, whatever the language.
  await page.keyboard.press("Enter");
  await expect(page.locator(".monaco-editor .view-lines")).toContainText("add_cubes(me, 3, in: spaces_in(political), per_space: 2)");
  await page.keyboard.press("Escape");
  // The editor's own snippets too: 13 Days has no dice roll of its own, and the kernel's speaks Spanish.
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("tirada");
  await page.keyboard.press("Control+Space");
  // It offered "dice roll" whatever the language.
  await expect(page.locator(".monaco-editor .suggest-widget .monaco-list-row", { hasText: "tirada de dado" }).first()).toBeVisible({ timeout: 60_000 });
  await expect(page.locator(".monaco-editor .suggest-details")).toContainText("tira un dado y actúa según el resultado");
  await shot("thirteen-days-kernel-snippet-es");
  await page.keyboard.press("Enter");
  await expect(page.locator(".monaco-editor .view-lines")).toContainText("let die = roll_die()");
  await page.keyboard.press("Escape");
});
