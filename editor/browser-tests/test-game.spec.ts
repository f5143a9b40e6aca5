// The test game: playing cards by clicking countries, an event, a forced coup die, undo, an edit
// replayed against the game, an invalid edit, saving and reloading, exporting a scenario test.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { cardwright, draft, EARLY, expectInfluence, find, give, openFile, pickCountry, playOpening } from "./actions.js";
import { expect, ready, test } from "./fixtures.js";

test("plays cards in a test game: Ops by clicking countries, an event, a forced coup die", async ({ app: page, shot }) => {
  await playOpening(page);
  await expect(page.locator("cw-log [data-log='coup.success']")).toHaveCount(1);
  await shot("test-game");
});

test("undo takes back the last action", async ({ app: page }) => {
  await playOpening(page);
  await page.locator("[data-undo]").click();
  await expectInfluence(page, "iran", "ussr", "0");
  await expectInfluence(page, "iran", "us", "1");
  await pickCountry(page, "iran");
  await expectInfluence(page, "iran", "ussr", "5");
});

test("an edit replays the game and shows the first step that changed", async ({ app: page, shot }) => {
  await playOpening(page);
  await openFile(page, EARLY);
  await find(page, "vp(us, 5 - defcon_level)");
  await page.keyboard.insertText("vp(us, 6 - defcon_level)");
  await page.locator("cw-log [data-replay=changed]").waitFor();
  await expect(page.locator("cw-tracks [data-track=vp]")).toContainText("US +2");
  await expect(page.locator("cw-log .step.changed")).toHaveCount(1);
  const diff = page.locator("cw-log .banner .diff");
  await expect(diff).toContainText("US gains 1 VP");
  await expect(diff).toContainText("US gains 2 VP");
  await shot("replay-after-edit");
});

test("typing in a card, key by key, shows its diagnostic and replays the test game from the edited card's move", async ({ app: page }) => {
  await playOpening(page);
  await openFile(page, EARLY);
  // Duck and Cover's event: a typo typed one key at a time is reported while the typing goes on.
  await find(page, "5 - defcon_level");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.type("x", { delay: 20 });
  const problem = page.locator("cw-problems .item[data-code=CW302]");
  await expect(problem).toContainText("defcon_levelx");
  await page.locator("cw-log .banner.stale").waitFor();
  await page.keyboard.press("Backspace");
  await expect(problem).toHaveCount(0);
  // A real change, typed key by key: the game is replayed with it; Fidel's move before it is unchanged.
  await find(page, "vp(us, 5");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Backspace");
  await page.keyboard.type("6", { delay: 20 });
  await page.locator("cw-log [data-replay=changed]").waitFor();
  await expect(page.locator("cw-tracks [data-track=vp]")).toContainText("US +2");
  await expect(page.locator("cw-log .step.changed")).toHaveCount(1);
  await expect(page.locator("cw-log .step.changed")).toContainText("Duck and Cover");
  await expect(page.locator("cw-board [data-space=afghanistan] text[data-pieces=ussr]")).toHaveText("2");
});

test("typing in a procedure's code, key by key, shows its diagnostic and the game replayed with it", async ({ app: page }) => {
  await playOpening(page);
  await openFile(page, "cards/twilight-struggle/procedures/operations.yaml");
  // place_influence's code: a name typed wrong and mended, one key at a time (the quick lane).
  await find(page, "let c = pick(side, options");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.type("x", { delay: 20 });
  const problem = page.locator("cw-problems .item[data-code=CW302]");
  await expect(problem).toContainText("optionsx");
  await page.locator("cw-log .banner.stale").waitFor();
  await page.keyboard.press("Backspace");
  await expect(problem).toHaveCount(0);
  await expect(page.locator("cw-log .banner.stale")).toHaveCount(0);
  await expect(page.locator("cw-board [data-space=afghanistan] text[data-pieces=ussr]")).toHaveText("2");
});

