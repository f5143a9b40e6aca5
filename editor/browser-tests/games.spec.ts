// Games other than the default and whose view the test game shows: 13 Days opened from the New
// game dialog, its own board drawn from its declarations and a move played on it; a side's view
// that shows its own hand and only the size of the other's.
import { find, give, openFile, pickCountry, switchGame } from "./actions.js";
import { expect, test } from "./fixtures.js";

test("13 Days opens from the New game dialog, draws its own board, and a test game move is played on it", async ({ app: page, shot }) => {
  await page.locator("[data-new-game]").click();
  await page.locator("cw-new-game [data-game]").selectOption("cards/thirteen-days");
  // Its nine battlegrounds in their theatres, its tracks, its hands.
  await expect(page.locator("cw-board g.space[data-space]")).toHaveCount(9);
  await expect(page.locator("cw-board [data-space=turkey]")).toContainText("Turkey");
  await expect(page.locator("cw-tracks [data-track=prestige]")).toContainText("Prestige");
  await expect(page.locator("cw-tracks [data-track=defcon_military]")).toBeVisible();
  await expect(page.locator("cw-new-game [data-game]")).toHaveValue("cards/thirteen-days");
  await shot("thirteen-days-new-game");
  await page.locator("cw-new-game [data-start-game]").click();
  await expect(page.locator("cw-new-game")).toHaveCount(0);
  // Round 1: both sides choose an agenda in secret, the US plays first, and commands two cubes
  // into Turkey (one printed there) with Summit Meeting, a card of its hand.
  await page.locator("cw-play [data-player=us] [data-option=agenda_atlantic]").click();
  await page.locator("cw-play [data-player=ussr] [data-option=agenda_berlin]").click();
  await page.locator("cw-play [data-option=us]").click();
  await page.locator("cw-play .chip.choosable[data-card=summit_meeting]").click();
  await page.locator("cw-play [data-option=command]").click();
  await pickCountry(page, "turkey");
  await page.locator("cw-play [data-option=place]").click();
  await page.locator("cw-play [data-option='2']").click();
  await expect(page.locator("cw-log .list")).toContainText("Turkey");
  await expect(page.locator("cw-board [data-space=turkey] text[data-pieces=us]")).toHaveText("3");
  await shot("thirteen-days-move");
  // The choice is remembered: a reload opens 13 Days again.
  await page.reload();
  await expect(page.locator("cw-board g.space[data-space]")).toHaveCount(9);
});

test("a first 13 Days test game opens at round 1, both sides choosing an agenda: nothing is played before the user acts", async ({ app: page }) => {
  await switchGame(page, "cards/thirteen-days", 9);
  await expect(page.locator("cw-new-game")).toHaveCount(0);
  // It opened at round 2: its first game was a position at its plays with empty hands, where every
  // play passes, so round 1 was played out before anyone was asked anything.
  await expect(page.locator("cw-play [data-player=us] [data-option]")).toHaveCount(3);
  await expect(page.locator("cw-play [data-player=ussr] [data-option]")).toHaveCount(3);
  await expect(page.locator("cw-tracks [data-var=round] .v")).toHaveText("1");
  await expect(page.locator("cw-log [data-log='round.start']")).toHaveCount(1);
  await expect(page.locator("cw-log [data-log='play.pass']")).toHaveCount(0);
});

test("13 Days' plays chosen as the start, hands empty: the test game says why it shows round 2 (nobody was asked), until a card given makes round 1 ask", async ({ app: page }) => {
  await switchGame(page, "cards/thirteen-days", 9);
  await page.locator("[data-new-game]").click();
  const form = page.locator("cw-new-game");
  await form.locator("[data-start=plays]").check();
  await form.locator("[data-start-game]").click();
  await expect(page.locator("cw-tracks [data-var=round] .v")).toHaveText("2");
  // Said beside the start's log lines.
  const note = page.locator("cw-log [data-ran-on]");
  await expect(note).toHaveText("Nobody had anything to decide at this position: the game played on by itself from Round 1 to Round 2. Its hands are empty: give cards to them in the test game (before the first move, a card given is part of the start).");
  // A card given before the first move is part of the start: round 1 asks the US to play it.
  await give(page, "Summit Meeting", "us");
  await expect(page.locator("cw-tracks [data-var=round] .v")).toHaveText("1");
  await expect(page.locator("cw-play [data-player=us]")).toBeVisible();
  await expect(note).toHaveCount(0);
});

