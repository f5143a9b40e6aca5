// Runs scenario tests written in YAML: a start, a script of moves with forced dice, and
// expectations. Strict by default: a die roll the script did not force fails the test.
import type { Content, Side } from "../content/model.js";
import { validateAgainstSchema } from "../content/schemas.js";
import { parseYamlSource, rangeAt, type SourceFile } from "../content/yaml-source.js";
import { formatDiagnostic, type Diagnostic } from "../diagnostics/diagnostic.js";
import { apply, gameFromPosition, IllegalMoveError, newGame, rigDice, type Position } from "../engine/game.js";
import type { GameState } from "../engine/state.js";
import { controller } from "../engine/queries.js";
import type { ScenarioTestFile } from "../generated/content-types.js";

type Expect = NonNullable<ScenarioTestFile["expect"]>;
type Step = ScenarioTestFile["steps"][number];

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
export type ContentFor = (selection: { scenario: string; variants: string[]; options: string[] }) => Content;

export function runScenarioTestText(contentFor: ContentFor, path: string, text: string): TestResult[] {
  const { source, diagnostics } = parseYamlSource(path, text);
  const broken = (ds: Diagnostic[]): TestResult[] => [{ name: path, file: path, passed: false, steps: 0, failures: ds.map((d) => ({ message: formatDiagnostic(d), file: d.file, line: d.start.line })) }];
  if (diagnostics.some((d) => d.severity === "error")) return broken(diagnostics);
  const data = source.data as ScenarioTestFile;
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

export function runScenarioTest(content: Content, test: ScenarioTestFile, source: SourceFile): TestResult {
  const failures: TestFailure[] = [];
  const fail = (at: (string | number)[], message: string) => failures.push({ message, file: source.path, line: rangeAt(source, at).start.line });
  const result = (steps: number): TestResult => ({ name: test.name, file: source.path, passed: failures.length === 0, failures, steps });
  let state: GameState;
  try {
    const opts = { scenario: test.scenario ?? "standard", seed: test.seed ?? 1, options: test.options ?? [], strictDice: test.strict ?? true };
    state = test.position ? gameFromPosition(content, test.position as Position, opts) : newGame(content, opts);
  } catch (e) {
    fail(["position"], `cannot start: ${(e as Error).message}`);
    return result(0);
  }
  const logStart = state.log.length;
  for (const [i, step] of test.steps.entries()) {
    const at = ["steps", i];
    const kind = Object.keys(step)[0] as keyof Step;
    try {
      if (kind === "dice") rigDice(state, step.dice!);
      else if (kind === "expect") compare(content, state, step.expect!, logStart, (m) => fail(at, `step ${i + 1}: ${m}`));
      else if (kind === "illegal") {
        const side = (step.illegal!.us !== undefined ? "us" : "ussr") as Side;
        const choice = String(step.illegal![side]);
        const before = JSON.stringify(state);
        try {
          apply(content, state, { player: side, choice });
          fail(at, `step ${i + 1}: ${side} ${choice} was accepted, but should be illegal`);
        } catch (e) {
          if (!(e instanceof IllegalMoveError)) throw e;
          if (step.illegal!.reason && !e.reason.includes(step.illegal!.reason)) fail(at, `step ${i + 1}: refused for "${e.reason}", expected a reason containing "${step.illegal!.reason}"`);
          if (JSON.stringify(state) !== before) fail(at, `step ${i + 1}: the refused move changed the state`);
        }
      } else {
        const side = kind as Side;
        state = apply(content, state, { player: side, choice: String(step[side]) });
      }
    } catch (e) {
      fail(at, `step ${i + 1}: ${(e as Error).message}`);
      return result(i);
    }
  }
  if (test.expect) compare(content, state, test.expect, logStart, (m) => fail(["expect"], `final: ${m}`));
  return result(test.steps.length);
}

function compare(content: Content, s: GameState, e: Expect, logStart: number, fail: (m: string) => void): void {
  const eq = (what: string, actual: unknown, expected: unknown) => {
    if (JSON.stringify(actual) !== JSON.stringify(expected)) fail(`${what} is ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
  };
  if (e.turn !== undefined) eq("turn", s.turn, e.turn);
  if (e.action_round !== undefined) eq("action round", s.round, e.action_round);
  if (e.phasing !== undefined) eq("phasing player", s.phasing, e.phasing);
  if (e.vp !== undefined) eq("VP", s.vp, e.vp);
  if (e.defcon !== undefined) eq("DEFCON", s.defcon, e.defcon);
  for (const side of ["us", "ussr"] as Side[]) {
    if (e.military_ops?.[side] !== undefined) eq(`${side} military ops`, s.milops[side], e.military_ops[side]);
    if (e.space?.[side] !== undefined) eq(`${side} space race box`, s.space[side], e.space[side]);
    if (e.hands?.[side] !== undefined) eq(`${side} hand`, [...s.hands[side]].sort(), [...e.hands[side]!].sort());
    if (e.hand_size?.[side] !== undefined) eq(`${side} hand size`, s.hands[side].length, e.hand_size[side]);
  }
  for (const [c, v] of Object.entries(e.influence ?? {})) {
    if (!s.influence[c]) fail(`unknown country ${c}`);
    else eq(`influence in ${c} [US, USSR]`, s.influence[c], v);
  }
  const effects = s.effects.map((x) => x.id);
  if (e.effects) eq("effects in force", [...effects].sort(), [...e.effects].sort());
  for (const id of e.effects_include ?? []) if (!effects.includes(id)) fail(`effect ${id} is not in force (in force: ${effects.join(", ") || "none"})`);
  for (const id of e.effects_exclude ?? []) if (effects.includes(id)) fail(`effect ${id} is in force`);
  for (const id of e.discard_includes ?? []) if (!s.discard.includes(id)) fail(`${id} is not in the discard pile`);
  for (const id of e.removed_includes ?? []) if (!s.removed.includes(id)) fail(`${id} is not out of the game`);
  for (const id of e.removed_excludes ?? []) if (s.removed.includes(id)) fail(`${id} is out of the game`);
  if (e.china_card?.holder !== undefined) eq("China Card holder", s.china.holder ?? "none", e.china_card.holder);
  if (e.china_card?.face_up !== undefined) eq("China Card face up", s.china.faceUp, e.china_card.face_up);
  if (e.winner !== undefined) eq("winner", s.result?.winner ?? "none", e.winner);
  if (e.reason !== undefined) eq("end reason", s.result?.reason ?? null, e.reason);
  if (e.pending) {
    const p = s.pending;
    if (!p) fail(`no decision is pending${s.result ? ` (game over: ${s.result.winner}, ${s.result.reason})` : ""}`);
    else {
      if (e.pending.player !== undefined) eq("deciding player", p.player, e.pending.player);
      if (e.pending.kind !== undefined) eq("decision kind", p.kind, e.pending.kind);
      if (e.pending.options !== undefined) eq("options", [...p.options].sort(), e.pending.options.map(String).sort());
      for (const o of e.pending.options_include ?? []) if (!p.options.includes(String(o))) fail(`option ${o} is not offered (options: ${p.options.join(", ")})`);
      for (const o of e.pending.options_exclude ?? []) if (p.options.includes(String(o))) fail(`option ${o} is offered`);
    }
  }
  const keys = new Set(s.log.slice(logStart).map((l) => l.k));
  for (const k of e.log_includes ?? []) if (!keys.has(k)) fail(`the log has no ${k} line`);
  // Ordered lines ("event.play fidel"): the key, then values some argument of the line must equal.
  let from = logStart;
  for (const item of e.log_sequence ?? []) {
    const [k, ...values] = item.trim().split(/\s+/);
    const args = (i: number) => Object.values(s.log[i]!.a ?? {}).map(String);
    const at = s.log.findIndex((l, i) => i >= from && l.k === k && values.every((v) => args(i).includes(v)));
    if (at < 0) {
      fail(`the log has no "${item}" line${from > logStart ? " after the previous log_sequence line" : ""}`);
      break;
    }
    from = at + 1;
  }
  void controller;
  void content;
}
