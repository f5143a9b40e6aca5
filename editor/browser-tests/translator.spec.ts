// The translator view: missing and outdated strings highlighted with the English then and now,
// fixing them (counts, the card preview, saving stamps the file), starting a new language; and
// the language picker switching the editor's own strings, the test game's prompts and its log.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { sourceHash } from "../../src/i18n/hash.js";
import { parse } from "yaml";
import { cardwright, EARLY, find, give, openFile, playOpening } from "./actions.js";
import { expect, ready, test } from "./fixtures.js";

function count(page: Page, filter: "all" | "missing" | "outdated"): Promise<number> {
  return page
    .locator(`cw-translator [data-count=${filter}]`)
    .textContent()
    .then((t) => Number(t ?? "NaN"));
}

/**
 * Spanish loses the Blockade's name (missing) and Fidel's English changes in the editor (its
 * translations are outdated); the translator view opens on the Spanish cards.
 */
async function missingAndOutdated(page: Page, cardsDir: string): Promise<void> {
  const es = join(cardsDir, "twilight-struggle/locales/es.yaml");
  writeFileSync(es, readFileSync(es, "utf8").replace(/^  card\.blockade\.name: .*\n/m, ""));
  await page.reload();
  await ready(page, "ok");
  await openFile(page, EARLY);
  await find(page, "Clear all US Influence from Cuba");
  await page.keyboard.insertText("Remove every US Influence from Cuba");
  await ready(page, "ok");
  await page.locator(".cw-seg button[data-layout=translate]").click();
  await page.locator("cw-translator select[data-target]").selectOption("es");
  await page.locator("cw-translator [data-group=cards]").click();
  await expect.poll(() => count(page, "missing")).toBe(1);
  await expect.poll(() => count(page, "outdated")).toBe(1);
}

test("translator view: a missing and an outdated string are highlighted, with the English then and now", async ({ app: page, cardsDir, shot }) => {
  await missingAndOutdated(page, cardsDir);
  await page.locator("cw-translator [data-filter=outdated]").click();
  const row = page.locator("cw-translator .row[data-key='card.fidel.text']");
  await expect(row).toHaveAttribute("data-state", "outdated");
  const was = (await row.locator("[data-old-english] del").allTextContents()).join(" ");
  const now = (await row.locator("[data-old-english] ins").allTextContents()).join(" ");
  expect(was).toContain("Clear all");
  expect(now).toContain("Remove every");
  await row.locator("textarea").click();
  await page.locator("cw-translator [data-translator-face] [data-face-name]", { hasText: "Fidel" }).waitFor();
  await shot("outdated");
  await page.locator("cw-translator [data-filter=missing]").click();
  const missing = page.locator("cw-translator .row[data-key='card.blockade.name']");
  await expect(missing).toHaveAttribute("data-state", "missing");
  await missing.locator("textarea").click();
  await page.waitForTimeout(300);
  await shot("missing");
});

