// The command line in each language: --lang on log, validate, new-game, replay, simulate, test and
// scenarios; `i18n status` with --check; `i18n stamp`; `i18n preview`.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_CONTENT_DIR } from "../src/content/load-dir.js";
import { diskReader } from "../src/content/load-dir.js";
import { formatNumber, loadI18n } from "../src/i18n/index.js";

const bin = new URL("../src/cli/cardwright.js", import.meta.url).pathname;
function run(...args: string[]) {
  const r = spawnSync(process.execPath, [bin, ...args], { encoding: "utf8" });
  return { code: r.status, out: r.stdout, err: r.stderr };
}
const tmp = mkdtempSync(join(tmpdir(), "cardwright-i18n-"));
/** How many strings a translation has to cover (content names and texts, and messages). */
const total = loadI18n(diskReader(DEFAULT_CONTENT_DIR)).bundle.sources.length;
/** A count as the language writes it (1,016 in English, 1.016 in Portuguese, 1016 in Spanish). */
const n = (lang: string, x: number): string => formatNumber(lang, x);

describe("cardwright --lang", () => {
  it("log prints a game in Spanish, Italian and Portuguese, then the next decision", () => {
    const expected = {
      es: ["Partida aleatoria legal, semilla 3", "Nueva partida: Partida estándar (semilla 3)", "Turno 1, ronda de acción 1: URSS", "Influencia de la URSS", "Siguiente: "],
      it: ["Partita casuale legale, seme 3", "Nuova partita: Partita standard (seme 3)", "Turno 1, Round di Azione 1: URSS", "Influenza URSS", "Prossima: "],
      pt: ["Partida aleatória válida, semente 3", "Nova partida: Partida padrão (semente 3)", "Turno 1, rodada de ação 1: URSS", "Influência da URSS", "Próxima: "],
    };
    for (const [lang, lines] of Object.entries(expected)) {
      const r = run("log", "--seed", "3", "--moves", "80", "--lang", lang);
      expect(r.code, r.err).toBe(0);
      for (const l of lines) expect(r.out, `${lang}: ${l}`).toContain(l);
      expect(r.out).not.toMatch(/\{\w+\}/);
    }
    const en = run("log", "--seed", "3", "--moves", "80");
    expect(en.out).toContain("Turn 1, action round 1: USSR");
  }, 180_000);

  it("validate reports diagnostics in the language, and warns about missing and outdated translations", () => {
    const dir = join(tmp, "content");
    cpSync(DEFAULT_CONTENT_DIR, dir, { recursive: true });
    const cards = join(dir, "cards/early-war.yaml");
    const it = join(dir, "locales/it.yaml");
    writeFileSync(it, readFileSync(it, "utf8").replace(/^ {2}card\.fidel\.name:.*\n/m, ""));
    writeFileSync(cards, readFileSync(cards, "utf8").replace("Clear all US Influence from Cuba", "Remove every US Influence from Cuba"));
    const ok = run("validate", dir, "--lang", "es");
    expect(ok.code).toBe(0);
    expect(ok.out).toMatch(/locales\/es\.yaml:\d+:3: aviso CW603: la traducción al español de `card\.fidel\.text` está desfasada/);
    expect(ok.out).toMatch(/pista: revísala y ejecuta después `cardwright i18n stamp es card\.fidel\.text`/);
    expect(ok.out).toMatch(/cards\/early-war\.yaml:\d+:11: aviso CW602: falta la traducción al italiano de `card\.fidel\.name`/);
    expect(ok.out).toMatch(/^ok: Twilight Struggle \(edición deluxe\): 84 países, 111 cartas .* 4 avisos en/m);
    expect(ok.out).toContain(`\ntraducciones: es ${n("es", total - 1)}/${n("es", total)}, 1 desfasada; it ${n("es", total - 2)}/${n("es", total)}, falta 1, 1 desfasada; pt ${n("es", total - 1)}/${n("es", total)}, 1 desfasada\n`);

    const check = run("i18n", "status", "it", "--check", "--content", dir);
    expect(check.code).toBe(1);
    expect(check.out).toContain(`it (Italiano): ${n("en", total - 2)} of ${n("en", total)} up to date, 1 missing, 1 outdated\n`);
    expect(check.out).toMatch(/^ {2}missing +card\.fidel\.name +\S*cards\/early-war\.yaml:\d+ +“Fidel”$/m);
    expect(check.out).toMatch(/^ {2}outdated +card\.fidel\.text +\S*locales\/it\.yaml:\d+ +“Remove every US Influence from Cuba/m);
    expect(check.out).toContain("2 strings missing or outdated");

    // The translator revises the Spanish text and stamps it: Spanish is up to date again.
    expect(run("i18n", "stamp", "es", "card.fidel.text", "--content", dir, "--lang", "pt").out).toContain("carimbada");
    const es = run("i18n", "status", "es", "--check", "--content", dir, "--lang", "es");
    expect(es.code).toBe(0);
    expect(es.out).toContain(`es (Español): ${n("es", total)} de ${n("es", total)} al día, 0 faltan, 0 desfasadas`);

    writeFileSync(cards, readFileSync(cards, "utf8").replace("    event: score(asia)", "    event: score(asai)"));
    const bad = run("validate", dir, "--lang", "it");
    expect(bad.code).toBe(1);
    expect(bad.out).toMatch(/cards\/early-war\.yaml:\d+:\d+: errore CW302: nome sconosciuto `asai`\n {4}suggerimento: forse intendevi `asia`\?/);
  });

  it("`i18n stamp LANG` stamps every new entry and warns, at its line, about one whose key has no English", () => {
    const dir = join(tmp, "content-stamp");
    cpSync(DEFAULT_CONTENT_DIR, dir, { recursive: true });
    const es = join(dir, "locales/es.yaml");
    const before = readFileSync(es, "utf8")
      .replace('  card.fidel.name: { text: "Fidel", source: "9d0bfc15" }\n', '  card.fidel.name: { text: "Fidel" }\n  card.fidell.name: { text: "Fidel" }\n');
    writeFileSync(es, before);
    const line = before.split("\n").findIndex((l) => l.startsWith("  card.fidell.name:")) + 1;
    const r = run("i18n", "stamp", "es", "--content", dir);
    expect(r.code, r.err).toBe(0);
    expect(r.err).toMatch(new RegExp(`locales/es\\.yaml:${line}:3: warning CW604: Spanish translation of \`card\\.fidell\\.name\`, which has no English source`));
    expect(r.out).toMatch(/locales\/es\.yaml: stamped 1 entr/);
    const after = readFileSync(es, "utf8");
    expect(after).toContain('  card.fidel.name: { text: "Fidel", source: "9d0bfc15" }\n');
    expect(after).toContain('  card.fidell.name: { text: "Fidel" }\n');
  });

  it("`i18n stamp LANG KEY` with a misspelt key names the key meant, in the output's language", () => {
    const r = run("i18n", "stamp", "es", "card.natto.name");
    expect(r.code).toBe(2);
    expect(r.err).toContain("`card.natto.name` has no English source");
    expect(r.err).toContain("did you mean `card.nato.name`?");
    expect(run("i18n", "stamp", "es", "card.natto.name", "--lang", "es").err).toContain("¿quisiste decir `card.nato.name`?");
    // Nothing near: no suggestion.
    expect(run("i18n", "stamp", "es", "zzz.qqq").err).not.toContain("did you mean");
  });

  it("`i18n stamp` refuses a malformed entry, at its character, and stamps the others (exit 1)", () => {
    const dir = join(tmp, "content-stamp-malformed");
    cpSync(DEFAULT_CONTENT_DIR, dir, { recursive: true });
    const es = join(dir, "locales/es.yaml");
    const before = readFileSync(es, "utf8")
      .replace('  card.fidel.name: { text: "Fidel", source: "9d0bfc15" }\n', '  card.fidel.name: { text: "Fidel" }\n')
      .replace(/ {2}msg\.defcon\.degrade: \{ text: "El DEFCON baja a \{defcon\}", source: "(\w+)" \}\n/, '  msg.defcon.degrade: { text: "El DEFCON baja a {defcon" }\n')
      .replace(/ {2}msg\.defcon\.improve: \{ text: "El DEFCON mejora a \{defcon\}", source: "(\w+)" \}\n/, '  msg.defcon.improve: { text: "El DEFCON mejora a {nivel}", source: "$1" }\n');
    writeFileSync(es, before);
    const lineOf = (key: string) => before.split("\n").findIndex((l) => l.startsWith(`  ${key}:`)) + 1;
    // Every new entry: the malformed one is refused at its `{`, the other stamped.
    const all = run("i18n", "stamp", "es", "--content", dir);
    expect(all.code, all.err).toBe(1);
    expect(all.err).toMatch(new RegExp(`locales/es\\.yaml:${lineOf("msg.defcon.degrade")}:49: error CW605: Spanish translation of \`msg\\.defcon\\.degrade\` is not stamped: \`\\{defcon\` is not closed`));
    expect(all.out).toMatch(/locales\/es\.yaml: stamped 1 entr/);
    let after = readFileSync(es, "utf8");
    expect(after).toContain('  card.fidel.name: { text: "Fidel", source: "9d0bfc15" }\n');
    expect(after).toContain('  msg.defcon.degrade: { text: "El DEFCON baja a {defcon" }\n');
    // Keys named: the malformed one (stamped for an older English) is left as it is.
    const named = run("i18n", "stamp", "es", "msg.defcon.improve", "card.fidel.text", "--content", dir, "--lang", "es");
    expect(named.code, named.err).toBe(1);
    expect(named.err).toMatch(new RegExp(`locales/es\\.yaml:${lineOf("msg.defcon.improve")}:51: error CW605: .*\`msg\\.defcon\\.improve\``));
    after = readFileSync(es, "utf8");
    expect(after).toContain(before.split("\n")[lineOf("msg.defcon.improve") - 1]);
    expect(named.out).toMatch(/locales\/es\.yaml: /);
  });

  it("an effect syntax error's detail (CW301: unexpected …; expected …) is in the output's language, not English", () => {
    const dir = join(tmp, "content-effect-syntax");
    cpSync(DEFAULT_CONTENT_DIR, dir, { recursive: true });
    const cards = join(dir, "cards/early-war.yaml");
    const text = readFileSync(cards, "utf8");
    // A token where none fits, and code that ends too soon (after a statement, and in a `let`).
    const broken = text.replace("    event: score(asia)\n", "    event: score(+asia)\n").replace("    event: score(europe)\n", "    event: score(europe) let\n").replace("    event: score(middle_east)\n", '    event: "let x ="\n');
    expect(broken.split("\n").filter((l, i) => l !== text.split("\n")[i])).toHaveLength(3);
    writeFileSync(cards, broken);
    const details = (lang: string, severity: string) =>
      run("validate", dir, ...(lang === "en" ? [] : ["--lang", lang])).out.split("\n").filter((l) => l.includes("CW301")).map((l) => l.replace(new RegExp(`^.*?: ${severity} CW301: `), ""));
    // English word for word as it was.
    expect(details("en", "error")).toEqual([
      "effect syntax: unexpected `+`; expected `)`, name, `if`, `not`, `-`, number",
      "effect syntax: unexpected end of effect; expected name",
      "effect syntax: unexpected end of effect; expected `if`, `not`, `-`, number, string, `true`",
    ]);
    expect(details("es", "error")).toEqual([
      "sintaxis del efecto: no se esperaba `+`; se esperaba `)`, un nombre, `if`, `not`, `-`, un número",
      "sintaxis del efecto: no se esperaba el final del efecto; se esperaba un nombre",
      "sintaxis del efecto: no se esperaba el final del efecto; se esperaba `if`, `not`, `-`, un número, un texto entre comillas, `true`",
    ]);
    expect(details("it", "errore")[2]).toBe("sintassi dell'effetto: non ci si aspettava la fine dell'effetto; ci si aspettava `if`, `not`, `-`, un numero, un testo tra virgolette, `true`");
    expect(details("pt", "erro")[2]).toBe("sintaxe do efeito: não se esperava o fim do efeito; esperava-se `if`, `not`, `-`, um número, um texto entre aspas, `true`");
  });

  it("a malformed translation's reason (CW605) is in the output's language, not English", () => {
    const dir = join(tmp, "content-malformed-reason");
    cpSync(DEFAULT_CONTENT_DIR, dir, { recursive: true });
    const es = join(dir, "locales/es.yaml");
    const text = readFileSync(es, "utf8");
    // A placeholder never closed, an argument the English has not, a stray `}`.
    const broken = text
      .replace(/( {2}msg\.defcon\.degrade: \{ text: "El DEFCON baja a \{defcon)\}/, "$1")
      .replace(/( {2}msg\.defcon\.improve: \{ text: "El DEFCON mejora a )\{defcon\}/, "$1{nivel}")
      .replace(/( {2}msg\.turn\.start: \{ text: "Turno \{turn\})"/, '$1}"');
    expect(broken.split("\n").filter((l, i) => l !== text.split("\n")[i])).toHaveLength(3);
    writeFileSync(es, broken);
    const english = /is not closed|unknown argument|unmatched|at character|English template/;
    const r = run("validate", dir, "--lang", "es");
    const lines = r.out.split("\n").filter((l) => l.includes("CW605"));
    expect(lines.map((l) => l.replace(/^.*?: aviso CW605: /, "")).sort()).toEqual([
      "traducción al español de `msg.defcon.degrade`: `{defcon` no está cerrado (en el carácter 18)",
      "traducción al español de `msg.defcon.improve`: argumento desconocido {nivel} (la plantilla en inglés tiene {defcon})",
      "traducción al español de `msg.turn.start`: `}` sobrante: no cierra nada (en el carácter 13)",
    ]);
    // Italian and Portuguese too; English says it in English.
    for (const lang of ["it", "pt"]) {
      const other = run("validate", dir, "--lang", lang).out.split("\n").filter((l) => l.includes("CW605"));
      expect(other, lang).toHaveLength(3);
      for (const l of other) expect(l, lang).not.toMatch(english);
    }
    expect(run("validate", dir).out).toMatch(/CW605: Spanish translation of `msg\.defcon\.degrade`: `\{defcon` is not closed \(at character 18\)/);
    // `i18n status` lists them, and `i18n stamp` refuses them, in the language too.
    const status = run("i18n", "status", "es", "--content", dir, "--lang", "es");
    expect(status.out).toMatch(/^ {2}no válida +msg\.defcon\.degrade +\S+:\d+:\d+ +`\{defcon` no está cerrado \(en el carácter 18\)$/m);
    const stamp = run("i18n", "stamp", "es", "msg.defcon.improve", "--content", dir, "--lang", "es");
    expect(stamp.code).toBe(1);
    expect(stamp.err).toMatch(/CW605: la traducción al español de `msg\.defcon\.improve` no se sella: argumento desconocido \{nivel\} \(la plantilla en inglés tiene \{defcon\}\)/);
    for (const out of [status.out, stamp.err]) expect(out).not.toMatch(english);
  }, 120_000);

  it("the shipped translations pass `i18n status --check`", () => {
    const r = run("i18n", "status", "--check", "--lang", "pt");
    expect(r.code).toBe(0);
    expect(r.out).toContain(`es (Español): ${n("pt", total)} de ${n("pt", total)} em dia, 0 faltando, 0 desatualizadas`);
  });

  it("new-game, replay, simulate, test, scenarios and preview speak the language", () => {
    const save = join(tmp, "g.json");
    const ng = run("new-game", "--seed", "4", "--variant", "chinese_civil_war", "--out", save, "--lang", "es");
    expect(ng.err).toContain("escrito");
    expect(ng.err).toContain("Partida estándar + Guerra civil china, semilla 4; siguiente: URSS: coloca Influencia inicial en Europa Oriental (quedan 6)");
    expect(run("replay", save, "--lang", "it").out).toContain("lo stato rigiocato coincide con quello salvato");
    const sim = run("simulate", "--games", "2", "--seed", "3", "--lang", "pt");
    expect(sim.out).toMatch(/2 partidas, [\d.]+ decisões em \d+,\d\d s/);
    const test = join(tmp, "t.yaml");
    writeFileSync(test, "name: waits for the USSR\nsteps:\n  - expect: { pending: { player: ussr, kind: setup_influence } }\n");
    expect(run("test", test, "--lang", "es").out).toContain("1 superada, 0 fallidas");
    expect(run("scenarios", "--lang", "it").out).toMatch(/^variante +chinese_civil_war +La Cina comincia in guerra civile/m);
    const card = run("i18n", "preview", "the_iron_lady", "--lang", "pt");
    expect(card.out).toBe("nº 83 A Dama de Ferro* · 3 Ops · evento dos EUA · Fim da Guerra\nA URSS coloca 1 de Influência na Argentina; depois toda a Influência da URSS no Reino Unido é retirada e os EUA ganham 1 PV. Pelo resto da partida, Governos Socialistas não pode ser jogada como evento.\n(Retirada da partida depois do evento (*))\n");
  }, 180_000); // six commands, each loading the content: minutes on a loaded machine (only a hang should fail)

  it("an unknown language is bad usage", () => {
    const r = run("log", "--lang", "fr", "--moves", "1");
    expect(r.code).toBe(2);
    expect(r.err).toContain("unknown language `fr`; available: en, es, it, pt");
  });
});
