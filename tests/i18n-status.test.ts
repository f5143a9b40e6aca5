// Translation status: missing, outdated, unstamped, obsolete and malformed strings, with counts
// and locations; the shipped translations' completeness; and every message the engine, the CLI
// and the loader use has an English template.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_CONTENT_DIR, diskReader, requireContent } from "../src/content/load-dir.js";
import { ENGINE_LOCALES_DIR } from "../src/cli/engine-locales.js";
import { applyInPlace, newGame } from "../src/kernel/index.js";
import { readWithEdits, type Edits } from "./helpers.js";
import { keysStatus, loadI18n, loadLocaleFolder, sourceDiagnostics, sourceHash, statusDiagnostics, translate, translationStatus } from "../src/i18n/index.js";
import { ENGLISH_NAMES, languageName } from "../src/i18n/status.js";

/** The shipped content's bundle, with files replaced or edited in memory. */
function bundleWith(edits: Edits = {}) {
  return loadI18n(readWithEdits(edits));
}
const shipped = bundleWith();
/** The engine's own messages (src/locales/), which every game is spoken with, under its own. */
const engine = loadLocaleFolder(diskReader(ENGINE_LOCALES_DIR), readdirSync(ENGINE_LOCALES_DIR))!.bundle;
const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split("\n").length;

