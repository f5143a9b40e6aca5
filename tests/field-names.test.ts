// A declared field of a card, a space, a group or a modifier whose schema says `names: group` (or
// card, option, track …, or a list of kinds, any one of them: `names: [space, track, card]`) names
// a declared thing: a misspelt id there is CW402 at its place, with "did you mean" (among the
// names of its kinds), as in a scenario's data. Before, `validate` passed it and in play it never
// matched (Twilight Struggle's Ops bonus `all_in: southeast_asai` simply never applied).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { diskReader } from "../src/content/load-dir.js";
import { loadContent } from "../src/content/load.js";
import { copyGame, editFiles, type FileEdits } from "./file-edits.js";

const ROOT = resolve(import.meta.dirname, "..");
const TMP = mkdtempSync(join(tmpdir(), "cardwright-field-names-"));

type Edits = FileEdits;

/** A copy of a shipped game. */
const copyOf = (game: string, name: string): string => copyGame(game, join(TMP, name));

/** `line:column` of `word` in the line of `file` that holds `context` (which holds the word). */
function placeOf(dir: string, file: string, context: string, word: string): string {
  const lines = readFileSync(join(dir, file), "utf8").split("\n");
  const i = lines.findIndex((l) => l.includes(context));
  if (i < 0) throw new Error(`${file} has no ${context}`);
  return `${i + 1}:${lines[i]!.indexOf(word, lines[i]!.indexOf(context)) + 1}`;
}

/** `cardwright validate DIR` as a user runs it (the launcher, the compiled command line): its output (the cache off unless a cache folder is given). */
function validate(dir: string, lang: string, cacheDir?: string): { stdout: string; status: number | null } {
  const env = { ...process.env, ...(cacheDir ? { CARDWRIGHT_CACHE_DIR: cacheDir } : { CARDWRIGHT_CACHE: "0" }) };
  if (cacheDir) delete (env as Record<string, string | undefined>)["CARDWRIGHT_CACHE"];
  const r = spawnSync(process.execPath, [join(ROOT, "src/cli/cardwright.js"), "validate", dir, "--lang", lang], { encoding: "utf8", cwd: ROOT, env });
  expect(r.stderr).toBe("");
  return { stdout: r.stdout.replace(/ (in|en|em) [\d.,]+ ms/, " in N ms"), status: r.status };
}

// Twilight Struggle: a modifier's `all_in` (a region) and `card` (a card), in a card file and in a
// variant's effects, and a card's `option` (an option's id).
const TWILIGHT: Edits = {
  "cards/early-war.yaml": [
    ["amount: 1, all_in: southeast_asia }", "amount: 1, all_in: southeast_asai }"],
    ["option: optional_cards", "option: optional_card"],
  ],
  "cards/mid-war.yaml": [["action: headline, card: missile_envy }", "action: headline, card: missile_envi }"]],
  "variants/chinese-civil-war.yaml": [["action: event, card: red_scare_purge }", "action: event, card: red_scare_purj }"]],
};
// 13 Days: a theatre's `defcon` (a track), and an agenda's `target` (a battleground, a track or a
// card: `names: [space, track, card]`), here a track and a battleground misspelt.
const THIRTEEN: Edits = {
  "board.yaml": [["defcon: defcon_military }", "defcon: defcon_militray }"]],
  "cards/agendas.yaml": [
    ["    target: defcon_political\n", "    target: defcon_politcal\n"],
    ["    target: atlantic\n", "    target: atlantik\n"],
  ],
};

function twilightExpected(dir: string, lang: "en" | "es"): string {
  const at = (file: string, context: string, word: string) => `${join(dir, file)}:${placeOf(dir, file, context, word)}`;
  const w = lang === "en" ? { error: "error", hint: "hint", mean: "did you mean", region: "unknown region", option: "unknown option", card: "unknown card", total: "4 errors, 0 warnings" } : { error: "error", hint: "pista", mean: "¿quisiste decir", region: "región desconocida", option: "opción desconocida", card: "carta desconocida", total: "4 errores, 0 avisos" };
  return [
    `${at("cards/early-war.yaml", "all_in: southeast_asai", "southeast_asai")}: ${w.error} CW402: ${w.region} \`southeast_asai\``,
    `    ${w.hint}: ${w.mean} \`southeast_asia\`?`,
    `${at("cards/early-war.yaml", "option: optional_card", "optional_card")}: ${w.error} CW402: ${w.option} \`optional_card\``,
    `    ${w.hint}: ${w.mean} \`optional_cards\`?`,
    `${at("cards/mid-war.yaml", "card: missile_envi", "missile_envi")}: ${w.error} CW402: ${w.card} \`missile_envi\``,
    `    ${w.hint}: ${w.mean} \`missile_envy\`?`,
    `${at("variants/chinese-civil-war.yaml", "card: red_scare_purj", "red_scare_purj")}: ${w.error} CW402: ${w.card} \`red_scare_purj\``,
    `    ${w.hint}: ${w.mean} \`red_scare_purge\`?`,
    w.total,
    "",
  ].join("\n");
}

