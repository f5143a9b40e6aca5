#!/usr/bin/env node
// Entry point of the `cardwright` command: runs the TypeScript CLI through tsx.
import { register } from "tsx/esm/api";

register();
const { main } = await import("./main.ts");
process.exitCode = await main(process.argv.slice(2));
