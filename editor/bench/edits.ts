// The editor's answer to typing, measured in Chromium (part of `npm run bench:editor`):
//   - keystroke to diagnostic: a key that makes an error in a card's event (a letter typed after a
//     name) or mends it (Backspace), until the Problems panel shows it, or no longer does;
//   - edit to replay: a key that changes what the card's event does in the test game (a digit of
//     Duck and Cover's VP), until the VP track shows the replayed game;
//   - keystroke to diagnostic in a procedure's code: the same letters and Backspaces typed after a
//     name in the scoring procedure's code (`region_score(region`), in the same page afterwards.
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
  /** The same as diagnostic and replay, as measured before 2026-11-27 (Timed.frameStart). */
  diagnosticFrameStart: number[];
  replayFrameStart: number[];
  /** For each key of the first kind: the worker's build until it sent the diagnostics (the status's "built in N ms"). */
  build: number[];
  /** Keystroke to diagnostic for keys in a procedure's code, and their parts as above. */
  procedure: number[];
  procedureMessage: number[];
  procedureBuild: number[];
}

const FILE = "cards/twilight-struggle/cards/early-war.yaml";
const PROCEDURES = "cards/twilight-struggle/procedures/scoring.yaml";

export async function find(page: Page, text: string): Promise<void> {
  await page.locator(".monaco-editor textarea").first().focus();
  await page.keyboard.press("Control+F");
  await page.keyboard.insertText(text);
  await page.keyboard.press("Enter");
  await page.keyboard.press("Escape");
}

/** What shows the result: an element of a panel (in its shadow root) present or gone, or one whose text contains `text`. */
export interface Shown {
  host: string;
  selector: string;
  present?: boolean;
  text?: string;
}

/** One key's times, in ms from its edit (`cw:edit`). */
export interface Timed {
  /** Until the first frame that shows the result, seen after that frame's animation callbacks and layout, just before it is painted. */
  shown: number;
  /** The definition before 2026-11-27: seen at the start of a frame's animation callbacks (see timed()). */
  frameStart: number;
  /** Until the last `message` mark (the worker's message arriving, or its answer taken) before it was shown. */
  message: number;
}

/**
 * Runs `key`, then waits for `shown`: the time from the last edit it made to the first frame that
 * shows it, and to the last `message` mark (the worker's message arriving) before that frame.
 */
export async function timed(page: Page, key: () => Promise<void>, shown: Shown, message: string): Promise<Timed> {
  // The page itself looks at every frame from before the key and notes the first that shows the
  // result: the time this script takes to ask the page after the key (a round trip through the
  // browser's protocol, 5–60 ms on a loaded machine) is not counted.
  // Where in the frame it looks matters. Until 2026-11-27 it looked in an animation-frame callback
  // (frameStart); that callback, registered a frame before the key, runs before the page's own
  // callbacks of the same frame — and the page takes the worker's quick answer in one of them
  // when it was not there by the end of the key's task (cw-app.ts), so a result drawn in that
  // frame was counted a frame (16–40 ms) later. It now also looks in a ResizeObserver callback,
  // which Chromium runs after all the frame's animation callbacks and its layout, just before
  // painting: a probe element's width is changed in each frame to make it run.
  // (A script's text: the TypeScript loader would name the inner function with a helper the page lacks.)
  await page.evaluate(`(() => {
    const s = ${JSON.stringify(shown)};
    performance.clearMarks();
    window.cwShownAt = 0;
    window.cwPaintedAt = 0;
    const ok = () => {
      const host = document.querySelector(s.host);
      const el = (host?.shadowRoot ?? host)?.querySelector(s.selector) ?? null;
      return s.text !== undefined ? (el?.textContent ?? "").includes(s.text) : (el !== null) === (s.present ?? true);
    };
    window.cwProbeObserver?.disconnect();
    window.cwProbe?.remove();
    const probe = document.createElement("div");
    probe.style.cssText = "position:fixed;left:0;top:0;width:1px;height:1px;visibility:hidden;pointer-events:none;contain:strict";
    document.body.append(probe);
    const observer = new ResizeObserver(() => {
      if (!window.cwPaintedAt && ok()) window.cwPaintedAt = performance.now();
    });
    observer.observe(probe);
    window.cwProbe = probe;
    window.cwProbeObserver = observer;
    const check = () => {
      if (!window.cwShownAt && ok()) window.cwShownAt = performance.now();
      if (window.cwShownAt && window.cwPaintedAt) {
        observer.disconnect();
        probe.remove();
        return;
      }
      probe.style.width = probe.style.width === "1px" ? "2px" : "1px";
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })()`);
  await key();
  const [frameStart, done] = await page
    .waitForFunction(() => {
      const w = window as unknown as { cwShownAt: number; cwPaintedAt: number };
      return w.cwShownAt && w.cwPaintedAt ? [w.cwShownAt, w.cwPaintedAt] : null;
    }, undefined, { polling: "raf", timeout: 60_000 })
    .then((h) => h.jsonValue() as Promise<[number, number]>);
  const [edit, arrived] = await page.evaluate(
    ([m, done]) => [performance.getEntriesByName("cw:edit").at(-1)?.startTime ?? NaN, performance.getEntriesByName(m).filter((e) => e.startTime <= done).at(-1)?.startTime ?? NaN],
    [message, done] as const,
  );
  return { shown: done - edit, frameStart: frameStart - edit, message: arrived - edit };
}

