// The log copies of a state share (src/kernel/log.ts): a copy costs the same at any length, yet
// every log reads exactly the entries appended to it and to what it was copied from before the
// copy — never another copy's — and is written to JSON as that array.
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { requireContent } from "../../src/content/load-dir.js";
import { loadSave } from "../../src/content/save-file.js";
import { applyInPlace, copyState, Log, newGame, sessionStep, startSession, type LogEntry, type State } from "../../src/kernel/index.js";

const entry = (n: number): LogEntry => ({ k: "n", a: { n } });

/**
 * 3,000 steps of a seeded random walk over a growing tree of logs: a step copies a log (one in four,
 * up to 60 logs) or appends to it with `append`, which writes the same entry to the log's model.
 */
function randomCopyTree(seed: number, append: (log: Log, model: LogEntry[], step: number, next: (n: number) => number) => void) {
  let x = seed;
  const next = (n: number) => ((x = (x * 1103515245 + 12345) & 0x7fffffff) % n);
  const logs: Log[] = [new Log()];
  const models: LogEntry[][] = [[]];
  for (let step = 0; step < 3000; step++) {
    const i = next(logs.length);
    if (next(4) === 0 && logs.length < 60) {
      logs.push(logs[i]!.copy());
      models.push(models[i]!.slice());
    } else append(logs[i]!, models[i]!, step, next);
  }
  return { logs, models };
}

/** Every way to read a log, against the array it should equal. */
function expectReads(log: Log, model: LogEntry[]): void {
  expect(log.length).toBe(model.length);
  expect([...log]).toEqual(model);
  expect(log.slice()).toEqual(model);
  expect(JSON.stringify(log)).toBe(JSON.stringify(model));
  for (let i = -model.length - 1; i <= model.length; i++) expect(log.at(i)).toBe(model.at(i));
  for (const [a, b] of [[0, 1], [1, -1], [-3, undefined], [5, 2], [Math.floor(model.length / 3), Math.floor((2 * model.length) / 3)]] as const) {
    expect(log.slice(a, b)).toEqual(model.slice(a, b));
  }
  expect(log.map((e, i) => `${i}:${e.a!.n}`)).toEqual(model.map((e, i) => `${i}:${e.a!.n}`));
  expect(log.filter((e) => (e.a!.n as number) % 2 === 0)).toEqual(model.filter((e) => (e.a!.n as number) % 2 === 0));
  const last = model.at(-1);
  expect(log.findIndex((e) => e === last)).toBe(model.indexOf(last!));
  expect(log.some((e) => e === last)).toBe(model.length > 0);
  expect(log.find((e) => e === last)).toBe(last);
}

describe("the shared log", () => {
  it("reads like the array of its entries, from an array or appended one by one", () => {
    const model = Array.from({ length: 40 }, (_, i) => entry(i));
    expectReads(new Log(model), model);
    const appended = new Log();
    for (const e of model) appended.push(e);
    expectReads(appended, model);
    expectReads(new Log(), []);
  });

  it("copies branch: an entry appended to one never shows in another, nor in the original", () => {
    const base = Array.from({ length: 10 }, (_, i) => entry(i));
    const original = new Log(base);
    const [e100, e101, e102, e200, e300] = [100, 101, 102, 200, 300].map(entry) as [LogEntry, LogEntry, LogEntry, LogEntry, LogEntry];
    const a = original.copy();
    const b = original.copy();
    a.push(e100);
    b.push(e200);
    original.push(e300);
    const aa = a.copy();
    aa.push(e101);
    a.push(e102);
    expectReads(original, [...base, e300]);
    expectReads(a, [...base, e100, e102]);
    expectReads(aa, [...base, e100, e101]);
    expectReads(b, [...base, e200]);
  });

  it("any tree of copies and appends reads as if each log were its own array", () => {
    const { logs, models } = randomCopyTree(12345, (log, model, step) => {
      const e = entry(step);
      log.push(e);
      model.push(e);
    });
    logs.forEach((log, i) => expectReads(log, models[i]!));
  });

  it("a chain of copies each appending (a session's state after each move) stays readable", () => {
    let log = new Log();
    const model: LogEntry[] = [];
    for (let step = 0; step < 500; step++) {
      log = log.copy();
      for (let k = 0; k <= step % 4; k++) {
        const e = entry(model.length);
        log.push(e);
        model.push(e);
      }
    }
    expectReads(log, model);
  });
});

