// The engine's own messages live in src/locales/, not in a game's locale files: diagnostics, the
// command line's output and `cardwright play` speak them for every game (a designer's new game in
// a folder of its own, a repository without Twilight Struggle), a game's locale may word one of
// them its own way, and the translators' commands check and stamp them with every game's.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sourceHash } from "../src/i18n/index.js";
import { ENGINE_LOCALES_DIR } from "../src/cli/engine-locales.js";
import { engineMessages, spoken } from "./helpers.js";
import { diskReader } from "../src/content/load-dir.js";
import { loadI18n } from "../src/i18n/index.js";
import { codeFingerprint, forgetFingerprints } from "../src/build/fingerprint.js";

const ROOT = resolve(import.meta.dirname, "..");
/** A message key left bare in the output (the translator found no text for it). */
// (A key in backquotes is quoted, not said: CW608 names a game's own key with no English, e.g. `play.start`.)
const BARE_KEY = /(?<![\w./`-])(?:cli|diag|play|run)\.[a-z0-9_]+(?:\.[a-z0-9_]+)*(?![\w/`-])/;

describe("a repository without Twilight Struggle (13 Days alone, and a new game with no locale file)", () => {
  // A copy of Cardwright whose only games are 13 Days and a new game without locale files: its
  // command line is run as a user runs it (the launcher builds the copy's own compiled command line
  // on the first run), with no disk cache. Its node_modules is a folder of links to this one's
  // packages, not a link to this one's whole: the build and the cache go to the copy's own
  // node_modules/.cache, where a build of the copy's code would replace this repository's.
  const repo = mkdtempSync(join(tmpdir(), "cardwright-no-default-game-"));
  for (const d of ["src", "schemas", "grammar", "editor/locales", "cards/thirteen-days"]) cpSync(join(ROOT, d), join(repo, d), { recursive: true });
  cpSync(join(ROOT, "tsconfig.json"), join(repo, "tsconfig.json"));
  const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { cardwright: { defaultContent: string } };
  writeFileSync(join(repo, "package.json"), JSON.stringify({ ...pkg, cardwright: { ...pkg.cardwright, defaultContent: "cards/thirteen-days" } }, null, 2));
  // (Removed after: it holds its own build now. rmSync removes the links, not what they point at.)
  afterAll(() => rmSync(repo, { recursive: true, force: true }));
  mkdirSync(join(repo, "node_modules"));
  for (const name of readdirSync(join(ROOT, "node_modules"))) if (name !== ".cache") symlinkSync(join(ROOT, "node_modules", name), join(repo, "node_modules", name));
  // A designer's new game: 13 Days' rules, no locale file of its own.
  const mine = join(repo, "cards/my-game");
  cpSync(join(repo, "cards/thirteen-days"), mine, { recursive: true });
  rmSync(join(mine, "locales"), { recursive: true });
  writeFileSync(join(mine, "game.yaml"), readFileSync(join(mine, "game.yaml"), "utf8").replace(/^locales:\n(?: {2}.*\n)+/m, ""));
  const run = (...args: string[]) => {
    const r = spawnSync(process.execPath, [join(repo, "src/cli/cardwright.js"), ...args], { encoding: "utf8", cwd: repo, env: { ...process.env, CARDWRIGHT_CACHE: "0" } });
    return { code: r.status, out: r.stdout, err: r.stderr };
  };

  it("13 Days' diagnostics and the command line's words are Spanish with --lang es, no bare key", () => {
    const letter = join(repo, "cards/thirteen-days/cards/personal-letter.yaml");
    const shipped = readFileSync(letter, "utf8");
    writeFileSync(letter, shipped.replace("    kind: letter\n", "    kind: letter\n    kind: letter\n"));
    try {
      const broken = run("validate", "--lang", "es");
      expect(broken.code, broken.err).toBe(1);
      expect(broken.out).toMatch(/personal-letter\.yaml:7:5: error CW\d+: clave repetida/);
      expect(broken.out).toContain("1 error, 0 avisos");
      expect(broken.out).not.toMatch(BARE_KEY);
    } finally {
      writeFileSync(letter, shipped);
    }
    const ok = run("validate", "--lang", "es");
    expect(ok.code, ok.err).toBe(0);
    // 13 Days' own words for its summary; the engine's for the translations' line.
    expect(ok.out).toMatch(/^ok: 13 Días: .*9 campos de batalla/m);
    expect(ok.out).toMatch(/^traducciones: es (\d+)\/\1;/m);
    const usage = run("validate", "--lang", "es", "--nonsense");
    expect(usage.code).toBe(2);
    expect(usage.err).toContain("opción desconocida `--nonsense`");
    const status = run("i18n", "status", "es", "--check", "--lang", "es");
    expect(status.code, status.out).toBe(0);
    expect(status.out).toContain("Los mensajes propios del motor (src/locales):");
    for (const r of [ok, usage, status]) expect(`${r.out}${r.err}`).not.toMatch(BARE_KEY);
  }, 240_000);

  it("a game folder with no locale file speaks the engine's English, with no bare key", () => {
    const r = run("validate", "cards/my-game");
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/^ok: 13 Days: .*: 9 spaces, 53 cards/m);
    expect(r.out).not.toMatch(BARE_KEY);
    const usage = run("validate", "cards/my-game", "--lang", "es");
    expect(usage.code).toBe(2);
    // (Said in the language asked for: the engine's own messages have it.)
    expect(usage.err).toContain("idioma desconocido `es`; disponibles: en");
  }, 240_000);
});

