// Reading a save file: its text becomes a checked game, or located, coded problems (CW7xx) at
// file:line:column — never an exception. In order: the bytes (UTF-8, size), the JSON, the format
// and version (version 1 is read and upgraded in memory), the shape (schemas/save.schema.json),
// the content it was made with, then every step replayed and the result compared with the saved
// state. The steps are the truth: a saved state that differs from the one they lead to (the save
// was edited, or made before a change of the content or the rules) is a warning, CW709, and the
// game goes on from the replayed state; only a step that cannot be replayed stops the load.
// `replay`, `log`, `play --resume` and the Play page go through loadSave. Saves of versions 1
// and 2 (before the generic kernel) are read too: their steps are replayed and
// their bid becomes the `bid` variable's start value; their state, of another shape, is not compared.
import { ContentError, type Diagnostic, type DiagnosticArgs, type Position } from "../diagnostics/diagnostic.js";
import type { Content } from "./model.js";
import { ContentReadError, decodeUtf8 } from "./open-file.js";
import { validateAgainstSchema } from "./schemas.js";
import { startValueProblems } from "./start-values.js";
import { parseYamlSource, rangeAt, type SourceFile } from "./yaml-source.js";
import { applyInPlace, EffectRuntimeError, IllegalMoveError, Log, newGame, oldPredicateNumbers, rigDice, rigPicks, runtimeMessageOf, SAVE_FORMAT, SAVE_VERSION, stateFieldName, type Game, type LogEntry, type SavedGame, type State, type Step } from "../kernel/index.js";

type GameState = State;
/** Faces of the dice a save may force (the kernel's dice are six-sided unless a game rolls others). */
const DIE_FACES = 6;

/** Largest save read (a full game with its log is well under 1 MB). */
export const MAX_SAVE_BYTES = 32 * 1024 * 1024;

export interface LoadedSave {
  save: SavedGame | null;
  /** The content the save was composed with; null when it could not be. */
  content: Content | null;
  /** The replayed state: the game (the saved state, if it differs, is only reported: CW709). */
  state: GameState | null;
  diagnostics: Diagnostic[];
}

/** The content for a save's scenario, variants and options; throws ContentError when it cannot be composed. */
export type ContentForSave = (selection: { scenario: string; variants: string[]; options: string[] }) => Content;

type Path = (string | number)[];

/** Points into the save's text: JSON is YAML, so the YAML parser gives every node's range. */
class Locator {
  private source: SourceFile | null = null;
  constructor(
    readonly file: string,
    private readonly text: string,
  ) {}
  at(path: Path): { start: Position; end: Position } {
    this.source ??= parseYamlSource(this.file, this.text).source;
    return rangeAt(this.source, path);
  }
  get yaml(): SourceFile {
    this.source ??= parseYamlSource(this.file, this.text).source;
    return this.source;
  }
}

function problem(where: Locator, path: Path, code: string, message: string, key: string, args: DiagnosticArgs = {}, hint?: { text: string; key: string; args?: DiagnosticArgs }, severity: "error" | "warning" = "error"): Diagnostic {
  return { code, severity, message, file: where.file, ...where.at(path), key, args, ...(hint ? { hint: hint.text, hintKey: hint.key, ...(hint.args ? { hintArgs: hint.args } : {}) } : {}) };
}

/** A problem whose `detail` is an error of the content's code: worded in the reader's language too (args keep its English). */
function withSaidDetail(d: Diagnostic, e: unknown): Diagnostic {
  return e instanceof EffectRuntimeError ? { ...d, parts: { detail: runtimeMessageOf(e) } } : d;
}

/** Deepest nesting of lists and objects a save may have (a real one needs about 6 levels). */
export const MAX_SAVE_DEPTH = 64;

/**
 * Offset of the first bracket nested deeper than MAX_SAVE_DEPTH (outside strings), or null.
 * Checked before anything parses or walks the JSON, since those recurse and a deep enough file
 * would overflow the stack.
 */
function tooDeepAt(text: string): number | null {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "[" || c === "{") {
      if (++depth > MAX_SAVE_DEPTH) return i;
    } else if (c === "]" || c === "}") depth--;
  }
  return null;
}