test("translator view: fixing them changes the counts, the card preview follows the typing, saving stamps the file", async ({ app: page, cardsDir, shot }) => {
  await missingAndOutdated(page, cardsDir);
  await page.locator("cw-translator [data-filter=missing]").click();
  await page.locator("cw-translator .row[data-key='card.blockade.name'] textarea").click();
  await page.keyboard.type("Bloqueo");
  await page.locator("cw-translator [data-translator-face] [data-face-name]", { hasText: "Bloqueo" }).waitFor();
  await page.keyboard.type(" de Berlín");
  await page.locator("cw-translator [data-translator-face] [data-face-name]", { hasText: "Bloqueo de Berlín" }).waitFor();
  await expect.poll(() => count(page, "missing")).toBe(0);
  await page.locator("cw-translator [data-filter=outdated]").click();
  const fidel = page.locator("cw-translator .row[data-key='card.fidel.text'] textarea");
  await fidel.click();
  await fidel.fill("");
  await page.keyboard.type("Elimina cada punto de Influencia de EE. UU. de Cuba; después, la URSS coloca allí justo la Influencia necesaria para controlarla.");
  await page.locator("cw-translator [data-translator-face] [data-face-text]", { hasText: "Elimina cada punto" }).waitFor();
  await expect.poll(() => count(page, "outdated")).toBe(0);
  await expect(page.locator("cw-translator [data-summary]")).toContainText(/0 missing · 0 outdated/);
  await page.locator("cw-translator [data-filter=all]").click();
  await page.locator("cw-translator .row[data-key='card.fidel.text'] textarea").click();
  await page.waitForTimeout(300);
  await shot("fixed");
  await expect(page.locator("cw-translator [data-locale-state=unsaved]"), "es.yaml is unsaved").toHaveCount(1);
  // The English edit is unsaved too: the view says so, and Save saves both.
  await expect(page.locator("cw-translator [data-unsaved-files]")).toContainText("Unsaved changes in 2 files: cards/early-war.yaml and locales/es.yaml");
  await page.keyboard.press("Control+S");
  await page.locator("cw-translator [data-locale-state=saved]").waitFor();
  await expect(page.locator(".cw-toast")).toContainText("Saved cards/early-war.yaml and locales/es.yaml");
  await expect(page.locator("cw-translator [data-unsaved-files]")).toHaveCount(0);
  expect(readFileSync(join(cardsDir, "twilight-struggle/cards/early-war.yaml"), "utf8"), "the English edit is saved with the translation").toContain("Remove every US Influence from Cuba");
  const saved = readFileSync(join(cardsDir, "twilight-struggle/locales/es.yaml"), "utf8");
  const newEnglish = "Remove every US Influence from Cuba, then the USSR places just enough Influence there to control it.";
  expect(saved, "Fidel's translation is stamped with the new English").toContain(`source: "${sourceHash(newEnglish)}"`);
  expect(saved, "the new entry is in the file, stamped").toMatch(/card\.blockade\.name: \{ text: Bloqueo de Berlín, source: "[0-9a-f]{8}" \}/);
  expect(saved.indexOf("card.blockade.name"), "the new entry goes next to its neighbours").toBeGreaterThan(saved.indexOf("card.fidel.text"));
});

test("translator view: a translation typed against unsaved English, then the English edited again: the words that changed are shown", async ({ app: page, cardsDir }) => {
  await missingAndOutdated(page, cardsDir);
  await page.locator("cw-translator [data-filter=outdated]").click();
  const fidel = page.locator("cw-translator .row[data-key='card.fidel.text'] textarea");
  await fidel.click();
  await fidel.fill("");
  await page.keyboard.type("Elimina cada punto de Influencia de EE. UU. de Cuba.");
  await expect.poll(() => count(page, "outdated")).toBe(0);
  // The English changes again, still unsaved: the translation was made from an English no file has.
  await page.locator(".cw-seg button[data-layout=edit]").click();
  await find(page, "Remove every US Influence");
  await page.keyboard.insertText("Take away every US Influence");
  await ready(page, "ok");
  await page.locator(".cw-seg button[data-layout=translate]").click();
  await expect.poll(() => count(page, "outdated")).toBe(1);
  await page.locator("cw-translator [data-filter=outdated]").click();
  const row = page.locator("cw-translator .row[data-key='card.fidel.text']");
  expect((await row.locator("[data-old-english] del").allTextContents()).join(" ")).toContain("Remove");
  expect((await row.locator("[data-old-english] ins").allTextContents()).join(" ")).toContain("Take away");
});

