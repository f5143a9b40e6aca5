// A translator starting a language the game does not have yet, as the command line answers them:
// how to start it (not only "unknown language"), a near miss of a code named, the messages in
// words even for a game whose English has no command-line messages of its own (13 Days), and a
// misspelt card in `i18n preview` named.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const bin = new URL("../src/cli/cardwright.js", import.meta.url).pathname;
const cache = mkdtempSync(join(tmpdir(), "cardwright-start-"));
function run(...args: string[]) {
  const r = spawnSync(process.execPath, [bin, ...args], { encoding: "utf8", env: { ...process.env, CARDWRIGHT_CACHE_DIR: cache } });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe("a translator starting a language", () => {
  it("`i18n status fr` says how to start French", () => {
    const r = run("i18n", "status", "fr", "--game", "thirteen-days");
    expect(r.code).toBe(2);
    expect(r.err).toContain("argument 3 `fr`: error CW904: unknown language `fr`; available: es, it, pt");
    expect(r.err).toContain("hint: to start fr: create locales/fr.yaml (`language: fr`, `name:`, `strings: {}`), add it to `translations:` under `locales:` in game.yaml, then run `cardwright i18n status fr`");
  }, 60_000);

  it("a code written another way is named: `ES`, `esp`, `es-MX` → es", () => {
    for (const [args, at] of [[["i18n", "stamp", "ES"], "argument 3 `ES`"], [["i18n", "status", "esp"], "argument 3 `esp`"], [["log", "--lang", "es-MX", "--seed", "1"], "argument 3 `es-MX`"]] as const) {
      const r = run(...args);
      expect(r.code).toBe(2);
      expect(r.err).toContain(at);
      expect(r.err).toContain("hint: did you mean `es`?");
    }
  }, 60_000);

  it("a player's unknown --lang gets no translator's instructions, and 13 Days says it in words", () => {
    const r = run("i18n", "preview", "agenda_military_1", "--game", "thirteen-days", "--lang", "fre");
    expect(r.code).toBe(2);
    expect(r.err).toContain("error CW904: unknown language `fre`; available: en, es, it, pt");
    expect(r.err).not.toContain("cli.unknown_language");
    expect(r.err).not.toContain("to start");
  }, 60_000);

  it("`i18n preview` with a misspelt card names the card meant", () => {
    const r = run("i18n", "preview", "agenda_militry_1", "--game", "thirteen-days");
    expect(r.code).toBe(2);
    expect(r.err).toContain("unknown card `agenda_militry_1`\n    hint: did you mean `agenda_military_1`?");
  }, 60_000);
});

describe("`i18n status` of a translation in progress", () => {
  it("says how many of the outdated entries were never stamped, as its lines do", () => {
    const dir = join(mkdtempSync(join(tmpdir(), "cardwright-unstamped-")), "td");
    cpSync(new URL("../cards/thirteen-days", import.meta.url).pathname, dir, { recursive: true });
    const file = join(dir, "locales/es.yaml");
    // Two entries written but not stamped yet (no `source:`).
    writeFileSync(file, readFileSync(file, "utf8").replace(/(  msg\.game\.start: \{ text: "[^"]*"), source: "[0-9a-f]+" \}/, "$1 }").replace(/(  msg\.round\.start: \{ text: "[^"]*"), source: "[0-9a-f]+" \}/, "$1 }"));
    const r = run("i18n", "status", "es", "--content", dir);
    expect(r.out).toMatch(/^es \(Español\): 290 of 292 up to date, 0 missing, 2 outdated \(2 of them not stamped\)$/m);
    expect(r.out.match(/^ {2}not stamped +msg\.(game|round)\.start /gm)).toHaveLength(2);
  }, 60_000);
});
