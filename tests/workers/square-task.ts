// A task for the pool's tests: squares a number after a delay that makes later inputs finish
// first; fails on a negative number.
import { defineTask } from "../../src/workers/pool.js";

export const squareTask = defineTask("cardwright-test-square", import.meta.url, (init: { delayMs: number }) => (n: number) => {
  if (n < 0) throw new Error(`cannot square ${n} here`);
  const until = Date.now() + init.delayMs / (n + 1);
  while (Date.now() < until);
  return n * n;
});
