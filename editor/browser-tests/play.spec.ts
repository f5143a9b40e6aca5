// The Play page (play.html): a game for players. Start a scenario against a bot and play to the
// end of a turn, answering each question with its first answer; hot-seat hides each hand.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { requireContent } from "../../src/content/load-dir.js";
import { sessionStep, startSession } from "../../src/kernel/session.js";
import { losingAnswers, type Loss } from "../../src/play/losing-answers.js";
import { numberedByValue } from "../../src/play/answer-keys.js";
import { savedAtQuestion } from "../../src/testing/saved-at-question.js";
import { loadBundle } from "../../src/cli/i18n-option.js";
import { translate } from "../../src/i18n/translate.js";
import { apply } from "../../src/kernel/index.js";
import { expect, test } from "./fixtures.js";
import { REPO } from "./paths.js";

/** `cardwright ARGS…` in a new process. */
function cardwright(...args: string[]) {
  return spawnSync(process.execPath, [join(REPO, "src/cli/cardwright.js"), ...args], { encoding: "utf8", cwd: REPO });
}

/** Opens the Play page (bots at full speed: `pace=0`) and waits for the games to be offered. */
async function openPlay(page: Page, url: string): Promise<void> {
  await page.goto(new URL("play.html?pace=0", url).href);
  await page.locator("[data-setup]").waitFor({ timeout: 60_000 });
  await expect(page.locator("[data-game]")).toHaveValue("cards/twilight-struggle");
}

/** The turn the tracks show ("Turn 8"). */
type MarkedQuestion = { save: ReturnType<typeof startSession>; losing: string[] };

/**
 * A standard game of the first `seeds` seeds played at random until the US is asked a question
 * whose marked answers (losingAnswers) `accept` takes, saved there; the answers marked.
 */
function savedAtMarkedQuestion(seeds: number, accept: (losing: [string, Loss][], options: number) => boolean): MarkedQuestion {
  const g = requireContent(join(REPO, "cards/twilight-struggle")).game;
  let losing: [string, Loss][] = [];
  const save = savedAtQuestion(g, "us", seeds, (d, s) => {
    losing = [...losingAnswers(g, s, "us")];
    return losing.length > 0 && accept(losing, d.options.length);
  });
  return { save, losing: losing.map(([choice]) => choice) };
}

/** Loads the save on the Play page: exactly the answers found marked are marked there. */
async function seeMarks(page: Page, url: string, found: MarkedQuestion, name: string): Promise<void> {
  const file = join(mkdtempSync(join(tmpdir(), "cardwright-play-")), name);
  writeFileSync(file, JSON.stringify(found.save));
  await openPlay(page, url);
  await page.locator("[data-load]").setInputFiles(file);
  await page.locator("[data-question] [data-option]").first().waitFor({ timeout: 60_000 });
  const marked = await page.locator("[data-question] [data-option][data-loses]").evaluateAll((bs) => bs.map((b) => b.getAttribute("data-option")));
  expect(marked.sort()).toEqual([...found.losing].sort());
}

async function turn(page: Page): Promise<number> {
  const text = await page.locator("cw-tracks").evaluate((e) => (e.shadowRoot?.textContent ?? "").replace(/\s+/g, " "));
  return Number(/Turn\s*(\d+)/i.exec(text)?.[1] ?? NaN);
}

/**
 * Answers the questions put to the player with their first answer until the turn shown changes or
 * the game ends; returns how many answers were given.
 */
async function playTurn(page: Page, start: number): Promise<number> {
  let answers = 0;
  for (;;) {
    const next = page.locator("[data-question] [data-option], [data-result]").first();
    await next.waitFor({ timeout: 60_000 });
    if ((await page.locator("[data-result]").count()) || (await turn(page)) !== start) return answers;
    const before = await page.locator("[data-moves]").getAttribute("data-moves");
    await next.click();
    answers++;
    // The answer is taken: one more move.
    await expect(page.locator("[data-moves]")).not.toHaveAttribute("data-moves", before!, { timeout: 60_000 });
    expect(answers, "answers in one turn").toBeLessThan(200);
  }
}

