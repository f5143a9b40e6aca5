// Benchmark of the built editor (`npm run bench:editor`): prints figures, asserts nothing.
//   - the bundle, chunk by chunk (raw and gzipped), and which chunks the page fetched before the
//     editor was first usable ("first use") or not ("later": on demand, or after);
//   - time to first use from a local build: `vite preview` in a process of its own (as
//     `npm run preview`), Debian's Chromium, a fresh profile each run (nothing cached), from
//     navigation to (a) the code editor showing the open file, ready for typing, and (b) the
//     content checked (the status says "no errors");
//   - edits (edits.ts): keystroke to diagnostic and edit to replay, for keys typed into one card,
//     median and 90th percentile of --edits N each (default 20; 0 leaves them out); then
//     keystroke to diagnostic for --procedure-edits N keys typed into a procedure's code (default:
//     as many as --edits).
// Median and range of --runs N (default 9); the edits --edit-runs M times (default 1), each in a
// fresh page. --no-build uses dist/ as it is; --out-dir DIR builds into (or with --no-build, uses)
// DIR instead of dist/. --compare DIR also measures another checkout of the repository (its own
// vite config and built dist/, e.g. an older commit), --compare-dist DIR another build of this one
// (e.g. of an older commit, `vite build --outDir DIR`; repeatable), alternating run by run with
// this one, so all see the same machine load. --revisit measures a revisit instead of a first
// visit: each run loads the page with a fresh profile, waits until the engine worker has kept its
// first build (IndexedDB, editor/src/game/kept-visit.ts), then loads it again in the same profile,
// 10 s after the first load's check whatever the build (one that keeps nothing is loaded again all
// the same), and counts that second load.
import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, type Browser, type Page } from "@playwright/test";
import { build } from "vite";
import { REPO } from "../browser-tests/paths.js";
import { measureEdits, type EditTimes } from "./edits.js";
import { scriptUsageProblem, type ScriptOptions } from "../../src/cli/script-options.js";

const args = process.argv.slice(2);
const OPTIONS: ScriptOptions = { "--runs": true, "--edits": true, "--procedure-edits": true, "--compare": true, "--compare-dist": true, "--edit-runs": true, "--out-dir": true, "--no-build": false, "--revisit": false };
const problem = scriptUsageProblem(args, OPTIONS);
if (problem) {
  console.error(`${problem}\nUsage: npm run bench:editor -- [--runs N] [--edits N] [--procedure-edits N] [--edit-runs M] [--no-build] [--out-dir DIR] [--compare DIR] [--compare-dist DIR]… [--revisit]`);
  process.exit(2);
}
const flag = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const runs = Number(flag("--runs") ?? 9) || 9;
const editCount = Number(flag("--edits") ?? 20);
const procedureCount = Number(flag("--procedure-edits") ?? editCount);
const other = flag("--compare");
// Each --compare-dist DIR (it may be given several times: main's build and an older one, say).
const otherDists = args.flatMap((a, i) => (a === "--compare-dist" && args[i + 1] ? [args[i + 1]!] : []));
const editRuns = Number(flag("--edit-runs") ?? 1) || 1;
const outDir = resolve(flag("--out-dir") ?? join(REPO, "dist"));
const revisit = args.includes("--revisit");

if (!args.includes("--no-build")) await build({ configFile: join(REPO, "editor", "vite.config.ts"), logLevel: "warn", build: { outDir, emptyOutDir: true } });

interface Site {
  label: string;
  root: string;
  /** The built editor it serves. */
  dist: string;
  url: string;
  server: ChildProcess;
  ready: number[];
  checked: number[];
  /** From the page's request for the engine worker's chunk to the content checked (the worker's part, less of the page's noise). */
  fromWorker: number[];
  firstUse: Set<string>;
  edits: EditTimes;
}

