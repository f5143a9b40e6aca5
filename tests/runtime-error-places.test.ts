// An error of the content's code while a game runs (a card's event given a wrong value) names the
// file, line and column of the code that failed, as a problem found by `validate` does, and which
// code it is ("card scout"); code called from other code names that too. Whatever the way the
// code is written in YAML (a block, folded, quoted), and through every command a designer meets it
// by: `simulate` (on worker threads, and from the disk cache), `test`, `play`, `replay`, `serve`.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadContent, newReuse } from "../src/content/load.js";
import { carryPlaces, sameBuild } from "../editor/src/game/replay-cache.js";
import { codePlaceOf } from "../editor/src/game/script.js";
import { EffectRuntimeError, evalFor, evalInvariant, newGame, runtimeMessageOf } from "../src/kernel/index.js";
import { engineTranslator } from "../src/cli/i18n-option.js";
import { wordedPart } from "../src/i18n/index.js";
import { runScenarioTestText } from "../src/testing/scenario-test.js";
import { playRandomGame } from "../src/testing/random-play.js";
import { editableContent } from "./helpers.js";
import { startServer } from "./serve/start-server.js";

const ROOT = resolve(import.meta.dirname, "..");
const RIDGE = resolve(import.meta.dirname, "fixtures/ridge");
const BIN = join(ROOT, "src/cli/cardwright.js");

/** No space has 10 troops: `first` gives none, and moving troops to none is an error of running code. */
const FAILING = "move_pieces(first(spaces(where: pieces(it, me) > 9)), me, 1)";
const SCOUT = "    event: score(me, 1)";

/** `file:line:column` of the first `needle` in a text, as an editor counts (from 1). */
function placeOf(file: string, text: string, needle: string, from = 0): string {
  const at = text.indexOf(needle, from);
  if (at < 0) throw new Error(`${needle} is not in ${file}`);
  const before = text.slice(0, at).split("\n");
  return `${file}:${before.length}:${before.at(-1)!.length + 1}`;
}

/** The error of playing scout's event (red, round 1), as a card test meets it. */
function scoutError(event: string): { message: string; expected: (needle: string) => string } {
  const { read, edit } = editableContent(RIDGE);
  edit("cards/deck.yaml", SCOUT, event);
  const r = loadContent(read);
  expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  const test = "name: scout\nposition:\n  round: 1\n  hand: { red: [scout], blue: [gamble] }\nsteps:\n  - red: scout\n  - red: event\n";
  const [result] = runScenarioTestText(() => r.content!, "tests/scout.yaml", test);
  const text = read("cards/deck.yaml")!;
  const message = result!.failures[0]?.message ?? "(the test passed)";
  return { message, expected: (needle) => placeOf("cards/deck.yaml", text, needle, text.indexOf("id: scout")) };
}

/** The error of starting a game of ridge with these edits (the start runs the sequence's steps). */
function startError(edits: [string, string, string][]): { message: string; error: EffectRuntimeError; read: (p: string) => string | null } {
  const { read, edit } = editableContent(RIDGE);
  for (const [file, from, to] of edits) edit(file, from, to);
  const r = loadContent(read);
  expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  try {
    newGame(r.content!.game, { seed: 1 });
  } catch (e) {
    expect(e).toBeInstanceOf(EffectRuntimeError);
    return { message: (e as Error).message, error: e as EffectRuntimeError, read: (p) => read(p) };
  }
  throw new Error("the game started");
}

