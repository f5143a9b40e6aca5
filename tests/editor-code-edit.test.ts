// A key typed inside one card's code is checked alone by the editor's worker before the full build
// (editor/src/game/code-edit.ts). What it answers must be exactly what a full load of the same
// files gives — the same diagnostics, in the same order, at the same file, line and column — and
// it must not answer (null: the full build alone does) whenever it cannot be sure.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadContent, newReuse, type LoadResult } from "../src/content/load.js";
import { codeEditDiagnostics, type LastLoad } from "../editor/src/game/code-edit.js";

const dir = "cards/twilight-struggle";
const CARDS = "cards/early-war.yaml";
const selection = { scenario: "standard", variants: [] as string[], options: [] as string[] };
const original = new Map<string, string>();
const disk = (p: string): string | null => {
  if (!original.has(p)) {
    try {
      original.set(p, readFileSync(join(dir, p), "utf8"));
    } catch {
      return null;
    }
  }
  return original.get(p)!;
};

/** The truth: a load of the files with `path` reading `text` (its own reuse, as the worker's full build). */
const truthReuse = newReuse();
function load(path: string, text: string, reuse = truthReuse): LoadResult {
  return loadContent((p) => (p === path ? text : disk(p)), ".", selection, true, reuse);
}
function last(r: LoadResult): LastLoad {
  return { diagnostics: r.diagnostics, sources: r.sources, checked: r.checked! };
}

/** The text with `find` (the first after `after`) replaced by `by`. */
function edited(text: string, after: string, find: string, by: string): string {
  const from = text.indexOf(find, text.indexOf(after));
  if (from < 0 || text.indexOf(after) < 0) throw new Error(`not found: ${find}`);
  return text.slice(0, from) + by + text.slice(from + find.length);
}

const duck = "  - id: duck_and_cover";
const base = disk(CARDS)!;
const vp = "vp(us, 5 - defcon_level)";

