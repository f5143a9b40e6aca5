// Runs scenario tests written in YAML: a start, a script of moves with forced dice, and
// expectations. Strict by default: a die roll the script did not force fails the test.
import type { Content, Side } from "../content/model.js";
import { validateAgainstSchema } from "../content/schemas.js";
import { parseYamlSource, rangeAt, type SourceFile } from "../content/yaml-source.js";
import { ContentError, type Diagnostic } from "../diagnostics/diagnostic.js";
import { apply, gameFromPosition, IllegalMoveError, newGame, rigDice, type Position } from "../engine/game.js";
import type { GameState } from "../engine/state.js";
import { positionProblems } from "../engine/position-check.js";
import { UnscriptedRollError } from "../engine/rng.js";
import type { ScenarioTestFile } from "../generated/content-types.js";

type Expect = NonNullable<ScenarioTestFile["expect"]>;
type Step = ScenarioTestFile["steps"][number];

/**
 * A test failure is a diagnostic at the line and column of the test file it is about, coded:
 * CW801 an expectation not met, CW802 a move of the script refused, CW803 an `illegal:` step
 * accepted (or refused for another reason), CW804 an impossible start position, CW805 a scenario,
 * variant or option the content cannot compose, CW806 a die the script did not force, CW807 the
 * engine stopped. A test file that is not valid YAML or breaks the schema keeps those codes.
 */
export type TestFailure = Diagnostic;

export interface TestResult {
  name: string;
  file: string;
  passed: boolean;
  failures: TestFailure[];
  steps: number;
}

/** Content composed for a test's scenario, variants and options. */
export type ContentFor = (selection: { scenario: string; variants: string[]; options: string[] }) => Content;