describe("the engine's own messages", () => {
  it("a game's message of the same key is said instead: 13 Days and Twilight Struggle word their validate summary their own way", () => {
    const game = (id: string) => loadI18n(diskReader(join(ROOT, "cards", id))).bundle;
    const args = { game: "G", spaces: 2, cards: 3, scripted: 1, scenarios: 1, variants: 0, options: 0, warnings: 0, ms: 5 };
    expect(spoken(game("thirteen-days"), "es").t("cli.validate.ok", args)).toContain("2 campos de batalla");
    expect(spoken(game("twilight-struggle"), "es").t("cli.validate.ok", args)).toContain("2 países");
    expect(spoken(loadI18n(() => null).bundle, "es").t("cli.validate.ok", args)).toContain("2 espacios");
    // The engine's files hold no game's words for it: no game's locale file holds the engine's diagnostics.
    expect(engineMessages().byKey.get("msg.cli.validate.ok")!.text).toContain("{spaces, plural, one {# space} other {# spaces}}");
    for (const id of ["twilight-struggle", "thirteen-days"]) expect(game(id).byKey.has("msg.diag.yaml_syntax"), id).toBe(false);
  });
});

describe("the engine's locale files are not code", () => {
  it("editing one (a translator's stamp) neither rebuilds the command line nor drops the disk cache: the code's fingerprint stays", () => {
    const root = mkdtempSync(join(tmpdir(), "cardwright-fingerprint-"));
    for (const d of ["src/cli", "src/locales"]) cpSync(join(ROOT, d), join(root, d), { recursive: true });
    cpSync(join(ROOT, "package.json"), join(root, "package.json"));
    const fingerprint = () => (forgetFingerprints(), codeFingerprint(root));
    const before = fingerprint();
    writeFileSync(join(root, "src/locales/es.yaml"), `${readFileSync(join(root, "src/locales/es.yaml"), "utf8")}\n`);
    expect(fingerprint()).toBe(before);
    writeFileSync(join(root, "src/cli/main.ts"), `${readFileSync(join(root, "src/cli/main.ts"), "utf8")}\n`);
    expect(fingerprint()).not.toBe(before);
  });
});