test("an invalid edit keeps the last good game", async ({ app: page }) => {
  await playOpening(page);
  await openFile(page, EARLY);
  await find(page, "5 - defcon_level");
  await page.keyboard.insertText("6 - defcon_levle");
  await ready(page, "errors");
  await page.locator("cw-log .banner.stale").waitFor();
  await expect(page.locator("cw-tracks [data-track=vp]"), "the last good game is still shown").toContainText("US +1");
  await find(page, "defcon_levle");
  await page.keyboard.insertText("defcon_level");
  await ready(page, "ok");
  await expect(page.locator("cw-tracks [data-track=vp]")).toContainText("US +2");
});

test("saves the file through the file API, and unsaved work survives a reload", async ({ app: page, cardsDir, shot }) => {
  await playOpening(page);
  await openFile(page, EARLY);
  await find(page, "vp(us, 5 - defcon_level)");
  await page.keyboard.insertText("vp(us, 6 - defcon_level)");
  await expect(page.locator(".cw-editor-bar [data-file-state=dirty]")).toHaveCount(1);
  await page.keyboard.press("Control+S");
  await page.locator(".cw-editor-bar [data-file-state=saved]").waitFor();
  expect(readFileSync(join(cardsDir, "twilight-struggle/cards/early-war.yaml"), "utf8"), "the edit is on disk").toContain("vp(us, 6 - defcon_level)");
  await shot("saved");
  // A change left unsaved comes back after a reload, and so does the test game.
  await find(page, "vp(us, 6 - defcon_level)");
  await page.keyboard.insertText("vp(us, 7 - defcon_level)");
  await page.locator(".cw-editor-bar [data-file-state=dirty]").waitFor();
  await page.waitForTimeout(400);
  await page.reload();
  // Said as soon as the files are read (and only for a few seconds).
  await page.locator(".cw-toast", { hasText: "Restored unsaved changes" }).waitFor();
  await ready(page, "ok");
  await page.locator(".cw-editor-bar [data-file-state=dirty]").waitFor();
  await expect(page.locator("cw-tracks [data-track=vp]"), "the game back, with the edit").toContainText("US +3");
  await page.locator(".cw-editor-bar button", { hasText: "Revert" }).click();
  await page.locator(".cw-editor-bar [data-file-state=saved]").waitFor();
});

test("exports the test game as a YAML scenario test and saves it", async ({ app: page, cardsDir, shot }) => {
  await playOpening(page);
  page.once("dialog", (d) => void d.accept("Fidel, Duck and Cover and a coup"));
  await page.locator("[data-export]").click();
  await page.locator(".cw-editor-bar .path", { hasText: "editor-fidel-duck-and-cover-and-a-coup.yaml" }).waitFor();
  await page.keyboard.press("Control+S");
  await page.locator(".cw-editor-bar [data-file-state=saved]").waitFor();
  const file = join(cardsDir, "twilight-struggle/tests/editor-fidel-duck-and-cover-and-a-coup.yaml");
  expect(existsSync(file), "the test file is written").toBe(true);
  const text = readFileSync(file, "utf8");
  expect(text).toContain("- dice: [6]");
  expect(text).toContain("- ussr: iran");
  await page.waitForTimeout(300);
  await expect(page.locator("cw-problems .item"), "the exported test passes (no failures shown)").toHaveCount(0);
  await shot("exported-test");
});

test("play layout: the board large, both hands and the log", async ({ app: page, shot }) => {
  await playOpening(page);
  await page.locator(".cw-seg button", { hasText: "Play" }).click();
  await page.waitForTimeout(400);
  await shot("play-layout");
});

