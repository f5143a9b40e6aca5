// The editor rebuilds the content on every edit, reusing what the last build made of each file it
// did not change (src/content/file-memo.ts, loadContent's `reuse`). Whatever the edit, the result
// must be the one a full load from scratch gives: the same diagnostics at the same places, the
// same compiled declarations, the same translations and their problems.
import { describe, expect, it } from "vitest";
import { editableContent } from "../helpers.js";
import { loadContent, newReuse, type LoadResult } from "../../src/content/load.js";
import type { FileMemo } from "../../src/content/raw.js";
import { loadI18n, sourceDiagnostics, statusDiagnostics, translationStatus } from "../../src/i18n/index.js";
import { sameInputs, translationInputs } from "../../editor/src/game/translation-inputs.js";

const dir = "cards/twilight-struggle";
const selection = { scenario: "standard", variants: [] as string[], options: [] as string[] };

/** The content's files as the editor holds them: an in-memory copy, edited step by step. */
const { read, edit } = editableContent(dir);

/** What a build shows: its diagnostics, whether it compiled, what it compiled, the files it read. */
function summary(r: LoadResult) {
  return {
    diagnostics: r.diagnostics,
    ok: r.content !== null,
    compiled: r.compiledFrom ? JSON.stringify({ d: r.compiledFrom.declarations, c: r.compiledFrom.code }) : null,
    sources: [...r.sources].map(([p, s]) => [p, s.text]),
  };
}

function translations(r: LoadResult, memo?: FileMemo) {
  const load = loadI18n(read, { raw: r.raw ?? null, sources: r.sources, ...(memo ? { memo } : {}) });
  return { diagnostics: [...load.diagnostics, ...sourceDiagnostics(load.bundle), ...statusDiagnostics(translationStatus(load.bundle))], languages: load.bundle.languages };
}

