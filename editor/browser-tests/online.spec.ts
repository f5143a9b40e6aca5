// Online tables in the Play page: `cardwright serve` serves the built page, and each seat link opens
// it for one seat. Two browser contexts (two people) play one table; one reloads mid-turn and goes
// on; the server is killed and restarted between two moves and the game continues.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.js";
import { REPO } from "./paths.js";
import { kill, serve } from "./server.js";

const db = join(mkdtempSync(join(tmpdir(), "cardwright-online-")), "tables.sqlite");


/** The seat whose question is open answers with its first answer; the other seat sees the move. */
async function firstAnswer(pages: Page[]): Promise<void> {
  for (;;) {
    for (const p of pages) {
      const option = p.locator("[data-option]").first();
      if (await option.count()) {
        const before = Number(await p.locator("[data-moves]").getAttribute("data-moves"));
        await option.click();
        for (const q of pages) await expect.poll(async () => Number(await q.locator("[data-moves]").getAttribute("data-moves")), { timeout: 30_000 }).toBeGreaterThan(before);
        return;
      }
    }
    await pages[0]!.waitForTimeout(200);
  }
}

/** The pieces a board shows on a space, by side ("us:2 ussr:0"). */
const piecesOn = (p: Page, space: string) => p.locator(`[data-board-moves] [data-space="${space}"] [data-pieces]`).evaluateAll((els) => els.map((e) => `${e.getAttribute("data-pieces")}:${e.textContent}`).join(" "));

/** The seat asked to choose a space answers by clicking its first highlighted space on the board. */
async function boardMove(pages: Page[]): Promise<{ space: string; before: string; who: number }> {
  for (;;) {
    for (const [who, p] of pages.entries()) {
      const option = p.locator("[data-board-moves] [data-space].option").first();
      if (await option.count()) {
        const space = (await option.getAttribute("data-space"))!;
        const before = await piecesOn(pages[0]!, space);
        await option.click();
        return { space, before, who };
      }
    }
    await pages[0]!.waitForTimeout(200);
  }
}

test("two browsers play one table; a reload and a server restart lose nothing", async ({ browser, shot }) => {
  test.setTimeout(240_000);
  let server = await serve(db);
  const port = Number(new URL(server.base).port);
  try {
    const created = await fetch(`${server.base}/api/tables`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ seats: { us: "human", ussr: "human" } }) });
    expect(created.status).toBe(201);
    const { table: id, seats } = (await created.json()) as { table: string; seats: Record<string, { token: string }> };
    const contexts = [await browser.newContext(), await browser.newContext()];
    const pages = await Promise.all(contexts.map((c) => c.newPage()));
    const sides = ["us", "ussr"];
    // The USSR seat's player reads Spanish: the page's words, the board's and the server's question and log.
    await Promise.all(pages.map((p, i) => p.goto(`${server.base}/?table=${id}&token=${seats[sides[i]!]!.token}${i === 1 ? "&lang=es" : ""}`)));
    for (const [i, p] of pages.entries()) {
      await expect(p.locator("[data-online-seat]")).toHaveAttribute("data-online-seat", sides[i]!, { timeout: 30_000 });
      // Each seat sees its own cards, never the other's.
      await expect(p.locator(`[data-hand=${sides[i]}] [data-card]`)).not.toHaveCount(0);
      await expect(p.locator(`[data-hand=${sides[1 - i]}]`)).toHaveCount(0);
    }
    // The hand as on the Play page: its size and the other hand's.
    await expect(pages[1]!.locator(".h").filter({ hasText: /^Tu mano: \d+ · EE\. ?UU\. tiene \d+$/ })).toHaveCount(1);
    // The side with the article its name takes in the seat's language, the name in the side's colour.
    await expect(pages[1]!.locator("[data-online-seat]")).toContainText("Juegas con la URSS");
    await expect(pages[1]!.locator("[data-online-seat] [data-you-play=ussr]")).toHaveText("URSS");
    await expect(pages[0]!.locator("[data-online-seat]")).toContainText("You play US");
    // Before the first turn's headline: the setup, not "action round 0".
    await expect(pages[1]!.locator("[data-var='action_round'] .v")).toHaveText("Preparación");
    // Each seat sees the board, drawn as on the Play page: the spaces, the tracks, the effects in force.
    for (const p of pages) {
      await expect(p.locator("[data-board-moves] [data-space]").first()).toBeVisible({ timeout: 30_000 });
      await expect(p.locator("[data-board-moves] [data-track]").first()).toBeVisible();
      await expect(p.locator("[data-effects]")).toBeVisible();
    }
    // A move placed on the board shows on both seats' boards: its space's pieces change.
    const placed = await boardMove(pages);
    for (const p of pages) await expect.poll(() => piecesOn(p, placed.space), { timeout: 30_000 }).not.toEqual(placed.before);
    // Undo with the other seat's consent: asked, refused (the move stays), asked again, accepted: both boards go back.
    const asker = pages[placed.who]!;
    const other = pages[1 - placed.who]!;
    const made = Number(await asker.locator("[data-moves]").getAttribute("data-moves"));
    await asker.locator("[data-undo]").click();
    await expect(asker.locator('[data-undo-state="waiting"]')).toBeVisible({ timeout: 30_000 });
    await expect(other.locator("[data-undo-asked]")).toBeVisible({ timeout: 30_000 });
    await other.screenshot({ path: join(REPO, "editor/browser-tests/screenshots/online-undo-asked.png") });
    await other.locator("[data-undo-refuse]").click();
    await expect(asker.locator('[data-undo-state="refused"]')).toBeVisible({ timeout: 30_000 });
    await expect(asker.locator("[data-moves]")).toHaveAttribute("data-moves", String(made));
    await asker.locator("[data-undo]").click();
    await other.locator("[data-undo-accept]").click();
    for (const p of pages) {
      await expect(p.locator("[data-moves]")).toHaveAttribute("data-moves", String(made - 1), { timeout: 30_000 });
      await expect.poll(() => piecesOn(p, placed.space), { timeout: 30_000 }).toEqual(placed.before);
    }
    await firstAnswer(pages);
    await firstAnswer(pages);
    // One player reloads mid-turn and goes on from the same move.
    const moves = await pages[1]!.locator("[data-moves]").getAttribute("data-moves");
    await pages[1]!.reload();
    await expect(pages[1]!.locator("[data-moves]")).toHaveAttribute("data-moves", moves!, { timeout: 30_000 });
    await firstAnswer(pages);
    // The server is killed between two moves and started again on the same port and database.
    const before = await pages[0]!.locator("[data-moves]").getAttribute("data-moves");
    await kill(server.child);
    await expect(pages[0]!.locator("[data-offline]")).toBeVisible({ timeout: 30_000 });
    server = await serve(db, port);
    for (const p of pages) await expect(p.locator("[data-offline]")).toHaveCount(0, { timeout: 30_000 });
    await expect(pages[0]!.locator("[data-moves]")).toHaveAttribute("data-moves", before!);
    await firstAnswer(pages);
    await firstAnswer(pages);
    await pages[0]!.screenshot({ path: join(REPO, "editor/browser-tests/screenshots/online-us.png") });
    await pages[1]!.screenshot({ path: join(REPO, "editor/browser-tests/screenshots/online-ussr-es.png") });
    void shot;
    for (const c of contexts) await c.close();
  } finally {
    await kill(server.child);
  }
});

