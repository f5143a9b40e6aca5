// The errors about a value someone typed (a bot's spec, --bots, --workers, --shard, a balance
// setup) or a file of records `merge` cannot read keep an English message for code that logs it,
// and carry the same problem as a message of the catalogue, which is what a reader sees: the two
// must say the same, or a Spanish reader and a log would be told different things. Each English
// message here is what src/locales/en.yaml words the error's message as.
import { describe, expect, it } from "vitest";
import { parseSetup } from "../../src/balance/setup-spec.js";
import { botFactory } from "../../src/bots/specs.js";
import { parseBots } from "../../src/cli/bot-commands.js";
import { SaidError } from "../../src/diagnostics/said-error.js";
import { translate } from "../../src/i18n/index.js";
import { wordedPart } from "../../src/i18n/translate.js";
import { workerCount } from "../../src/sim/batch.js";
import { mergeRecords, parseJsonl, readJsonl } from "../../src/sim/jsonl.js";
import { parseShard } from "../../src/sim/shard.js";
import type { GameRecord } from "../../src/sim/play-game.js";
import { engineMessages } from "../helpers.js";

function refusal(f: () => unknown): SaidError {
  try {
    f();
  } catch (e) {
    if (e instanceof SaidError) return e;
    throw e;
  }
  throw new Error("not refused");
}

describe("a refused value's English message and its message say the same", () => {
  const english = translate(engineMessages(), "en");
  const record = { game: 1200, seed: 1, setup: { scenario: "standard", variants: [], options: [] }, bots: { us: "random", ussr: "random" }, plays: [], winner: "us" } as never as GameRecord;
  const overlays = { standard: { kind: "scenario" }, late_war: { kind: "scenario" }, us_handicap: { kind: "variant" } } as const;
  const cases: [string, () => unknown][] = [
    ["unknown bot, with a suggestion", () => botFactory("grredy")],
    ["unknown bot", () => botFactory("zzzzzzzz")],
    ["random takes no options", () => botFactory("random:3")],
    ["greedy's options", () => botFactory("greedy:1:2")],
    ["greedy's count", () => botFactory("greedy:0")],
    ["search's options", () => botFactory("search:1:greedy:3")],
    ["search's time", () => botFactory("search:0ms")],
    ["search's playouts", () => botFactory("search:x")],
    ["search's playout policy", () => botFactory("search:20:bold")],
    ["--bots not side=bot", () => parseBots("us", ["us", "ussr"])],
    ["--bots unknown side", () => parseBots("red=greedy", ["us", "ussr"])],
    ["--bots twice", () => parseBots("us=greedy,us=random", ["us", "ussr"])],
    ["--bots missing", () => parseBots("us=greedy", ["us", "ussr"])],
    ["--workers", () => workerCount("lots")],
    ["--shard's form", () => parseShard("3-10")],
    ["--shard's i above n", () => parseShard("5/4")],
    ["an empty setup", () => parseSetup(" + ", overlays)],
    ["an unknown setup", () => parseSetup("nope", overlays)],
    ["an unknown setup, near one", () => parseSetup("late_warr", overlays)],
    ["two scenarios", () => parseSetup("late_war+standard", overlays)],
    ["records: not JSON", () => parseJsonl('{"game": 0,\n', "a.jsonl")],
    ["records: not a record", () => parseJsonl('{"game": 0}\n', "a.jsonl")],
    ["records: a bad gameId", () => parseJsonl(JSON.stringify({ ...record, gameId: "A B" }), "a.jsonl")],
    ["records: a file not there", () => readJsonl("/nowhere/a.jsonl")],
    ["records: two games", () => mergeRecords([{ file: "a", records: [{ ...record, gameId: "x" }] }, { file: "b", records: [{ ...record, game: 1, gameId: "y" }] }])],
    ["records: two runs", () => mergeRecords([{ file: "a", records: [record] }, { file: "b", records: [{ ...record, game: 1, bots: { us: "greedy", ussr: "random" } }] }])],
    ["records: a game twice, not the same", () => mergeRecords([{ file: "a", records: [record] }, { file: "b", records: [{ ...record, winner: "ussr" }] }])],
  ];
  it.each(cases)("%s", (_, f) => {
    const e = refusal(f);
    expect(wordedPart(english, e.said)).toBe(e.detail);
    expect(e.text((part) => wordedPart(english, part))).toBe(e.message);
  });
});
