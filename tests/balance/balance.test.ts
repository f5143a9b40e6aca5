// The balance lab on a small run: two setups on the same seeds, every figure with its 95%
// interval, a self-contained HTML report with SVG charts, its JSON, and a one-screen summary.
import { beforeAll, describe, expect, it } from "vitest";
import { balanceHtml, balanceSummary, parseSetup, runBalance, singleSetup, type BalanceOutcome } from "../../src/balance/index.js";
import { compareSetups } from "../../src/balance/report.js";
import { balanceVerdict } from "../../src/balance/verdict.js";
import type { GameRecord } from "../../src/sim/play-game.js";
import { DEFAULT_CONTENT_DIR, requireContent } from "../../src/content/load-dir.js";
import { mean, meanDifference, proportion, proportionDifference } from "../../src/sim/stats.js";
import { workerThreadsStarted } from "../../src/workers/pool.js";

describe("statistics", () => {
  it("Wilson intervals", () => {
    const p = proportion(5, 10);
    expect(p.value).toBe(0.5);
    expect(p.lo).toBeCloseTo(0.2366, 3);
    expect(p.hi).toBeCloseTo(0.7634, 3);
    const z = proportion(0, 10);
    expect(z.lo).toBe(0);
    expect(z.hi).toBeCloseTo(0.2775, 3);
  });
  it("means and differences", () => {
    const m = mean([1, 2, 3, 4, 5]);
    expect(m.value).toBe(3);
    expect(m.hi - m.value).toBeCloseTo(1.96 * Math.sqrt(2.5 / 5), 2);
    expect(Number.isNaN(mean([4]).lo)).toBe(true);
    const d = proportionDifference(proportion(65, 100), proportion(50, 100));
    expect(d.value).toBeCloseTo(0.15, 6);
    expect(d.lo).toBeGreaterThan(0.01);
    expect(d.hi).toBeLessThan(0.3);
    expect(meanDifference(mean([1, 2, 3]), mean([1, 2, 3])).value).toBe(0);
  });
});

