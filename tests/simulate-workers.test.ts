// `cardwright simulate --workers N` and `cardwright balance --workers N`: random games and bot games
// on worker threads give the same games, results and report (but the timing) for any number of
// workers.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { playRandomGames } from "../src/testing/parallel-games.js";

const ROOT = resolve(import.meta.dirname, "..");

// Worker threads started with the first input however short the run (by default the pool waits
// until the work left pays for their start): these tests compare games played across threads. The
// commands run here inherit it.
process.env["CARDWRIGHT_WORKER_START_MS"] = "0";

describe("random games on worker threads", () => {
  it("give the same summaries, in seed order, with 1, 2 and 3 workers", async () => {
    const run = { dir: join(ROOT, "cards/twilight-struggle"), selection: { scenario: "standard", variants: [], options: [] }, seed: 11, games: 40, check: true };
    const one = await playRandomGames({ ...run, workers: 1 });
    expect(one.map((g) => g.seed)).toEqual(Array.from({ length: 40 }, (_, i) => 11 + i));
    expect(one.every((g) => g.result !== null && g.decisions > 0 && !g.crash && !g.violations.length)).toBe(true);
    expect(await playRandomGames({ ...run, workers: 2 })).toEqual(one);
    expect(await playRandomGames({ ...run, workers: 3 })).toEqual(one);
  }, 120_000);

  // Games enough that worker threads join this one (one is ready well before this thread has
  // played 400 games), so that games played on them are compared too.
  it("`cardwright simulate` prints the same report for any --workers", () => {
    const simulate = (workers: number) => {
      const r = spawnSync(process.execPath, [join(ROOT, "src/cli/cardwright.js"), "simulate", "--games", "400", "--seed", "7", "--workers", String(workers)], { encoding: "utf8" });
      expect(r.status, r.stderr).toBe(0);
      return r.stdout.replace(/in [\d.]+ s: [\d.,]+ games\/s, [\d,]+ decisions\/s/, "in T");
    };
    const one = simulate(1);
    expect(one).toMatch(/^400 games, [\d,]+ decisions in T$/m);
    expect(simulate(2)).toBe(one);
    expect(simulate(4)).toBe(one);
  }, 120_000);

  it("`cardwright simulate --bots` writes the same records with 1 and 2 workers (the compiled command line)", () => {
    const dir = mkdtempSync(join(tmpdir(), "cardwright-workers-"));
    try {
      const records = (workers: number) => {
        const out = join(dir, `w${workers}.jsonl`);
        const r = spawnSync(process.execPath, [join(ROOT, "src/cli/cardwright.js"), "simulate", "--bots", "us=careful,ussr=random", "--games", "6", "--seed", "3", "--workers", String(workers), "--out", out], { encoding: "utf8" });
        expect(r.status, r.stderr + r.stdout).toBe(0);
        return readFileSync(out, "utf8");
      };
      const one = records(1);
      expect(one.trim().split("\n")).toHaveLength(6);
      expect(records(2)).toBe(one);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);

  // 2 x 200 games between random bots: the worker thread is ready well before this thread has
  // played them, and plays a good share of both setups' games (about a quarter of 400 here).
  it("`cardwright balance` writes the same report and summary with 1 and 2 workers", () => {
    const dir = mkdtempSync(join(tmpdir(), "cardwright-balance-workers-"));
    try {
      const balance = (workers: number) => {
        const out = join(dir, `w${workers}`);
        const r = spawnSync(process.execPath, [join(ROOT, "src/cli/cardwright.js"), "balance", "--variant", "us_handicap", "--bots", "us=random,ussr=random", "--games", "200", "--seed", "5", "--workers", String(workers), "--out", out], { encoding: "utf8" });
        expect(r.status, r.stderr + r.stdout).toBe(0);
        return { json: readFileSync(`${out}.json`, "utf8"), html: readFileSync(`${out}.html`, "utf8"), summary: r.stdout.replace(/in [\d.]+ s \([\d.,]+ games\/s\); report in .*$/m, "in T") };
      };
      const one = balance(1);
      expect(one.summary).toMatch(/^  400 games in T$/m);
      const two = balance(2);
      expect(two.json).toBe(one.json);
      expect(two.html).toBe(one.html);
      expect(two.summary).toBe(one.summary);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
