// What a user sees at a laptop's 1280×800: nothing on screen hides or cuts what they must read or
// click (a problem's words, the spaces a question offers, the seat they play against).
import type { Page } from "@playwright/test";
import { misspellCuba, switchGame } from "./actions.js";
import { expect, test } from "./fixtures.js";

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
        out[m[0]] = new Set(Array.from(r.getClientRects()).map((x) => Math.round(x.top))).size;
      }
    }
    return out;
  });
}

test("a problem's message in the narrow Problems panel wraps between words, never inside one", async ({ app: page, shot }) => {
  await misspellCuba(page);
  const item = "cw-problems .item[data-code=CW302] .msg";
  await expect(page.locator(item)).toContainText("unknown name");
  const lines = await linesPerWord(page, item);
  expect(lines["unknown"], "the word 'unknown' on one line").toBe(1);
  expect(lines["name"]).toBe(1);
  await shot("problem-words");
});

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The Play page's first question of a standard game against a bot: where the US places its setup Influence (spaces to click). */
async function firstQuestion(page: Page, url: string): Promise<void> {
  await page.goto(new URL("play.html?pace=0", url).href);
  await page.locator("[data-setup]").waitFor({ timeout: 60_000 });
  await page.locator("[data-opponent]").selectOption("random");
  await page.locator("[data-start]").click();
  await page.locator("cw-board g.space.option").first().waitFor({ timeout: 60_000 });
}

for (const viewport of [{ width: 1280, height: 800 }, { width: 1600, height: 1000 }]) {
  test(`on the Play page at ${viewport.width}×${viewport.height}, the board's hint and legend hide no space`, async ({ page, site, shot }) => {
    await page.setViewportSize(viewport);
    await firstQuestion(page, site.url);
    await expect(page.locator("cw-board .hint")).toBeVisible();
    // The board's panel fits below the header: nothing of the page is scrolled out of sight for it.
    const bottom = await page.locator(".panel.board").evaluate((e) => e.getBoundingClientRect().bottom + scrollY);
    expect(bottom, "the board's panel ends on the screen").toBeLessThanOrEqual(viewport.height);
    const hint = (await page.locator("cw-board .hint").boundingBox())!;
    const legend = (await page.locator("cw-board .legend").boundingBox())!;
    const spaces = await page.locator("cw-board g.space[data-space]").evaluateAll((gs) =>
      gs.map((g) => {
        const r = g.getBoundingClientRect();
        return { id: g.getAttribute("data-space"), x: r.x, y: r.y, width: r.width, height: r.height };
      }),
    );
    expect(spaces.length).toBeGreaterThan(50);
    expect(spaces.filter((s) => overlap(s, hint)).map((s) => s.id), "spaces under the hint").toEqual([]);
    expect(spaces.filter((s) => overlap(s, legend)).map((s) => s.id), "spaces under the legend").toEqual([]);
    await shot(`play-board-${viewport.width}`);
  });
}

test("on a tall screen (1600×1000) the Play page's board fills the height below the header", async ({ page, site }) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await firstQuestion(page, site.url);
  const ys = await page.locator("cw-board g.space[data-space]").evaluateAll((gs) => gs.map((g) => g.getBoundingClientRect()).flatMap((r) => [r.top, r.bottom]));
  const drawn = Math.max(...ys) - Math.min(...ys);
  expect(drawn, "the height the spaces are drawn on, in pixels").toBeGreaterThan(550);
  const bottom = await page.locator(".panel.board").evaluate((e) => e.getBoundingClientRect().bottom + scrollY);
  expect(bottom, "the board's panel ends on the screen, the page not scrolled").toBeLessThanOrEqual(1000);
});

