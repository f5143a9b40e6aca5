// What a user does in the editor, as steps the browser tests share.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, ready } from "./fixtures.js";
import { REPO } from "./paths.js";

export const EARLY = "cards/twilight-struggle/cards/early-war.yaml";

export async function openFile(page: Page, path: string): Promise<void> {
  await page.locator(`cw-file-tree .row[data-path="${path}"]`).click();
  await page.locator(".cw-editor-bar .path", { hasText: path.split("/").pop()! }).waitFor();
}

/** Finds text with the code editor's find widget and leaves it selected. */
export async function find(page: Page, text: string): Promise<void> {
  await page.locator(".monaco-editor textarea").first().focus();
  await page.keyboard.press("Control+F");
  await page.keyboard.insertText(text);
  await page.keyboard.press("Enter");
  await page.keyboard.press("Escape");
}

/**
 * Misspells Fidel's `cuba` as `cubba` in the early-war file (opened first): an unknown name
 * (CW302) at a place the tests know. Waits for the editor to report errors.
 */
export async function misspellCuba(page: Page): Promise<void> {
  await openFile(page, EARLY);
  await find(page, "gain_control(ussr, cuba");
  await page.keyboard.press("End");
  await page.keyboard.press("Backspace");
  await page.keyboard.press("Backspace");
  await page.keyboard.type("ba)");
  await ready(page, "errors");
}

/**
 * Switches the editor to another game with New game… (`folder`: its content folder, such as
 * `cards/thirteen-days`) and starts its first test game, once its board is drawn.
 */
export async function switchGame(page: Page, folder: string, spaces: number): Promise<void> {
  await page.locator("[data-new-game]").click();
  await page.locator("cw-new-game [data-game]").selectOption(folder);
  await expect(page.locator("cw-board g.space[data-space]")).toHaveCount(spaces);
  await page.locator("cw-new-game [data-start-game]").click();
}

/** Gives a card to a side's hand in the test game. */
export async function give(page: Page, card: string, side: string): Promise<void> {
  await page.locator("cw-play input[data-give]").fill(card);
  await page.locator(`cw-play [data-give-to=${side}]`).click();
}

/**
 * Clicks a space once the board offers it: a click that comes before the decision reaches the
 * board (the worker answers the previous move first) picks nothing.
 */
export async function pickCountry(page: Page, id: string): Promise<void> {
  const country = page.locator(`cw-board g.option[data-space=${id}]`);
  await country.waitFor();
  await country.click();
}

/** A side's pieces (Influence, cubes …) in a space, as the board shows them. */
export async function influence(page: Page, country: string, side: string): Promise<string> {
  const texts = await page.locator(`cw-board [data-space=${country}] text[data-pieces=${side}]`).allTextContents();
  return texts[0] ?? "0";
}

export function expectInfluence(page: Page, country: string, side: string, value: string): Promise<void> {
  return expect.poll(() => influence(page, country, side), { message: `${side} Influence in ${country}` }).toBe(value);
}

export async function text(page: Page, selector: string): Promise<string> {
  return (await page.locator(selector).first().textContent()) ?? "";
}

/**
 * The opening most test-game tests start from: USSR plays Fidel for Influence in Afghanistan, the
 * US plays Duck and Cover's event (DEFCON 4, US +1 VP), the USSR coups Iran with a forced 6.
 */
export async function playOpening(page: Page): Promise<void> {
  // Cards given before the first move are part of the start; a side with no card would pass.
  await give(page, "#8 Fidel", "ussr");
  await give(page, "#4 Duck and Cover", "us");
  // A card given during the game is not offered by a question already asked on the kernel (its
  // options were computed when it was asked): the coup's card is in hand from the start.
  await give(page, "#34 Nuclear Test Ban", "ussr");
  await page.locator("cw-play .chip.choosable[data-card=fidel]").click();
  await page.locator("cw-play [data-option=influence]").click();
  await pickCountry(page, "afghanistan");
  await expectInfluence(page, "afghanistan", "ussr", "1");
  await pickCountry(page, "afghanistan");
  await expectInfluence(page, "afghanistan", "ussr", "2");
  await page.locator("cw-play .chip.choosable[data-card=duck_and_cover]").click();
  await page.locator("cw-play [data-option=event]").click();
  await expect(page.locator("cw-tracks [data-track=defcon] .on")).toHaveText("4");
  await expect(page.locator("cw-tracks [data-track=vp]")).toContainText("US +1");
  // The USSR coups Iran with a forced 6.
  await page.locator("cw-play .chip.choosable[data-card=nuclear_test_ban]").click();
  await page.locator("cw-play [data-option=coup]").click();
  await page.locator("cw-play [data-die='6']").click();
  await pickCountry(page, "iran");
  await expect(page.locator("cw-log .list")).toContainText("Coup attempt in Iran by USSR: die 6 + 4 Ops = 10 against 4: success");
  await expectInfluence(page, "iran", "ussr", "5");
}

/** The unsaved text of a file, as the editor keeps it across reloads (its draft). */
export async function draft(page: Page, path: string): Promise<string | null> {
  await page.waitForTimeout(400); // drafts are stored when the typing pauses
  return page.evaluate((p) => (JSON.parse(localStorage.getItem("cardwright.drafts.v1") ?? "{}") as Record<string, { text: string }>)[p]?.text ?? null, path);
}

/** Runs the command line (`cardwright …`) as a designer would. */
export function cardwright(...args: string[]): { status: number; output: string } {
  const r = spawnSync(process.execPath, [join(REPO, "src/cli/cardwright.js"), ...args], { encoding: "utf8", cwd: REPO });
  return { status: r.status ?? -1, output: `${r.stdout}${r.stderr}` };
}

/** Opens the quick fixes at the cursor (Ctrl+.) and applies the one whose title contains `title`, with the keyboard. */
export async function quickFix(page: Page, title: string): Promise<void> {
  // CI, on a loaded machine, once waited 90 s after one Ctrl+. for a fix that shows here at once
  // (the first press can be taken before the editor settles on the place just revealed). A user
  // presses it again; so does this, at most three times: a fix that never comes still fails.
  const row = page.locator(".action-widget .monaco-list-row", { hasText: title }).first();
  for (let attempt = 1; ; attempt++) {
    await page.keyboard.press("Control+.");
    try {
      await row.waitFor({ timeout: 15_000 });
      break;
    } catch (e) {
      if (attempt === 3) throw e;
      await page.keyboard.press("Escape");
    }
  }
  const focused = page.locator(".action-widget .monaco-list-row.focused");
  for (let i = 0; i < 12 && !((await focused.textContent().catch(() => "")) ?? "").includes(title); i++) await page.keyboard.press("ArrowDown");
  await expect(focused).toContainText(title);
  await page.keyboard.press("Enter");
}
