// The glossary of official terms per language (locales/<lang>.yaml `glossary:`): its format, the
// CW607 warning of `i18n status` and `validate` for a translated string that uses a variant the
// edition does not print, and the shipped glossaries (Spanish: seed 001, Italian: seed 003,
// Portuguese: seed 002) that the shipped translations follow.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_CONTENT_DIR } from "../src/content/load-dir.js";
import { loadI18n, statusDiagnostics, translate, translationStatus, wholeWords } from "../src/i18n/index.js";
import { readWithEdits, spoken, type Edits } from "./helpers.js";

const bundleWith = (edits: Edits = {}) => loadI18n(readWithEdits(edits));
const shipped = bundleWith().bundle;
const glossary = (lang: string) => shipped.translations.get(lang)!.glossary ?? [];
const official = (lang: string, term: string) => glossary(lang).find((g) => g.term === term)?.official;

describe("shipped glossaries", () => {
  it("Spanish gives the Spanish edition's space race boxes, headline and draw", () => {
    expect(official("es", "Space Race box 4 (Man in Earth Orbit)")).toBe("Paseo espacial");
    expect(official("es", "Space Race box 6 (Eagle/Bear Has Landed)")).toBe("Alunizaje del Eagle/Bear");
    expect(official("es", "Space Race box 8 (Space Station)")).toBe("Lanzadera espacial");
    expect(official("es", "draw (a game that ends level), tie")).toBe("empate");
    expect(glossary("es").find((g) => g.official === "empate")!.avoid).toContain("tablas");
    for (const g of glossary("es")) expect(g.source, g.term).toMatch(/seed 001/);
  });

  it("Italian gives the second edition's headline and eras; Portuguese its phrasing of Southeast Asia", () => {
    expect(official("it", "headline phase")).toBe("Fase Principale");
    expect(official("it", "headline card (and its event)")).toBe("Carta Principale (Evento Principale)");
    expect(official("it", "Early War")).toBe("Inizio Guerra");
    for (const g of glossary("it")) expect(g.source, g.term).toMatch(/seed 003/);
    expect(official("pt", "Southeast Asia included")).toBe("incluindo o Sudeste da Ásia");
    expect(glossary("pt").flatMap((g) => g.avoid)).toContain("empate é empate");
    for (const g of glossary("pt")) expect(g.source, g.term).toMatch(/seed 002/);
  });

  it("the shipped translations use the official terms: no CW607 warning", () => {
    for (const st of translationStatus(shipped)) expect(st.glossary, st.language).toEqual([]);
  });

  it("the translated log and names speak the edition's terms", () => {
    const es = translate(shipped, "es");
    expect([4, 6, 8].map((b) => es.name("space", String(b)))).toEqual(["Paseo espacial", "Alunizaje del Eagle/Bear", "Lanzadera espacial"]);
    expect(es.log({ k: "game.over", a: { winner: "draw", reason: "final_scoring" } })).toBe("La partida termina en empate (puntuación final)");
    const it_ = translate(shipped, "it");
    expect(it_.name("era", "early")).toBe("Inizio Guerra");
    expect(it_.log({ k: "headline.card", a: { side: "us", card: "fidel" } })).toContain("come Carta Principale");
    const pt = translate(shipped, "pt");
    expect(pt.text("card.asia_scoring.text")).toContain("incluindo o Sudeste da Ásia");
    expect(pt.text("card.wargames.text")).not.toContain("empate é empate");
  });
});

describe("CW607: a translated string that uses an avoided term", () => {
  it("is reported at the translated entry, with the official term", () => {
    const edited = bundleWith({ "locales/es.yaml": (t) => t.replace('{La partida termina en empate}', '{La partida termina en tablas}') });
    const [es] = translationStatus(edited.bundle, "es");
    expect(es!.glossary.map((g) => [g.key, g.avoid, g.official])).toEqual([["msg.game.over", "tablas", "empate"]]);
    const text = readWithEdits({})("locales/es.yaml")!;
    const line = text.slice(0, text.indexOf("  msg.game.over:")).split("\n").length;
    const d = statusDiagnostics([es!]).filter((x) => x.code === "CW607");
    expect(d).toHaveLength(1);
    expect(d[0]).toMatchObject({ severity: "warning", file: "locales/es.yaml", start: { line } });
    expect(d[0]!.message).toBe("Spanish translation of `msg.game.over` uses “tablas”: the edition's term for draw (a game that ends level), tie is “empate”");
    expect(spoken(edited.bundle, "es").diagnostic(d[0]!).message).toBe("la traducción al español de `msg.game.over` usa «tablas»: el término de la edición para draw (a game that ends level), tie es «empate»");
  });

  it("matches whole words in any case, not parts of words", () => {
    expect(wholeWords("tablas").test("termina en Tablas.")).toBe(true);
    expect(wholeWords("tablas").test("las tablas\ny")).toBe(true);
    expect(wholeWords("tablas").test("establas estables")).toBe(false);
    expect(wholeWords("Hombre en órbita").test("un hombre  en\nórbita terrestre")).toBe(true);
    expect(wholeWords("Dominio").test("la Dominazione")).toBe(false);
    expect(wholeWords("round d'azione").test("ogni Round d'azione")).toBe(true);
  });

  it("a glossary entry needs its official term and source (file, line and column), and the source locale has none", () => {
    const broken = bundleWith({ "locales/it.yaml": (t) => t.replace("    official: Fase Principale\n", "") });
    expect(broken.diagnostics.map((d) => `${d.file}:${d.start.line} ${d.code} ${d.message}`)).toEqual([expect.stringMatching(/^locales\/it\.yaml:\d+ CW202 missing required property `official` in `glossary\.#\d+`$/)]);
    const inSource = bundleWith({ "locales/en.yaml": (t) => t.replace("messages:\n", "glossary:\n  - { term: draw, official: draw, source: here }\nmessages:\n") });
    expect(inSource.diagnostics.map((d) => d.code)).toEqual(["CW601"]);
  });
});

describe("cardwright i18n status with a glossary", () => {
  const bin = new URL("../src/cli/cardwright.js", import.meta.url).pathname;
  const run = (...args: string[]) => spawnSync(process.execPath, [bin, ...args], { encoding: "utf8" });
  it("lists each string that uses an avoided term with file:line, and --check counts them", () => {
    const dir = join(mkdtempSync(join(tmpdir(), "cw-glossary-")), "content");
    cpSync(DEFAULT_CONTENT_DIR, dir, { recursive: true });
    const pt = join(dir, "locales/pt.yaml");
    writeFileSync(pt, readFileSync(pt, "utf8").replace("incluindo o Sudeste da Ásia: Presença", "incluído o Sudeste da Ásia: Presença"));
    const r = run("i18n", "status", "pt", "--check", "--content", dir);
    expect(r.status).toBe(1);
    expect(r.stdout).toContain("pt: 1 string uses a term the glossary says to avoid (CW607)");
    expect(r.stdout).toMatch(/^ {2}CW607 +card\.asia_scoring\.text +\S*locales\/pt\.yaml:\d+ +incluído o Sudeste da Ásia → incluindo o Sudeste da Ásia \(Southeast Asia included\)$/m);
    expect(r.stdout).toContain("1 string uses a term the glossary says to avoid");
    const validate = run("validate", dir);
    expect(validate.status).toBe(0);
    expect(validate.stdout).toMatch(/locales\/pt\.yaml:\d+:\d+: warning CW607: Portuguese translation of `card\.asia_scoring\.text` uses “incluído o Sudeste da Ásia”/);
    expect(run("i18n", "status", "--check").status).toBe(0);
  });
});
