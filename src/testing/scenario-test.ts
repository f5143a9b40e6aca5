// Runs scenario tests written in YAML: a start, a script of moves with forced dice, and
// expectations. Game-neutral: the keys of a position or an expectation are the game's declared
// names (tracks, pieces, piles, special cards, variables). Strict by default: a die roll the
// script did not force fails the test.
import type { Content, Selection } from "../content/model.js";
import { validateAgainstSchema } from "../content/schemas.js";
import { keyRangeAt, parseYamlSource, rangeAt, type SourceFile } from "../content/yaml-source.js";
import { closest } from "../diagnostics/closest.js";
import { ContentError, messagePartOf, type Diagnostic, type DiagnosticArgs, type MessagePart } from "../diagnostics/diagnostic.js";
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
      : [failure(source, ["scenario"], "CW805", said(`cannot compose ${JSON.stringify(selection)}: ${(e as Error).message}`, "diag.test.cannot_compose_selection", { selection: JSON.stringify(selection), detail: (e as Error).message }))];
    return [{ name: data.name, file: path, passed: false, steps: 0, failures }];
  }
  try {
    return [runScenarioTest(content, data, source)];
  } catch (e) {
    return [{ name: data.name, file: path, passed: false, steps: 0, failures: [failure(source, [], "CW807", said(`the test could not run: ${(e as Error).message}`, "diag.test.could_not_run", { detail: (e as Error).message }))] }];
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

/** What a failure says: its English, and its message (keys `diag.test.*`) for the reader's language. */
export interface Said {
  text: string;
  part: MessagePart;
}

function said(text: string, key: string, args: DiagnosticArgs = {}, parts?: Record<string, MessagePart>): Said {
  return { text, part: { key, args, ...(parts ? { parts } : {}) } };
}

/** A failure at the value of a path, or at its last key (`onKey`: a name the game does not have, where the typo is). */
function failure(source: SourceFile, at: Path, code: string, m: Said, onKey = false): TestFailure {
  const range = onKey ? keyRangeAt(source, at.slice(0, -1), String(at[at.length - 1])) : rangeAt(source, at);
  return { code, severity: "error", message: m.text, file: source.path, ...range, key: m.part.key, ...(m.part.args ? { args: m.part.args } : {}), ...(m.part.parts ? { parts: m.part.parts } : {}) };
}

/** A hint naming the option or name meant. */
function didYouMean(f: TestFailure, suggestion: string): TestFailure {
  return Object.assign(f, { hint: `did you mean \`${suggestion}\`?`, hintKey: "diag.hint.did_you_mean", hintArgs: { suggestion } });
}

/** A content problem of the test's selection, at the test's scenario, variant or option that caused it. */
function selectionFailure(source: SourceFile, test: TestFile, d: Diagnostic): TestFailure {
  const id = String(d.args?.["id"] ?? "");
  const variants = test.variants ?? [];
  const options = test.options ?? [];
  const at = test.scenario === id ? ["scenario"] : variants.includes(id) ? ["variants", variants.indexOf(id)] : options.includes(id) ? ["options", options.indexOf(id)] : ["scenario"];
  const other = d.code.startsWith("CW50") ? "" : ` (${d.file}:${d.start.line}:${d.start.column}: ${d.code})`;
  const detail = messagePartOf(d);
  const f = failure(source, at, "CW805", said(`the content cannot be composed for this test: ${d.message}${other}`, "diag.test.cannot_compose", { detail: d.message, other }, { detail }));
  // A misspelt scenario, variant or option: CW504 names the nearest one of its kind (compose.ts).
  const suggestion = d.code === "CW504" ? d.hintArgs?.["suggestion"] : undefined;
  return typeof suggestion === "string" ? didYouMean(f, suggestion) : f;
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
        if (wrong) out.push(failure(source, [...at, key], "CW204", wrong));
        continue;
      }
      const suggestion = closest(key, known());
      const f = failure(source, [...at, key], "CW201", unknownExpectation(key), true);
      out.push(suggestion ? didYouMean(f, suggestion) : f);
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
function wrongShape(g: Game, key: string, r: Readout, value: Json): Said | null {
  const shown = JSON.stringify(value);
  const sides = g.sides.map((side) => `\`${side}: …\``).join(", ");
  const order = g.sides.join(", ");
  switch (r.kind) {
    case "per_side":
      return isMap(value) ? null : said(`\`${key}\` is given by side (${sides}), not as ${shown}`, "diag.test.shape_by_side", { key, sides, value: shown });
    case "pieces":
      return isMap(value) ? null : said(`\`${key}\` is given by space (\`<space>: [${order}]\`, in side order), not as ${shown}`, "diag.test.shape_by_space", { key, sides: order, value: shown });
    case "special":
      return isMap(value) ? null : said(`\`${key}\` is given by field (\`holder: …\`, \`face_up: …\`), not as ${shown}`, "diag.test.shape_by_field", { key, value: shown });
    case "pile":
      return Array.isArray(value) ? null : said(`\`${key}\` is a list of cards (\`[a, b]\`), not ${shown}`, "diag.test.shape_list", { key, value: shown });
    case "includes":
    case "excludes":
      if (Array.isArray(value) || (r.bySide && isMap(value))) return null;
      if (!r.bySide) return said(`\`${key}\` is a list of cards (\`[a, b]\`), not ${shown}`, "diag.test.shape_list", { key, value: shown });
      return said(`\`${key}\` is a list of cards (\`[a, b]\`), or a list by side (\`${g.sides[0]}: [a, b]\`), not ${shown}`, "diag.test.shape_list_by_side", { key, side: g.sides[0]!, value: shown });
    case "value":
      return null;
  }
}

function unknownExpectation(key: string): Said {
  return said(`unknown expectation \`${key}\` (not a track, pile, kind of piece, special card or variable of the game)`, "diag.test.unknown_expectation", { key });
}

export function runScenarioTest(content: Content, test: TestFile, source: SourceFile): TestResult {
  const g = content.game;
  const unknown = unknownExpectations(g, test, source);
  if (unknown.length) return { name: test.name, file: source.path, passed: false, failures: unknown, steps: 0 };
  const failures: TestFailure[] = [];
  const fail = (at: Path, code: string, m: Said, onKey?: boolean) => failures.push(failure(source, at, code, m, onKey));
  /** A failure of step i (1-based): "step i: …". */
  const atStep = (i: number, m: Said) => said(`step ${i}: ${m.text}`, "diag.test.at_step", { step: i, detail: m.text }, { detail: m.part });
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
        const f: TestFailure = { code: "CW804", severity: "error", message: `impossible start position: ${p.message}`, file: source.path, ...at, key: "diag.test.impossible_start", args: { detail: p.message } };
        failures.push(f);
        const suggestion = p.unknown && closest(p.unknown.name, p.unknown.known);
        const overlayHint = overlayCardHint(content, valueAt(test.position, p.at));
        if (overlayHint) f.hint = overlayHint;
        else if (suggestion) didYouMean(f, suggestion);
      }
    }
    else if (e instanceof UnscriptedRollError) fail(test.position ? ["position"] : [], "CW806", said(`the start rolls a die the test cannot force: ${e.message}`, "diag.test.start_die", { detail: e.message }));
    else {
      const detail = (e as Error).message;
      fail(test.position ? ["position"] : [], "CW804", said(`cannot start: ${detail}`, "diag.test.cannot_start", { detail }, e instanceof EffectRuntimeError ? { detail: runtimeMessageOf(e) } : undefined));
    }
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
      else if (kind === "expect") compare(g, state, value as Record<string, Json>, logStart, (field, m, onKey) => fail([...at, "expect", ...field], "CW801", atStep(i + 1, m), onKey));
      else if (kind === "illegal") {
        const { reason, ...move } = value as Record<string, Json>;
        const [side, choice] = Object.entries(move)[0] ?? ["", ""];
        const before = JSON.stringify(state);
        try {
          apply(g, state, { player: side, choice: String(choice) });
          fail([...at, "illegal"], "CW803", atStep(i + 1, said(`${side} ${String(choice)} was accepted, but should be illegal`, "diag.test.accepted", { side, choice: String(choice) })));
        } catch (e) {
          if (!(e instanceof IllegalMoveError)) throw e;
          // The reason given is matched with the English reason, so that is the one shown.
          if (typeof reason === "string" && !e.reason.includes(reason)) fail([...at, "illegal", "reason"], "CW803", atStep(i + 1, said(`refused for "${e.reason}", expected a reason containing "${reason}"`, "diag.test.refused_for", { reason: e.reason, expected: reason })));
          if (JSON.stringify(state) !== before) fail([...at, "illegal"], "CW803", atStep(i + 1, said("the refused move changed the state", "diag.test.refused_changed")));
        }
      } else {
        if (!g.sideIndex.has(kind)) {
          fail([...at, kind], "CW802", atStep(i + 1, said(`\`${kind}\` is not a side of this game (${g.sides.join(", ")}), nor dice, picks, illegal or expect`, "diag.test.not_a_step", { kind, sides: g.sides.join(", ") })), true);
          return result(i);
        }
        state = apply(g, state, { player: kind, choice: String(value) });
      }
    } catch (e) {
      const detail = (e as Error).message;
      const step = i + 1;
      // Said in the reader's language too (`test --lang`): a move refused, why; the content's code failed, what and where.
      if (e instanceof IllegalMoveError) fail([...at, kind], "CW802", said(`step ${step}: ${kind} \`${String(value)}\` is illegal: ${e.reason}`, "diag.save_illegal_step", { step, player: kind, choice: String(value), reason: e.reason }, { reason: e.said }));
      else if (e instanceof UnscriptedRollError) fail([...at, kind], "CW806", said(`step ${step}: unforced die: ${detail}`, "diag.test.unforced_die", { step, detail }));
      else fail([...at, kind], "CW807", said(`step ${step}: the engine stopped: ${detail}`, "diag.test_engine_stopped", { step, detail }, e instanceof EffectRuntimeError ? { detail: runtimeMessageOf(e) } : undefined));
      // A misspelt answer (`evnt`): the option of the side's question it was meant to be.
      if (e instanceof IllegalMoveError && g.sideIndex.has(kind)) {
        const asked = state.pending.find((d) => d.player === kind);
        const near = asked ? closest(String(value), asked.options.map(String)) : null;
        if (near && near !== String(value)) didYouMean(failures[failures.length - 1]!, `${kind}: ${near}`);
      }
      return result(i);
    }
  }
  if (test.expect) compare(g, state, test.expect, logStart, (field, m, onKey) => fail(["expect", ...field], "CW801", said(`final: ${m.text}`, "diag.test.final", { detail: m.text }, { detail: m.part }), onKey));
  return result(test.steps.length);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const sorted = (xs: unknown) => (Array.isArray(xs) ? [...xs].map(String).sort() : xs);
