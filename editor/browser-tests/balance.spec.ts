// The Balance panel: bots play games on the edited content in Web Workers, the balance lab's
// charts fill in as games finish, Stop keeps the partial report, the report equals the command
// line's for the same seeds, and 13 Days is measured the same way.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { cardwright, EARLY, find, openFile, switchGame } from "./actions.js";
import { expect, test } from "./fixtures.js";

const panel = "cw-balance";

async function openBalance(page: Page): Promise<void> {
  await page.locator("[data-balance]").click();
  await expect(page.locator(`${panel} [data-balance-run]`)).toBeEnabled();
}

/** Fills the panel's form: bots (every side), games on each setup, first seed. */
async function fill(page: Page, o: { bot: string; games: number; seed?: number }): Promise<void> {
  for (const input of await page.locator(`${panel} [data-balance-bot]`).all()) await input.fill(o.bot);
  await page.locator(`${panel} [data-balance-games]`).fill(String(o.games));
  await page.locator(`${panel} [data-balance-games]`).dispatchEvent("change");
  if (o.seed !== undefined) {
    await page.locator(`${panel} [data-balance-seed]`).fill(String(o.seed));
    await page.locator(`${panel} [data-balance-seed]`).dispatchEvent("change");
  }
}

const done = async (page: Page) => Number(await page.locator(`${panel} [data-balance-status]`).getAttribute("data-balance-done"));

test("random games on the edited content: the charts fill in as games finish, and the edit shows against the saved files", async ({ app: page, shot }) => {
  // An unsaved edit: Duck and Cover worth 1 Ops instead of 3.
  await openFile(page, EARLY);
  await find(page, "name: Duck and Cover");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("End");
  await page.keyboard.press("Backspace");
  await page.keyboard.type("1");
  await expect(page.locator("[data-status]")).toHaveAttribute("data-status", "ok");
  await openBalance(page);
  await expect(page.locator(`${panel} [data-balance-compare=saved]`)).toBeChecked();
  await fill(page, { bot: "random", games: 20 });
  await page.locator(`${panel} [data-balance-run]`).click();
  // The count rises and the charts are drawn before the run ends.
  await expect(page.locator(`${panel} [data-balance-status]`)).toHaveAttribute("data-balance-total", "40");
  await expect(page.locator(`${panel} [data-balance-report] svg`).first()).toBeVisible({ timeout: 60_000 });
  await expect(page.locator(`${panel} [data-balance-status]`)).toHaveAttribute("data-balance-status", "done", { timeout: 60_000 });
  expect(await done(page)).toBe(40);
  const report = page.locator(`${panel} [data-balance-report]`);
  await expect(report.locator("h1")).toHaveText("Balance: the edited content against the saved files (standard)");
  await expect(report).toContainText("20 and 20 games of Twilight Struggle");
  // The verdict in words opens the report: 20 games a setup cannot tell a change of the win rate.
  await expect(report.locator("[data-verdict]")).toContainText("Verdict: too few games to tell whether edited moves a side's win rate");
  // The report's sections, as the HTML file has them: win rate, endings, final VP, length, cards.
  for (const h of ["Who wins", "How games end", "Final VP", "Game length", "Cards"]) await expect(report.locator("h2", { hasText: h })).toHaveCount(1);
  expect(await report.locator("svg").count()).toBeGreaterThanOrEqual(4);
  await expect(report.locator("table.cards tr", { hasText: "Duck and Cover" })).toHaveCount(1);
  // The edited Duck and Cover is a 1-Ops card: the same seeds play differently on the saved files.
  const [d] = await Promise.all([page.waitForEvent("download"), page.locator(`${panel} [data-balance-download=json]`).click()]);
  const r = JSON.parse(readFileSync(await d.path(), "utf8")) as { a: { label: string; summary: unknown }; b: { label: string; summary: unknown } };
  expect([r.a.label, r.b.label]).toEqual(["edited", "saved"]);
  expect(r.a.summary).not.toEqual(r.b.summary);
  await shot("done");
});

