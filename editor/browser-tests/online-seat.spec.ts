// An online seat shows what the Play page shows for the same position. A game played at random
// from a known seed is stored as `cardwright serve` stores a table (its setup and moves, a token's
// hash per seat), the server replays it at start, and the same game is loaded as a save on the
// Play page (served by the same server): the panels a player reads must say the same.
import { createHash } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "@playwright/test";
import { requireContent } from "../../src/content/load-dir.js";
import { sessionStep, startSession } from "../../src/kernel/session.js";
import type { State } from "../../src/kernel/index.js";
import { TableStore } from "../../src/serve/store.js";
import { expect, test } from "./fixtures.js";
import { REPO } from "./paths.js";
import { serve } from "./server.js";

const TOKEN = "the-us-seat-token";

/** A game of `game` from `seed`, answered at random until `stop` holds, stored as a table and as a save file. */
function stored(game: string, seed: number, stop: (s: State, moves: number) => boolean): { db: string; save: string } {
  const g = requireContent(join(REPO, "cards", game)).game;
  const save = startSession(g, { scenario: "standard", seed });
  let x = seed;
  while (!save.state.result && save.state.pending.length && !stop(save.state, save.steps.length)) {
    const d = save.state.pending[0]!;
    x = (x * 1103515245 + 12345) % 2147483648;
    sessionStep(g, save, { player: d.player, choice: d.options[x % d.options.length]! });
  }
  const dir = mkdtempSync(join(tmpdir(), "cardwright-seat-"));
  const db = join(dir, "tables.sqlite");
  const store = new TableStore(db);
  const hash = (t: string) => createHash("sha256").update(t).digest("hex");
  store.create({ id: "T1", game, scenario: "standard", variants: [], options: [], seed, seats: { us: "human", ussr: "human" }, tokenHashes: { us: hash(TOKEN), ussr: hash("the-ussr-seat-token") } });
  save.steps.forEach((s, i) => store.addMove("T1", i, s as { player: string; choice: string }));
  store.close();
  writeFileSync(join(dir, "save.json"), JSON.stringify(save));
  return { db, save: join(dir, "save.json") };
}

/** The Play page with the save loaded (the US at the screen; `pace` keeps the bot still) and the US seat's page. */
async function both(browser: Browser, page: Page, base: string, save: string): Promise<{ play: Page; seat: Page }> {
  await page.goto(`${base}/play.html?pace=1000000`);
  await page.locator("[data-setup]").waitFor({ timeout: 60_000 });
  await page.locator("[data-load]").setInputFiles(save);
  await page.locator("[data-seat=us]").waitFor({ timeout: 60_000 });
  const seat = await (await browser.newContext()).newPage();
  await seat.goto(`${base}/?table=T1&token=${TOKEN}`);
  await seat.locator("[data-board-moves]").waitFor({ timeout: 60_000 });
  return { play: page, seat };
}

/** The log's newest line is in sight (the panel is scrolled to its end). */
const logAtEnd = (p: Page) => p.locator("[data-log]").evaluate((l) => l.scrollHeight - l.scrollTop - l.clientHeight < 2);

