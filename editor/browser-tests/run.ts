// Browser tests of the editor (npm run test:browser): open it, break a card and see the marker,
// fix it, play cards in a test game and see the board change, edit and see the replay, save, keep
// unsaved work across a reload, export the game as a scenario test; translate in the translator
// view (a missing and an outdated string, the card preview, a new language), switch the
// editor's language, and paste hostile content (an alias bomb, 5,000 nested parentheses).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { sourceHash } from "../../src/i18n/hash.js";
import { assert, runAll, type Ctx } from "./harness.js";

const EARLY = "cards/twilight-struggle/cards/early-war.yaml";

async function ready(page: Page, status: "ok" | "errors"): Promise<void> {
  await page.locator(`.cw-pill[data-status=${status}]`).waitFor({ timeout: 20_000 });
}

async function openFile(page: Page, path: string): Promise<void> {
  await page.locator(`cw-file-tree .row[data-path="${path}"]`).click();
  await page.locator(".cw-editor-bar .path", { hasText: path.split("/").pop()! }).waitFor();
}

/** Finds text with the editor's find widget and leaves it selected. */
async function find(page: Page, text: string): Promise<void> {
  await page.locator(".monaco-editor textarea").first().focus();
  await page.keyboard.press("Control+F");
  await page.keyboard.insertText(text);
  await page.keyboard.press("Enter");
  await page.keyboard.press("Escape");
}

async function give(page: Page, card: string, side: "us" | "ussr"): Promise<void> {
  await page.locator("cw-play input[data-give]").fill(card);
  await page.locator(`cw-play [data-give-to=${side}]`).click();
}

async function influence(page: Page, country: string, side: "us" | "ussr"): Promise<string> {
  const texts = await page.locator(`cw-board [data-country=${country}] text[data-influence=${side}]`).allTextContents();
  return texts[0] ?? "0";
}

async function count(page: Page, filter: "all" | "missing" | "outdated"): Promise<number> {
  return Number((await page.locator(`cw-translator [data-count=${filter}]`).textContent()) ?? "NaN");
}

