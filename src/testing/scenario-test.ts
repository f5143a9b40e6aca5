// Runs scenario tests written in YAML: a start, a script of moves with forced dice, and
// expectations. Game-neutral: the keys of a position or an expectation are the game's declared
// names (tracks, pieces, piles, special cards, variables). Strict by default: a die roll the
// script did not force fails the test.
import type { Content, Selection } from "../content/model.js";
import { validateAgainstSchema } from "../content/schemas.js";
import { parseYamlSource, rangeAt, type SourceFile } from "../content/yaml-source.js";
import { formatDiagnostic, type Diagnostic } from "../diagnostics/diagnostic.js";
import { apply, IllegalMoveError, newGame, rigDice, rigPicks, gameFromPosition, type State, type Game } from "../kernel/index.js";
import { readByName, type Readout } from "../kernel/index.js";

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

export interface TestFailure {
  message: string;
  file: string;
  line: number;
}

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
  const broken = (ds: Diagnostic[]): TestResult[] => [{ name: path, file: path, passed: false, steps: 0, failures: ds.map((d) => ({ message: formatDiagnostic(d), file: d.file, line: d.start.line })) }];
  if (diagnostics.some((d) => d.severity === "error")) return broken(diagnostics);
  const data = source.doc.toJS() as TestFile;
  const schema = validateAgainstSchema("test", data, source);
  if (schema.length) return broken(schema);
  const selection = { scenario: data.scenario ?? "standard", variants: data.variants ?? [], options: data.options ?? [] };
  let content: Content;
  try {
    content = contentFor(selection);
  } catch (e) {
    return [{ name: data.name, file: path, passed: false, steps: 0, failures: [{ message: `cannot compose ${JSON.stringify(selection)}: ${(e as Error).message}`, file: path, line: 1 }] }];
  }
  return [runScenarioTest(content, data, source)];
}

export function runScenarioTest(content: Content, test: TestFile, source: SourceFile): TestResult {
  const g = content.game;
  const failures: TestFailure[] = [];
  const fail = (at: (string | number)[], message: string) => failures.push({ message, file: source.path, line: rangeAt(source, at).start.line });
  const result = (steps: number): TestResult => ({ name: test.name, file: source.path, passed: failures.length === 0, failures, steps });
  let state: State;
  try {
    const opts = { scenario: test.scenario ?? "standard", variants: test.variants ?? [], seed: test.seed ?? 1, options: test.options ?? [], strictDice: test.strict ?? true };
    state = test.position ? gameFromPosition(g, test.position, opts) : newGame(g, opts);
  } catch (e) {
    fail(["position"], `cannot start: ${(e as Error).message}`);
    return result(0);
  }
  // Log expectations count from the start of the game or position: what its entry did before
  // the first decision (steps that ask nothing) is part of what the test shows.
  const logStart = 0;
  for (const [i, step] of test.steps.entries()) {
    const at = ["steps", i];
    const kind = Object.keys(step)[0]!;
    const value = step[kind];
    try {
      if (kind === "dice") rigDice(state, value as number[]);
      else if (kind === "picks") rigPicks(state, value as string[]);
      else if (kind === "expect") compare(g, state, value as Record<string, Json>, logStart, (m) => fail(at, `step ${i + 1}: ${m}`));
      else if (kind === "illegal") {
        const { reason, ...move } = value as Record<string, Json>;
        const [side, choice] = Object.entries(move)[0] ?? ["", ""];
        const before = JSON.stringify(state);
        try {
          apply(g, state, { player: side, choice: String(choice) });
          fail(at, `step ${i + 1}: ${side} ${String(choice)} was accepted, but should be illegal`);
        } catch (e) {
          if (!(e instanceof IllegalMoveError)) throw e;
          if (typeof reason === "string" && !e.reason.includes(reason)) fail(at, `step ${i + 1}: refused for "${e.reason}", expected a reason containing "${reason}"`);
          if (JSON.stringify(state) !== before) fail(at, `step ${i + 1}: the refused move changed the state`);
        }
      } else {
        if (!g.sideIndex.has(kind)) throw new Error(`\`${kind}\` is not a side of this game, nor dice, picks, illegal or expect`);
        state = apply(g, state, { player: kind, choice: String(value) });
      }
    } catch (e) {
      fail(at, `step ${i + 1}: ${(e as Error).message}`);
      return result(i);
    }
  }
  if (test.expect) compare(g, state, test.expect, logStart, (m) => fail(["expect"], `final: ${m}`));
  return result(test.steps.length);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const sorted = (xs: unknown) => (Array.isArray(xs) ? [...xs].map(String).sort() : xs);

function compare(g: Game, s: State, e: Record<string, Json>, logStart: number, fail: (m: string) => void): void {
  const eq = (what: string, actual: unknown, expected: unknown) => {
    if (!same(actual, expected)) fail(`${what} is ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
  };
  const effects = s.effects.map((x) => x.id);
  for (const [key, expected] of Object.entries(e)) {
    switch (key) {
      case "effects":
        eq("effects in force", [...effects].sort(), sorted(expected));
        continue;
      case "effects_include":
        for (const id of expected as string[]) if (!effects.includes(id)) fail(`effect ${id} is not in force (in force: ${effects.join(", ") || "none"})`);
        continue;
      case "effects_exclude":
        for (const id of expected as string[]) if (effects.includes(id)) fail(`effect ${id} is in force`);
        continue;
      case "winner":
        eq("winner", s.result?.winner ?? "none", expected);
        continue;
      case "reason":
        eq("end reason", s.result?.reason ?? null, expected);
        continue;
      case "pending":
        comparePending(s, expected as Record<string, Json>, fail);
        continue;
      case "log_includes": {
        const keys = new Set(s.log.slice(logStart).map((l) => l.k));
        for (const k of expected as string[]) if (!keys.has(k)) fail(`the log has no ${k} line`);
        continue;
      }
      case "log_sequence":
        compareLogSequence(s, expected as string[], logStart, fail);
        continue;
    }
    const r = readByName(g, s, key);
    if (!r) {
      fail(`unknown expectation \`${key}\` (not a track, pile, kind of piece, special card or variable of the game)`);
      continue;
    }
    compareReadout(g, r, key, expected, fail, eq);
  }
}