/** Reports a failed expectation at a field's value, or at its key (`onKey`: an unknown name). */
type FailAt = (field: Path, m: Said, onKey?: boolean) => void;

/** "{what} is {actual}, expected {expected}": what was read, said as a message of its own. */
function differs(what: Said, actual: unknown, expected: unknown): Said {
  const [a, e] = [JSON.stringify(actual), JSON.stringify(expected)];
  return said(`${what.text} is ${a}, expected ${e}`, "diag.test.differs", { what: what.text, actual: a, expected: e }, { what: what.part });
}

function compare(g: Game, s: State, e: Record<string, Json>, logStart: number, fail: FailAt): void {
  const eq = (field: Path, what: Said, actual: unknown, expected: unknown) => {
    if (!same(actual, expected)) fail(field, differs(what, actual, expected));
  };
  const effects = s.effects.map((x) => x.id);
  const each = (key: string, ids: Json, bad: (id: string) => Said | null) =>
    ((ids as Json[]) ?? []).forEach((id, i) => {
      const m = bad(String(id));
      if (m) fail([key, i], m);
    });
  for (const [key, expected] of Object.entries(e)) {
    switch (key) {
      case "effects":
        eq([key], said("effects in force", "diag.test.what.effects"), [...effects].sort(), sorted(expected));
        continue;
      case "effects_include":
        each(key, expected, (id) => {
          if (effects.includes(id)) return null;
          if (!effects.length) return said(`effect ${id} is not in force (in force: none)`, "diag.test.effect_not_in_force_none", { effect: id });
          return said(`effect ${id} is not in force (in force: ${effects.join(", ")})`, "diag.test.effect_not_in_force", { effect: id, effects: effects.join(", ") });
        });
        continue;
      case "effects_exclude":
        each(key, expected, (id) => (effects.includes(id) ? said(`effect ${id} is in force`, "diag.test.effect_in_force", { effect: id }) : null));
        continue;
      case "winner":
        eq([key], said("winner", "diag.test.what.winner"), s.result?.winner ?? "none", expected);
        continue;
      case "reason":
        eq([key], said("end reason", "diag.test.what.reason"), s.result?.reason ?? null, expected);
        continue;
      case "pending":
        comparePending(s, expected as Record<string, Json>, (field, m, onKey) => fail([key, ...field], m, onKey));
        continue;
      case "log_includes": {
        const keys = new Set(s.log.slice(logStart).map((l) => l.k));
        each(key, expected, (k) => (keys.has(k) ? null : said(`the log has no ${k} line`, "diag.test.log_no_key", { key: k })));
        continue;
      }
      case "log_sequence":
        compareLogSequence(s, expected as string[], logStart, (field, m, onKey) => fail([key, ...field], m, onKey));
        continue;
    }
    const r = readByName(g, s, key);
    if (!r) {
      fail([key], unknownExpectation(key), true);
      continue;
    }
    compareReadout(g, r, key, expected, fail, eq);
  }
}