describe("incremental content builds", () => {
  const reuse = newReuse();
  const locales: FileMemo = new Map();
  /**
   * The editor's worker keeps the last translations when what they are made from did not change
   * (editor/src/game/translation-inputs.ts): whenever two builds in a row have the same inputs,
   * their translations and problems must be the same. `kept` records, build by build, whether the
   * inputs were the same as the build before's.
   */
  let lastInputs: string[] | null = null;
  let lastTranslations: ReturnType<typeof translations> | null = null;
  const kept: boolean[] = [];
  const inputsCheck = (incremental: LoadResult, full: LoadResult) => {
    // Made as the worker makes them, from the incremental build (the places of the strings of a
    // file not parsed again are those found before): the same as from a build from scratch.
    const inputs = incremental.raw ? translationInputs(incremental.raw, incremental.sources, read) : null;
    expect(inputs).toEqual(full.raw ? translationInputs(full.raw, full.sources, read) : null);
    const now = translations(full);
    const same = sameInputs(inputs, lastInputs);
    if (same) expect(now).toEqual(lastTranslations);
    kept.push(same);
    lastInputs = inputs;
    lastTranslations = now;
  };
  /**
   * Builds incrementally (the same reuse across every edit) and from scratch; both must agree. The
   * translations are compared after the edits that can change them (`withTranslations`).
   */
  const check = (expectError: string | null, withTranslations = false) => {
    const incremental = loadContent(read, dir, selection, true, reuse);
    const full = loadContent(read, dir, selection, true);
    expect(summary(incremental)).toEqual(summary(full));
    const i18n = withTranslations ? translations(full) : { diagnostics: [] };
    if (withTranslations) expect(translations(incremental, locales)).toEqual(i18n);
    inputsCheck(incremental, full);
    const codes = [...full.diagnostics, ...i18n.diagnostics].filter((d) => d.severity === "error").map((d) => `${d.code} ${d.file}:${d.start.line}:${d.start.column}`);
    if (expectError) expect(codes.join("\n")).toContain(expectError);
    else expect(codes).toEqual([]);
    return full;
  };

  it("equals a full build after each edit, of every kind of file, adding and removing errors", { timeout: 300_000 }, () => {
    check(null, true);
    // A card: its text (an English string to translate), then a typo in its event (an error), then the fix.
    edit("cards/early-war.yaml", "Clear all US Influence from Cuba", "Remove every US Influence from Cuba");
    check(null, true);
    edit("cards/early-war.yaml", "remove_all_influence(us, cuba)", "remove_all_influence(us, cubba)");
    check("CW302 cards/early-war.yaml:129:");
    edit("cards/early-war.yaml", "remove_all_influence(us, cubba)", "remove_all_influence(us, cuba)");
    check(null);
    // A card renamed that a variant names: the error is in the variant's file, not the card's.
    edit("cards/early-war.yaml", "- id: korean_war", "- id: korean_war_renamed");
    check("CW302 cards/mid-war.yaml:");
    edit("cards/early-war.yaml", "- id: korean_war_renamed", "- id: korean_war");
    // A line inserted above other cards moves their positions: a later error is found at its new line.
    edit("cards/early-war.yaml", "  - id: fidel\n", "  # a note\n  - id: fidel\n");
    edit("cards/early-war.yaml", "gain_control(ussr, cuba)", "gain_control(ussr, cuba, 3)");
    check("cards/early-war.yaml:131:");
    edit("cards/early-war.yaml", "gain_control(ussr, cuba, 3)", "gain_control(ussr, cuba)");
    edit("cards/early-war.yaml", "  # a note\n", "");
    check(null);
    // YAML broken, then mended.
    edit("cards/early-war.yaml", "    number: 8\n", "    number: 8\n   name: Fidel\n");
    check("CW101 cards/early-war.yaml:");
    edit("cards/early-war.yaml", "    number: 8\n   name: Fidel\n", "    number: 8\n");
    check(null);
    // A procedure.
    edit("procedures/scoring.yaml", "doc: Scores a region now.", "doc: Scores a region at once.");
    edit("procedures/scoring.yaml", "example: score(asia)", "example: score(asia)\n    bogus: 1");
    check("CW201 procedures/scoring.yaml:");
    edit("procedures/scoring.yaml", "example: score(asia)\n    bogus: 1", "example: score(asia)");
    check(null);
    // The board: a one-sided adjacency, then back.
    edit("board.yaml", "adjacent: [haiti, nicaragua, usa]", "adjacent: [haiti, nicaragua, usa, mexico]");
    check("CW403 board.yaml:");
    edit("board.yaml", "adjacent: [haiti, nicaragua, usa, mexico]", "adjacent: [haiti, nicaragua, usa]");
    check(null);
    // The scenario: an unknown space in its setup, then back.
    edit("scenarios/standard.yaml", "influence: { syria: 1,", "influence: { syriaa: 1,");
    check("scenarios/standard.yaml:");
    edit("scenarios/standard.yaml", "influence: { syriaa: 1,", "influence: { syria: 1,");
    check(null);
    // An overlay that is not selected (checked on its own).
    edit("variants/chinese-civil-war.yaml", 'action: influence, where: "it == chinese_civil_war"', 'action: influence, where: "it == chinese_civil_warr"');
    check("CW302 variants/chinese-civil-war.yaml:");
    edit("variants/chinese-civil-war.yaml", 'action: influence, where: "it == chinese_civil_warr"', 'action: influence, where: "it == chinese_civil_war"');
    check(null);
    // A locale: a translation changed, then broken (a locale file's error), then mended.
    edit("locales/es.yaml", 'side.us.name: { text: "EE. UU."', 'side.us.name: { text: "Estados Unidos"');
    const changed = check(null, true);
    expect(translations(changed).diagnostics.some((d) => d.file === "locales/es.yaml" && d.code === "CW603")).toBe(true);
    edit("locales/es.yaml", "strings:\n", "strings:\n  bad: [\n");
    check("CW101 locales/es.yaml:", true);
    edit("locales/es.yaml", "strings:\n  bad: [\n", "strings:\n");
    edit("locales/es.yaml", 'side.us.name: { text: "Estados Unidos"', 'side.us.name: { text: "EE. UU."');
    check(null, true);
    // The manifest: a comment line moves every position in it.
    edit("game.yaml", /^/, "# edited\n");
    check(null, true);
    // A card's text is an English string (new translations); a typo in its event and its fix are
    // not: the worker keeps the translations it has. A locale edited, or the manifest: new ones.
    expect(kept.slice(0, 4)).toEqual([false, false, true, true]);
    expect(kept.at(-1)).toBe(false);
    const localeEdits = kept.slice(-5, -1);
    expect(localeEdits.some((k) => !k)).toBe(true);
  });

  /**
   * The shortcuts of a build after an edit inside one card: only that card is parsed again
   * (src/content/yaml-reparse.ts) and, when the names in scope are the same, only its code is
   * checked again (code.ts). Each build is still compared with a full one.
   */
  it("equals a full build for edits inside one card, across cards, adding and removing cards", { timeout: 300_000 }, () => {
    const file = "cards/early-war.yaml";
    const cards = () => reuse.files.get(file)!.opened.source!;
    /** Whether the last build parsed the file in part: the first card's nodes are the ones before. */
    const inPart = (before: ReturnType<typeof cards>) => firstCard(cards()) === firstCard(before);
    const firstCard = (f: ReturnType<typeof cards>) => ((f.doc.contents as { items: { value: { items: unknown[] } }[] }).items[0]!.value.items[0]);
    const step = (from: string, to: string, expectError: string | null) => {
      const before = cards();
      edit(file, from, to);
      check(expectError);
      return inPart(before);
    };
    check(null);
    // Typed key by key into NATO's event: each key is a build; the unknown name comes and goes.
    const typed = (s: string) => `end_effect(warsaw_pact_formed${s})`;
    for (const [from, to] of [["", "x"], ["x", "xy"], ["xy", "x"]]) expect(step(typed(from!), typed(to!), "CW302 cards/early-war.yaml:376:")).toBe(true);
    expect(step(typed("x"), typed(""), null)).toBe(true);
    // Typing in code moves no English string: the translations are kept, build after build.
    expect(kept.slice(-4)).toEqual([true, true, true, true]);
    // A line added inside a card moves every later card: their errors are found at their new lines.
    expect(step("    number: 21\n", "    number: 21\n    # a note\n", null)).toBe(true);
    // … and the English strings after it: new translations (their problems are at the new lines).
    expect(kept.at(-1)).toBe(false);
    expect(step("      if not has_effect(nato) { start_effect(marshall_plan) }", "      if not has_effect(nato) { start_effect(marshall_plann) }", "CW302 cards/early-war.yaml:423:")).toBe(true);
    expect(step("start_effect(marshall_plann)", "start_effect(marshall_plan)", null)).toBe(true);
    // A note in a card's code is an English string: typed in, new translations; a key typed on its
    // line after it moves nothing (the same translations); taken out, new ones.
    expect(step(typed(""), `${typed("")}\n      note("a note typed")`, null)).toBe(true);
    expect(kept.at(-1)).toBe(false);
    expect(step(`${typed("")}\n      note("a note typed")`, `${typed("")}\n      note("a note typed") `, null)).toBe(true);
    expect(kept.at(-1)).toBe(true);
    expect(step(`${typed("")}\n      note("a note typed") `, typed(""), null)).toBe(true);
    expect(kept.at(-1)).toBe(false);
    expect(step("    number: 21\n    # a note\n", "    number: 21\n", null)).toBe(true);
    // A name other cards use: NATO's lasting effect renamed, so the cards that start or test it fail.
    expect(step("      - id: nato\n        duration: game", "      - id: nato_renamed\n        duration: game", "CW302 cards/early-war.yaml:374:")).toBe(true);
    expect(step("      - id: nato_renamed\n        duration: game", "      - id: nato\n        duration: game", null)).toBe(true);
    // A duplicate id: NATO's id made Marshall Plan's, then back.
    expect(step("  - id: nato\n", "  - id: marshall_plan\n", "cards/early-war.yaml:")).toBe(true);
    expect(step("  - id: marshall_plan\n    number: 21", "  - id: nato\n    number: 21", null)).toBe(true);
    // A YAML error mid-file, inside a card (the whole file is parsed: it is reported), then mended.
    expect(step("    number: 21\n", "    number: 21\n   name: NATO\n", "CW101 cards/early-war.yaml:")).toBe(false);
    expect(step("    number: 21\n   name: NATO\n", "    number: 21\n", null)).toBe(false);
    // An edit across two cards (the end of Fidel and the start of Vietnam Revolts).
    const across = ["      gain_control(ussr, cuba)\n  - id: vietnam_revolts\n    number: 9\n", "      gain_control(ussr, cuba) \n  - id: vietnam_revolts\n    number: 9 # ninth\n"] as const;
    expect(step(across[0], across[1], null)).toBe(false);
    expect(step(across[1], across[0], null)).toBe(false);
    // A card added in the middle of the file (it has no number yet: a schema error), completed, removed.
    const added = "  - id: added_card\n    name: Added\n";
    expect(step("  - id: nato\n", `${added}  - id: nato\n`, "cards/early-war.yaml:")).toBe(false);
    expect(step(added, `${added}    number: 200\n    ops: 1\n    side: us\n    era: early\n    kind: event\n    removed_after_event: false\n    optional: false\n    text: Added.\n    event: vp(us, 1)\n`, null)).toBe(true);
    expect(step("    event: vp(us, 1)\n", "    event: vp(us, 2)\n", null)).toBe(true);
    const whole = read(file)!;
    edit(file, whole.slice(whole.indexOf(added), whole.indexOf("  - id: nato\n")), "");
    check(null);
    // A procedure's parameter renamed: the names in scope change, every piece of code is checked again.
    edit("procedures/scoring.yaml", "example: score(asia)", "example: score(asia) ");
    check(null);
  });

  it("keeps the names found in the game's data for a bounded number of texts (each key typed into a scenario adds one)", () => {
    const r = newReuse();
    for (let i = 0; i < 1000; i++) r.names!.set(`schema\u0000scenarios/standard.yaml\u0000[]\u0000text ${i}`, []);
    expect(r.names!.size).toBeLessThanOrEqual(256);
    expect(r.names!.get("schema\u0000scenarios/standard.yaml\u0000[]\u0000text 999")).toEqual([]);
  });
});
