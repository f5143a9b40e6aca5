// A designer's own small game (tests/fixtures/ridge: two sides, five spaces, eight cards), written
// from README alone: it loads and its card test passes, and the slips made while writing it are
// reported where they are made, with what to write — not later, at a test's position.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { loadContent } from "../src/content/load.js";
import { runScenarioTestText } from "../src/testing/scenario-test.js";
import { playRandomGame } from "../src/testing/random-play.js";
import { editableContent, spoken } from "./helpers.js";
import { loadI18n } from "../src/i18n/index.js";

const ROOT = resolve(import.meta.dirname, "..");
const DIR = resolve(import.meta.dirname, "fixtures/ridge");
const errors = (r: ReturnType<typeof loadContent>) => r.diagnostics.filter((d) => d.severity === "error");
const GAMBLE_TEST = "tests/card-gamble.yaml";

describe("a new game of a designer's own (tests/fixtures/ridge)", () => {
  it("loads without an error, and its card test passes", () => {
    const { read } = editableContent(DIR);
    const r = loadContent(read);
    expect(errors(r)).toEqual([]);
    const [result] = runScenarioTestText(() => r.content!, GAMBLE_TEST, read(GAMBLE_TEST)!);
    expect(result!.failures).toEqual([]);
    expect(result!.passed).toBe(true);
  });

  it("a misspelt positions.default_entry is an error at it in game.yaml, with the entry meant", () => {
    const { read, edit } = editableContent(DIR);
    edit("game.yaml", "default_entry: play", "default_entry: ply");
    const found = errors(loadContent(read)).find((d) => d.code === "CW402");
    expect(found, JSON.stringify(errors(loadContent(read)))).toBeDefined();
    expect(found!.file).toBe("game.yaml");
    expect(found!.start).toMatchObject({ line: 43, column: 18 });
    expect(found!.message).toBe("unknown entry point `ply`");
    expect(found!.hint).toBe("did you mean `play`?");
  });

  it("a default_entry in a game with no entries: says where entry points are declared", () => {
    const { read, edit } = editableContent(DIR);
    edit("sequence.yaml", /entries:\n.*\n/, "");
    const found = errors(loadContent(read)).find((d) => d.code === "CW402");
    expect(found!.message).toBe("unknown entry point `play`");
    expect(found!.hint).toBe("declare it under `entries:` in sequence.yaml: `play:` with `at:` a step of `turns:`");
  });

  it("a test position in a game with no default entry says how to give one", () => {
    const { read, edit } = editableContent(DIR);
    edit("game.yaml", "positions:\n  default_entry: play\n", "");
    const r = loadContent(read);
    expect(errors(r)).toEqual([]);
    const [result] = runScenarioTestText(() => r.content!, GAMBLE_TEST, read(GAMBLE_TEST)!);
    expect(result!.passed).toBe(false);
    const failure = result!.failures[0]!;
    expect(failure.code).toBe("CW804");
    expect(failure.message).toContain("the position names no entry point (phase) and the game declares no default");
    expect(failure.message).toContain("give the position `phase:` (the game's entry points: play), or name one under `positions: default_entry:` in game.yaml");
  });

  it("a track or pile of one per side named without `side:` is an error at its name, not a stopped game", () => {
    const { read, edit } = editableContent(DIR);
    edit("procedures/rules.yaml", "move_track(points, amount, side: side)", "move_track(points, amount)");
    edit("procedures/rules.yaml", "for c in cards(discard) { move_card(c, deck) }", "for c in cards(hand) { move_card(c, deck) }");
    const found = errors(loadContent(read)).filter((d) => d.code === "CW304");
    expect(found.map((d) => [d.file, d.start.line, d.start.column, d.message, d.hint])).toEqual([
      ["procedures/rules.yaml", 9, 18, "`points` is one per side: `move_track` must say whose", "add `side:` (`side: me`, `side: opponent` or a side's id)"],
      ["procedures/rules.yaml", 23, 22, "`hand` is one per side: `cards` must say whose", "add `side:` (`side: me`, `side: opponent` or a side's id)"],
    ]);
  });

  it("a side given by position or by name, or a pile of one for all, is no such error", () => {
    const { read, edit } = editableContent(DIR);
    edit("procedures/rules.yaml", "move_track(points, amount, side: side)", "move_track(points, amount, side)");
    expect(errors(loadContent(read))).toEqual([]);
  });

  it("a scenario file without its id or name (the game gives no schema of its own) is an error at the file, not an internal error", () => {
    const { read, edit } = editableContent(DIR);
    edit("scenarios/standard.yaml", "id: standard", "idd: standard");
    edit("scenarios/standard.yaml", "name: Standard", "name: 3");
    const found = errors(loadContent(read));
    expect(found.map((d) => [d.code, d.file, d.start.line, d.start.column, d.message])).toEqual([
      ["CW202", "scenarios/standard.yaml", 1, 1, "missing required property `id` in the scenario file"],
      ["CW204", "scenarios/standard.yaml", 2, 7, "`name` must be text"],
    ]);
  });

  it("a scenario field that neither the engine nor the game's code reads (no schema of its own): an error at its key, with the field meant", () => {
    // The game's setup reads `scenario.bonus`; the scenario misspells it, and adds a field nothing reads.
    const { read, edit } = editableContent(DIR);
    edit("procedures/rules.yaml", "      shuffle(deck)\n  deal:", "      shuffle(deck)\n      move_track(points, value_or(scenario.bonus, 0), side: red)\n  deal:");
    edit("scenarios/standard.yaml", "description: Three rounds on an empty board.", "descripton: Three rounds on an empty board.\nbonsu: 2\nnotes: Red starts ahead.");
    const found = errors(loadContent(read));
    expect(found.map((d) => [d.code, d.file, d.start.line, d.start.column, d.message, d.hint])).toEqual([
      ["CW201", "scenarios/standard.yaml", 3, 1, "unknown property `descripton` in the scenario file: no code of the game reads `scenario.descripton`", "did you mean `description`?"],
      ["CW201", "scenarios/standard.yaml", 4, 1, "unknown property `bonsu` in the scenario file: no code of the game reads `scenario.bonsu`", "did you mean `bonus`?"],
      ["CW201", "scenarios/standard.yaml", 5, 1, "unknown property `notes` in the scenario file: no code of the game reads `scenario.notes`", "the game reads of its scenarios `id`, `name`, `description` and, in its code, `bonus`: remove it, or read it in the code as `scenario.notes`"],
    ]);
    // In the reader's language, as every diagnostic.
    const { bundle } = loadI18n(read);
    expect(spoken(bundle, "es").diagnostic(found[1]!)).toEqual({ message: "propiedad desconocida `bonsu` en el archivo de escenario: ningún código del juego lee `scenario.bonsu`", hint: "¿quisiste decir `bonus`?" });
    expect(spoken(bundle, "it").diagnostic(found[2]!).message).toBe("proprietà sconosciuta `notes` nel file dello scenario: nessun codice del gioco legge `scenario.notes`");
    expect(spoken(bundle, "pt").diagnostic(found[2]!).hint).toBe("dos seus cenários o jogo lê `id`, `name`, `description` e, no seu código, `bonus`: remova-a ou leia-a no código como `scenario.notes`");
    // Spelt right, the game loads, and its setup reads the field.
    edit("scenarios/standard.yaml", "descripton:", "description:");
    edit("scenarios/standard.yaml", "bonsu: 2\nnotes: Red starts ahead.", "bonus: 2");
    const r = loadContent(read);
    expect(errors(r)).toEqual([]);
    // What an overlay changes of the scenario too, in its file.
    edit("variants/big-gamble.yaml", "cards:\n", "scenario_changes: { bonsu: 3 }\ncards:\n");
    expect(errors(loadContent(read)).map((d) => [d.file, d.start.line, d.start.column, d.message, d.hint])).toEqual([
      ["variants/big-gamble.yaml", 5, 21, "unknown property `bonsu` in `scenario_changes`: no code of the game reads `scenario.bonsu`", "did you mean `bonus`?"],
    ]);
  });

  it("a scenario field of a game whose code reads none, or wrongly typed: an error saying what the engine reads", () => {
    const { read, edit } = editableContent(DIR);
    edit("scenarios/standard.yaml", "description: Three rounds on an empty board.", "description: [Three rounds]\nrounds: 3");
    const found = errors(loadContent(read));
    expect(found.map((d) => [d.code, d.start.line, d.start.column, d.message, d.hint])).toEqual([
      ["CW204", 3, 14, "`description` must be text", "write text; here it is `[…]`"],
    ]);
    edit("scenarios/standard.yaml", "description: [Three rounds]", "description: Three rounds.");
    expect(errors(loadContent(read)).map((d) => [d.code, d.start.line, d.start.column, d.message, d.hint])).toEqual([
      ["CW201", 4, 1, "unknown property `rounds` in the scenario file: no code of the game reads `scenario.rounds`", "the game reads of its scenarios only `id`, `name` and `description` (its code reads no `scenario.…`): remove it, or read it in the code as `scenario.rounds`"],
    ]);
  });

  it("a scenario field is not checked so when the code hands the whole scenario on (the fields it reads cannot be known), nor in a game with its own scenario schema", () => {
    const { read, edit } = editableContent(DIR);
    // (Held in a local, then handed on whole: `get` reads a field named by a value.)
    edit("procedures/rules.yaml", "      shuffle(deck)\n  deal:", "      shuffle(deck)\n      let s = scenario\n      let n = get(s, \"rounds\")\n  deal:");
    edit("scenarios/standard.yaml", "description: Three rounds on an empty board.", "description: Three rounds on an empty board.\nrounds: 3");
    expect(errors(loadContent(read))).toEqual([]);
  });

  it("what the code reads of the scenario is what checking it finds: not a comment, a string or a parameter named `scenario`; a read through a local holding it counts", () => {
    const { read, edit } = editableContent(DIR);
    const unread = () => errors(loadContent(read)).map((d) => `${d.code} ${d.file}:${d.start.line} ${d.args?.property ?? d.message}`);
    edit("scenarios/standard.yaml", "description: Three rounds on an empty board.", "description: Three rounds on an empty board.\nbonus: 2\nrounds: 3\nnotes: Red starts ahead.\nextra: 1");
    // A comment and a string that say `scenario.…` read nothing.
    edit("procedures/rules.yaml", "      shuffle(deck)\n  deal:", "      shuffle(deck)\n      # scenario.rounds: a later version reads it\n      let label = \"scenario.notes\"\n  deal:");
    const all = ["CW201 scenarios/standard.yaml:4 bonus", "CW201 scenarios/standard.yaml:5 rounds", "CW201 scenarios/standard.yaml:6 notes", "CW201 scenarios/standard.yaml:7 extra"];
    expect(unread()).toEqual(all);
    // A function's parameter named `scenario` is not the scenario: its fields are not the scenario's.
    edit("procedures/rules.yaml", "functions:\n", "functions:\n  extra_of:\n    doc: A record's extra.\n    params:\n      - { name: scenario, type: record, doc: \"A record.\" }\n    returns: number\n    value: scenario.extra\n");
    expect(unread()).toEqual(all);
    // The scenario held in a local, and a field read of it there: that field is read.
    edit("procedures/rules.yaml", "      shuffle(deck)\n      #", "      shuffle(deck)\n      let s = scenario\n      let t = s\n      move_track(points, value_or(t.bonus, 0), side: red)\n      #");
    expect(unread()).toEqual(all.slice(1));
  });

  it("a scenario field read only by code a selection leaves out (a variant not selected, or a card it changes) is read", () => {
    const { read, edit } = editableContent(DIR);
    edit("scenarios/standard.yaml", "description: Three rounds on an empty board.", "description: Three rounds on an empty board.\nbonus: 2\nrounds: 3");
    // The variant's Gamble reads `bonus`; the game's own Gamble, which the variant changes, reads `rounds`.
    edit("variants/big-gamble.yaml", "if r >= 4 { score(me, 3) }", "if r >= 4 { score(me, 3 + value_or(scenario.bonus, 0)) }");
    edit("cards/deck.yaml", "if r >= 4 { score(me, 2) }", "if r >= scenario.rounds { score(me, 2) }");
    expect(errors(loadContent(read))).toEqual([]);
    expect(errors(loadContent(read, ".", { scenario: "standard", variants: ["big_gamble"], options: [] }))).toEqual([]);
    // Neither read: both are errors, whatever is selected.
    edit("variants/big-gamble.yaml", "scenario.bonus", "scenario.bonu");
    edit("cards/deck.yaml", "scenario.rounds", "scenario.round");
    for (const variants of [[], ["big_gamble"]]) {
      expect(errors(loadContent(read, ".", { scenario: "standard", variants, options: [] })).map((d) => `${d.code} ${d.start.line}`)).toEqual(["CW201 4", "CW201 5"]);
    }
  });

  it("`validate` after a key in code reading the scenario (its code-only path): the field it no longer reads is an error", () => {
    const dir = mkdtempSync(join(tmpdir(), "cardwright-ridge-"));
    const cache = mkdtempSync(join(tmpdir(), "cardwright-ridge-cache-"));
    try {
      cpSync(DIR, dir, { recursive: true });
      const rules = join(dir, "procedures/rules.yaml");
      writeFileSync(rules, readFileSync(rules, "utf8").replace("      shuffle(deck)\n  deal:", "      shuffle(deck)\n      move_track(points, value_or(scenario.bonus, 0), side: red)\n  deal:"));
      writeFileSync(join(dir, "scenarios/standard.yaml"), `${readFileSync(join(dir, "scenarios/standard.yaml"), "utf8")}bonus: 2\n`);
      const validate = () => spawnSync(process.execPath, [join(ROOT, "src/cli/cardwright.js"), "validate", "--content", dir], { encoding: "utf8", cwd: ROOT, env: { ...process.env, CARDWRIGHT_CACHE_DIR: cache } });
      expect(validate().status).toBe(0);
      // A field added to the scenario: the code's checks come back from the disk cache, with what they read.
      const standard = join(dir, "scenarios/standard.yaml");
      writeFileSync(standard, `${readFileSync(standard, "utf8")}extra: 1\n`);
      const added = validate();
      expect(added.stdout.split("\n").filter((l) => l.includes(" error "))).toEqual([`${standard}:5:1: error CW201: unknown property \`extra\` in the scenario file: no code of the game reads \`scenario.extra\``]);
      writeFileSync(standard, readFileSync(standard, "utf8").replace("extra: 1\n", ""));
      expect(validate().status).toBe(0);
      writeFileSync(rules, readFileSync(rules, "utf8").replace("scenario.bonus", "scenario.bonu"));
      const after = validate();
      expect(after.status).toBe(1);
      expect(after.stdout).toContain(`${join(dir, "scenarios/standard.yaml")}:4:1: error CW201: unknown property \`bonus\` in the scenario file: no code of the game reads \`scenario.bonus\``);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(cache, { recursive: true, force: true });
    }
  });

  it("an event that fails in play (`simulate`): the card, its place and the language's words, no JavaScript stack", () => {
    const { read, edit } = editableContent(DIR);
    // No space has 10 troops: `first` gives none, which is no space.
    edit("cards/deck.yaml", "    event: score(me, 1)", "    event: |\n      move_pieces(first(spaces(where: pieces(it, me) > 9)), me, 1)");
    const r = loadContent(read);
    expect(errors(r)).toEqual([]);
    const crashes = [1, 2, 3, 4, 5].map((seed) => playRandomGame(r.content!.game, seed).crash).filter((c) => c !== null);
    expect(crashes.length).toBeGreaterThan(0);
    // Where the card's code failed, as `validate` names a place (tests/runtime-error-places.test.ts: each command).
    for (const c of crashes) expect(c).toBe("EffectRuntimeError: not a space: none (cards/deck.yaml:72:7, in card scout)");
  });

  it("English messages written under `strings:` (a translation's form): one error saying `messages:`, no warning per engine message", () => {
    const dir = mkdtempSync(join(tmpdir(), "cardwright-ridge-"));
    try {
      cpSync(DIR, dir, { recursive: true });
      const en = join(dir, "locales/en.yaml");
      writeFileSync(en, readFileSync(en, "utf8").replace("\nmessages:\n", "\nstrings:\n"));
      const r = spawnSync(process.execPath, [join(ROOT, "src/cli/cardwright.js"), "validate", "--content", dir], { encoding: "utf8", cwd: ROOT, env: { ...process.env, CARDWRIGHT_CACHE: "0" } });
      expect(r.status, r.stderr).toBe(1);
      const lines = r.stdout.split("\n");
      expect(lines.filter((l) => / error /.test(l))).toEqual([
        `${en}:3:1: error CW601: the English source lists its messages under \`messages:\` (\`key: "text"\`), not \`strings:\`, which is a translation's`,
      ]);
      // The Spanish file's warnings are about the game's own strings, each at its place: none for the engine's messages.
      expect(lines.filter((l) => /:0:0:|msg\.(diag|cli|play|run)\./.test(l))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("a comma in an unquoted value inside `{ … }`: the hint names the value it cut and says to quote it", () => {
    const { read, edit } = editableContent(DIR);
    edit("game.yaml", "doc: \"Spaces led, each worth a point at the round's end.\" }", "doc: Spaces led, each worth a point at the round's end. }");
    const found = errors(loadContent(read));
    expect(found.map((d) => [d.code, d.file, d.start.line, d.message, d.hint])).toEqual([
      ["CW201", "game.yaml", 47, "unknown property `each worth a point at the round's end.` in `bots.evaluation.spaces`", "a `,` in a map written on one line ends a value: this text is the rest of `doc`'s; put that value in quotes (`doc: \"…, …\"`)"],
    ]);
  });

  it("a number or true/false where text is expected (`from: 1`, an expression): the hint says YAML read it so and to quote it", () => {
    const { read, edit } = editableContent(DIR);
    edit("sequence.yaml", 'from: "1"', "from: 1");
    const found = errors(loadContent(read));
    expect(found.map((d) => [d.code, d.file, d.start.line, d.message, d.hint])).toEqual([
      ["CW204", "sequence.yaml", 5, "`turns.from` must be text", "YAML reads `1` as a number; to write it as text, put it in quotes (`from: \"1\"`)"],
    ]);
  });

  it("`test` and `i18n status` show a game folder outside the current one by its path, as `validate` does, not by a climb of ../../..", () => {
    const dir = mkdtempSync(join(tmpdir(), "cardwright-ridge-"));
    try {
      cpSync(DIR, dir, { recursive: true });
      const run = (...args: string[]) => spawnSync(process.execPath, [join(ROOT, "src/cli/cardwright.js"), ...args, "--content", dir], { encoding: "utf8", cwd: ROOT, env: { ...process.env, CARDWRIGHT_CACHE: "0" } });
      const test = run("test");
      expect(test.status, test.stderr).toBe(0);
      expect(test.stdout).toContain(`ok   ${join(dir, "tests/card-gamble.yaml")}: Gamble scores 2 points`);
      const status = run("i18n", "status", "es");
      expect(status.stdout).toContain(`${join(dir, "game.yaml")}:5 `);
      expect(`${test.stdout}${status.stdout}`).not.toContain("../");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("random `simulate` names how games ended in the game's words (its game.reason), as the bots' summary does, not by reason id", () => {
    const r = spawnSync(process.execPath, [join(ROOT, "src/cli/cardwright.js"), "simulate", "--games", "50", "--content", DIR], { encoding: "utf8", cwd: ROOT, env: { ...process.env, CARDWRIGHT_CACHE: "0" } });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^ +\d+ {2}(Red|Blue) by 8 points$/m);
    expect(r.stdout).toMatch(/^ +\d+ {2}(Red|Blue) by points after three rounds$/m);
    expect(r.stdout).not.toMatch(/points_reached|final_points/);
  });
});