test("translator view: starting a new language", async ({ app: page, cardsDir, shot }) => {
  await page.locator(".cw-seg button[data-layout=translate]").click();
  await page.locator("cw-translator [data-group=cards]").click();
  await page.locator("cw-translator [data-new-language]").click();
  await page.locator("cw-translator [data-new-code]").fill("de");
  await expect(page.locator("cw-translator [data-new-name]"), "the name is offered").toHaveValue("Deutsch");
  await page.locator("cw-translator [data-new-create]").click();
  await expect(page.locator("cw-translator select[data-target]")).toHaveValue("de");
  await expect.poll(() => count(page, "missing"), { message: "every card string missing" }).toBeGreaterThan(200);
  expect(await count(page, "missing")).toBe(await count(page, "all"));
  const before = await count(page, "missing");
  await page.locator("cw-translator .row[data-key='card.fidel.name'] textarea").fill("Fidel");
  await expect.poll(() => count(page, "missing")).toBe(before - 1);
  await page.waitForTimeout(300);
  await shot("new-language");
  await page.locator("[data-save]").click();
  await page.locator("cw-translator [data-locale-state=saved]").waitFor();
  const de = readFileSync(join(cardsDir, "twilight-struggle/locales/de.yaml"), "utf8");
  expect(de).toContain("language: de");
  expect(de).toContain('name: "Deutsch"');
  expect(de).toContain("card.fidel.name: { text: Fidel");
  const game = readFileSync(join(cardsDir, "twilight-struggle/game.yaml"), "utf8");
  expect(game, "game.yaml lists it").toContain("translations: [locales/es.yaml, locales/it.yaml, locales/pt.yaml, locales/de.yaml]");
});

test("the language picker: the editor's strings, the test game's prompts and its log in Spanish", async ({ app: page, shot }) => {
  await playOpening(page);
  await page.locator("select[data-ui-lang]").selectOption("es");
  await page.locator(".cw-seg button[data-layout=split]", { hasText: "Dividir" }).waitFor();
  await expect(page.locator("[data-panel=log]")).toContainText("Registro");
  await expect(page.locator("[data-panel=test-game]")).toContainText("Partida de prueba");
  await expect(page.locator("cw-log .list")).toContainText("Golpe de Estado de la URSS en Irán");
  await expect(page.locator("cw-play [data-prompt]")).toContainText("elige una carta para jugar");
  await expect(page.locator("cw-board [data-space=west_germany] text").first()).toHaveText("Alemania Occidental");
  await page.waitForTimeout(300);
  await shot("ui-spanish");
  await page.locator("select[data-ui-lang]").selectOption("en");
  await expect(page.locator("cw-log .list")).toContainText("Coup attempt in Iran");
});

