// The command line compiled to one JavaScript file (node_modules/.cache/cardwright/cli.cjs), so it
// starts without compiling TypeScript on every run. Built by `prepare` (npm install) and again by
// the launcher (src/cli/cardwright.js) whenever the code changed since: the file records the code
// fingerprint it was built from. CommonJS rather than an ES module so that the launcher can load it
// with V8's code cache (run-cli-bundle.js): Node 20 keeps no compiled code for ES modules.
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { codeFingerprint } from "./fingerprint.js";
import { cliBundlePaths } from "./cli-bundle-path.js";

export { cliBundlePaths, freshCliBundle } from "./cli-bundle-path.js";
export { runCliBundle } from "./run-cli-bundle.js";

/** Builds the compiled command line; gives its path. */
export async function buildCliBundle(root) {
  const { build } = await import("esbuild");
  const { dir, file, stamp } = cliBundlePaths(root);
  mkdirSync(dir, { recursive: true });
  const fingerprint = codeFingerprint(root);
  // The worker bundle first: the command line names it (by the digest of its text, so a command
  // line only ever starts workers on the code it was built with).
  const worker = await bundle(build, join(root, "src/workers/worker-bundle-entry.ts"), {});
  const workerName = `worker-${createHash("sha1").update(worker).digest("hex")}.cjs`;
  writeWhole(join(dir, workerName), worker);
  const code = await bundle(build, join(root, "src/cli/main.ts"), { __cardwrightWorkerBundle: JSON.stringify(workerName) });
  // Its first line names the build by the digest of the rest: the code cache kept for it says which
  // build it is for (run-cli-bundle.js), as the text read with it says too.
  writeWhole(file, `// cardwright build ${createHash("sha1").update(code).digest("hex")}\n${code}`);
  // Worker bundles of earlier builds: no command line of this folder names them any more.
  for (const name of readdirSync(dir)) if (/^worker-[0-9a-f]{40}\.cjs$/.test(name) && name !== workerName) rmSync(join(dir, name), { force: true });
  // The ES module the command line was compiled to before it was CommonJS: no longer run.
  rmSync(join(dir, "cli.mjs"), { force: true });
  writeFileSync(`${stamp}.${process.pid}.tmp`, JSON.stringify({ fingerprint }));
  renameSync(`${stamp}.${process.pid}.tmp`, stamp);
  return file;
}

/**
 * One entry point and what it imports as one CommonJS file; its text. (Exported for the tests that
 * read the command line's counters from a process built as it is: tests/disk-cache.test.ts.)
 */
export async function bundle(build, entry, define) {
  const built = await build({
    entryPoints: [entry],
    outfile: "out.cjs",
    write: false,
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node20",
    // The sources' `import.meta.url` (Cardwright's folder is found from it; worker threads load the
    // module that defines their task): the bundle file's own URL.
    define: { "import.meta.url": "__cardwrightModuleUrl", ...define },
    // Packages are bundled too (loading them one file at a time from node_modules was most of the
    // start-up).
    mainFields: ["module", "main"],
    // Loaded from node_modules as it is: it finds its .wasm file next to itself (__dirname), which a
    // bundle would not have (`cardwright serve`'s storage).
    external: ["node-sqlite3-wasm"],
    banner: { js: '"use strict"; var __cardwrightModuleUrl = require("node:url").pathToFileURL(__filename).href;' },
    logLevel: "error",
  });
  return ascii(built.outputFiles[0].text);
}

/**
 * The bundle in ASCII, so that the launcher reads it without decoding UTF-8 (run-cli-bundle.js).
 * esbuild writes strings, templates and regular expressions in ASCII already (its `charset`
 * default); what is left is in comments, where an escape is as good as the character.
 * @param {string} text
 */
function ascii(text) {
  return text.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** Writes a file whole (a temporary file, then a rename): a process starting meanwhile reads the old one or the new one. */
function writeWhole(path, text) {
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, path);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
  const file = await buildCliBundle(root);
  console.log(`built ${file}`);
}