test("the New game dialog offers every new-game option, each with its description next to its checkbox", async ({ app: page, shot }) => {
  await page.locator("[data-new-game]").click();
  const form = page.locator("cw-new-game [data-new-game-form]");
  for (const id of ["optional_cards", "spanish_edition", "chinese_civil_war", "us_handicap", "reshuffle_when_empty"]) {
    const row = form.locator(`label.check[data-overlay=${id}]`);
    // The checkbox, the name and the one-line description in one label.
    await expect(row.locator("input[type=checkbox]")).toHaveCount(1);
    await expect(row.locator(".desc")).not.toBeEmpty();
  }
  await expect(form.locator("label.check[data-overlay=spanish_edition]")).toContainText("NATO Referendum");
  // A card option is described as `cardwright scenarios` describes it (one function for both).
  const listed = cardwright("scenarios").output;
  for (const id of ["optional_cards", "spanish_edition"]) {
    const line = new RegExp(`^option\\s+${id}\\s+(.+)$`, "m").exec(listed)?.[1];
    expect(line, `cardwright scenarios lists ${id}`).toBeTruthy();
    await expect(form.locator(`label.check[data-overlay=${id}] .desc`)).toHaveText(line!);
  }
  // The side auction and the seed, as on the command line (its start).
  await form.locator("[data-start=scenario]").check();
  await expect(form.locator("[data-bid-side]")).toBeVisible();
  await expect(form.locator("[data-seed]")).toBeVisible();
  await shot("new-game-dialog");
  await page.keyboard.press("Escape");
  await expect(page.locator("cw-new-game")).toHaveCount(0);
});

test("the New game dialog's position fields show their whole placeholder (\"as the scenario\"), in English and Spanish", async ({ app: page }) => {
  for (const lang of ["en", "es"]) {
    await page.locator("select[data-ui-lang]").selectOption(lang);
    await page.locator("[data-new-game]").click();
    const form = page.locator("cw-new-game");
    await form.locator("[data-start=action]").check();
    const inputs = form.locator("input[type=number][placeholder]");
    expect(await inputs.count()).toBeGreaterThan(3);
    const cut = await inputs.evaluateAll((els) =>
      els.flatMap((el) => {
        const input = el as HTMLInputElement;
        const style = getComputedStyle(input);
        const ctx = document.createElement("canvas").getContext("2d")!;
        ctx.font = style.font;
        // Chromium keeps room for a number input's spin buttons (about 15 px) even while they are hidden.
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 16;
        return ctx.measureText(input.placeholder).width > room ? [`${input.dataset["value"]}: ${input.placeholder}`] : [];
      }),
    );
    expect(cut, `placeholders cut off (${lang})`).toEqual([]);
    await page.keyboard.press("Escape");
  }
});

test("the piles' sizes above the board stay inside the panel: beside the effects in force when they fit, else on a line of their own", async ({ app: page }) => {
  for (const layout of ["split", "play"]) {
    await page.locator(`.cw-seg button[data-layout=${layout}]`).click();
    await expect(page.locator("cw-tracks [data-piles]")).toContainText("Being played");
    const [piles, panel] = await page.locator("cw-tracks").evaluate((t) => [t.shadowRoot!.querySelector("[data-piles]")!.getBoundingClientRect().right, t.getBoundingClientRect().right]);
    expect(piles, `the piles end inside the tracks panel (${layout})`).toBeLessThanOrEqual(panel!);
  }
});

test("the effects in force, cut off on one line above the board, are shown whole when their label is clicked", async ({ app: page, shot }) => {
  await page.locator("[data-new-game]").click();
  await page.locator("cw-new-game [data-scenario]").selectOption("late_war");
  await page.locator("cw-new-game [data-start=scenario]").check();
  await page.locator("cw-new-game [data-start-game]").click();
  const chips = page.locator("cw-tracks [data-effects-strip] .effect");
  await expect(chips).toHaveCount(6);
  // Every chip's right edge against the strip's: on one line the last ones are cut off.
  const cut = () => page.locator("cw-tracks").evaluate((t) => {
    const strip = t.shadowRoot!.querySelector("[data-effects-strip]")!.getBoundingClientRect();
    return Array.from(t.shadowRoot!.querySelectorAll("[data-effects-strip] .effect")).filter((c) => c.getBoundingClientRect().right > strip.right + 0.5).map((c) => c.textContent);
  });
  expect((await cut()).length, "some effects are cut off on one line").toBeGreaterThan(0);
  const toggle = page.locator("cw-tracks [data-effects-toggle]");
  await expect(toggle).toHaveAttribute("title", "Show every effect in force, whole");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  expect(await cut()).toEqual([]);
  await shot("effects-whole");
  await toggle.click();
  expect((await cut()).length).toBeGreaterThan(0);
});

