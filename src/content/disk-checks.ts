// What checking each piece of effect code found (code.ts's CheckMemory) kept on disk for a content
// folder, so that a command run after a designer edited one card or procedure checks only the code
// whose text, bound names or names in scope changed: the rest is found by its key. Only the problems
// are kept (a tree is parsed again, found by its text in the parse memo: effects/parse.ts).
//
// Each vocabulary is kept by the digest of its key (its names and what the checker reads of them,
// see rememberChecks), its texts once in a table for all of them (an overlay checked alone has
// nearly the same code). The entry is written again only when this run checked code it did not
// hold: then with the vocabularies this run used first, and after them those it read back but did
// not use (an edit that checks no overlay again, a card's Ops value or a constant in its code,
// must not drop the overlays' checks the next edit needs), at most MAX_VOCABULARIES in all.
// Damaged or outdated entries are ignored (disk-file-memo.ts).
import type { CheckProblem } from "../effects/checker.js";
import type { Checked, CheckMemory } from "./code.js";
import { BoundedMap } from "./bounded-map.js";
import { cacheEnabled, digest, type CacheSetup } from "./disk-cache.js";
import { entryFile, readEntryOf, writeEntryOf } from "./disk-file-memo.js";

/** As kept: every text once, then by vocabulary's digest, by scope, [text's index, problems]. */
interface Stored {
  texts: string[];
  vocabularies: [vocabulary: string, [scope: string, [text: number, problems: CheckProblem[]][]][]][];
}

/** Most checks kept under one scope (as code.ts keeps in memory). */
const MAX_CHECKS = 5_000;

/** Most vocabularies kept (a game's own and its overlays' are a handful; the rest are older names). */
const MAX_VOCABULARIES = 32;

/** A check memory (code.ts) backed by the disk cache; `save()` writes what this run used. */
export function diskChecks(setup: CacheSetup, dir: string): { memory: CheckMemory; save(): void } | undefined {
  if (!cacheEnabled()) return undefined;
  const file = entryFile(setup, dir, "checks");
  const stored = readEntryOf(file) as Stored | null;
  const restored = new Map<string, Map<string, Map<string, Checked>>>();
  /** How many checks each vocabulary read back held, by its digest. */
  const restoredSizes = new Map<string, number>();
  if (isStored(stored)) {
    for (const [vocabulary, scopes] of stored.vocabularies) {
      const byScope = new Map<string, Map<string, Checked>>();
      for (const [scope, checks] of scopes) {
        const byText = new BoundedMap<string, Checked>(MAX_CHECKS);
        for (const [i, problems] of checks) byText.set(stored.texts[i]!, { problems });
        byScope.set(scope, byText);
      }
      restored.set(vocabulary, byScope);
      restoredSizes.set(vocabulary, checksIn(byScope));
    }
  }
  /** The vocabularies this run asked for, by their key. */
  const used = new Map<string, Map<string, Map<string, Checked>>>();
  class Remembered extends Map<string, Map<string, Map<string, Checked>>> {
    override get(key: string) {
      let checks = super.get(key) ?? restored.get(digest(key));
      if (checks) {
        if (!super.has(key)) super.set(key, checks);
        used.set(key, checks);
      }
      return checks;
    }
    override set(key: string, checks: Map<string, Map<string, Checked>>) {
      used.set(key, checks);
      return super.set(key, checks);
    }
  }
  const memory: CheckMemory = new Remembered();
  return {
    memory,
    save() {
      // Unchanged when every vocabulary used was read back and no check was added to it.
      const usedByDigest = new Map([...used].map(([key, byScope]) => [digest(key), byScope]));
      if ([...usedByDigest].every(([d, byScope]) => restoredSizes.get(d) === checksIn(byScope))) return;
      const texts: string[] = [];
      const index = new Map<string, number>();
      const vocabularies: Stored["vocabularies"] = [];
      const kept = [...usedByDigest, ...[...restored].filter(([d]) => !usedByDigest.has(d))].slice(0, MAX_VOCABULARIES);
      for (const [key, byScope] of kept) {
        const scopes: Stored["vocabularies"][number][1] = [];
        for (const [scope, byText] of byScope) {
          const checks: [number, CheckProblem[]][] = [];
          for (const [text, { problems }] of byText) {
            let i = index.get(text);
            if (i === undefined) index.set(text, (i = texts.push(text) - 1));
            checks.push([i, problems]);
          }
          scopes.push([scope, checks]);
        }
        vocabularies.push([key, scopes]);
      }
      try {
        writeEntryOf(file, { texts, vocabularies } satisfies Stored);
      } catch {
        // The next run checks the code again.
      }
    },
  };
}

function checksIn(byScope: Map<string, Map<string, Checked>>): number {
  let n = 0;
  for (const byText of byScope.values()) n += byText.size;
  return n;
}

function isStored(x: unknown): x is Stored {
  const s = x as Stored | null;
  return (
    !!s && Array.isArray(s.texts) && s.texts.every((t) => typeof t === "string") && Array.isArray(s.vocabularies) &&
    s.vocabularies.every((v) => Array.isArray(v) && typeof v[0] === "string" && Array.isArray(v[1]) && v[1].every((sc) => Array.isArray(sc) && typeof sc[0] === "string" && Array.isArray(sc[1]) && sc[1].every((c) => Array.isArray(c) && typeof s.texts[c[0]] === "string" && Array.isArray(c[1]))))
  );
}