describe("a key typed in a card's code, checked alone", () => {
  const start = load(CARDS, base);
  it("starts from a clean build that says where each card's code put its problems", () => {
    expect(start.content).not.toBeNull();
    expect(start.checked?.cardProblems.get("duck_and_cover")).toEqual({ event: expect.any(Array), prerequisite: expect.any(Array) });
  });

  /** Each text in turn: checked alone against the build before it, then compared with a full load. */
  function typeThrough(texts: string[]): number {
    let before = start;
    let answered = 0;
    for (const text of texts) {
      const quick = codeEditDiagnostics(last(before), CARDS, text);
      const full = load(CARDS, text);
      if (quick) {
        answered++;
        expect(quick, text.slice(text.indexOf(duck), text.indexOf(duck) + 600)).toEqual(full.diagnostics);
      }
      before = full;
    }
    return answered;
  }

  it("gives a full load's diagnostics, key by key: an unknown name typed and mended, a syntax error, a wrong type, valid code", () => {
    const keys: string[] = [];
    // An unknown name typed letter by letter (`defcon_levelx…`), then Backspaced away.
    for (let i = 1; i <= 3; i++) keys.push(edited(base, duck, vp, `vp(us, 5 - defcon_level${"xyz".slice(0, i)})`));
    for (let i = 2; i >= 0; i--) keys.push(edited(base, duck, vp, `vp(us, 5 - defcon_level${"xyz".slice(0, i)})`));
    // A syntax error and its repair.
    keys.push(edited(base, duck, vp, "vp(us, 5 - (defcon_level)"), edited(base, duck, vp, "vp(us, 5 - ((defcon_level)"), base);
    // A wrong type (a side where a number goes), valid numbers typed.
    keys.push(edited(base, duck, vp, "vp(us, 5 - ussr)"), edited(base, duck, vp, "vp(us, 5 - 2)"), edited(base, duck, vp, "vp(us, 5 - 23)"), base);
    // Two problems on one line, then one.
    keys.push(edited(base, duck, vp, "vp(uz, 5 - defcon_levl)"), edited(base, duck, vp, "vp(us, 5 - defcon_levl)"), base);
    // The first line of the event, at its indentation.
    keys.push(edited(base, duck, "      defcon(-1)", "      xdefcon(-1)"), edited(base, duck, "      defcon(-1)", "      defcon(-2)"), base);
    expect(typeThrough(keys)).toBe(keys.length);
  });

  it("a card's prerequisite too", () => {
    const at = base.indexOf("prerequisite: |");
    expect(at).toBeGreaterThan(0);
    const line = base.slice(base.indexOf("\n", at) + 1, base.indexOf("\n", base.indexOf("\n", at) + 1));
    const code = line.trim();
    const keys = [`${code} and`, `${code} and nothing_here`, `${code}x`, code].map((c) => base.replace(line, line.replace(code, c)));
    expect(typeThrough(keys)).toBe(keys.length);
  });

  it("gives a full load's diagnostics for random keys in every card's event of the file", () => {
    let seed = 7;
    const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648) % n);
    const events: [number, number][] = [];
    for (let p = base.indexOf("    event: |"); p >= 0; p = base.indexOf("    event: |", p + 1)) {
      const s = base.indexOf("\n", p) + 1;
      let e = s;
      while (base.startsWith("      ", e)) e = base.indexOf("\n", e) + 1;
      if (e > s) events.push([s, e]);
    }
    expect(events.length).toBeGreaterThan(20);
    const chars = "abz_(),.0123 -+=:\"'#|{}[]&*!%@";
    const texts: string[] = [];
    for (let i = 0; i < 120; i++) {
      const [s, e] = events[rand(events.length)]!;
      const p = s + rand(e - s);
      // A character typed or one taken away, sometimes a short word or a line break.
      const k = rand(10);
      texts.push(k < 5 ? base.slice(0, p) + chars[rand(chars.length)] + base.slice(p) : k < 8 ? base.slice(0, p) + base.slice(p + 1) : k < 9 ? base.slice(0, p) + "foo" + base.slice(p) : base.slice(0, p) + "\n" + base.slice(p));
    }
    let answered = 0;
    for (const text of texts) {
      const quick = codeEditDiagnostics(last(start), CARDS, text);
      if (!quick) continue;
      answered++;
      expect(quick).toEqual(load(CARDS, text).diagnostics);
    }
    // Most of these keys stay on one line of code (those that do not are left to the full build).
    expect(answered).toBeGreaterThan(60);
  });

  it("leaves to the full build what it cannot be sure of", () => {
    const r = last(start);
    const no = (text: string, path = CARDS) => expect(codeEditDiagnostics(r, path, text)).toBeNull();
    no(base); // nothing changed
    no(edited(base, duck, vp, `${vp}\n      vp(us, 1)`)); // a line added
    no(edited(base, duck, "      defcon(-1)\n", "      defcon(-1)")); // two lines joined
    no(edited(base, duck, "      defcon(-1)", "       defcon(-1)")); // the indentation changed
    no(edited(base, duck, "      defcon(-1)", "      \tdefcon(-1)")); // a tab
    no(edited(base, duck, "      defcon(-1)", "      défcon(-1)")); // not plain ASCII
    no(edited(base, duck, "name: Duck and Cover", "name: Duck and Covers")); // not code
    no(edited(base, duck, "text: >-", "text: >")); // not code
    no(edited(base, duck, "event: |", "event: |-")); // the scalar's header
    no(edited(base, duck, "ops: 3", "ops: 4"));
    // An edit that reaches two lines of code.
    no(edited(base, duck, "defcon(-1)\n      vp(us", "defcon(-2)\n      vp(uk"));
    // Code that starts a lasting effect, or stops: which effects nothing starts (CW404) may change.
    const vietnam = "  - id: vietnam_revolts";
    const dropped = edited(base, vietnam, "      start_effect(vietnam_revolts)", "      vp(us, 0)");
    no(dropped);
    no(edited(base, vietnam, "      start_effect(vietnam_revolts)", "      start_effect(vietnam_revolts )"));
    expect(load(CARDS, dropped).diagnostics.filter((d) => d.code === "CW404").map((d) => `${d.file}:${d.message}`)).toEqual([`${CARDS}:the lasting effect \`vietnam_revolts\` is never started`]);
    // Another file's plain data (a procedure's doc is not code).
    const procedures = "procedures/cards.yaml";
    const ptext = disk(procedures);
    expect(ptext).not.toBeNull();
    no(ptext!.replace(/(doc: )(\S)/, "$1x$2"), procedures);
    // A cards file with a YAML problem last time: its full build answers.
    const broken = base.replace("  - id: duck_and_cover", "  - id: duck_and_cover\n  bad: [");
    const brokenLoad = load(CARDS, broken, newReuse());
    expect(brokenLoad.checked).toBeUndefined();
  });

  it("answers after a build with errors elsewhere in the file, and the order of the list is the full build's", () => {
    // An unknown name in the first card's event, then keys typed in Duck and Cover's.
    const first = base.indexOf("    event: |");
    const line = base.indexOf("\n", first) + 1;
    const withError = base.slice(0, line) + base.slice(line).replace(/^(\s+)(\S)/, "$1zzz_unknown()\n$1$2");
    const before = load(CARDS, withError);
    expect(before.diagnostics.some((d) => d.severity === "error")).toBe(true);
    for (const next of [edited(withError, duck, vp, "vp(us, 5 - defcon_levelx)"), edited(withError, duck, vp, "vp(us, 4 - defcon_level)")]) {
      const quick = codeEditDiagnostics(last(before), CARDS, next);
      expect(quick).not.toBeNull();
      expect(quick).toEqual(load(CARDS, next).diagnostics);
    }
  });
});

