// The code editor: the file tree, YAML with the card face and the board, completion and hover in
// effect code, an error marked where it is and gone when fixed, hostile content pasted in (an alias
// bomb, 5,000 nested parentheses) shown as located errors while the page keeps answering.
import { EARLY, find, misspellCuba, openFile, switchGame } from "./actions.js";
import type { Page } from "@playwright/test";
import { expect, ready, test } from "./fixtures.js";

test("opens the editor: file tree, YAML, card face, board", async ({ app: page, shot }) => {
  await openFile(page, EARLY);
  await find(page, "name: Fidel");
  await page.locator("cw-card-face .card[data-card=fidel]").waitFor();
  await expect(page.locator("cw-board g.space[data-space]")).toHaveCount(84);
  expect(await page.locator(".monaco-editor [class*=mtk]").count(), "highlighted YAML").toBeGreaterThan(20);
  await shot("open");
});

test("completion and hover in effect code", async ({ app: page, shot }) => {
  await openFile(page, EARLY);
  await find(page, "remove_all_influence(us, cuba)");
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("add_inf");
  await page.locator(".monaco-editor .suggest-widget .monaco-list-row", { hasText: "add_influence" }).first().waitFor();
  await page.waitForTimeout(400);
  await shot("completion");
  await page.keyboard.press("Escape");
  // Take the line back out: the file is as it was.
  await page.keyboard.press("Control+Z");
  await page.keyboard.press("Control+Z");
  await expect(page.locator(".cw-editor-bar [data-file-state=saved]")).toHaveCount(1);
  const word = page.locator(".monaco-editor .view-line span", { hasText: /^gain_control$/ }).first();
  await word.hover();
  await page.locator(".monaco-hover", { hasText: "Adds just enough Influence" }).first().waitFor();
  await page.waitForTimeout(400); // the hover fades in
  await shot("hover");
});

test("an error shows as a marker at its exact position, and goes when fixed", async ({ app: page, shot }) => {
  // Isolated, the page reads the worker's quick answer to a key in the key's own task
  // (editor/src/game/quick-lane.ts); the keys below, typed fast, must end with the last one's.
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
  await misspellCuba(page);
  const problem = page.locator("cw-problems .item[data-code=CW302]");
  await expect(problem).toContainText("cubba");
  await page.locator(".monaco-editor .squiggly-error").first().waitFor({ state: "attached" });
  // The marker sits exactly under the misspelt name: hovering the word shows its message.
  await page.locator(".monaco-editor .view-line span", { hasText: /^cubba$/ }).first().hover();
  await page.locator(".monaco-hover", { hasText: "did you mean `cuba`" }).first().waitFor();
  await page.waitForTimeout(400);
  await shot("error-marker");
  await page.mouse.move(5, 500);
  // Fixed the way a designer would: select the misspelt name and type the right one.
  await find(page, "cubba");
  await page.keyboard.type("cuba");
  await ready(page, "ok");
  await expect(page.locator(".monaco-editor .squiggly-error")).toHaveCount(0);
  await expect(page.locator("cw-problems .item")).toHaveCount(0);
});

