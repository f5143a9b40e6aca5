// What the page's main thread does for a key typed into a card's event (a letter that makes an
// unknown name, Backspace that mends it): Chromium's trace (CDP Tracing) of --keys N keys on the
// built editor (dist/, or --dist DIR), summed per kind of work between the key's `cw:edit` mark and
// the first frame that shows the diagnostic. Prints figures; --out FILE keeps the trace (JSON,
// for chrome://tracing or Perfetto); --procedure types the keys into a procedure's code instead
// (after `region_score(region` in procedures/scoring.yaml). Run: node --import tsx editor/bench/key-trace.ts
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { chromium } from "@playwright/test";
import { REPO } from "../browser-tests/paths.js";
import { find, openTestGame, timed, toProcedureCode } from "./edits.js";

const args = process.argv.slice(2);
const flag = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const dist = resolve(flag("--dist") ?? join(REPO, "dist"));
const keys = Number(flag("--keys") ?? 20);
const port = 4800 + Math.floor(Math.random() * 200);
const server = spawn(process.execPath, [join(REPO, "node_modules/vite/bin/vite.js"), "preview", "--config", join(REPO, "editor", "vite.config.ts"), "--outDir", dist, "--port", String(port), "--strictPort", "--host", "127.0.0.1"], { cwd: REPO, stdio: "ignore" });
const url = `http://127.0.0.1:${port}/`;
for (let i = 0; i < 300 && !(await fetch(url).then((r) => r.ok, () => false)); i++) await new Promise((r) => setTimeout(r, 100));

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

const browser = await chromium.launch({ executablePath: process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-dev-shm-usage"] });
try {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  const page = await context.newPage();
  await openTestGame(page, url);
  // CW_TRACE_STYLE=CSS adds a style sheet to the page (and to the board's shadow root), for experiments: what a panel costs.
  const style = process.env["CW_TRACE_STYLE"];
  if (style) await page.evaluate((css) => { for (const root of [document, document.querySelector("cw-board")?.shadowRoot]) { const s = document.createElement("style"); s.textContent = css; (root === document ? document.head : root)?.append(s); } }, style);
  if (args.includes("--procedure")) await toProcedureCode(page);
  else {
    await find(page, "vp(us, 5 - defcon_level");
    await page.keyboard.press("ArrowRight");
  }
  const cdp = await context.newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", (e) => void events.push(...(e.value as unknown as TraceEvent[])));
  const complete = new Promise<void>((r) => cdp.once("Tracing.tracingComplete", () => r()));
  await cdp.send("Tracing.start", {
    transferMode: "ReportEvents",
    traceConfig: { includedCategories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "disabled-by-default-devtools.timeline.frame", "blink.user_timing", "v8.execute", "toplevel", "input", "latencyInfo", "benchmark", "rail", ...(process.env["CW_TRACE_MORE"] ?? "").split(",").filter(Boolean)] },
  });
  const shownAt: number[] = [];
  for (let i = 0; i < keys; i++) {
    const typo = i % 2 === 0;
    const { shown: all } = await timed(page, () => (typo ? page.keyboard.type("x") : page.keyboard.press("Backspace")), { host: "cw-problems", selector: ".item[data-code=CW302]", present: typo }, "cw:diagnostics");
    shownAt.push(all);
  }
  await cdp.send("Tracing.end");
  await complete;
  const out = flag("--out");
  if (out) writeFileSync(out, JSON.stringify({ traceEvents: events }));
  summarize(events, shownAt);
  await context.close();
} finally {
  await browser.close();
  server.kill();
}

/** Per key: the main thread's work from the key's input event to the edit's shown frame, by kind. */
function summarize(events: TraceEvent[], shown: number[]): void {
  const main = events.find((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain" && events.some((x) => x.pid === e.pid && x.name === "cw:edit"));
  if (!main) throw new Error("no renderer main thread with cw:edit marks in the trace");
  const on = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const edits = on.filter((e) => e.name === "cw:edit" && (e.ph === "R" || e.ph === "I" || e.ph === "n" || e.ph === "b")).map((e) => e.ts);
  const totals = new Map<string, number[]>();
  const add = (k: string, v: number, i: number) => {
    const l = totals.get(k) ?? new Array<number>(edits.length).fill(0);
    l[i]! += v;
    totals.set(k, l);
  };
  edits.forEach((t0, i) => {
    const t1 = t0 + (shown[i] ?? 0) * 1000;
    // The input event the edit came from: the last key event dispatched before the mark.
    const input = on.filter((e) => e.name === "EventDispatch" && (e.args?.data?.["type"] === "keydown") && e.ts <= t0).at(-1);
    const from = input?.ts ?? t0;
    add("input → cw:edit", (t0 - from) / 1000, i);
    for (const e of on) {
      if (e.ph !== "X" || !e.dur || e.ts + e.dur < from || e.ts > t1) continue;
      const d = (Math.min(e.ts + e.dur, t1) - Math.max(e.ts, from)) / 1000;
      if (["RunTask", "ThreadControllerImpl::RunTask"].includes(e.name)) add("(tasks, top level)", d, i);
      else if (["FunctionCall", "EventDispatch", "FireAnimationFrame", "TimerFire", "RunMicrotasks", "v8.run", "UpdateLayoutTree", "Layout", "Paint", "PrePaint", "Layerize", "Commit", "UpdateLayer", "CompositeLayers", "HitTest", "ParseHTML", "GCEvent", "MinorGC", "MajorGC", "V8.GC_SCAVENGER", "FireIdleCallback", "ScheduleStyleRecalculation", "IntersectionObserverController::computeIntersections"].includes(e.name)) {
        const detail = e.name === "EventDispatch" ? `${e.name} ${String(e.args?.data?.["type"])}` : e.name === "FunctionCall" ? `${e.name} ${String(e.args?.data?.["functionName"] ?? "")}@${String(e.args?.data?.["url"] ?? "").split("/").pop()}:${String(e.args?.data?.["lineNumber"] ?? "")}` : e.name;
        add(detail, d, i);
      }
    }
  });
  const med = (l: number[]) => [...l].sort((a, b) => a - b)[Math.floor(l.length / 2)]!;
  console.log(`keys: ${edits.length}; shown after (ms): ${shown.map((x) => x.toFixed(0)).join(" ")}`);
  const rows = [...totals].map(([k, l]) => ({ k, sum: l.reduce((a, b) => a + b, 0) / l.length, med: med(l) }));
  rows.sort((a, b) => b.sum - a.sum);
  for (const r of rows.slice(0, 40)) console.log(`${r.sum.toFixed(2).padStart(8)} ms mean ${r.med.toFixed(2).padStart(8)} ms median  ${r.k}`);
}
