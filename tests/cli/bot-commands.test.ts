// The simulate, balance and merge commands as functions: what they print, the files they write,
// their exit codes, and a progress bar only on a terminal.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { balance, merge, parseBots, simulate, type Io } from "../../src/cli/bot-commands.js";
import { progressBar, progressLine } from "../../src/cli/progress.js";
import { DEFAULT_CONTENT_DIR } from "../../src/content/load-dir.js";
import { translatorBundle } from "../../src/cli/i18n-option.js";
import { parseJsonl } from "../../src/sim/jsonl.js";
import { spoken } from "../helpers.js";

/** The English sentences of a refused value's detail (`no bot for ussr (e.g. …)`): none is left in another language. */
const ENGLISH_DETAIL = /\b(no bot for|e\.g\.|unknown|must|got|given twice|takes|is not|offers|names two|did you mean|at most|whole number|bots:|or a)\b/;

function io(tty = false): Io & { text: () => string; errors: () => string } {
  let out = "";
  let err = "";
  return { out: { write: (s: string) => (out += s) }, err: { isTTY: tty, write: (s: string) => (err += s) }, text: () => out, errors: () => err };
}

describe("the progress bar", () => {
  it("is not drawn when the output is not a terminal", async () => {
    expect(progressBar({ isTTY: false, write: () => true })).toBeNull();
    const quiet = io(false);
    expect(await simulate({ contentDir: DEFAULT_CONTENT_DIR, bots: "us=random,ussr=random", games: 2, seed: 1, workers: "1" }, quiet)).toBe(0);
    expect(quiet.errors()).toBe("");
  });
  it("is drawn on a terminal, with rate and time left", async () => {
    const tty = io(true);
    await simulate({ contentDir: DEFAULT_CONTENT_DIR, bots: "us=random,ussr=random", games: 2, seed: 1, workers: "1" }, tty);
    expect(tty.errors()).toMatch(/\r\[#+\] 2\/2 games .* games\/s .* decisions\/s/);
    expect(progressLine({ done: 50, total: 200, elapsed: 10, decisions: 5000 })).toMatch(/^\[#{6}\.{18}\]  50\/200 games  5\.00 games\/s  500 decisions\/s  about 30 s left$/);
  });
  it("speaks the reader's language: a Spanish run's bar in Spanish, with its decimal comma", async () => {
    const es = spoken(translatorBundle(DEFAULT_CONTENT_DIR).bundle, "es");
    expect(progressLine({ done: 50, total: 200, elapsed: 10, decisions: 150_000 }, es)).toBe(`[${"#".repeat(6)}${".".repeat(18)}]  50/200 partidas  5,00 partidas/s  15.000 decisiones/s  quedan unos 30 s`);
    expect(progressLine({ done: 5, total: 2000, elapsed: 10, decisions: 500 }, es)).toMatch(/  quedan unos 1,1 h$/);
    const tty = io(true);
    await simulate({ contentDir: DEFAULT_CONTENT_DIR, bots: "us=random,ussr=random", games: 2, seed: 1, workers: "1", words: es }, tty);
    expect(tty.errors()).toMatch(/\r\[#+\] 2\/2 partidas .* partidas\/s .* decisiones\/s/);
  });
});

describe("simulate", () => {
  it("writes one JSON line per game and prints who won with intervals", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cw-sim-"));
    const out = join(dir, "runs.jsonl");
    const t = io();
    expect(await simulate({ contentDir: DEFAULT_CONTENT_DIR, bots: "us=careful,ussr=random", games: 4, seed: 7, workers: "1", out }, t)).toBe(0);
    const records = parseJsonl(readFileSync(out, "utf8"), out);
    expect(records.map((r) => r.seed)).toEqual([7, 7, 8, 8]);
    expect(t.text()).toMatch(/4 games, setup: Standard game;/);
    expect(t.text()).toMatch(/careful wins +\d+\.\d% \(\d+\.\d%–\d+\.\d%\)/);
    expect(t.text()).toMatch(/games\/s/);
  });
  it("does not give a win rate to a bot that plays every side (it said \"random wins 100.0%\")", async () => {
    const t = io();
    expect(await simulate({ contentDir: DEFAULT_CONTENT_DIR, bots: "us=random,ussr=random", games: 4, seed: 7, workers: "1" }, t)).toBe(0);
    expect(t.text()).toMatch(/^ {2}random +plays every side \(\d+ drawn of 4\): see the wins by side$/m);
    expect(t.text()).not.toMatch(/random +wins/);
    // Sides by their names (it said "side us wins").
    expect(t.text()).toMatch(/^ {2}US wins +\d+\.\d%/m);
  });
  it("is bad usage (exit 2) for an unknown side, bot, shard or worker count", async () => {
    for (const [o, msg] of [
      [{ bots: "us=random,red=random" }, /unknown side `red`/],
      [{ bots: "us=random" }, /no bot for ussr/],
      [{ bots: "us=random,ussr=smart" }, /unknown bot/],
      [{ bots: "us=random,ussr=random", shard: "5/4" }, /at most n/],
      [{ bots: "us=random,ussr=random", workers: "lots" }, /--workers/],
    ] as const) {
      const t = io();
      expect(await simulate({ contentDir: DEFAULT_CONTENT_DIR, games: 1, seed: 1, ...o }, t)).toBe(2);
      expect(t.errors()).toMatch(msg);
    }
  });
  it("says a refused bot, shard, worker count or setup in the words' language, the value and the example kept (the detail was English)", async () => {
    const es = spoken(translatorBundle(DEFAULT_CONTENT_DIR).bundle, "es");
    for (const [o, kept] of [
      [{ bots: "us=random" }, ["--bots", "ussr", "--bots us=greedy,ussr=greedy"]],
      [{ bots: "us=random,ussr=smart" }, ["`smart`", "random, careful, greedy, search"]],
      [{ bots: "us=random,ussr=random", shard: "5/4" }, ["--shard 5/4"]],
      [{ bots: "us=random,ussr=random", workers: "lots" }, ["--workers", "auto", "`lots`"]],
    ] as const) {
      const t = io();
      expect(await simulate({ contentDir: DEFAULT_CONTENT_DIR, games: 1, seed: 1, words: es, ...o }, t)).toBe(2);
      for (const k of kept) expect(t.errors()).toContain(k);
      expect(t.errors(), t.errors()).not.toMatch(ENGLISH_DETAIL);
    }
    const u = io();
    expect(await balance({ contentDir: DEFAULT_CONTENT_DIR, variant: "no_such_option", against: "standard", bots: "us=random,ussr=random", games: 2, seed: 1, words: es }, u)).toBe(2);
    expect(u.errors()).toContain("`no_such_option`");
    expect(u.errors(), u.errors()).not.toMatch(ENGLISH_DETAIL);
  });
  it("reads --bots", () => {
    expect(parseBots("red=search:200, blue=greedy", ["red", "blue"])).toEqual({ red: "search:200", blue: "greedy" });
    expect(() => parseBots("red", ["red", "blue"])).toThrow(/not side=bot/);
  });
});

describe("merge and balance", () => {
  it("merges shards into the report of one run", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cw-merge-"));
    const files = [1, 2].map((i) => join(dir, `p${i}.jsonl`));
    for (const [i, f] of files.entries()) await simulate({ contentDir: DEFAULT_CONTENT_DIR, bots: "us=random,ussr=random", games: 6, seed: 3, workers: "1", shard: `${i + 1}/2`, out: f }, io());
    const whole = io();
    await simulate({ contentDir: DEFAULT_CONTENT_DIR, bots: "us=random,ussr=random", games: 6, seed: 3, workers: "1", out: join(dir, "all.jsonl") }, whole);
    const merged = io();
    expect(await merge({ files, out: join(dir, "merged.jsonl"), names: { score: "VP", progress: "turns", sideNames: { us: "US", ussr: "USSR" }, overlayName: (id: string) => (id === "standard" ? "Standard game" : id) } }, merged)).toBe(0);
    expect(readFileSync(join(dir, "merged.jsonl"), "utf8")).toBe(readFileSync(join(dir, "all.jsonl"), "utf8"));
    expect(merged.text().split("\n").slice(0, 6)).toEqual(whole.text().split("\n").slice(0, 6));
    const bad = io();
    expect(await merge({ files: [join(dir, "nope.jsonl")] }, bad)).toBe(1);
    expect(bad.errors()).toMatch(/cannot read .*nope\.jsonl: ENOENT/);
  });
  it("balance writes the HTML and JSON reports and prints the summary", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cw-balance-"));
    const t = io();
    // In English as the command line writes it (its translator: the game's messages name its things).
    expect(await balance({ contentDir: DEFAULT_CONTENT_DIR, variant: "us_handicap", against: "standard", bots: "us=random,ussr=random", games: 6, seed: 1, workers: "1", out: join(dir, "r"), words: spoken(translatorBundle(DEFAULT_CONTENT_DIR).bundle, "en") }, t)).toBe(0);
    expect(readFileSync(join(dir, "r.html"), "utf8")).toMatch(/<svg /);
    expect(JSON.parse(readFileSync(join(dir, "r.json"), "utf8")).sides).toHaveLength(2);
    // Sides, endings and the game's score and length in the game's words, not its ids.
    expect(t.text()).toMatch(/^ {2}US wins /m);
    expect(t.text()).toMatch(/^ {2}ended by (nuclear war|VP|final scoring|a scoring card held|an event|Control of Europe) /m);
    expect(t.text()).not.toMatch(/ended by (defcon|vp|final_scoring|held_scoring_card)\b/);
    const u = io();
    expect(await balance({ contentDir: DEFAULT_CONTENT_DIR, variant: "no_such_option", against: "standard", bots: "us=random,ussr=random", games: 2, seed: 1 }, u)).toBe(2);
    expect(u.errors()).toMatch(/unknown scenario, variant or option `no_such_option`/);
  });
});

describe("the commands on 13 Days", () => {
  const thirteenDays = new URL("../../cards/thirteen-days", import.meta.url).pathname;
  it("`cardwright merge` names the score and length in the words of the game the records say they are of, without --game", () => {
    const dir = mkdtempSync(join(tmpdir(), "cw-13d-merge-"));
    const cli = (...args: string[]) => spawnSync(process.execPath, [join(import.meta.dirname, "../../src/cli/cardwright.js"), ...args], { encoding: "utf8" });
    const file = join(dir, "p.jsonl");
    // Two workers: the compiled command line starts its batch workers from itself.
    expect(cli("simulate", "--game", "thirteen-days", "--games", "4", "--workers", "2", "--out", file).status).toBe(0);
    const records = parseJsonl(readFileSync(file, "utf8"), file);
    expect(records.map((r) => r.gameId)).toEqual(["thirteen-days", "thirteen-days", "thirteen-days", "thirteen-days"]);
    const merged = cli("merge", file);
    expect(merged.status, merged.stderr).toBe(0);
    expect(merged.stdout).toMatch(/final Prestige: mean/);
    expect(merged.stdout).toMatch(/rounds, \d+ decisions a game/);
    expect(merged.stdout).not.toMatch(/VP|turns/);
    // A file written before records named their game is still read (as the default game's, or --game's).
    const old = join(dir, "old.jsonl");
    writeFileSync(old, records.map(({ gameId: _, ...r }) => JSON.stringify(r) + "\n").join(""));
    expect(cli("merge", old).stdout).toMatch(/final VP: mean/);
    expect(cli("merge", old, "--game", "thirteen-days").stdout).toMatch(/final Prestige: mean/);
    // Records of another game than --game says, or of two games at once, are refused.
    const wrong = cli("merge", file, "--game", "twilight-struggle");
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toMatch(/the records are games of thirteen-days, not of twilight-struggle/);
    const ts = join(dir, "ts.jsonl");
    expect(cli("simulate", "--games", "2", "--workers", "1", "--seed", "9", "--out", ts).status).toBe(0);
    const mixed = cli("merge", file, ts);
    expect(mixed.status).toBe(1);
    expect(mixed.stderr).toMatch(/is a game of twilight-struggle, .*p\.jsonl has games of thirteen-days/);
  }, 120_000);
  it("simulate with bots, shards and merge give one run's records and report, in the game's own words", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cw-13d-"));
    const run = { contentDir: thirteenDays, bots: "us=greedy,ussr=careful", games: 4, seed: 5, workers: "1" };
    const whole = io();
    expect(await simulate({ ...run, out: join(dir, "all.jsonl") }, whole)).toBe(0);
    expect(whole.text()).toMatch(/4 games, setup: Standard game;/);
    expect(whole.text()).toMatch(/greedy wins +\d+\.\d% \(/);
    expect(whole.text()).toMatch(/final Prestige: mean/);
    expect(whole.text()).toMatch(/rounds, \d+ decisions a game/);
    const files = [1, 2].map((i) => join(dir, `p${i}.jsonl`));
    for (const [i, f] of files.entries()) expect(await simulate({ ...run, shard: `${i + 1}/2`, out: f }, io())).toBe(0);
    const merged = io();
    expect(await merge({ files, out: join(dir, "merged.jsonl"), names: { score: "Prestige", progress: "rounds", sideNames: { us: "US", ussr: "USSR" }, overlayName: (id: string) => (id === "standard" ? "Standard game" : id) } }, merged)).toBe(0);
    expect(readFileSync(join(dir, "merged.jsonl"), "utf8")).toBe(readFileSync(join(dir, "all.jsonl"), "utf8"));
    expect(merged.text().split("\n").slice(0, 8)).toEqual(whole.text().split("\n").slice(0, 8));
    const records = parseJsonl(readFileSync(join(dir, "all.jsonl"), "utf8"), "all.jsonl");
    expect(records.map((r) => r.bots.us)).toEqual(["greedy", "careful", "greedy", "careful"]);
    expect(records.every((r) => r.plays.length > 0 && typeof r.score === "number")).toBe(true);
  }, 240_000);
  it("balance compares two setups of 13 Days", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cw-13d-balance-"));
    const t = io();
    expect(await balance({ contentDir: thirteenDays, variant: "standard", against: "standard", bots: "us=careful,ussr=careful", games: 2, seed: 1, workers: "1", out: join(dir, "r"), words: spoken(translatorBundle(thirteenDays).bundle, "en") }, t)).toBe(0);
    expect(readFileSync(join(dir, "r.html"), "utf8")).toMatch(/<svg /);
    expect(t.text()).toMatch(/^ {2}US wins /m);
    // 13 Days' own words: its score and length, and why its games ended.
    expect(t.text()).toMatch(/final Prestige \(mean\)/);
    expect(t.text()).toMatch(/^ {2}rounds \(mean\)/m);
    expect(t.text()).toMatch(/^ {2}ended by (Prestige|the Personal Letter breaking a Prestige tie|nuclear war) /m);
    const u = io();
    expect(await simulate({ contentDir: thirteenDays, bots: "usa=greedy,ussr=careful", games: 1, seed: 1 }, u)).toBe(2);
    expect(u.errors()).toMatch(/unknown side `usa` \(sides: us, ussr\)/);
  }, 240_000);
});

describe("the commands on the command line", () => {
  const bin = new URL("../../src/cli/cardwright.js", import.meta.url).pathname;
  const run = (...args: string[]) => {
    const r = spawnSync(process.execPath, [bin, ...args], { encoding: "utf8" });
    return { code: r.status, out: r.stdout, err: r.stderr };
  };
  it("simulate --bots and merge print their summary in --lang's words (it was English, with ids: \"side us wins\", \"ended by: vp\")", () => {
    const dir = mkdtempSync(join(tmpdir(), "cw-cli-lang-"));
    const file = join(dir, "r.jsonl");
    // 13 Days: the summary's words borrowed from the default game, its own sides, endings, score and length.
    const r = run("simulate", "--game", "thirteen-days", "--bots", "us=careful,ussr=greedy", "--games", "2", "--workers", "1", "--lang", "es", "--out", file);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/^2 partidas, configuración: Partida estándar; intervalos del 95 % entre paréntesis$/m);
    expect(r.out).toMatch(/^ {2}gana careful +\d+,\d % \(\d+,\d %–\d+,\d %\) {2}\(victorias: \d, empates: \d, derrotas: \d; de 2\)$/m);
    expect(r.out).toMatch(/^ {2}gana EE\. UU\. +\d+,\d %/m);
    expect(r.out).toMatch(/^ {2}gana la URSS +\d+,\d %/m);
    expect(r.out).toMatch(/^ {2}terminadas por: (Prestigio|la Misiva personal tras un empate a Prestigio|guerra nuclear|sin terminar) \d+,\d %/m);
    expect(r.out).toMatch(/^ {2}Prestigio final: media /m);
    expect(r.out).toMatch(/rondas, \d+ decisiones por partida$/m);
    expect(r.out).toMatch(/^ {2}2 partidas en \d+,\d s: \d+,\d\d partidas\/s, \d+ decisiones\/s; registros en /m);
    expect(r.out).not.toMatch(/\b(games|wins|ended by|mean|prestige|nuclear_war|personal_letter)\b/);
    const m = run("merge", file, "--lang", "es", "--out", join(dir, "m.jsonl"));
    expect(m.code, m.err).toBe(0);
    expect(m.out.split("\n").slice(0, 7)).toEqual(r.out.split("\n").slice(0, 7));
    expect(m.out).toMatch(/^ {2}2 registros en /m);
  }, 120_000);
  it("a refused --bots, --workers, --shard or balance setup says why in --lang's words, the option, the value and the example kept (the detail was English)", () => {
    for (const [args, kept] of [
      [["simulate", "--bots", "us=grredy", "--lang", "es"], ["`--bots us=grredy`", "ussr", "--bots us=greedy,ussr=greedy"]],
      [["simulate", "--bots", "us=random,ussr=grredy", "--lang", "it"], ["`grredy`", "`greedy`", "random, careful, greedy, search"]],
      [["simulate", "--bots", "us=random,ussr=search:0", "--lang", "pt"], ["search:0", "`0`"]],
      [["simulate", "--bots", "us=random,ussr=search:5:foo", "--lang", "es"], ["`foo`", "greedy", "careful"]],
      [["simulate", "--bots", "us=random,ussr=random,us=greedy", "--lang", "it"], ["us"]],
      [["simulate", "--bots", "us=random,ussr=random,red=greedy", "--lang", "pt"], ["`red`", "us, ussr"]],
      [["simulate", "--workers", "x", "--lang", "es"], ["--workers", "`x`", "auto", "4"]],
      [["simulate", "--bots", "us=random,ussr=random", "--shard", "5/4", "--lang", "it"], ["`--shard 5/4`"]],
      [["balance", "--variant", "nope", "--lang", "pt"], ["`--variant nope`", "chinese_civil_war"]],
      [["play", "--opponent", "grredy", "--lang", "es"], ["`--opponent grredy`", "human", "random, careful, greedy, search"]],
    ] as const) {
      const r = run(...args);
      expect(r.code, r.err).toBe(2);
      for (const k of kept) expect(r.err, args.join(" ")).toContain(k);
      expect(r.err, r.err).not.toMatch(ENGLISH_DETAIL);
      expect(r.err).not.toMatch(/\b(cli|bot|serve)\.[a-z_]+\./);
    }
  }, 240_000);
  it("merge says why it cannot read a file of records in --lang's words, naming the file and line (it was English, with the JSON parser's words)", () => {
    const dir = mkdtempSync(join(tmpdir(), "cw-merge-lang-"));
    const write = (name: string, text: string) => (writeFileSync(join(dir, name), text), join(dir, name));
    const record = { game: 0, seed: 1, setup: { scenario: "standard", variants: [], options: [] }, bots: { us: "random", ussr: "random" }, plays: [] };
    const other = { ...record, game: 1, bots: { us: "greedy", ussr: "random" } };
    const english = /\b(cannot read|not JSON|not a game record|it needs|must be|another run|differ|is a game of|has games of|Unexpected|Expected)\b/;
    for (const [files, kept] of [
      [[write("broken.jsonl", '{"game": 0,\n')], ["broken.jsonl:1"]],
      [[join(dir, "missing.jsonl")], ["missing.jsonl", "ENOENT"]],
      [[write("odd.jsonl", '{"game": "zero"}\n')], ["odd.jsonl:1", "game, seed, setup, bots", "plays"]],
      [[write("a.jsonl", JSON.stringify(record) + "\n"), write("b.jsonl", JSON.stringify(other) + "\n")], ["b.jsonl", "a.jsonl"]],
    ] as const) {
      const r = run("merge", ...files, "--lang", "it");
      expect(r.code, r.err).toBe(1);
      for (const k of kept) expect(r.err).toContain(k);
      expect(r.err, r.err).not.toMatch(english);
    }
  }, 120_000);
  it("simulate --bots plays bots and writes records; bad values are located usage errors", () => {
    const dir = mkdtempSync(join(tmpdir(), "cw-cli-"));
    const r = run("simulate", "--bots", "us=random,ussr=random", "--games", "2", "--workers", "1", "--out", join(dir, "r.jsonl"));
    expect(r.code, r.err).toBe(0);
    expect(r.err).toBe("");
    expect(r.out).toMatch(/random plays every side/);
    expect(readFileSync(join(dir, "r.jsonl"), "utf8").trim().split("\n")).toHaveLength(2);
    const bad = run("simulate", "--bots", "us=careful,ussr=smart");
    expect(bad.code).toBe(2);
    expect(bad.err).toContain("argument 3 `us=careful,ussr=smart`: error CW904: `--bots us=careful,ussr=smart`: bot `smart`: unknown bot");
    expect(run("simulate", "--games", "2", "--check", "--shard", "1/2").err).toContain("error CW909");
    expect(run("merge").err).toContain("error CW907: missing FILES");
  }, 240_000);
});