async function until(what: string, f: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await f()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for: ${what}`);
}

await runAll([
  {
    name: "opens the editor: file tree, YAML, card face, board",
    async run({ page, url, shot }: Ctx) {
      await page.goto(url);
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      await ready(page, "ok");
      await openFile(page, EARLY);
      await find(page, "name: Fidel");
      await page.locator("cw-card-face .card[data-card=fidel]").waitFor();
      const countries = await page.locator("cw-board g[data-country]").count();
      assert(countries === 84, `84 countries on the board, found ${countries}`);
      assert((await page.locator(".monaco-editor .mtk1, .monaco-editor [class*=mtk]").count()) > 20, "highlighted YAML");
      await shot("open");
    },
  },
  {
    name: "completion and hover in effect code",
    async run({ page, shot }: Ctx) {
      await find(page, "remove_all_influence(us, cuba)");
      await page.keyboard.press("End");
      await page.keyboard.press("Enter");
      await page.keyboard.type("add_inf");
      await page.locator(".monaco-editor .suggest-widget .monaco-list-row", { hasText: "add_influence" }).first().waitFor({ timeout: 8000 });
      await page.waitForTimeout(400);
      await shot("completion");
      await page.keyboard.press("Escape");
      // Take the line back out: the file is as it was.
      await page.keyboard.press("Control+Z");
      await page.keyboard.press("Control+Z");
      await until("the buffer to be clean again", async () => (await page.locator(".cw-editor-bar [data-file-state=saved]").count()) === 1);
      const word = page.locator(".monaco-editor .view-line span", { hasText: /^gain_control$/ }).first();
      await word.hover();
      await page.locator(".monaco-hover", { hasText: "Adds just enough Influence" }).first().waitFor({ timeout: 8000 });
      await page.waitForTimeout(400); // the hover fades in
      await shot("hover");
      await page.mouse.move(5, 500);
    },
  },
  {
    name: "an error shows as a marker at its exact position, and goes when fixed",
    async run({ page, shot }: Ctx) {
      await find(page, "gain_control(ussr, cuba");
      await page.keyboard.press("End");
      await page.keyboard.press("Backspace");
      await page.keyboard.press("Backspace");
      await page.keyboard.type("ba)");
      await ready(page, "errors");
      const problem = page.locator("cw-problems .item[data-code=CW302]");
      await problem.waitFor();
      assert(((await problem.textContent()) ?? "").includes("cubba"), "the problem names `cubba`");
      await page.locator(".monaco-editor .squiggly-error").first().waitFor({ state: "attached" });
      // The marker sits exactly under the misspelt name: hovering the word shows its message.
      await page.locator(".monaco-editor .view-line span", { hasText: /^cubba$/ }).first().hover();
      await page.locator(".monaco-hover", { hasText: "did you mean `cuba`" }).first().waitFor({ timeout: 8000 });
      await page.waitForTimeout(400);
      await shot("error-marker");
      await page.mouse.move(5, 500);
      // Fixed the way a designer would: select the misspelt name and type the right one.
      await find(page, "cubba");
      await page.keyboard.type("cuba");
      await ready(page, "ok");
      await until("the marker to go", async () => (await page.locator(".monaco-editor .squiggly-error").count()) === 0);
      assert((await page.locator("cw-problems .item").count()) === 0, "no problems left");
    },
  },
  {
    name: "plays cards in a test game: Ops by clicking countries, an event, a forced coup die",
    async run({ page, shot }: Ctx) {
      // Cards given before the first move are part of the start; a side with no card would pass.
      await give(page, "#8 Fidel", "ussr");
      await give(page, "#4 Duck and Cover", "us");
      await page.locator("cw-play .chip.choosable[data-card=fidel]").click();
      await page.locator("cw-play [data-option=influence]").click();
      await page.locator("cw-board [data-country=afghanistan]").click();
      await until("1 USSR Influence in Afghanistan", async () => (await influence(page, "afghanistan", "ussr")) === "1");
      await page.locator("cw-board [data-country=afghanistan]").click();
      await until("2 USSR Influence in Afghanistan", async () => (await influence(page, "afghanistan", "ussr")) === "2");
      await page.locator("cw-play .chip.choosable[data-card=duck_and_cover]").click();
      await page.locator("cw-play [data-option=event]").click();
      await until("DEFCON 4", async () => ((await page.locator("cw-tracks [data-track=defcon] .on").textContent()) ?? "") === "4");
      await until("US +1 VP", async () => ((await page.locator("cw-tracks [data-track=vp]").textContent()) ?? "").includes("US +1"));
      // USSR coups Iran with a forced 6 (the card is given during the game this time).
      await give(page, "#34 Nuclear Test Ban", "ussr");
      await page.locator("cw-play .chip.choosable[data-card=nuclear_test_ban]").click();
      await page.locator("cw-play [data-option=coup]").click();
      await page.locator("cw-play [data-die='6']").click();
      await page.locator("cw-board [data-country=iran]").click();
      await until("the coup in the log", async () => ((await page.locator("cw-log .list").textContent()) ?? "").includes("Coup attempt in Iran by USSR: die 6 + 4 Ops = 10 against 4: success"));
      assert(((await page.locator("cw-log [data-log='coup.success'] .detail").textContent()) ?? "").includes("2 × stability 2 = 4, a margin of 6"), "the coup's defence is explained");
      await until("USSR Influence in Iran", async () => (await influence(page, "iran", "ussr")) === "5");
      await shot("test-game");
    },
  },
  {
    name: "undo takes back the last action",
    async run({ page }: Ctx) {
      await page.locator("[data-undo]").click();
      await until("Iran back to US 1, USSR 0", async () => (await influence(page, "iran", "ussr")) === "0" && (await influence(page, "iran", "us")) === "1");
      await page.locator("cw-board [data-country=iran]").click();
      await until("the coup again", async () => (await influence(page, "iran", "ussr")) !== "0");
    },
  },
  {
    name: "an edit replays the game and shows the first step that changed",
    async run({ page, shot }: Ctx) {
      await openFile(page, EARLY);
      await find(page, "vp(us, 5 - defcon_level)");
      await page.keyboard.insertText("vp(us, 6 - defcon_level)");
      await page.locator("cw-log [data-replay=changed]").waitFor({ timeout: 15_000 });
      await until("US +2 VP after the edit", async () => ((await page.locator("cw-tracks [data-track=vp]").textContent()) ?? "").includes("US +2"));
      assert((await page.locator("cw-log .step.changed").count()) === 1, "one step marked changed");
      const diff = (await page.locator("cw-log .banner .diff").textContent()) ?? "";
      assert(diff.includes("US gains 1 VP") && diff.includes("US gains 2 VP"), `the banner says what changed: ${diff}`);
      await shot("replay-after-edit");
    },
  },
  {
    name: "an invalid edit keeps the last good game",
    async run({ page }: Ctx) {
      await find(page, "6 - defcon_level");
      await page.keyboard.insertText("6 - defcon_levle");
      await ready(page, "errors");
      await page.locator("cw-log .banner.stale").waitFor();
      assert(((await page.locator("cw-tracks [data-track=vp]").textContent()) ?? "").includes("US +2"), "the last good game is still shown");
      await find(page, "defcon_levle");
      await page.keyboard.insertText("defcon_level");
      await ready(page, "ok");
    },
  },
  {
    name: "saves the file through the dev server, and unsaved work survives a reload",
    async run({ page, cardsDir, shot }: Ctx) {
      assert((await page.locator(".cw-editor-bar [data-file-state=dirty]").count()) === 1, "the file is unsaved");
      await page.keyboard.press("Control+S");
      await page.locator(".cw-editor-bar [data-file-state=saved]").waitFor();
      const saved = readFileSync(join(cardsDir, "twilight-struggle/cards/early-war.yaml"), "utf8");
      assert(saved.includes("vp(us, 6 - defcon_level)"), "the edit is on disk");
      await shot("saved");
      // A change left unsaved comes back after a reload, and so does the test game.
      await find(page, "vp(us, 6 - defcon_level)");
      await page.keyboard.insertText("vp(us, 7 - defcon_level)");
      await page.locator(".cw-editor-bar [data-file-state=dirty]").waitFor();
      await page.waitForTimeout(400);
      await page.reload();
      // The toast shows for 3.5 s from the load: looked for before the (slower) content check ends.
      await page.locator(".cw-toast", { hasText: "Restored unsaved changes" }).waitFor();
      await ready(page, "ok");
      await page.locator(".cw-editor-bar [data-file-state=dirty]").waitFor();
      await until("the game back, with the edit", async () => ((await page.locator("cw-tracks [data-track=vp]").textContent()) ?? "").includes("US +3"));
      await page.locator(".cw-editor-bar button", { hasText: "Revert" }).click();
      await page.locator(".cw-editor-bar [data-file-state=saved]").waitFor();
    },
  },
  {
    name: "exports the test game as a YAML scenario test and saves it",
    async run({ page, cardsDir, shot }: Ctx) {
      page.once("dialog", (d) => void d.accept("Fidel, Duck and Cover and a coup"));
      await page.locator("[data-export]").click();
      await page.locator(".cw-editor-bar .path", { hasText: "editor-fidel-duck-and-cover-and-a-coup.yaml" }).waitFor();
      await page.keyboard.press("Control+S");
      await page.locator(".cw-editor-bar [data-file-state=saved]").waitFor();
      const file = join(cardsDir, "twilight-struggle/tests/editor-fidel-duck-and-cover-and-a-coup.yaml");
      assert(existsSync(file), "the test file is written");
      const text = readFileSync(file, "utf8");
      assert(text.includes("- dice: [6]") && text.includes("- ussr: iran"), "the test has the forced die and the coup");
      await page.waitForTimeout(300);
      assert((await page.locator("cw-problems .item").count()) === 0, "the exported test passes (no failures shown)");
      await shot("exported-test");
    },
  },
  {
    name: "play layout: the board large, both hands and the log",
    async run({ page, shot }: Ctx) {
      await page.locator(".cw-seg button", { hasText: "Play" }).click();
      await page.waitForTimeout(400);
      await shot("play-layout");
      await page.locator(".cw-seg button", { hasText: "Split" }).click();
    },
  },
  {
    name: "translator view: a missing and an outdated string are highlighted, with the English then and now",
    async run({ page, cardsDir, shot }: Ctx) {
      // In the temporary copy: Spanish loses a card name (missing) …
      const es = join(cardsDir, "twilight-struggle/locales/es.yaml");
      const text = readFileSync(es, "utf8");
      writeFileSync(es, text.replace(/^  card\.blockade\.name: .*\n/m, ""));
      await page.reload();
      await ready(page, "ok");
      // … and Fidel's English changes in the editor (its translations are outdated now).
      await openFile(page, EARLY);
      await find(page, "Clear all US Influence from Cuba");
      await page.keyboard.insertText("Remove every US Influence from Cuba");
      await ready(page, "ok");
      await page.locator(".cw-seg button[data-layout=translate]").click();
      await page.locator("cw-translator select[data-target]").selectOption("es");
      await page.locator("cw-translator [data-group=cards]").click();
      await until("1 missing and 1 outdated card string", async () => (await count(page, "missing")) === 1 && (await count(page, "outdated")) === 1);
      await page.locator("cw-translator [data-filter=outdated]").click();
      const row = page.locator("cw-translator .row[data-key='card.fidel.text']");
      await row.waitFor();
      assert((await row.getAttribute("data-state")) === "outdated", "Fidel's text is outdated");
      const was = (await row.locator("[data-old-english] del").allTextContents()).join(" ");
      const now = (await row.locator("[data-old-english] ins").allTextContents()).join(" ");
      assert(was.includes("Clear all") && now.includes("Remove every"), `the English then and now: ${was} / ${now}`);
      await row.locator("textarea").click();
      await page.locator("cw-translator [data-translator-face] [data-face-name]", { hasText: "Fidel" }).waitFor();
      await shot("translator-outdated");
      await page.locator("cw-translator [data-filter=missing]").click();
      const missing = page.locator("cw-translator .row[data-key='card.blockade.name']");
      await missing.waitFor();
      assert((await missing.getAttribute("data-state")) === "missing", "the Blockade's name is missing");
      await missing.locator("textarea").click();
      await page.waitForTimeout(300);
      await shot("translator-missing");
    },
  },
  {
    name: "translator view: fixing them changes the counts, the card preview follows the typing, saving stamps the file",
    async run({ page, cardsDir, shot }: Ctx) {
      const missing = page.locator("cw-translator .row[data-key='card.blockade.name'] textarea");
      await missing.click();
      await page.keyboard.type("Bloqueo");
      await page.locator("cw-translator [data-translator-face] [data-face-name]", { hasText: "Bloqueo" }).waitFor();
      await page.keyboard.type(" de Berlín");
      await page.locator("cw-translator [data-translator-face] [data-face-name]", { hasText: "Bloqueo de Berlín" }).waitFor();
      await until("no missing card string", async () => (await count(page, "missing")) === 0);
      await page.locator("cw-translator [data-filter=outdated]").click();
      const fidel = page.locator("cw-translator .row[data-key='card.fidel.text'] textarea");
      await fidel.click();
      await fidel.fill("");
      await page.keyboard.type("Elimina cada punto de Influencia de EE. UU. de Cuba; después, la URSS coloca allí justo la Influencia necesaria para controlarla.");
      await page.locator("cw-translator [data-translator-face] [data-face-text]", { hasText: "Elimina cada punto" }).waitFor();
      await until("no outdated card string", async () => (await count(page, "outdated")) === 0);
      const summary = (await page.locator("cw-translator [data-summary]").textContent()) ?? "";
      assert(/0 missing · 0 outdated/.test(summary), `the summary: ${summary}`);
      await page.locator("cw-translator [data-filter=all]").click();
      await page.locator("cw-translator .row[data-key='card.fidel.text'] textarea").click();
      await page.waitForTimeout(300);
      await shot("translator-fixed");
      assert((await page.locator("cw-translator [data-locale-state=unsaved]").count()) === 1, "es.yaml is unsaved");
      await page.keyboard.press("Control+S");
      await page.locator("cw-translator [data-locale-state=saved]").waitFor();
      const saved = readFileSync(join(cardsDir, "twilight-struggle/locales/es.yaml"), "utf8");
      const english = readFileSync(join(cardsDir, "twilight-struggle/cards/early-war.yaml"), "utf8");
      assert(!english.includes("Remove every US Influence"), "the English edit is not saved by the translator's Save");
      const newEnglish = "Remove every US Influence from Cuba, then the USSR places just enough Influence there to control it.";
      assert(saved.includes(`source: "${sourceHash(newEnglish)}"`), "Fidel's translation is stamped with the new English");
      assert(/card\.blockade\.name: \{ text: Bloqueo de Berlín, source: "[0-9a-f]{8}" \}/.test(saved), "the new entry is in the file, stamped");
      assert(saved.indexOf("card.blockade.name") > saved.indexOf("card.fidel.text"), "the new entry goes next to its neighbours");
    },
  },
  {
    name: "translator view: starting a new language",
    async run({ page, cardsDir, shot }: Ctx) {
      await page.locator("cw-translator [data-new-language]").click();
      await page.locator("cw-translator [data-new-code]").fill("de");
      assert((await page.locator("cw-translator [data-new-name]").inputValue()) === "Deutsch", "the name is offered");
      await page.locator("cw-translator [data-new-create]").click();
      await until("German is the target", async () => (await page.locator("cw-translator select[data-target]").inputValue()) === "de");
      await until("every card string missing", async () => (await count(page, "missing")) > 200 && (await count(page, "missing")) === (await count(page, "all")));
      const before = await count(page, "missing");
      await page.locator("cw-translator .row[data-key='card.fidel.name'] textarea").fill("Fidel");
      await until("one fewer missing", async () => (await count(page, "missing")) === before - 1);
      await page.waitForTimeout(300);
      await shot("translator-new-language");
      await page.locator("[data-save]").click();
      await page.locator("cw-translator [data-locale-state=saved]").waitFor();
      const de = readFileSync(join(cardsDir, "twilight-struggle/locales/de.yaml"), "utf8");
      assert(de.includes("language: de") && de.includes('name: "Deutsch"') && de.includes("card.fidel.name: { text: Fidel"), `de.yaml: ${de}`);
      const game = readFileSync(join(cardsDir, "twilight-struggle/game.yaml"), "utf8");
      assert(game.includes("translations: [locales/es.yaml, locales/it.yaml, locales/pt.yaml, locales/de.yaml]"), "game.yaml lists it");
    },
  },
  {
    name: "the language picker: the editor's strings, the test game's prompts and its log in Spanish",
    async run({ page, shot }: Ctx) {
      await page.locator("select[data-ui-lang]").selectOption("es");
      await page.locator(".cw-seg button[data-layout=split]", { hasText: "Dividir" }).waitFor();
      await page.locator(".cw-seg button[data-layout=split]").click();
      await until("the panel titles in Spanish", async () => ((await page.locator("[data-panel=log]").textContent()) ?? "").includes("Registro"));
      assert(((await page.locator("[data-panel=test-game]").textContent()) ?? "").includes("Partida de prueba"), "test game panel title");
      await until("the log in Spanish", async () => ((await page.locator("cw-log .list").textContent()) ?? "").includes("Golpe de Estado de la URSS en Irán"));
      await until("the prompt in Spanish", async () => ((await page.locator("cw-play [data-prompt]").textContent()) ?? "").includes("elige una carta para jugar"));
      await until("the board in Spanish", async () => (await page.locator("cw-board [data-country=west_germany] text").first().textContent()) === "Alemania Occidental");
      await page.waitForTimeout(300);
      await shot("ui-spanish");
      await page.locator("select[data-ui-lang]").selectOption("en");
      await until("the log in English again", async () => ((await page.locator("cw-log .list").textContent()) ?? "").includes("Coup attempt in Iran"));
    },
  },
  {
    name: "hostile content pasted into a file: an alias bomb and a deeply nested effect are located errors, and the page stays responsive",
    async run({ page, shot }: Ctx) {
      const file = "cards/twilight-struggle/cards/spanish-edition.yaml";
      await openFile(page, file);
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
      const paste = async (text: string) => {
        await page.evaluate((t) => navigator.clipboard.writeText(t), text);
        // A click on the first line number puts the keyboard in the code editor (whatever it shows).
        await page.locator(".cw-editor-panel .monaco-editor .line-numbers").first().click();
        await page.keyboard.press("Control+A");
        await page.keyboard.press("Control+V");
      };
      /** Waits for the problem while checking, every 100 ms, that the page answers within a second. */
      const located = async (code: string, where: string) => {
        const item = page.locator(`cw-problems .item[data-code=${code}]`, { has: page.locator(".where", { hasText: where }) });
        let slowest = 0;
        const end = Date.now() + 20_000;
        while (!(await item.count())) {
          assert(Date.now() < end, `no ${code} at ${where} within 20 s; problems: ${await page.locator("cw-problems").textContent()}`);
          const t0 = Date.now();
          await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
          slowest = Math.max(slowest, Date.now() - t0);
          await page.waitForTimeout(100);
        }
        assert(slowest < 1000, `the page stopped answering for ${slowest} ms`);
      };
      const original = await page.evaluate(async (path) => {
        const r = await fetch("/api/files", { headers: { "X-Cardwright-Token": document.querySelector<HTMLMetaElement>('meta[name="cardwright-token"]')!.content } });
        return ((await r.json()) as { files: { path: string; text: string }[] }).files.find((f) => f.path === path)!.text;
      }, file);

      // Each line's aliases multiply the one before: line 5's eighth alias passes 100,000 values.
      const bomb = ["a: &a [x, x, x, x, x, x, x, x, x, x]", ...["b", "c", "d", "e"].map((k, i) => `${k}: &${k} [${Array(10).fill(`*${"abcd"[i]}`).join(", ")}]`), `f: [${Array(10).fill("*e").join(", ")}]`].join("\n");
      await paste(`${bomb}\n`);
      await located("CW108", "5:36");
      await ready(page, "errors");
      await shot("alias-bomb");

      // 5,000 nested parentheses in one card's event, and a misspelt name in another card.
      const card = (id: string, n: number, event: string) =>
        [`  - id: ${id}`, `    number: ${n}`, "    name: Probe", "    ops: 1", "    side: us", "    era: late", "    kind: event", "    removed_after_event: false", "    optional: false", "    text: A probe.", "    event: |", `      ${event}`].join("\n");
      const deep = `vp(us, ${"(".repeat(5000)}1${")".repeat(5000)})`;
      await paste(`cards:\n${card("probe_deep", 201, deep)}\n${card("probe_name", 202, "vp(ussa, 1)")}\n`);
      // Line 13 is the deep event: `vp(` is the first level, its 64th parenthesis the 65th (column 7 + 7 + 63).
      await located("CW308", "13:77");
      await located("CW302", "25:10");
      assert((await page.locator(".monaco-editor .squiggly-error").count()) > 0, "the errors are marked in the code");
      await shot("deep-effect");

      await paste(original);
      await ready(page, "ok");
    },
  },
  {
    name: "a file changed on disk since it was opened: the save is refused and a merge keeps both changes",
    // The refused save is a 409, which the browser logs.
    allowedErrors: [/status of 409 \(Conflict\)/],
    async run({ page, cardsDir, shot }: Ctx) {
      const file = "cards/twilight-struggle/cards/mid-war.yaml";
      const disk = join(cardsDir, "twilight-struggle/cards/mid-war.yaml");
      await openFile(page, file);
      // Our change, at the top of the file…
      await find(page, "# Mid War cards (deluxe edition).");
      await page.keyboard.insertText("# Mid War cards (deluxe edition), edited in the editor.");
      await page.locator(".cw-editor-bar [data-file-state=dirty]").waitFor();
      // …and someone else's, at the end, saved on disk meanwhile.
      const before = readFileSync(disk, "utf8");
      writeFileSync(disk, `${before}# A note added on disk.\n`);
      await page.keyboard.press("Control+S");
      await page.locator("cw-conflict [data-conflict-merge]").waitFor();
      assert(readFileSync(disk, "utf8") === `${before}# A note added on disk.\n`, "the refused save wrote nothing");
      await shot("conflict");
      await page.locator("cw-conflict [data-conflict-merge]").click();
      await page.locator("cw-conflict [data-conflict-merge]").waitFor({ state: "detached" });
      await page.keyboard.press("Control+S");
      await page.locator(".cw-editor-bar [data-file-state=saved]").waitFor();
      const saved = readFileSync(disk, "utf8");
      assert(saved.startsWith("# Mid War cards (deluxe edition), edited in the editor.\n"), "our change is saved");
      assert(saved.endsWith("# A note added on disk.\n"), "the change on disk is kept");
      writeFileSync(disk, before);
    },
  },
]);