describe("an error of running code names its file, line and column", () => {
  it("in a block scalar: the line of the failing statement, not the first", () => {
    const { message, expected } = scoutError(`    event: |\n      score(me, 1)\n      ${FAILING}`);
    expect(message).toBe(`step 2: the engine stopped: not a space: none (${expected("move_pieces")}, in card scout)`);
  });

  it("in a folded scalar, whose lines YAML joins into one: the statement's own line", () => {
    const { message, expected } = scoutError(`    event: >-\n      score(me, 1);\n      ${FAILING}`);
    expect(message).toContain(`not a space: none (${expected("move_pieces")}, in card scout)`);
  });

  it("in a double-quoted scalar with escapes before it: the column in the file, past the escapes", () => {
    const { message, expected } = scoutError(`    event: "let t = \\"x\\"; ${FAILING}"`);
    expect(message).toContain(`not a space: none (${expected("move_pieces")}, in card scout)`);
  });

  it("in a plain scalar on its key's line: the column after the key", () => {
    // (No `: ` in it: a plain scalar cannot hold one.)
    const { message, expected } = scoutError(`    event: score(me, 1); move_pieces(first([]), me, 1)`);
    expect(message).toContain(`not a space: none (${expected("move_pieces")}, in card scout)`);
  });

  it("in a procedure called from a sequence step: the procedure's line, and the step it was called from", () => {
    const { message, error, read } = startError([["procedures/rules.yaml", "      shuffle(deck)\n  deal:", `      shuffle(deck)\n      ${FAILING.replaceAll("me", "red")}\n  deal:`]]);
    const rules = read("procedures/rules.yaml")!;
    const sequence = read("sequence.yaml")!;
    const inRules = placeOf("procedures/rules.yaml", rules, "move_pieces");
    expect(message).toBe(`not a space: none (${inRules}, in procedures/rules.yaml (setup); called from ${placeOf("sequence.yaml", sequence, "setup()")}, in sequence.yaml (start))`);
    // What the editor jumps to: the place itself, as data.
    expect(error.where).toEqual({ file: "procedures/rules.yaml", line: Number(inRules.split(":")[1]), column: Number(inRules.split(":")[2]) });
    expect(error.detail).toBe("not a space: none");
  });

  it("in an end condition (game.yaml, a quoted flow scalar): the condition's place", () => {
    const when = `"pieces(first(spaces(where: pieces(it, red) > 9)), red) > 0"`;
    const { message, read } = startError([["game.yaml", `"track(points, side: red) >= 8"`, when]]);
    expect(message).toContain(`not a space: none (${placeOf("game.yaml", read("game.yaml")!, "pieces(first")}, in game.yaml (end_when 1)`);
  });

  it("in a built-in's condition (`where:`), in a sequence step's quoted code of two lines: the line and column of the failing call inside the condition", () => {
    const step = `- { id: setup, do: "setup()\\nlet n = count(spaces(), where: pieces(first([]), red) > 0)" }`;
    const { message, read } = startError([["sequence.yaml", "- { id: setup, do: setup() }", step]]);
    expect(message).toBe(`not a space: none (${placeOf("sequence.yaml", read("sequence.yaml")!, "pieces(first")}, in sequence.yaml (start))`);
  });

  it("in the turns' first value or last turn (`from:`, `last:` of the sequence), which run between its steps: that expression's line and column", () => {
    // (Before, both read "in sequence.yaml (start)" with no line: the turn loop was not placed.)
    const failing = `"pieces(first(spaces(where: pieces(it, red) > 9)), red)"`;
    const first = startError([["sequence.yaml", `from: "1"`, `from: ${failing}`]]);
    expect(first.message).toBe(`not a space: none (${placeOf("sequence.yaml", first.read("sequence.yaml")!, "pieces(first")}, in sequence.yaml (start))`);
    // A first value that is no number fails at `from:` too, not at the first comparison with `last:`.
    const text = startError([["sequence.yaml", `from: "1"`, `from: '"1"'`]]);
    expect(text.message).toBe(`expected a number, got "1" (${placeOf("sequence.yaml", text.read("sequence.yaml")!, `'"1"'`).replace(/\d+$/, (c) => String(Number(c) + 1))}, in sequence.yaml (start))`);
    // `last:` is read at the end of each turn, after its decisions.
    const { read, edit } = editableContent(RIDGE);
    edit("sequence.yaml", `last: "3"`, `last: ${failing}`);
    const r = loadContent(read);
    expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const played = playRandomGame(r.content!.game, 1);
    expect(played.crash).toContain(`not a space: none (${placeOf("sequence.yaml", read("sequence.yaml")!, "pieces(first")}, in sequence.yaml (start))`);
  });

  it("a built-in's error in a statement with two calls that could both have refused its argument (two calls given a space): the statement's line and column", () => {
    // The error does not say which call threw it (finding out would cost every game): not a guess, the statement.
    const step = `- { id: setup, do: "setup()\\nlet n = count(spaces(), where: pieces(first(spaces(where: pieces(it, red) > 9)), red) > 0)" }`;
    const { message, read } = startError([["sequence.yaml", "- { id: setup, do: setup() }", step]]);
    expect(message).toBe(`not a space: none (${placeOf("sequence.yaml", read("sequence.yaml")!, "let n")}, in sequence.yaml (start))`);
  });

  it("in an invariant (`simulate --check`) and in a bots' evaluation (game.yaml): the failing call's place in each expression", () => {
    const { read, edit } = editableContent(RIDGE);
    edit("game.yaml", "positions:\n", `invariants:\n  - { holds: "pieces(first([]), red) >= 0", message: never }\npositions:\n`);
    edit("game.yaml", `points: { value: "track(points, side: me) - track(points, side: opponent)"`, `points: { value: "track(points, side: me) - pieces(first([]), me)"`);
    const r = loadContent(read);
    expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const game = r.content!.game;
    const state = newGame(game, { seed: 1 });
    const text = read("game.yaml")!;
    const failing = (run: () => unknown) => {
      try {
        run();
      } catch (e) {
        return (e as Error).message;
      }
      return "(no error)";
    };
    expect(failing(() => evalInvariant(game, state, game.invariants[0]!.unit))).toBe(`not a space: none (${placeOf("game.yaml", text, "pieces(first([]), red)")}, in game.yaml (invariants 1))`);
    expect(failing(() => evalFor(game, state, game.bots!.evaluation[0]!.unit, "red"))).toBe(`not a space: none (${placeOf("game.yaml", text, "pieces(first([]), me)")}, in game.yaml (bots evaluation points))`);
  });
});

