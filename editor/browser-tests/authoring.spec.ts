// Writing content as a designer does: Enter, indentation, diagnostics that say what was expected,
// one hover per thing, quick fixes, a new card with its test, snippets, and the Problems panel.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { cardwright, draft, EARLY, find, misspellCuba, openFile, quickFix, switchGame } from "./actions.js";
import { expect, ready, test } from "./fixtures.js";

const MID = "cards/twilight-struggle/cards/mid-war.yaml";

test("Enter makes a new line while suggestions are showing; only the schema's and the language's words are offered", async ({ app: page, shot }) => {
  await openFile(page, EARLY);
  await find(page, "    name: Fidel");
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("op");
  const suggest = page.locator(".monaco-editor .suggest-widget.visible");
  await suggest.waitFor();
  // Schema keys of a card, not words of the text.
  for (const row of await suggest.locator(".monaco-list-row").allTextContents()) expect(row).toMatch(/^op/);
  await shot("suggestions-while-typing");
  await page.keyboard.press("Enter");
  await page.keyboard.type("X");
  expect(await draft(page, EARLY)).toContain("    name: Fidel\n    op\n    X\n");
  // A word that is only in the text (card text is not code): nothing is suggested for it.
  await find(page, "Clear all US Influence from Cuba");
  await page.keyboard.press("End");
  await page.keyboard.type(" Influ");
  await page.waitForTimeout(800);
  await expect(page.locator(".monaco-editor .suggest-widget.visible")).toHaveCount(0);
});

test("Enter after a list item's key lines up with that key; after a block header it indents the text", async ({ app: page }) => {
  await openFile(page, EARLY);
  await find(page, "  - id: fidel");
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("X");
  await find(page, "remove_all_influence(us, cuba)");
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Y");
  const text = await draft(page, EARLY);
  expect(text).toContain("  - id: fidel\n    X\n");
  expect(text).toContain("      remove_all_influence(us, cuba)\n      Y\n");
});

test("a misplaced key: the diagnostic says which column was expected, like which line", async ({ app: page, shot }) => {
  await openFile(page, EARLY);
  await find(page, "    name: Fidel");
  await page.keyboard.insertText("   name: Fidel");
  await ready(page, "errors");
  const item = page.locator("cw-problems .item[data-code=CW101]");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText("`name:` at column 4 is not lined up with the keys around it");
  await expect(item).toContainText("put it at column 5, like `number:` on line 117");
  await shot("layout-diagnostic");
});

test("hover: one short panel per key, id and statement", async ({ app: page, shot }) => {
  await openFile(page, EARLY);
  await find(page, "    side: ussr");
  await page.keyboard.press("Escape");
  await page.locator(".monaco-editor .view-line span", { hasText: /^side$/ }).first().hover();
  const hover = page.locator(".monaco-hover:visible");
  await expect(hover).toContainText("side (required)");
  await expect(hover).toContainText("Whose event it is");
  // One thing said once: the key's meaning, not monaco-yaml's description stacked on ours.
  await expect(hover.locator(".hover-row.markdown-hover, .hover-contents")).toHaveCount(1);
  await page.waitForTimeout(300);
  await shot("hover-key");
  await page.mouse.move(5, 500);
  await find(page, "gain_control(ussr, cuba)");
  await page.locator(".monaco-editor .view-line span", { hasText: /^cuba$/ }).last().hover();
  await expect(page.locator(".monaco-hover:visible")).toContainText("Cuba — country");
  await expect(page.locator(".monaco-hover:visible")).toContainText("stability 3");
});