/** A save file larger than MAX_SAVE_BYTES (checked before reading it). */
export function saveTooLarge(file: string, size: number): Diagnostic {
  const mb = (n: number) => `${(n / 2 ** 20).toFixed(1)} MB`;
  const at = { line: 1, column: 1 };
  return { code: "CW710", severity: "error", message: `cannot read the save: ${mb(size)} is more than the ${mb(MAX_SAVE_BYTES)} a save may have`, file, start: at, end: at, key: "diag.save_too_large", args: { size: mb(size), max: mb(MAX_SAVE_BYTES) } };
}

/** Reads, checks and replays a save. `data` is the file's bytes (or its text). */
export function loadSave(file: string, data: Uint8Array | string, contentFor: ContentForSave): LoadedSave {
  const none = (diagnostics: Diagnostic[]): LoadedSave => ({ save: null, content: null, state: null, diagnostics });
  const start = { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };
  if (data.length > MAX_SAVE_BYTES) return none([saveTooLarge(file, data.length)]);
  let text: string;
  try {
    text = typeof data === "string" ? data : decodeUtf8(data);
  } catch (e) {
    const r = e as ContentReadError;
    const at = r.position ?? start.start;
    return none([{ code: "CW710", severity: "error", message: `cannot read the save: ${r.message}`, file, start: at, end: at, key: "diag.save_not_utf8", args: r.args, hint: "save the file as UTF-8", hintKey: "diag.hint.save_utf8" }]);
  }
  // A byte-order mark (some editors add one) is not part of the JSON.
  if (text.startsWith("\uFEFF")) text = text.slice(1);
  const deep = tooDeepAt(text);
  if (deep !== null) {
    const before = text.slice(0, deep).split("\n");
    const at = { line: before.length, column: before.at(-1)!.length + 1 };
    return none([{ code: "CW704", severity: "error", message: `the save is nested more than ${MAX_SAVE_DEPTH} levels deep`, file, start: at, end: at, key: "diag.save_too_deep", args: { max: MAX_SAVE_DEPTH } }]);
  }
  const where = new Locator(file, text);
  const read = readSave(where, text);
  if (!read.save) return none(read.diagnostics);
  const save = read.save;
  const diagnostics = [...read.diagnostics];

  let content: Content;
  try {
    content = contentFor({ scenario: save.scenario, variants: save.variants, options: save.options });
  } catch (e) {
    if (!(e instanceof ContentError)) throw e;
    const selection = e.diagnostics.filter((d) => d.code.startsWith("CW50"));
    // The content itself is broken: that is the content's problem, reported as such by the caller.
    if (!selection.length) throw e;
    return { save, content: null, state: null, diagnostics: [...diagnostics, ...selection.map((d) => selectionProblem(where, save, d))] };
  }
  if (content.id !== save.content) {
    diagnostics.push(problem(where, ["content"], "CW705", `the save is for content \`${save.content}\`, not \`${content.id}\``, "diag.save_other_content", { content: save.content, expected: content.id }, { text: "give that game's folder with --content", key: "diag.hint.save_content" }));
    return { save, content, state: null, diagnostics };
  }
  const replayed = replaySteps(where, content, save, read.varPaths ?? {});
  diagnostics.push(...replayed.diagnostics);
  // An upgraded save's state has the old engine's shape: its steps are the truth.
  if (replayed.state && read.version === SAVE_VERSION) diagnostics.push(...compareStates(where, content.game, save.state, replayed.state));
  return { save, content, state: replayed.state, diagnostics };
}