describe("a key typed in a procedure's or function's code, checked alone", () => {
  const PROCEDURES = "procedures/scoring.yaml";
  const text = disk(PROCEDURES)!;
  const start = load(PROCEDURES, text);
  /** Each text in turn, checked alone against the build before it, then compared with a full load. */
  function typeThrough(texts: string[]): number {
    let before = start;
    let answered = 0;
    for (const t of texts) {
      const quick = codeEditDiagnostics(last(before), PROCEDURES, t);
      const full = load(PROCEDURES, t);
      if (quick) {
        answered++;
        expect(quick, t.slice(0, 1200)).toEqual(full.diagnostics);
      }
      before = full;
    }
    return answered;
  }
  const score = "  score:\n";
  const net = "let net = r.us - r.ussr";

  it("gives a full load's diagnostics: unknown names typed and mended, a syntax error, a wrong type, a parameter's name, a function's code", () => {
    const keys: string[] = [];
    for (let i = 1; i <= 3; i++) keys.push(edited(text, score, net, `let net = r.us - r.ussr${"xyz".slice(0, i)}`), edited(text, score, net, `let net = r.us - ${"xyz".slice(0, i)}r.ussr`));
    keys.push(edited(text, score, net, `let net = r.us - (r.ussr`), edited(text, score, net, "let net = r.us - region"), edited(text, score, net, "let net = r.us - regio"), text);
    // A call typed that asks nobody (its name's letters, then the parentheses), into a function too.
    keys.push(edited(text, score, "if net > 0 { vp(us, net) }", "if net > 0 { vp(us, net) } track(vp"), edited(text, score, "if net > 0 { vp(us, net) }", "if net > 0 { vp(us, net) } track(vp)"), text);
    keys.push(edited(text, "  count_country:", "let a = 0", "let a = 0 + bgg"), edited(text, "  count_country:", "let a = 0", "let a = 0 + bg"), text);
    expect(typeThrough(keys)).toBe(keys.length);
  });

  it("a field read misspelt key by key (`rules.china_card.final_vpx`, CW311 at the field) and mended: the full load's diagnostics", () => {
    const read = "rules.china_card.final_vp)";
    const keys: string[] = [];
    for (let i = 1; i <= 2; i++) keys.push(edited(text, "  final_scoring:", read, `rules.china_card.final_vp${"xy".slice(0, i)})`));
    keys.push(edited(text, "  final_scoring:", read, "rules.china_card.final_v)"), edited(text, "  final_scoring:", read, "rules.china_cards.final_vp)"), text);
    expect(typeThrough(keys)).toBe(keys.length);
    const typo = load(PROCEDURES, keys[0]!);
    expect(typo.diagnostics.map((d) => `${d.start.line}:${d.start.column} ${d.code} ${d.message} (${d.hint})`)).toEqual(["27:49 CW311 `final_vpx` is not a field of `rules.china_card` (did you mean `final_vp`?)"]);
  });

  it("leaves to the full build a key that makes a procedure ask a player, or stop asking", () => {
    const r = last(start);
    // `pick(` typed into score's code: score now asks, and every caller with it.
    const asks = edited(text, score, "if net > 0 { vp(us, net) }", 'if net > 0 { vp(us, net) } pick(us, [1], "x")');
    expect(codeEditDiagnostics(r, PROCEDURES, asks)).toBeNull();
    const asking = load(PROCEDURES, asks, newReuse());
    // … and once it asks, a key that takes the call away again.
    expect(codeEditDiagnostics(last(asking), PROCEDURES, asks.replace('pick(us, [1], "x")', 'pic(us, [1], "x")'))).toBeNull();
    // A key that keeps it asking is answered.
    const still = asks.replace('"x")', '"y")');
    expect(codeEditDiagnostics(last(asking), PROCEDURES, still)).toEqual(load(PROCEDURES, still, newReuse()).diagnostics);
  });

  it("gives a full load's diagnostics for random keys in every routine's code of the file", () => {
    let seed = 11;
    const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648) % n);
    const bodies: [number, number][] = [];
    for (let p = text.indexOf("    do: |"); p >= 0; p = text.indexOf("    do: |", p + 1)) {
      const s = text.indexOf("\n", p) + 1;
      let e = s;
      while (text.startsWith("      ", e)) e = text.indexOf("\n", e) + 1;
      if (e > s) bodies.push([s, e]);
    }
    expect(bodies.length).toBeGreaterThan(5);
    const chars = "abz_(),.0123 -+=:\"'#|{}[]&*!%@";
    let answered = 0;
    for (let i = 0; i < 120; i++) {
      const [s, e] = bodies[rand(bodies.length)]!;
      const p = s + rand(e - s);
      const k = rand(10);
      const t = k < 5 ? text.slice(0, p) + chars[rand(chars.length)] + text.slice(p) : k < 8 ? text.slice(0, p) + text.slice(p + 1) : k < 9 ? text.slice(0, p) + "foo" + text.slice(p) : text.slice(0, p) + "\n" + text.slice(p);
      const quick = codeEditDiagnostics(last(start), PROCEDURES, t);
      if (!quick) continue;
      answered++;
      expect(quick).toEqual(load(PROCEDURES, t).diagnostics);
    }
    expect(answered).toBeGreaterThan(60);
  });
});

