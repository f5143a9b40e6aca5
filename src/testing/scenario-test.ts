// Runs scenario tests written in YAML: a start, a script of moves with forced dice, and
// expectations. Game-neutral: the keys of a position or an expectation are the game's declared
// names (tracks, pieces, piles, special cards, variables). Strict by default: a die roll the
// script did not force fails the test.
import type { Content, Selection } from "../content/model.js";
import { validateAgainstSchema } from "../content/schemas.js";
import { keyRangeAt, parseYamlSource, rangeAt, type SourceFile } from "../content/yaml-source.js";
import { closest } from "../diagnostics/closest.js";
import { ContentError, type Diagnostic } from "../diagnostics/diagnostic.js";
import { apply, blankState, EffectRuntimeError, IllegalMoveError, newGame, rigDice, rigPicks, gameFromPosition, PositionError, readByName, runtimeMessageOf, UnscriptedRollError, type State, type Game, type Readout } from "../kernel/index.js";

type Json = unknown;
interface TestFile {
  name: string;
  rule?: string;
  scenario?: string;
  variants?: string[];
  options?: string[];
  seed?: number;
  strict?: boolean;
  position?: Record<string, Json>;
  steps: Record<string, Json>[];
  expect?: Record<string, Json>;
}

/**
 * A test failure is a diagnostic at the line and column of the test file it is about, coded:
 * CW801 an expectation not met, CW802 a move of the script refused, CW803 an `illegal:` step
 * accepted (or refused for another reason), CW804 an impossible start position, CW805 a scenario,
 * variant or option the content cannot compose, CW806 a die the script did not force, CW807 the
 * engine stopped. A test file that is not valid YAML or breaks the schema keeps those codes.
 */
export type TestFailure = Diagnostic;
type Path = (string | number)[];

export interface TestResult {
  name: string;
  file: string;
  passed: boolean;
  failures: TestFailure[];
  steps: number;
}

/** Content composed for a test's scenario, variants and options. */
export type ContentFor = (selection: Selection) => Content;

export function runScenarioTestText(contentFor: ContentFor, path: string, text: string): TestResult[] {
  const { source, diagnostics } = parseYamlSource(path, text);
  const broken = (ds: Diagnostic[]): TestResult[] => [{ name: path, file: path, passed: false, steps: 0, failures: ds }];
  if (diagnostics.some((d) => d.severity === "error")) return broken(diagnostics.filter((d) => d.severity === "error"));
  const data = source.doc.toJS() as TestFile;
  const schema = validateAgainstSchema("test", data, source);
  if (schema.length) return broken(schema);
  const selection = { scenario: data.scenario ?? "standard", variants: data.variants ?? [], options: data.options ?? [] };
  let content: Content;
  try {
    content = contentFor(selection);
  } catch (e) {
    const problems = e instanceof ContentError ? e.diagnostics.filter((d) => d.severity === "error") : [];
    const failures = problems.length
      ? problems.map((d) => selectionFailure(source, data, d))
      : [failure(source, ["scenario"], "CW805", `cannot compose ${JSON.stringify(selection)}: ${(e as Error).message}`)];
    return [{ name: data.name, file: path, passed: false, steps: 0, failures }];
  }
  try {
    return [runScenarioTest(content, data, source)];
  } catch (e) {
    return [{ name: data.name, file: path, passed: false, steps: 0, failures: [failure(source, [], "CW807", `the test could not run: ${(e as Error).message}`)] }];
  }
}

/** The value a position gives at a path (a card id in a pile …), or undefined. */
function valueAt(position: unknown, at: readonly (string | number)[]): unknown {
  let v = position;
  for (const k of at) v = v && typeof v === "object" ? (v as Record<string | number, unknown>)[k] : undefined;
  return v;
}

/**
 * A card the game does not know may be one an overlay adds that the test does not turn on (a
 * designer's new variant card, the test without `variants:`): say which line brings it in.
 */
function overlayCardHint(content: Content, id: unknown): string | undefined {
  if (typeof id !== "string" || content.game.card.has(id)) return undefined;
  const o = content.composed.overlays.find((x) => (x.data.cards?.add ?? []).some((c) => c.id === id))?.data;
  if (!o) return undefined;
  const line = o.kind === "scenario" ? `scenario: ${o.id}` : `${o.kind}s: [${o.id}]`;
  return `\`${id}\` is a card of the ${o.kind} \`${o.id}\`: add \`${line}\` to the test`;
}

