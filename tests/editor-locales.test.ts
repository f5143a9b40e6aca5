// The editor's own messages live in editor/locales/, not in a game's locale files: the editor speaks
// them for whatever game is open (one without any locale file too), a game's locale may word one
// of them its own way, and the translators' commands check and stamp them with every game's.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { diskReader } from "../src/content/load-dir.js";
import { loadI18n, sourceHash, type I18nBundle } from "../src/i18n/index.js";
import { EDITOR_LOCALES, EDITOR_LOCALES_DIR, editorSchemaEnglish } from "../src/cli/editor-locales.js";
import { ownMessages, speaking } from "../editor/src/i18n/own.js";

const ROOT = resolve(import.meta.dirname, "..");
const game = (id: string) => loadI18n(diskReader(join(ROOT, "cards", id))).bundle;
const texts = new Map(readdirSync(EDITOR_LOCALES_DIR).map((f) => [f, readFileSync(join(EDITOR_LOCALES_DIR, f), "utf8")]));
/** The editor's own messages as the page reads them, with `lang` in full. */
const own = (lang: string): I18nBundle => ownMessages(texts, lang)!;
const empty = loadI18n(() => null).bundle;

describe("the editor's own messages", () => {
  it("every editor message its code names is in editor/locales/en.yaml (a game without them still gets a worded editor)", () => {
    const files = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : /\.ts$/.test(e.name) ? [join(dir, e.name)] : []));
    const used = new Set<string>();
    // (Monaco's theme names its colours editor.background …: not messages.)
    for (const f of files(join(ROOT, "editor/src")).filter((f) => !f.includes("/monaco/"))) for (const m of readFileSync(f, "utf8").matchAll(/"(editor\.[a-z0-9_]+(?:\.[a-z0-9_]+)*)"/g)) used.add(m[1]!);
    expect(used.size).toBeGreaterThan(200);
    const en = own("en");
    expect([...used].filter((k) => !en.byKey.has(`msg.${k}`))).toEqual([]);
  });

  it("a game folder with no locale file: the editor's buttons, panels and status speak the editor's words, in its languages", () => {
    expect(speaking(empty, "es", own("es")).t("editor.save")).toBe("Guardar");
    expect(speaking(empty, "it", own("it")).t("editor.layout.translate")).toBe("Traduci");
    expect(speaking(empty, "pt", own("pt")).t("editor.panel.log")).toBe("Registro");
    expect(speaking(empty, "en", own("en")).t("editor.status.loading")).toBe("Loading content…");
    // No game's locale file holds them any more.
    for (const id of readdirSync(join(ROOT, "cards"))) expect(game(id).byKey.has("msg.editor.save"), id).toBe(false);
  });

  it("a game's locale words an editor message its own way: 13 Days' sides dominate, Twilight Struggle's control", () => {
    const td = game("thirteen-days");
    const ts = game("twilight-struggle");
    const inTd = speaking(td, "es", own("es"));
    expect(inTd.t("editor.board.control", { side: "ussr" })).toBe("La URSS domina");
    expect(inTd.t("editor.board.tip_control", { owner: null })).toBe("Nadie lo domina");
    expect(inTd.t("editor.layout.split")).toBe("Dividir");
    // The editor's words name no game's things; a game may keep its own (a country, not a space).
    expect(inTd.t("editor.new_card.taken", { id: "x" })).toBe("x ya es el id de una carta, un espacio o un efecto");
    const inTs = speaking(ts, "es", own("es"));
    expect(inTs.t("editor.board.control", { side: "ussr" })).toBe("Control de la URSS");
    expect(inTs.t("editor.board.control", { side: "us" })).toBe("Control de EE. UU.");
    expect(inTs.t("editor.new_card.taken", { id: "x" })).toBe("x ya es una carta, un país o un efecto");
    // The game's words for its own entry points stay the game's: 13 Days has none of them.
    expect(inTs.hasMessage("editor.setup.at_action")).toBe(true);
    expect(inTd.hasMessage("editor.setup.at_action")).toBe(false);
  });

  it("the command line reads the same files as the editor, and the kernel schemas' descriptions as the English of their translations", () => {
    const disk = EDITOR_LOCALES.load()!;
    expect(disk.diagnostics).toEqual([]);
    const page = own("es");
    // (The editor reads a schema's English in the schema itself: schema-words.test.ts.)
    expect(disk.bundle.sources.map((s) => [s.key, s.text])).toEqual([...page.sources.map((s) => [s.key, s.text]), ...[...editorSchemaEnglish()].map(([k, m]) => [`msg.${k}`, m.text])]);
    expect([...disk.bundle.translations.keys()]).toEqual(["es", "it", "pt"]);
    expect([...disk.bundle.translations.get("es")!.entries.values()].map((e) => [e.key, e.text])).toEqual([...page.translations.get("es")!.entries.values()].map((e) => [e.key, e.text]));
  });
});