describe("a key typed where a string takes only the texts the game's data lists, or a moment's name's, checked alone", () => {
  /** Each text of `file` in turn, checked alone against the build before it: answered, and what a full load gives. */
  function typeThrough(file: string, texts: string[]): LoadResult {
    let before = load(file, disk(file)!);
    for (const t of texts) {
      const quick = codeEditDiagnostics(last(before), file, t);
      const full = load(file, t);
      expect(quick, t.slice(0, 1200)).toEqual(full.diagnostics);
      before = full;
    }
    return before;
  }
  const said = (r: LoadResult) => r.diagnostics.map((d) => `${d.file}:${d.start.line}:${d.start.column} ${d.code} ${d.message} (${d.hint})`);

  it("an ability of the Space Race's boxes (`values: { data: rules.space_race.boxes, key: ability }`) misspelt key by key, then mended: CW312 at the literal", () => {
    const FILE = "procedures/space-race.yaml";
    const text = disk(FILE)!;
    const typed = (s: string) => text.replace('has_space_ability(side, "two_attempts")', `has_space_ability(side, "${s}")`);
    const last = typeThrough(FILE, [typed("two_attempt"), typed("two_atempt"), typed("two_atempts")]);
    expect(said(last)).toEqual(["procedures/space-race.yaml:77:34 CW312 `two_atempts` is not a value `ability` takes (did you mean `two_attempts`?)"]);
    expect(said(typeThrough(FILE, [typed("two_atempts"), text]))).toEqual([]);
  });

  it("a moment's name given a literal in `emit`'s `with:` record (`with: { played_as: \"spce\" }`), key by key: CW312 at the literal", () => {
    const FILE = "procedures/playing-a-card.yaml";
    const text = disk(FILE)!;
    const typed = (s: string) => text.replace("with: { played_as: chosen }", `with: { played_as: ${s} }`);
    const last = typeThrough(FILE, [typed('"s"'), typed('"sp"'), typed('"spce"')]);
    expect(said(last)).toEqual(["procedures/playing-a-card.yaml:64:69 CW312 `spce` is not a value `played_as` takes (did you mean `space`?)"]);
  });

  it("a name the moment does not declare typed in `emit`'s `with:` record (`with: { playd_as: chosen }`), key by key: CW304 at the name", () => {
    const FILE = "procedures/playing-a-card.yaml";
    const text = disk(FILE)!;
    const typed = (s: string) => text.replace("with: { played_as: chosen }", `with: { ${s}: chosen }`);
    const last = typeThrough(FILE, [typed("playe_as"), typed("play_as"), typed("playd_as")]);
    expect(said(last)).toEqual(["procedures/playing-a-card.yaml:64:58 CW304 the moment `card_played` gives its triggers no name `playd_as` (did you mean `played_as`?)"]);
    expect(said(typeThrough(FILE, [typed("playd_as"), text]))).toEqual([]);
  });

  it("a text compared with a local copied from what a routine declares it gives (`blocked == \"canceled\"`), key by key, then mended: CW312 at the literal", () => {
    const FILE = "procedures/playing-a-card.yaml";
    const text = disk(FILE)!;
    const typed = (s: string) => text.replace('if blocked == "cancelled" {', `if blocked == "${s}" {`);
    const last = typeThrough(FILE, [typed("cancelld"), typed("canceld"), typed("canceled")]);
    expect(said(last)).toEqual(["procedures/playing-a-card.yaml:104:21 CW312 `canceled` is not a value `blocked` takes (did you mean `cancelled`?)"]);
    expect(said(typeThrough(FILE, [typed("canceled"), text]))).toEqual([]);
  });

  it("a text the routine itself returns that is none of those it declares it gives (`return \"canceld\"`), key by key, then mended: CW312 at the literal", () => {
    const FILE = "procedures/playing-a-card.yaml";
    const text = disk(FILE)!;
    const typed = (s: string) => text.replace('{ return "cancelled" }', `{ return "${s}" }`);
    const last = typeThrough(FILE, [typed("cancelle"), typed("cancell"), typed("cancel"), typed("cance"), typed("canced"), typed("canceld")]);
    expect(said(last)).toEqual(["procedures/playing-a-card.yaml:161:63 CW312 `canceld` is not a value `event_blocked_reason` gives (did you mean `cancelled`?)"]);
    expect(said(typeThrough(FILE, [typed("canceld"), text]))).toEqual([]);
  });

  it("a local the routine returns given a text it does not declare it gives (`let r = \"canceld\"; return r`), key by key, then mended: CW312 at the literal", () => {
    const FILE = "procedures/playing-a-card.yaml";
    const text = disk(FILE)!;
    const typed = (s: string) => text.replace('{ return "cancelled" }', `{ let r = "${s}"; return r }`);
    const last = typeThrough(FILE, [typed("cancelled"), typed("cancelle"), typed("cancell"), typed("cancel"), typed("cance"), typed("canced"), typed("canceld")]);
    expect(said(last)).toEqual(["procedures/playing-a-card.yaml:161:64 CW312 `canceld` is not a value `event_blocked_reason` gives (did you mean `cancelled`?)"]);
    expect(said(typeThrough(FILE, [typed("canceld"), typed("cancelled")]))).toEqual([]);
  });

  it("a text compared with a player's choice among texts written out (`choice == \"rol\"` after `pick(side, [\"roll\", \"decline\"], …)`), key by key, then mended: CW312 at the literal", () => {
    const FILE = "procedures/space-race.yaml";
    const text = disk(FILE)!;
    const typed = (s: string) => text.replace('if choice == "roll"', `if choice == "${s}"`);
    const last = typeThrough(FILE, [typed("rol"), typed("ro"), typed("rok"), typed("rol")]);
    expect(said(last)).toEqual(["procedures/space-race.yaml:52:20 CW312 `rol` is not a value `choice` takes (did you mean `roll`?)"]);
    expect(said(typeThrough(FILE, [typed("rol"), text]))).toEqual([]);
  });
});

