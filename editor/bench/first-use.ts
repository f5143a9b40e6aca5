// Benchmark of the built editor (`npm run bench:editor`): prints figures, asserts nothing.
//   - the bundle, chunk by chunk (raw and gzipped), from dist/ (built first unless --no-build);
//   - time to first use from a local build: `vite preview` on this machine, Debian's Chromium, a
//     fresh profile each run (nothing cached), from navigation to (a) the code editor showing the
//     open file, ready for typing, and (b) the content checked (the status says "no errors").
// Median and range of --runs N (default 7).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { build, preview } from "vite";
import { CONFIG, REPO } from "../browser-tests/paths.js";

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf("--runs") + 1] ?? 0) || 7;
const dist = join(REPO, "dist");

if (!args.includes("--no-build")) await build({ configFile: CONFIG, logLevel: "warn" });

// --- bundle size by chunk
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const files = readdirSync(join(dist, "assets")).map((f) => {
  const data = readFileSync(join(dist, "assets", f));
  return { f, raw: statSync(join(dist, "assets", f)).size, gz: gzipSync(data, { level: 9 }).length };
});
const index = readFileSync(join(dist, "index.html"), "utf8");
const loadedAtStart = new Set([...index.matchAll(/(?:src|href)="\/assets\/([^"]+)"/g)].map((m) => m[1]!));
files.sort((a, b) => b.raw - a.raw);
console.log("chunk                                      raw         gzip   loaded");
for (const x of files) console.log(`${x.f.padEnd(40)} ${kb(x.raw).padStart(10)} ${kb(x.gz).padStart(10)}   ${loadedAtStart.has(x.f) ? "at start" : "on demand"}`);
const sum = (l: typeof files) => l.reduce((a, x) => ({ raw: a.raw + x.raw, gz: a.gz + x.gz }), { raw: 0, gz: 0 });
const all = sum(files);
const first = sum(files.filter((x) => loadedAtStart.has(x.f)));
console.log(`total ${kb(all.raw)} (gzip ${kb(all.gz)}); in index.html ${kb(first.raw)} (gzip ${kb(first.gz)})`);

// --- time to first use
const server = await preview({ configFile: CONFIG, logLevel: "warn", preview: { port: 0, host: "127.0.0.1", strictPort: false } });
const url = server.resolvedUrls?.local[0] ?? "";
const browser = await chromium.launch({ executablePath: process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-dev-shm-usage"] });
const editorReady: number[] = [];
const checked: number[] = [];
try {
  for (let i = 0; i < runs + 1; i++) {
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "commit" });
    // Each returns the page's clock (ms since navigation started) at the frame the condition held.
    const a = page.waitForFunction(() => ((document.querySelector("cw-code-editor .monaco-editor .view-lines")?.textContent ?? "").trim().length > 0 ? performance.now() : 0), undefined, { polling: "raf", timeout: 60_000 });
    const b = page.waitForFunction(() => (document.querySelector(".cw-pill[data-status=ok]") ? performance.now() : 0), undefined, { polling: "raf", timeout: 60_000 });
    const [ta, tb] = await Promise.all([a.then((h) => h.jsonValue()), b.then((h) => h.jsonValue())]);
    // The first run warms the server and the machine's file cache; it is not counted.
    if (i > 0) {
      editorReady.push(ta);
      checked.push(tb);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
const stats = (l: number[]) => {
  const s = [...l].sort((x, y) => x - y);
  return `median ${s[Math.floor(s.length / 2)]!.toFixed(0)} ms (${s[0]!.toFixed(0)}–${s[s.length - 1]!.toFixed(0)})`;
};
console.log(`first use, ${runs} runs, fresh profile each: code editor showing the file ${stats(editorReady)}; content checked ${stats(checked)}`);