describe("translation status", () => {
  it("the shipped locale files load without problems", () => {
    expect(shipped.diagnostics).toEqual([]);
    expect(sourceDiagnostics(shipped.bundle)).toEqual([]);
    expect(shipped.bundle.languages.map((l) => l.code)).toEqual(["en", "es", "it", "pt"]);
  });

  it("a status worked out for some keys only has the items and counts the whole status has for them, in its order", () => {
    // A text outdated, a name missing, a message's template malformed, and a key up to date.
    const { bundle } = bundleWith({
      "cards/early-war.yaml": (t) => t.replace("Clear all US Influence from Cuba", "Remove every US Influence from Cuba"),
      "locales/es.yaml": (t) => t.replace(/^ {2}card\.norad\.name:.*\n/m, "").replace(/^( {2}msg\.defcon\.improve: \{ text: ")([^"]*)"/m, '$1$2 {oops}"'),
    });
    const keys = new Set(["msg.defcon.improve", "card.norad.name", "card.fidel.text", "card.fidel.name"]);
    const [whole] = translationStatus(bundle, "es");
    const part = keysStatus(bundle, "es", keys);
    const items = whole!.items.filter((i) => keys.has(i.key));
    expect(items.map((i) => i.state).sort()).toEqual(["invalid", "missing", "outdated"]);
    expect(part.items).toEqual(items);
    expect(part).toMatchObject({ total: 4, upToDate: 1, missing: 1, outdated: 1, invalid: 1, obsolete: 0, glossary: [] });
    expect(statusDiagnostics([part])).toEqual(statusDiagnostics([whole!]).filter((d) => keys.has(d.args!.key as string)));
  });

  it("Spanish is complete: every card, country, region and message, all up to date", () => {
    const [es] = translationStatus(shipped.bundle, "es");
    expect(es!.items).toEqual([]);
    expect(es!.upToDate).toBe(es!.total);
    const keys = new Set(shipped.bundle.translations.get("es")!.entries.keys());
    const g = requireContent().game;
    for (const c of g.cards) expect(keys.has(`card.${c.id}.name`) && keys.has(`card.${c.id}.text`), c.id).toBe(true);
    expect(g.cards).toHaveLength(111);
    for (const c of g.spaces) expect(keys.has(`country.${c.id}.name`), c.id).toBe(true);
    expect(g.spaces.filter((c) => !c.homeOf)).toHaveLength(84);
    for (const r of g.groups) expect(keys.has(`region.${r.id}.name`), r.id).toBe(true);
    for (const s of shipped.bundle.sources.filter((x) => x.key.startsWith("msg."))) expect(keys.has(s.key), s.key).toBe(true);
  });

  it("names given by the seeds are used (digest §12.3 and §13)", () => {
    const t = (lang: string, key: string) => shipped.bundle.translations.get(lang)!.entries.get(key)!.text;
    expect(t("es", "card.bear_trap.name")).toBe("Ratonera");
    expect(t("es", "card.flower_power.name")).toBe("Pacifismo");
    expect(t("es", "card.brush_war.name")).toBe("Escalada bélica");
    expect(t("es", "card.nato_referendum.name")).toBe("Referéndum OTAN");
    expect(t("es", "country.pakistan.name")).toBe("Paquistán");
    expect(t("es", "region.middle_east.name")).toBe("Oriente Medio");
    expect(t("it", "card.brush_war.name")).toBe("Guerra Civile");
    expect(t("it", "card.quagmire.name")).toBe("Pantano");
    expect(t("it", "country.east_germany.name")).toBe("Germania Est");
    expect(t("pt", "country.iran.name")).toBe("Irã");
    expect(t("pt", "region.southeast_asia.name")).toBe("Sudeste da Ásia");
  });

  it("a changed English card text makes its translations outdated, located in each locale file", () => {
    const { bundle } = bundleWith({ "cards/early-war.yaml": (t) => t.replace("Clear all US Influence from Cuba", "Remove every US Influence from Cuba") });
    for (const st of translationStatus(bundle)) {
      expect(st.outdated, st.language).toBe(1);
      const item = st.items.find((i) => i.key === "card.fidel.text")!;
      expect(item.state).toBe("outdated");
      expect(item.at.file).toBe(`locales/${st.language}.yaml`);
      const text = readFileSync(join(DEFAULT_CONTENT_DIR, item.at.file), "utf8");
      expect(item.at.start.line).toBe(lineOf(text, "  card.fidel.text:"));
      expect(item.hash).toBe(sourceHash(bundle.byKey.get("card.fidel.text")!.text));
    }
    const d = statusDiagnostics(translationStatus(bundle, "es"));
    expect(d.map((x) => [x.code, x.severity, x.file])).toEqual([["CW603", "warning", "locales/es.yaml"]]);
    expect(d[0]!.message).toBe("Spanish translation of `card.fidel.text` is outdated: the English text changed");
    expect(d[0]!.hint).toBe("revise it, then run `cardwright i18n stamp es card.fidel.text`");
  });

  it("a changed English message makes its translations outdated too", () => {
    const { bundle } = bundleWith({ "locales/en.yaml": (t) => t.replace('  defcon.improve: "DEFCON improves to {defcon}"', '  defcon.improve: "DEFCON rises to {defcon}"') });
    expect(translationStatus(bundle).map((s) => s.items.map((i) => `${i.state} ${i.key}`))).toEqual([["outdated msg.defcon.improve"], ["outdated msg.defcon.improve"], ["outdated msg.defcon.improve"]]);
  });

  it("a missing translation is reported at the English source; counts add up", () => {
    const { bundle } = bundleWith({ "locales/it.yaml": (t) => t.replace(/^ {2}card\.fidel\.name:.*\n/m, "").replace(/^ {2}country\.cuba\.name:.*\n/m, "") });
    const [it_] = translationStatus(bundle, "it");
    expect(it_!.missing).toBe(2);
    expect(it_!.upToDate).toBe(it_!.total - 2);
    const fidel = it_!.items.find((i) => i.key === "card.fidel.name")!;
    expect(fidel.state).toBe("missing");
    expect(fidel.at.file).toBe("cards/early-war.yaml");
    expect(fidel.at.start.line).toBe(lineOf(readFileSync(join(DEFAULT_CONTENT_DIR, "cards/early-war.yaml"), "utf8"), "    name: Fidel"));
    const d = statusDiagnostics([it_!]).find((x) => x.code === "CW602" && x.message.includes("country.cuba.name"))!;
    expect(d.file).toBe("board.yaml");
    expect(d.message).toBe("missing Italian translation of `country.cuba.name`");
  });

  it("reports unstamped, obsolete and malformed entries", () => {
    const { bundle } = bundleWith({
      "locales/pt.yaml": (t) =>
        t
          .replace(/(card\.nato\.name: \{ text: "OTAN"), source: "[0-9a-f]{8}" \}/, "$1 }")
          .replace(/msg\.turn\.start: \{ text: "Turno \{turn\}"/, 'msg.turn.start: { text: "Turno {turno}"')
          .replace(/msg\.ar\.pass: \{ text: "[^"]*"/, 'msg.ar.pass: { text: "{side, plural, one {x}"') +
        '  card.not_a_card.name: { text: "Nada", source: "00000000" }\n',
    });
    const [pt] = translationStatus(bundle, "pt");
    const states = Object.fromEntries(pt!.items.map((i) => [i.key, i.state]));
    expect(states["card.nato.name"]).toBe("unstamped");
    expect(states["card.not_a_card.name"]).toBe("obsolete");
    expect(states["msg.turn.start"]).toBe("invalid");
    expect(states["msg.ar.pass"]).toBe("invalid");
    expect(pt!.items.find((i) => i.key === "msg.turn.start")!.problem).toContain("{turno}");
    expect([pt!.outdated, pt!.obsolete, pt!.invalid]).toEqual([1, 1, 2]);
    expect(statusDiagnostics([pt!]).map((d) => d.code).sort()).toEqual(["CW603", "CW604", "CW605", "CW605"]);
    // A malformed translation falls back to English for that one string.
    expect(translate(bundle, "pt").log({ k: "turn.start", a: { turn: 3 } })).toBe("Turn 3");
  });

  it("an English message with a type the game has no names for is an error at the message (a typo would show bare ids)", () => {
    const { bundle } = bundleWith({ "locales/en.yaml": (t) => t.replace('  defcon.improve: "DEFCON improves to {defcon}"', '  defcon.improve: "DEFCON improves to {defcon} in {where, contry}"') });
    const d = sourceDiagnostics(bundle);
    expect(d.map((x) => [x.code, x.severity, x.file, x.start.line])).toEqual([["CW605", "error", "locales/en.yaml", lineOf(readFileSync(join(DEFAULT_CONTENT_DIR, "locales/en.yaml"), "utf8"), "  defcon.improve:")]]);
    expect(d[0]!.message).toMatch(/^message `msg\.defcon\.improve`: unknown type `contry` \(.*names: .*country/);
    // Its reason in another language's words too.
    expect(translate(bundle, "es", translate(engine, "es")).diagnostic(d[0]!).message).toMatch(/^mensaje `msg\.defcon\.improve`: tipo desconocido `contry` \(formatos: .*; nombres: .*country/);
  });

  it("every reason a template is malformed for has an English message that words it as the code does, and each language its own", () => {
    // One template for each reason the parser gives (format.ts), and an argument English has not.
    const bad = ["{defcon", "text }", "{ }", "{defcon, }", "{defcon, plural, {x} other {y}}", "{defcon, number, }", "{defcon, plural one {x}}", "{defcon, plural, one {x} other {y}", "{2x}", "{defcon, plural, offset:x other {y}}", "{defcon, select, a {x} a {y} other {z}}", "{defcon, gender, femenine {a} other {b}}", "{defcon, plural, other {y", "{defcon, plural, one {x}}", "{defcon, 2nd}", "{nivel}"];
    const reasons = new Set<string>();
    const { bundle } = shipped;
    const spoken = (lang: string) => translate(bundle, lang, translate(engine, lang));
    const tr = { en: spoken("en"), es: spoken("es"), it: spoken("it"), pt: spoken("pt") };
    for (const t of bad) {
      const { bundle: b } = bundleWith({ "locales/es.yaml": (x) => x.replace(/( {2}msg\.defcon\.improve: \{ text: )"[^"]*"/, `$1${JSON.stringify(t)}`) });
      const d = statusDiagnostics(translationStatus(b, "es")).find((x) => x.code === "CW605" && x.args?.key === "msg.defcon.improve");
      expect(d, t).toBeDefined();
      const reason = d!.parts!.problem!;
      reasons.add(reason.parts?.reason?.key ?? reason.key);
      expect(tr.en.diagnostic(d!).message, t).toBe(d!.message);
      for (const lang of ["es", "it", "pt"] as const) {
        const worded = tr[lang].diagnostic(d!).message;
        expect(worded, `${lang}: ${t}`).not.toContain(String(d!.args!.problem));
        expect(worded, `${lang}: ${t}`).not.toMatch(/\b(expected|unknown|unmatched|closed|character|appears|needs|bad)\b/);
      }
    }
    expect([...reasons].sort()).toEqual(["bad_name", "bad_offset", "bad_type", "case_not_closed", "case_twice", "expected_case", "expected_char", "expected_name", "expected_style", "expected_type", "needs_other", "not_closed", "unknown_argument", "unknown_gender", "unmatched"].map((r) => `diag.reason.${r}`));
  });

  it("a broken locale file is reported with file and line, and the rest still works", () => {
    const r = bundleWith({ "locales/es.yaml": (t) => t.replace("language: es", "language: es\nlanguaje: es") });
    expect(r.diagnostics.map((d) => [d.code, d.file, d.start.line])).toEqual([["CW201", "locales/es.yaml", 6]]);
    expect(r.bundle.translations.has("es")).toBe(false);
    expect(translate(r.bundle, "it").name("card", "quagmire")).toBe("Pantano");
  });
});

// --- every key the engine, the loader and the CLI use has an English template

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sourceFiles(p) : p.endsWith(".ts") ? [p] : [];
  });
}
const src = new URL("../src", import.meta.url).pathname;
const read = (p: string) => readFileSync(p, "utf8");
const english = shipped.bundle;
const engineHas = (key: string) => engine.byKey.has(`msg.${key}`);
const hasMessage = (key: string) => english.byKey.has(`msg.${key}`) || engineHas(key);

/** The game's code: every YAML file of the content folder but its tests and translations. */
const contentCode = readdirSync(DEFAULT_CONTENT_DIR, { recursive: true })
  .map(String)
  .filter((f) => f.endsWith(".yaml") && !f.startsWith("tests") && !f.startsWith("locales"))
  .map((f) => read(join(DEFAULT_CONTENT_DIR, f)))
  .join("\n");

/** The arguments of each call `name(...)` in code, split at the top level (brackets and strings respected). */
function callArguments(code: string, name: string): string[][] {
  const out: string[][] = [];
  for (const m of code.matchAll(new RegExp(`(?<![a-z0-9_])${name}\\(`, "g"))) {
    const args: string[] = [];
    let depth = 0;
    let current = "";
    let quoted = false;
    for (let i = m.index + m[0].length; i < code.length; i++) {
      const c = code[i]!;
      if (quoted) {
        current += c;
        if (c === "\\") current += code[++i] ?? "";
        else if (c === '"') quoted = false;
        continue;
      }
      if (c === '"') quoted = true;
      if (depth === 0 && (c === "," || c === ")")) {
        args.push(current.trim());
        current = "";
        if (c === ")") break;
        continue;
      }
      if ("([{".includes(c)) depth++;
      if (")]}".includes(c)) depth--;
      current += c;
    }
    out.push(args);
  }
  return out;
}
const literal = (arg: string | undefined) => (arg && /^"[^"]*"$/.test(arg) ? arg.slice(1, -1) : null);

describe("English templates for every message key", () => {
  it("every log key written by the game's code and the kernel (keys held in variables expanded)", () => {
    const keys = new Set<string>();
    const dynamic = new Set<string>();
    for (const [first] of callArguments(contentCode, "log")) {
      const k = literal(first);
      if (k !== null) keys.add(k);
      else if (first && /^[a-z_]+$/.test(first)) dynamic.add(first);
    }
    for (const file of sourceFiles(join(src, "kernel"))) for (const m of read(file).matchAll(/\bk:\s*"([^"]+)"/g)) keys.add(m[1]!);
    // Keys held in variables: each variable's values are found in the code, and a new variable fails until it is added here.
    const expansions: Record<string, string[]> = {
      key: callArguments(contentCode, "send_card").map((a) => literal(a[2])).filter((x): x is string => x !== null),
      outcome: [...contentCode.matchAll(/let outcome = "([^"]+)"/g)].map((m) => m[1]!),
    };
    expect([...dynamic].sort()).toEqual(Object.keys(expansions).sort());
    for (const values of Object.values(expansions)) {
      expect(values.length).toBeGreaterThan(1);
      for (const v of values) keys.add(v);
    }
    expect(keys.size).toBeGreaterThan(35);
    expect([...keys].filter((k) => !hasMessage(k))).toEqual([]);
  });

  it("every decision kind the game's code asks has a prompt", () => {
    const kinds = new Set<string>();
    for (const fn of ["pick", "pick_each"]) for (const args of callArguments(contentCode, fn)) {
      const k = literal(args[2]);
      if (k !== null) kinds.add(k);
    }
    expect(kinds.size).toBeGreaterThan(15);
    expect([...kinds].filter((k) => !hasMessage(`prompt.${k}`))).toEqual([]);
  });

  it("every log key, decision kind and option seen in many random games (all scenarios, variants, options)", () => {
    const overlays = Object.values(requireContent().overlays);
    const selections: { selection: { scenario?: string; variants?: string[]; options?: string[] }; seeds: number }[] = [
      { selection: {}, seeds: 12 },
      { selection: { options: ["optional_cards"] }, seeds: 6 },
      ...overlays.map((o) => ({ selection: o.kind === "scenario" ? { scenario: o.id } : o.kind === "variant" ? { variants: [o.id] } : { options: [o.id] }, seeds: 3 })),
    ];
    const missing = new Set<string>();
    const tr = translate(english, "en", translate(engine, "en"));
    let entries = 0;
    for (const { selection, seeds } of selections) {
      const content = requireContent(DEFAULT_CONTENT_DIR, selection);
      const g = content.game;
      const ids = new Set([...g.cards.map((c) => c.id), ...g.spaces.map((sp) => sp.id), ...g.groups.map((r) => r.id)]);
      for (let seed = 1; seed <= seeds; seed++) {
        const state = newGame(g, { ...content.selection, seed });
        let x = seed * 7919;
        for (let n = 0; state.pending.length && !state.result && n < 20_000; n++) {
          const d = state.pending[0]!;
          if (!hasMessage(`prompt.${d.kind}`)) missing.add(`prompt.${d.kind}`);
          for (const o of d.options) {
            // `<word>:<country>` (an action in a space, as in the mixed Influence/realignment decision) uses option.<word>_in.
            const prefixed = /^([a-z_]+):(.+)$/.exec(o);
            if (prefixed && ids.has(prefixed[2]!)) {
              if (!hasMessage(`option.${prefixed[1]}_in`)) missing.add(`option.${prefixed[1]}_in`);
              continue;
            }
            if (!ids.has(o) && !/^\d+$/.test(o) && !hasMessage(`option.${o}`)) missing.add(`option.${o}`);
          }
          x = (x * 1103515245 + 12345) % 2147483648;
          applyInPlace(g, state, { player: d.player, choice: d.options[x % d.options.length]! });
        }
        for (const e of state.log) {
          entries++;
          if (!hasMessage(e.k)) missing.add(e.k);
          // The English rendering never leaves a placeholder unfilled.
          expect(tr.log(e), e.k).not.toMatch(/\{\w+\}/);
        }
      }
    }
    expect(entries).toBeGreaterThan(10_000);
    expect([...missing]).toEqual([]);
  });

  it("every diagnostic and CLI key used in the source has its English in the engine's own file (src/locales/en.yaml), whatever the game", () => {
    const used = new Set<string>();
    for (const file of sourceFiles(src)) {
      for (const m of read(file).matchAll(/"((?:diag|cli)\.[a-z0-9_]+(?:\.[a-z0-9_]+)*)"/g)) used.add(m[1]!);
      for (const m of read(file).matchAll(/\bt\("([a-z0-9_.]+)"/g)) used.add(m[1]!);
      for (const m of read(file).matchAll(/\bt\(`(cli\.[a-z_.]+)\.\$\{/g)) used.add(`${m[1]}.error`).add(`${m[1]}.warning`);
    }
    // The game's own words for its score, length and endings, said only when its messages have
    // them (src/i18n/words.ts asks first): not the engine's.
    const gamesOwn = ["bots.score", "bots.progress", "game.reason"];
    for (const k of gamesOwn) expect(used.has(k) && hasMessage(k), k).toBe(true);
    expect(used.size).toBeGreaterThan(60);
    expect([...used].filter((k) => !engineHas(k) && !gamesOwn.includes(k))).toEqual([]);
  });
});

describe("language names in validate's warnings", () => {
  it("are what Intl names them, for the languages named without it", () => {
    for (const code of Object.keys(ENGLISH_NAMES)) expect(languageName(code)).toBe(new Intl.DisplayNames(["en"], { type: "language" }).of(code));
    expect(languageName("nl")).toBe("Dutch");
  });
});