test("a test game started with a card in a chosen hand at a chosen position exports a test that passes in `cardwright test`", async ({ app: page, cardsDir, shot }) => {
  await page.locator("[data-new-game]").click();
  const form = page.locator("cw-new-game");
  await form.locator("[data-start=action]").check();
  // The game's declared variables and tracks, by their names.
  for (const [id, value] of [["turn", "3"], ["action_round", "2"], ["defcon", "3"], ["vp", "-2"]] as const) {
    await form.locator(`[data-value=${id}]`).fill(value);
    await form.locator(`[data-value=${id}]`).dispatchEvent("change");
  }
  await form.locator("select[data-value=phasing]").selectOption("us");
  await form.locator("[data-add-pieces]").click();
  await form.locator("[data-pieces-space]").fill("Cuba");
  await form.locator("[data-pieces-side=ussr]").fill("2");
  await form.locator("[data-pieces-side=ussr]").dispatchEvent("change");
  await form.locator("[data-hand-card]").fill("#4 Duck and Cover");
  await form.locator("[data-hand-side]").selectOption("us");
  await shot("new-game-position");
  await form.locator("[data-start-game]").click();
  await expect(page.locator("cw-tracks [data-track=turn]")).toContainText("3");
  await expect(page.locator("cw-tracks [data-track=action_round]")).toContainText("2");
  await expect(page.locator("cw-tracks [data-track=phasing]")).toContainText("US");
  await expect(page.locator("cw-tracks [data-track=defcon] .on")).toHaveText("3");
  await page.locator("cw-play .chip.choosable[data-card=duck_and_cover]").click();
  await page.locator("cw-play [data-option=event]").click();
  // DEFCON 3 → 2, and the US gains 5 − 2 = 3 VP: from USSR +2 to US +1.
  await expect(page.locator("cw-tracks [data-track=vp]")).toContainText("US +1");
  page.once("dialog", (d) => void d.accept("Duck and Cover at DEFCON 3"));
  await page.locator("[data-export]").click();
  await page.locator(".cw-editor-bar .path", { hasText: "editor-duck-and-cover-at-defcon-3.yaml" }).waitFor();
  await page.keyboard.press("Control+S");
  await page.locator(".cw-editor-bar [data-file-state=saved]").waitFor();
  await shot("exported-position-test");
  const content = join(cardsDir, "twilight-struggle");
  const file = join(content, "tests/editor-duck-and-cover-at-defcon-3.yaml");
  const yaml = readFileSync(file, "utf8");
  // The position in the game's declared names: its variables, tracks, pieces and hand pile.
  for (const line of ["turn: 3", "action_round: 2", "phasing: us", "defcon: 3", "vp: -2", "influence: { cuba: [0, 2] }", "hand: { us: [duck_and_cover], ussr: [] }"]) expect(yaml).toContain(`\n  ${line}\n`);
  expect(yaml).toContain("steps:\n  - us: duck_and_cover\n  - us: event\n");
  const r = cardwright("test", file, "--content", content);
  expect(r.output).toContain("1 passed, 0 failed");
  expect(r.status).toBe(0);
});

test("dice rolled at random say so; dice forced say forced", async ({ app: page }) => {
  await give(page, "#34 Nuclear Test Ban", "ussr");
  await page.locator("cw-play .chip.choosable[data-card=nuclear_test_ban]").click();
  await page.locator("cw-play [data-option=coup]").click();
  await pickCountry(page, "iran");
  await expect(page.locator("cw-log .step .title").filter({ hasText: "Dice rolled at random:" })).toHaveCount(1);
  await expect(page.locator("cw-log .step .title").filter({ hasText: "Dice forced" })).toHaveCount(0);
  await page.locator("[data-undo]").click();
  await page.locator("cw-play [data-die='2']").click();
  await pickCountry(page, "iran");
  await expect(page.locator("cw-log .step .title").filter({ hasText: "Dice forced: 2" })).toHaveCount(1);
  await expect(page.locator("cw-log .step .title").filter({ hasText: "Dice rolled at random" })).toHaveCount(0);
});