test("every game's tests folder starts folded, and unfolds on a click", async ({ app: page }) => {
  const folder = (game: string) => page.locator(`cw-file-tree li:has(> [data-folder="cards/${game}/tests"])`);
  await expect(folder("twilight-struggle")).toHaveAttribute("aria-expanded", "false");
  await switchGame(page, "cards/thirteen-days", 9);
  await expect(folder("thirteen-days")).toHaveAttribute("aria-expanded", "false");
  await expect(page.locator(`cw-file-tree [data-path^="cards/thirteen-days/tests/"]`)).toHaveCount(0);
  await page.locator(`cw-file-tree [data-folder="cards/thirteen-days/tests"]`).click();
  await expect(folder("thirteen-days")).toHaveAttribute("aria-expanded", "true");
  await expect(page.locator(`cw-file-tree [data-path^="cards/thirteen-days/tests/"]`).first()).toBeVisible();
});

test("the side view shows a side's own hand and only the size of the other's; all open shows both", async ({ app: page, shot }) => {
  await give(page, "#8 Fidel", "ussr");
  await give(page, "#4 Duck and Cover", "us");
  await expect(page.locator("cw-play [data-hand=us] .chip[data-card=duck_and_cover]")).toHaveCount(1);
  await expect(page.locator("cw-play [data-view=all]")).toHaveAttribute("aria-pressed", "true");
  await page.locator("cw-play [data-view=ussr]").click();
  await expect(page.locator("cw-play [data-view=ussr]")).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator("cw-play [data-hand=ussr] .chip[data-card=fidel]")).toHaveCount(1);
  await expect(page.locator("cw-play [data-hand=us] .chip")).toHaveCount(0);
  await expect(page.locator("cw-play [data-hand=us] [data-hidden-hand]")).toContainText("1 card");
  await shot("side-view-ussr");
  // The US's view: the USSR is choosing its card; the US does not see its options.
  await page.locator("cw-play [data-view=us]").click();
  await expect(page.locator("cw-play [data-hand=ussr] .chip")).toHaveCount(0);
  await expect(page.locator("cw-play [data-player=ussr] [data-option]")).toHaveCount(0);
  await expect(page.locator("cw-play [data-hand=us] .chip[data-card=duck_and_cover]")).toHaveCount(1);
  await page.locator("cw-play [data-view=all]").click();
  await expect(page.locator("cw-play [data-hand=ussr] .chip[data-card=fidel]")).toHaveCount(1);
  await expect(page.locator("cw-play [data-hand=us] .chip[data-card=duck_and_cover]")).toHaveCount(1);
});

test("each game keeps its own test game: switching to 13 Days from a Twilight Struggle position, reloading and switching back", async ({ app: page }) => {
  // A Twilight Struggle test game from a position: an action round of turn 3.
  await page.locator("[data-new-game]").click();
  let form = page.locator("cw-new-game");
  await form.locator("[data-start=action]").check();
  await form.locator("[data-value=turn]").fill("3");
  await form.locator("[data-value=turn]").dispatchEvent("change");
  await form.locator("[data-start-game]").click();
  await expect(page.locator("cw-tracks [data-track=turn]")).toContainText("3");
  // 13 Days from the same dialog: its own first game, not that position (13 Days has no such phase).
  await page.locator("[data-new-game]").click();
  form = page.locator("cw-new-game");
  await form.locator("[data-game]").selectOption("cards/thirteen-days");
  await expect(page.locator("cw-board g.space[data-space]")).toHaveCount(9);
  await expect(form.locator("[data-start-game]")).toBeEnabled();
  await form.locator("[data-start-game]").click();
  await expect(page.locator("cw-play [data-player=us] [data-option=agenda_atlantic]")).toBeVisible();
  await expect(page.locator("cw-play [role=alert]")).toHaveCount(0);
  // A reload brings back 13 Days and its game.
  await page.reload();
  await expect(page.locator("cw-board g.space[data-space]")).toHaveCount(9);
  await expect(page.locator("cw-play [data-player=us] [data-option=agenda_atlantic]")).toBeVisible();
  await expect(page.locator("cw-play [role=alert]")).toHaveCount(0);
  // Back to Twilight Struggle: its test game where it was left.
  await page.locator("[data-new-game]").click();
  await page.locator("cw-new-game [data-game]").selectOption("cards/twilight-struggle");
  await expect(page.locator("cw-tracks [data-track=turn]")).toContainText("3");
  await expect(page.locator("cw-play [role=alert]")).toHaveCount(0);
});

