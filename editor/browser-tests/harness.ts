// A small browser-test harness over playwright-core and Debian's Chromium: builds the editor once,
// serves it with `vite preview` over a copy of cards/, runs the scenarios in order, keeps
// screenshots in editor/browser-tests/screenshots/ and ends with "N passed, N failed".
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type Page } from "playwright-core";
import { build, preview, type Plugin, type PreviewServer } from "vite";

export const REPO = resolve(fileURLToPath(new URL("../..", import.meta.url)));
export const SHOTS = join(REPO, "editor", "browser-tests", "screenshots");
const CONFIG = join(REPO, "editor", "vite.config.ts");

export interface Ctx {
  page: Page;
  url: string;
  /** The copy of cards/ the server reads and writes. */
  cardsDir: string;
  shot(name: string): Promise<void>;
}

/** `allowedErrors`: console errors the scenario causes on purpose (e.g. a refused request). */
export type Scenario = { name: string; allowedErrors?: RegExp[]; run: (ctx: Ctx) => Promise<void> };

export function chromiumPath(): string {
  const path = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";
  if (!existsSync(path)) {
    console.error(`Chromium not found at ${path}.\nInstall Debian's Chromium (as root): apt-get update && apt-get install -y --no-install-recommends chromium\n(.ci/run does this), or set CHROMIUM_PATH.`);
    process.exit(1);
  }
  return path;
}

/** Fails the build when the main bundle holds monaco-editor's editor more than once. */
function oneMonaco(found: string[]): Plugin {
  return {
    name: "check-one-monaco",
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        const copies = chunk.moduleIds.filter((id) => /monaco-editor[\\/]esm[\\/]vs[\\/]editor[\\/]standalone[\\/]browser[\\/]standaloneEditor\.js$/.test(id));
        found.push(...copies.map((id) => `${chunk.fileName}: ${id}`));
      }
    },
  };
}

export async function runAll(scenarios: Scenario[]): Promise<void> {
  const exe = chromiumPath();
  const t0 = performance.now();
  rmSync(SHOTS, { recursive: true, force: true });
  mkdirSync(SHOTS, { recursive: true });
  const cardsDir = join(mkdtempSync(join(tmpdir(), "cardwright-browser-")), "cards");
  cpSync(join(REPO, "cards"), cardsDir, { recursive: true });
  // Read by the vite config: the server saves into the copy, never into the repository.
  process.env["CARDWRIGHT_CARDS_DIR"] = cardsDir;

  let server: PreviewServer | null = null;
  let browser: Browser | null = null;
  let passed = 0;
  let failed = 0;
  try {
    if (!process.argv.includes("--no-build")) {
      const monaco: string[] = [];
      const tb = performance.now();
      await build({ configFile: CONFIG, logLevel: "warn", plugins: [oneMonaco(monaco)] });
      if (monaco.length !== 1) throw new Error(`expected one copy of monaco-editor in the bundle, found ${monaco.length}:\n${monaco.join("\n")}`);
      console.log(`built the editor in ${((performance.now() - tb) / 1000).toFixed(1)} s; monaco-editor once, in ${monaco[0]!.split(":")[0]}`);
    }
    server = await preview({ configFile: CONFIG, logLevel: "warn", preview: { port: 0, host: "127.0.0.1", strictPort: false } });
    const url = server.resolvedUrls?.local[0] ?? "";
    if (!url) throw new Error("the preview server gave no URL");
    browser = await chromium.launch({ executablePath: exe, args: ["--no-sandbox", "--disable-dev-shm-usage", "--font-render-hinting=none"] });
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    let n = 0;
    for (const s of scenarios) {
      const ts = performance.now();
      const ctx: Ctx = { page, url, cardsDir, shot: async (name) => void (await page.screenshot({ path: join(SHOTS, `${String(++n).padStart(2, "0")}-${name}.png`) })) };
      try {
        errors.length = 0;
        await s.run(ctx);
        const unexpected = errors.filter((e) => !(s.allowedErrors ?? []).some((r) => r.test(e)));
        if (unexpected.length) throw new Error(`errors in the page:\n  ${unexpected.join("\n  ")}`);
        passed++;
        console.log(`  ✓ ${s.name} (${Math.round(performance.now() - ts)} ms)`);
      } catch (e) {
        failed++;
        console.log(`  ✗ ${s.name} (${Math.round(performance.now() - ts)} ms)\n    ${String((e as Error).stack ?? e).split("\n").slice(0, 6).join("\n    ")}`);
        await page.screenshot({ path: join(SHOTS, `failed-${s.name.replace(/[^a-z0-9]+/gi, "-")}.png`) }).catch(() => undefined);
      }
    }
  } catch (e) {
    failed++;
    console.log(`  ✗ setup: ${(e as Error).message}`);
  } finally {
    await browser?.close();
    await server?.close();
    rmSync(join(cardsDir, ".."), { recursive: true, force: true });
  }
  console.log(`\nbrowser tests: screenshots in ${SHOTS} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

export function assert(cond: unknown, message: string): asserts cond {
  if (!cond) throw new Error(message);
}
