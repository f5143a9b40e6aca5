#!/usr/bin/env node
// Entry point of the `cardwright` command: runs the TypeScript CLI through tsx.
import { register } from "tsx/esm/api";

// Output piped into a reader that stops early (`| head`) is not an error of ours.
process.stdout.on("error", (e) => {
  if (e.code === "EPIPE") process.exit(process.exitCode ?? 0);
  throw e;
});

register();
const { main } = await import("./main.ts");
process.exitCode = await main(process.argv.slice(2));
