// `cardwright validate` on a game with one card's schema error and another card's code error: one
// run reports both (the card with the schema error left out of the checks, and said so), the same
// from the disk cache as cold, and the commands that need the compiled game still refuse it.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEFAULT_CONTENT_DIR } from "../../src/content/load-dir.js";

const bin = new URL("../../src/cli/cardwright.js", import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), "cw-quarantine-"));
const dir = join(work, "game");
const cache = join(work, "cache");
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Runs the CLI with its disk cache in this test's folder (`cold`: without it). */
function run(cold: boolean, ...args: string[]) {
  const r = spawnSync(process.execPath, [bin, ...args], { encoding: "utf8", env: { ...process.env, CARDWRIGHT_CACHE_DIR: cache, CARDWRIGHT_CACHE: cold ? "0" : "1" } });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** Validates `dir` with the cache off, then twice with it (filled, then read back): each prints the same. Returns the first. */
function validateColdThenWarm(dir: string): { code: number | null; out: string; err: string } {
  const cold = run(true, "validate", dir);
  expect(run(false, "validate", dir).out).toBe(cold.out);
  expect(run(false, "validate", dir).out).toBe(cold.out);
  return cold;
}

describe("validate with a card left out of the checks", () => {
  cpSync(DEFAULT_CONTENT_DIR, dir, { recursive: true });
  const early = join(dir, "cards/early-war.yaml");
  const text = readFileSync(early, "utf8");
  const nato = "  - id: nato\n    number: 21\n    name: NATO\n    ops: 4\n";
  const broken = text.replace(nato, nato.replace("ops: 4", "ops: four")).replace("    event: score(asia)", "    event: score(asai)");

  it("reports the schema error and the other card's code error, says which card was left out, and gives the same from the disk cache", { timeout: 300_000 }, () => {
    expect(broken).not.toBe(text);
    writeFileSync(early, broken);
    const cold = validateColdThenWarm(dir);
    expect(cold.code).toBe(1);
    expect(cold.out).toMatch(/cards\/early-war\.yaml:\d+:10: error CW204: card `nato`: `ops` must be a whole number/);
    expect(cold.out).toMatch(/cards\/early-war\.yaml:12:18: error CW302: unknown name `asai`/);
    // NATO is named by other cards' code and a scenario: no "unknown" error for it.
    expect(cold.out).not.toMatch(/unknown .*nato/);
    expect(cold.out.trimEnd().split("\n").slice(-2)).toEqual(["2 errors, 0 warnings", "Left out of the checks because of the errors above: card `nato`. Names and effect code of the rest were checked; translations are checked once every file matches its schema."]);
    expect(run(true, "validate", dir, "--lang", "es").out).toContain("Quedan fuera de las comprobaciones por los errores de arriba: carta `nato`.");
    // An edit of the other card's code only: from the cache's entry as from scratch.
    writeFileSync(early, broken.replace("    event: score(asai)", "    event: score(asai )"));
    const again = run(false, "validate", dir);
    expect(again.out).toBe(run(true, "validate", dir).out);
    expect(again.out).toContain("unknown name `asai`");
  });

  it("a card file that does not read as YAML is left out whole: the other files' problems are reported, the same from the disk cache", { timeout: 300_000 }, () => {
    const mid = join(dir, "cards/mid-war.yaml");
    const midText = readFileSync(mid, "utf8");
    writeFileSync(early, text.replace("    event: score(asia)", "    event: score(asai)"));
    writeFileSync(mid, midText.replace("cards:\n", "cards:\n  oops: 1\n"));
    try {
      const cold = validateColdThenWarm(dir);
      expect(cold.out).toMatch(/cards\/mid-war\.yaml:\d+:\d+: error CW101: YAML layout/);
      expect(cold.out).toMatch(/cards\/early-war\.yaml:12:18: error CW302: unknown name `asai`/);
      expect(cold.out.trimEnd().split("\n").slice(-2)).toEqual(["2 errors, 0 warnings", "Left out of the checks because of the errors above: file `cards/mid-war.yaml`. Names and effect code of the rest were checked; translations are checked once every file matches its schema."]);
    } finally {
      writeFileSync(mid, midText);
    }
  });

  it("an option whose kind is misspelt is left out whole: the other files' problems are reported, the same from the disk cache", { timeout: 300_000 }, () => {
    const option = join(dir, "options/us-handicap.yaml");
    const optionText = readFileSync(option, "utf8");
    writeFileSync(early, text.replace("    event: score(asia)", "    event: score(asai)"));
    writeFileSync(option, optionText.replace("kind: option\n", "kind: opton\n"));
    try {
      const cold = validateColdThenWarm(dir);
      expect(cold.out).toMatch(/options\/us-handicap\.yaml:\d+:7: error CW203: `kind` must be one of: scenario, variant, option/);
      expect(cold.out).toMatch(/cards\/early-war\.yaml:12:18: error CW302: unknown name `asai`/);
      expect(cold.out.trimEnd().split("\n").slice(-2)).toEqual(["2 errors, 0 warnings", "Left out of the checks because of the errors above: file `options/us-handicap.yaml`. Names and effect code of the rest were checked; translations are checked once every file matches its schema."]);
      // Asked for, the option left out is refused with its error (not as unknown).
      const r = run(true, "new-game", "--content", dir, "--option", "us_handicap", "--out", join(work, "g.json"));
      expect(r.code).toBe(1);
      expect(r.err).toMatch(/CW203/);
      expect(r.err).not.toMatch(/unknown option/);
    } finally {
      writeFileSync(option, optionText);
    }
  });

  it("a space of the board whose stability is a word is left out: the other files' problems are reported, the last line names it, the same from the disk cache", { timeout: 300_000 }, () => {
    const board = join(dir, "board.yaml");
    const boardText = readFileSync(board, "utf8");
    const iran = "  - id: iran\n    name: Iran\n    groups: [middle_east]\n    stability: 2\n";
    expect(boardText).toContain(iran);
    writeFileSync(early, text.replace("    event: score(asia)", "    event: score(asai)"));
    writeFileSync(board, boardText.replace(iran, iran.replace("stability: 2", "stability: two")));
    try {
      const cold = validateColdThenWarm(dir);
      expect(cold.out).toMatch(/board\.yaml:189:16: error CW204: country `iran`: `stability` must be a whole number/);
      expect(cold.out).toMatch(/cards\/early-war\.yaml:12:18: error CW302: unknown name `asai`/);
      // Iran is named by other countries' adjacency, the scenarios' set-up and cards' code: nothing of that is reported.
      expect(cold.out).not.toMatch(/unknown .*iran/);
      expect(cold.out.trimEnd().split("\n").slice(-2)).toEqual(["2 errors, 0 warnings", "Left out of the checks because of the errors above: country `iran` of the board. Names and effect code of the rest were checked; translations are checked once every file matches its schema."]);
      // (The game's own word for a space in each language: country, país.)
      expect(run(true, "validate", dir, "--lang", "es").out).toContain("Quedan fuera de las comprobaciones por los errores de arriba: país `iran` del tablero.");
    } finally {
      writeFileSync(board, boardText);
    }
  });

  it("a group of the board whose colour is a word is left out: the other files' problems are reported, the last line names it in the game's word, the same from the disk cache", { timeout: 300_000 }, () => {
    const board = join(dir, "board.yaml");
    const boardText = readFileSync(board, "utf8");
    const africa = '{ id: africa, name: Africa, colour: "#e6c440" }';
    expect(boardText).toContain(africa);
    writeFileSync(early, text.replace("    event: score(asia)", "    event: score(asai)"));
    writeFileSync(board, boardText.replace(africa, africa.replace('"#e6c440"', "yellow")));
    try {
      const cold = validateColdThenWarm(dir);
      expect(cold.out).toMatch(/board\.yaml:8:41: error CW205: region `africa`: `colour` must be a colour/);
      expect(cold.out).toMatch(/cards\/early-war\.yaml:12:18: error CW302: unknown name `asai`/);
      // Africa is named by its countries' groups, the scoring cards' code and the scenarios: nothing of that is reported.
      expect(cold.out).not.toMatch(/unknown .*africa\b/);
      expect(cold.out.trimEnd().split("\n").slice(-2)).toEqual(["2 errors, 0 warnings", "Left out of the checks because of the errors above: region `africa` of the board. Names and effect code of the rest were checked; translations are checked once every file matches its schema."]);
      // (The game's own word for a group in each language: region, región; from the cache as cold.)
      const es = run(true, "validate", dir, "--lang", "es").out;
      expect(es).toContain("Quedan fuera de las comprobaciones por los errores de arriba: región `africa` del tablero.");
      expect(run(false, "validate", dir, "--lang", "es").out).toBe(es);
    } finally {
      writeFileSync(board, boardText);
    }
  });

  it("an entry of the rules' data whose value is a word is left out: the other files' problems are reported, the last line names it, the same from the disk cache", { timeout: 300_000 }, () => {
    const rules = join(dir, "rules.yaml");
    const rulesText = readFileSync(rules, "utf8");
    writeFileSync(early, text.replace("    event: score(asia)", "    event: score(asai)"));
    writeFileSync(rules, rulesText.replace("defcon:\n  start: 5\n", "defcon:\n  start: five\n"));
    try {
      const cold = validateColdThenWarm(dir);
      expect(cold.out).toMatch(/rules\.yaml:9:10: error CW204: `defcon\.start` must be a whole number/);
      expect(cold.out).toMatch(/cards\/early-war\.yaml:12:18: error CW302: unknown name `asai`/);
      expect(cold.out.trimEnd().split("\n").slice(-2)).toEqual(["2 errors, 0 warnings", "Left out of the checks because of the errors above: entry `defcon` of `rules.yaml`. Names and effect code of the rest were checked; translations are checked once every file matches its schema."]);
    } finally {
      writeFileSync(rules, rulesText);
    }
  });

  it("the commands that need the compiled game refuse it", { timeout: 120_000 }, () => {
    writeFileSync(early, broken);
    const r = run(true, "simulate", "--content", dir, "--games", "1");
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/errors? in the content/);
    expect(r.err).toMatch(/CW204/);
  });
});

