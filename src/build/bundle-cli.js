// The command line compiled to one JavaScript file (node_modules/.cache/cardwright/cli.mjs), so it
// starts without compiling TypeScript on every run. Built by `prepare` (npm install) and again by
// the launcher (src/cli/cardwright.js) whenever the code changed since: the file records the code
// fingerprint it was built from.
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { codeFingerprint } from "./fingerprint.js";
import { cliBundlePaths } from "./cli-bundle-path.js";

export { cliBundlePaths, freshCliBundle } from "./cli-bundle-path.js";

/** Builds the compiled command line; gives its path. */
export async function buildCliBundle(root) {
  const { build } = await import("esbuild");
  const { dir, file, stamp } = cliBundlePaths(root);
  mkdirSync(dir, { recursive: true });
  const fingerprint = codeFingerprint(root);
  const tmp = `${file}.${process.pid}.tmp`;
  await build({
    entryPoints: [join(root, "src/cli/main.ts")],
    outfile: tmp,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    // Packages are bundled too (loading them one file at a time from node_modules was most of the
    // start-up); their CommonJS `require` of Node's modules goes through a real require.
    mainFields: ["module", "main"],
    // Loaded from node_modules as it is: it finds its .wasm file next to itself (__dirname), which a
    // bundle would not have (`cardwright serve`'s storage).
    external: ["node-sqlite3-wasm"],
    banner: { js: 'import { createRequire as cardwrightRequire } from "node:module"; const require = cardwrightRequire(import.meta.url);' },
    logLevel: "error",
  });
  renameSync(tmp, file);
  writeFileSync(`${stamp}.${process.pid}.tmp`, JSON.stringify({ fingerprint }));
  renameSync(`${stamp}.${process.pid}.tmp`, stamp);
  return file;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
  const file = await buildCliBundle(root);
  console.log(`built ${file}`);
}
