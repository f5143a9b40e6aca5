import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    // Vitest's default is one worker fewer than the cores: on a 2-core machine (CI's) one worker,
    // and the suite took over an hour there. Most files spend their time in the command line's
    // child processes, and each keeps its own temporary folders and disk cache (the shared default
    // cache is written whole, then renamed), so two files at once on two cores are safe.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Two files at once each get half the machine at times, so a test's time may double: the
    // limits are for a test that hangs, not a measure of speed (speed is `npm run bench`'s).
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