describe("the translators' commands check and stamp the editor's own messages", () => {
  const bin = join(ROOT, "src/cli/cardwright.js");
  // A copy of editor/locales/ to break and stamp (the command line reads CARDWRIGHT_EDITOR_LOCALES).
  const copy = mkdtempSync(join(tmpdir(), "cardwright-editor-locales-"));
  cpSync(EDITOR_LOCALES_DIR, copy, { recursive: true });
  const run = (...args: string[]) => {
    const r = spawnSync(process.execPath, [bin, ...args], { encoding: "utf8", env: { ...process.env, CARDWRIGHT_EDITOR_LOCALES: copy } });
    return { code: r.status, out: r.stdout, err: r.stderr };
  };
  const es = join(copy, "es.yaml");
  const shipped = readFileSync(es, "utf8");
  const line = shipped.split("\n").findIndex((l) => l.startsWith("  msg.editor.save:")) + 1;
  // The copy is in the system's temporary folder, outside the repository: shown by its whole path (src/cli/shown-path.ts).
  const shown = (file: string) => (file ? join(copy, file) : copy);

  it("`i18n status --check` counts them with every game's, at the file, line and column of a malformed one; so does validate", () => {
    writeFileSync(es, shipped.replace('msg.editor.save: { text: "Guardar"', 'msg.editor.save: { text: "Guardar {file"'));
    for (const game of ["twilight-struggle", "thirteen-days"]) {
      const r = run("i18n", "status", "es", "--check", "--game", game);
      expect(r.code, r.err).toBe(1);
      expect(r.out).toContain(`The editor's own messages (${shown("")}):`);
      expect(r.out).toMatch(new RegExp(`invalid +msg\\.editor\\.save +${shown("es.yaml").replace(/[.]/g, "\\.")}:${line}:\\d+ +\`\\{file\` is not closed`));
    }
    const v = run("validate");
    expect(v.out).toMatch(new RegExp(`${shown("es.yaml").replace(/[.]/g, "\\.")}:${line}:\\d+: warning CW605: Spanish translation of \`msg\\.editor\\.save\``));
  }, 120_000);

  it("`i18n stamp LANG KEY` stamps an editor message in the editor's file, not the game's", () => {
    writeFileSync(es, shipped.replace('msg.editor.save: { text: "Guardar", source: "4d2d5d68" }', 'msg.editor.save: { text: "Guardar ya" }'));
    const game = readFileSync(join(ROOT, "cards/twilight-struggle/locales/es.yaml"), "utf8");
    const r = run("i18n", "stamp", "es", "msg.editor.save");
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain(`${shown("es.yaml")}: stamped 1 entry`);
    expect(readFileSync(es, "utf8")).toContain(`msg.editor.save: { text: "Guardar ya", source: "${sourceHash("Save")}" }`);
    expect(readFileSync(join(ROOT, "cards/twilight-struggle/locales/es.yaml"), "utf8")).toBe(game);
    expect(run("i18n", "status", "--check").code).toBe(0);
  }, 60_000);

  it("`i18n stamp LANG KEY` stamps the translation of a kernel schema's description with the hash of the schema's English", () => {
    const key = "msg.editor.schema.game.name";
    const entry = new RegExp(`  ${key.replace(/\./g, "\\.")}: \\{ text: "([^"]*)", source: "[0-9a-f]+" \\}`);
    const text = entry.exec(shipped)![1]!;
    writeFileSync(es, shipped.replace(entry, `  ${key}: { text: "${text}" }`));
    expect(run("i18n", "status", "es").out).toMatch(new RegExp(`not stamped +${key.replace(/\./g, "\\.")}`));
    const r = run("i18n", "stamp", "es", key);
    expect(r.code, r.err).toBe(0);
    expect(readFileSync(es, "utf8")).toContain(`${key}: { text: "${text}", source: "${sourceHash("Name shown to players.")}" }`);
    expect(run("i18n", "status", "--check").code).toBe(0);
  }, 60_000);

  it("a language only the editor has (a translator of the editor starting French) is checked and stamped as the editor's", () => {
    writeFileSync(join(copy, "fr.yaml"), 'language: fr\nname: Français\nstrings:\n  msg.editor.save: { text: "Enregistrer" }\n');
    const before = run("i18n", "status", "fr");
    expect(before.code, before.err).toBe(0);
    expect(before.out).toContain(`The editor's own messages (${shown("")}):`);
    expect(before.out).toMatch(/fr \(Français\): 0 of \d+ up to date, \d+ missing/);
    expect(run("i18n", "stamp", "fr").out).toContain(`${shown("fr.yaml")}: stamped 1 entry`);
    expect(readFileSync(join(copy, "fr.yaml"), "utf8")).toContain(`source: "${sourceHash("Save")}"`);
    // A language neither has is still refused.
    expect(run("i18n", "status", "de").code).toBe(2);
  }, 60_000);
});