test("hover over a card's keys: the game's fields and the kernel's, and the hover's own words, in the editor's language, and again after a switch", async ({ app: page }) => {
  await openFile(page, EARLY);
  const hoverKey = async (name: string, line: string) => {
    await page.mouse.move(5, 500);
    await find(page, line);
    await page.keyboard.press("Escape");
    // The key of a card's line (the same word in effect code has a hover of its own).
    const key = `xpath=//div[contains(@class, "view-line")]//span[text()="${name}" and starts-with(following-sibling::span[1], ":")]`;
    await page.locator(".monaco-editor").locator(key).first().hover();
    return page.locator(".monaco-hover:visible");
  };
  await expect(await hoverKey("ops", "    ops: 1")).toContainText("Operations value");
  await expect(await hoverKey("ops", "    ops: 1")).toContainText("integer 0–4");
  await page.locator("select[data-ui-lang]").selectOption("es");
  // A field the game declares (its locale file's words) …
  let ops = await hoverKey("ops", "    ops: 1");
  await expect(ops).toContainText("ops (obligatorio) — Valor de Operaciones");
  await expect(ops).toContainText("entero 0–4");
  // … and a key every card has (the editor's words for the kernel's schema).
  const side = await hoverKey("side", "    side: ussr");
  await expect(side).toContainText("side (obligatorio) — De quién es el evento");
  await expect(side).not.toContainText("Whose event");
  await expect(side).toContainText("texto");
  await page.locator("select[data-ui-lang]").selectOption("en");
  ops = await hoverKey("ops", "    ops: 1");
  await expect(ops).toContainText("ops (required) — Operations value");
  await expect(ops).toContainText("integer 0–4");
});

test("completion of a card's key: monaco-yaml's details give its description in the editor's language", async ({ app: page }) => {
  await openFile(page, EARLY);
  await page.locator("select[data-ui-lang]").selectOption("es");
  await find(page, "    name: Fidel");
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("prereq");
  const suggest = page.locator(".monaco-editor .suggest-widget.visible");
  await expect(suggest.locator(".monaco-list-row").first()).toContainText("prerequisite");
  // The item's details (nothing is selected until asked: Down, then Ctrl+Space): a key every card may have.
  await page.keyboard.press("ArrowDown");
  const details = page.locator(".suggest-details");
  if (!(await details.isVisible())) await page.keyboard.press("Control+Space");
  await expect(details).toContainText("Una condición: mientras no se cumple, el evento no puede ocurrir.");
  await expect(details).not.toContainText("while it does not hold");
});

test("quick fixes: an unknown id, an old spelling, a missing required property", async ({ app: page, shot }) => {
  await openFile(page, EARLY);
  // Unknown id → the nearest ids.
  await find(page, "gain_control(ussr, cuba)");
  await page.keyboard.insertText("gain_control(ussr, cubba)");
  await ready(page, "errors");
  await find(page, "cubba");
  await page.keyboard.press("Control+.");
  await page.locator(".action-widget", { hasText: "Change to `cuba`" }).waitFor();
  await shot("quick-fix");
  await page.keyboard.press("Escape");
  await find(page, "cubba");
  await quickFix(page, "Change to `cuba`");
  await ready(page, "ok");
  // An old spelling → the current one.
  await find(page, "gain_control(ussr, cuba)");
  await page.keyboard.insertText("play_ops(ussr, fidel)");
  await ready(page, "errors");
  await expect(page.locator("cw-problems .item[data-code=CW303]")).toContainText("`play_ops` is an old spelling: it is now `play_card`");
  await find(page, "play_ops");
  await quickFix(page, "play_card");
  expect(await draft(page, EARLY)).toContain("play_card(ussr, fidel)");
  await find(page, "play_card(ussr, fidel)");
  await page.keyboard.insertText("gain_control(ussr, cuba)");
  await ready(page, "ok");
  // A missing required property → inserted.
  // Fidel's `ops:` line taken out (the line below its name; the game declares `ops` with no default,
  // so a card needs it).
  await find(page, "    name: Fidel");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Shift+ArrowDown");
  await page.keyboard.press("Delete");
  await ready(page, "errors");
  await page.locator("cw-problems .item[data-code=CW202]").click();
  await quickFix(page, "Add the missing `ops:`");
  await expect(page.locator("cw-problems .item[data-code=CW202]")).toHaveCount(0);
  expect(await draft(page, EARLY)).toMatch(/ {6}gain_control\(ussr, cuba\)\n {4}ops: \d+\n/);
});