export function runScenarioTestText(contentFor: ContentFor, path: string, text: string): TestResult[] {
  const { source, diagnostics } = parseYamlSource(path, text);
  const broken = (ds: Diagnostic[]): TestResult[] => [{ name: path, file: path, passed: false, steps: 0, failures: ds }];
  if (diagnostics.some((d) => d.severity === "error")) return broken(diagnostics.filter((d) => d.severity === "error"));
  const data = source.data as ScenarioTestFile;
  const schema = validateAgainstSchema("test", data, source);
  if (schema.length) return broken(schema);
  const selection = { scenario: data.scenario ?? "standard", variants: data.variants ?? [], options: data.options ?? [] };
  let content: Content;
  try {
    content = contentFor(selection);
  } catch (e) {
    const problems = e instanceof ContentError ? e.diagnostics : [];
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

function failure(source: SourceFile, at: (string | number)[], code: string, message: string): TestFailure {
  return { code, severity: "error", message, file: source.path, ...rangeAt(source, at) };
}

/** A content problem of the test's selection, at the test's scenario, variant or option that caused it. */
function selectionFailure(source: SourceFile, test: ScenarioTestFile, d: Diagnostic): TestFailure {
  const id = String(d.args?.["id"] ?? "");
  const at = test.scenario === id ? ["scenario"] : (test.variants ?? []).includes(id) ? ["variants", test.variants!.indexOf(id)] : (test.options ?? []).includes(id) ? ["options", test.options!.indexOf(id)] : ["scenario"];
  const other = d.code.startsWith("CW50") ? "" : ` (${d.file}:${d.start.line}:${d.start.column}: ${d.code})`;
  return failure(source, at, "CW805", `the content cannot be composed for this test: ${d.message}${other}`);
}

export function runScenarioTest(content: Content, test: ScenarioTestFile, source: SourceFile): TestResult {
  const failures: TestFailure[] = [];
  const fail = (at: (string | number)[], code: string, message: string) => failures.push(failure(source, at, code, message));
  const result = (steps: number): TestResult => ({ name: test.name, file: source.path, passed: failures.length === 0, failures, steps });
  let state: GameState;
  if (test.position) {
    for (const p of positionProblems(content, test.position as Position)) fail(["position", ...p.at], "CW804", `impossible start position: ${p.message}`);
    if (failures.length) return result(0);
  }
  try {
    const opts = { scenario: test.scenario ?? "standard", seed: test.seed ?? 1, options: test.options ?? [], strictDice: test.strict ?? true };
    state = test.position ? gameFromPosition(content, test.position as Position, opts) : newGame(content, opts);
  } catch (e) {
    if (e instanceof UnscriptedRollError) fail(["position"], "CW806", `the start rolls a die the test cannot force: ${e.message}`);
    else fail(["position"], "CW804", `cannot start: ${(e as Error).message}`);
    return result(0);
  }
  const logStart = state.log.length;
  for (const [i, step] of test.steps.entries()) {
    const at = ["steps", i];
    const kind = Object.keys(step)[0] as keyof Step;
    try {
      if (kind === "dice") rigDice(state, step.dice!);
      else if (kind === "expect") compare(content, state, step.expect!, logStart, (field, m) => fail([...at, "expect", ...field], "CW801", `step ${i + 1}: ${m}`));
      else if (kind === "illegal") {
        const side = (step.illegal!.us !== undefined ? "us" : "ussr") as Side;
        const choice = String(step.illegal![side]);
        const before = JSON.stringify(state);
        try {
          apply(content, state, { player: side, choice });
          fail([...at, "illegal"], "CW803", `step ${i + 1}: ${side} ${choice} was accepted, but should be illegal`);
        } catch (e) {
          if (!(e instanceof IllegalMoveError)) throw e;
          if (step.illegal!.reason && !e.reason.includes(step.illegal!.reason)) fail([...at, "illegal", "reason"], "CW803", `step ${i + 1}: refused for "${e.reason}", expected a reason containing "${step.illegal!.reason}"`);
          if (JSON.stringify(state) !== before) fail([...at, "illegal"], "CW803", `step ${i + 1}: the refused move changed the state`);
        }
      } else {
        const side = kind as Side;
        state = apply(content, state, { player: side, choice: String(step[side]) });
      }
    } catch (e) {
      const [code, what] = e instanceof IllegalMoveError ? ["CW802", "refused"] : e instanceof UnscriptedRollError ? ["CW806", "unforced die"] : ["CW807", "the engine stopped"];
      fail([...at, kind], code, `step ${i + 1}: ${what === "refused" ? "" : `${what}: `}${(e as Error).message}`);
      return result(i);
    }
  }
  if (test.expect) compare(content, state, test.expect, logStart, (field, m) => fail(["expect", ...field], "CW801", `final: ${m}`));
  return result(test.steps.length);
}

function compare(content: Content, s: GameState, e: Expect, logStart: number, failAt: (field: (string | number)[], m: string) => void): void {
  // Each check names the expect key it reads, so its failure points at that line.
  const eq = (field: (string | number)[], what: string, actual: unknown, expected: unknown) => {
    if (JSON.stringify(actual) !== JSON.stringify(expected)) failAt(field, `${what} is ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
  };
  if (e.turn !== undefined) eq(["turn"], "turn", s.turn, e.turn);
  if (e.action_round !== undefined) eq(["action_round"], "action round", s.round, e.action_round);
  if (e.phasing !== undefined) eq(["phasing"], "phasing player", s.phasing, e.phasing);
  if (e.vp !== undefined) eq(["vp"], "VP", s.vp, e.vp);
  if (e.defcon !== undefined) eq(["defcon"], "DEFCON", s.defcon, e.defcon);
  for (const side of ["us", "ussr"] as Side[]) {
    if (e.military_ops?.[side] !== undefined) eq(["military_ops", side], `${side} military ops`, s.milops[side], e.military_ops[side]);
    if (e.space?.[side] !== undefined) eq(["space", side], `${side} space race box`, s.space[side], e.space[side]);
    if (e.hands?.[side] !== undefined) eq(["hands", side], `${side} hand`, [...s.hands[side]].sort(), [...e.hands[side]!].sort());
    if (e.hand_size?.[side] !== undefined) eq(["hand_size", side], `${side} hand size`, s.hands[side].length, e.hand_size[side]);
  }
  for (const [c, v] of Object.entries(e.influence ?? {})) {
    if (!s.influence[c]) failAt(["influence", c], `unknown country ${c}`);
    else eq(["influence", c], `influence in ${c} [US, USSR]`, s.influence[c], v);
  }
  const effects = s.effects.map((x) => x.id);
  const each = (key: keyof Expect, ids: string[] | undefined, bad: (id: string) => string | null) =>
    (ids ?? []).forEach((id, i) => {
      const m = bad(id);
      if (m) failAt([key, i], m);
    });
  if (e.effects) eq(["effects"], "effects in force", [...effects].sort(), [...e.effects].sort());
  each("effects_include", e.effects_include, (id) => (effects.includes(id) ? null : `effect ${id} is not in force (in force: ${effects.join(", ") || "none"})`));
  each("effects_exclude", e.effects_exclude, (id) => (effects.includes(id) ? `effect ${id} is in force` : null));
  each("discard_includes", e.discard_includes, (id) => (s.discard.includes(id) ? null : `${id} is not in the discard pile`));
  each("removed_includes", e.removed_includes, (id) => (s.removed.includes(id) ? null : `${id} is not out of the game`));
  each("removed_excludes", e.removed_excludes, (id) => (s.removed.includes(id) ? `${id} is out of the game` : null));
  if (e.china_card?.holder !== undefined) eq(["china_card", "holder"], "China Card holder", s.china.holder ?? "none", e.china_card.holder);
  if (e.china_card?.face_up !== undefined) eq(["china_card", "face_up"], "China Card face up", s.china.faceUp, e.china_card.face_up);
  if (e.winner !== undefined) eq(["winner"], "winner", s.result?.winner ?? "none", e.winner);
  if (e.reason !== undefined) eq(["reason"], "end reason", s.result?.reason ?? null, e.reason);
  if (e.pending) {
    const p = s.pending;
    if (!p) failAt(["pending"], `no decision is pending${s.result ? ` (game over: ${s.result.winner}, ${s.result.reason})` : ""}`);
    else {
      if (e.pending.player !== undefined) eq(["pending", "player"], "deciding player", p.player, e.pending.player);
      if (e.pending.kind !== undefined) eq(["pending", "kind"], "decision kind", p.kind, e.pending.kind);
      if (e.pending.options !== undefined) eq(["pending", "options"], "options", [...p.options].sort(), e.pending.options.map(String).sort());
      (e.pending.options_include ?? []).forEach((o, i) => {
        if (!p.options.includes(String(o))) failAt(["pending", "options_include", i], `option ${o} is not offered (options: ${p.options.join(", ")})`);
      });
      (e.pending.options_exclude ?? []).forEach((o, i) => {
        if (p.options.includes(String(o))) failAt(["pending", "options_exclude", i], `option ${o} is offered`);
      });
    }
  }
  const keys = new Set(s.log.slice(logStart).map((l) => l.k));
  each("log_includes", e.log_includes, (k) => (keys.has(k) ? null : `the log has no ${k} line`));
  // Ordered lines ("event.play fidel"): the key, then values some argument of the line must equal.
  let from = logStart;
  for (const [i, item] of (e.log_sequence ?? []).entries()) {
    const [k, ...values] = item.trim().split(/\s+/);
    const args = (j: number) => Object.values(s.log[j]!.a ?? {}).map(String);
    const at = s.log.findIndex((l, j) => j >= from && l.k === k && values.every((v) => args(j).includes(v)));
    if (at < 0) {
      failAt(["log_sequence", i], `the log has no "${item}" line${from > logStart ? " after the previous log_sequence line" : ""}`);
      break;
    }
    from = at + 1;
  }
  void content;
}