test("the last move on the board, a tooltip for each country and card, a log that jumps the board to a step and back", async ({ app: page, shot }) => {
  await playOpening(page);
  // The coup's country is marked as the last move.
  await expect(page.locator("cw-board [data-space=iran][data-last]")).toHaveCount(1);
  await expect(page.locator("cw-board [data-space=afghanistan][data-last]")).toHaveCount(0);
  await page.locator("cw-board [data-space=iran]").hover();
  const tip = page.locator("cw-board .tip[data-tip=iran]");
  await expect(tip).toContainText("Iran");
  await expect(tip).toContainText("Middle East");
  await expect(tip).toContainText("Stability 2 · Battleground");
  await expect(tip).toContainText("Influence: US 0 · USSR 5");
  await expect(tip).toContainText("USSR control");
  await shot("last-move-and-tooltip");
  await give(page, "#21 NATO", "us");
  await page.locator("cw-play .chip[data-card=nato]").hover();
  await expect(page.locator("cw-play [data-card-tip=nato] [data-face-name]")).toContainText("NATO");
  await shot("card-tooltip");
  await page.mouse.move(5, 500);
  // Step 3 placed Influence in Afghanistan: the board goes back to then, and forward again.
  await page.locator("cw-log .step[data-step='2']").click();
  await expect(page.locator("cw-log [data-moment='2']")).toBeVisible();
  await expectInfluence(page, "afghanistan", "ussr", "1");
  await expectInfluence(page, "iran", "ussr", "0");
  await expect(page.locator("cw-board [data-space=afghanistan][data-last]")).toHaveCount(1);
  await expect(page.locator("cw-play [data-looking-back]")).toBeVisible();
  await shot("log-moment");
  await page.locator("cw-log [data-back-to-now]").click();
  await expectInfluence(page, "iran", "ussr", "5");
  await expect(page.locator("cw-play [data-prompt]")).toBeVisible();
});

test("after an edit the board shows what changed; a move that no longer fits is named, and the game is kept up to it", async ({ app: page, shot }) => {
  await playOpening(page);
  await openFile(page, EARLY);
  // Fidel: 1 Op now, so its second placement in Afghanistan no longer fits.
  await find(page, "    name: Fidel");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("End");
  await page.keyboard.press("Backspace");
  await page.keyboard.type("1");
  const banner = page.locator("cw-log [data-replay]");
  await expect(banner).toContainText(/Move \d+ \(USSR: Afghanistan\) no longer fits the edited content/);
  await expect(banner).toContainText("kept up to the move before it");
  await expect(page.locator("cw-log [data-board-changes]")).toContainText("Afghanistan: Influence 0/2 → 0/1");
  await expect(page.locator("cw-board [data-space=afghanistan][data-edited]")).toHaveCount(1);
  await expectInfluence(page, "afghanistan", "ussr", "1");
  await shot("replay-stopped");
  // Back to 2 Ops: every move fits again.
  await page.keyboard.press("Backspace");
  await page.keyboard.type("2");
  await expect(page.locator("cw-log [data-replay-stop], cw-log .banner.stopped")).toHaveCount(0);
  await expectInfluence(page, "afghanistan", "ussr", "2");
  // The VP an event gives, changed: the track that moved is outlined and listed.
  await find(page, "vp(us, 5 - defcon_level)");
  await page.keyboard.insertText("vp(us, 6 - defcon_level)");
  await expect(page.locator("cw-log [data-board-changes]")).toContainText("VP 1 → 2");
  await expect(page.locator("cw-tracks [data-track=vp].edited")).toHaveCount(1);
});

