// A revisit of the editor (a reload in the same browser profile) starts from what the engine worker
// kept of its last visit's first build (IndexedDB: editor/src/game/kept-visit.ts). What it shows
// must be what a fresh profile shows: the same problems at the same places, whatever changed since
// the build that was kept (a draft typed, a file edited on disk).
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "@playwright/test";
import { EARLY, misspellCuba } from "./actions.js";
import { expect, ready, test } from "./fixtures.js";

/** Waits until the engine worker has kept a visit of Twilight Struggle whole in this profile (one with `containing` in a file's text). */
async function visitKept(page: Page, containing = ""): Promise<void> {
  await expect.poll(() => page.evaluate(keptWhole, { root: "cards/twilight-struggle", containing }), { timeout: 20_000 }).toBe(true);
}

/** In the page: whether the store (editor/src/game/visit-store.ts) holds the game's visit whole, one of its files' text holding `containing`. */
function keptWhole({ root, containing }: { root: string; containing: string }): Promise<boolean> {
  return new Promise<boolean>((done) => {
    const req = indexedDB.open("cardwright-visits");
    req.onerror = () => done(false);
    req.onsuccess = () => {
      const d = req.result;
      if (!d.objectStoreNames.contains("games")) return d.close(), done(false);
      const tx = d.transaction(["games", "parts"], "readonly");
      const game = tx.objectStore("games").get(root);
      const parts = tx.objectStore("parts").getAll(IDBKeyRange.bound([root], [root, []]));
      tx.oncomplete = () => {
        d.close();
        const files = (parts.result as { part?: { f?: { text: string } } }[]).flatMap((p) => (p.part?.f ? [p.part.f.text] : []));
        done((game.result as { whole?: boolean } | undefined)?.whole === true && files.some((t) => t.includes(containing)));
      };
      tx.onerror = () => (d.close(), done(false));
    };
  });
}

/** The Problems panel as the user reads it: each item's code, words and place, in order. */
async function problems(page: Page): Promise<string[]> {
  return page.locator("cw-problems .item").evaluateAll((items) => items.map((i) => `${i.getAttribute("data-code")} ${(i as HTMLElement).innerText.replace(/\s+/g, " ").trim()}`));
}

/** The same in a fresh profile, with `drafts` (localStorage's) put back as a reload would. */
async function freshProfile(browser: Browser, url: string, drafts: string | null, status: "ok" | "errors"): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  const page = await context.newPage();
  if (drafts) await page.addInitScript((d) => localStorage.setItem("cardwright.drafts.v1", d), drafts);
  await page.goto(url);
  await ready(page, status);
  const found = await problems(page);
  await context.close();
  return found;
}

test("a draft with an error, reloaded: the revisit shows its problem at the same place as a fresh profile", async ({ app: page, browser }) => {
  await visitKept(page);
  await misspellCuba(page);
  const typed = await problems(page);
  expect(typed.some((p) => p.startsWith("CW302") && p.includes("cubba"))).toBe(true);
  await page.waitForTimeout(400); // drafts are stored when the typing pauses
  const drafts = await page.evaluate(() => localStorage.getItem("cardwright.drafts.v1"));
  expect(drafts).toContain("cubba");
  await page.reload();
  await ready(page, "errors");
  const revisit = await problems(page);
  expect(revisit).toEqual(typed);
  expect(revisit).toEqual(await freshProfile(browser, page.url(), drafts, "errors"));
  // Reloaded once more: this time the visit kept is the one with the draft (its problem found, kept
  // with the code's check), and shows it as before.
  await visitKept(page, "gain_control(ussr, cubba");
  await page.reload();
  await ready(page, "errors");
  expect(await problems(page)).toEqual(typed);
});

test("a file changed on disk since the visit that was kept: the revisit shows what a fresh profile does", async ({ app: page, browser, cardsDir }) => {
  await visitKept(page);
  const clean = await problems(page);
  // Someone misspells Cuba in the file on disk (no draft): the kept parse of that file is stale.
  const file = join(cardsDir, EARLY.slice("cards/".length));
  const text = readFileSync(file, "utf8");
  expect(text).toContain("gain_control(ussr, cuba");
  writeFileSync(file, text.replace("gain_control(ussr, cuba", "gain_control(ussr, cubba"));
  await page.reload();
  await ready(page, "errors");
  const revisit = await problems(page);
  expect(revisit).not.toEqual(clean);
  expect(revisit.some((p) => p.startsWith("CW302") && p.includes("cubba"))).toBe(true);
  expect(revisit).toEqual(await freshProfile(browser, page.url(), null, "errors"));
  // And back: the file mended on disk, the revisit (kept with or without the error) is clean again.
  writeFileSync(file, text);
  await page.reload();
  await ready(page, "ok");
  expect(await problems(page)).toEqual(clean);
});