test.describe("the Play page", () => {
  test.setTimeout(300_000);

  test("how each scenario is won is shown before starting: the standard game, the Late War, an option, 13 Days", async ({ page, site }) => {
    await openPlay(page, site.url);
    const victory = page.locator("[data-victory]");
    await expect(victory).toContainText("How to win");
    await expect(victory).toContainText("A side wins at once when it reaches 20 VP");
    await page.locator("[data-scenario]").selectOption("late_war");
    await expect(victory).toContainText("the US wins with 20 VP or more; anything less is a USSR win");
    await expect(victory).not.toContainText("A side wins at once");
    await page.locator('[data-overlay="held_scoring_card_allowed"]').check();
    await expect(victory.locator("p")).toHaveCount(2);
    await expect(victory.locator("p").nth(1)).toHaveText("Ending a turn with a scoring card in hand does not lose the game.");
    await page.locator("[data-game]").selectOption("cards/thirteen-days");
    await expect(victory).toContainText("After three rounds the side with more Prestige wins");
  });

  test("the page speaks Spanish when asked (its own words, the game's, the victory text), another language when chosen, the browser's by default", async ({ page, site, browser, shot }) => {
    await page.goto(new URL("play.html?pace=0&lang=es", site.url).href);
    await page.locator("[data-setup]").waitFor({ timeout: 60_000 });
    await expect(page.locator("[data-start]")).toHaveText("Empezar la partida");
    await expect(page.locator("[data-setup]")).toContainText("Escenario");
    await expect(page.locator("[data-setup]")).toContainText("Tu bando");
    await expect(page.locator("[data-opponent] option[value='search']")).toHaveText("Bot de búsqueda (200 partidas simuladas por decisión)");
    await expect(page.locator("[data-scenario] option[value='late_war']")).toHaveText("Guerra tardía");
    await expect(page.locator("[data-victory]")).toContainText("Cómo se gana");
    await expect(page.locator("[data-victory]")).toContainText("Un bando gana en el acto al llegar a 20 PV");
    await expect(page.locator("header")).toContainText("Editor de cartas");
    await shot("setup-es");
    // A game in Spanish: the page's panels and the game's question.
    await page.locator("[data-opponent]").selectOption("random");
    await page.locator("[data-start]").click();
    await page.locator("[data-question] [data-option]").first().waitFor({ timeout: 60_000 });
    await expect(page.locator("[data-undo]")).toHaveText("Deshacer mi jugada");
    await expect(page.locator(".panel .h").filter({ hasText: "Efectos en vigor" })).toHaveCount(1);
    await expect(page.locator("[data-prompt]").first()).toContainText("EE. UU.: coloca Influencia inicial");
    // The board and the tracks above it in Spanish too: the game's variables and the countries.
    await expect(page.locator("[data-var='action_round'] .k")).toHaveText("Ronda de acción");
    // Its value in the game's words: the setup comes before the first action round (it is 0 then).
    await expect(page.locator("[data-var='action_round'] .v")).toHaveText("Preparación");
    await expect(page.locator("[data-var='phasing'] .k")).toHaveText("Jugador con la iniciativa");
    await expect(page.locator("[data-space='france']")).toHaveAttribute("aria-label", /^Francia/);
    await expect(page.locator("cw-board svg text").filter({ hasText: "CENTROAMÉRICA" })).toHaveCount(1);
    // The superpowers' boxes and the legend's field names (game.yaml's titles, translated).
    await expect(page.locator("cw-board [data-home=us] text")).toHaveText("Estados Unidos");
    await expect(page.locator("cw-board [data-home=ussr] text")).toHaveText("Unión Soviética");
    await expect(page.locator("cw-board [data-legend=mark]")).toHaveText("País conflictivo");
    await expect(page.locator("cw-board [data-legend=number]")).toContainText("Estabilidad");
    await shot("table-es");
    // Another language chosen on the page: said again at once, and kept for the next visit.
    await page.locator("[data-lang]").selectOption("it");
    await expect(page.locator("[data-undo]")).toHaveText("Annulla la mia mossa");
    await page.locator("[data-new-game]").click();
    await expect(page.locator("[data-start]")).toHaveText("Inizia la partita");
    await page.goto(new URL("play.html?pace=0", site.url).href);
    await expect(page.locator("[data-start]")).toHaveText("Inizia la partita", { timeout: 60_000 });
    // A browser in Portuguese, with nothing chosen yet, gets the page in Portuguese.
    const pt = await browser.newContext({ locale: "pt-PT" });
    const ptPage = await pt.newPage();
    await ptPage.goto(new URL("play.html?pace=0", site.url).href);
    await expect(ptPage.locator("[data-start]")).toHaveText("Começar a partida", { timeout: 60_000 });
    await pt.close();
  });

  test("Late War against a bot: play to the end of the turn", async ({ page, site, shot }) => {
    void site;
    await openPlay(page, site.url);
    await page.locator("[data-scenario]").selectOption("late_war");
    await expect(page.locator("[data-scenario-description]")).toContainText("20 VP");
    await page.locator("[data-side]").selectOption("us");
    await page.locator("[data-opponent]").selectOption("careful");
    await shot("setup");
    await page.locator("[data-start]").click();
    await page.locator("[data-question], [data-waiting]").first().waitFor({ timeout: 60_000 });
    expect(await turn(page)).toBe(8);
    // The Late War begins at the headline phase: said so, not "action round 0".
    await expect(page.locator("[data-var='action_round'] .v")).toHaveText("Headline");
    await expect(page.locator("[data-seat]")).toContainText("You play US");
    // Only the player's hand: the other hand is a count.
    await expect(page.locator("[data-hand=us] [data-card]")).not.toHaveCount(0);
    await expect(page.locator("[data-hand=ussr]")).toHaveCount(0);
    await shot("late-war-start");
    const answers = await playTurn(page, 8);
    await shot("late-war-end-of-turn");
    expect(answers).toBeGreaterThan(3);
    if (!(await page.locator("[data-result]").count())) expect(await turn(page)).toBe(9);
  });

  test("a card in the hand says what it does when pointed at: its text, in the page's language", async ({ page, site }) => {
    const cards = requireContent(join(REPO, "cards/twilight-struggle")).composed.cards;
    const es = translate(loadBundle(join(REPO, "cards/twilight-struggle")).bundle, "es");
    const words = (t: string) => t.replace(/\s+/g, " ").trim();
    for (const lang of ["en", "es"]) {
      await page.goto(new URL(`play.html?pace=0&lang=${lang}`, site.url).href);
      await page.locator("[data-setup]").waitFor({ timeout: 60_000 });
      await page.locator("[data-opponent]").selectOption("random");
      await page.locator("[data-start]").click();
      const chips = page.locator("[data-hand] [data-card]");
      await chips.first().waitFor({ timeout: 60_000 });
      const shown = await chips.evaluateAll((cs) => cs.map((c) => [c.getAttribute("data-card")!, c.getAttribute("title")] as const));
      expect(shown.length).toBeGreaterThan(0);
      for (const [id, title] of shown) {
        const english = cards.find((c) => c.data.id === id)!.data.text as string;
        expect(words(title ?? ""), id).toBe(words(lang === "es" ? es.text(`card.${id}.text`)! : english));
      }
      await page.locator("[data-new-game]").click();
    }
  });

  test("the Chinese Civil War against a bot, with undo and the keyboard", async ({ page, site, shot }) => {
    await openPlay(page, site.url);
    await page.locator("[data-overlay=chinese_civil_war]").check();
    await page.locator("[data-side]").selectOption("ussr");
    await page.locator("[data-opponent]").selectOption("careful");
    await page.locator("[data-start]").click();
    await page.locator("[data-question] [data-option]").first().waitFor({ timeout: 60_000 });
    // The keyboard answers with the numbered option; undo takes it back.
    const prompt = await page.locator("[data-prompt]").first().innerText();
    await page.keyboard.press("1");
    await expect(page.locator("[data-undo]")).toBeEnabled();
    await page.locator("[data-undo]").click();
    await expect(page.locator("[data-prompt]").first()).toHaveText(prompt);
    await expect(page.locator("[data-undo]")).toBeDisabled();
    const answers = await playTurn(page, 1);
    await shot("chinese-civil-war-end-of-turn");
    expect(answers).toBeGreaterThan(3);
    if (!(await page.locator("[data-result]").count())) expect(await turn(page)).toBe(2);
  });

  test("hot-seat: a hand-over screen between the sides, each sees only its own hand", async ({ page, site, shot }) => {
    await openPlay(page, site.url);
    await page.locator("[data-opponent]").selectOption("human");
    await page.locator("[data-start]").click();
    // Nothing of the game is shown until the player to move takes over the screen.
    const first = await page.locator("[data-handover]").getAttribute("data-handover", { timeout: 60_000 });
    await expect(page.locator("[data-hand]")).toHaveCount(0);
    // Named by the game's translator (its id passed, not a name written out).
    await expect(page.locator("[data-handover] b")).toHaveText(first === "us" ? "US to play." : "USSR to play.");
    await shot("hot-seat-handover");
    const seen: Record<string, string[]> = {};
    for (let i = 0; i < 8 && Object.keys(seen).length < 2; i++) {
      if (await page.locator("[data-handover]").count()) await page.locator("[data-take-over]").click();
      const viewer = await page.locator("[data-seat]").getAttribute("data-seat");
      await expect(page.locator(`[data-hand=${viewer}] [data-card]`)).not.toHaveCount(0);
      await expect(page.locator("[data-hand]")).toHaveCount(1);
      seen[viewer!] = await page.locator(`[data-hand=${viewer}] [data-card]`).evaluateAll((cs) => cs.map((c) => c.getAttribute("data-card")!));
      if (Object.keys(seen).length === 1) await shot("hot-seat-hand");
      // The answer taken: the hand-over screen comes up, or the same side's table after one more move.
      const moves = await page.locator("[data-moves]").getAttribute("data-moves");
      await page.locator("[data-question] [data-option]").first().click();
      // (Each look at the move count gives up at once: the table it reads goes when the hand-over
      // screen comes, and a wait for it would outlast the poll.)
      await expect.poll(async () => (await page.locator("[data-handover]").count()) > 0 || (await page.locator("[data-moves]").getAttribute("data-moves", { timeout: 500 }).catch(() => moves)) !== moves, { timeout: 60_000 }).toBe(true);
    }
    expect(first).toBeTruthy();
    const [a, b] = Object.values(seen);
    expect(a && b, "both sides took over the screen").toBeTruthy();
    expect(a!.filter((c) => b!.includes(c) && c !== "china")).toEqual([]);
  });

  test("hot-seat in Portuguese and Italian: the hand-over screen puts the article before the side", async ({ site, browser }) => {
    const expected: Record<string, Record<string, string>> = { pt: { us: "Vez dos EUA.", ussr: "Vez da URSS." }, it: { us: "Tocca agli SU.", ussr: "Tocca all'URSS." } };
    for (const lang of ["pt", "it"]) {
      // A new visitor each time (a last game would be resumed).
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(new URL(`play.html?pace=0&lang=${lang}`, site.url).href);
      await page.locator("[data-setup]").waitFor({ timeout: 60_000 });
      await page.locator("[data-opponent]").selectOption("human");
      await page.locator("[data-start]").click();
      const side = await page.locator("[data-handover]").getAttribute("data-handover", { timeout: 60_000 });
      await expect(page.locator("[data-handover] b")).toHaveText(expected[lang]![side!]!);
      await context.close();
    }
  });

  test("\"You play\" in Portuguese, Spanish and Italian: the side with its article, its name in its colour", async ({ site, browser }) => {
    const expected: Record<string, string> = { pt: "Você joga com a URSS", es: "Juegas con la URSS", it: "Giochi con l'URSS" };
    for (const lang of ["pt", "es", "it"]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(new URL(`play.html?pace=0&lang=${lang}`, site.url).href);
      await page.locator("[data-setup]").waitFor({ timeout: 60_000 });
      await page.locator("[data-side]").selectOption("ussr");
      await page.locator("[data-opponent]").selectOption("random");
      await page.locator("[data-start]").click();
      await expect(page.locator("[data-seat]")).toContainText(expected[lang]!, { timeout: 60_000 });
      await expect(page.locator("[data-seat] [data-you-play=ussr]")).toHaveText("URSS");
      await context.close();
    }
  });

  test("save: the last game resumes after a reload; the download is the command line's save file, and one loads", async ({ page, site, shot }) => {
    await openPlay(page, site.url);
    // The options carry one-line descriptions; a card option names its cards.
    await expect(page.locator("[data-overlays=option]")).toContainText("NORAD");
    // …and names another card option by its name, not its id.
    await expect(page.locator("[data-overlays=option]")).toContainText("(not NATO Referendum: option “Spanish-edition card”)");
    await page.locator("[data-opponent]").selectOption("random");
    await page.locator("[data-start]").click();
    for (let i = 0; i < 3; i++) {
      const before = await page.locator("[data-moves]").getAttribute("data-moves", { timeout: 60_000 });
      await page.locator("[data-question] [data-option]").first().click();
      await expect(page.locator("[data-moves]")).not.toHaveAttribute("data-moves", before!);
    }
    await page.locator("[data-question] [data-option]").first().waitFor();
    const moves = await page.locator("[data-moves]").getAttribute("data-moves");
    const hand = await page.locator("[data-hand] [data-card]").evaluateAll((cs) => cs.map((c) => c.getAttribute("data-card")));
    // The download replays with `cardwright replay`.
    const dir = mkdtempSync(join(tmpdir(), "cardwright-play-"));
    const [download] = await Promise.all([page.waitForEvent("download"), page.locator("[data-download]").click()]);
    const file = join(dir, "game.json");
    await download.saveAs(file);
    const replayed = cardwright("replay", file);
    expect(replayed.status, replayed.stderr + replayed.stdout).toBe(0);
    expect((JSON.parse(readFileSync(file, "utf8")) as { steps: unknown[] }).steps.length).toBe(Number(moves));
    // Reloaded: the last game resumes where it was, the same hand.
    await page.reload();
    await page.locator("[data-resume]").click();
    await expect(page.locator("[data-moves]")).toHaveAttribute("data-moves", moves!);
    expect(await page.locator("[data-hand] [data-card]").evaluateAll((cs) => cs.map((c) => c.getAttribute("data-card")))).toEqual(hand);
    await shot("resumed");
    // A save the command line wrote loads (13 Days, found from the save's game id).
    const cli = join(dir, "thirteen.json");
    expect(cardwright("new-game", "--game", "thirteen-days", "--seed", "4", "--out", cli).status).toBe(0);
    await page.locator("[data-new-game]").click();
    await page.locator("[data-load]").setInputFiles(cli);
    await page.locator("[data-question] [data-option], [data-waiting]").first().waitFor({ timeout: 60_000 });
    await expect(page.locator("cw-tracks")).toBeVisible();
    await shot("thirteen-days-loaded");
  });

  test("13 Days: the agendas dealt and the secret agenda a player chose are shown with the hand", async ({ page, site, shot }) => {
    await openPlay(page, site.url);
    await page.locator("[data-game]").selectOption("cards/thirteen-days");
    await page.locator("[data-side]").selectOption("us");
    await page.locator("[data-opponent]").selectOption("random");
    await page.locator("[data-start]").click();
    const first = page.locator("[data-question=agenda] [data-option]").first();
    await first.waitFor({ timeout: 60_000 });
    // The agendas dealt are shown with the hand, and a click on one chooses it.
    await expect(page.locator("[data-own-pile=agenda_hand] [data-card]")).toHaveCount(3);
    const chosen = (await first.getAttribute("data-option"))!;
    await page.locator(`[data-own-pile=agenda_hand] [data-card="${chosen}"]`).click();
    // Once the round goes on, the chosen agenda is still on the page: the player plays for it.
    await page.locator("[data-question]:not([data-question=agenda]) [data-option]").first().waitFor({ timeout: 60_000 });
    await expect(page.locator("[data-own-pile=agenda] [data-card]")).toHaveCount(1);
    await expect(page.locator(`[data-own-pile=agenda] [data-card="${chosen}"]`)).toBeVisible();
    await expect(page.locator("[data-own-pile=agenda] .h")).toHaveText("Chosen agenda: 1");
    await shot("thirteen-days-agenda");
  });

  test("a move whose game code fails: the table says why and where in the page's language, and again in another", async ({ page, site, cardsDir, shot }) => {
    // A copy of the small test game whose card played for its event moves troops to no space.
    const game = join(cardsDir, "ridge");
    cpSync(join(REPO, "tests/fixtures/ridge"), game, { recursive: true });
    const rules = join(game, "procedures/rules.yaml");
    const asked = `      let mode = pick(side, ["event", "troops"], "play_mode")\n`;
    const text = readFileSync(rules, "utf8");
    expect(text, "the fixture's play_card_of").toContain(asked);
    const failing = `      if mode == "event" { move_pieces(first(spaces(where: pieces(it, side) > 9)), side, 1) }\n`;
    writeFileSync(rules, text.replace(asked, asked + failing));
    const at = `procedures/rules.yaml:${text.slice(0, text.indexOf(asked) + asked.length).split("\n").length}:${failing.indexOf("move_pieces") + 1}`;
    await page.goto(new URL("play.html?pace=0&lang=es", site.url).href);
    await page.locator("[data-setup]").waitFor({ timeout: 60_000 });
    await page.locator("[data-game]").selectOption("cards/ridge");
    await page.locator("[data-side]").selectOption("red");
    await page.locator("[data-opponent]").selectOption("random");
    await page.locator("[data-start]").click();
    await page.locator("[data-question] [data-option]").first().click({ timeout: 60_000 });
    await page.locator("[data-question] [data-option=event]").click({ timeout: 60_000 });
    const error = page.locator(".err[role=alert]");
    await expect(error).toContainText(`no es un espacio: none (${at}, en procedures/rules.yaml (play_card_of))`);
    await shot("code-error-es");
    await page.locator("[data-lang]").selectOption("it");
    await expect(error).toContainText(`non è uno spazio: none (${at}, `);
  });

  test("a save file that does not load: the setup stays, with the error at its place in the file, not the last game", async ({ page, site, shot }) => {
    await openPlay(page, site.url);
    await page.locator("[data-opponent]").selectOption("random");
    await page.locator("[data-start]").click();
    await page.locator("[data-question] [data-option]").first().waitFor({ timeout: 60_000 });
    await page.locator("[data-new-game]").click();
    const dir = mkdtempSync(join(tmpdir(), "cardwright-play-"));
    // Not JSON at all.
    const broken = join(dir, "broken.json");
    writeFileSync(broken, "{not json");
    await page.locator("[data-load]").setInputFiles(broken);
    await expect(page.locator("[data-message]")).toContainText("broken.json:1:2");
    await expect(page.locator("[data-message]")).toContainText("not valid JSON");
    await expect(page.locator("[data-setup]")).toBeVisible();
    await expect(page.locator("[data-seat]")).toHaveCount(0);
    // A save of a scenario the game does not have: the save's line, not the game's files.
    const good = join(dir, "good.json");
    expect(cardwright("new-game", "--seed", "5", "--out", good).status).toBe(0);
    const other = join(dir, "other-scenario.json");
    writeFileSync(other, readFileSync(good, "utf8").replace('"scenario": "standard"', '"scenario": "nope"'));
    await page.locator("[data-load]").setInputFiles(other);
    await expect(page.locator("[data-message]")).toContainText(/other-scenario\.json:\d+:\d+: .*unknown scenario `nope`/);
    await expect(page.locator("[data-message]")).not.toContainText("game.yaml");
    await expect(page.locator("[data-setup]")).toBeVisible();
    await expect(page.locator("[data-seat]")).toHaveCount(0);
    await shot("save-not-loaded");
  });

  test("a save made before the war cards' question was renamed loads at the replayed question, its warning beside the table until the person's move", async ({ page, site, shot }) => {
    // The question was `pick_country` before it became `pick_war_target` (same player, same
    // options): every step of the save replays, only its saved state says otherwise.
    const g = requireContent(join(REPO, "cards/twilight-struggle")).game;
    const save = savedAtQuestion(g, "ussr", 50, (d) => d.kind === "pick_war_target");
    const old = JSON.parse(JSON.stringify(save)) as { state: { pending: { kind: string }[] } };
    old.state.pending[0]!.kind = "pick_country";
    const file = join(mkdtempSync(join(tmpdir(), "cardwright-play-")), "before-rename.json");
    writeFileSync(file, JSON.stringify(old, null, 2));
    await openPlay(page, site.url);
    await page.locator("[data-side]").selectOption("ussr");
    await page.locator("[data-opponent]").selectOption("random");
    await page.locator("[data-load]").setInputFiles(file);
    const answers = page.locator("[data-question=pick_war_target] [data-option]");
    await answers.first().waitFor({ timeout: 60_000 });
    await expect(page.locator("[data-notice]")).toHaveCount(1);
    await expect(page.locator("[data-notice]")).toContainText(/before-rename\.json:\d+:\d+: warning CW709/);
    await expect(page.locator("[data-notice]")).toContainText('pending.0.kind: "pick_country" ≠ "pick_war_target"');
    await shot("save-state-differs");
    await answers.first().click();
    await expect(page.locator("[data-notice]")).toHaveCount(0);
  });

  test("an answer that loses the game at once is marked, and only those", async ({ page, site, shot }) => {
    // A standard game played at random until the US is asked a question one of whose answers loses
    // at once (a coup to DEFCON 1 …), saved there.
    const found = savedAtMarkedQuestion(60, (losing, options) => losing.length < options && losing.every(([, loss]) => loss.danger === null));
    await seeMarks(page, site.url, found, "about-to-lose.json");
    await expect(page.locator("[data-question] [data-option][data-loses]").first()).toHaveAttribute("title", "This answer loses the game at once");
    // Marked, not forbidden: the player may still choose it.
    await expect(page.locator("[data-question] [data-option]:not([data-loses])").first()).toBeVisible();
    await shot("loses-at-once");
  });

  test("an answer that leaves the player in a danger the game declares is marked with the game's words for it", async ({ page, site, shot }) => {
    // A standard game played at random until the US, holding a scoring card in its last action
    // round, is asked which card to play: every other card keeps the scoring card past the turn,
    // which loses (game.yaml `bots: danger`, held_scoring_card), so each is marked with why.
    const found = savedAtMarkedQuestion(200, (losing) => losing.every(([, loss]) => loss.danger === "held_scoring_card"));
    await seeMarks(page, site.url, found, "scoring-card-held.json");
    await expect(page.locator("[data-question] [data-option][data-loses]").first()).toHaveAttribute("title", /scoring card.*end of the turn/);
    // The scoring cards themselves are the way out: not marked.
    await expect(page.locator("[data-question] [data-option]:not([data-loses])").first()).toBeVisible();
    await shot("danger-marked");
  });

  test("answers that are numbers are answered with their own digit: the key 1 picks the answer 1, not the first", async ({ page, site, shot }) => {
    // 13 Days played at random until the US is asked by how many spaces a DEFCON marker moves
    // (answers -1, 0, 1 or 0, 1, 2: numbers not in their places), saved there.
    const dir = join(REPO, "cards/thirteen-days");
    const g = requireContent(dir).game;
    const tr = translate(loadBundle(dir).bundle, "en");
    const save = savedAtQuestion(g, "us", 200, (d) => (numberedByValue(d.options.map((o) => tr.option(d, o))) ?? [1]).some((v, i) => v !== i + 1));
    const d = save.state.pending[0]!;
    const one = d.options.findIndex((o) => tr.option(d, o) === "1");
    expect(one).toBeGreaterThan(0);
    const file = join(mkdtempSync(join(tmpdir(), "cardwright-play-")), "numbers.json");
    writeFileSync(file, JSON.stringify(save));
    await openPlay(page, site.url);
    await page.locator("[data-load]").setInputFiles(file);
    const buttons = page.locator("[data-question] [data-option]");
    await buttons.first().waitFor({ timeout: 60_000 });
    // Each button reads as its number alone (no place number in front of it).
    expect(await buttons.evaluateAll((bs) => bs.map((b) => b.textContent!.trim()))).toEqual(d.options.map((o) => tr.option(d, o)));
    await shot("number-answers");
    // The log lines the answer 1 gives: they appear once more after the key than before it.
    const lines = apply(g, save.state, { player: "us", choice: d.options[one]! }).log.slice(save.state.log.length).map((e) => tr.log(e));
    expect(lines.length).toBeGreaterThan(0);
    const runs = async () => {
      const shown = await page.locator("[data-log] > div").evaluateAll((ds) => ds.map((x) => x.textContent ?? ""));
      return shown.filter((_, i) => lines.every((l, k) => shown[i + k] === l)).length;
    };
    const before = await runs();
    await page.keyboard.press("1");
    await expect.poll(runs, { timeout: 30_000 }).toBe(before + 1);
  });

  test("a finished game with many effects in force: the effects stay one row of small chips, the game's end shown beside them", async ({ page, site, shot }) => {
    // A Late War game (six effects in force from its start) played to its end, each question
    // answered with its first answer, saved as the command line saves.
    const g = requireContent(join(REPO, "cards/twilight-struggle"), { scenario: "late_war" }).game;
    const save = startSession(g, { scenario: "late_war", seed: 3 });
    for (let i = 0; i < 5000 && !save.state.result && save.state.pending.length; i++) {
      const d = save.state.pending[0]!;
      sessionStep(g, save, { player: d.player, choice: d.options[0]! });
    }
    expect(save.state.result, "the game ends").not.toBeNull();
    const file = join(mkdtempSync(join(tmpdir(), "cardwright-play-")), "over.json");
    writeFileSync(file, JSON.stringify(save));
    await page.setViewportSize({ width: 1400, height: 1000 });
    await openPlay(page, site.url);
    await page.locator("[data-load]").setInputFiles(file);
    await page.locator("[data-result]").waitFor({ timeout: 60_000 });
    const tracks = page.locator("cw-tracks");
    expect(await tracks.locator("[data-effects-strip] .effect").count(), "effects in force").toBeGreaterThanOrEqual(6);
    const boxes = await tracks.evaluate((t) => {
      const box = (e: Element) => e.getBoundingClientRect();
      const root = t.shadowRoot!;
      return { panel: box(t), over: box(root.querySelector(".over")!), chips: Array.from(root.querySelectorAll("[data-effects-strip] .effect"), (c) => box(c).height) };
    });
    // The badge "USSR wins" once wrapped a word a line inside the strip and made every chip as tall.
    expect(Math.max(...boxes.chips), "a chip's height").toBeLessThan(24);
    expect(boxes.over.height, "the game-over badge on one line").toBeLessThan(24);
    expect(boxes.over.right, "the game-over badge inside the panel").toBeLessThanOrEqual(boxes.panel.right);
    await expect(tracks.locator("[data-over]")).toBeVisible();
    await shot("over-many-effects");
  });
});