function thirteenExpected(dir: string, lang: "en" | "es"): string {
  const at = `${join(dir, "board.yaml")}:${placeOf(dir, "board.yaml", "defcon: defcon_militray", "defcon_militray")}`;
  const target = (word: string) => `${join(dir, "cards/agendas.yaml")}:${placeOf(dir, "cards/agendas.yaml", `target: ${word}`, word)}`;
  return lang === "en"
    ? [
        `${target("defcon_politcal")}: error CW402: unknown battleground, track or card \`defcon_politcal\``,
        "    hint: did you mean `defcon_political`?",
        `${target("atlantik")}: error CW402: unknown battleground, track or card \`atlantik\``,
        "    hint: did you mean `atlantic`?",
        `${at}: error CW402: unknown track \`defcon_militray\``,
        "    hint: did you mean `defcon_military`?",
        "3 errors, 0 warnings",
        "",
      ].join("\n")
    : [
        `${target("defcon_politcal")}: error CW402: nombre desconocido \`defcon_politcal\` (campo de batalla, marcador o carta)`,
        "    pista: ¿quisiste decir `defcon_political`?",
        `${target("atlantik")}: error CW402: nombre desconocido \`atlantik\` (campo de batalla, marcador o carta)`,
        "    pista: ¿quisiste decir `atlantic`?",
        `${at}: error CW402: marcador desconocido \`defcon_militray\``,
        "    pista: ¿quisiste decir `defcon_military`?",
        "3 errores, 0 avisos",
        "",
      ].join("\n");
}

describe("a declared field that names something is checked", () => {
  it("Twilight Struggle: a misspelt region, card or option in a card's or a modifier's field is CW402 at its place, in English and Spanish", () => {
    const dir = copyOf("twilight-struggle", "ts");
    editFiles(dir, TWILIGHT);
    for (const lang of ["en", "es"] as const) {
      const r = validate(dir, lang);
      expect(r.stdout).toBe(twilightExpected(dir, lang));
      expect(r.status).toBe(1);
    }
  }, 180_000);

  it("13 Days: a misspelt track in a theatre's `defcon`, and a misspelt track and battleground in agendas' `target` (a battleground, a track or a card), are CW402 at their places, in English and Spanish", () => {
    const dir = copyOf("thirteen-days", "td");
    editFiles(dir, THIRTEEN);
    for (const lang of ["en", "es"] as const) {
      const r = validate(dir, lang);
      expect(r.stdout).toBe(thirteenExpected(dir, lang));
      expect(r.status).toBe(1);
    }
  }, 180_000);

  it("from the disk cache the same: a folder validated clean, then edited, then validated again", () => {
    for (const [game, edits, expected] of [
      ["twilight-struggle", TWILIGHT, twilightExpected],
      ["thirteen-days", THIRTEEN, thirteenExpected],
    ] as const) {
      const dir = copyOf(game, `${game}-cached`);
      const cache = join(TMP, `${game}-cache`);
      expect(validate(dir, "en", cache).status).toBe(0);
      expect(validate(dir, "en", cache).status).toBe(0);
      editFiles(dir, edits);
      for (const lang of ["en", "es"] as const) {
        // A miss after the edit, then a hit.
        expect(validate(dir, lang, cache).stdout).toBe(expected(dir, lang));
        expect(validate(dir, lang, cache).stdout).toBe(expected(dir, lang));
      }
    }
  }, 300_000);
});

describe("the loader checks names in declared fields", () => {
  /** 13 Days read from disk, with some files' text edited in memory. */
  const reader = (edits: Edits) => {
    const disk = diskReader(join(ROOT, "cards/thirteen-days"));
    return (path: string) => {
      let text = disk(path);
      for (const [from, to] of edits[path] ?? []) {
        if (text === null || !text.includes(from)) throw new Error(`${path} has no ${from}`);
        text = text.replace(from, to);
      }
      return text;
    };
  };
  // A space field naming a theatre (a group), a battleground that misspells it after one left out
  // for an error of its own (the others keep their places), one that writes null and others
  // without it (its default, null: no name).
  const edits: Edits = {
    "game.yaml": [["space_fields:\n", 'space_fields:\n  also_in: { type: [string, "null"], names: group, default: null, description: "A second theatre." }\n']],
    "board.yaml": [
      ["    name: Turkey\n    groups: [political]\n    agenda_bonus: 1\n", "    name: Turkey\n    groups: [political]\n    agenda_bonus: -1\n"],
      ["    name: Italy\n    groups: [political]\n", "    name: Italy\n    groups: [political]\n    also_in: militray\n"],
      ["    name: Cuba (Military)\n    groups: [military]\n", "    name: Cuba (Military)\n    groups: [military]\n    also_in: null\n"],
    ],
  };

  it("a misspelt group in a space field: CW402 at the value, with the nearest group; spelt right or null, no error", () => {
    const r = loadContent(reader(edits));
    const named = r.diagnostics.filter((d) => d.code === "CW402");
    const board = reader(edits)("board.yaml")!.split("\n");
    const line = board.findIndex((l) => l.includes("also_in: militray")) + 1;
    expect(named.map((d) => [d.file, d.start.line, d.start.column, d.message, d.hint])).toEqual([["board.yaml", line, 14, "unknown theatre `militray`", "did you mean `military`?"]]);
    // (The battleground left out is reported for its own error.)
    expect(r.diagnostics.some((d) => d.code !== "CW402" && d.file === "board.yaml")).toBe(true);
    // Spelt right (and the left-out battleground mended), no error at all: a name found, a null no name.
    const fixed: Edits = { ...edits, "board.yaml": edits["board.yaml"]!.map(([from, to]) => [from, to.replace("militray", "military").replace("agenda_bonus: -1", "agenda_bonus: 1")]) };
    expect(loadContent(reader(fixed)).diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  });
});