test("13 Days: the seat's hand reads as the Play page's (the other hand's size, card numbers) and a card it offers is played by a click", async ({ browser, page, shot }) => {
  test.setTimeout(120_000);
  // Round 1, after the agendas: the US chooses a strategy card to play.
  const { db, save } = stored("thirteen-days", 7, (s, n) => n >= 12 && s.pending[0]!.player === "us");
  const server = await serve(db);
  try {
    const { play, seat } = await both(browser, page, server.base, save);
    const header = (p: Page) => p.locator(".panel", { has: p.locator("[data-hand=us]") }).locator(".h");
    await expect(header(seat)).toHaveText((await header(play).textContent())!.trim());
    await expect(header(seat)).toContainText(/USSR holds \d/i);
    const chips = (p: Page) => p.locator("[data-hand=us] [data-card]").allInnerTexts();
    expect(await chips(seat)).toEqual(await chips(play));
    expect((await chips(seat)).every((c) => /#\d+$/.test(c)), "each card with its number").toBe(true);
    // The other side's other piles by their sizes, in words that read as English (not "Agendas dealt of USSR").
    await expect(seat.locator("[data-other-piles]")).toHaveText(/^USSR's agendas dealt: \d+ cards? · USSR's chosen agenda: \d+ cards?$/);
    await expect(seat.locator("[data-other-piles]")).toHaveText((await play.locator("[data-other-piles]").textContent())!.trim());
    // And as Spanish says them, at a seat that reads Spanish.
    const es = await seat.context().newPage();
    await es.goto(`${server.base}/?table=T1&token=${TOKEN}&lang=es`);
    await expect(es.locator("[data-other-piles]")).toHaveText(/^Agendas repartidas de la URSS: \d+ cartas? · Agenda elegida de la URSS: \d+ cartas?$/, { timeout: 60_000 });
    await es.close();
    // The cards the question offers are marked, and one is played by clicking it, as on the Play page.
    const offered = seat.locator("[data-hand=us] [data-card].choosable");
    expect(await offered.count()).toBe(await play.locator("[data-hand=us] [data-card].choosable").count());
    const card = (await offered.first().getAttribute("data-card"))!;
    const moves = Number(await seat.locator("[data-moves]").getAttribute("data-moves"));
    await seat.screenshot({ path: join(REPO, "editor/browser-tests/screenshots/online-seat-13days-hand.png") });
    await offered.first().click();
    await expect(seat.locator("[data-moves]")).toHaveAttribute("data-moves", String(moves + 1), { timeout: 30_000 });
    await expect(seat.locator(`[data-hand=us] [data-card="${card}"]`)).toHaveCount(0);
    // `u` takes back the move, as on the Play page: at a table of two people, the other seat is asked.
    await seat.keyboard.press("u");
    await expect(seat.locator('[data-undo-state="waiting"]')).toBeVisible({ timeout: 30_000 });
    await seat.context().close();
    void shot;
  } finally {
    server.child.kill("SIGKILL");
  }
});

test("Twilight Struggle, the other side to move: the seat says whose move it waits for, as the Play page does", async ({ browser, page }) => {
  test.setTimeout(120_000);
  // Turn 1, the USSR's first action round (the Play page's USSR is a bot that the pace keeps still).
  const { db, save } = stored("twilight-struggle", 7, (s, n) => n >= 30 && s.pending.length === 1 && s.pending[0]!.player === "ussr");
  const server = await serve(db);
  try {
    const { play, seat } = await both(browser, page, server.base, save);
    await expect(play.locator("[data-waiting]")).toHaveText("USSR is thinking…");
    await expect(seat.locator("[data-waiting]")).toHaveText("USSR is thinking…");
    await seat.context().close();
  } finally {
    server.child.kill("SIGKILL");
  }
});

for (const game of ["twilight-struggle", "thirteen-days"]) {
  test(`${game}, a finished game: the seat says who won and why, as the Play page does, and its log shows the newest line`, async ({ browser, page }) => {
    test.setTimeout(120_000);
    const { db, save } = stored(game, 7, () => false);
    const server = await serve(db);
    try {
      const { play, seat } = await both(browser, page, server.base, save);
      const result = (await play.locator("[data-result]").innerText()).trim();
      expect(result).toMatch(/wins/);
      await expect(seat.locator("[data-result]")).toHaveText(result);
      // The log ends with how the game ended, in sight without scrolling.
      const last = (p: Page) => p.locator("[data-log] > div").last();
      await expect(last(seat)).toHaveText((await last(play).innerText()).trim());
      await expect.poll(() => logAtEnd(seat)).toBe(true);
      await seat.screenshot({ path: join(REPO, `editor/browser-tests/screenshots/online-seat-${game}-over.png`) });
      await seat.context().close();
    } finally {
      server.child.kill("SIGKILL");
    }
  });
}