test("a file's own problem (the sequence's YAML broken) holds back the check of names and code: the Problems panel says so, and the code's problem is back once it is mended", async ({ app: page, shot }) => {
  await misspellCuba(page);
  const problems = page.locator("cw-problems");
  await expect(problems.locator(".item[data-code=CW302]")).toHaveCount(1);
  await expect(problems.locator("[data-unchecked]")).toHaveCount(0);
  // A letter typed at the start of a line of the sequence (a file the rest of the game is made
  // from, not a card or procedures file, which would be left out alone): the name is not looked up.
  await openFile(page, "cards/twilight-struggle/sequence.yaml");
  await find(page, "  counter: turn");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.type("x");
  await expect(problems.locator(".item[data-code=CW302]")).toHaveCount(0);
  await expect(problems.locator("[data-unchecked]")).toHaveText("Names and effect code are checked once every file reads as YAML and matches its schema: mend the problems below, and more may appear.");
  await shot("problems-unchecked");
  await page.keyboard.press("Backspace");
  await expect(problems.locator(".item[data-code=CW302]")).toHaveCount(1);
  await expect(problems.locator("[data-unchecked]")).toHaveCount(0);
});

test("a value one card's schema refuses leaves that card out of the check: another card's code problem stays shown, and the Problems panel says which card was left out", async ({ app: page, shot }) => {
  await misspellCuba(page);
  const problems = page.locator("cw-problems");
  await expect(problems.locator(".item[data-code=CW302]")).toHaveCount(1);
  // NATO's Ops value (the line below its name) made text: a schema error in NATO, and Fidel's misspelt name is still reported.
  await find(page, "    name: NATO");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("End");
  await page.keyboard.type("x");
  await expect(problems.locator(".item[data-code=CW204]")).toHaveCount(1);
  // The schema error in a designer's words, as validate prints it: the card by its id, the type in words.
  await expect(problems.locator(".item[data-code=CW204] .msg")).toHaveText("card `nato`: `ops` must be a whole number");
  await expect(problems.locator(".item[data-code=CW302]")).toHaveCount(1);
  await expect(problems.locator("[data-unchecked]")).toHaveCount(0);
  await expect(problems.locator("[data-left-out]")).toHaveText("Left out of the check because of their own problems below: card `nato`. Names and effect code of the rest were checked; translations wait until every file matches its schema.");
  await shot("problems-left-out");
  await page.keyboard.press("Backspace");
  await expect(problems.locator(".item[data-code=CW204]")).toHaveCount(0);
  await expect(problems.locator(".item[data-code=CW302]")).toHaveCount(1);
  await expect(problems.locator("[data-left-out]")).toHaveCount(0);
});

test("an option whose kind is misspelt is left out of the check: a card's code problem stays shown, and the Problems panel names the option's file", async ({ app: page, shot }) => {
  await misspellCuba(page);
  const problems = page.locator("cw-problems");
  await expect(problems.locator(".item[data-code=CW302]")).toHaveCount(1);
  await openFile(page, "cards/twilight-struggle/options/us-handicap.yaml");
  await find(page, "kind: option");
  await page.keyboard.press("End");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("Backspace");
  await expect(problems.locator(".item[data-code=CW203]")).toHaveCount(1);
  await expect(problems.locator(".item[data-code=CW302]")).toHaveCount(1);
  await expect(problems.locator("[data-unchecked]")).toHaveCount(0);
  await expect(problems.locator("[data-left-out]")).toHaveText("Left out of the check because of their own problems below: file `options/us-handicap.yaml`. Names and effect code of the rest were checked; translations wait until every file matches its schema.");
  await shot("problems-left-out-option");
  await page.keyboard.type("i");
  await expect(problems.locator(".item[data-code=CW203]")).toHaveCount(0);
  await expect(problems.locator(".item[data-code=CW302]")).toHaveCount(1);
  await expect(problems.locator("[data-left-out]")).toHaveCount(0);
});

