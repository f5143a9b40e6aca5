#!/usr/bin/env node
// Runs a TypeScript entry point compiled to one JavaScript file, as the command line runs
// (`node src/build/run-bundled.js ENTRY.ts ARGS…`): the bench's timed games (bench-games.ts) run so,
// since `cardwright simulate` plays its games from the compiled command line, and the engine run
// from the sources through tsx (each file its own module) is not the same code for V8. The entry is
// bundled into the compiled command line's folder beside it, with the same worker bundle, so any
// worker threads it starts run the same code.
import { readdirSync, renameSync, writeFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { buildCliBundle, cliBundlePaths, freshCliBundle } from "./bundle-cli.js";

const root = resolve(fileURLToPath(new URL("../..", import.meta.url)));
const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error("usage: node src/build/run-bundled.js ENTRY.ts [ARGS…]");
  process.exit(2);
}
const esbuild = await import("esbuild").catch(() => null);
if (!esbuild) {
  // No bundler (it comes with the dev dependencies): the sources through tsx, as the command line falls back to.
  const { register } = await import("tsx/esm/api");
  register();
  process.argv = [process.argv[0], resolve(entry), ...args];
  await import(pathToFileURL(resolve(entry)).href);
  process.exit();
}
const { build } = esbuild;
// The command line first: worker threads load its worker bundle, built from the same code.
if (!freshCliBundle(root)) await buildCliBundle(root);
const { dir } = cliBundlePaths(root);
const worker = readdirSync(dir).find((n) => /^worker-[0-9a-f]{40}\.cjs$/.test(n));
const out = join(dir, `${basename(entry).replace(/\.ts$/, "")}.mjs`);
const built = await build({
  entryPoints: [resolve(entry)],
  write: false,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  mainFields: ["module", "main"],
  external: ["node-sqlite3-wasm", "esbuild", "playwright-core", "@playwright/test"],
  // The sources' `import.meta.url` (Cardwright's folder is found from it) is the bundle's path as
  // written here, not the real path Node's module loader gives: in a checkout whose node_modules is
  // a symbolic link the real path lies outside the project, and the project would not be found.
  define: { "import.meta.url": "__cardwrightModuleUrl", ...(worker ? { __cardwrightWorkerBundle: JSON.stringify(worker) } : {}) },
  // Packages written as CommonJS call `require`, which an ES module has not by itself.
  banner: { js: `import { createRequire as __cardwrightRequire } from "node:module"; const require = __cardwrightRequire(import.meta.url); const __cardwrightModuleUrl = ${JSON.stringify(pathToFileURL(out).href)};` },
  logLevel: "error",
});
writeFileSync(`${out}.${process.pid}.tmp`, built.outputFiles[0].text);
renameSync(`${out}.${process.pid}.tmp`, out);
// The entry sees its own arguments; argv[1] names the entry, not the bundle (a module of the bundle
// that runs itself when it is the main one, as bundle-cli.js does, must not take it for itself).
process.argv = [process.argv[0], resolve(entry), ...args];
await import(pathToFileURL(out).href);