describe("an error inside a statement names the part that failed, not the statement", () => {
  // Each failing part is nested in a larger statement that starts elsewhere on the line: the place
  // is the failing part's own column (a designer with `x = a.b + c / d` is shown `c / d`).
  it("a member read of a value that has no fields: the read's place", () => {
    const { message, expected } = scoutError(`    event: |\n      let l = [1, 2]\n      score(me, 1 + l.points)`);
    expect(message).toBe(`step 2: the engine stopped: \`.points\` of [1,2]: not a record or an id (${expected("l.points")}, in card scout)`);
  });

  it("a division by zero: the division's place, not its statement's or its left neighbour's", () => {
    const { message, expected } = scoutError(`    event: |\n      let zero = 0\n      score(me, 1 + 4 / zero)`);
    expect(message).toBe(`step 2: the engine stopped: division by zero (${expected("4 / zero")}, in card scout)`);
  });

  it("an arithmetic operation given no number: the operation's place", () => {
    const { message, expected } = scoutError(`    event: |\n      let word = "x"\n      score(me, 1 + 2 * word)`);
    expect(message).toBe(`step 2: the engine stopped: expected a number, got "x" (${expected("2 * word")}, in card scout)`);
  });

  it("a built-in that rejects its argument: the call's place, inside another call's argument", () => {
    const { message, expected } = scoutError(`    event: score(me, 1 + pieces(first([]), me))`);
    expect(message).toBe(`step 2: the engine stopped: not a space: none (${expected("pieces(first")}, in card scout)`);
  });

  it("`opponent` in a game of three sides: the name's place, not the statement's only call of a built-in", () => {
    const { message, read } = startError([
      ["game.yaml", "  - { id: blue, name: Blue }", "  - { id: blue, name: Blue }\n  - { id: green, name: Green }"],
      ["procedures/rules.yaml", "      shuffle(deck)\n  deal:", "      shuffle(deck)\n      move_track(points, 1, side: opponent)\n  deal:"],
    ]);
    expect(message).toContain(`\`opponent\` needs a game of two sides (${placeOf("procedures/rules.yaml", read("procedures/rules.yaml")!, "opponent)")}, in procedures/rules.yaml (setup)`);
  });

  it("in a parameter's default value, which calls a built-in: the calling statement, not that statement's own call of a built-in", () => {
    const bump = `  bump:\n    doc: Moves a side's points.\n    params:\n      - { name: side, type: side, doc: "Who." }\n      - { name: amount, type: number, default: "pieces(first([]), red)", doc: "How far." }\n    example: bump(red)\n    do: |\n      move_track(points, amount, side: side)\n  setup:`;
    const { message, read } = startError([
      ["procedures/rules.yaml", "  setup:", bump],
      ["procedures/rules.yaml", "      shuffle(deck)\n  deal:", "      shuffle(deck)\n      bump(first([red]))\n  deal:"],
    ]);
    expect(message).toContain(`not a space: none (${placeOf("procedures/rules.yaml", read("procedures/rules.yaml")!, "bump(first")}, in procedures/rules.yaml (setup)`);
  });

  it.each([
    ["a field read", "let l = [1, 2]\n      move_track(points, 1 + l.points, side: red)", "l.points"],
    ["a division", "let zero = 0\n      move_track(points, 1 + 4 / zero, side: red)", "4 / zero"],
    ["a built-in's call", "let n = 1\n      move_track(points, n + pieces(first([]), red), side: red)", "pieces(first"],
  ])("the editor's test game jumps to the failing part (codePlaceOf): %s", (_what, code, part) => {
    const { read, edit } = editableContent(RIDGE);
    edit("procedures/rules.yaml", "      shuffle(deck)\n  deal:", `      shuffle(deck)\n      ${code}\n  deal:`);
    const r = loadContent(read);
    expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    let error: unknown = null;
    try {
      newGame(r.content!.game, { seed: 1 });
    } catch (e) {
      error = e;
    }
    const at = placeOf("procedures/rules.yaml", read("procedures/rules.yaml")!, part);
    expect(codePlaceOf(error)).toEqual({ file: "procedures/rules.yaml", line: Number(at.split(":")[1]), column: Number(at.split(":")[2]) });
  });
});