test("a space of the board whose stability is not a number is left out of the check: a card's code problem stays shown, nothing names the space as unknown, and the Problems panel names it", async ({ app: page, shot }) => {
  await misspellCuba(page);
  const problems = page.locator("cw-problems");
  await expect(problems.locator(".item[data-code=CW302]")).toHaveCount(1);
  // Iran's stability (two lines below its name) made `2x`: its card code, the other countries'
  // adjacency and the scenarios' set-up that name Iran report nothing.
  await openFile(page, "cards/twilight-struggle/board.yaml");
  await find(page, "    name: Iran");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("End");
  await page.keyboard.type("x");
  await expect(problems.locator(".item[data-code=CW204]")).toHaveCount(1);
  // The country by its id and the game's word for a space, as validate prints it.
  await expect(problems.locator(".item[data-code=CW204] .msg")).toHaveText("country `iran`: `stability` must be a whole number");
  // In the editor's other languages: the game's word for a space and the rule in that language.
  await page.locator("select[data-ui-lang]").selectOption("es");
  await expect(problems.locator(".item[data-code=CW204] .msg")).toHaveText("país `iran`: `stability` debe ser un número entero");
  await shot("problems-schema-error-es");
  await page.locator("select[data-ui-lang]").selectOption("en");
  await expect(problems.locator(".item[data-code=CW302]")).toHaveCount(1);
  await expect(problems.locator(".item[data-code=CW402]")).toHaveCount(0);
  await expect(problems.locator("[data-unchecked]")).toHaveCount(0);
  await expect(problems.locator("[data-left-out]")).toHaveText("Left out of the check because of their own problems below: country `iran` of the board. Names and effect code of the rest were checked; translations wait until every file matches its schema.");
  await shot("problems-left-out-space");
  await page.keyboard.press("Backspace");
  await expect(problems.locator(".item[data-code=CW204]")).toHaveCount(0);
  await expect(problems.locator(".item[data-code=CW302]")).toHaveCount(1);
  await expect(problems.locator("[data-left-out]")).toHaveCount(0);
});

test("a group of the board whose colour is not a colour is left out of the check: a card's code problem stays shown, nothing names the group as unknown, and the Problems panel names it in the game's word", async ({ app: page, shot }) => {
  await misspellCuba(page);
  const problems = page.locator("cw-problems");
  await expect(problems.locator(".item[data-code=CW302]")).toHaveCount(1);
  // Africa's colour made a word: its countries' groups, the scoring card's code and the set-ups
  // that name Africa report nothing.
  await openFile(page, "cards/twilight-struggle/board.yaml");
  await find(page, '"#e6c440"');
  await page.keyboard.type("yellow");
  await expect(problems.locator(".item[data-code=CW205]")).toHaveCount(1);
  await expect(problems.locator(".item[data-code=CW205] .msg")).toHaveText("region `africa`: `colour` must be a colour: `#` and six hexadecimal digits, like `#1f6fb2`");
  await expect(problems.locator(".item[data-code=CW302]")).toHaveCount(1);
  await expect(problems.locator(".item[data-code=CW402]")).toHaveCount(0);
  await expect(problems.locator("[data-unchecked]")).toHaveCount(0);
  await expect(problems.locator("[data-left-out]")).toHaveText("Left out of the check because of their own problems below: region `africa` of the board. Names and effect code of the rest were checked; translations wait until every file matches its schema.");
  // In the editor's other languages: the game's word for a group.
  await page.locator("select[data-ui-lang]").selectOption("es");
  await expect(problems.locator("[data-left-out]")).toContainText("región `africa` del tablero");
  await page.locator("select[data-ui-lang]").selectOption("en");
  await shot("problems-left-out-group");
});