test("unsaved changes anywhere: the browser asks before the page is left or closed", async ({ app: page }) => {
  await page.locator(".cw-seg button[data-layout=translate]").click();
  await page.locator("cw-translator select[data-target]").selectOption("it");
  await page.locator("cw-translator [data-group=cards]").click();
  await page.locator("cw-translator .row[data-key='card.fidel.name'] textarea").fill("Fidel Castro");
  await expect(page.locator("cw-translator [data-unsaved-files]")).toContainText("locales/it.yaml");
  let asked = "";
  page.once("dialog", (d) => {
    asked = d.type();
    void d.dismiss();
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => asked).toBe("beforeunload");
});

test("with the Spanish interface, the card face is Spanish, with the English beside it on request; the test game's cards too", async ({ app: page, cardsDir, shot }) => {
  // Blockade's text is not translated yet.
  const es = join(cardsDir, "twilight-struggle/locales/es.yaml");
  writeFileSync(es, readFileSync(es, "utf8").replace(/^ {2}card\.blockade\.text:(.*\n)( {4}.*\n)*/m, ""));
  await page.reload();
  await ready(page, "ok");
  await openFile(page, EARLY);
  await find(page, "name: Fidel");
  await page.locator("select[data-ui-lang]").selectOption("es");
  const face = page.locator("cw-card-face[data-face=es]");
  await expect(face.locator("[data-face-text]")).toContainText("Elimina toda la Influencia de EE. UU. de Cuba");
  await expect(face.locator(".foot")).toContainText(/guerra/i);
  await expect(page.locator("cw-card-face[data-face=en]")).toHaveCount(0);
  await page.locator("[data-face-source]").click();
  await expect(page.locator("cw-card-face[data-face=en] [data-face-text]")).toContainText("Clear all US Influence from Cuba");
  await shot("card-face-spanish-and-source");
  // A text not translated yet is shown in English, and the face says so.
  await find(page, "name: Blockade");
  await expect(face.locator("[data-face-text]")).toContainText("The US must at once discard a card worth 3 or more Ops");
  await expect(face).toContainText("El texto aún no está traducido: se muestra en inglés.");
  await give(page, "#8 Fidel", "ussr");
  await page.locator("cw-play .chip[data-card=fidel]").hover();
  await expect(page.locator("cw-play [data-card-tip=fidel] [data-face-text]")).toContainText("Elimina toda la Influencia");
  await shot("test-game-card-spanish");
});

test("the language's glossary of official terms beside the translations; a translation using a term to avoid is flagged, as `i18n status` flags it", async ({ app: page, cardsDir, shot }) => {
  // es.yaml's glossary says Space Race box 4 is "Paseo espacial", never "Hombre en órbita": a
  // translation that says it anyway.
  const es = join(cardsDir, "twilight-struggle/locales/es.yaml");
  const entries = (parse(readFileSync(es, "utf8")) as { glossary: unknown[] }).glossary.length;
  writeFileSync(es, readFileSync(es, "utf8").replace('space.4.name: { text: "Paseo espacial"', 'space.4.name: { text: "Hombre en órbita terrestre"'));
  const cli = cardwright("i18n", "status", "es", "--content", join(cardsDir, "twilight-struggle"));
  expect(cli.output).toMatch(/CW607 +space\.4\.name .*Hombre en órbita → Paseo espacial/);
  await page.reload();
  await ready(page, "ok");
  await page.locator(".cw-seg button[data-layout=translate]").click();
  await page.locator("cw-translator select[data-target]").selectOption("es");
  await page.locator("cw-translator [data-group=game]").click();
  const panel = page.locator("cw-translator [data-glossary]");
  await expect(panel).toContainText(`Glossary of official terms (${entries})`);
  const box4 = panel.locator("li[data-term='Space Race box 4 (Man in Earth Orbit)']");
  await expect(box4).toContainText("Paseo espacial");
  await expect(box4).toContainText("not: Hombre en órbita");
  await expect(panel.locator("[data-glossary-flagged]")).toContainText("1 string uses a term to avoid");
  // From any group, the count leads to the strings that use it.
  await page.locator("cw-translator [data-group=cards]").click();
  await panel.locator("[data-glossary-flagged]").click();
  await expect(page.locator("cw-translator [data-search]")).toHaveValue("Hombre en órbita");
  const row = page.locator("cw-translator .row[data-key='space.4.name']");
  await expect(row.locator("[data-note=glossary]")).toContainText("Uses “Hombre en órbita”: the edition's term for Space Race box 4 (Man in Earth Orbit) is “Paseo espacial”.");
  await row.locator("textarea").click();
  // The entry about the selected string comes first, marked.
  await expect(panel.locator("li").first()).toHaveClass(/about/);
  await expect(panel.locator("li").first()).toHaveAttribute("data-term", "Space Race box 4 (Man in Earth Orbit)");
  await shot("glossary");
  await row.locator("textarea").fill("Paseo espacial");
  await expect(row.locator("[data-note=glossary]")).toHaveCount(0);
  await expect(panel.locator("[data-glossary-flagged]")).toHaveCount(0);
});

test("translator view in Spanish: a malformed translation typed says what is wrong in Spanish, not English", async ({ app: page }) => {
  await ready(page, "ok");
  await page.locator("select[data-ui-lang]").selectOption("es");
  await page.locator(".cw-seg button[data-layout=translate]").click();
  await page.locator("cw-translator select[data-target]").selectOption("es");
  await page.locator("cw-translator [data-group=log]").click();
  const row = page.locator("cw-translator .row[data-key='msg.defcon.degrade']");
  await row.locator("textarea").fill("El DEFCON baja a {defcon");
  await expect(row).toHaveAttribute("data-state", "invalid");
  const note = row.locator("[data-note=invalid]");
  await expect(note).toContainText("`{defcon` no está cerrado (en el carácter 18)");
  await expect(note).not.toContainText(/is not closed|at character/);
  // Another reason: an argument the English has not.
  await row.locator("textarea").fill("El DEFCON baja a {nivel}");
  await expect(note).toContainText("argumento desconocido {nivel} (la plantilla en inglés tiene {defcon})");
});
