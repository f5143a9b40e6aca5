// The editor's browser tests (@playwright/test): `npx playwright test` or `npm run test:browser`.
// They drive Debian's Chromium (apt-get install chromium) through `executablePath`; Playwright's
// own browsers are never downloaded or looked for. The editor is built once (global setup), and
// each worker serves it with `vite preview` over its own copy of cards/ (editor/browser-tests/
// fixtures.ts), so workers run in parallel and saving never touches the repository.
import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";

const chromium = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  throw new Error(
    `Chromium not found at ${chromium}. Install Debian's Chromium (as root): apt-get update && apt-get install -y --no-install-recommends chromium (.ci/run does this), or set CHROMIUM_PATH.`,
  );
}

const dir = "editor/browser-tests";

export default defineConfig({
  testDir: dir,
  testMatch: "**/*.spec.ts",
  globalSetup: `./${dir}/global-setup.ts`,
  // Results, traces and the HTML report stay out of git (.gitignore).
  outputDir: `${dir}/results`,
  reporter: [["list"], ["html", { outputFolder: `${dir}/report`, open: "never" }]],
  fullyParallel: true,
  workers: process.env["PW_WORKERS"] ? Number(process.env["PW_WORKERS"]) : 2,
  forbidOnly: !!process.env["CI"],
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: {
    viewport: { width: 1600, height: 1000 },
    deviceScaleFactor: 1,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: ["--no-sandbox", "--disable-dev-shm-usage", "--font-render-hinting=none"],
    },
  },
});
