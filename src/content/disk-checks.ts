// What checking each piece of effect code found (code.ts's CheckMemory) kept on disk for a content
// folder, so that a command run after a designer edited one card or procedure checks only the code
// whose text, bound names or names in scope changed: the rest is found by its key. Only the problems
// are kept (a tree is parsed again, found by its text in the parse memo: effects/parse.ts).
//
// The form kept is kept-checks.ts's, each vocabulary by the digest of its key (its names and what
// the checker reads of them, see code.ts's rememberChecks). The entry is written again only when
// this run checked code it did not hold.
// Damaged or outdated entries are ignored (disk-file-memo.ts).
import type { CheckMemory } from "./code.js";
import { cacheEnabled, digest, type CacheSetup } from "./disk-cache.js";
import { entryFile, readEntryOf, writeEntryOf } from "./disk-file-memo.js";
import { keptCheckMemory } from "./kept-checks.js";

/** A check memory (code.ts) backed by the disk cache; `save()` writes what this run used. */
export function diskChecks(setup: CacheSetup, dir: string): { memory: CheckMemory; save(): void } | undefined {
  if (!cacheEnabled()) return undefined;
  const file = entryFile(setup, dir, "checks");
  // Kept by the digest of each vocabulary's key (its JSON is long).
  const { memory, kept } = keptCheckMemory(readEntryOf(file), digest);
  return {
    memory,
    save() {
      const stored = kept();
      if (!stored) return;
      try {
        writeEntryOf(file, stored);
      } catch {
        // The next run checks the code again.
      }
    },
  };
}
