// A code snippet of game.yaml is translated under a key. It was always the slug of its English label,
// so rewording the label left every translation behind (missing under the new key, unknown under the
// old). An `id:` on the snippet now names the key (snippet.<id>.label/.detail): the translation stays
// and is marked outdated for review. A snippet without an id keeps its label's slug, as before.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { diskReader } from "../src/content/load-dir.js";
import { loadContent } from "../src/content/load.js";
import { loadI18n, translate } from "../src/i18n/index.js";
import { gameInfo, nameInfos, vocabularyInfo } from "../editor/src/game/content-info.js";
import { wordsOf } from "../editor/src/language/effect-words.js";
import { effectSnippets } from "../editor/src/language/snippets.js";

const DIR = "cards/thirteen-days";
const bin = new URL("../src/cli/cardwright.js", import.meta.url).pathname;
const cache = mkdtempSync(join(tmpdir(), "cardwright-snippet-ids-"));
function run(...args: string[]) {
  const r = spawnSync(process.execPath, [bin, ...args], { encoding: "utf8", env: { ...process.env, CARDWRIGHT_CACHE_DIR: cache } });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** 13 Days' files with game.yaml edited. */
function reader(from: string, to: string) {
  const disk = diskReader(DIR);
  const text = disk("game.yaml")!;
  expect(text).toContain(from);
  return (p: string) => (p === "game.yaml" ? text.replace(from, to) : disk(p));
}

/** The game's own snippets as the editor offers them in `lang`. */
function offered(read: (p: string) => string | null, lang: string) {
  const r = loadContent(read, DIR);
  expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  const tr = translate(loadI18n(read).bundle, lang);
  return effectSnippets(wordsOf(vocabularyInfo(r.content!), nameInfos(r.content!, tr), gameInfo(r.content!, DIR), (key) => tr.text(key)));
}

const RENAMED = ["  - id: place_cubes\n    label: place cubes\n", "  - id: place_cubes\n    label: place Influence cubes\n"] as const;

describe("a snippet's id keys its translations", () => {
  it("rewording the label of a snippet with an id keeps its translations (the key is snippet.<id>)", () => {
    const read = reader(...RENAMED);
    const bundle = loadI18n(read).bundle;
    expect(bundle.byKey.get("snippet.place_cubes.label")?.text).toBe("place Influence cubes");
    expect(bundle.byKey.has("snippet.place_influence_cubes.label")).toBe(false);
    expect(offered(read, "en")[1]!.label).toBe("place Influence cubes");
    for (const [lang, label] of [["es", "colocar cubos"], ["it", "piazzare cubi"], ["pt", "colocar cubos"]] as const) expect(offered(read, lang)[1]!.label, lang).toBe(label);
  });

  it("a snippet without an id keeps its label's slug as its key, as before ids", () => {
    const read = reader("  - id: place_cubes\n    label: place cubes\n", "  - label: place cubes\n");
    expect(loadI18n(read).bundle.byKey.get("snippet.place_cubes.label")?.text).toBe("place cubes");
    expect(offered(read, "es")[1]!.label).toBe("colocar cubos");
  });

  it("`i18n status` says the reworded label's translations are outdated, not missing", () => {
    const dir = join(mkdtempSync(join(tmpdir(), "cardwright-snippet-id-")), "td");
    cpSync(new URL(`../${DIR}`, import.meta.url).pathname, dir, { recursive: true });
    const game = join(dir, "game.yaml");
    writeFileSync(game, readFileSync(game, "utf8").replace(...RENAMED));
    const r = run("i18n", "status", "es", "--content", dir);
    expect(r.out).toMatch(/^es \(Español\): \d+ of \d+ up to date, 0 missing, 1 outdated/m);
    expect(r.out).toMatch(/outdated +snippet\.place_cubes\.label /);
  }, 60_000);

  it("two snippets with the same key are an error at the second (CW401), whose hint asks for an id", () => {
    const r = loadContent(reader("  - id: remove_cubes\n", "  - id: place_cubes\n"), DIR);
    const found = r.diagnostics.filter((d) => d.code === "CW401");
    expect(found.map((d) => [d.file, d.start.line, d.start.column, d.message, d.hint])).toEqual([
      ["game.yaml", 159, 9, "the snippets `place cubes` and `remove cubes` have the same translation key `snippet.place_cubes`", "give one of them an `id:` of its own"],
    ]);
    // A label whose slug is another snippet's id, without an id of its own, too (at its label).
    const same = loadContent(reader("  - id: gain_prestige\n    label: gain prestige\n", "  - label: place cubes\n"), DIR).diagnostics.filter((d) => d.code === "CW401");
    expect(same.map((d) => [d.start.line, d.start.column])).toEqual([[177, 12]]);
  });

  it("an id is a name: lowercase letters, digits and _ (a schema error otherwise)", () => {
    const r = loadContent(reader("  - id: place_cubes\n", "  - id: Place Cubes\n"), DIR);
    expect(r.diagnostics.filter((d) => d.severity === "error").map((d) => [d.code, d.file])).toEqual([["CW205", "game.yaml"]]);
  });
});