describe("an error of running code in the reader's language", () => {
  it("its message as data says in English what its message says, and in Spanish, Italian and Portuguese their own words, the places as they are", () => {
    const { message, error, read } = startError([["procedures/rules.yaml", "      shuffle(deck)\n  deal:", `      shuffle(deck)\n      ${FAILING.replaceAll("me", "red")}\n  deal:`]]);
    const inRules = placeOf("procedures/rules.yaml", read("procedures/rules.yaml")!, "move_pieces");
    const inSequence = placeOf("sequence.yaml", read("sequence.yaml")!, "setup()");
    const said = (lang: string) => wordedPart(engineTranslator(lang), runtimeMessageOf(error));
    expect(said("en")).toBe(message);
    expect(said("es")).toBe(`no es un espacio: none (${inRules}, en procedures/rules.yaml (setup); llamado desde ${inSequence}, en sequence.yaml (start))`);
    expect(said("it")).toBe(`non è uno spazio: none (${inRules}, nel codice procedures/rules.yaml (setup); chiamato da ${inSequence}, nel codice sequence.yaml (start))`);
    expect(said("pt")).toBe(`não é um espaço: none (${inRules}, no código procedures/rules.yaml (setup); chamado a partir de ${inSequence}, no código sequence.yaml (start))`);
  });

  it("a card's code: \"card\" in the reader's words, the card's id as it is", () => {
    const { read, edit } = editableContent(RIDGE);
    edit("cards/deck.yaml", SCOUT, `    event: |\n      ${FAILING}`);
    const r = loadContent(read);
    const test = "name: scout\nposition:\n  round: 1\n  hand: { red: [scout], blue: [gamble] }\nsteps:\n  - red: scout\n  - red: event\n";
    const [result] = runScenarioTestText(() => r.content!, "tests/scout.yaml", test);
    const failure = result!.failures[0]!;
    const at = placeOf("cards/deck.yaml", read("cards/deck.yaml")!, "move_pieces(first", read("cards/deck.yaml")!.indexOf("id: scout"));
    expect(engineTranslator("en").diagnostic(failure).message).toBe(failure.message);
    expect(engineTranslator("es").diagnostic(failure).message).toBe(`paso 2: el motor se detuvo: no es un espacio: none (${at}, en la carta scout)`);
    expect(engineTranslator("it").diagnostic(failure).message).toBe(`passo 2: il motore si è fermato: non è uno spazio: none (${at}, nel codice della carta scout)`);
  });
});