describe("validate says schema errors in the designer's words, in every language", () => {
  const copy = join(work, "words");
  cpSync(DEFAULT_CONTENT_DIR, copy, { recursive: true });
  /** Replaces `from` by `to` in a file of the copy (each must be there). */
  const edit = (file: string, from: string, to: string) => {
    const path = join(copy, file);
    const text = readFileSync(path, "utf8");
    expect(text).toContain(from);
    writeFileSync(path, text.replace(from, to));
  };
  // A country's stability below 0, a card id written as its name, a card's Ops value too high, a
  // procedure's parameter named with capitals.
  edit("board.yaml", "  - id: benelux\n    name: Benelux\n    groups: [europe, western_europe]\n    stability: 3\n", "  - id: benelux\n    name: Benelux\n    groups: [europe, western_europe]\n    stability: -1\n");
  edit("cards/early-war.yaml", "  - id: asia_scoring\n", "  - id: Asia-Scoring\n");
  edit("cards/early-war.yaml", "  - id: nato\n    number: 21\n    name: NATO\n    ops: 4\n", "  - id: nato\n    number: 21\n    name: NATO\n    ops: 9\n");
  edit("procedures/scoring.yaml", 'params: [{ name: reason, type: string, doc: "Why it ended." }]', 'params: [{ name: Why-It-Ended, type: string, doc: "Why it ended." }]');
  /** The lines of the schema errors (and their hints) validate prints, the folder's path taken off. */
  const schemaLines = (out: string) => {
    const lines = out.replaceAll(`${copy}/`, "").split("\n");
    return lines.flatMap((l, i) => (/ CW20\d: /.test(l) ? [l, ...(lines[i + 1]?.startsWith("    ") ? [lines[i + 1]!] : [])] : []));
  };

  it("names the item by its id and the game's word for it, says the rule in words, suggests the mended id; the same from the disk cache", { timeout: 300_000 }, () => {
    const cold = validateColdThenWarm(copy);
    expect(cold.code).toBe(1);
    expect(schemaLines(cold.out)).toEqual([
      "board.yaml:35:16: error CW205: country `benelux`: `stability` must be 0 or more",
      "cards/early-war.yaml:3:9: error CW205: card `Asia-Scoring`: `id` must be an id: lowercase letters, digits and `_`, starting with a letter",
      "    hint: did you mean `asia_scoring`?",
      "cards/early-war.yaml:358:10: error CW205: card `nato`: `ops` must be 4 or less",
      "procedures/scoring.yaml:45:22: error CW205: procedure `winner_on_points`: `params.#1.name` must be an id: lowercase letters, digits and `_`, starting with a letter",
      "    hint: did you mean `why_it_ended`?",
    ]);
    // The card is named elsewhere by the id it means: nothing reports that id as unknown.
    expect(cold.out).not.toMatch(/unknown name `asia_scoring`/);
  });

  it("in Italian and Spanish: the game's words, no English left in the line", { timeout: 300_000 }, () => {
    expect(schemaLines(run(true, "validate", copy, "--lang", "it").out)).toEqual([
      "board.yaml:35:16: errore CW205: paese `benelux`: `stability` deve valere 0 o più",
      "cards/early-war.yaml:3:9: errore CW205: carta `Asia-Scoring`: `id` deve essere un identificativo: lettere minuscole, cifre e `_`, che inizi con una lettera",
      "    suggerimento: forse intendevi `asia_scoring`?",
      "cards/early-war.yaml:358:10: errore CW205: carta `nato`: `ops` deve valere 4 o meno",
      "procedures/scoring.yaml:45:22: errore CW205: procedura `winner_on_points`: `params.#1.name` deve essere un identificativo: lettere minuscole, cifre e `_`, che inizi con una lettera",
      "    suggerimento: forse intendevi `why_it_ended`?",
    ]);
    expect(schemaLines(run(true, "validate", copy, "--lang", "es").out)[0]).toBe("board.yaml:35:16: error CW205: país `benelux`: `stability` debe ser 0 o más");
  });

  it("an option's data change the data's schema refuses: the error in the reader's language inside the sentence that names the option", { timeout: 300_000 }, () => {
    const changed = join(work, "words-option");
    cpSync(DEFAULT_CONTENT_DIR, changed, { recursive: true });
    const option = join(changed, "options/reshuffle-when-empty.yaml");
    const optionText = readFileSync(option, "utf8");
    expect(optionText).toContain("alternate_rules: { reshuffle_when_empty: true }");
    writeFileSync(option, optionText.replace("alternate_rules: { reshuffle_when_empty: true }", 'alternate_rules: { reshuffle_when_empty: "yes" }'));
    const lines = (lang: string) => run(true, "validate", changed, "--lang", lang).out.replaceAll(`${changed}/`, "").split("\n").slice(0, 2);
    expect(lines("en")).toEqual(["options/reshuffle-when-empty.yaml:15:46: error CW204: `alternate_rules.reshuffle_when_empty` must be true or false (after applying reshuffle_when_empty)", "    hint: write true or false; here it is `yes`"]);
    expect(lines("es")).toEqual(["options/reshuffle-when-empty.yaml:15:46: error CW204: `alternate_rules.reshuffle_when_empty` debe ser true o false (tras aplicar reshuffle_when_empty)", "    pista: escribe true o false; aquí pone `yes`"]);
  });

  it("a board's schema error in a group (the group left out) still says the game's words, in English too", { timeout: 300_000 }, () => {
    const td = join(work, "words-13d");
    cpSync(join(DEFAULT_CONTENT_DIR, "../thirteen-days"), td, { recursive: true });
    const board = join(td, "board.yaml");
    const boardText = readFileSync(board, "utf8");
    expect(boardText).toContain('colour: "#b5443f"');
    writeFileSync(board, boardText.replace('colour: "#b5443f"', 'colour: "red"'));
    const first = (lang: string) => run(true, "validate", td, "--lang", lang).out.replaceAll(`${td}/`, "").split("\n")[0];
    expect(first("en")).toBe("board.yaml:11:45: error CW205: theatre `military`: `colour` must be a colour: `#` and six hexadecimal digits, like `#1f6fb2`");
    expect(first("pt")).toBe("board.yaml:11:45: erro CW205: teatro `military`: `colour` deve ser uma cor: `#` seguido de seis dígitos hexadecimais, por exemplo `#1f6fb2`");
  });
});
