#!/usr/bin/env node
// Entry point of the `cardwright` command. It runs the compiled command line
// (node_modules/.cache/cardwright/cli.cjs, see src/build/bundle-cli.js) with V8's code cache (see
// src/build/run-cli-bundle.js), building it first when the code changed since it was built;
// without esbuild it runs the TypeScript through tsx.
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { cliBundlePaths, freshCliBundle } from "../build/cli-bundle-path.js";
import { runCliBundle } from "../build/run-cli-bundle.js";
import { tuneV8 } from "../build/v8-tuning.js";

tuneV8();

// Output piped into a reader that stops early (`| head`) is not an error of ours.
process.stdout.on("error", (e) => {
  if (e.code === "EPIPE") process.exit(process.exitCode ?? 0);
  throw e;
});

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** The command line's `main`, and what to do once it is done. */
async function loadMain() {
  if (process.env.CARDWRIGHT_TSX !== "1") {
    try {
      // The builder (and esbuild) is loaded only when the code changed since the last build.
      if (!freshCliBundle(root)) await (await import("../build/bundle-cli.js")).buildCliBundle(root);
      const { exports, saveCodeCache } = runCliBundle(cliBundlePaths(root));
      return { main: exports.main, done: saveCodeCache };
    } catch {
      // No esbuild, or a folder we may not write: run the sources.
    }
  }
  const { register } = await import("tsx/esm/api");
  register();
  return { main: (await import("./main.ts")).main, done: () => {} };
}

const { main, done } = await loadMain();
process.exitCode = await main(process.argv.slice(2));
done();
