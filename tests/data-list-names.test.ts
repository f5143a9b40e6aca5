// Some of a game's names are declared by its own data: Twilight Struggle's eras are the entries of
// rules.yaml's `turns: eras:`, and a scenario's `decks: start_with:` names them. Its schema marks them
// with `names: { data: "rules.turns.eras", key: "id" }`. Before, `start_with: [erly]` passed `validate` and every
// game started with an empty draw pile.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");
const TMP = mkdtempSync(join(tmpdir(), "cardwright-data-list-names-"));

/** A copy of a shipped game whose files have `from` replaced by `to` (each must be there once at least). */
function gameWith(game: string, name: string, changes: [file: string, from: string, to: string][]): string {
  const dir = join(TMP, name);
  cpSync(join(ROOT, "cards", game), dir, { recursive: true });
  for (const [file, from, to] of changes) {
    const text = readFileSync(join(dir, file), "utf8");
    if (!text.includes(from)) throw new Error(`${file} has no ${from}`);
    writeFileSync(join(dir, file), text.replace(from, to));
  }
  return dir;
}

const twilightWith = (name: string, changes: [string, string, string][]) => gameWith("twilight-struggle", name, changes);

/** `file:line:column` of the first `word` after `context` in the file. */
function at(dir: string, file: string, context: string, word: string): string {
  const text = readFileSync(join(dir, file), "utf8");
  const i = text.indexOf(word, text.indexOf(context));
  const before = text.slice(0, i).split("\n");
  return `${join(dir, file)}:${before.length}:${before.at(-1)!.length + 1}`;
}

/** `cardwright validate DIR --lang LANG`: its output (the disk cache in `cache`, or off). */
function validate(dir: string, lang: string, cache?: string): { stdout: string; status: number | null } {
  const env: Record<string, string | undefined> = { ...process.env, CARDWRIGHT_CACHE: cache ? undefined : "0", CARDWRIGHT_CACHE_DIR: cache };
  const r = spawnSync(process.execPath, [join(ROOT, "src/cli/cardwright.js"), "validate", dir, "--lang", lang], { encoding: "utf8", cwd: ROOT, env: env as NodeJS.ProcessEnv });
  expect(r.stderr).toBe("");
  return { stdout: r.stdout.replace(/ (in|en) [\d.,]+ ms/, " in N ms"), status: r.status };
}

const ERLY: [string, string, string][] = [["scenarios/standard.yaml", "start_with: [early]", "start_with: [erly]"]];

function erlyExpected(dir: string, lang: "en" | "es"): string {
  const place = at(dir, "scenarios/standard.yaml", "start_with:", "erly");
  return lang === "en"
    ? [`${place}: error CW402: unknown entry \`erly\` of rules.turns.eras`, "    hint: did you mean `early`?", "1 error, 0 warnings", ""].join("\n")
    : [`${place}: error CW402: entrada desconocida \`erly\` de rules.turns.eras`, "    pista: ¿quisiste decir `early`?", "1 error, 0 avisos", ""].join("\n");
}