/** The JSON, the format, the version and the shape. */
function readSave(where: Locator, text: string): { save: SavedGame | null; version?: number; varPaths?: Record<string, Path>; diagnostics: Diagnostic[] } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    const detail = (e as Error).message.replace(/^JSON\.parse: /, "");
    const m = /position (\d+)/.exec(detail);
    const offset = m ? Number(m[1]) : text.length;
    const before = text.slice(0, offset).split("\n");
    const at = { line: before.length, column: before.at(-1)!.length + 1 };
    return { save: null, diagnostics: [{ code: "CW701", severity: "error", message: `not valid JSON: ${detail}`, file: where.file, start: at, end: at, key: "diag.save_json", args: { detail } }] };
  }
  const fail = (d: Diagnostic) => ({ save: null, diagnostics: [d] });
  const d = data as Record<string, unknown> | null;
  if (!d || typeof d !== "object" || Array.isArray(d) || d["format"] !== SAVE_FORMAT) {
    const path = d && typeof d === "object" && !Array.isArray(d) && "format" in d ? ["format"] : [];
    return fail(problem(where, path, "CW702", `not a Cardwright save file (expected "format": "${SAVE_FORMAT}")`, "diag.save_not_save", { format: SAVE_FORMAT }, { text: "saves are written by `cardwright new-game --out FILE`", key: "diag.hint.save_new_game" }));
  }
  const diagnostics: Diagnostic[] = [];
  const version = d["version"];
  if (typeof version !== "number" || !Number.isInteger(version) || version < 1) {
    const shown = JSON.stringify(version) ?? "(missing)";
    return fail(problem(where, ["version"], "CW703", `unknown save version ${shown}`, "diag.save_version_unknown", { version: shown }, { text: `a save's version is a whole number from 1 to ${SAVE_VERSION}`, key: "diag.hint.save_versions", args: { current: SAVE_VERSION } }));
  }
  if (version > SAVE_VERSION) {
    return fail(problem(where, ["version"], "CW703", `save version ${version} is newer than this Cardwright reads (up to ${SAVE_VERSION})`, "diag.save_version_new", { version, current: SAVE_VERSION }, { text: "update Cardwright to read it", key: "diag.hint.update_cardwright" }));
  }
  let upgraded: Record<string, unknown> = d;
  if (version < SAVE_VERSION) {
    upgraded = upgradeToCurrent(d, version);
    diagnostics.push(problem(where, ["version"], "CW703", `save version ${version} is older than version ${SAVE_VERSION}: it was read as version ${SAVE_VERSION}`, "diag.save_version_old", { version, current: SAVE_VERSION }, { text: `run \`cardwright replay ${where.file} --upgrade\` to rewrite it as version ${SAVE_VERSION}`, key: "diag.hint.save_upgrade", args: { file: where.file, current: SAVE_VERSION } }, "warning"));
  }
  const shape = shapeProblems(where, upgraded);
  if (shape.length) return { save: null, diagnostics: [...diagnostics, ...shape] };
  // Where an upgraded save wrote its bid: at the top (version 2) or in its state (version 1).
  const varPaths: Record<string, Path> = version < SAVE_VERSION && upgraded["vars"] ? { bid: version === 1 ? ["state", "bid"] : ["bid"] } : {};
  // The saved log, an array in JSON, becomes the kernel's Log (written back as the same array).
  const state = upgraded["state"] as { log?: unknown } | undefined;
  if (state && Array.isArray(state.log)) state.log = new Log(state.log as LogEntry[]);
  return { save: upgraded as unknown as SavedGame, version, varPaths, diagnostics };
}

/**
 * Version 1 kept the bid only inside the saved state, and `variants` was optional; version 2 had
 * the bid at the top. Version 3 gives it as the start value of the game's `bid` variable.
 */
function upgradeToCurrent(d: Record<string, unknown>, version: number): Record<string, unknown> {
  const state = d["state"] as { bid?: unknown; variants?: unknown } | undefined;
  const { bid: topBid, ...rest } = d;
  const out: Record<string, unknown> = { ...rest, version: SAVE_VERSION, variants: d["variants"] ?? (Array.isArray(state?.variants) ? state.variants : []) };
  const bid = version === 1 && state && typeof state === "object" ? state.bid : topBid;
  if (bid !== undefined && bid !== null) out["vars"] = { ...((d["vars"] as object | undefined) ?? {}), bid };
  return out;
}

