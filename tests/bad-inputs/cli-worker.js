// Runs `cardwright` commands for the bad-input corpus in a worker thread, so a command that hangs
// can be stopped (the worker is terminated) without stopping the tests. Output is captured from
// console.log / console.error, which is all the commands write with. Plain JavaScript that
// registers tsx itself, as src/cli/cardwright.js does: a worker does not inherit vitest's loader.
import { format } from "node:util";
import { parentPort } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
const { main } = await import("../../src/cli/main.ts");

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