/**
 * How a failure names what it read: the declared name (of a track, a kind of piece, a pile …), else
 * the key; and the id that names it, which the message says as `{name, name}` (the reader's
 * language's name for it, as every message names a game's ids).
 */
function shownName(g: Game, key: string): { id: string; name: string } {
  const k = g.positions.aliases[key] ?? key;
  const name = g.track.get(k)?.name ?? g.piece.get(k)?.name ?? g.pile.get(k)?.name ?? g.card.get(k)?.name;
  return name === undefined ? { id: key, name: key } : { id: k, name };
}

function compareReadout(g: Game, r: Readout, key: string, expected: Json, fail: FailAt, eq: (field: Path, w: Said, a: unknown, e: unknown) => void): void {
  const { id, name } = shownName(g, key);
  const sides = g.sides.join(", ");
  const unknownSide = (side: string) => said(`unknown side ${side} in ${key} (the sides: ${sides})`, "diag.test.unknown_side", { side, key, sides });
  switch (r.kind) {
    case "value":
      return eq([key], said(name, "diag.test.what.name", { name: id }), r.value, expected);
    case "per_side":
      for (const [side, v] of Object.entries(expected as Record<string, Json>)) {
        if (!(side in r.bySide)) fail([key, side], unknownSide(side), true);
        else eq([key, side], said(`${side} ${name}`, "diag.test.what.side", { side, name: id }), r.transform === "sorted" ? sorted(r.bySide[side]) : r.bySide[side], r.transform === "sorted" ? sorted(v) : v);
      }
      return;
    case "pile":
      return eq([key], said(name, "diag.test.what.name", { name: id }), sorted(r.cards), sorted(expected));
    case "includes":
    case "excludes": {
      const wanted = r.kind === "includes";
      const check = (ids: Json, cards: string[], where: Path, side: string | null) =>
        (ids as string[]).forEach((id, i) => {
          if (cards.includes(id) === wanted) return;
          const pile = side === null ? r.pile : `${side}'s ${r.pile}`;
          const text = `${id} is ${wanted ? "not " : ""}in ${pile}`;
          const args = { card: id, pile: r.pile, ...(side === null ? {} : { side }) };
          fail([...where, i], said(text, `diag.test.${wanted ? "not_in" : "in"}_${side === null ? "pile" : "side_pile"}`, args));
        });
      if (Array.isArray(expected) || !r.bySide) return check(expected, r.cards, [key], null);
      for (const [side, ids] of Object.entries(expected as Record<string, Json>)) {
        if (!(side in r.bySide)) fail([key, side], unknownSide(side), true);
        else check(ids, r.bySide[side]!, [key, side], side);
      }
      return;
    }
    case "pieces":
      for (const [space, v] of Object.entries(expected as Record<string, Json>)) {
        const counts = r.bySpace[space];
        if (!counts) fail([key, space], said(`unknown space ${space}`, "diag.test.unknown_space", { space }), true);
        else eq([key, space], said(`${name} in ${space} [${sides}]`, "diag.test.what.space", { name: id, space, sides }), counts, v);
      }
      return;
    case "special":
      for (const [field, v] of Object.entries(expected as Record<string, Json>)) {
        const actual = (r.special as unknown as Record<string, unknown>)[field];
        eq([key, field], said(`${name} ${field}`, "diag.test.what.field", { name: id, field }), field === "holder" ? (actual ?? "none") : actual, v);
      }
      return;
  }
}