/** Schema problems: a die out of range is CW708 ("step N"), a malformed step and anything else CW704. */
function shapeProblems(where: Locator, data: unknown): Diagnostic[] {
  // A version-1 save is checked as upgraded in memory; locations still point into its own text.
  const problems = validateAgainstSchema("save", data, where.yaml);
  const out: Diagnostic[] = [];
  const stepsSeen = new Set<number>();
  for (const p of problems) {
    const path = (p.args?.["dataPath"] as string | undefined)?.split(".") ?? [];
    const step = path[0] === "steps" && path[1] !== undefined && /^\d+$/.test(path[1]) ? Number(path[1]) : null;
    if (step !== null && path[2] === "dice" && path[3] !== undefined) {
      const got = JSON.stringify((data as { steps: { dice: unknown[] }[] }).steps[step]!.dice[Number(path[3])]);
      out.push({ ...p, code: "CW708", message: `step ${step + 1}: a die must be a whole number from 1 to 6, got ${got}`, key: "diag.save_bad_die", args: { step: step + 1, got } });
    } else if (step !== null && path.length === 2) {
      if (stepsSeen.has(step)) continue;
      stepsSeen.add(step);
      out.push({ ...p, code: "CW704", message: `step ${step + 1} is neither a move (player and choice), forced dice (dice) nor forced picks (picks)`, key: "diag.save_bad_step", args: { step: step + 1 } });
    } else out.push({ ...p, code: "CW704" });
  }
  return out;
}

/** A scenario, variant or option of the save that does not exist (or cannot be combined), at its place in the save. */
function selectionProblem(where: Locator, save: SavedGame, d: Diagnostic): Diagnostic {
  const id = String(d.args?.["id"] ?? "");
  const path: Path = save.scenario === id ? ["scenario"] : save.variants.includes(id) ? ["variants", save.variants.indexOf(id)] : save.options.includes(id) ? ["options", save.options.indexOf(id)] : [];
  return { ...d, code: "CW706", file: where.file, ...where.at(path) };
}

function replaySteps(where: Locator, content: Content, save: SavedGame, varPaths: Record<string, Path>): { state: GameState | null; diagnostics: Diagnostic[] } {
  const g = content.game;
  // A die the game's dice cannot show is a problem of the save, at that die.
  for (const [i, step] of save.steps.entries()) {
    if (!("dice" in step)) continue;
    const j = step.dice.findIndex((d) => d > DIE_FACES);
    if (j >= 0) return { state: null, diagnostics: [problem(where, ["steps", i, "dice", j], "CW708", `step ${i + 1}: a die must be a whole number from 1 to ${DIE_FACES}, got ${step.dice[j]}`, "diag.save_bad_die", { step: i + 1, got: String(step.dice[j]) })] };
  }
  // Start values (a bid) must be declared variables and match the schema the game gives them,
  // pointed at where the file writes them (an upgraded save wrote its bid elsewhere).
  const varProblems = startValueProblems(content, save.vars ?? {}).map((p) => {
    const [name, ...inside] = p.at as [string, ...Path];
    const path = [...(varPaths[name] ?? ["vars", name]), ...inside];
    if (!g.variable.has(name)) return problem(where, path, "CW706", `the game declares no variable \`${name}\``, "diag.save_cannot_start", { detail: `unknown variable ${name}` });
    const d = problem(where, path, "CW704", `the start value of \`${name}\` is not allowed: ${p.message}`, "diag.save_bad_start_value", { name, detail: p.message });
    // (The schema's error in the reader's words too; args keep its English.)
    return p.said ? { ...d, parts: { detail: p.said } } : d;
  });
  if (varProblems.length) return { state: null, diagnostics: varProblems };
  let state: GameState;
  try {
    state = newGame(g, { scenario: save.scenario, variants: save.variants, seed: save.seed, options: save.options, ...(save.vars ? { vars: save.vars } : {}) });
  } catch (e) {
    return { state: null, diagnostics: [withSaidDetail(problem(where, ["scenario"], "CW706", `cannot start the game: ${(e as Error).message}`, "diag.save_cannot_start", { detail: (e as Error).message }), e)] };
  }
  for (const [i, step] of save.steps.entries()) {
    try {
      if ("dice" in step) rigDice(state, step.dice, DIE_FACES);
      else if ("picks" in step) rigPicks(state, step.picks);
      else applyInPlace(g, state, step);
    } catch (e) {
      const n = i + 1;
      if (e instanceof IllegalMoveError) {
        const m = step as Extract<Step, { player: string }>;
        return { state: null, diagnostics: [{ ...problem(where, ["steps", i], "CW707", `step ${n}: ${m.player} \`${m.choice}\` is illegal: ${e.reason}`, "diag.save_illegal_step", { step: n, player: m.player, choice: m.choice, reason: e.reason }), parts: { reason: e.said } }] };
      }
      const detail = (e as Error).message;
      return { state: null, diagnostics: [withSaidDetail(problem(where, ["steps", i], "CW707", `step ${n} cannot be replayed: ${detail}`, "diag.save_step_failed", { step: n, detail }), e)] };
    }
  }
  return { state, diagnostics: [] };
}