test("the Play page names the bot played against as the opponent list does, in the page's language (not its spec 'greedy')", async ({ page, site }) => {
  for (const [lang, words] of [["en", "USSR: Greedy bot (one move of look-ahead)"], ["es", "URSS: Bot codicioso (mira una jugada por delante)"]] as const) {
    await page.goto(new URL(`play.html?pace=0&lang=${lang}`, site.url).href);
    await page.locator("[data-setup]").waitFor({ timeout: 60_000 });
    await page.locator("[data-opponent]").selectOption("greedy");
    await page.locator("[data-start]").click();
    const seat = page.locator("[data-seat]");
    await expect(seat).toContainText(words, { timeout: 60_000 });
    await expect(seat).not.toContainText("greedy");
    await page.evaluate(() => localStorage.clear());
  }
});

test("at 1280×800 the editor's header keeps every button on screen (Save too), in English and Spanish, with the content in error", async ({ app: page, shot }) => {
  await misspellCuba(page);
  for (const lang of ["en", "es"]) {
    await page.locator("[data-ui-lang]").selectOption(lang);
    for (const layout of ["split", "translate"]) {
      await page.locator(`.cw-seg button[data-layout=${layout}]`).click();
      const out = await page.locator(".cw-header > *").evaluateAll((els) =>
        els.filter((e) => {
          const r = e.getBoundingClientRect();
          return r.width > 0 && (r.left < 0 || r.right > innerWidth);
        }).map((e) => e.className + ": " + (e.textContent ?? "").trim().slice(0, 30)),
      );
      expect(out, `header items off screen (${lang}, ${layout})`).toEqual([]);
    }
  }
  await expect(page.locator("[data-save]")).toBeInViewport({ ratio: 1 });
  await shot("header-es");
});

test("a translator previewing a long card text in Spanish reads all of it on the face (set smaller, not cut off mid-line)", async ({ app: page, shot }) => {
  await page.locator(".cw-seg button[data-layout=translate]").click();
  await page.locator("cw-translator select[data-target]").selectOption("es");
  await page.locator("cw-translator [data-group=cards]").click();
  await page.locator("cw-translator .row[data-key='card.europe_scoring.text'] textarea").click();
  const text = page.locator("cw-translator [data-translator-face] [data-face-text]");
  await expect(text).toContainText("No se puede conservar en la mano al final de un turno.");
  const fits = await text.evaluate((e) => ({ scroll: e.scrollHeight, client: e.clientHeight }));
  expect(fits.scroll, "the text's height against the room the face gives it").toBeLessThanOrEqual(fits.client + 1);
  await shot("face-long-text-es");
});

test("at 1280×800 13 Days' six piles above the board stay inside the tracks panel, wrapping between piles", async ({ app: page }) => {
  await switchGame(page, "cards/thirteen-days", 9);
  await expect(page.locator("cw-tracks [data-piles]")).toContainText("Used agendas");
  for (const layout of ["split", "edit", "play"]) {
    await page.locator(`.cw-seg button[data-layout=${layout}]`).click();
    const [piles, panel] = await page.locator("cw-tracks").evaluate((t) => [t.shadowRoot!.querySelector("[data-piles]")!.getBoundingClientRect().right, t.getBoundingClientRect().right]);
    expect(piles, `the piles end inside the tracks panel (${layout})`).toBeLessThanOrEqual(panel!);
    const cut = await page.locator("cw-tracks").evaluate((t) => Array.from(t.shadowRoot!.querySelectorAll("[data-piles] .pile")).filter((p) => p.getClientRects().length > 1).length);
    expect(cut, "piles cut over two lines").toBe(0);
  }
});

test("at 1280×800 in Spanish the test game's view buttons show their words whole ('Todo a la vista', 'EE. UU.')", async ({ app: page }) => {
  await page.locator("[data-ui-lang]").selectOption("es");
  await expect(page.locator("cw-play [data-view=all]")).toHaveText("Todo a la vista");
  const clipped = await page.locator("cw-play [data-view]").evaluateAll((bs) =>
    bs.filter((b) => {
      const r = document.createRange();
      r.selectNodeContents(b);
      const lines = new Set(Array.from(r.getClientRects()).map((x) => Math.round(x.top))).size;
      return lines > 1 || b.scrollWidth > b.clientWidth;
    }).map((b) => b.textContent),
  );
  expect(clipped, "view buttons whose words are cut or wrapped").toEqual([]);
});
