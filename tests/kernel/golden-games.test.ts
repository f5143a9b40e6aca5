// The kernel's speed work must change no game: random games of both games (several selections of
// overlays) give exactly the decisions, moves and final states recorded in fixtures/golden-games.json
// before it. After a deliberate change of the rules, record anew:
//   CARDWRIGHT_RECORD_GOLDEN=1 npx vitest run tests/kernel/golden-games.test.ts
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { GOLDEN_RUNS, runFingerprints } from "./golden-games.js";

const FIXTURE = resolve(import.meta.dirname, "fixtures/golden-games.json");
const record = process.env.CARDWRIGHT_RECORD_GOLDEN === "1";
const recorded: Record<string, string[]> = record ? {} : JSON.parse(readFileSync(FIXTURE, "utf8"));

describe("random games are exactly those recorded", () => {
  for (const run of GOLDEN_RUNS) {
    it(`${run.name}: ${run.seeds} seeds`, () => {
      const got = runFingerprints(run);
      if (record) {
        recorded[run.name] = got;
        writeFileSync(FIXTURE, `${JSON.stringify(recorded, null, 1)}\n`);
        return;
      }
      const want = recorded[run.name]!;
      expect(want, "no fingerprints recorded for this run").toHaveLength(run.seeds);
      const differ = got.flatMap((h, i) => (h === want[i] ? [] : [i + 1]));
      expect(differ, "seeds whose game differs").toEqual([]);
    }, 120_000);
  }
});