test("hostile content pasted into a file: an alias bomb and a deeply nested effect are located errors, and the page stays responsive", async ({ app: page, shot }) => {
  const file = "cards/twilight-struggle/cards/spanish-edition.yaml";
  await openFile(page, file);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  const original = await fileOnServer(page, file);
  const paste = async (text: string) => {
    await page.evaluate((t) => navigator.clipboard.writeText(t), text);
    // A click inside the code, below the top: after a long paste the editor is scrolled and its
    // top shadow covers the first line number, so a click there waited forever (seen once in CI).
    // Measured from the editor's visible frame, not from its lines: a file opened scrolled down
    // puts the lines' own top above the frame, and the point off screen (seen in CI, 90 s of retries).
    await page.locator(".cw-editor-panel .monaco-editor .overflow-guard").first().click({ position: { x: 120, y: 60 } });
    await page.keyboard.press("Control+A");
    await page.keyboard.press("Control+V");
  };

  // Each line's aliases multiply the one before: line 5's eighth alias passes 100,000 values.
  const bomb = ["a: &a [x, x, x, x, x, x, x, x, x, x]", ...["b", "c", "d", "e"].map((k, i) => `${k}: &${k} [${Array(10).fill(`*${"abcd"[i]}`).join(", ")}]`), `f: [${Array(10).fill("*e").join(", ")}]`].join("\n");
  await paste(`${bomb}\n`);
  await locatedWhileResponsive(page, "CW108", "5:36");
  await ready(page, "errors");
  await shot("alias-bomb");

  // 5,000 nested parentheses in one card's event, and a misspelt name in another card.
  const card = (id: string, n: number, event: string) =>
    [`  - id: ${id}`, `    number: ${n}`, "    name: Probe", "    ops: 1", "    side: us", "    era: late", "    kind: event", "    removed_after_event: false", "    optional: false", "    text: A probe.", "    event: |", `      ${event}`].join("\n");
  const deep = `vp(us, ${"(".repeat(5000)}1${")".repeat(5000)})`;
  await paste(`cards:\n${card("probe_deep", 201, deep)}\n${card("probe_name", 202, "vp(ussa, 1)")}\n`);
  // Line 13 is the deep event: `vp(` is the first level, its 64th parenthesis the 65th (column 7 + 7 + 63).
  await locatedWhileResponsive(page, "CW308", "13:77");
  await locatedWhileResponsive(page, "CW302", "25:10");
  expect(await page.locator(".monaco-editor .squiggly-error").count(), "the errors are marked in the code").toBeGreaterThan(0);
  await shot("deep-effect");

  await paste(original);
  await ready(page, "ok");
});

/** The text of a file as the server has it on disk (through the file API, with the page's token). */
function fileOnServer(page: Page, path: string): Promise<string> {
  return page.evaluate(async (p) => {
    const r = await fetch("/api/files", { headers: { "X-Cardwright-Token": document.querySelector<HTMLMetaElement>('meta[name="cardwright-token"]')!.content } });
    return ((await r.json()) as { files: { path: string; text: string }[] }).files.find((f) => f.path === p)!.text;
  }, path);
}

/** Waits for a problem at a place while checking, every 100 ms, that the page answers within a second. */
async function locatedWhileResponsive(page: Page, code: string, where: string): Promise<void> {
  const item = page.locator(`cw-problems .item[data-code=${code}]`, { has: page.locator(".where", { hasText: where }) });
  let slowest = 0;
  const end = Date.now() + 20_000;
  while (!(await item.count())) {
    expect(Date.now() < end, `no ${code} at ${where} within 20 s; problems: ${await page.locator("cw-problems").textContent()}`).toBe(true);
    const t0 = Date.now();
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
    slowest = Math.max(slowest, Date.now() - t0);
    await page.waitForTimeout(100);
  }
  expect(slowest, "the longest time the page took to answer (ms)").toBeLessThan(1000);
}

test("key completion in a 13 Days card file: a new card's keys are offered, with no error in the console", async ({ app: page }) => {
  // 13 Days declares card fields whose default is null (an agenda's `target`): the completion
  // of a new list item wrote every default into its snippet and failed on that one (a
  // TypeError in the console at each key typed), and nothing was offered.
  await switchGame(page, "cards/thirteen-days", 9);
  await openFile(page, "cards/thirteen-days/cards/agendas.yaml");
  await find(page, "cards:");
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("  - ");
  await page.keyboard.press("Control+Space");
  await page.locator(".monaco-editor .suggest-widget .monaco-list-row").first().waitFor();
  await page.waitForTimeout(500); // the fixture fails the test on any error the page logs meanwhile
  await page.keyboard.press("Escape");
});

test("key completion on a new line of a card: the keys at the card's indentation; a space more offers nothing and logs no warning", async ({ app: page }) => {
  // A space typed there was answered by monaco-yaml with ranges on the line above: Monaco dropped
  // each item with a warning in the console ("did IGNORE invalid completion item"), per key typed.
  const dropped: string[] = [];
  page.on("console", (m) => {
    if (/did IGNORE invalid completion item/.test(m.text())) dropped.push(m.text());
  });
  await openFile(page, EARLY);
  await find(page, "- id: fidel");
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Control+Space");
  await page.locator(".monaco-editor .suggest-widget .monaco-list-row", { hasText: "prerequisite" }).first().waitFor({ timeout: 15_000 });
  await page.keyboard.press("Escape");
  await page.keyboard.type(" ");
  await page.waitForTimeout(1000);
  await page.keyboard.type(" ");
  await page.waitForTimeout(1000);
  expect(dropped).toEqual([]);
});
