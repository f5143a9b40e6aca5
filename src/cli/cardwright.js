#!/usr/bin/env node
// Entry point of the `cardwright` command. It runs the compiled command line
// (node_modules/.cache/cardwright/cli.mjs, see src/build/bundle-cli.js), building it first when
// the code changed since it was built; without esbuild it runs the TypeScript through tsx.
import { dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { buildCliBundle, freshCliBundle } from "../build/bundle-cli.js";

// Output piped into a reader that stops early (`| head`) is not an error of ours.
process.stdout.on("error", (e) => {
  if (e.code === "EPIPE") process.exit(process.exitCode ?? 0);
  throw e;
});

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

async function loadMain() {
  if (process.env.CARDWRIGHT_TSX !== "1") {
    try {
      const file = freshCliBundle(root) ?? (await buildCliBundle(root));
      return (await import(pathToFileURL(file).href)).main;
    } catch {
      // No esbuild, or a folder we may not write: run the sources.
    }
  }
  const { register } = await import("tsx/esm/api");
  register();
  return (await import("./main.ts")).main;
}

const main = await loadMain();
process.exitCode = await main(process.argv.slice(2));
