// Benchmark of the built editor (`npm run bench:editor`): prints figures, asserts nothing.
//   - the bundle, chunk by chunk (raw and gzipped), and which chunks the page fetched before the
//     editor was first usable ("first use") or later ("later": on demand, or after);
//   - time to first use from a local build: `vite preview` on this machine, Debian's Chromium, a
//     fresh profile each run (nothing cached), from navigation to (a) the code editor showing the
//     open file, ready for typing, and (b) the content checked (the status says "no errors").
// Median and range of --runs N (default 7). --no-build uses dist/ as it is; --root DIR measures
// another checkout of the repository (its own vite config and dist/), e.g. an older commit.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { spawn } from "node:child_process";
import { build } from "vite";
import { REPO } from "../browser-tests/paths.js";

const args = process.argv.slice(2);
const flag = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const runs = Number(flag("--runs") ?? 7) || 7;
const root = resolve(flag("--root") ?? REPO);
const config = join(root, "editor", "vite.config.ts");
const dist = join(root, "dist");

if (!args.includes("--no-build")) await build({ configFile: config, logLevel: "warn" });

// --- time to first use: `vite preview` in a process of its own, as `npm run preview` runs it
const port = 4300 + Math.floor(Math.random() * 500);
const server = spawn(process.execPath, [join(REPO, "node_modules/vite/bin/vite.js"), "preview", "--config", config, "--port", String(port), "--strictPort", "--host", "127.0.0.1"], { cwd: root, stdio: "ignore" });
const url = `http://127.0.0.1:${port}/`;
for (let i = 0; i < 100; i++) {
  if (await fetch(url).then((r) => r.ok, () => false)) break;
  await new Promise((r) => setTimeout(r, 100));
}
const browser = await chromium.launch({ executablePath: process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-dev-shm-usage"] });
const editorReady: number[] = [];
const checked: number[] = [];
const beforeFirstUse = new Set<string>();
try {
  for (let i = 0; i < runs + 1; i++) {
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "commit" });
    // Each returns the page's clock (ms since navigation started) at the frame the condition held.
    const ta = await page.waitForFunction(() => ((document.querySelector("cw-code-editor .monaco-editor .view-lines")?.textContent ?? "").trim().length > 0 ? performance.now() : 0), undefined, { polling: "raf", timeout: 60_000 }).then((h) => h.jsonValue());
    // Checked after: the engine worker starts once the file shows.
    const tb = await page.waitForFunction(() => (document.querySelector(".cw-pill[data-status=ok]") ? performance.now() : 0), undefined, { polling: "raf", timeout: 60_000 }).then((h) => h.jsonValue());
    if (i === 1) {
      const fetched = await page.evaluate((t) => performance.getEntriesByType("resource").filter((r) => r.startTime < t).map((r) => r.name.split("/").pop() ?? ""), ta);
      for (const f of fetched) beforeFirstUse.add(f);
    }
    // The first run warms the server and the machine's file cache; it is not counted.
    if (i > 0) {
      editorReady.push(ta);
      checked.push(tb);
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.kill();
}

// --- bundle size by chunk
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const files = readdirSync(join(dist, "assets")).map((f) => {
  const data = readFileSync(join(dist, "assets", f));
  return { f, raw: statSync(join(dist, "assets", f)).size, gz: gzipSync(data, { level: 9 }).length, first: beforeFirstUse.has(f) };
});
files.sort((a, b) => b.raw - a.raw);
console.log(`chunk                                      raw         gzip   loaded`);
for (const x of files) console.log(`${x.f.padEnd(40)} ${kb(x.raw).padStart(10)} ${kb(x.gz).padStart(10)}   ${x.first ? "first use" : "later"}`);
const sum = (l: typeof files) => l.reduce((a, x) => ({ raw: a.raw + x.raw, gz: a.gz + x.gz }), { raw: 0, gz: 0 });
const all = sum(files);
const first = sum(files.filter((x) => x.first));
console.log(`total ${kb(all.raw)} (gzip ${kb(all.gz)}); before first use ${kb(first.raw)} (gzip ${kb(first.gz)})`);
const stats = (l: number[]) => {
  const s = [...l].sort((x, y) => x - y);
  return `median ${s[Math.floor(s.length / 2)]!.toFixed(0)} ms (${s[0]!.toFixed(0)}–${s[s.length - 1]!.toFixed(0)})`;
};
console.log(`first use, ${runs} runs, fresh profile each: code editor showing the file ${stats(editorReady)}; content checked ${stats(checked)}`);