describe("entries appended packed (a `log` call with a record literal)", () => {
  /** Every way to read a log whose model's entries it made itself: equal entries, the same object each read. */
  function expectSame(log: Log, model: LogEntry[]): void {
    expect(log.length).toBe(model.length);
    expect(JSON.stringify(log)).toBe(JSON.stringify(model));
    expect(log.slice()).toEqual(model);
    expect([...log]).toEqual(model);
    for (let i = 0; i < model.length; i++) expect(log.keyAt(i)).toBe(model[i]!.k);
    for (let i = 0; i < model.length; i++) {
      const e = log.at(i)!;
      expect(JSON.stringify(e)).toBe(JSON.stringify(model[i]));
      expect(log.at(i - model.length)).toBe(e);
      expect(log.slice(i, i + 1)[0]).toBe(e);
      expect(log.keyAt(i)).toBe(model[i]!.k);
      expect(log.keyAt(i - model.length)).toBe(model[i]!.k);
    }
    expect(log.keyAt(model.length)).toBeUndefined();
    expect(log.keyAt(-model.length - 1)).toBeUndefined();
  }

  it("reads as the entry the record literal would have made, field order and `to` included, built once", () => {
    const names = ["space", "roll", "none", "list"] as const;
    const log = new Log();
    log.pushPacked("attack.success", names, null, null, null, null, ["cuba", 4, null, ["a", "b"]]);
    log.pushPacked("secret", ["card"], ["ussr"], "duck_and_cover", null, null, null);
    log.pushPacked("three", ["x", "y", "z"], null, 1, "two", [3], null);
    log.pushPacked("empty", [], null, null, null, null, null);
    log.push({ k: "plain", a: { n: 1 } });
    const model: LogEntry[] = [
      { k: "attack.success", a: { space: "cuba", roll: 4, none: null, list: ["a", "b"] } },
      { k: "secret", a: { card: "duck_and_cover" }, to: ["ussr"] },
      { k: "three", a: { x: 1, y: "two", z: [3] } },
      { k: "empty", a: {} },
      { k: "plain", a: { n: 1 } },
    ];
    const copy = log.copy();
    expectSame(copy, model);
    // A copy shares the entries made from the packed ones.
    for (let i = 0; i < model.length; i++) expect(copy.at(i)).toBe(log.at(i));
    expect(Object.keys(log.at(0)!.a!)).toEqual([...names]);
  });

  it("any tree of copies, packed and plain appends mixed, reads as if each log were its own array", () => {
    const names = ["n", "half"];
    const { logs, models } = randomCopyTree(777, (log, model, step, next) => {
      if (next(2) === 0) {
        log.pushPacked("p", names, step % 3 ? null : ["us"], step, step >> 1, null, null);
        model.push(step % 3 ? { k: "p", a: { n: step, half: step >> 1 } } : { k: "p", a: { n: step, half: step >> 1 }, to: ["us"] });
      } else {
        const e = entry(step);
        log.push(e);
        model.push(e);
      }
      // Read some entries part way, so that packed entries are made before later copies and merges.
      if (next(50) === 0) log.at(next(log.length + 1));
    });
    logs.forEach((log, i) => expectSame(log, models[i]!));
  });
});

describe("states share their log", () => {
  const g = requireContent(resolve(import.meta.dirname, "../../cards/twilight-struggle"), {}).game;
  const play = (s: State, moves: number) => {
    for (let i = 0; i < moves && s.pending.length && !s.result; i++) {
      const d = s.pending[0]!;
      applyInPlace(g, s, { player: d.player, choice: d.options[i % d.options.length]! });
    }
    return s;
  };

  it("a copy played on changes neither the original's log nor another copy's", () => {
    const s = play(newGame(g, { seed: 7 }), 30);
    const before = JSON.stringify(s.log);
    const length = s.log.length;
    const a = play(copyState(s), 20);
    const b = play(copyState(s), 25);
    expect(JSON.stringify(s.log)).toBe(before);
    expect(a.log.length).toBeGreaterThan(length);
    expect(a.log.slice(0, length)).toEqual(s.log.slice());
    // The original plays on: its copies do not see it, it does not see theirs.
    const aBefore = JSON.stringify(a.log);
    play(s, 10);
    expect(JSON.stringify(a.log)).toBe(aBefore);
    expect(s.log.slice(0, length)).toEqual(b.log.slice(0, length));
    // The same moves on a copy and on a game that was never copied give the same log.
    expect(JSON.stringify(play(copyState(s), 15).log)).toBe(JSON.stringify(play(play(play(newGame(g, { seed: 7 }), 30), 10), 15).log));
  });

  it("a state is written to JSON with its log as the array of entries, and a save of it loads back", () => {
    const save = startSession(g, { scenario: "standard", seed: 3 });
    for (let i = 0; i < 60 && save.state.pending.length; i++) {
      const d = save.state.pending[0]!;
      sessionStep(g, save, { player: d.player, choice: d.options[(i * 7) % d.options.length]! });
    }
    const json = JSON.parse(JSON.stringify(save)) as { state: { log: LogEntry[] } };
    expect(Array.isArray(json.state.log)).toBe(true);
    expect(json.state.log).toEqual(save.state.log.slice());
    const loaded = loadSave("s.json", JSON.stringify(save), () => requireContent(resolve(import.meta.dirname, "../../cards/twilight-struggle"), { scenario: "standard", variants: [], options: [] }));
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.state!.log.slice()).toEqual(json.state.log);
    expect(loaded.save!.state.log).toBeInstanceOf(Log);
    expect(loaded.save!.state.log.slice()).toEqual(json.state.log);
  });
});
