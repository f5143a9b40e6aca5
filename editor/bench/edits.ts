// The editor's answer to typing, measured in Chromium (part of `npm run bench:editor`):
//   - keystroke to diagnostic: a key that makes an error in a card's event (a letter typed after a
//     name) or mends it (Backspace), until the Problems panel shows it, or no longer does;
//   - edit to replay: a key that changes what the card's event does in the test game (a digit of
//     Duck and Cover's VP), until the VP track shows the replayed game.
// Each from the moment the code editor hands the change to the page (the `cw:edit` mark, set as
// the key's change arrives) to the first frame that shows the result (seen by the page itself at
// each frame's start, not when this script asks). Figures only, no assertion.
// CW_BENCH_SHOT=FILE saves a screenshot of the page when a measurement fails.
import type { Browser, Page } from "@playwright/test";

export interface EditTimes {
  diagnostic: number[];
  replay: number[];
  /** Of each: from the edit to the worker's message arriving in the page (`cw:diagnostics`, `cw:game`); the rest is the page's. */
  diagnosticMessage: number[];
  replayMessage: number[];
  /** For each key of the first kind: the worker's build until it sent the diagnostics (the status's "built in N ms"). */
  build: number[];
}

const FILE = "cards/twilight-struggle/cards/early-war.yaml";

async function find(page: Page, text: string): Promise<void> {
  await page.locator(".monaco-editor textarea").first().focus();
  await page.keyboard.press("Control+F");
  await page.keyboard.insertText(text);
  await page.keyboard.press("Enter");
  await page.keyboard.press("Escape");
}

/** What shows the result: an element of a panel (in its shadow root) present or gone, or one whose text contains `text`. */
interface Shown {
  host: string;
  selector: string;
  present?: boolean;
  text?: string;
}

/**
 * Runs `key`, then waits for `shown`; the time from the last edit it made to the first frame that
 * shows it, and to the last `message` mark (the worker's message arriving) before that frame.
 */
async function timed(page: Page, key: () => Promise<void>, shown: Shown, message: string): Promise<[number, number]> {
  // The page itself looks at every frame from before the key (a loop of animation frames) and
  // notes the first that shows the result: the time this script takes to ask the page after the
  // key (a round trip through the browser's protocol, 5–60 ms on a loaded machine) is not counted,
  // which matters once the result shows in the key's own frame.
  // (A script's text: the TypeScript loader would name the inner function with a helper the page lacks.)
  await page.evaluate(`(() => {
    const s = ${JSON.stringify(shown)};
    performance.clearMarks();
    window.cwShownAt = 0;
    const check = () => {
      const host = document.querySelector(s.host);
      const el = (host?.shadowRoot ?? host)?.querySelector(s.selector) ?? null;
      const ok = s.text !== undefined ? (el?.textContent ?? "").includes(s.text) : (el !== null) === (s.present ?? true);
      if (ok) window.cwShownAt = performance.now();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })()`);
  await key();
  const done = await page
    .waitForFunction(() => (window as unknown as { cwShownAt: number }).cwShownAt, undefined, { polling: "raf", timeout: 60_000 })
    .then((h) => h.jsonValue());
  const [edit, arrived] = await page.evaluate(
    ([m, done]) => [performance.getEntriesByName("cw:edit").at(-1)?.startTime ?? NaN, performance.getEntriesByName(m).filter((e) => e.startTime <= done).at(-1)?.startTime ?? NaN],
    [message, done] as const,
  );
  return [done - edit, arrived - edit];
}

export async function measureEdits(browser: Browser, url: string, count: number): Promise<EditTimes> {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  const page = await context.newPage();
  const out: EditTimes = { diagnostic: [], replay: [], diagnosticMessage: [], replayMessage: [], build: [] };
  try {
    await page.goto(url);
    await page.locator(".cw-pill[data-status=ok]").waitFor({ timeout: 60_000 });
    // A test game in which Duck and Cover's event is played (the card-by-card edits below change it).
    const give = async (card: string, side: string) => {
      await page.locator("cw-play input[data-give]").fill(card);
      await page.locator(`cw-play [data-give-to=${side}]`).click();
    };
    await give("#8 Fidel", "ussr");
    await give("#4 Duck and Cover", "us");
    await page.locator("cw-play .chip.choosable[data-card=fidel]").click();
    await page.locator("cw-play [data-option=influence]").click();
    for (let i = 0; i < 2; i++) {
      await page.locator("cw-board g.option[data-space=afghanistan]").click();
      await page.waitForTimeout(300);
    }
    await page.locator("cw-play .chip.choosable[data-card=duck_and_cover]").click();
    await page.locator("cw-play [data-option=event]").click();
    await page.locator("cw-tracks [data-track=vp]", { hasText: "US +1" }).waitFor();
    await page.locator(`cw-file-tree .row[data-path="${FILE}"]`).click();
    await page.locator(".cw-editor-bar .path", { hasText: "early-war.yaml" }).waitFor();

    const problem = ".item[data-code=CW302]";
    await find(page, "vp(us, 5 - defcon_level");
    await page.keyboard.press("ArrowRight");
    for (let i = 0; i < count; i++) {
      const typo = i % 2 === 0;
      const [all, message] = await timed(page, () => (typo ? page.keyboard.type("x") : page.keyboard.press("Backspace")), { host: "cw-problems", selector: problem, present: typo }, "cw:diagnostics");
      out.diagnostic.push(all);
      out.diagnosticMessage.push(message);
      out.build.push(Number(/\d+/.exec((await page.locator(".cw-pill[data-status]").first().getAttribute("title")) ?? "")?.[0] ?? NaN));
    }
    const vp = (text: string): Shown => ({ host: "cw-tracks", selector: "[data-track=vp]", text });
    for (let i = 0; i < count; i++) {
      const [from, to] = i % 2 === 0 ? ["5", "6"] : ["6", "5"];
      await find(page, `vp(us, ${from} - defcon_level`);
      // The digit alone selected, then replaced by one key.
      await page.keyboard.press("ArrowLeft");
      for (let k = 0; k < "vp(us, ".length; k++) await page.keyboard.press("ArrowRight");
      await page.keyboard.press("Shift+ArrowRight");
      const [all, message] = await timed(page, () => page.keyboard.type(to), vp(to === "6" ? "US +2" : "US +1"), "cw:game");
      out.replay.push(all);
      out.replayMessage.push(message);
    }
  } catch (e) {
    if (process.env["CW_BENCH_SHOT"]) await page.screenshot({ path: process.env["CW_BENCH_SHOT"] });
    throw e;
  } finally {
    await context.close();
  }
  return out;
}