const isMap = (v: unknown) => v !== null && typeof v === "object" && !Array.isArray(v);

/** A failure at the value of a path, or at its last key (`onKey`: a name the game does not have, where the typo is). */
function failure(source: SourceFile, at: Path, code: string, message: string, onKey = false): TestFailure {
  const range = onKey ? keyRangeAt(source, at.slice(0, -1), String(at[at.length - 1])) : rangeAt(source, at);
  return { code, severity: "error", message, file: source.path, ...range };
}

/** A content problem of the test's selection, at the test's scenario, variant or option that caused it. */
function selectionFailure(source: SourceFile, test: TestFile, d: Diagnostic): TestFailure {
  const id = String(d.args?.["id"] ?? "");
  const variants = test.variants ?? [];
  const options = test.options ?? [];
  const at = test.scenario === id ? ["scenario"] : variants.includes(id) ? ["variants", variants.indexOf(id)] : options.includes(id) ? ["options", options.indexOf(id)] : ["scenario"];
  const other = d.code.startsWith("CW50") ? "" : ` (${d.file}:${d.start.line}:${d.start.column}: ${d.code})`;
  const f = failure(source, at, "CW805", `the content cannot be composed for this test: ${d.message}${other}`);
  // A misspelt scenario, variant or option: CW504 names the nearest one of its kind (compose.ts).
  const suggestion = d.code === "CW504" ? d.hintArgs?.["suggestion"] : undefined;
  return typeof suggestion === "string" ? { ...f, hint: `did you mean \`${suggestion}\`?` } : f;
}

/** Expectation keys every game has, besides its declared names. */
const EXPECT_KEYS = ["effects", "effects_include", "effects_exclude", "winner", "reason", "pending", "log_includes", "log_sequence"];

/**
 * Expectation keys that name nothing the game declares: a mistake in the test file (CW201 at the
 * key, with the nearest name), found before the script runs rather than when it gets there.
 */
function unknownExpectations(g: Game, test: TestFile, source: SourceFile): TestFailure[] {
  const blank = blankState(g);
  const known = () => [...EXPECT_KEYS, ...g.tracks.map((t) => t.id), ...g.pieces.map((k) => k.id), ...g.piles.flatMap((p) => [p.id, `${p.id}_includes`, `${p.id}_excludes`, `${p.id}_size`]), ...g.variables.map((v) => v.id), ...g.cards.filter((c) => c.special).map((c) => c.id), ...Object.keys(g.positions.aliases)];
  const out: TestFailure[] = [];
  const check = (e: Json, at: Path) => {
    if (!e || typeof e !== "object" || Array.isArray(e)) return;
    for (const key of Object.keys(e)) {
      if (EXPECT_KEYS.includes(key)) continue;
      const readout = readByName(g, blank, key);
      if (readout) {
        const wrong = wrongShape(g, key, readout, (e as Record<string, Json>)[key]!);
        if (wrong) out.push({ code: "CW204", severity: "error", file: source.path, ...rangeAt(source, [...at, key]), message: wrong });
        continue;
      }
      const suggestion = closest(key, known());
      out.push({
        code: "CW201", severity: "error", file: source.path, ...keyRangeAt(source, at, key),
        message: `unknown expectation \`${key}\` (not a track, pile, kind of piece, special card or variable of the game)`,
        ...(suggestion ? { hint: `did you mean \`${suggestion}\`?` } : {}),
      });
    }
  };
  test.steps.forEach((step, i) => {
    if ("expect" in step) check(step["expect"], ["steps", i, "expect"]);
  });
  check(test.expect, ["expect"]);
  return out;
}

/**
 * Why an expectation's value cannot be compared with what its name reads, or null. The fixed keys
 * (`effects_include`, `pending` …) are shaped by the test schema; a declared name's shape depends on
 * what it names, so it is checked here: a plain number for a per-side track compared nothing, and
 * one card for a list crashed the runner.
 */
