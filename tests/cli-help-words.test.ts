// `cardwright --help` and each command's `--help` in the language `--lang` asks for: the help's
// words are the engine's messages (cli.help.*, src/locales/), the option names, their values'
// placeholders and the commands' names as they are typed.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { COMMANDS } from "../src/cli/main.js";
import { GLOBAL_OPTIONS } from "../src/cli/command.js";

const bin = new URL("../src/cli/cardwright.js", import.meta.url).pathname;
function help(...args: string[]): string {
  const r = spawnSync(process.execPath, [bin, ...args], { encoding: "utf8" });
  expect(r.stderr).toBe("");
  expect(r.status).toBe(0);
  return r.stdout;
}
/** The help's rows (`  --games N   How many games.`): the left side and the right. */
const rows = (text: string) => new Map(text.split("\n").map((l) => /^ {2}(\S.*?) {2,}(\S.*)$/.exec(l)).filter((m) => m !== null).map((m) => [m![1]!, m![2]!]));

describe("the command line's help in --lang's language", () => {
  it("cardwright --help --lang es: the commands and the options of every command, in Spanish", () => {
    const es = help("--help", "--lang", "es");
    const en = help("--help");
    expect(es).toContain("Uso: cardwright <command> [arguments] [options]");
    expect(es).toContain("Órdenes:");
    expect(rows(es).get("simulate")).toBe("Juega N partidas: partidas legales al azar en todos los núcleos (con --check, comprobando los invariantes) o partidas entre bots (--bots).");
    expect(rows(es).get("--lang LANG")).toMatch(/^Idioma de la salida/);
    // Every row named as in English, none worded as in English.
    expect([...rows(es).keys()]).toEqual([...rows(en).keys()]);
    for (const [left, right] of rows(es)) expect(right, left).not.toBe(rows(en).get(left));
  });

  it("cardwright simulate --help --lang it: its options, types and bounds in Italian", () => {
    const it_ = help("simulate", "--help", "--lang", "it");
    expect(it_).toMatch(/^Uso: cardwright simulate \[--games N\]/);
    expect(rows(it_).get("--games N")).toMatch(/^Quante partite\. \(da 1 a 1\.000\.000; predefinito 100\)$/);
    expect(rows(it_).get("--variant V")).toMatch(/Si può indicare più volte\.$/);
    expect(it_).toContain("Codici di uscita: 0");
  });

  it("cardwright i18n --help --lang pt: the commands of the group in Portuguese", () => {
    const pt = help("i18n", "--help", "--lang", "pt");
    expect(pt).toContain("Uso: cardwright i18n <command> [arguments] [options]");
    expect(rows(pt).get("i18n status")).toMatch(/^Traduções:/);
  });

  it("every command's help, in every language the engine speaks: each row translated, no key shown", () => {
    for (const spec of COMMANDS) {
      const en = rows(help(...spec.name.split(" "), "--help"));
      // Every option and argument has its row.
      for (const n of [...Object.keys(spec.options), ...Object.keys(GLOBAL_OPTIONS)]) expect([...en.keys()].some((l) => l === `--${n}` || l.startsWith(`--${n} `)), `${spec.name} --${n}`).toBe(true);
      for (const lang of ["es", "it", "pt"]) {
        const text = help(...spec.name.split(" "), "--help", "--lang", lang);
        expect(text).not.toMatch(/cli\.help\./);
        // No placeholder left unfilled (`{version}`).
        expect(text).not.toMatch(/\{\w+[,}]/);
        const shown = rows(text);
        expect([...shown.keys()], `${spec.name} ${lang}`).toEqual([...en.keys()]);
        for (const [left, right] of shown) expect(right, `${spec.name} ${left} (${lang})`).not.toBe(en.get(left));
      }
    }
  }, 120_000);
});