describe("a card played a few times", () => {
  // 40 games a setup: Nixon played 12 times in each (swings vary), Star Wars twice in each with
  // the same swing both times (+5 in one setup, -5 in the other). Star Wars' normal interval
  // would have width 0, so its change led the surest changes, marked, from 2 plays a side.
  const records = (swing: number): GameRecord[] => Array.from({ length: 40 }, (_, i) => ({
    game: i, seed: i + 1, setup: { scenario: "standard", variants: [], options: [] }, bots: { us: "random", ussr: "random" },
    winner: i % 2 ? "us" : "ussr", reason: "vp", score: 0, progress: 3, decisions: 100,
    plays: [
      ...(i < 12 ? [["nixon_plays_the_china_card", "us", "event", 1, (i % 3) - 1 + (swing > 0 ? 1 : 0)] as GameRecord["plays"][number]] : []),
      ...(i < 2 ? [["star_wars", "us", "event", 1, swing] as GameRecord["plays"][number]] : []),
    ],
  }));
  const meta = { title: "t", game: "twilight-struggle", bots: { us: "random", ussr: "random" }, seed: 1, swap: true, scoreName: "VP", progressName: "turns", sideNames: { us: "US", ussr: "USSR" }, cardNames: { star_wars: "Star Wars", nixon_plays_the_china_card: "Nixon Plays The China Card" } };
  const report = compareSetups(meta, { label: "a", setup: records(5)[0]!.setup, records: records(5) }, { label: "b", setup: records(-5)[0]!.setup, records: records(-5) });

  it("has no interval below 10 plays, is not marked, and is not among the surest changes", () => {
    const star = report.cards.find((c) => c.card === "star_wars")!;
    expect(star.swingDifference!.value).toBe(10);
    expect(Number.isFinite(star.swingDifference!.lo)).toBe(false);
    const text = balanceSummary(report);
    expect(text).toMatch(/surest VP swing changes after a card \(a − b; 1 of 1 played 10\+ times \*/);
    expect(text).toContain("Nixon Plays The China Card");
    expect(text).not.toContain("Star Wars");
    expect(balanceHtml(report)).toContain("1 of the 1 cards played 10 times or more in both setups");
  });
});

describe("the verdict", () => {
  // n games a setup; the US wins `usA` of them in setup a and `usB` in setup b, the USSR the rest.
  const games = (n: number, us: number): GameRecord[] => Array.from({ length: n }, (_, i) => ({
    game: i, seed: i + 1, setup: { scenario: "standard", variants: [], options: [] }, bots: { us: "random", ussr: "random" },
    winner: i < us ? "us" : "ussr", reason: "vp", score: 0, progress: 3, decisions: 100, plays: [],
  }));
  const meta = { title: "t", game: "g", bots: { us: "random", ussr: "random" }, seed: 1, swap: true, scoreName: "VP", progressName: "turns", sideNames: { us: "Blue", ussr: "Red" }, cardNames: {} };
  const report = (n: number, usA: number, usB: number) =>
    compareSetups(meta, { label: "handicap", setup: games(1, 0)[0]!.setup, records: games(n, usA) }, { label: "standard", setup: games(1, 0)[0]!.setup, records: games(n, usB) });

  it("says which side's win rate moved beyond its interval, by how much, in the content's side names", () => {
    const r = report(400, 240, 200);
    const line = "Verdict: handicap raises the Blue win rate by 10.0 points [3.1, 16.8] and lowers the Red win rate by 10.0 points [3.1, 16.8]; 400 games a setup.";
    expect(balanceVerdict(r)).toBe(line);
    // On top of the terminal summary (wrapped to its width) and of the HTML report.
    expect(balanceSummary(r).split("\n").slice(1, 3).map((l) => l.trim()).join(" ")).toBe(line);
    expect(balanceHtml(r)).toContain("<p class=\"verdict\" data-verdict><b>Verdict:</b> handicap raises the Blue win rate by 10.0 points");
  });

  it("says no side moved measurably, and the smallest change the games could have shown", () => {
    expect(balanceVerdict(report(400, 206, 200))).toBe("Verdict: handicap moves no side's win rate measurably (Blue +1.5 [-5.4, 8.4] points); at 400 games a setup, only a change of about 6.9 points or more would show.");
  });

  it("says too few games when the interval is too wide to tell anything", () => {
    expect(balanceVerdict(report(20, 12, 10))).toMatch(/^Verdict: too few games to tell whether handicap moves a side's win rate \(Blue \+10\.0 \[-\d+\.\d, \d+\.\d\] points\); at 20 games a setup, only a change of about \d+\.\d points or more would show\.$/);
    expect(balanceVerdict(report(0, 0, 0))).toBe("Verdict: no games finished on both handicap and standard yet: nothing to tell.");
  });

  it("has none for one setup alone", () => {
    const one = singleSetup(meta, { label: "handicap", setup: games(1, 0)[0]!.setup, records: games(40, 20) });
    expect(balanceVerdict(one)).toBeNull();
    expect(balanceHtml(one)).not.toContain("data-verdict");
  });
});

describe("setups", () => {
  const overlays = requireContent().overlays;
  it("reads overlays joined by + and says what is unknown", () => {
    expect(parseSetup("standard", overlays)).toEqual({ scenario: "standard", variants: [], options: [] });
    expect(parseSetup("late_war+us_handicap", overlays)).toEqual({ scenario: "late_war", variants: [], options: ["us_handicap"] });
    expect(parseSetup("chinese_civil_war", overlays)).toEqual({ scenario: "standard", variants: ["chinese_civil_war"], options: [] });
    // A typo: the near one named first, then the whole list.
    expect(() => parseSetup("us_handicapp", overlays)).toThrow(/unknown scenario, variant or option `us_handicapp`: did you mean `us_handicap`\? \(the content offers: .*late_war/);
    expect(() => parseSetup("zzzzzzzzzz", overlays)).toThrow(/unknown scenario, variant or option `zzzzzzzzzz`; the content offers: .*us_handicap/);
  });
});

describe("a small balance run", () => {
  let outcome: BalanceOutcome;
  beforeAll(async () => {
    outcome = await runBalance({ contentDir: DEFAULT_CONTENT_DIR, variant: "us_handicap", against: "standard", bots: { us: "random", ussr: "random" }, games: 30, seed: 1, swap: true }, { workers: 1 });
  });

  it("plays the same seeds on both setups", () => {
    const { runs } = outcome;
    expect(runs[0].records.map((r) => [r.seed, r.bots])).toEqual(runs[1].records.map((r) => [r.seed, r.bots]));
    expect(runs[0].records[0]!.setup.options).toEqual(["us_handicap"]);
    expect(runs[1].records[0]!.setup.options).toEqual([]);
  });

  it("gives win rates, endings, score, length and cards with intervals", () => {
    const { report } = outcome;
    expect(report.sides.map((s) => s.side).sort()).toEqual(["us", "ussr"]);
    for (const s of report.sides) {
      expect(s.a.n).toBe(30);
      expect(s.a.lo).toBeLessThanOrEqual(s.a.value);
      expect(s.a.hi).toBeGreaterThanOrEqual(s.a.value);
      expect(s.difference.lo).toBeLessThanOrEqual(s.difference.value);
    }
    expect(report.endings.reduce((n, e) => n + e.a.k, 0)).toBe(30);
    expect(report.score.a?.n).toBe(30);
    expect(report.scoreName).toBe("VP");
    expect(report.progressName).toBe("turns");
    expect(report.cards.length).toBeGreaterThan(20);
    const c = report.cards.find((x) => x.a && x.b && x.a.plays > 5)!;
    expect(c.a!.event.n).toBe(c.a!.plays);
    expect(c.name).not.toBe(c.card);
    // The handicap gives the US 2 VP at the start: the final VP moves its way on the same seeds.
    expect(report.score.difference!.value).toBeGreaterThan(0);
  });

  it("writes a self-contained HTML report with SVG charts", () => {
    const { report } = outcome;
    const html = balanceHtml(report);
    expect(html).toMatch(/^<!doctype html>/);
    expect((html.match(/<svg /g) ?? []).length).toBeGreaterThanOrEqual(5);
    expect(html).not.toMatch(/<script|<link |src="http/);
    expect(html).toContain("us_handicap");
    expect(html).toContain("Win rate per side");
    // Many cards are compared at once: the report says how many marks chance alone would give.
    expect(html).toMatch(/\d+ of the \d+ cards played 10 times or more in both setups have a change of swing whose interval excludes zero; with no real change about \d+ would/);
    expect(JSON.parse(JSON.stringify(report))).toEqual(JSON.parse(JSON.stringify(report)));
  });

  it("reports one setup alone in the same shape, with its own column only (the editor's Balance panel)", () => {
    const { report, runs } = outcome;
    const meta = { ...report, cardNames: Object.fromEntries(report.cards.map((c) => [c.card, c.name])) };
    const one = singleSetup(meta, { label: "us_handicap", setup: runs[0].records[0]!.setup, records: runs[0].records });
    expect(one.single).toBe(true);
    expect(one.sides).toEqual(report.sides.map((s) => expect.objectContaining({ side: s.side, a: s.a })));
    expect(one.score.a).toEqual(report.score.a);
    const plays = one.cards.map((c) => c.a?.plays ?? 0);
    expect(plays).toEqual([...plays].sort((x, y) => y - x));
    const html = balanceHtml(one);
    expect((html.match(/<svg /g) ?? []).length).toBeGreaterThanOrEqual(4);
    expect(html).toContain("<tr><th>side</th><th>us_handicap</th></tr>");
    expect(html).not.toMatch(/difference|standard<\/th>/);
    // The comparison's HTML is unchanged by it.
    expect(balanceHtml(report)).toContain("<th>difference (points)</th>");
  });

  it("sums it up on one screen", () => {
    const { report } = outcome;
    const text = balanceSummary(report);
    expect(text.split("\n").length).toBeLessThanOrEqual(24);
    expect(text).toMatch(/^ {2}US wins /m);
    expect(text).toMatch(/^ {2}Verdict: (too few games to tell whether us_handicap moves a side's win rate|us_handicap moves no side's win rate measurably|us_handicap (raises|lowers) the (US|USSR) win rate)/m);
    expect(text).toMatch(/final VP/);
    expect(text).toMatch(/surest VP swing changes after a card \(us_handicap − standard; \d+ of \d+ played 10\+ times \*, ~\d+ by chance\):/);
    expect(Math.max(...text.split("\n").map((l) => l.length))).toBeLessThanOrEqual(110);
  });
});

describe("a balance run on two threads", () => {
  // Both setups' games go to one pool: its worker thread is started once (each costs a second of
  // CPU or more before its first game). The same report with more threads, with the worker thread
  // playing many of the games, is checked on the command line (tests/simulate-workers.test.ts).
  it("starts one worker thread for both setups, and gives the records of one thread", async () => {
    const spec = { contentDir: DEFAULT_CONTENT_DIR, variant: "us_handicap", against: "standard", bots: { us: "random", ussr: "random" }, games: 10, seed: 3, swap: true };
    const one = await runBalance(spec, { workers: 1 });
    const before = workerThreadsStarted();
    // 20 short games: the pool would play them here alone unless told a worker's start is free.
    process.env["CARDWRIGHT_WORKER_START_MS"] = "0";
    const two = await runBalance(spec, { workers: 2 }).finally(() => delete process.env["CARDWRIGHT_WORKER_START_MS"]);
    expect(workerThreadsStarted() - before).toBe(1);
    expect(two.runs.map((r) => r.records)).toEqual(one.runs.map((r) => r.records));
    expect(JSON.stringify(two.report)).toBe(JSON.stringify(one.report));
  }, 120_000);
});

describe("the surest changes' lines", () => {
  // Two cards played 12 times in each setup, one with a name longer than the usual column.
  const records = (shift: number): GameRecord[] => Array.from({ length: 40 }, (_, i) => ({
    game: i, seed: i + 1, setup: { scenario: "standard", variants: [], options: [] }, bots: { us: "random", ussr: "random" },
    winner: i % 2 ? "us" : "ussr", reason: "vp", score: 0, progress: 3, decisions: 100,
    plays: i < 12 ? [["ask_not", "us", "event", 1, (i % 3) - 1 + shift], ["quagmire", "ussr", "event", 1, (i % 2) - shift * 10]] as GameRecord["plays"] : [],
  }));
  const meta = { title: "t", game: "twilight-struggle", bots: { us: "random", ussr: "random" }, seed: 1, swap: true, scoreName: "VP", progressName: "turns", sideNames: { us: "US", ussr: "USSR" }, cardNames: { ask_not: "Ask Not What Your Country Can Do For You", quagmire: "Quagmire" } };
  const report = compareSetups(meta, { label: "a", setup: records(1)[0]!.setup, records: records(1) }, { label: "b", setup: records(0)[0]!.setup, records: records(0) });

  it("keep each figure in one column, however long a card's name", () => {
    const lines = balanceSummary(report).split("\n").filter((l) => /^ {4}(Ask Not|Quagmire)/.test(l));
    expect(lines).toHaveLength(2);
    const at = (l: string, re: RegExp) => l.search(re);
    // The swing's first figure, and the event share's words, start at the same column on both lines.
    expect(at(lines[0]!, /[+-]\d/)).toBe(at(lines[1]!, /[+-]\d/));
    expect(lines[0]!.indexOf("event share")).toBe(lines[1]!.indexOf("event share"));
  });
});