function wrongShape(g: Game, key: string, r: Readout, value: Json): string | null {
  const shown = JSON.stringify(value);
  const sides = g.sides.map((side) => `\`${side}: …\``).join(", ");
  switch (r.kind) {
    case "per_side":
      return isMap(value) ? null : `\`${key}\` is given by side (${sides}), not as ${shown}`;
    case "pieces":
      return isMap(value) ? null : `\`${key}\` is given by space (\`<space>: [${g.sides.join(", ")}]\`, in side order), not as ${shown}`;
    case "special":
      return isMap(value) ? null : `\`${key}\` is given by field (\`holder: …\`, \`face_up: …\`), not as ${shown}`;
    case "pile":
      return Array.isArray(value) ? null : `\`${key}\` is a list of cards (\`[a, b]\`), not ${shown}`;
    case "includes":
    case "excludes":
      if (Array.isArray(value) || (r.bySide && isMap(value))) return null;
      return `\`${key}\` is a list of cards (\`[a, b]\`)${r.bySide ? `, or a list by side (\`${g.sides[0]}: [a, b]\`)` : ""}, not ${shown}`;
    case "value":
      return null;
  }
}

export function runScenarioTest(content: Content, test: TestFile, source: SourceFile): TestResult {
  const g = content.game;
  const unknown = unknownExpectations(g, test, source);
  if (unknown.length) return { name: test.name, file: source.path, passed: false, failures: unknown, steps: 0 };
  const failures: TestFailure[] = [];
  const fail = (at: Path, code: string, message: string, onKey?: boolean) => failures.push(failure(source, at, code, message, onKey));
  const result = (steps: number): TestResult => ({ name: test.name, file: source.path, passed: failures.length === 0, failures, steps });
  let state: State;
  try {
    const opts = { scenario: test.scenario ?? "standard", variants: test.variants ?? [], seed: test.seed ?? 1, options: test.options ?? [], strictDice: test.strict ?? true };
    state = test.position ? gameFromPosition(g, test.position, opts) : newGame(g, opts);
  } catch (e) {
    if (e instanceof PositionError) {
      for (const p of e.problems) {
        // A misspelt key (a space under a map of pieces, a side) is shown at the key, else at its value.
        const name = p.unknown?.name;
        const isKey = name !== undefined && p.at[p.at.length - 1] === name && isMap(valueAt(test.position, p.at.slice(0, -1)));
        const at = isKey ? keyRangeAt(source, ["position", ...p.at.slice(0, -1)], name) : rangeAt(source, ["position", ...p.at]);
        failures.push({ code: "CW804", severity: "error", message: `impossible start position: ${p.message}`, file: source.path, ...at });
        const suggestion = p.unknown && closest(p.unknown.name, p.unknown.known);
        const hint = overlayCardHint(content, valueAt(test.position, p.at)) ?? (suggestion ? `did you mean \`${suggestion}\`?` : undefined);
        if (hint) failures[failures.length - 1]!.hint = hint;
      }
    }
    else if (e instanceof UnscriptedRollError) fail(test.position ? ["position"] : [], "CW806", `the start rolls a die the test cannot force: ${e.message}`);
    else fail(test.position ? ["position"] : [], "CW804", `cannot start: ${(e as Error).message}`);
    return result(0);
  }
  // Log expectations count from the start of the game or position: what its entry did before
  // the first decision (steps that ask nothing) is part of what the test shows.
  const logStart = 0;
  for (const [i, step] of test.steps.entries()) {
    const at: Path = ["steps", i];
    const kind = Object.keys(step)[0]!;
    const value = step[kind];
    try {
      if (kind === "dice") rigDice(state, value as number[]);
      else if (kind === "picks") rigPicks(state, value as string[]);
      else if (kind === "expect") compare(g, state, value as Record<string, Json>, logStart, (field, m, onKey) => fail([...at, "expect", ...field], "CW801", `step ${i + 1}: ${m}`, onKey));
      else if (kind === "illegal") {
        const { reason, ...move } = value as Record<string, Json>;
        const [side, choice] = Object.entries(move)[0] ?? ["", ""];
        const before = JSON.stringify(state);
        try {
          apply(g, state, { player: side, choice: String(choice) });
          fail([...at, "illegal"], "CW803", `step ${i + 1}: ${side} ${String(choice)} was accepted, but should be illegal`);
        } catch (e) {
          if (!(e instanceof IllegalMoveError)) throw e;
          if (typeof reason === "string" && !e.reason.includes(reason)) fail([...at, "illegal", "reason"], "CW803", `step ${i + 1}: refused for "${e.reason}", expected a reason containing "${reason}"`);
          if (JSON.stringify(state) !== before) fail([...at, "illegal"], "CW803", `step ${i + 1}: the refused move changed the state`);
        }
      } else {
        if (!g.sideIndex.has(kind)) {
          fail([...at, kind], "CW802", `step ${i + 1}: \`${kind}\` is not a side of this game (${g.sides.join(", ")}), nor dice, picks, illegal or expect`);
          return result(i);
        }
        state = apply(g, state, { player: kind, choice: String(value) });
      }
    } catch (e) {
      const [code, what] = e instanceof IllegalMoveError ? ["CW802", ""] : e instanceof UnscriptedRollError ? ["CW806", "unforced die: "] : ["CW807", "the engine stopped: "];
      fail([...at, kind], code, `step ${i + 1}: ${what}${(e as Error).message}`);
      // The content's code failed: said in the reader's language too (`test --lang`), its place as it is.
      if (e instanceof EffectRuntimeError) Object.assign(failures[failures.length - 1]!, { key: "diag.test_engine_stopped", args: { step: i + 1, detail: e.message }, parts: { detail: runtimeMessageOf(e) } });
      // A move refused: why, in the reader's language too.
      if (e instanceof IllegalMoveError) Object.assign(failures[failures.length - 1]!, { key: "diag.save_illegal_step", args: { step: i + 1, player: kind, choice: String(value), reason: e.reason }, parts: { reason: e.said } });
      // A misspelt answer (`evnt`): the option of the side's question it was meant to be.
      if (e instanceof IllegalMoveError && g.sideIndex.has(kind)) {
        const asked = state.pending.find((d) => d.player === kind);
        const near = asked ? closest(String(value), asked.options.map(String)) : null;
        if (near && near !== String(value)) failures[failures.length - 1]!.hint = `did you mean \`${kind}: ${near}\`?`;
      }
      return result(i);
    }
  }
  if (test.expect) compare(g, state, test.expect, logStart, (field, m, onKey) => fail(["expect", ...field], "CW801", `final: ${m}`, onKey));
  return result(test.steps.length);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const sorted = (xs: unknown) => (Array.isArray(xs) ? [...xs].map(String).sort() : xs);