describe("the editor's test game", () => {
  it("an edit that only moves the code keeps the game, which then names the lines as the file has them now; the build reads no place", () => {
    const { read, edit } = editableContent(RIDGE);
    const broken = `      shuffle(deck)\n      ${FAILING.replaceAll("me", "red")}\n  deal:`;
    edit("procedures/rules.yaml", "      shuffle(deck)\n  deal:", broken);
    const reuse = newReuse();
    const first = loadContent(read, ".", undefined, false, reuse);
    const game = first.content!.game;
    edit("procedures/rules.yaml", "procedures:\n", "procedures:\n  # a line added above the broken procedure\n");
    const second = loadContent(read, ".", undefined, false, reuse);
    let reads = 0;
    const runs = Object.getOwnPropertyDescriptor(second.compiledFrom!.code.routines.find((r) => r.name === "setup")!.place!, "runs")!;
    Object.defineProperty(second.compiledFrom!.code.routines.find((r) => r.name === "setup")!.place!, "runs", { ...runs, get: () => (reads++, runs.get!()) });
    expect(sameBuild(first.content!, first.compiledFrom!, second.content!, second.compiledFrom!)).toBe(true);
    expect(reads).toBe(0);
    carryPlaces(first.compiledFrom!, second.compiledFrom!);
    let error: EffectRuntimeError | null = null;
    try {
      newGame(game, { seed: 1 });
    } catch (e) {
      error = e as EffectRuntimeError;
    }
    const now = placeOf("procedures/rules.yaml", read("procedures/rules.yaml")!, "move_pieces(first");
    expect(error?.message).toContain(`not a space: none (${now}, in procedures/rules.yaml (setup)`);
    expect(codePlaceOf(error)).toEqual({ file: "procedures/rules.yaml", line: Number(now.split(":")[1]), column: Number(now.split(":")[2]) });
  });
});