/**
 * A saved state whose condition values carry one number over the whole game (saves made before
 * 2026-12-08, values.ts PredicateValue) with them numbered within their unit, as a replay makes
 * them now; one the game does not have is left as it is (it then differs). The same data when
 * it holds none of them (the usual case: nothing is compiled for it).
 */
function withPredicatesOfUnits(g: Game, saved: unknown): unknown {
  let numbers: { unit: number; index: number }[] | null = null;
  const renumber = (v: unknown): unknown => {
    if (typeof v !== "object" || v === null) return v;
    if (Array.isArray(v)) return v.map(renumber);
    const o = v as Record<string, unknown>;
    if (typeof o.$predicate === "number" && !("unit" in o)) {
      const at = (numbers ??= oldPredicateNumbers(g))[o.$predicate];
      if (at) return { $predicate: at.index, unit: at.unit, locals: renumber(o.locals), me: o.me, active: o.active, card: o.card };
    }
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(o)) out[k] = renumber(o[k]);
    return out;
  };
  // (Over its JSON: the state read holds a Log, which writes itself as its entries.)
  const json = JSON.stringify(saved);
  return json.includes('"$predicate"') ? renumber(JSON.parse(json)) : saved;
}

/** How many differing fields a mismatch lists. */
const SHOWN_DIFFERENCES = 5;

/**
 * The replayed state against the saved one: the first differing fields, with both values. A
 * warning: every step replayed, so the game is the replayed one; the reader is told the position
 * is not the one saved.
 */
function compareStates(where: Locator, g: Game, savedAsWritten: unknown, replayed: GameState): Diagnostic[] {
  const saved = withPredicatesOfUnits(g, savedAsWritten);
  const diffs: { path: Path; saved: unknown; replayed: unknown }[] = [];
  let count = 0;
  const walk = (a: unknown, b: unknown, path: Path) => {
    if (JSON.stringify(a) === JSON.stringify(b)) return;
    const objects = a && b && typeof a === "object" && typeof b === "object" && Array.isArray(a) === Array.isArray(b);
    if (objects) {
      const keys = [...new Set([...Object.keys(b as object), ...Object.keys(a as object)])];
      for (const k of keys) walk((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], [...path, Array.isArray(a) ? Number(k) : k]);
      return;
    }
    count++;
    if (diffs.length < SHOWN_DIFFERENCES) diffs.push({ path, saved: a, replayed: b });
  };
  walk(saved, JSON.parse(JSON.stringify(replayed)), []);
  if (!count) return [];
  const show = (v: unknown) => {
    const s = v === undefined ? "(none)" : JSON.stringify(v);
    return s.length > 60 ? `${s.slice(0, 59)}…` : s;
  };
  // A field of the flat arrays is named too: `tracks.1 (<track>)`, `pieces.9 (<piece kind> <space> <side>)`.
  const named = (path: Path) => {
    const name = path.length >= 2 && typeof path[1] === "number" ? stateFieldName(g, String(path[0]), path[1]) : null;
    return `${path.slice(0, 2).join(".")}${name ? ` (${name})` : ""}${path.length > 2 ? `.${path.slice(2).join(".")}` : ""}`;
  };
  const fields = diffs.map((d) => `${named(d.path)}: ${show(d.saved)} ≠ ${show(d.replayed)}`).join("; ");
  const more = count > diffs.length ? ` (+${count - diffs.length})` : "";
  return [problem(where, ["state", ...diffs[0]!.path], "CW709", `the replayed state differs from the saved state in ${count.toLocaleString("en")} ${count === 1 ? "field" : "fields"} (saved ≠ replayed): ${fields}${more}`, "diag.save_differs", { count, fields: fields + more }, { text: "the save was edited, or made with other content or another version of the rules: the game goes on from the state its steps lead to", key: "diag.hint.save_differs" }, "warning")];
}