function compareReadout(g: Game, r: Readout, key: string, expected: Json, fail: (m: string) => void, eq: (w: string, a: unknown, e: unknown) => void): void {
  switch (r.kind) {
    case "value":
      return eq(key, r.value, expected);
    case "per_side":
      for (const [side, v] of Object.entries(expected as Record<string, Json>)) {
        if (!(side in r.bySide)) fail(`unknown side ${side} in ${key}`);
        else eq(`${side} ${key}`, r.transform === "sorted" ? sorted(r.bySide[side]) : r.bySide[side], r.transform === "sorted" ? sorted(v) : v);
      }
      return;
    case "pile":
      return eq(key, sorted(r.cards), sorted(expected));
    case "includes":
      for (const id of expected as string[]) if (!r.cards.includes(id)) fail(`${id} is not in ${r.pile}`);
      return;
    case "excludes":
      for (const id of expected as string[]) if (r.cards.includes(id)) fail(`${id} is in ${r.pile}`);
      return;
    case "pieces":
      for (const [space, v] of Object.entries(expected as Record<string, Json>)) {
        const counts = r.bySpace[space];
        if (!counts) fail(`unknown ${g.space.has(space) ? "" : "space "}${space}`);
        else eq(`${key} in ${space} [${g.sides.join(", ")}]`, counts, v);
      }
      return;
    case "special":
      for (const [field, v] of Object.entries(expected as Record<string, Json>)) {
        const actual = (r.special as unknown as Record<string, unknown>)[field];
        eq(`${key} ${field}`, field === "holder" ? (actual ?? "none") : actual, v);
      }
      return;
  }
}

function comparePending(s: State, e: Record<string, Json>, fail: (m: string) => void): void {
  if (!s.pending.length) {
    fail(`no decision is pending${s.result ? ` (game over: ${s.result.winner}, ${s.result.reason})` : ""}`);
    return;
  }
  // With several sides asked at once, one of the decisions must match.
  const problems = s.pending.map((p) => {
    const out: string[] = [];
    const check = (what: string, actual: unknown, expected: unknown) => {
      if (!same(actual, expected)) out.push(`${what} is ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
    };
    if (e.player !== undefined) check("deciding player", p.player, e.player);
    if (e.kind !== undefined) check("decision kind", p.kind, e.kind);
    if (e.options !== undefined) check("options", [...p.options].sort(), (e.options as Json[]).map(String).sort());
    for (const o of (e.options_include as Json[] | undefined) ?? []) if (!p.options.includes(String(o))) out.push(`option ${String(o)} is not offered (options: ${p.options.join(", ")})`);
    for (const o of (e.options_exclude as Json[] | undefined) ?? []) if (p.options.includes(String(o))) out.push(`option ${String(o)} is offered`);
    return out;
  });
  if (problems.some((x) => x.length === 0)) return;
  for (const m of problems[0]!) fail(m);
}

function compareLogSequence(s: State, items: string[], logStart: number, fail: (m: string) => void): void {
  // Ordered lines ("event.play fidel"): the key, then values some argument of the line must equal.
  let from = logStart;
  for (const item of items) {
    const [k, ...values] = item.trim().split(/\s+/);
    const args = (i: number) => Object.values(s.log[i]!.a ?? {}).map(String);
    const at = s.log.findIndex((l, i) => i >= from && l.k === k && values.every((v) => args(i).includes(v)));
    if (at < 0) {
      fail(`the log has no "${item}" line${from > logStart ? " after the previous log_sequence line" : ""}`);
      break;
    }
    from = at + 1;
  }
}