describe("a key typed comparing a routine written as a bare name with a text, checked alone", () => {
  const said = (r: LoadResult) => r.diagnostics.map((d) => `${d.file}:${d.start.line}:${d.start.column} ${d.code} ${d.message} (${d.hint})`);

  it("`era == \"lat\"` typed key by key in a card's event, then mended: CW312 at the literal, as a full load says", () => {
    const typed = (s: string) => edited(base, duck, vp, `if era == "${s}" { ${vp} }`);
    let before = load(CARDS, base);
    for (const t of [typed("l"), typed("la"), typed("lat")]) {
      const quick = codeEditDiagnostics(last(before), CARDS, t);
      const full = load(CARDS, t);
      expect(quick).toEqual(full.diagnostics);
      before = full;
    }
    expect(said(before)).toEqual(["cards/early-war.yaml:62:17 CW312 `lat` is not a value `era` gives (did you mean `late`?)"]);
    const mended = typed("late");
    expect(codeEditDiagnostics(last(before), CARDS, mended)).toEqual([]);
    expect(load(CARDS, mended).diagnostics).toEqual([]);
  });
});

describe("a key typed in a field `attr` reads by name, checked alone", () => {
  const said = (r: LoadResult) => r.diagnostics.map((d) => `${d.file}:${d.start.line}:${d.start.column} ${d.code} ${d.message} (${d.hint})`);

  it("`attr(this_card, \"opps\")` and `attr(x, \"stabilty\")` typed key by key in a card's event, then mended: CW311 at the literal, as a full load says", () => {
    const typed = (s: string, t: string) => edited(base, duck, vp, `let x = turn; if attr(this_card, "${s}") > 2 and attr(x, "${t}") == 1 { ${vp} }`);
    let before = load(CARDS, base);
    for (const t of [typed("o", "stability"), typed("op", "stability"), typed("opp", "stability"), typed("opps", "stability"), typed("opps", "stabilty")]) {
      const quick = codeEditDiagnostics(last(before), CARDS, t);
      const full = load(CARDS, t);
      expect(quick).toEqual(full.diagnostics);
      before = full;
    }
    expect(said(before)).toEqual([
      "cards/early-war.yaml:62:40 CW311 `opps` is not a field of `this_card` (did you mean `ops`?)",
      "cards/early-war.yaml:62:64 CW311 no cards, countries or regions have a field `stabilty` (did you mean `stability`?)",
    ]);
    const mended = typed("ops", "stability");
    expect(codeEditDiagnostics(last(before), CARDS, mended)).toEqual([]);
    expect(load(CARDS, mended).diagnostics).toEqual([]);
  });
});

