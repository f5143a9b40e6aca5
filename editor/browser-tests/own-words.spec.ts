// The editor's own words (editor/locales/) for whatever game is open: in Spanish, with Twilight
// Struggle and then 13 Days, no string of the page is a bare message key (the editor's buttons,
// panels, dialogs, test game, a side's view and the translator view), and 13 Days' own words for
// an editor message (its sides dominate) are its own.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { playOpening, switchGame } from "./actions.js";
import { expect, ready, test } from "./fixtures.js";

/** Texts and titles of the page (inside every component, the code editor aside) that are a message key, not words. */
async function bareKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const re = /(?<![\w\-/.])(editor|cli|play|diag)\.[a-z_]+(\.[a-z_0-9]+)*(?![\w\-.])/;
    const walk = (root: Node) => {
      const w = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let n: Node | null = w.currentNode; n; n = w.nextNode()) {
        if (n.nodeType === 3) {
          const p = (n as Text).parentElement;
          if (p && /^(SCRIPT|STYLE)$/.test(p.tagName)) continue;
          if (p && p.closest(".monaco-editor")) continue;
          if (re.test(n.textContent ?? "")) out.push(`text: ${n.textContent!.trim().slice(0, 80)}`);
        } else if (n.nodeType === 1) {
          const el = n as Element;
          for (const a of ["title", "placeholder", "aria-label"]) {
            const v = el.getAttribute(a);
            if (v && re.test(v)) out.push(`${a}: ${v}`);
          }
          if ((el as HTMLElement).shadowRoot) walk((el as HTMLElement).shadowRoot!);
        }
      }
    };
    walk(document.body);
    return out;
  });
}

test("in Spanish, with either game open, every string of the editor is worded", async ({ app: page, shot }) => {
  await playOpening(page);
  await page.locator("select[data-ui-lang]").selectOption("es");
  await page.locator(".cw-seg button[data-layout=split]", { hasText: "Dividir" }).waitFor();
  await expect(page.locator("[data-panel=log]")).toContainText("Registro");
  await shot("es-ts");
  expect(await bareKeys(page)).toEqual([]);
  await page.locator("[data-new-game]").click();
  await page.locator("cw-new-game [data-start-game]").waitFor();
  await shot("es-ts-newgame");
  expect(await bareKeys(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await switchGame(page, "cards/thirteen-days", 9);
  await ready(page, "ok");
  await expect(page.locator("cw-board")).toContainText("La URSS domina");
  await page.waitForTimeout(500);
  await shot("es-13d");
  expect(await bareKeys(page)).toEqual([]);
  // A side's view: the other side's secret choice is hidden (editor.play.waiting).
  await page.locator("cw-play button", { hasText: "EE. UU." }).first().click();
  await page.waitForTimeout(800);
  await shot("es-13d-view-us");
  expect(await bareKeys(page)).toEqual([]);
  await expect(page.locator("cw-play")).toContainText("Esperando a la URSS (oculto en esta vista)");
  await page.locator("[data-new-game]").click();
  await page.locator("cw-new-game [data-start-game]").waitFor();
  await shot("es-13d-newgame");
  expect(await bareKeys(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await page.locator(".cw-seg button[data-layout=play]").click();
  await page.waitForTimeout(1500);
  await shot("es-13d-play");
  expect(await bareKeys(page)).toEqual([]);
  await page.locator(".cw-seg button[data-layout=translate]").click();
  await page.locator("cw-translator select[data-target]").waitFor();
  await shot("es-13d-translate");
  expect(await bareKeys(page)).toEqual([]);
});

test("the language picker offers the editor's languages the game is not translated into, and the game's the editor does not speak, each marked", async ({ app: page, cardsDir, shot }) => {
  // Twilight Struggle without its Italian, and with a German file it has only begun.
  const game = join(cardsDir, "twilight-struggle/game.yaml");
  writeFileSync(game, readFileSync(game, "utf8").replace("translations: [locales/es.yaml, locales/it.yaml, locales/pt.yaml]", "translations: [locales/es.yaml, locales/pt.yaml, locales/de.yaml]"));
  writeFileSync(join(cardsDir, "twilight-struggle/locales/de.yaml"), "language: de\nname: Deutsch\nstrings: {}\n");
  await page.reload();
  await ready(page, "ok");
  const picker = page.locator("select[data-ui-lang]");
  // Italian was not offered: the editor speaks it, the game does not.
  await expect(picker.locator("option[value=it]")).toHaveText("Italiano · game not translated");
  await expect(picker.locator("option[value=it]")).toHaveAttribute("data-game-untranslated", "");
  await expect(picker.locator("option[value=de]")).toHaveText("Deutsch · editor not translated");
  await expect(picker.locator("option[value=es]")).toHaveText("Español");
  await expect(picker.locator("option")).toHaveCount(5);
  await picker.selectOption("it");
  // The editor's words in Italian, the game's in English.
  await page.locator(".cw-seg button[data-layout=split]", { hasText: "Diviso" }).waitFor();
  await expect(page.locator("cw-card-face .card[data-card=asia_scoring]").first()).toContainText("Asia Scoring");
  await expect(picker.locator("option[value=it]")).toHaveText("Italiano · gioco non tradotto");
  await shot("picker-it-game-untranslated");
  await picker.selectOption("de");
  await page.locator(".cw-seg button[data-layout=split]", { hasText: "Split" }).waitFor();
  await expect(picker.locator("option[value=de]")).toHaveText("Deutsch · editor not translated");
});
