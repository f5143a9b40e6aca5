// The engine worker: builds the content from the editor's buffers on every change, keeps the test
// game as a script, replays it against each good build and reports what changed. Everything slow
// happens here, so the page never freezes.
import { loadContent } from "../../../src/content/load.js";
import type { Content } from "../../../src/content/model.js";
import type { Diagnostic } from "../../../src/diagnostics/diagnostic.js";
import { runScenarioTestText } from "../../../src/testing/scenario-test.js";
import { cardInfos, mapView, nameInfos, overlayInfos } from "./content-info.js";
import { exportTest } from "./export-test.js";
import { namesOf, type Names } from "./names.js";
import type { FromWorker, GameMessage, ReplayNote, StepView, ToWorker } from "./protocol.js";
import { firstChange } from "./replay-diff.js";
import { DEFAULT_SETUP, applyStep, nextGroup, playMove, reasonOf, replayScript, undoLast, type Outcome, type Replay, type Script, type Step } from "./script.js";
import { boardState, pendingView, startLines, stepViews } from "./view.js";

const files = new Map<string, string>();
let focus: string | null = null;
let content: Content | null = null;
let names: Names | null = null;
let script: Script = { setup: { ...DEFAULT_SETUP }, steps: [] };
let replay: Replay | null = null;
let stale = false;
let lastError: string | null = null;
let note: ReplayNote = { kind: "fresh", step: null, message: "" };
let buildQueued = false;
/** The step views last sent, to say what an edit changed in a step. */
let lastViews: StepView[] = [];
let version = 0;

const post = (m: FromWorker) => (self as unknown as Worker).postMessage(m);

self.onmessage = (e: MessageEvent<ToWorker>) => {
  const m = e.data;
  try {
    handle(m);
  } catch (err) {
    lastError = reasonOf(err);
    sendGame();
  }
};

function handle(m: ToWorker): void {
  switch (m.t) {
    case "load":
      files.clear();
      for (const [p, t] of m.files) files.set(p, t);
      return queueBuild();
    case "edit":
      files.set(m.path, m.text);
      return queueBuild();
    case "focus":
      focus = m.path;
      return queueBuild();
    case "restore":
      script = m.script;
      return queueBuild();
    case "new-game":
      script = { setup: m.setup, steps: [] };
      note = { kind: "fresh", step: null, message: "" };
      replay = null;
      return queueBuild();
    case "move":
      return act(() => {
        const r = replay!;
        const pending = r.state.pending;
        if (!pending) throw new Error("no decision is pending");
        const res = playMove(content!, r.state, { player: pending.player, choice: m.choice }, () => 1 + Math.floor(Math.random() * 6));
        return res.steps;
      });
    case "dice":
      return act(() => [{ dice: m.dice }]);
    case "rig":
      // Before the first move of a game that starts from a position, a card given is part of
      // the start: the game replays with it in hand from the beginning.
      if (script.setup.start !== "deal" && !script.steps.some((s) => !("rig" in s.step))) {
        if (!content?.cards[m.card]) return fail(`unknown card \`${m.card}\``);
        const other = m.side === "us" ? "ussr" : "us";
        const hands = { [m.side]: [...script.setup.hands[m.side].filter((c) => c !== m.card), m.card], [other]: script.setup.hands[other].filter((c) => c !== m.card) } as Script["setup"]["hands"];
        script = { ...script, setup: { ...script.setup, hands } };
        return rebuildGame(false);
      }
      return act(() => [{ rig: { side: m.side, card: m.card } }]);
    case "undo":
      if (!script.steps.length) {
        // Nothing played: undo takes back the last card given at the start.
        const last = (["us", "ussr"] as const).find((s) => script.setup.hands[s].length);
        if (!last) return;
        script = { ...script, setup: { ...script.setup, hands: { ...script.setup.hands, [last]: script.setup.hands[last].slice(0, -1) } } };
      } else script = undoLast(script);
      return rebuildGame(false);
    case "export": {
      if (!content || !replay) return post({ t: "exported", ok: false, error: "no game to export", name: m.name });
      const r = exportTest(content, script, replay.state, m.name);
      return post({ t: "exported", ok: r.ok, name: m.name, ...(r.ok ? { yaml: r.yaml } : { error: r.error }) });
    }
  }
}

function fail(message: string): void {
  lastError = message;
  sendGame();
}

/** A user action: the steps it makes are applied to the current game and added to the script. */
function act(make: () => Step[]): void {
  if (!content || !replay) return fail("the content has errors: fix them to play");
  if (replay.stoppedAt !== null) {
    // Acting on a game whose replay stopped: the steps that could not be replayed are dropped.
    script = { ...script, steps: script.steps.slice(0, replay.stoppedAt) };
    replay = { ...replay, stoppedAt: null, stopReason: null };
  }
  const steps = make();
  // Applied once to check them: an illegal step throws here and the script stays as it was.
  let state = replay.state;
  for (const step of steps) state = applyStep(content, state, step);
  const group = nextGroup(script);
  script = { ...script, steps: [...script.steps, ...steps.map((step) => ({ step, group }))] };
  lastError = null;
  note = { kind: "fresh", step: null, message: "" };
  rebuildGame(false);
}

function queueBuild(): void {
  if (buildQueued) return;
  buildQueued = true;
  // Messages that arrive while a build runs are handled first; one build then covers them all.
  setTimeout(() => {
    buildQueued = false;
    build();
  }, 0);
}

