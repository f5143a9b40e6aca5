// Loads the compiled command line (cli.cjs, built by bundle-cli.js) with V8's code cache: the
// bytecode of its functions compiled by an earlier run, kept next to it (cli.v8-code-cache), so a
// run does not parse and compile its 1.2 MB again (Node 20 keeps no compiled code for modules of
// its own). The cache is written after the first run of a build, and again whenever V8 refuses it
// (another Node, other V8 flags). It is used only for the build it was made from (the bundle's
// first line names it) and when its bytes are whole (their digest is kept with them): any other
// file there is ignored, the code is compiled as without a cache, and the file is written anew.
// It holds only what the run that wrote it compiled, so it is written again, once, after a run
// that took a path of the command line the cache was not written by (a validate after a locale
// file's edit, when the build's first run parsed everything): the bundle's `codePaths` names the
// paths a run took (src/cli/code-paths.ts), the cache's first line those it has seen.
// Plain JavaScript: the launcher runs it before any TypeScript can.
import { isAscii } from "node:buffer";
import { createHash } from "node:crypto";
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname } from "node:path";
import vm from "node:vm";

const BUILD_LINE = /^\/\/ cardwright build ([0-9a-f]{40})\n/;
const MAGIC = "cardwright-v8-code-cache";

/**
 * Runs the bundle's top level as Node runs a CommonJS module; gives its exports, and a function
 * that keeps its compiled code for the next run (call it once the command is done, so the code it
 * compiled is kept too).
 * @param {{ file: string; codeCache: string }} paths
 */
export function runCliBundle({ file, codeCache }) {
  const text = bundleText(readFileSync(file));
  const build = BUILD_LINE.exec(text)?.[1] ?? null;
  const cached = build ? readCodeCache(codeCache, build) : undefined;
  const cachedData = cached?.data;
  // Node's own wrapper of a CommonJS module, on the first line so that line numbers stay the file's.
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${text}\n})`, {
    filename: file,
    cachedData,
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  const module = { exports: {} };
  script.runInThisContext().call(module.exports, module.exports, createRequire(file), module, file, dirname(file));
  return {
    exports: /** @type {Record<string, any>} */ (module.exports),
    saveCodeCache() {
      if (!build) return;
      /** @type {string[]} */
      const took = [...(module.exports.codePaths ?? [])];
      const seen = cached && !script.cachedDataRejected ? cached.paths : null;
      if (seen && took.every((p) => seen.includes(p))) return;
      try {
        // (The functions it had are compiled in this run too, from it: they are kept.)
        writeCodeCache(codeCache, build, script.createCachedData(), [...new Set([...(seen ?? []), ...took])]);
      } catch {
        // A folder we may not write: the next run compiles again.
      }
    },
  };
}

/**
 * The bundle's text. The builder writes it in ASCII (bundle-cli.js), which is read as Latin-1: a
 * copy of its bytes into a one-byte string, where decoding its 1.4 MB as UTF-8 cost about 30
 * million instructions (and a string of two-byte characters, slower for V8 to scan when it
 * compiles a function its code cache lacks). A build with other bytes is read as UTF-8.
 * @param {Buffer} bytes
 */
function bundleText(bytes) {
  return isAscii(bytes) ? bytes.latin1Slice(0, bytes.length) : bytes.utf8Slice(0, bytes.length);
}

/** @param {Buffer} data */
const digest = (data) => createHash("sha1").update(data).digest("hex");

/**
 * The cached code for this build and the paths of the runs that wrote it, or undefined (missing,
 * for another build, or not whole).
 * @returns {{ data: Buffer; paths: string[] } | undefined}
 */
function readCodeCache(path, build) {
  let bytes;
  try {
    bytes = readFileSync(path);
  } catch {
    return undefined;
  }
  // MAGIC build digest paths\n then the data (paths: comma-separated, "-" for none).
  const end = bytes.indexOf(10);
  if (end < 0) return undefined;
  const [magic, forBuild, sum, paths] = bytes.subarray(0, end).toString("latin1").split(" ");
  const data = bytes.subarray(end + 1);
  if (magic !== MAGIC || forBuild !== build || sum !== digest(data)) return undefined;
  return { data, paths: !paths || paths === "-" ? [] : paths.split(",") };
}

/** @param {string} path @param {string} build @param {Buffer} data @param {string[]} paths */
function writeCodeCache(path, build, data, paths) {
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, Buffer.concat([Buffer.from(`${MAGIC} ${build} ${digest(data)} ${paths.join(",") || "-"}\n`, "latin1"), data]));
  renameSync(tmp, path);
}