test("the Problems panel shows warnings and hints with counts and a filter; a click goes to the place; quick fixes add a translation and a test", async ({ app: page, cardsDir, shot }) => {
  // Spanish loses a card name (a warning) and Fidel loses its test (a hint).
  const es = join(cardsDir, "twilight-struggle/locales/es.yaml");
  writeFileSync(es, readFileSync(es, "utf8").replace(/^ {2}card\.blockade\.name: .*\n/m, ""));
  rmSync(join(cardsDir, "twilight-struggle/tests/card-fidel.yaml"));
  await page.reload();
  await ready(page, "ok");
  const panel = page.locator("cw-problems");
  await expect(panel.locator("[data-count=warning]")).toHaveText("1");
  await expect(panel.locator("[data-count=hint]")).toHaveText("1");
  await expect(panel.locator(".item[data-code=CW602]")).toContainText("missing Spanish translation of `card.blockade.name`");
  await expect(panel.locator(".item[data-code=CW808]")).toContainText("card `fidel` has no scenario test of its own");
  await shot("problems-panel");
  await panel.locator("[data-problems-filter=hint]").click();
  await expect(panel.locator(".item")).toHaveCount(1);
  await panel.locator("[data-problems-filter=all]").click();
  // Click-to-go: the English source of the missing translation, where its quick fix is.
  await panel.locator(".item[data-code=CW602]").click();
  await expect(page.locator(".cw-editor-bar .path")).toContainText("early-war.yaml");
  await quickFix(page, "to the Spanish file");
  await expect(page.locator(".cw-toast")).toContainText("Added card.blockade.name to locales/es.yaml");
  expect(await draft(page, "cards/twilight-struggle/locales/es.yaml")).toMatch(/card\.blockade\.name: \{ text: Blockade \}/);
  await expect(panel.locator(".item[data-code=CW602]")).toHaveCount(0);
  // The hint's quick fix writes the card's test.
  await panel.locator(".item[data-code=CW808]").click();
  await quickFix(page, "Create a scenario test for `fidel`");
  await expect(page.locator(".cw-editor-bar .path")).toContainText("card-fidel.yaml");
  await expect(panel.locator(".item[data-code=CW808]")).toHaveCount(0);
});

test("the Problems panel warns of a value_titles entry naming no value of its field, in the interface's language, at its place", async ({ app: page, cardsDir }) => {
  // A misspelt value: its title was dropped without a word before (CW405 now).
  const game = join(cardsDir, "twilight-struggle/game.yaml");
  writeFileSync(game, readFileSync(game, "utf8").replace("china: The China Card }", "chna: The China Card }"));
  await page.reload();
  await ready(page, "ok");
  await page.locator("select[data-ui-lang]").selectOption("es");
  const item = page.locator("cw-problems .item[data-code=CW405]");
  await expect(item).toContainText("`value_titles` del campo de carta `kind` nombra `chna`, que no es uno de sus valores");
  await expect(item).toContainText("los valores de `kind` son `event`, `scoring`, `china`");
  await expect(item).toContainText("100:");
  // A click goes to the entry in game.yaml.
  await item.click();
  await expect(page.locator(".cw-editor-bar .path")).toContainText("game.yaml");
});