async function serve(label: string, root: string, dist: string): Promise<Site> {
  const port = 4300 + Math.floor(Math.random() * 500);
  const server = spawn(process.execPath, [join(REPO, "node_modules/vite/bin/vite.js"), "preview", "--config", join(root, "editor", "vite.config.ts"), "--outDir", dist, "--port", String(port), "--strictPort", "--host", "127.0.0.1"], { cwd: root, stdio: "ignore" });
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 300 && !(await fetch(url).then((r) => r.ok, () => false)); i++) await new Promise((r) => setTimeout(r, 100));
  return { label, root, dist, url, server, ready: [], checked: [], fromWorker: [], firstUse: new Set(), edits: { diagnostic: [], replay: [], diagnosticMessage: [], replayMessage: [], diagnosticFrameStart: [], replayFrameStart: [], build: [], procedure: [], procedureMessage: [], procedureBuild: [] } };
}

/** How long after the first load's check a revisit's second load starts (the longest wait for the kept visit). */
const KEPT_WAIT_MS = 10_000;

/** Until the engine worker has kept a build whole in the page's IndexedDB (KEPT_WAIT_MS at most: a build that keeps none). */
async function visitKept(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        new Promise<boolean>((done) => {
          const req = indexedDB.open("cardwright-visits");
          req.onerror = () => done(false);
          req.onsuccess = () => {
            const d = req.result;
            if (!d.objectStoreNames.contains("games")) return d.close(), done(false);
            const all = d.transaction("games", "readonly").objectStore("games").getAll();
            all.onsuccess = () => {
              d.close();
              done((all.result as { whole?: boolean }[]).some((g) => g.whole === true));
            };
            all.onerror = () => (d.close(), done(false));
          };
        }),
      undefined,
      { polling: 200, timeout: KEPT_WAIT_MS },
    )
    .catch(() => undefined);
}

/** One visit with a fresh profile (with --revisit, its second load): when the file shows, when the content is checked. */
async function visit(browser: Browser, site: Site, count: boolean): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  const page = await context.newPage();
  if (revisit) {
    await page.goto(site.url, { waitUntil: "commit" });
    await page.waitForSelector(".cw-pill[data-status=ok]", { timeout: 60_000 });
    const checked = Date.now();
    await visitKept(page);
    // The same pause for every build, whether it keeps a visit or not (the later work of the first
    // load, the store's writing to disk, settle alike): the second load starts KEPT_WAIT_MS after the first's check.
    await page.waitForTimeout(Math.max(0, KEPT_WAIT_MS - (Date.now() - checked)));
  }
  await page.goto(site.url, { waitUntil: "commit" });
  // The page's clock (ms since navigation started) at the frame the condition held.
  const ta = await page.waitForFunction(() => ((document.querySelector("cw-code-editor .monaco-editor .view-lines")?.textContent ?? "").trim().length > 0 ? performance.now() : 0), undefined, { polling: "raf", timeout: 60_000 }).then((h) => h.jsonValue());
  const tb = await page.waitForFunction(() => (document.querySelector(".cw-pill[data-status=ok]") ? performance.now() : 0), undefined, { polling: "raf", timeout: 60_000 }).then((h) => h.jsonValue());
  if (!site.firstUse.size) for (const f of await page.evaluate((t) => performance.getEntriesByType("resource").filter((r) => r.startTime < t).map((r) => r.name.split("/").pop() ?? ""), ta)) site.firstUse.add(f);
  if (count) {
    const worker = await page.evaluate(() => performance.getEntriesByType("resource").find((r) => /\/worker-[^/]*\.js$/.test(r.name))?.startTime ?? NaN);
    site.ready.push(ta);
    site.checked.push(tb);
    site.fromWorker.push(tb - worker);
  }
  await context.close();
}

