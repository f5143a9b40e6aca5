// What a user sees at a laptop's 1280×800: nothing on screen hides or cuts what they must read or
// click (a problem's words, the spaces a question offers, the seat they play against).
import type { Page } from "@playwright/test";
import { EARLY, find, openFile } from "./actions.js";
import { expect, ready, test } from "./fixtures.js";

test.use({ viewport: { width: 1280, height: 800 } });

/** How many lines each word of the element's text is drawn on (a word cut in two: 2). */
async function linesPerWord(page: Page, selector: string): Promise<Record<string, number>> {
  return page.locator(selector).first().evaluate((el) => {
    const out: Record<string, number> = {};
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent ?? "";
      for (const m of text.matchAll(/\S+/g)) {
        const r = document.createRange();
        r.setStart(n, m.index!);
        r.setEnd(n, m.index! + m[0].length);
        out[m[0]] = new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size;
      }
    }
    return out;
  });
}

test("a problem's message in the narrow Problems panel wraps between words, never inside one", async ({ app: page, shot }) => {
  await openFile(page, EARLY);
  await find(page, "gain_control(ussr, cuba");
  await page.keyboard.press("End");
  await page.keyboard.press("Backspace");
  await page.keyboard.press("Backspace");
  await page.keyboard.type("ba)");
  await ready(page, "errors");
  const item = "cw-problems .item[data-code=CW302] .msg";
  await expect(page.locator(item)).toContainText("unknown name");
  const lines = await linesPerWord(page, item);
  expect(lines["unknown"], "the word 'unknown' on one line").toBe(1);
  expect(lines["name"]).toBe(1);
  await shot("problem-words");
});