test("New card: a valid skeleton in its era's file and a test that passes in `cardwright test` as it is", async ({ app: page, cardsDir, shot }) => {
  await page.locator("[data-new-card]").click();
  await page.locator("cw-new-card [data-nc-id]").fill("berlin_airlift");
  await expect(page.locator("cw-new-card [data-nc-name]")).toHaveValue("Berlin Airlift");
  await page.locator("cw-new-card [data-nc-side=us]").check();
  // The card fields the game declares (Ops a number, era one of its values).
  await page.locator("cw-new-card [data-nc-field=ops]").fill("3");
  await page.locator("cw-new-card [data-nc-field=ops]").dispatchEvent("change");
  await page.locator("cw-new-card [data-nc-field=era]").selectOption("mid");
  await shot("new-card-dialog");
  await page.locator("cw-new-card [data-nc-create]").click();
  await expect(page.locator(".cw-editor-bar .path")).toContainText("mid-war.yaml");
  await page.locator("cw-card-face .card[data-card=berlin_airlift]").waitFor();
  await ready(page, "ok");
  // Its test is written by playing it, in the engine worker.
  await expect(page.locator(".cw-panel-title[data-panel=content]")).toContainText("2 unsaved");
  await shot("new-card");
  await page.locator("[data-save-all]").click();
  await page.locator(".cw-toast", { hasText: "Saved" }).waitFor();
  const content = join(cardsDir, "twilight-struggle");
  const mid = readFileSync(join(content, "cards/mid-war.yaml"), "utf8");
  const entry = mid.slice(mid.indexOf("  - id: berlin_airlift\n"));
  for (const line of ["number: 112", "name: Berlin Airlift", "ops: 3", "side: us", "era: mid"]) expect(entry).toContain(`\n    ${line}\n`);
  const r = cardwright("test", join(content, "tests/card-berlin-airlift.yaml"), "--content", content);
  expect(r.output).toContain("1 passed, 0 failed");
  expect(r.status).toBe(0);
});

test("snippets for the effect language's common shapes, offered in effect code", async ({ app: page, shot }) => {
  // The list waits for every completion source, the YAML worker's included, which can take many
  // seconds on a loaded machine (the list shows "Loading…" meanwhile).
  test.setTimeout(300_000);
  await openFile(page, EARLY);
  await find(page, "      gain_control(ussr, cuba)");
  await page.keyboard.insertText("      ");
  await page.keyboard.type("dice ro");
  // Asked for explicitly (Ctrl+Space), as a designer looking for a shape would: typing alone
  // opens the list too, but not at a moment a test can wait for on a loaded machine.
  await page.keyboard.press("Control+Space");
  const row = page.locator(".monaco-editor .suggest-widget .monaco-list-row", { hasText: "dice roll" }).first();
  await row.waitFor({ timeout: 60_000 });
  await shot("snippet");
  await row.click();
  await page.keyboard.press("Escape");
  const text = await draft(page, EARLY);
  expect(text).toMatch(/\n {6}let die = roll\(me\)\n {6}if die >= 4 \{\n {8}vp\(me, 2\)\n {6}\} else \{\n {8}vp\(opponent, 1\)\n {6}\}\n {2}- id: vietnam_revolts/);
  // What the snippet wrote is valid effect code.
  await ready(page, "ok");
  // Each of the others offered on a line of its own (End leaves the dice snippet's placeholder).
  for (const label of ["choose countries", "place influence", "remove influence", "lasting effect", "choice of options"]) {
    await page.keyboard.press("End");
    await page.keyboard.press("Enter");
    await page.keyboard.type(label.split(" ")[0]!);
    await page.keyboard.press("Control+Space");
    await expect(page.locator(".monaco-editor .suggest-widget .monaco-list-row", { hasText: label }).first()).toBeVisible({ timeout: 60_000 });
    await page.keyboard.press("Escape");
  }
});

test("New card in 13 Days: the dialog speaks of no other game (no era, no Twilight Struggle card as the id's example)", async ({ app: page }) => {
  await switchGame(page, "cards/thirteen-days", 9);
  await page.locator("[data-new-card]").click();
  const form = page.locator("cw-new-card [data-new-card-form]");
  await expect(form.locator(".lead")).toHaveText("Adds a card to the file that holds cards like it, with a text and an event to replace, and a scenario test that plays its event.");
  await expect(form.locator("[data-nc-id]")).toHaveAttribute("placeholder", "new_card");
  await form.locator("[data-nc-id]").fill("Bad Id");
  await form.locator("[data-nc-create]").click();
  await expect(form.locator("[role=alert]")).toHaveText("an id is lowercase letters, digits and _, starting with a letter (new_card)");
});