/**
 * Opens the editor at `url` with a test game in which Duck and Cover's event is played (the edits
 * change it) and early-war.yaml open in the code editor.
 */
export async function openTestGame(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator(".cw-pill[data-status=ok]").waitFor({ timeout: 60_000 });
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
}

/** Opens the scoring procedures and puts the cursor after a name in `score`'s code (`region_score(region|`). */
export async function toProcedureCode(page: Page): Promise<void> {
  await page.locator(`cw-file-tree .row[data-path="${PROCEDURES}"]`).click();
  await page.locator(".cw-editor-bar .path", { hasText: "scoring.yaml" }).waitFor();
  await page.locator(".cw-pill[data-status=ok]").waitFor();
  await find(page, "region_score(region");
  await page.keyboard.press("ArrowRight");
}

/** `procedureCount` keys typed in a procedure's code after the card's (0: none). */
export async function measureEdits(browser: Browser, url: string, count: number, procedureCount = 0): Promise<EditTimes> {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  const page = await context.newPage();
  const out: EditTimes = { diagnostic: [], replay: [], diagnosticMessage: [], replayMessage: [], diagnosticFrameStart: [], replayFrameStart: [], build: [], procedure: [], procedureMessage: [], procedureBuild: [] };
  const built = async () => Number(/\d+/.exec((await page.locator(".cw-pill[data-status]").first().getAttribute("title")) ?? "")?.[0] ?? NaN);
  try {
    await openTestGame(page, url);
    const problem = ".item[data-code=CW302]";
    await find(page, "vp(us, 5 - defcon_level");
    await page.keyboard.press("ArrowRight");
    for (let i = 0; i < count; i++) {
      const typo = i % 2 === 0;
      const t = await timed(page, () => (typo ? page.keyboard.type("x") : page.keyboard.press("Backspace")), { host: "cw-problems", selector: problem, present: typo }, "cw:diagnostics");
      out.diagnostic.push(t.shown);
      out.diagnosticFrameStart.push(t.frameStart);
      out.diagnosticMessage.push(t.message);
      out.build.push(await built());
    }
    const vp = (text: string): Shown => ({ host: "cw-tracks", selector: "[data-track=vp]", text });
    for (let i = 0; i < count; i++) {
      const [from, to] = i % 2 === 0 ? ["5", "6"] : ["6", "5"];
      await find(page, `vp(us, ${from} - defcon_level`);
      // The digit alone selected, then replaced by one key.
      await page.keyboard.press("ArrowLeft");
      for (let k = 0; k < "vp(us, ".length; k++) await page.keyboard.press("ArrowRight");
      await page.keyboard.press("Shift+ArrowRight");
      const t = await timed(page, () => page.keyboard.type(to), vp(to === "6" ? "US +2" : "US +1"), "cw:game");
      out.replay.push(t.shown);
      out.replayFrameStart.push(t.frameStart);
      out.replayMessage.push(t.message);
    }
    if (procedureCount > 0) {
      await toProcedureCode(page);
      for (let i = 0; i < procedureCount; i++) {
        const typo = i % 2 === 0;
        const t = await timed(page, () => (typo ? page.keyboard.type("x") : page.keyboard.press("Backspace")), { host: "cw-problems", selector: problem, present: typo }, "cw:diagnostics");
        out.procedure.push(t.shown);
        out.procedureMessage.push(t.message);
        out.procedureBuild.push(await built());
      }
    }
  } catch (e) {
    if (process.env["CW_BENCH_SHOT"]) await page.screenshot({ path: process.env["CW_BENCH_SHOT"] });
    throw e;
  } finally {
    await context.close();
  }
  return out;
}
