// Fixtures of the editor's browser tests. Each worker serves the built editor (`vite preview`)
// over its own copy of cards/; before each test the copy is put back as the repository has it, so
// tests are independent and may save. A test fails on any error in the page, except those it
// causes on purpose and names with `test.use({ allowedErrors: [...] })`.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { test as base, expect, type Page } from "@playwright/test";
import { preview, type PreviewServer } from "vite";
import { CONFIG, REPO, SHOTS } from "./paths.js";

export { expect };

interface Site {
  url: string;
  /** The copy of cards/ this worker's server reads and writes. */
  cardsDir: string;
}

interface Fixtures {
  /** This worker's copy of cards/, fresh for the test. */
  cardsDir: string;
  /** The editor open on a fresh browser profile, its content built with no errors. */
  app: Page;
  /** Saves a screenshot of the page as editor/browser-tests/screenshots/<spec>-<name>.png (and attaches it to the report). */
  shot: (name: string) => Promise<void>;
  pageErrors: string[];
  /** Console errors the test causes on purpose (e.g. a refused request, which the browser logs). */
  allowedErrors: RegExp[];
}

export const test = base.extend<Fixtures, { site: Site }>({
  site: [
    async ({}, use) => {
      const cardsDir = join(mkdtempSync(join(tmpdir(), "cardwright-browser-")), "cards");
      cpSync(join(REPO, "cards"), cardsDir, { recursive: true });
      // Read by the vite config: the server saves into the copy, never into the repository.
      process.env["CARDWRIGHT_CARDS_DIR"] = cardsDir;
      const server: PreviewServer = await preview({ configFile: CONFIG, logLevel: "warn", preview: { port: 0, host: "127.0.0.1", strictPort: false } });
      const url = server.resolvedUrls?.local[0] ?? "";
      if (!url) throw new Error("the preview server gave no URL");
      await use({ url, cardsDir });
      await server.close();
      rmSync(join(cardsDir, ".."), { recursive: true, force: true });
    },
    { scope: "worker" },
  ],
  cardsDir: async ({ site }, use) => {
    // The content as the repository has it, before and after the test: what a test saves or
    // deletes must not reach a later test of this worker, which may use the site without asking
    // for this fixture (the Play page's tests: Twilight Struggle without its Italian, left by a
    // language-picker test, once made the hand-over screen say "Tocca a USSR." in CI).
    const restore = () => {
      for (const entry of readdirSync(site.cardsDir)) rmSync(join(site.cardsDir, entry), { recursive: true, force: true });
      cpSync(join(REPO, "cards"), site.cardsDir, { recursive: true });
    };
    restore();
    await use(site.cardsDir);
    restore();
  },
  allowedErrors: [[], { option: true }],
  pageErrors: [
    async ({ page, allowedErrors }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      page.on("console", (m) => {
        if (m.type() === "error") errors.push(m.text());
      });
      await use(errors);
      expect(errors.filter((e) => !allowedErrors.some((r) => r.test(e))), "errors in the page").toEqual([]);
    },
    { auto: true },
  ],
  app: async ({ page, site, cardsDir }, use) => {
    void cardsDir;
    await page.goto(site.url);
    await ready(page, "ok");
    await use(page);
  },
  shot: async ({ page }, use, testInfo) => {
    mkdirSync(SHOTS, { recursive: true });
    const spec = basename(testInfo.file).replace(/\.spec\.ts$/, "");
    await use(async (name) => {
      const path = join(SHOTS, `${spec}-${name}.png`);
      await page.screenshot({ path });
      await testInfo.attach(name, { path, contentType: "image/png" });
    });
  },
});

/** Waits until the content is built: with no errors ("ok") or with errors. */
export async function ready(page: Page, status: "ok" | "errors"): Promise<void> {
  await page.locator(`.cw-pill[data-status=${status}]`).waitFor({ timeout: 30_000 });
}