test("a card edited key by key: the card face follows the typing, and the test game's hand shows the card's new name and ops", async ({ app: page }) => {
  await give(page, "#4 Duck and Cover", "us");
  const chip = page.locator("cw-play .chip[data-card=duck_and_cover]");
  await expect(chip.locator(".ops")).toHaveText("3");
  await openFile(page, EARLY);
  await find(page, "name: Duck and Cover");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.type("ed", { delay: 20 });
  // The face under the cursor is found when the page is idle after the keys (cw-app's updatePreview).
  await expect(page.locator("cw-card-face").first()).toContainText("Duck and Covered");
  await expect(chip).toContainText("Duck and Covered");
  // The worker sends the content's cards again only when they changed (info-delta.ts): this edit changed one.
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("End");
  await page.keyboard.press("Backspace");
  await page.keyboard.type("2");
  await expect(chip.locator(".ops")).toHaveText("2");
  await ready(page, "ok");
});

/**
 * Duck and Cover's code edited to fail when it runs (valid code: `first([])` is none, which is no
 * country), then played for its event in a test game started at the US's action round.
 */
async function playFailingDuckAndCover(page: Page): Promise<void> {
  await openFile(page, EARLY);
  await find(page, "vp(us, 5 - defcon_level)");
  await page.keyboard.insertText("vp(us, pieces(first([]), us))");
  await ready(page, "ok");
  await page.locator("[data-new-game]").click();
  const form = page.locator("cw-new-game");
  await form.locator("[data-start=action]").check();
  await form.locator("select[data-value=phasing]").selectOption("us");
  await form.locator("[data-hand-card]").fill("#4 Duck and Cover");
  await form.locator("[data-hand-side]").selectOption("us");
  await form.locator("[data-start-game]").click();
  await page.locator("cw-play .chip.choosable[data-card=duck_and_cover]").click();
  await page.locator("cw-play [data-option=event]").click();
}

test("a card whose code fails while the test game plays it: the error names the file, line and column of the failing call inside the statement, and a click goes there", async ({ app: page }) => {
  await playFailingDuckAndCover(page);
  const error = page.locator("cw-play .err [data-error-at]");
  await expect(error).toHaveText("not a space: none (cards/early-war.yaml:62:14, in card duck_and_cover)");
  await expect(error).toHaveAttribute("data-error-at", `${EARLY}:62:14`);
  // The click opens the file (another one is open now) with the cursor at the part that failed (the call inside the statement).
  await openFile(page, "cards/twilight-struggle/game.yaml");
  await error.click();
  await expect(page.locator(".cw-editor-bar .path")).toContainText("early-war.yaml");
  await page.keyboard.insertText("X");
  expect(await draft(page, EARLY)).toContain("\n      vp(us, Xpieces(first([]), us))\n");
});

test("the test game's error of the content's code is said in the editor's language, and still goes to its place", async ({ app: page, shot }) => {
  await playFailingDuckAndCover(page);
  const error = page.locator("cw-play .err [data-error-at]");
  await expect(error).toHaveText("not a space: none (cards/early-war.yaml:62:14, in card duck_and_cover)");
  // The error already shown is said again when the language changes, as the engine's runtime.* messages word it.
  await page.locator("select[data-ui-lang]").selectOption("es");
  await expect(error).toHaveText("no es un espacio: none (cards/early-war.yaml:62:14, en la carta duck_and_cover)");
  await expect(error).toHaveAttribute("data-error-at", `${EARLY}:62:14`);
  await shot("test-game-runtime-error-es");
  await openFile(page, "cards/twilight-struggle/game.yaml");
  await error.click();
  await expect(page.locator(".cw-editor-bar .path")).toContainText("early-war.yaml");
});

test("a move that no longer replays because the edited code fails: the banner says why in the editor's language", async ({ app: page }) => {
  await playOpening(page);
  await openFile(page, EARLY);
  await find(page, "vp(us, 5 - defcon_level)");
  await page.keyboard.insertText("vp(us, pieces(first([]), us))");
  const banner = page.locator("cw-log [data-replay=stopped]");
  await expect(banner).toContainText("not a space: none (cards/early-war.yaml:62:14, in card duck_and_cover)");
  await page.locator("select[data-ui-lang]").selectOption("es");
  await expect(banner).toContainText("no es un espacio: none (cards/early-war.yaml:62:14, en la carta duck_and_cover)");
});