const sites = [
  await serve("this checkout", REPO, outDir),
  ...(other ? [await serve(other, resolve(other), join(resolve(other), "dist"))] : []),
  ...(await Promise.all(otherDists.map((d) => serve(d, REPO, resolve(d))))),
];
const browser = await chromium.launch({ executablePath: process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-dev-shm-usage"] });
try {
  // The first visit of each warms its server and the machine's file cache: not counted.
  for (const s of sites) await visit(browser, s, false);
  for (let i = 0; i < runs; i++) for (const s of i % 2 ? [...sites].reverse() : sites) await visit(browser, s, true);
  if (editCount > 0) {
    for (let i = 0; i < editRuns; i++) {
      for (const s of i % 2 ? [...sites].reverse() : sites) {
        const t = await measureEdits(browser, s.url, editCount, procedureCount);
        for (const k of Object.keys(t) as (keyof EditTimes)[]) s.edits[k].push(...t[k]);
      }
    }
  }
} finally {
  await browser.close();
  for (const s of sites) s.server.kill();
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const stats = (l: number[]) => {
  const s = [...l].sort((x, y) => x - y);
  return `median ${s[Math.floor(s.length / 2)]!.toFixed(0)} ms (${s[0]!.toFixed(0)}–${s[s.length - 1]!.toFixed(0)})`;
};
for (const site of sites) {
  const dist = site.dist;
  const files = readdirSync(join(dist, "assets")).map((f) => {
    const data = readFileSync(join(dist, "assets", f));
    return { f, raw: statSync(join(dist, "assets", f)).size, gz: gzipSync(data, { level: 9 }).length, first: site.firstUse.has(f) };
  });
  files.sort((a, b) => b.raw - a.raw);
  console.log(`\n${site.label}\nchunk                                      raw         gzip   loaded`);
  for (const x of files) console.log(`${x.f.padEnd(40)} ${kb(x.raw).padStart(10)} ${kb(x.gz).padStart(10)}   ${x.first ? "first use" : "later"}`);
  const sum = (l: typeof files) => l.reduce((a, x) => ({ raw: a.raw + x.raw, gz: a.gz + x.gz }), { raw: 0, gz: 0 });
  const all = sum(files);
  const first = sum(files.filter((x) => x.first));
  console.log(`total ${kb(all.raw)} (gzip ${kb(all.gz)}); before first use ${kb(first.raw)} (gzip ${kb(first.gz)})`);
  console.log(`${revisit ? "revisit (the second load of a profile)" : "first use"}, ${runs} runs, fresh profile each: code editor showing the file ${stats(site.ready)}; content checked ${stats(site.checked)}; from the engine worker's request to content checked ${stats(site.fromWorker)}`);
}
for (const { label, edits } of editCount > 0 ? sites : []) {
  const pct = (l: number[], p: number) => [...l].sort((x, y) => x - y)[Math.min(l.length - 1, Math.floor(l.length * p))]!;
  const line = (l: number[]) => `median ${pct(l, 0.5).toFixed(0)} ms, p90 ${pct(l, 0.9).toFixed(0)} ms (${Math.min(...l).toFixed(0)}–${Math.max(...l).toFixed(0)})`;
  console.log(`\nedits to one card (${label}), ${edits.diagnostic.length} keys each, Chromium:`);
  console.log(`  keystroke to diagnostic shown: ${line(edits.diagnostic)}`);
  console.log(`    seen at a frame's start (the definition before 2026-11-27): ${line(edits.diagnosticFrameStart)}`);
  console.log(`    of which the worker's message arrived after: ${line(edits.diagnosticMessage)}`);
  console.log(`    the worker's build until it sent them: ${line(edits.build)}`);
  // The keys alternate (edits.ts): a letter that makes the error, Backspace that mends it.
  const every = (l: number[], odd: number) => l.filter((_, i) => i % 2 === odd);
  console.log(`    letters (the problem shows): ${line(every(edits.diagnostic, 0))}; Backspace (it goes): ${line(every(edits.diagnostic, 1))}`);
  console.log(`  edit to test game replayed:    ${line(edits.replay)}`);
  console.log(`    seen at a frame's start (the definition before 2026-11-27): ${line(edits.replayFrameStart)}`);
  console.log(`    of which the worker's message arrived after: ${line(edits.replayMessage)}`);
  if (edits.procedure.length) {
    console.log(`  keys in a procedure's code (scoring.yaml), ${edits.procedure.length}: keystroke to diagnostic shown: ${line(edits.procedure)}`);
    console.log(`    of which the worker's message arrived after: ${line(edits.procedureMessage)}`);
    console.log(`    the worker's build until it sent them: ${line(edits.procedureBuild)}`);
    console.log(`    letters (the problem shows): ${line(every(edits.procedure, 0))}; Backspace (it goes): ${line(every(edits.procedure, 1))}`);
  }
}