test("a 13 Days card's face is drawn from what the game declares: its command value in the corner, its side, its DEFCON icon; an agenda has no corner", async ({ app: page, shot }) => {
  await switchGame(page, "cards/thirteen-days", 9);
  await openFile(page, "cards/thirteen-days/cards/strategy.yaml");
  await find(page, "name: ExComm");
  const excomm = page.locator("cw-card-face[data-face=en] .card[data-card=excomm]");
  // The star showed "?" (it looked for a field named as another game's): now the command value.
  await expect(excomm.locator("[data-face-corner]")).toHaveText("3");
  await expect(excomm.locator("[data-face-corner]")).toHaveAttribute("aria-label", "Command 3");
  await expect(excomm.locator("[data-face-lines]")).toContainText("US card");
  await expect(excomm.locator("[data-face-notes]")).toContainText("DEFCON icon");
  await expect(excomm).not.toContainText("?");
  await shot("thirteen-days-face");
  await openFile(page, "cards/thirteen-days/cards/agendas.yaml");
  await find(page, "name: Turkey");
  const turkey = page.locator("cw-card-face[data-face=en] .card[data-card=agenda_turkey]");
  await expect(turkey.locator("[data-face-notes]")).toContainText("Agenda: scores Turkey");
  await expect(turkey.locator("[data-face-corner]")).toHaveCount(0);
  await expect(turkey).not.toContainText("?");
});

test("13 Days' agendas and Personal Letter, which have no event by the rules, are not captioned as missing one; a strategy card whose event is taken out still is", async ({ app: page, shot }) => {
  await switchGame(page, "cards/thirteen-days", 9);
  const face = page.locator("cw-card-face[data-face=en]");
  const warning = face.locator("[data-face-no-event]");
  await openFile(page, "cards/thirteen-days/cards/agendas.yaml");
  await find(page, "name: Turkey");
  await expect(face.locator(".card[data-card=agenda_turkey]")).toBeVisible();
  await expect(face.locator(".meta")).toContainText("card 7 of 13");
  // It said "no event code ·" in the warning colour, as for a card whose event was forgotten.
  await expect(warning).toHaveCount(0);
  await shot("agenda-no-event-caption");
  await openFile(page, "cards/thirteen-days/cards/personal-letter.yaml");
  await find(page, "name: Personal Letter");
  await expect(face.locator(".card[data-card=personal_letter]")).toBeVisible();
  await expect(warning).toHaveCount(0);
  // A strategy card has an event: taken out, the caption says so.
  await openFile(page, "cards/thirteen-days/cards/strategy.yaml");
  await find(page, "add_cubes(me, 3, in: spaces_in(world_opinion), per_space: 2)");
  await expect(face.locator(".card[data-card=speech_to_the_nation]")).toBeVisible();
  await expect(warning).toHaveCount(0);
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("Control+Shift+K"); // `event: |`
  await page.keyboard.press("Control+Shift+K"); // its code
  await page.keyboard.press("ArrowUp");
  await expect(face.locator(".card[data-card=speech_to_the_nation]")).toBeVisible();
  await expect(warning).toHaveText("no event code ·");
  await shot("strategy-no-event-caption");
});

test("with the Spanish interface, a 13 Days battleground's tooltip names its pieces in Spanish", async ({ app: page }) => {
  await switchGame(page, "cards/thirteen-days", 9);
  await page.locator("select[data-ui-lang]").selectOption("es");
  await page.locator("cw-board g.space[data-space=turkey]").hover();
  // It said "Influence cubes: EE. UU. 1 · URSS 0", the pieces' English name amid Spanish.
  await expect(page.locator("cw-board [data-tip=turkey]")).toContainText("Cubos de Influencia: EE. UU.");
});

test("13 Days' board says a battleground is dominated, its game's word, not controlled (in English and Spanish)", async ({ app: page }) => {
  await switchGame(page, "cards/thirteen-days", 9);
  await expect(page.locator("cw-board .legend")).toContainText("US dominates");
  await page.locator("cw-board g.space[data-space=turkey]").hover();
  await expect(page.locator("cw-board [data-tip=turkey]")).toContainText("US dominates");
  await page.locator("cw-board g.space[data-space=television]").hover();
  await expect(page.locator("cw-board [data-tip=television]")).toContainText("Nobody dominates it");
  await page.locator("select[data-ui-lang]").selectOption("es");
  await expect(page.locator("cw-board .legend")).toContainText("EE. UU. domina");
  await page.locator("cw-board g.space[data-space=turkey]").hover();
  await expect(page.locator("cw-board [data-tip=turkey]")).toContainText("EE. UU. domina");
});