test("a seat link the server refuses (a wrong token, a table it does not have) says why instead of waiting", async ({ browser }) => {
  const server = await serve(db);
  try {
    const created = await fetch(`${server.base}/api/tables`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ seats: { us: "human", ussr: "random" } }) });
    const { table: id } = (await created.json()) as { table: string };
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.base}/?table=${id}&token=not-the-token`);
    await expect(page.locator("[data-seat-refused]")).toHaveText("this token opens no seat at this table", { timeout: 30_000 });
    await page.goto(`${server.base}/?table=no-such-table&token=not-the-token`);
    await expect(page.locator("[data-seat-refused]")).toHaveText("no such table", { timeout: 30_000 });
    await context.close();
  } finally {
    await kill(server.child);
  }
});

test("13 Days at an online seat: the secret agenda chosen is shown apart from the hand, under its pile's name", async ({ browser }) => {
  const server = await serve(db);
  try {
    const created = await fetch(`${server.base}/api/tables`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ game: "thirteen-days", seats: { us: "human", ussr: "random" } }) });
    const { table: id, seats } = (await created.json()) as { table: string; seats: Record<string, { token: string }> };
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.base}/?table=${id}&token=${seats["us"]!.token}`);
    const first = page.locator("[data-question=agenda] [data-option]").first();
    await first.waitFor({ timeout: 30_000 });
    const chosen = (await first.getAttribute("data-option"))!;
    await first.click();
    await page.locator("[data-question]:not([data-question=agenda]) [data-option]").first().waitFor({ timeout: 30_000 });
    await expect(page.locator(`[data-own-pile=agenda] [data-card="${chosen}"]`)).toBeVisible();
    await expect(page.locator("[data-own-pile=agenda] .h")).toHaveText("Chosen agenda: 1");
    await expect(page.locator(`[data-hand=us] [data-card="${chosen}"]`)).toHaveCount(0);
    await expect(page.locator("[data-hand=us] [data-card]")).not.toHaveCount(0);
    await context.close();
  } finally {
    await kill(server.child);
  }
});
