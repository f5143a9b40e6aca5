// A card (or procedure, space of the board, data file entry) that fails its schema is left out of the checked game (quarantined): its
// own schema errors are reported, and the names and code of everything else are checked in the
// same load, so that a designer mending one typo does not meet the other errors only afterwards.
// References to the left-out item's id report nothing (they would be a flood of "unknown" errors
// that mending the one schema error ends), and no game is compiled from what was checked.
import { describe, expect, it } from "vitest";
import { editableContent, loadWithEdits, readContentFile } from "../helpers.js";
import { loadContent, newReuse, type LoadResult } from "../../src/content/load.js";

const EARLY = "cards/early-war.yaml";
const early = readContentFile(EARLY);
/** NATO's Ops value made text (a schema error in one card), and Asia Scoring's event misspelt (a code error in another). */
const broken = early.replace("  - id: nato\n    number: 21\n    name: NATO\n    ops: 4\n", "  - id: nato\n    number: 21\n    name: NATO\n    ops: four\n").replace("    event: score(asia)", "    event: score(asai)");

/** Line and column (1-based) of the first `text` in `file`'s text, plus `offset` characters. */
function placeOf(file: string, text: string, offset = 0): { line: number; column: number } {
  const at = file.indexOf(text);
  if (at < 0) throw new Error(`${text} not found`);
  const before = file.slice(0, at + offset).split("\n");
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

const errors = (r: LoadResult) => r.diagnostics.filter((d) => d.severity === "error");

describe("a card that fails its schema is left out, the rest is checked", () => {
  it("reports the card's schema error and another card's code error in one load, with places, and compiles nothing", () => {
    expect(broken).not.toBe(early);
    const r = loadWithEdits({ [EARLY]: broken });
    expect(r.content).toBeNull();
    const found = errors(r).map((d) => `${d.code} ${d.file}:${d.start.line}:${d.start.column} ${d.message}`);
    const ops = placeOf(broken, "ops: four", "ops: ".length);
    const asai = placeOf(broken, "score(asai)", "score(".length);
    expect(found).toEqual([`CW204 ${EARLY}:${ops.line}:${ops.column} card \`nato\`: \`ops\` must be a whole number`, `CW302 ${EARLY}:${asai.line}:${asai.column} unknown name \`asai\``]);
    expect(r.leftOut).toEqual([{ kind: "card", id: "nato", file: EARLY }]);
  });

  it("reports nothing of the other files' references to the left-out card (its effect named in code, a scenario's effects)", () => {
    const r = loadWithEdits({ [EARLY]: broken });
    // (NATO is named in Marshall Plan's and Warsaw Pact's code, in another card file's prerequisite
    // and in the late war scenario: checked, yet none reports it; the misspelt region is reported.)
    expect(errors(r).map((d) => d.code)).toEqual(["CW204", "CW302"]);
    // (But for the card's own schema error, which names it as the place of the error.)
    expect(r.diagnostics.filter((d) => d.message.includes("nato") && !d.code.startsWith("CW20"))).toEqual([]);
  });

  it("leaves out a procedure that fails its schema, and reports the code calling it no more than that", () => {
    const r = loadWithEdits({
      [EARLY]: early.replace("    event: score(asia)", "    event: score(asai)"),
      "procedures/scoring.yaml": (t) => t.replace('params: [{ name: region, type: region, doc: "Region or subregion with scoring values." }]', "params: [{ name: region, type: region }]"),
    });
    const found = errors(r).map((d) => `${d.code} ${d.file} ${d.message}`);
    expect(found[0]).toMatch(/^CW20\d procedures\/scoring\.yaml /);
    // The misspelt region is still found (its card is checked); `score`, called all over the cards, is not "unknown".
    expect(found.slice(1)).toEqual([`CW302 ${EARLY} unknown name \`asai\``]);
    expect(r.leftOut).toEqual([{ kind: "procedure", id: "score", file: "procedures/scoring.yaml" }]);
    expect(r.content).toBeNull();
  });
});

describe("a card file that is wrong as a whole is left out whole, the rest is checked", () => {
  const MID = "cards/mid-war.yaml";
  const asai = (t: string) => t.replace("    event: score(asia)", "    event: score(asai)");
  // (The Mid War cards are named by other cards' code, by procedures and by scenarios: none of that reports them.)
  it("when it does not read as YAML", () => {
    const r = loadWithEdits({ [MID]: (t) => t.replace("cards:\n", "cards:\n  oops: 1\n"), [EARLY]: asai });
    expect(r.leftOut).toEqual([{ kind: "file", id: MID, file: MID }]);
    expect(errors(r).map((d) => `${d.code} ${d.file}`)).toEqual([`CW101 ${MID}`, `CW302 ${EARLY}`]);
    expect(r.content).toBeNull();
  });
  it("when its top level does not match its schema", () => {
    const r = loadWithEdits({ [MID]: (t) => t.replace("cards:\n", "deck: mid\ncards:\n"), [EARLY]: asai });
    expect(r.leftOut).toEqual([{ kind: "file", id: MID, file: MID }]);
    expect(errors(r).map((d) => `${d.code} ${d.file}`)).toEqual([`CW201 ${MID}`, `CW302 ${EARLY}`]);
  });
});

describe("a scenario or an overlay with errors of its own is left out whole, the rest is checked", () => {
  const asai = (t: string) => t.replace("    event: score(asia)", "    event: score(asai)");
  const found = (r: LoadResult) => errors(r).map((d) => `${d.code} ${d.file}`);
  it("an option whose kind is misspelt", () => {
    const OPTION = "options/us-handicap.yaml";
    const r = loadWithEdits({ [OPTION]: (t) => t.replace("kind: option\n", "kind: opton\n"), [EARLY]: asai });
    expect(r.leftOut).toEqual([{ kind: "file", id: OPTION, file: OPTION }]);
    expect(found(r)).toEqual([`CW203 ${OPTION}`, `CW302 ${EARLY}`]);
    expect(r.content).toBeNull();
  });
  it("an option another requires: what requires it reports nothing", () => {
    const r = loadWithEdits({
      "options/us-handicap.yaml": (t) => t.replace("kind: option\n", "kind: opton\n"),
      "options/optional-cards.yaml": (t) => t.replace(/^kind: option\n/m, "kind: option\nrequires: [us_handicap]\n"),
      [EARLY]: asai,
    });
    expect(found(r)).toEqual(["CW203 options/us-handicap.yaml", `CW302 ${EARLY}`]);
  });
  it("a scenario laid over the game (Late War) whose start is wrong", () => {
    const LATE = "scenarios/late-war.yaml";
    const r = loadWithEdits({ [LATE]: (t) => t.replace("    turn: 8\n", "    turn: eight\n"), [EARLY]: asai });
    expect(r.leftOut).toEqual([{ kind: "file", id: LATE, file: LATE }]);
    expect(found(r)).toEqual([`CW204 ${LATE}`, `CW302 ${EARLY}`]);
  });
  it("the standard scenario's file, wrong or not YAML", () => {
    const STANDARD = "scenarios/standard.yaml";
    for (const [edit, code] of [[(t: string) => t.replace("  turn: 1\n", "  turn: one\n"), "CW204"], [(t: string) => t.replace("start:\n", "start:\n oops: [\n"), "CW101"]] as const) {
      const r = loadWithEdits({ [STANDARD]: edit, [EARLY]: asai });
      expect(r.leftOut).toEqual([{ kind: "file", id: STANDARD, file: STANDARD }]);
      // (Every option composed onto it is not checked; none says its scenario is unknown.)
      expect([...new Set(found(r))]).toEqual([`${code} ${STANDARD}`, `CW302 ${EARLY}`]);
    }
  });
  it("a variant that does not read as YAML", () => {
    const VARIANT = "variants/chinese-civil-war.yaml";
    const r = loadWithEdits({ [VARIANT]: (t) => `${t}\n  oops: [\n`, [EARLY]: asai });
    expect(r.leftOut).toEqual([{ kind: "file", id: VARIANT, file: VARIANT }]);
    expect(found(r)).toEqual([`CW101 ${VARIANT}`, `CW302 ${EARLY}`]);
  });
});

describe("a space of the board with errors of its own is left out, the rest is checked", () => {
  const BOARD = "board.yaml";
  const board = readContentFile(BOARD);
  const asai = (t: string) => t.replace("    event: score(asia)", "    event: score(asai)");
  const iran = "  - id: iran\n    name: Iran\n    groups: [middle_east]\n    stability: 2\n";
  const found = (r: LoadResult) => errors(r).map((d) => `${d.code} ${d.file}:${d.start.line}:${d.start.column}`);
  // (Iran is named by the adjacency of Iraq, Afghanistan and Pakistan, the standard scenario's
  // set-up, an option's set-up and several cards' code: none of that reports it.)
  it("a value its schema refuses (Iran's stability as a word): the space's error and another card's code error, nothing of what names Iran", () => {
    expect(board).toContain(iran);
    const edited = board.replace(iran, iran.replace("stability: 2", "stability: two"));
    const r = loadWithEdits({ [BOARD]: edited, [EARLY]: asai });
    const stability = placeOf(edited, "stability: two", "stability: ".length);
    const code = placeOf(asai(early), "score(asai)", "score(".length);
    expect(found(r)).toEqual([`CW204 ${BOARD}:${stability.line}:${stability.column}`, `CW302 ${EARLY}:${code.line}:${code.column}`]);
    // (But for the space's own schema error, which names it as the place of the error.)
    expect(r.diagnostics.filter((d) => d.message.includes("iran") && !d.code.startsWith("CW20"))).toEqual([]);
    expect(r.leftOut).toEqual([{ kind: "space", id: "iran", file: BOARD }]);
    expect(r.content).toBeNull();
  });
  it("a misspelt key of a space, and a space whose id cannot be read: nothing names it as unknown", () => {
    for (const edit of [iran.replace("stability:", "stabilty:"), iran.replace("- id: iran", "- idd: iran")]) {
      const r = loadWithEdits({ [BOARD]: (t) => t.replace(iran, edit), [EARLY]: asai });
      const codes = found(r).map((x) => x.split(":")[0]);
      // The space's own schema errors (the key not allowed, the id missing), then the other card's code error.
      expect(codes.length).toBeGreaterThan(1);
      expect(codes.slice(0, -1).every((c) => /^CW20\d board\.yaml$/.test(c!))).toBe(true);
      expect(codes.at(-1)).toBe(`CW302 ${EARLY}`);
      expect(r.diagnostics.filter((d) => d.message.includes("iran") && !d.code.startsWith("CW20"))).toEqual([]);
      expect(r.leftOut).toHaveLength(1);
      expect(r.leftOut![0]).toMatchObject({ kind: "space", file: BOARD });
    }
  });
  it("a later space's own problem keeps its place in the board file (under the variant that adds a space too)", () => {
    const iraq = "  - id: iraq\n    name: Iraq\n    groups: [middle_east]\n";
    expect(board).toContain(iraq);
    const edited = board.replace(iran, iran.replace("stability: 2", "stability: two")).replace(iraq, iraq.replace("[middle_east]", "[middle_eats]"));
    const r = loadWithEdits({ [BOARD]: edited });
    const group = placeOf(edited, "[middle_eats]", 1);
    const stability = placeOf(edited, "stability: two", "stability: ".length);
    expect(found(r)).toEqual([`CW204 ${BOARD}:${stability.line}:${stability.column}`, `CW402 ${BOARD}:${group.line}:${group.column}`]);
    expect(r.leftOut).toEqual([{ kind: "space", id: "iran", file: BOARD }]);
  });
  it("an error of the board outside its spaces still stops the names and code checks", () => {
    const r = loadWithEdits({ [BOARD]: (t) => t.replace("groups:\n", "regions: 1\ngroups:\n"), [EARLY]: asai });
    expect(r.leftOut).toBeUndefined();
    expect(errors(r).map((d) => d.code)).toEqual(["CW201"]);
  });
});

describe("a group of the board with errors of its own is left out, the rest is checked", () => {
  const BOARD = "board.yaml";
  const board = readContentFile(BOARD);
  const asai = (t: string) => t.replace("    event: score(asia)", "    event: score(asai)");
  const africa = '{ id: africa, name: Africa, colour: "#e6c440" }';
  const europe = '{ id: europe, name: Europe, colour: "#7b5aa6" }';
  const found = (r: LoadResult) => errors(r).map((d) => `${d.code} ${d.file}:${d.start.line}:${d.start.column}`);
  // (Africa is named by its countries' groups, scoring cards' code and the scenarios: none of that reports it.)
  it("a value its schema refuses (Africa's colour as a word): the group's error and another card's code error, nothing of what names Africa", () => {
    expect(board).toContain(africa);
    const edited = board.replace(africa, africa.replace('"#e6c440"', "yellow"));
    const r = loadWithEdits({ [BOARD]: edited, [EARLY]: asai });
    const colour = placeOf(edited, "colour: yellow", "colour: ".length);
    const code = placeOf(asai(early), "score(asai)", "score(".length);
    expect(found(r)).toEqual([`CW205 ${BOARD}:${colour.line}:${colour.column}`, `CW302 ${EARLY}:${code.line}:${code.column}`]);
    // (But for the group's own schema error, which names it as the place of the error.)
    expect(r.diagnostics.filter((d) => /\bafrica\b/.test(d.message) && !d.code.startsWith("CW20"))).toEqual([]);
    expect(r.leftOut).toEqual([{ kind: "group", id: "africa", file: BOARD }]);
    expect(r.content).toBeNull();
  });
  it("a group whose sub-groups name it as their parent: the sub-groups are checked (a misspelt parent of another group reported), their parent naming it reports nothing", () => {
    const eastern = "{ id: eastern_europe, name: Eastern Europe, parent: europe,";
    expect(board).toContain(europe);
    expect(board).toContain(eastern);
    const edited = board.replace(europe, europe.replace('"#7b5aa6"', "purple")).replace("{ id: southeast_asia, name: Southeast Asia, parent: asia,", "{ id: southeast_asia, name: Southeast Asia, parent: aisa,");
    const r = loadWithEdits({ [BOARD]: edited });
    const colour = placeOf(edited, "colour: purple", "colour: ".length);
    const parent = placeOf(edited, "parent: aisa", "parent: ".length);
    expect(found(r)).toEqual([`CW205 ${BOARD}:${colour.line}:${colour.column}`, `CW402 ${BOARD}:${parent.line}:${parent.column}`]);
    expect(r.leftOut).toEqual([{ kind: "group", id: "europe", file: BOARD }]);
  });
  it("a group and a space left out together, and a group whose id cannot be read: nothing names them as unknown", () => {
    const iran = "  - id: iran\n    name: Iran\n    groups: [middle_east]\n    stability: 2\n";
    const r = loadWithEdits({ [BOARD]: (t) => t.replace(africa, africa.replace('"#e6c440"', "yellow")).replace(iran, iran.replace("stability: 2", "stability: two")), [EARLY]: asai });
    expect(r.leftOut).toEqual([{ kind: "group", id: "africa", file: BOARD }, { kind: "space", id: "iran", file: BOARD }]);
    expect(errors(r).map((d) => d.code)).toEqual(["CW205", "CW204", "CW302"]);
    const unread = loadWithEdits({ [BOARD]: (t) => t.replace(africa, africa.replace("{ id: africa", "{ idd: africa")), [EARLY]: asai });
    expect(unread.leftOut).toHaveLength(1);
    expect(unread.leftOut![0]).toMatchObject({ kind: "group", file: BOARD });
    expect(errors(unread).at(-1)!.code).toBe("CW302");
    expect(unread.diagnostics.filter((d) => /\bafrica\b/.test(d.message) && !d.code.startsWith("CW20"))).toEqual([]);
  });
});

describe("an entry of a data file with errors of its own is left out, the rest is checked", () => {
  const RULES = "rules.yaml";
  const asai = (t: string) => t.replace("    event: score(asia)", "    event: score(asai)");
  const found = (r: LoadResult) => errors(r).map((d) => `${d.code} ${d.file}`);
  it("a value its schema refuses in the rules' DEFCON entry (one the schema requires): its error and another card's code error; the options that change the rules report nothing of the entry's absence", () => {
    const rules = readContentFile(RULES);
    const edited = rules.replace("defcon:\n  start: 5\n", "defcon:\n  start: five\n");
    expect(edited).not.toBe(rules);
    const r = loadWithEdits({ [RULES]: edited, [EARLY]: asai });
    expect(found(r)).toEqual([`CW204 ${RULES}`, `CW302 ${EARLY}`]);
    expect(r.leftOut).toEqual([{ kind: "entry", id: "defcon", file: RULES }]);
    expect(r.content).toBeNull();
  });
  it("an error not inside one entry (a top-level key the schema does not know) still stops the names and code checks", () => {
    const r = loadWithEdits({ [RULES]: (t) => `${t}\nextra_rules: 1\n`, [EARLY]: asai });
    expect(r.leftOut).toBeUndefined();
    expect(found(r)).toEqual([`CW201 ${RULES}`]);
  });
});

describe("checks that need all the game's code are not made without the left-out items", () => {
  it("does not warn that a lasting effect is never started when the card left out may start it", () => {
    const LATE = "cards/late-war.yaml";
    const late = readContentFile(LATE);
    // The Reformer's effect then started by Glasnost alone, and Glasnost's Ops value made text.
    const edited = late.replace("        start_effect(the_reformer_no_coups)\n", "").replace("  - id: glasnost\n    number: 90\n    name: Glasnost\n    ops: 4\n", "  - id: glasnost\n    number: 90\n    name: Glasnost\n    ops: four\n");
    expect(edited.match(/start_effect\(the_reformer_no_coups\)/g)).toHaveLength(1);
    expect(edited).toContain("ops: four");
    const r = loadWithEdits({ [LATE]: edited });
    expect(r.leftOut).toEqual([{ kind: "card", id: "glasnost", file: LATE }]);
    expect(r.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual(["CW204 card `glasnost`: `ops` must be a whole number"]);
  });
});

describe("the editor's builds (each reusing the last one's checks) with a card left out", () => {
  it("give what a load from scratch gives, as the card is broken, another card's code too, and both mended", { timeout: 300_000 }, () => {
    const { edit, same } = editorBuilds();
    expect(same().content).not.toBeNull();
    edit(EARLY, "    name: NATO\n    ops: 4\n", "    name: NATO\n    ops: four\n");
    expect(same().leftOut).toEqual([{ kind: "card", id: "nato", file: EARLY }]);
    edit(EARLY, "    event: score(asia)", "    event: score(asai)");
    expect(errors(same()).map((d) => d.code)).toEqual(["CW204", "CW302"]);
    edit(EARLY, "    ops: four\n", "    ops: 4\n");
    const mended = same();
    expect(mended.leftOut).toBeUndefined();
    expect(errors(mended).map((d) => d.code)).toEqual(["CW302"]);
    edit(EARLY, "    event: score(asai)", "    event: score(asia)");
    expect(same().content).not.toBeNull();
  });
});

describe("the editor's builds with a scenario or an option left out", () => {
  it("give what a load from scratch gives, as each is broken and mended, with a card's code error throughout", { timeout: 300_000 }, () => {
    const { edit, same } = editorBuilds();
    expect(same().content).not.toBeNull();
    edit(EARLY, "    event: score(asia)", "    event: score(asai)");
    expect(errors(same()).map((d) => d.code)).toEqual(["CW302"]);
    edit("options/us-handicap.yaml", "kind: option\n", "kind: opton\n");
    expect(same().leftOut).toEqual([{ kind: "file", id: "options/us-handicap.yaml", file: "options/us-handicap.yaml" }]);
    edit("scenarios/late-war.yaml", "    turn: 8\n", "    turn: eight\n");
    expect(errors(same()).map((d) => d.code)).toEqual(["CW204", "CW203", "CW302"]);
    edit("options/us-handicap.yaml", "kind: opton\n", "kind: option\n");
    edit("scenarios/late-war.yaml", "    turn: eight\n", "    turn: 8\n");
    const mended = same();
    expect(mended.leftOut).toBeUndefined();
    expect(errors(mended).map((d) => d.code)).toEqual(["CW302"]);
    edit(EARLY, "    event: score(asai)", "    event: score(asia)");
    expect(same().content).not.toBeNull();
  });
});

describe("the editor's builds with a space of the board or an entry of a data file left out", () => {
  it("give what a load from scratch gives, as the space and the entry are broken and mended, with a card's code error throughout", { timeout: 300_000 }, () => {
    const { edit, same } = editorBuilds();
    expect(same().content).not.toBeNull();
    edit(EARLY, "    event: score(asia)", "    event: score(asai)");
    expect(errors(same()).map((d) => d.code)).toEqual(["CW302"]);
    edit("board.yaml", "    groups: [middle_east]\n    stability: 2\n    battleground: true\n    adjacent: [afghanistan, iraq, pakistan]\n", "    groups: [middle_east]\n    stability: two\n    battleground: true\n    adjacent: [afghanistan, iraq, pakistan]\n");
    expect(same().leftOut).toEqual([{ kind: "space", id: "iran", file: "board.yaml" }]);
    expect(errors(same()).map((d) => d.code)).toEqual(["CW204", "CW302"]);
    // An entry of the rules' data broken too (an option changes the rules: not checked against their schema meanwhile).
    edit("rules.yaml", "defcon:\n  start: 5\n", "defcon:\n  start: five\n");
    expect(same().leftOut).toEqual([{ kind: "space", id: "iran", file: "board.yaml" }, { kind: "entry", id: "defcon", file: "rules.yaml" }]);
    expect(errors(same()).map((d) => d.code)).toEqual(["CW204", "CW204", "CW302"]);
    edit("rules.yaml", "  start: five\n", "  start: 5\n");
    edit("board.yaml", "    stability: two\n", "    stability: 2\n");
    const mended = same();
    expect(mended.leftOut).toBeUndefined();
    expect(errors(mended).map((d) => d.code)).toEqual(["CW302"]);
  });
});

describe("the editor's builds with a group of the board left out", () => {
  it("give what a load from scratch gives, as the group is broken and mended, with a card's code error throughout", { timeout: 300_000 }, () => {
    const { edit, same } = editorBuilds();
    edit(EARLY, "    event: score(asia)", "    event: score(asai)");
    expect(errors(same()).map((d) => d.code)).toEqual(["CW302"]);
    edit("board.yaml", '{ id: europe, name: Europe, colour: "#7b5aa6" }', "{ id: europe, name: Europe, colour: purple }");
    expect(same().leftOut).toEqual([{ kind: "group", id: "europe", file: "board.yaml" }]);
    expect(errors(same()).map((d) => d.code)).toEqual(["CW205", "CW302"]);
    edit("board.yaml", "colour: purple }", 'colour: "#7b5aa6" }');
    const mended = same();
    expect(mended.leftOut).toBeUndefined();
    expect(errors(mended).map((d) => d.code)).toEqual(["CW302"]);
  });
});

/**
 * The shipped game as the editor holds it (`edit` changes a file in memory); `same()` builds it
 * reusing the last build's checks, as the editor does, checks that this gives what a load from
 * scratch gives, and returns the latter.
 */
function editorBuilds() {
  const dir = "cards/twilight-struggle";
  const selection = { scenario: "standard", variants: [] as string[], options: [] as string[] };
  const { read, edit } = editableContent(dir);
  const reuse = newReuse();
  const same = () => {
    const incremental = loadContent(read, dir, selection, true, reuse);
    const full = loadContent(read, dir, selection, true);
    expect(incremental.diagnostics).toEqual(full.diagnostics);
    expect(incremental.leftOut).toEqual(full.leftOut);
    expect(incremental.content !== null).toBe(full.content !== null);
    return full;
  };
  return { edit, same };
}

function cardIndex(id: string): number {
  return [...early.matchAll(/^ {2}- id: (\w+)$/gm)].findIndex((m) => m[1] === id);
}
