// What checking each piece of effect code found (code.ts's CheckMemory) as plain data, and back:
// what a store of earlier work keeps of the code checks, so that a later load checks again only the
// code whose text, bound names or names in scope changed. One form for both stores: the command
// line's disk cache (disk-checks.ts) and the editor's store in the browser (editor/src/game/
// kept-visit.ts). Only the problems are kept (a tree is parsed again, or found by its text).
//
// Each vocabulary is kept by its key as the store names it (`keyOf`: the disk keeps the digest of
// code.ts's key, its names and what the checker reads of them), its texts once in a table for all
// of them (an overlay checked alone has nearly the same code). What is kept is what the load used
// first, and after it what was read back but not used (an edit that checks no overlay again must
// not drop the overlays' checks the next edit needs), at most MAX_VOCABULARIES in all.
import type { CheckProblem } from "../effects/checker.js";
import type { Checked, CheckMemory } from "./code.js";
import { BoundedMap } from "./bounded-map.js";

/** As kept: every text once, then by vocabulary's key, by scope, [text's index, problems]. */
export interface KeptChecks {
  texts: string[];
  vocabularies: [vocabulary: string, [scope: string, [text: number, problems: CheckProblem[]][]][]][];
}

/** Most checks kept under one scope (as code.ts keeps in memory). */
const MAX_CHECKS = 5_000;

/** Most vocabularies kept (a game's own and its overlays' are a handful; the rest are older names). */
const MAX_VOCABULARIES = 32;

type ByScope = Map<string, Map<string, Checked>>;

/**
 * A check memory (code.ts) holding what `stored` kept (nothing when it is not whole), and what to
 * keep of it after a load: `kept()`, or null when the load added no check to what was read back
 * (`kept(true)`: the same all the same, for a store that writes everything at once).
 */
export function keptCheckMemory(stored: unknown, keyOf: (key: string) => string): { memory: CheckMemory; kept(always?: boolean): KeptChecks | null } {
  const restored = new Map<string, ByScope>();
  /** How many checks each vocabulary read back held, by its kept key. */
  const restoredSizes = new Map<string, number>();
  if (isKeptChecks(stored)) {
    for (const [vocabulary, scopes] of stored.vocabularies) {
      const byScope: ByScope = new Map();
      for (const [scope, checks] of scopes) {
        const byText = new BoundedMap<string, Checked>(MAX_CHECKS);
        for (const [i, problems] of checks) byText.set(stored.texts[i]!, { problems });
        byScope.set(scope, byText);
      }
      restored.set(vocabulary, byScope);
      restoredSizes.set(vocabulary, checksIn(byScope));
    }
  }
  /** The vocabularies this load asked for, by code.ts's key. */
  const used = new Map<string, ByScope>();
  class Remembered extends Map<string, ByScope> {
    override get(key: string) {
      let checks = super.get(key) ?? restored.get(keyOf(key));
      if (checks) {
        if (!super.has(key)) super.set(key, checks);
        used.set(key, checks);
      }
      return checks;
    }
    override set(key: string, checks: ByScope) {
      used.set(key, checks);
      return super.set(key, checks);
    }
  }
  return {
    memory: new Remembered(),
    kept(always = false) {
      // Unchanged when every vocabulary used was read back and no check was added to it.
      const usedByKey = new Map([...used].map(([key, byScope]) => [keyOf(key), byScope]));
      if (!always && [...usedByKey].every(([k, byScope]) => restoredSizes.get(k) === checksIn(byScope))) return null;
      const texts: string[] = [];
      const index = new Map<string, number>();
      const vocabularies: KeptChecks["vocabularies"] = [];
      const kept = [...usedByKey, ...[...restored].filter(([k]) => !usedByKey.has(k))].slice(0, MAX_VOCABULARIES);
      for (const [key, byScope] of kept) {
        const scopes: KeptChecks["vocabularies"][number][1] = [];
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
      return { texts, vocabularies };
    },
  };
}

function checksIn(byScope: ByScope): number {
  let n = 0;
  for (const byText of byScope.values()) n += byText.size;
  return n;
}

function isKeptChecks(x: unknown): x is KeptChecks {
  const s = x as KeptChecks | null;
  return (
    !!s && Array.isArray(s.texts) && s.texts.every((t) => typeof t === "string") && Array.isArray(s.vocabularies) &&
    s.vocabularies.every((v) => Array.isArray(v) && typeof v[0] === "string" && Array.isArray(v[1]) && v[1].every((sc) => Array.isArray(sc) && typeof sc[0] === "string" && Array.isArray(sc[1]) && sc[1].every((c) => Array.isArray(c) && typeof s.texts[c[0]] === "string" && Array.isArray(c[1]))))
  );
}