function contentRoot(): string | null {
  const manifests = [...files.keys()].filter((p) => /^cards\/[^/]+\/game\.yaml$/.test(p)).sort();
  return manifests[0] ? manifests[0].slice(0, -"/game.yaml".length) : null;
}

function build(): void {
  const t0 = performance.now();
  version++;
  const root = contentRoot();
  if (!root) {
    post({ t: "build", ok: false, diagnostics: [], contentRoot: null, ms: 0, version });
    return;
  }
  const read = (p: string) => files.get(`${root}/${p}`) ?? null;
  const selection = { scenario: script.setup.scenario, variants: script.setup.variants, options: script.setup.options };
  const result = loadContent(read, root, selection, true);
  const diagnostics: Diagnostic[] = result.diagnostics.map((d) => ({ ...d, file: d.file.startsWith(`${root}/`) ? d.file : `${root}/${d.file}` }));
  if (result.content && focus?.startsWith(`${root}/tests/`)) diagnostics.push(...testDiagnostics(result.content, root, focus));
  const ok = !!result.content;
  if (result.content) {
    content = result.content;
    names = namesOf(content);
  }
  post({
    t: "build",
    ok,
    diagnostics,
    contentRoot: root,
    ms: Math.round(performance.now() - t0),
    version,
    ...(result.content ? { names: nameInfos(result.content), cards: cardInfos(result.content), map: mapView(result.content), overlays: overlayInfos(result.content) } : {}),
  });
  stale = !ok;
  if (ok) rebuildGame(true);
  else sendGame();
}

/** Runs the open scenario test against the content; its failures become diagnostics. */
function testDiagnostics(c: Content, root: string, path: string): Diagnostic[] {
  const text = files.get(path);
  if (text === undefined) return [];
  const rel = path.slice(root.length + 1);
  const read = (p: string) => files.get(`${root}/${p}`) ?? null;
  const cache = new Map<string, Content>();
  const contentFor = (sel: { scenario: string; variants: string[]; options: string[] }) => {
    const key = JSON.stringify(sel);
    if (JSON.stringify(c.selection) === key) return c;
    if (!cache.has(key)) {
      const r = loadContent(read, root, sel, false);
      if (!r.content) throw new Error(r.diagnostics.map((d) => d.message).join("; "));
      cache.set(key, r.content);
    }
    return cache.get(key)!;
  };
  return runScenarioTestText(contentFor, rel, text).flatMap((r) =>
    r.failures.map((f) => ({ code: "TEST", severity: "warning" as const, message: `test fails: ${f.message}`, file: path, start: { line: f.line, column: 1 }, end: { line: f.line, column: 1 } })),
  );
}

/**
 * Replays the script against the current content. After a new build (`compare`), the outcomes are
 * compared with the last replay to find the first step the edit changed.
 */
function rebuildGame(compare: boolean): void {
  if (!content) return sendGame();
  const previous: { outcomes: Outcome[]; stoppedAt: number | null } | null = replay ? { outcomes: replay.outcomes, stoppedAt: replay.stoppedAt } : null;
  try {
    replay = replayScript(content, script);
  } catch (err) {
    // The start itself failed (e.g. a scenario the content no longer has).
    lastError = `cannot start the game: ${reasonOf(err)}`;
    replay = null;
    return sendGame();
  }
  if (compare && previous && previous.outcomes.every((o) => o.fingerprint) && script.steps.length) {
    const change = firstChange(previous.outcomes, replay.outcomes, replay.stoppedAt, previous.stoppedAt);
    const n = script.steps.length;
    if (change.kind === "same") note = { kind: "same", step: null, message: `Replayed ${n} step${n === 1 ? "" : "s"} against the edit: nothing changed.` };
    else if (change.kind === "stopped") note = { kind: "stopped", step: change.step, message: `Step ${change.step! + 1} no longer replays: ${replay.stopReason}.` };
    else {
      note = { kind: change.kind, step: change.step, message: `Replayed ${n} step${n === 1 ? "" : "s"}: step ${change.step! + 1} is the first whose outcome changed.` };
      const old = lastViews[change.step!]?.lines ?? [];
      const now = stepViews(content, script, replay, names!, null)[change.step!]?.lines ?? [];
      const i = Array.from({ length: Math.max(old.length, now.length) }, (_, k) => k).find((k) => old[k]?.text !== now[k]?.text);
      if (i !== undefined) {
        note.before = old[i]?.text ?? "(nothing)";
        note.after = now[i]?.text ?? "(nothing)";
      }
    }
  } else if (replay.stoppedAt !== null) {
    note = { kind: "stopped", step: replay.stoppedAt, message: `Step ${replay.stoppedAt + 1} does not replay: ${replay.stopReason}.` };
  }
  sendGame();
}

function sendGame(): void {
  if (!content || !names || !replay) {
    if (lastError) post({ t: "exported", ok: false, error: lastError, name: "" });
    return;
  }
  const changedAt = note.kind === "changed" || note.kind === "longer" ? note.step : null;
  const steps = stepViews(content, script, replay, names, changedAt).map((s) => (replay!.stoppedAt === s.index ? { ...s, status: "stopped" as const } : s));
  lastViews = steps;
  const msg: GameMessage = {
    t: "game",
    script,
    board: boardState(content, replay.state, names),
    pending: pendingView(content, replay.state, names),
    startLines: startLines(content, replay, names, script),
    steps,
    replay: note,
    error: lastError,
    stale,
  };
  post(msg);
}