describe("the translators' commands check and stamp the engine's own messages", () => {
  const bin = join(ROOT, "src/cli/cardwright.js");
  // A copy of src/locales/ to break and stamp (the command line reads CARDWRIGHT_ENGINE_LOCALES).
  const copy = mkdtempSync(join(tmpdir(), "cardwright-engine-locales-"));
  cpSync(ENGINE_LOCALES_DIR, copy, { recursive: true });
  const run = (...args: string[]) => {
    const r = spawnSync(process.execPath, [bin, ...args], { encoding: "utf8", env: { ...process.env, CARDWRIGHT_ENGINE_LOCALES: copy } });
    return { code: r.status, out: r.stdout, err: r.stderr };
  };
  const es = join(copy, "es.yaml");
  const shipped = readFileSync(es, "utf8");
  const line = shipped.split("\n").findIndex((l) => l.startsWith("  msg.cli.usage:")) + 1;
  // The copy is in the system's temporary folder, outside the repository: shown by its whole path (src/cli/shown-path.ts).
  const shown = (file: string) => (file ? join(copy, file) : copy);
  const esc = (s: string) => s.replace(/[.]/g, "\\.");

  it("`i18n status --check` counts them with every game's, at the file, line and column of a malformed one; so does validate", () => {
    const english = shipped.split("\n")[line - 1]!;
    expect(english).toContain('text: "Ejecuta `cardwright --help`');
    writeFileSync(es, shipped.replace(english, english.replace('se usa."', 'se usa {orden"')));
    for (const game of ["twilight-struggle", "thirteen-days"]) {
      const r = run("i18n", "status", "es", "--check", "--game", game);
      expect(r.code, r.err).toBe(1);
      expect(r.out).toContain(`The engine's own messages (${shown("")}):`);
      expect(r.out).toMatch(new RegExp(`invalid +msg\\.cli\\.usage +${esc(shown("es.yaml"))}:${line}:\\d+ +\`\\{orden\` is not closed`));
    }
    const v = run("validate");
    expect(v.out).toMatch(new RegExp(`${esc(shown("es.yaml"))}:${line}:\\d+: warning CW605: Spanish translation of \`msg\\.cli\\.usage\``));
    // A file that does not parse is an error at its line and column (exit 1), before anything else.
    // (Here a key written twice: the second is blamed, one line further down for the line added.)
    writeFileSync(es, shipped.replace("strings:\n", 'strings:\n  msg.cli.hint: { text: "pista" }\n'));
    const broken = run("i18n", "status", "--check");
    expect(broken.code).toBe(1);
    const at = shipped.split("\n").findIndex((l) => l.startsWith("  msg.cli.hint:")) + 2;
    expect(`${broken.out}${broken.err}`).toContain(`${join(copy, "es.yaml")}:${at}:3: error CW102: duplicate key`);
  }, 180_000);

  it("`i18n stamp LANG KEY` stamps an engine message in the engine's file, not the game's", () => {
    writeFileSync(es, shipped.replace(/msg\.cli\.hint: \{ text: "([^"]*)", source: "[0-9a-f]+" \}/, 'msg.cli.hint: { text: "consejo" }'));
    const game = readFileSync(join(ROOT, "cards/twilight-struggle/locales/es.yaml"), "utf8");
    expect(run("i18n", "status", "--check").code).toBe(1);
    const r = run("i18n", "stamp", "es", "msg.cli.hint");
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain(`${shown("es.yaml")}: stamped 1 entry`);
    expect(readFileSync(es, "utf8")).toContain(`msg.cli.hint: { text: "consejo", source: "${sourceHash("hint")}" }`);
    expect(readFileSync(join(ROOT, "cards/twilight-struggle/locales/es.yaml"), "utf8")).toBe(game);
    expect(run("i18n", "status", "--check").code).toBe(0);
    writeFileSync(es, shipped);
  }, 120_000);

  it("`i18n stamp LANG KEY --engine` stamps the engine's entry of a message the game words its own way too (without it, the game's is stamped)", () => {
    // Both the engine and Twilight Struggle word the outcome line; the engine's entry is outdated.
    const key = "msg.cli.simulate.outcome";
    const outdated = shipped.replace(new RegExp(`(  ${esc(key)}: \\{ text: "[^\\n]*", source: ")[0-9a-f]+(" \\})`), (_, head: string, tail: string) => `${head}00000000${tail}`);
    expect(outdated).not.toBe(shipped);
    writeFileSync(es, outdated);
    const content = mkdtempSync(join(tmpdir(), "cardwright-stamp-engine-"));
    cpSync(join(ROOT, "cards/twilight-struggle"), content, { recursive: true });
    const gameFile = join(content, "locales/es.yaml");
    expect(readFileSync(gameFile, "utf8")).toContain(`  ${key}: `);
    try {
      expect(run("i18n", "status", "es", "--check", "--content", content).code).toBe(1);
      // As before: the game's entry is the one stamped, the engine's stays outdated.
      const game = run("i18n", "stamp", "es", key, "--content", content);
      expect(game.code, game.err).toBe(0);
      expect(game.out).toContain("locales/es.yaml: stamped 1 entry");
      expect(game.out).not.toContain(shown("es.yaml"));
      expect(readFileSync(es, "utf8")).toBe(outdated);
      expect(run("i18n", "status", "es", "--check", "--content", content).code).toBe(1);
      // --engine: the engine's file, and only it.
      const gameText = readFileSync(gameFile, "utf8");
      const engine = run("i18n", "stamp", "es", key, "--engine", "--content", content);
      expect(engine.code, engine.err).toBe(0);
      expect(engine.out).toBe(`${shown("es.yaml")}: stamped 1 entry\n`);
      expect(readFileSync(es, "utf8")).toBe(shipped);
      expect(readFileSync(gameFile, "utf8")).toBe(gameText);
      expect(run("i18n", "status", "es", "--check", "--content", content).code).toBe(0);
      // A key the engine's files do not have, a language they do not speak: said so (exit 2).
      const card = run("i18n", "stamp", "es", "card.fidel.text", "--engine", "--content", content);
      expect(card.code).toBe(2);
      expect(card.err).toContain("`card.fidel.text` has no English source");
      const fr = run("i18n", "stamp", "fr", key, "--engine", "--content", content);
      expect(fr.code).toBe(2);
      expect(fr.err).toMatch(/unknown language `fr`; available: es, it, pt/);
    } finally {
      writeFileSync(es, shipped);
      rmSync(content, { recursive: true, force: true });
    }
  }, 180_000);
});