describe("a key typed in the code of a game without a scenario schema (tests/fixtures/ridge)", () => {
  it("leaves to the full build a key in code reading `scenario`: which scenario fields nothing reads may change", () => {
    const ridge = "tests/fixtures/ridge";
    const RULES = "procedures/rules.yaml";
    const file = (p: string) => readFileSync(join(ridge, p), "utf8");
    // Its setup reads the scenario's `bonus`, which the scenario gives.
    const reading = file(RULES).replace("      shuffle(deck)\n  deal:", "      shuffle(deck)\n      move_track(points, value_or(scenario.bonus, 0), side: red)\n  deal:");
    const scenario = `${file("scenarios/standard.yaml")}bonus: 2\n`;
    const loadRidge = (rules: string) => loadContent((p) => (p === RULES ? rules : p === "scenarios/standard.yaml" ? scenario : (() => { try { return file(p); } catch { return null; } })()), ".", selection, true, newReuse());
    const before = loadRidge(reading);
    expect(before.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    // A key that makes it read `scenario.bonu`: `bonus` is then read by nothing, an error at it.
    const typo = reading.replace("scenario.bonus", "scenario.bonu");
    expect(codeEditDiagnostics(last(before), RULES, typo)).toBeNull();
    expect(loadRidge(typo).diagnostics.filter((d) => d.code === "CW201").map((d) => `${d.file}:${d.start.line} ${d.message}`)).toEqual(["scenarios/standard.yaml:4 unknown property `bonus` in the scenario file: no code of the game reads `scenario.bonus`"]);
    // A key in code that reads no scenario is answered as before.
    const other = reading.replace("move_track(points, amount, side: side)", "move_track(points, amount , side: side)");
    expect(codeEditDiagnostics(last(before), RULES, other)).not.toBeNull();
  });
});
