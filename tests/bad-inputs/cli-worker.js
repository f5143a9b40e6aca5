// Runs `cardwright` commands for the bad-input corpus in a worker thread, so a command that hangs
// can be stopped (the worker is terminated) without stopping the tests. Output is captured from
// console.log / console.error, which is all the commands write with. Plain JavaScript that loads
// the compiled command line as the launcher (src/cli/cardwright.js) does, building it first when
// the code changed since it was built: the code a user runs, where importing the sources through
// tsx cost each worker about 2 s of start-up (a worker does not inherit vitest's loader).
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { format } from "node:util";
import { parentPort } from "node:worker_threads";
import { cliBundlePaths, freshCliBundle } from "../../src/build/cli-bundle-path.js";
import { runCliBundle } from "../../src/build/run-cli-bundle.js";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
if (!freshCliBundle(root)) await (await import("../../src/build/bundle-cli.js")).buildCliBundle(root);
const { main } = runCliBundle(cliBundlePaths(root)).exports;

parentPort.on("message", async ({ argv }) => {
  const out = [];
  const err = [];
  console.log = (...a) => void out.push(format(...a));
  console.error = (...a) => void err.push(format(...a));
  let code;
  try {
    code = await main(argv);
  } catch (e) {
    // main() must never throw: this ends up as a failure of the case (a stack trace in the output).
    err.push(`UNCAUGHT ${e instanceof Error ? e.stack : String(e)}`);
    code = -1;
  }
  parentPort.postMessage({ out: out.join("\n"), err: err.join("\n"), code });
});