test("New card in 13 Days names the sides and the UN cards' alignment, in the interface's language", async ({ app: page, shot }) => {
  await switchGame(page, "cards/thirteen-days", 9);
  const side = (id: string) => page.locator("cw-new-card .sides label", { has: page.locator(`[data-nc-side=${id}]`) });
  await page.locator("[data-new-card]").click();
  // It said "un", the alignment's id.
  await expect(side("un")).toHaveText("UN");
  await expect(side("us")).toHaveText("US");
  await expect(side("ussr")).toHaveText("USSR");
  await shot("new-card-thirteen-days-sides");
  await page.locator("cw-new-card .actions .btn:not(.primary)").click();
  await page.locator("select[data-ui-lang]").selectOption("es");
  await page.locator("[data-new-card]").click();
  await expect(side("un")).toHaveText("ONU");
  await expect(side("us")).toHaveText("EE. UU.");
  await shot("new-card-thirteen-days-sides-es");
});

test("New card names the game's card fields and their values, and gives its tooltips, in the interface's language (both games)", async ({ app: page, shot }) => {
  const label = (field: string) => page.locator(`cw-new-card label[for=nc-${field}]`);
  const options = (field: string) => page.locator(`cw-new-card [data-nc-field=${field}] option`);
  await page.locator("select[data-ui-lang]").selectOption("es");
  await page.locator("[data-new-card]").click();
  // It said "Kind", "event", "scoring", "china", "Removed after event".
  await expect(label("kind")).toHaveText("Tipo");
  await expect(options("kind")).toHaveText(["Carta de evento", "Carta de puntuación", "La Carta de China"]);
  await expect(label("era")).toHaveText("Época");
  await expect(options("era")).toHaveText(["Guerra inicial", "Guerra media", "Guerra tardía"]);
  await expect(label("removed_after_event")).toHaveText("Se retira tras el evento");
  // The tooltips too: each field's description (the game's words) and the dialog's own help.
  await expect(label("era")).toHaveAttribute("title", "La época a cuyo mazo pertenece.");
  await expect(page.locator("cw-new-card [data-nc-field=ops]")).toHaveAttribute("title", "Valor de Operaciones (0 en las cartas de puntuación).");
  await expect(page.locator("cw-new-card [data-nc-create]")).toHaveAttribute("title", /^Añade la carta al archivo de cartas/);
  await expect(page.locator("cw-new-card .actions .btn:not(.primary)")).toHaveAttribute("title", "Cierra el diálogo sin añadir nada (Esc)");
  await expect(page.locator("cw-new-card [data-nc-name]")).toHaveAttribute("title", /^El nombre de la carta/);
  await shot("new-card-fields-es");
  await page.locator("cw-new-card .actions .btn:not(.primary)").click();
  await switchGame(page, "cards/thirteen-days", 9);
  await page.locator("[data-new-card]").click();
  await expect(label("kind")).toHaveText("Tipo");
  await expect(options("kind")).toHaveText(["Carta de estrategia", "Carta de agenda", "Misiva personal"]);
  await expect(label("kind")).toHaveAttribute("title", "Una carta de estrategia, una carta de agenda o la Misiva personal.");
  await shot("new-card-fields-thirteen-days-es");
  await page.locator("cw-new-card .actions .btn:not(.primary)").click();
  await page.locator("select[data-ui-lang]").selectOption("en");
  await page.locator("[data-new-card]").click();
  await expect(label("kind")).toHaveText("Kind");
  await expect(options("kind")).toHaveText(["Strategy card", "Agenda card", "Personal Letter"]);
  await expect(label("kind")).toHaveAttribute("title", "A strategy card, an agenda card, or the Personal Letter.");
});