describe("every command shows the place (a broken copy of ridge)", () => {
  const dir = mkdtempSync(join(tmpdir(), "cardwright-rterr-"));
  const cache = mkdtempSync(join(tmpdir(), "cardwright-rterr-cache-"));
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(cache, { recursive: true, force: true });
  });
  const copy = (name: string) => {
    const to = join(dir, name);
    cpSync(RIDGE, to, { recursive: true });
    return to;
  };
  const editIn = (folder: string, file: string, from: string, to: string) => {
    const p = join(folder, file);
    const text = readFileSync(p, "utf8");
    if (!text.includes(from)) throw new Error(`${from} is not in ${file}`);
    writeFileSync(p, text.replace(from, to));
  };
  const cli = (args: string[], env: Record<string, string> = {}) =>
    spawnSync(process.execPath, [BIN, ...args], { encoding: "utf8", cwd: dir, env: { ...process.env, CARDWRIGHT_CACHE_DIR: cache, ...env } });

  // scout's event fails when played for its event; the start fails in `bad`.
  const scout = copy("scout");
  editIn(scout, "cards/deck.yaml", SCOUT, `    event: |\n      ${FAILING}`);
  const scoutAt = placeOf("scout/cards/deck.yaml", readFileSync(join(scout, "cards/deck.yaml"), "utf8"), "move_pieces(first");
  const bad = copy("bad");
  editIn(bad, "procedures/rules.yaml", "      shuffle(deck)\n  deal:", `      shuffle(deck)\n      ${FAILING.replaceAll("me", "red")}\n  deal:`);
  const badAt = placeOf("bad/procedures/rules.yaml", readFileSync(join(bad, "procedures/rules.yaml"), "utf8"), "move_pieces(first");

  it("simulate, on worker threads, loaded and then restored from the disk cache: each crash with the place, the folder as given", () => {
    for (const run of ["loaded", "from the cache"]) {
      const r = cli(["simulate", "--content", "scout", "--games", "6", "--workers", "2"]);
      const crashes = r.stdout.split("\n").filter((l) => l.includes("crash:"));
      expect(crashes.length, `${run}: ${r.stdout}${r.stderr}`).toBeGreaterThan(0);
      for (const c of crashes) expect(c, run).toMatch(new RegExp(`crash: EffectRuntimeError: not a space: none \\(${scoutAt}, in card scout\\)$`));
    }
  });

  it("simulate with bots: the failed games' summary names the place, in --lang's language too", () => {
    const r = cli(["simulate", "--content", "scout", "--games", "6", "--bots", "red=random,blue=random", "--workers", "1"]);
    expect(r.stdout).toContain(`not a space: none (${scoutAt}, in card scout)`);
    const es = cli(["simulate", "--content", "scout", "--games", "6", "--bots", "red=random,blue=random", "--workers", "1", "--lang", "es"]);
    expect(es.stdout).toContain(`no es un espacio: none (${scoutAt}, en la carta scout)`);
  });

  it("test: a card test whose card's code fails names the place in the card's file", () => {
    writeFileSync(join(scout, "tests/card-scout.yaml"), "name: Scout\nposition:\n  round: 1\n  hand: { red: [scout], blue: [gamble] }\nsteps:\n  - red: scout\n  - red: event\n");
    const r = cli(["test", "--content", "scout"]);
    expect(r.status).toBe(1);
    expect(r.stdout).toContain(`scout/tests/card-scout.yaml:7:10: error CW807: step 2: the engine stopped: not a space: none (${scoutAt}, in card scout)`);
  });

  // A member read, an operator and a built-in refusing its argument, each nested in a larger statement.
  const NESTED: [string, string, string, string][] = [
    ["a field read", "let l = [1, 2]\n      score(me, 1 + l.points)", "l.points", "`.points` of [1,2]: not a record or an id"],
    ["a division", "let zero = 0\n      score(me, 1 + 4 / zero)", "4 / zero", "division by zero"],
    ["a built-in's call", "let n = 1\n      score(me, n + pieces(first([]), me))", "pieces(first", "not a space: none"],
  ];
  it.each(NESTED)("test: a card's code failing inside a statement (%s) names the failing part's place, not the statement's", (what, code, part, said) => {
    const nested = copy(`nested-${what.replaceAll(/\W/g, "")}`);
    editIn(nested, "cards/deck.yaml", SCOUT, `    event: |\n      ${code}`);
    const text = readFileSync(join(nested, "cards/deck.yaml"), "utf8");
    const at = placeOf(`${nested.split("/").at(-1)}/cards/deck.yaml`, text, part);
    writeFileSync(join(nested, "tests/card-scout.yaml"), "name: Scout\nposition:\n  round: 1\n  hand: { red: [scout], blue: [gamble] }\nsteps:\n  - red: scout\n  - red: event\n");
    const r = cli(["test", "--content", nested.split("/").at(-1)!]);
    expect(r.status).toBe(1);
    expect(r.stdout).toContain(`error CW807: step 2: the engine stopped: ${said} (${at}, in card scout)`);
  });

  it("play and replay: the start's error names the procedure's place and the step it was called from", () => {
    const made = cli(["new-game", "--content", "scout", "--seed", "3", "--out", "save.json"]);
    expect(made.status, made.stderr).toBe(0);
    const seq = placeOf("bad/sequence.yaml", readFileSync(join(bad, "sequence.yaml"), "utf8"), "setup()");
    const place = `not a space: none (${badAt}, in procedures/rules.yaml (setup); called from ${seq}, in sequence.yaml (start))`;
    const play = spawnSync(process.execPath, [BIN, "play", "--content", "bad", "--seed", "3", "--opponent", "random"], { encoding: "utf8", cwd: dir, input: "quit\n", env: { ...process.env, CARDWRIGHT_CACHE_DIR: cache } });
    expect(play.status).toBe(1);
    expect(play.stderr.trim()).toBe(`cardwright play: the game's code stopped on an error: ${place}`);
    const replay = cli(["replay", "save.json", "--content", "bad"]);
    expect(replay.status).toBe(1);
    expect(replay.stderr).toContain(`save.json:5:15: error CW706: cannot start the game: ${place}`);
  });

  it("with --lang es: play, replay, test and simulate say the error in Spanish, its places as they are", () => {
    const seq = placeOf("bad/sequence.yaml", readFileSync(join(bad, "sequence.yaml"), "utf8"), "setup()");
    const place = `no es un espacio: none (${badAt}, en procedures/rules.yaml (setup); llamado desde ${seq}, en sequence.yaml (start))`;
    const play = spawnSync(process.execPath, [BIN, "play", "--content", "bad", "--seed", "3", "--opponent", "random", "--lang", "es"], { encoding: "utf8", cwd: dir, input: "quit\n", env: { ...process.env, CARDWRIGHT_CACHE_DIR: cache } });
    expect(play.stderr.trim()).toBe(`cardwright play: el código del juego se detuvo por un error: ${place}`);
    const made = cli(["new-game", "--content", "scout", "--seed", "3", "--out", "save-es.json"]);
    expect(made.status, made.stderr).toBe(0);
    const replay = cli(["replay", "save-es.json", "--content", "bad", "--lang", "es"]);
    expect(replay.stderr).toContain(`CW706: no se puede iniciar la partida: ${place}`);
    writeFileSync(join(scout, "tests/card-scout.yaml"), "name: Scout\nposition:\n  round: 1\n  hand: { red: [scout], blue: [gamble] }\nsteps:\n  - red: scout\n  - red: event\n");
    const test = cli(["test", "--content", "scout", "--lang", "es"]);
    expect(test.stdout).toContain(`CW807: paso 2: el motor se detuvo: no es un espacio: none (${scoutAt}, en la carta scout)`);
    const simulate = cli(["simulate", "--content", "scout", "--games", "6", "--workers", "2", "--lang", "es"]);
    const crashes = simulate.stdout.split("\n").filter((l) => l.includes("crash:"));
    expect(crashes.length, simulate.stdout + simulate.stderr).toBeGreaterThan(0);
    for (const c of crashes) expect(c).toMatch(new RegExp(`crash: EffectRuntimeError: no es un espacio: none \\(${scoutAt}, en la carta scout\\)$`));
  });

  it("serve: creating a table whose game cannot start is answered with the place (as the page knows the files), in the asker's language, and logged; the server goes on", async () => {
    const server = await startServer(["--content", "bad", "--db", join(dir, "tables.sqlite")], { cwd: dir, env: { ...process.env, CARDWRIGHT_CACHE_DIR: cache } });
    const { child, base } = server;
    const seq = placeOf("bad/sequence.yaml", readFileSync(join(bad, "sequence.yaml"), "utf8"), "setup()");
    const create = (lang: string) => fetch(`${base}/api/tables?lang=${lang}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ seats: { red: "human", blue: "random" } }) });
    try {
      const res = await create("en");
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ error: { code: "code_failed", message: `the game's code stopped on an error: not a space: none (cards/${badAt}, in procedures/rules.yaml (setup); called from cards/${seq}, in sequence.yaml (start))` } });
      const es = await create("es");
      expect(((await es.json()) as { error: { message: string } }).error.message).toBe(`el código del juego se detuvo por un error: no es un espacio: none (cards/${badAt}, en procedures/rules.yaml (setup); llamado desde cards/${seq}, en sequence.yaml (start))`);
      expect(server.output()).toContain(`serve: EffectRuntimeError: not a space: none (${badAt}, in procedures/rules.yaml (setup)`);
      expect((await fetch(`${base}/api/files`)).status).toBe(200);
    } finally {
      child.kill("SIGKILL");
    }
  });

  it("serve: a move whose code fails is refused with the place, in the seat's language, and logged; the table stays as it was and plays on", async () => {
    const turn = copy("turn");
    const asked = `      let mode = pick(side, ["event", "troops"], "play_mode")\n`;
    editIn(turn, "procedures/rules.yaml", asked, `${asked}      if mode == "event" { move_pieces(first(spaces(where: pieces(it, side) > 9)), side, 1) }\n`);
    const turnAt = placeOf("turn/procedures/rules.yaml", readFileSync(join(turn, "procedures/rules.yaml"), "utf8"), "move_pieces(first");
    const server = await startServer(["--content", "turn", "--db", join(dir, "turn.sqlite")], { cwd: dir, env: { ...process.env, CARDWRIGHT_CACHE_DIR: cache } });
    const { child, base } = server;
    try {
      const made = (await (await fetch(`${base}/api/tables`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ seats: { red: "human", blue: "human" } }) })).json()) as { table: string; seats: Record<string, { token: string }> };
      const red = made.seats["red"]!.token;
      const url = `${base}/api/tables/${made.table}`;
      const look = async () => (await (await fetch(url, { headers: { authorization: `Bearer ${red}` } })).json()) as { moves: number; question: { options: { id: string }[] } | null; log: string[] };
      const move = (choice: string, lang = "en") => fetch(`${url}/moves?lang=${lang}`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${red}` }, body: JSON.stringify({ choice }) });
      expect((await move((await look()).question!.options[0]!.id)).status).toBe(200);
      const before = await look();
      expect(before.question!.options.map((o) => o.id)).toContain("event");
      const refused = await move("event", "es");
      expect(refused.status).toBe(500);
      const body = (await refused.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("code_failed");
      expect(body.error.message).toContain(`el código del juego se detuvo por un error: no es un espacio: none (cards/${turnAt}, en procedures/rules.yaml (play_card_of)`);
      expect(server.output()).toMatch(new RegExp(`serve: table ${made.table}: EffectRuntimeError: not a space: none \\(${turnAt}, in procedures/rules.yaml \\(play_card_of\\)`));
      // Not half made: the same position, the same question; another answer plays on.
      expect(await look()).toEqual(before);
      const other = await move("troops");
      expect(other.status).toBe(200);
      expect((await look()).moves).toBe(before.moves + 1);
    } finally {
      child.kill("SIGKILL");
    }
  });
});
