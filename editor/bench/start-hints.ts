// What hint CW505 costs the editor (editor/src/game/start-hints.ts), measured in Chromium on the
// built editor (dist/: `npm run build` first) over a copy of Twilight Struggle with a variant that
// adds one asterisked Early War card (the shipped games' overlays add none: for them no check runs):
//   - after the typing stops: the card's `removed_after_event` changed by one edit, until the
//     Problems panel shows the hint (or no longer does): the pause waited for, the checks (one per
//     scenario) and their message;
//   - a key during the checks: keystroke to diagnostic for a letter typed into a card's event
//     (making an unknown name, as `bench:editor` does) DELAY ms after an edit of the same event
//     that checks was built (that build schedules the checks), for delays before, at and after
//     the pause: a key that comes while a check runs waits for that check.
// Figures only, no assertion:
//   node --import tsx editor/bench/start-hints.ts [--rounds N] (default 8)
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Page } from "@playwright/test";
import { REPO } from "../browser-tests/paths.js";
import { IDLE_MS } from "../src/game/start-hints.js";
import { find, timed } from "./edits.js";

const args = process.argv.slice(2);
const rounds = Number(args[args.indexOf("--rounds") + 1] ?? 8) || 8;
if (!existsSync(join(REPO, "dist", "index.html"))) throw new Error("no dist/: run `npm run build` first");

const cards = join(mkdtempSync(join(tmpdir(), "cardwright-hints-")), "cards");
cpSync(join(REPO, "cards"), cards, { recursive: true });
writeFileSync(join(cards, "twilight-struggle/variants/probe.yaml"), `id: probe_variant
kind: variant
name: Probe variant
description: Adds one Early War card.
cards:
  add:
    - { id: probe_card, number: 112, name: Probe Card, ops: 2, side: neutral, era: early, kind: event,
        removed_after_event: true, optional: false, text: The player of this event gains 1 VP., event: "vp(me, 1)" }
`);
const game = join(cards, "twilight-struggle/game.yaml");
writeFileSync(game, readFileSync(game, "utf8").replace("  - variants/chinese-civil-war.yaml\n", "  - variants/chinese-civil-war.yaml\n  - variants/probe.yaml\n"));

const port = 4800 + Math.floor(Math.random() * 400);
const server = spawn(process.execPath, [join(REPO, "node_modules/vite/bin/vite.js"), "preview", "--config", join(REPO, "editor", "vite.config.ts"), "--port", String(port), "--strictPort", "--host", "127.0.0.1"], { cwd: REPO, stdio: "ignore", env: { ...process.env, CARDWRIGHT_CARDS_DIR: cards } });
const url = `http://127.0.0.1:${port}/`;
for (let i = 0; i < 300 && !(await fetch(url).then((r) => r.ok, () => false)); i++) await new Promise((r) => setTimeout(r, 100));

const browser = await chromium.launch({ executablePath: process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-dev-shm-usage"] });
const hint = { host: "cw-problems", selector: ".item[data-code=CW505]" };
const error = { host: "cw-problems", selector: ".item[data-code=CW302]" };
const stopped: number[] = [];
const DELAYS = [0, IDLE_MS - 100, IDLE_MS, IDLE_MS + 25, IDLE_MS + 50, IDLE_MS + 75, IDLE_MS + 100, IDLE_MS + 150, IDLE_MS + 300];
const byDelay = new Map<number, number[]>(DELAYS.map((d) => [d, []]));
try {
  const page: Page = await (await browser.newContext({ viewport: { width: 1600, height: 1000 } })).newPage();
  await page.goto(url);
  await page.locator(".cw-pill[data-status=ok]").waitFor({ timeout: 60_000 });
  await page.locator("cw-problems .item[data-code=CW505]").waitFor({ timeout: 30_000 });

  await page.locator(`cw-file-tree .row[data-path="cards/twilight-struggle/variants/probe.yaml"]`).click();
  await page.locator(".cw-editor-bar .path", { hasText: "probe.yaml" }).waitFor();
  for (let i = 0; i < rounds * 2; i++) {
    const [from, to] = i % 2 === 0 ? ["true", "false"] : ["false", "true"];
    await find(page, `removed_after_event: ${from}`);
    const t = await timed(page, () => page.keyboard.insertText(`removed_after_event: ${to}`), { ...hint, present: to === "true" }, "cw:diagnostics");
    stopped.push(t.shown);
    await page.waitForTimeout(200);
  }

  await page.locator(`cw-file-tree .row[data-path="cards/twilight-struggle/cards/early-war.yaml"]`).click();
  await page.locator(".cw-editor-bar .path", { hasText: "early-war.yaml" }).waitFor();
  let digit = 5;
  for (let r = 0; r < rounds; r++) {
    for (const d of r % 2 ? [...DELAYS].reverse() : DELAYS) {
      // New content that checks (Duck and Cover's VP digit), so that its build schedules the checks
      // (the same text as when they last ran would not) …
      await find(page, `vp(us, ${digit} - defcon_level`);
      await page.keyboard.press("ArrowLeft");
      for (let k = 0; k < "vp(us, ".length; k++) await page.keyboard.press("ArrowRight");
      await page.keyboard.press("Shift+ArrowRight");
      digit = digit === 9 ? 1 : digit + 1;
      await page.keyboard.type(String(digit));
      await page.keyboard.press("End");
      await page.keyboard.press("ArrowLeft");
      await page.locator(".cw-pill[data-status=ok]").waitFor();
      // … then, DELAY ms after its build was shown, a letter after `defcon_level`.
      await page.waitForTimeout(d);
      const t = await timed(page, () => page.keyboard.type("x"), { ...error, present: true }, "cw:diagnostics");
      byDelay.get(d)!.push(t.shown);
      await timed(page, () => page.keyboard.press("Backspace"), { ...error, present: false }, "cw:diagnostics");
      await page.waitForTimeout(IDLE_MS + 600);
    }
  }
} finally {
  await browser.close();
  server.kill();
  rmSync(join(cards, ".."), { recursive: true, force: true });
}

const pct = (l: number[], p: number) => [...l].sort((x, y) => x - y)[Math.min(l.length - 1, Math.floor(l.length * p))]!;
const line = (l: number[]) => `median ${pct(l, 0.5).toFixed(0)} ms, p90 ${pct(l, 0.9).toFixed(0)} ms (${Math.min(...l).toFixed(0)}–${Math.max(...l).toFixed(0)}, ${l.length})`;
console.log(`CW505 shown or gone after the edit (the pause of ${IDLE_MS} ms included): ${line(stopped)}`);
console.log("keystroke to diagnostic, a letter typed DELAY ms after the build of an edit that schedules the checks:");
for (const [d, l] of byDelay) console.log(`  ${String(d).padStart(4)} ms: ${line(l)}`);
