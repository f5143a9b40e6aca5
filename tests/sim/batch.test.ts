// Batch simulation: the same records for the same seed with one worker or several, shards that
// merge into exactly one run, results files whose mistakes are named by file and line.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_CONTENT_DIR } from "../../src/content/load-dir.js";
import { planJobs, runBatch, type BatchSpec } from "../../src/sim/batch.js";
import { mergeRecords, parseJsonl, readJsonl, ResultsError, toJsonl } from "../../src/sim/jsonl.js";
import { parseShard, shardRange } from "../../src/sim/shard.js";
import { summarize } from "../../src/sim/summary.js";

// Worker threads started with the first input however short the run (by default the pool waits
// until the work left pays for their start): these tests compare games played across threads. The
// commands run here inherit it.
process.env["CARDWRIGHT_WORKER_START_MS"] = "0";

const spec = (over: Partial<BatchSpec> = {}): BatchSpec => ({
  contentDir: DEFAULT_CONTENT_DIR, setup: { scenario: "standard", variants: [], options: [] },
  bots: { us: "careful", ussr: "random" }, games: 6, seed: 40, swap: true, ...over,
});

describe("batch simulation", () => {
  it("gives the same records with one worker and with two", async () => {
    const one = await runBatch(spec(), { workers: 1 });
    const two = await runBatch(spec(), { workers: 2 });
    expect(one.records).toHaveLength(6);
    expect(two.records).toEqual(one.records);
    expect(toJsonl(two.records)).toBe(toJsonl(one.records));
  });

  it("turns the bots round the sides: each seed once with each bot on each side", () => {
    const jobs = planJobs(spec(), ["us", "ussr"]);
    expect(jobs.map((j) => [j.seed, j.bots.us])).toEqual([[40, "careful"], [40, "random"], [41, "careful"], [41, "random"], [42, "careful"], [42, "random"]]);
    expect(planJobs(spec({ swap: false }), ["us", "ussr"]).map((j) => [j.seed, j.bots.us])).toEqual([[40, "careful"], [41, "careful"], [42, "careful"], [43, "careful"], [44, "careful"], [45, "careful"]]);
  });

  it("shards cover the run once, and their merge is the run", async () => {
    expect([1, 2, 3].map((i) => shardRange(10, { index: i, count: 3 }))).toEqual([{ from: 0, to: 3 }, { from: 3, to: 6 }, { from: 6, to: 10 }]);
    const base = spec({ bots: { us: "random", ussr: "random" }, games: 9 });
    const whole = await runBatch(base, { workers: 1 });
    const dir = mkdtempSync(join(tmpdir(), "cw-shards-"));
    const files: string[] = [];
    for (const i of [3, 1, 2]) {
      const part = await runBatch({ ...base, shard: parseShard(`${i}/3`) }, { workers: 1 });
      const file = join(dir, `part-${i}.jsonl`);
      writeFileSync(file, toJsonl(part.records));
      files.push(file);
    }
    const merged = mergeRecords(files.map((file) => ({ file, records: readJsonl(file) })));
    expect(merged).toEqual(whole.records);
    expect(summarize(merged)).toEqual(summarize(whole.records));
  });

  it("a record gives seed, setup, bots, winner, how it ended, the final score, the length and the card plays", async () => {
    const [r] = (await runBatch(spec({ games: 1 }), { workers: 1 })).records;
    expect(r).toMatchObject({ game: 0, seed: 40, setup: { scenario: "standard" }, bots: { us: "careful", ussr: "random" } });
    expect(typeof r!.reason).toBe("string");
    expect(typeof r!.score).toBe("number");
    expect(r!.progress).toBeGreaterThanOrEqual(1);
    expect(r!.plays.length).toBeGreaterThan(0);
    const [card, side, how, event] = r!.plays[0]!;
    expect(typeof card).toBe("string");
    expect(["us", "ussr"]).toContain(side);
    expect(typeof how).toBe("string");
    expect([0, 1]).toContain(event);
  });

  it("names the file and line of a broken record, and refuses mixing runs", () => {
    expect(() => parseJsonl('{"game":0}\n', "a.jsonl")).toThrow(/a\.jsonl:1: not a game record/);
    expect(() => parseJsonl("\n{oops\n", "b.jsonl")).toThrow(/b\.jsonl:2: not JSON/);
    const rec = { game: 0, seed: 1, setup: { scenario: "standard", variants: [], options: [] }, bots: { us: "random", ussr: "random" }, winner: "us", reason: "vp", score: 20, progress: 3, decisions: 10, plays: [] };
    expect(() => mergeRecords([{ file: "a", records: [rec] }, { file: "b", records: [{ ...rec, winner: "ussr" }] }])).toThrow(ResultsError);
    expect(() => mergeRecords([{ file: "a", records: [rec] }, { file: "b", records: [{ ...rec, game: 1, bots: { us: "greedy", ussr: "random" } }] }])).toThrow(/another run/);
    expect(() => parseShard("4/3")).toThrow(/at most n/);
    expect(() => parseShard("1-3")).toThrow(/i\/n/);
  });
});