test("Stop terminates the workers mid-run and keeps the report of the games played", async ({ app: page, shot }) => {
  await openBalance(page);
  await fill(page, { bot: "random", games: 5000 });
  await page.locator(`${panel} [data-balance-run]`).click();
  await expect(page.locator(`${panel} [data-balance-status]`)).toHaveAttribute("data-balance-status", "running", { timeout: 60_000 });
  await expect.poll(() => done(page), { timeout: 60_000 }).toBeGreaterThan(4);
  const first = await done(page);
  const title = await page.locator(`${panel} [data-balance-report] p`).first().textContent();
  // The count keeps rising and the report is redrawn with it.
  await expect.poll(() => done(page), { timeout: 60_000 }).toBeGreaterThan(first + 4);
  await expect(page.locator(`${panel} [data-balance-report] p`).first()).not.toHaveText(title ?? "");
  await expect(page.locator(`${panel} [data-balance-progress]`)).toContainText(/\d+\/10000 games .* games\/s .* left/);
  await shot("running");
  await page.locator(`${panel} [data-balance-stop]`).click();
  await expect(page.locator(`${panel} [data-balance-status]`)).toHaveAttribute("data-balance-status", "stopped");
  const stopped = await done(page);
  expect(stopped).toBeGreaterThan(first);
  expect(stopped).toBeLessThan(10_000);
  // The partial report compares the games finished on both setups: the same seeds on each.
  const counts = /(\d+) and (\d+) games of/.exec((await page.locator(`${panel} [data-balance-report] p`).first().textContent()) ?? "");
  expect(counts?.[1]).toBe(counts?.[2]);
  // A job's two games go to the same worker, so at most the game each worker was playing is unpaired.
  const workers = await page.evaluate(() => Math.max(1, Math.min(4, navigator.hardwareConcurrency || 2)));
  expect(2 * Number(counts?.[1])).toBeGreaterThanOrEqual(stopped - workers);
  // Nothing more comes in: the workers are gone. The partial report stays, and can be downloaded.
  await page.waitForTimeout(1500);
  expect(await done(page)).toBe(stopped);
  await expect(page.locator(`${panel} [data-balance-report] svg`).first()).toBeVisible();
  await expect(page.locator(`${panel} [data-balance-download=json]`)).toBeEnabled();
  await expect(page.locator(`${panel} [data-balance-run]`)).toBeEnabled();
  await shot("stopped");
});

test("the panel's report equals `cardwright balance`'s JSON and HTML for the same setups, bots, seeds and games", async ({ app: page }) => {
  await openBalance(page);
  await fill(page, { bot: "random", games: 12, seed: 5 });
  await page.locator(`${panel} [data-balance-setup]`).fill("us_handicap");
  await page.locator(`${panel} [data-balance-compare=setup]`).check();
  await page.locator(`${panel} [data-balance-against]`).fill("standard");
  await page.locator(`${panel} [data-balance-run]`).click();
  await expect(page.locator(`${panel} [data-balance-status]`)).toHaveAttribute("data-balance-status", "done", { timeout: 60_000 });
  const download = async (kind: string) => {
    const [d] = await Promise.all([page.waitForEvent("download"), page.locator(`${panel} [data-balance-download=${kind}]`).click()]);
    expect(d.suggestedFilename()).toBe(`balance-us_handicap.${kind}`);
    return readFileSync(await d.path(), "utf8");
  };
  const json = await download("json");
  const html = await download("html");
  const out = join(mkdtempSync(join(tmpdir(), "cardwright-balance-")), "cli");
  const cli = cardwright("balance", "--variant", "us_handicap", "--against", "standard", "--bots", "us=random,ussr=random", "--games", "12", "--seed", "5", "--workers", "2", "--out", out);
  expect(cli.status, cli.output).toBe(0);
  expect(JSON.parse(json)).toEqual(JSON.parse(readFileSync(`${out}.json`, "utf8")));
  expect(json).toBe(readFileSync(`${out}.json`, "utf8"));
  expect(html).toBe(readFileSync(`${out}.html`, "utf8"));
  // The figures on screen are the command line's.
  const cliReport = JSON.parse(json) as { sides: { side: string; a: { value: number } }[] };
  const us = cliReport.sides.find((s) => s.side === "us")!;
  const usRow = page.locator(`${panel} [data-balance-report] table`).first().locator("tr").filter({ has: page.locator("td", { hasText: /^US$/ }) });
  await expect(usRow).toContainText(`${(100 * us.a.value).toFixed(1)}%`);
});

test("13 Days: the panel plays the game chosen in the editor, and unedited content gives the saved files' results", async ({ app: page, shot }) => {
  await switchGame(page, "cards/thirteen-days", 9);
  await openBalance(page);
  await expect(page.locator(`${panel} [data-balance-bot]`)).toHaveCount(2);
  await fill(page, { bot: "careful", games: 6 });
  await page.locator(`${panel} [data-balance-run]`).click();
  await expect(page.locator(`${panel} [data-balance-status]`)).toHaveAttribute("data-balance-status", "done", { timeout: 80_000 });
  const report = page.locator(`${panel} [data-balance-report]`);
  await expect(report).toContainText("6 and 6 games of 13 Days");
  await expect(report.locator("h2", { hasText: "Final Prestige" })).toHaveCount(1);
  // The same content on the same seeds: every difference is zero.
  const differences = await report.locator("table").first().locator("tr td:last-child").allTextContents();
  expect(differences.length).toBe(2);
  for (const d of differences) expect(d).toMatch(/^\+0\.0\b/);
  await shot("thirteen-days");
});