/** Reports a failed expectation at the expect key (and side, space or index) it reads. */
/** Reports a failed expectation at a field's value, or at its key (`onKey`: an unknown name). */
type FailAt = (field: Path, m: string, onKey?: boolean) => void;

function compare(g: Game, s: State, e: Record<string, Json>, logStart: number, fail: FailAt): void {
  const eq = (field: Path, what: string, actual: unknown, expected: unknown) => {
    if (!same(actual, expected)) fail(field, `${what} is ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
  };
  const effects = s.effects.map((x) => x.id);
  const each = (key: string, ids: Json, bad: (id: string) => string | null) =>
    ((ids as Json[]) ?? []).forEach((id, i) => {
      const m = bad(String(id));
      if (m) fail([key, i], m);
    });
  for (const [key, expected] of Object.entries(e)) {
    switch (key) {
      case "effects":
        eq([key], "effects in force", [...effects].sort(), sorted(expected));
        continue;
      case "effects_include":
        each(key, expected, (id) => (effects.includes(id) ? null : `effect ${id} is not in force (in force: ${effects.join(", ") || "none"})`));
        continue;
      case "effects_exclude":
        each(key, expected, (id) => (effects.includes(id) ? `effect ${id} is in force` : null));
        continue;
      case "winner":
        eq([key], "winner", s.result?.winner ?? "none", expected);
        continue;
      case "reason":
        eq([key], "end reason", s.result?.reason ?? null, expected);
        continue;
      case "pending":
        comparePending(s, expected as Record<string, Json>, (field, m, onKey) => fail([key, ...field], m, onKey));
        continue;
      case "log_includes": {
        const keys = new Set(s.log.slice(logStart).map((l) => l.k));
        each(key, expected, (k) => (keys.has(k) ? null : `the log has no ${k} line`));
        continue;
      }
      case "log_sequence":
        compareLogSequence(s, expected as string[], logStart, (field, m, onKey) => fail([key, ...field], m, onKey));
        continue;
    }
    const r = readByName(g, s, key);
    if (!r) {
      fail([key], `unknown expectation \`${key}\` (not a track, pile, kind of piece, special card or variable of the game)`);
      continue;
    }
    compareReadout(g, r, key, expected, fail, eq);
  }
}

/** How a failure names what it read: the declared name (of a track, a kind of piece, a pile …), else the key. */
function shownName(g: Game, key: string): string {
  const k = g.positions.aliases[key] ?? key;
  return g.track.get(k)?.name ?? g.piece.get(k)?.name ?? g.pile.get(k)?.name ?? g.card.get(k)?.name ?? key;
}