describe("a scenario's data naming an entry of a list of the game's data", () => {
  it("a misspelt era in `start_with` is CW402 at its place with the era meant, in English and Spanish", () => {
    const dir = twilightWith("erly", ERLY);
    for (const lang of ["en", "es"] as const) {
      const r = validate(dir, lang);
      expect(r.stdout).toBe(erlyExpected(dir, lang));
      expect(r.status).toBe(1);
    }
  }, 180_000);

  it("from the disk cache the same: validated clean, edited, then validated again (a miss, then a hit)", () => {
    const dir = twilightWith("erly-cached", []);
    const cache = join(TMP, "cache");
    expect(validate(dir, "en", cache).status).toBe(0);
    const text = readFileSync(join(dir, "scenarios/standard.yaml"), "utf8");
    writeFileSync(join(dir, "scenarios/standard.yaml"), text.replace(...(ERLY[0]!.slice(1) as [string, string])));
    for (const lang of ["en", "es"] as const) {
      expect(validate(dir, lang, cache).stdout).toBe(erlyExpected(dir, lang));
      expect(validate(dir, lang, cache).stdout).toBe(erlyExpected(dir, lang));
    }
  }, 300_000);

  // An option that adds an era to the data and starts with it: the list checked is the composed one.
  const OPTION = "options/reshuffle-when-empty.yaml";
  const DATA = "    alternate_rules: { reshuffle_when_empty: true }\n";
  const addsEra = (start: string): [string, string, string] => [OPTION, DATA, `${DATA}    turns:\n      eras:\n        - { id: early, name: Early War, joins_at_turn: 1 }\n        - { id: mid, name: Mid War, joins_at_turn: 4 }\n        - { id: late, name: Late War, joins_at_turn: 8 }\n        - { id: modern, name: Modern Era, joins_at_turn: 10 }\nscenario_changes:\n  decks: { start_with: [${start}] }\n`];

  it("an option's data changes the list: the option naming the era it adds is clean, a misspelling of it is not, nor the era without the option", () => {
    const clean = twilightWith("option-adds", [addsEra("early, modern")]);
    expect(validate(clean, "en").stdout).toMatch(/^ok: .* 0 warnings in N ms$/m);
    const typo = twilightWith("option-typo", [addsEra("early, modrn")]);
    expect(validate(typo, "en").stdout).toBe([`${at(typo, OPTION, "start_with:", "modrn")}: error CW402: unknown entry \`modrn\` of rules.turns.eras`, "    hint: did you mean `modern`?", "1 error, 0 warnings", ""].join("\n"));
    // The base scenario naming the era only the option adds: an error of the base game's.
    const base = twilightWith("base-names-modern", [addsEra("early, modern"), ["scenarios/standard.yaml", "start_with: [early]", "start_with: [early, modern]"]]);
    const r = validate(base, "en");
    expect(r.stdout).toContain(`${at(base, "scenarios/standard.yaml", "start_with:", "modern")}: error CW402: unknown entry \`modern\` of rules.turns.eras`);
    expect(r.status).toBe(1);
  }, 300_000);

  it("a `names` keyword whose path leads to no list is CW205 at that keyword, with the path meant", () => {
    const dir = twilightWith("bad-path", [["schemas/scenario.schema.json", '"data": "rules.turns.eras"', '"data": "rules.turns.erass"']]);
    const r = validate(dir, "en");
    expect(r.stdout).toBe([`${at(dir, "schemas/scenario.schema.json", "Era ids whose cards", '{ "data"')}: error CW205: \`names\` leads to no list of the game's data: \`rules.turns.erass\``, "    hint: did you mean `rules.turns.eras`?", "1 error, 0 warnings", ""].join("\n"));
  }, 180_000);

  it("a declared card field may name a data list's entries too: a card's misspelt era, and a misspelt field of the path in game.yaml", () => {
    const ERA: [string, string, string] = ["game.yaml", "era: { title: Era, enum: [early, mid, late],", "era: { title: Era, type: string, names: { data: rules.turns.eras, key: id },"];
    const card = twilightWith("card-era", [ERA, ["cards/early-war.yaml", "era: early", "era: erly"]]);
    expect(validate(card, "en").stdout).toBe([`${at(card, "cards/early-war.yaml", "era: erly", "erly")}: error CW402: unknown entry \`erly\` of rules.turns.eras`, "    hint: did you mean `early`?", "1 error, 0 warnings", ""].join("\n"));
    const path = twilightWith("card-era-path", [[ERA[0], ERA[1], ERA[2].replace("rules.turns.eras", "rules.turn.eras")]]);
    expect(validate(path, "en").stdout).toBe([`${at(path, "game.yaml", "era: { title: Era", "{ data:")}: error CW205: \`names\` leads to no list of the game's data: \`rules.turn.eras\``, "    hint: did you mean `rules.turns.eras`?", "1 error, 0 warnings", ""].join("\n"));
  }, 180_000);

  it("a `names` value of neither form is CW205 at it, the forms spelt out, in English and Spanish", () => {
    const dir = twilightWith("bad-form", [["schemas/scenario.schema.json", '"names": "space"', '"names": "spcae"']]);
    const place = at(dir, "schemas/scenario.schema.json", '"names": "spcae"', '"spcae"');
    expect(validate(dir, "en").stdout.split("\n").slice(0, 2)).toEqual([
      `${place}: error CW205: not a usable JSON Schema: \`names\` must be one of space, group, card, effect, side, track, option, a list of them (a name of any one), or \`data:\` (a data file and the fields to a list in it, by dots) with \`key:\` (the field of its entries that is their id)`,
      "    hint: did you mean `space`?",
    ]);
    expect(validate(dir, "es").stdout.split("\n").slice(0, 2)).toEqual([
      `${place}: error CW205: no es un JSON Schema utilizable: \`names\` debe ser uno de space, group, card, effect, side, track, option, una lista de ellos (un nombre de cualquiera), o \`data:\` (un archivo de datos y los campos hasta una lista en él, separados por puntos) con \`key:\` (el campo de sus entradas que es su id)`,
      "    pista: ¿quisiste decir `space`?",
    ]);
  }, 180_000);

  it("the other names of both games' scenarios and rules tables (sides, battlegrounds, regions, cards, tracks) are marked and checked", () => {
    const td = gameWith("thirteen-days", "td-names", [
      ["scenarios/standard.yaml", "letter: us ", "letter: su "],
      ["scenarios/standard.yaml", "us: { italy: 1", "us: { itlay: 1"],
      ["scenarios/standard.yaml", "  defcon_military: { us: 1", "  defcon_militry: { us: 1"],
      ["rules.yaml", "initiative_on_tie: ussr", "initiative_on_tie: usrr"],
      ["rules.yaml", "[television,", "[televison,"],
    ]);
    const tdAt = (file: string, context: string, word: string) => at(td, file, context, word);
    expect(validate(td, "en").stdout).toBe(
      [
        `${tdAt("scenarios/standard.yaml", "cubes:", "itlay")}: error CW402: unknown battleground \`itlay\``,
        "    hint: did you mean `italy`?",
        `${tdAt("scenarios/standard.yaml", "defcon:", "defcon_militry")}: error CW402: unknown track \`defcon_militry\``,
        "    hint: did you mean `defcon_military`?",
        `${tdAt("scenarios/standard.yaml", "letter:", "su")}: error CW402: unknown side \`su\``,
        "    hint: did you mean `us`?",
        `${tdAt("rules.yaml", "initiative_on_tie:", "usrr")}: error CW402: unknown side \`usrr\``,
        "    hint: did you mean `ussr`?",
        `${tdAt("rules.yaml", "world_opinion_order:", "televison")}: error CW402: unknown battleground \`televison\``,
        "    hint: did you mean `television`?",
        "5 errors, 0 warnings",
        "",
      ].join("\n"),
    );
    const ts = twilightWith("ts-rules-names", [
      ["rules.yaml", "cards: { europe: europe_scoring, asia: asia_scoring", "cards: { europe: europe_scoring, aisa: asia_scorng"],
      ["rules.yaml", "{ level: 4, regions: [europe] }", "{ level: 4, regions: [eruope] }"],
    ]);
    const tsAt = (context: string, word: string) => at(ts, "rules.yaml", context, word);
    expect(validate(ts, "en").stdout).toBe(
      [
        `${tsAt("level: 4", "eruope")}: error CW402: unknown region \`eruope\``,
        "    hint: did you mean `europe`?",
        `${tsAt("cards: {", "aisa")}: error CW402: unknown region \`aisa\``,
        "    hint: did you mean `asia`?",
        `${tsAt("cards: {", "asia_scorng")}: error CW402: unknown card \`asia_scorng\``,
        "    hint: did you mean `asia_scoring`?",
        "3 errors, 0 warnings",
        "",
      ].join("\n"),
    );
  }, 180_000);
});