function comparePending(s: State, e: Record<string, Json>, fail: FailAt): void {
  if (!s.pending.length) {
    const r = s.result;
    fail([], r ? said(`no decision is pending (game over: ${r.winner}, ${r.reason})`, "diag.test.none_pending_over", { winner: r.winner, reason: r.reason }) : said("no decision is pending", "diag.test.none_pending"));
    return;
  }
  // With several sides asked at once, one of the decisions must match.
  const problems = s.pending.map((p) => {
    const out: [Path, Said][] = [];
    const check = (field: Path, what: Said, actual: unknown, expected: unknown) => {
      if (!same(actual, expected)) out.push([field, differs(what, actual, expected)]);
    };
    if (e.player !== undefined) check(["player"], said("deciding player", "diag.test.what.player"), p.player, e.player);
    if (e.kind !== undefined) check(["kind"], said("decision kind", "diag.test.what.kind"), p.kind, e.kind);
    if (e.options !== undefined) check(["options"], said("options", "diag.test.what.options"), [...p.options].sort(), (e.options as Json[]).map(String).sort());
    ((e.options_include as Json[] | undefined) ?? []).forEach((o, i) => {
      const options = p.options.join(", ");
      if (!p.options.includes(String(o))) out.push([["options_include", i], said(`option ${String(o)} is not offered (options: ${options})`, "diag.test.option_missing", { option: String(o), options })]);
    });
    ((e.options_exclude as Json[] | undefined) ?? []).forEach((o, i) => {
      if (p.options.includes(String(o))) out.push([["options_exclude", i], said(`option ${String(o)} is offered`, "diag.test.option_offered", { option: String(o) })]);
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
      fail([i], from > logStart ? said(`the log has no "${item}" line after the previous log_sequence line`, "diag.test.log_no_line_after", { line: item }) : said(`the log has no "${item}" line`, "diag.test.log_no_line", { line: item }));
      break;
    }
    from = at + 1;
  }
}