function compareReadout(g: Game, r: Readout, key: string, expected: Json, fail: FailAt, eq: (field: Path, w: string, a: unknown, e: unknown) => void): void {
  const name = shownName(g, key);
  switch (r.kind) {
    case "value":
      return eq([key], name, r.value, expected);
    case "per_side":
      for (const [side, v] of Object.entries(expected as Record<string, Json>)) {
        if (!(side in r.bySide)) fail([key, side], `unknown side ${side} in ${key} (the sides: ${g.sides.join(", ")})`, true);
        else eq([key, side], `${side} ${name}`, r.transform === "sorted" ? sorted(r.bySide[side]) : r.bySide[side], r.transform === "sorted" ? sorted(v) : v);
      }
      return;
    case "pile":
      return eq([key], name, sorted(r.cards), sorted(expected));
    case "includes":
    case "excludes": {
      const wanted = r.kind === "includes";
      const check = (ids: Json, cards: string[], where: Path, pile: string) =>
        (ids as string[]).forEach((id, i) => {
          if (cards.includes(id) !== wanted) fail([...where, i], `${id} is ${wanted ? "not " : ""}in ${pile}`);
        });
      if (Array.isArray(expected) || !r.bySide) return check(expected, r.cards, [key], r.pile);
      for (const [side, ids] of Object.entries(expected as Record<string, Json>)) {
        if (!(side in r.bySide)) fail([key, side], `unknown side ${side} in ${key} (the sides: ${g.sides.join(", ")})`, true);
        else check(ids, r.bySide[side]!, [key, side], `${side}'s ${r.pile}`);
      }
      return;
    }
    case "pieces":
      for (const [space, v] of Object.entries(expected as Record<string, Json>)) {
        const counts = r.bySpace[space];
        if (!counts) fail([key, space], `unknown space ${space}`, true);
        else eq([key, space], `${name} in ${space} [${g.sides.join(", ")}]`, counts, v);
      }
      return;
    case "special":
      for (const [field, v] of Object.entries(expected as Record<string, Json>)) {
        const actual = (r.special as unknown as Record<string, unknown>)[field];
        eq([key, field], `${name} ${field}`, field === "holder" ? (actual ?? "none") : actual, v);
      }
      return;
  }
}

function comparePending(s: State, e: Record<string, Json>, fail: FailAt): void {
  if (!s.pending.length) {
    fail([], `no decision is pending${s.result ? ` (game over: ${s.result.winner}, ${s.result.reason})` : ""}`);
    return;
  }
  // With several sides asked at once, one of the decisions must match.
  const problems = s.pending.map((p) => {
    const out: [Path, string][] = [];
    const check = (field: Path, what: string, actual: unknown, expected: unknown) => {
      if (!same(actual, expected)) out.push([field, `${what} is ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`]);
    };
    if (e.player !== undefined) check(["player"], "deciding player", p.player, e.player);
    if (e.kind !== undefined) check(["kind"], "decision kind", p.kind, e.kind);
    if (e.options !== undefined) check(["options"], "options", [...p.options].sort(), (e.options as Json[]).map(String).sort());
    ((e.options_include as Json[] | undefined) ?? []).forEach((o, i) => {
      if (!p.options.includes(String(o))) out.push([["options_include", i], `option ${String(o)} is not offered (options: ${p.options.join(", ")})`]);
    });
    ((e.options_exclude as Json[] | undefined) ?? []).forEach((o, i) => {
      if (p.options.includes(String(o))) out.push([["options_exclude", i], `option ${String(o)} is offered`]);
    });
    return out;
  });
  if (problems.some((x) => x.length === 0)) return;
  for (const [field, m] of problems[0]!) fail(field, m);
}

function compareLogSequence(s: State, items: string[], logStart: number, fail: FailAt): void {
  // Ordered lines ("event.play fidel"): the key, then values some argument of the line must equal.
  let from = logStart;
  for (const [i, item] of items.entries()) {
    const [k, ...values] = item.trim().split(/\s+/);
    const args = (j: number) => Object.values(s.log.at(j)!.a ?? {}).map(String);
    const at = s.log.findIndex((l, j) => j >= from && l.k === k && values.every((v) => args(j).includes(v)));
    if (at < 0) {
      fail([i], `the log has no "${item}" line${from > logStart ? " after the previous log_sequence line" : ""}`);
      break;
    }
    from = at + 1;
  }
}