test("one setup alone: the report of its games, with its own column only", async ({ app: page, shot }) => {
  await openBalance(page);
  await fill(page, { bot: "random", games: 10 });
  await page.locator(`${panel} [data-balance-setup]`).fill("chinese_civil_war");
  await page.locator(`${panel} [data-balance-compare=none]`).check();
  await page.locator(`${panel} [data-balance-run]`).click();
  await expect(page.locator(`${panel} [data-balance-status]`)).toHaveAttribute("data-balance-status", "done", { timeout: 60_000 });
  expect(await done(page)).toBe(10);
  const report = page.locator(`${panel} [data-balance-report]`);
  await expect(report.locator("h1")).toHaveText("Bots on the edited content: standard + chinese_civil_war");
  await expect(report).toContainText("10 games of Twilight Struggle");
  await expect(report.locator("table").first().locator("tr").first()).toHaveText("sidechinese_civil_war");
  expect(await report.locator("svg").count()).toBeGreaterThanOrEqual(4);
  await expect(report).not.toContainText("difference");
  await shot("one-setup");
});

test("the bot fields say which sides each bot plays in turn, not one side each (the bots change sides from game to game)", async ({ app: page, shot }) => {
  await openBalance(page);
  await expect(page.locator(`${panel} form label:has([data-balance-bot])`)).toHaveText([/^\s*Bot 1 \(US, then USSR\)\s*$/, /^\s*Bot 2 \(USSR, then US\)\s*$/]);
  await shot("bot-fields");
});

test("a setup the content does not have, or a bot that does not exist, is refused with the reason", async ({ app: page }) => {
  await openBalance(page);
  await page.locator(`${panel} [data-balance-setup]`).fill("us_handicapp");
  await page.locator(`${panel} [data-balance-run]`).click();
  await expect(page.locator(`${panel} [data-balance-error]`)).toContainText("unknown scenario, variant or option `us_handicapp`");
  await page.locator(`${panel} [data-balance-setup]`).fill("standard");
  await page.locator(`${panel} [data-balance-bot=us]`).fill("smart");
  await page.locator(`${panel} [data-balance-run]`).click();
  await expect(page.locator(`${panel} [data-balance-error]`)).toContainText("bot `smart`");
  await expect(page.locator(`${panel} [data-balance-status]`)).toHaveCount(0);
});

test("in the editor's language: the panel, the report's words and numbers in Spanish, and its HTML download too", async ({ app: page, shot }) => {
  await page.locator("select[data-ui-lang]").selectOption("es");
  await expect(page.locator("[data-balance]")).toHaveText("Equilibrio");
  await openBalance(page);
  await expect(page.locator(`${panel} [data-balance-run]`)).toHaveText("Ejecutar");
  await expect(page.locator(`${panel} form label:has([data-balance-bot])`)).toHaveText([/^\s*Bot 1 \(EE\. UU\., después URSS\)\s*$/, /^\s*Bot 2 \(URSS, después EE\. UU\.\)\s*$/]);
  // A refused setup, in Spanish too (the command line's message of the catalogue).
  await page.locator(`${panel} [data-balance-setup]`).fill("us_handicapp");
  await page.locator(`${panel} [data-balance-run]`).click();
  await expect(page.locator(`${panel} [data-balance-error]`)).toContainText("no hay ningún escenario, variante ni opción `us_handicapp`: ¿querías decir `us_handicap`?");
  await page.locator(`${panel} [data-balance-setup]`).fill("standard");
  // A long run's progress line while it goes, then stopped.
  await fill(page, { bot: "random", games: 5000 });
  await page.locator(`${panel} [data-balance-run]`).click();
  await expect(page.locator(`${panel} [data-balance-progress]`)).toContainText(/\d+\/10000 partidas .* partidas\/s .* decisiones\/s  quedan unos \d/, { timeout: 60_000 });
  await page.locator(`${panel} [data-balance-stop]`).click();
  await expect(page.locator(`${panel} [data-balance-status]`)).toHaveAttribute("data-balance-status", "stopped");
  await fill(page, { bot: "random", games: 10 });
  await page.locator(`${panel} [data-balance-run]`).click();
  await expect(page.locator(`${panel} [data-balance-status]`)).toHaveAttribute("data-balance-status", "done", { timeout: 60_000 });
  const report = page.locator(`${panel} [data-balance-report]`);
  await expect(report.locator("h1")).toHaveText("Equilibrio: el contenido editado frente a los archivos guardados (standard)");
  await expect(report.locator("[data-verdict]")).toContainText("Veredicto: muy pocas partidas para saber si edited mueve la tasa de victorias de algún bando");
  for (const h of ["Quién gana", "Cómo terminan las partidas", "Duración de la partida", "Cartas"]) await expect(report.locator("h2", { hasText: h })).toHaveCount(1);
  await expect(report).not.toContainText("Who wins");
  // Percentages with a decimal comma (the same seeds on the same files: 0 points apart).
  await expect(report.locator("table").first()).toContainText(/\d+,\d\u00a0%/);
  const [d] = await Promise.all([page.waitForEvent("download"), page.locator(`${panel} [data-balance-download=html]`).click()]);
  const html = readFileSync(await d.path(), "utf8");
  expect(html).toContain('<html lang="es">');
  expect(html).toContain("<b>Veredicto:</b>");
  await expect(page.locator(`${panel} [data-balance-status]`)).toContainText("Terminado");
  await expect(page.locator(`${panel} [data-balance-status]`)).toContainText("10 partidas por configuración");
  await shot("spanish");
});
