// The engine worker: builds the chosen game's content from the editor's buffers on every change,
// keeps the test game as a script, replays it against each good build and reports what changed.
// It also builds the translation bundle (src/i18n) and speaks the editor's language in the log,
// the prompts and the options. Everything slow happens here, so the page never freezes. An edit
// of a locale file alone rebuilds the translations only (the content and the game stay as they
// are). Nothing here names a game: which one is built is the page's choice (`game`).
//
// An edit is built at once, with no pause for the typing to stop: edits that arrive while a build
// runs are taken together by the next one. A build parses and checks again only the files whose
// text changed (src/content/file-memo.ts, loadContent's `reuse`), and the test game replays from
// the last position the edit cannot change (replay-cache.ts). The page gets the diagnostics first,
// then the game; the translations (the locale files' problems, the log in other languages) follow
// in a task of their own, dropped when another edit comes first. A game's first build starts from
// what the last visit's first build of it kept (kept-visit.ts, in IndexedDB), and keeps its own for
// the next visit.
import { loadContent, newReuse, type CompiledFrom, type Reuse } from "../../../src/content/load.js";
import type { FileMemo } from "../../../src/content/raw.js";
import type { Content } from "../../../src/content/model.js";
import type { RawGame } from "../../../src/content/raw.js";
import type { KeyUse } from "../../../src/content/code.js";
import type { LeftOut } from "../../../src/content/quarantine.js";
import { parseYamlSource, type SourceFile } from "../../../src/content/yaml-source.js";
import { ContentError, type Diagnostic } from "../../../src/diagnostics/diagnostic.js";
import { loadI18n, sourceDiagnostics, statusDiagnostics, translationStatus, type Args, type I18nBundle, type Translator } from "../../../src/i18n/index.js";
import { speaking } from "../i18n/own.js";
import { allOwnMessages } from "../i18n/own-all.js";
import { engineEnglish } from "../i18n/engine-all.js";
import type { LogEntry } from "../../../src/kernel/index.js";
import { runScenarioTestText } from "../../../src/testing/scenario-test.js";
import { testFailureShown } from "./test-failure-shown.js";
import { cardTestFor } from "../authoring/card-test.js";
import { codeEditDiagnostics, type LastLoad } from "./code-edit.js";
import { LaneWriter } from "./quick-lane.js";
import { chooseRoot, DEFAULT_GAME_ROOT, gameRoots } from "../app/default-game.js";
import { portableBundle } from "../i18n/portable.js";
import { boardChanges, isEmpty } from "./board-diff.js";
import { boardLayout, cardInfos, english, gameInfo, keptSchemaInfo, nameInfos, overlayInfos, vocabularyInfo } from "./content-info.js";
import { exportTest } from "./export-test.js";
import { untestedCards } from "./hints.js";
import { StartHints } from "./start-hints.js";
import { InfoDelta } from "./info-delta.js";
import { sameInputs, translationInputs } from "./translation-inputs.js";
import type { BoardChanges, BuildMessage, FromWorker, GameMessage, ReplayNote, ToWorker } from "./protocol.js";
import { firstChange } from "./replay-diff.js";
import { carryPlaces, replayTracked, sameBuild, type TrackedReplay } from "./replay-cache.js";
import { applyStep, codePlaceOf, DEFAULT_START, defaultSetup, resolveStart, nextGroup, playMove, ranOn, reasonOf, reasonText, SCENARIO_START, ScriptError, undoLast, type Reason, type Replay, type Script, type Step } from "./script.js";
import { boardState, pendingViews, startLines, stepTitle, stepViews } from "./view.js";
import { visitMemory, type VisitMemory } from "./kept-visit.js";
import { readVisit, visited, writePiece } from "./visit-store.js";

const files = new Map<string, string>();
/** The game the page chose (a content folder, `cards/<id>`). */
let wanted: string | null = null;
let focus: string | null = null;
let content: Content | null = null;
/** The last parsed content (raw and sources), reused when only locale files change. */
let parsed: { raw: RawGame; sources: Map<string, SourceFile>; diagnostics: Diagnostic[]; keys: KeyUse[] } | null = null;
/** Whether anything but a locale file changed since the last build. */
let fullBuild = true;
/** The last build stopped at the files' own problems (YAML, schemas): names and code were not checked (BuildMessage.unchecked). */
let namesUnchecked = false;
/** The cards and routines the last build left out of its check (BuildMessage.leftOut), or null. */
let leftOut: LeftOut[] | null = null;
let bundle: I18nBundle | null = null;
let lang = "en";
let tr: Translator | null = null;
let script: Script = { setup: defaultSetup(), steps: [] };
let replay: Replay | null = null;
let stale = false;
/**
 * The test game's error, kept as found (an error of the content's code as data) so that it is said
 * in the editor's language when sent, and again when the language changes.
 */
interface ShownError {
  reason: Reason;
  /** The message the reason is said in (as its `reason` argument): the start failing. */
  within?: string;
  /** Where the content's code failed (the page jumps to it). */
  at: { file: string; line: number; column: number } | null;
}
let lastError: ShownError | null = null;
/** lastError is the test game's start failing (cleared by the next start that works). */
let startFailed = false;
/** The side whose view the board shows (null: all open). */
let viewer: string | null = null;
/**
 * What the last replay after an edit found, kept as message keys and log entries so that it is
 * said again in another language when the language changes.
 */
interface Note {
  kind: ReplayNote["kind"];
  step: number | null;
  key?: string;
  args?: Args;
  /** The `reason` argument of its message: why a step no longer replays (said in the language of the moment). */
  reason?: Reason;
  /** For a changed step: its first log entry that differs, before and after the edit. */
  before?: LogEntry | null;
  after?: LogEntry | null;
  /** The board after the same moves, before and after the edit. */
  board?: BoardChanges;
  /** A later move that no longer fits (when an earlier step changed first). */
  stop?: { step: number; reason: Reason };
}
let note: Note = { kind: "fresh", step: null };
let buildQueued = false;
/** Requests that need the content of the build queued now (a test for a card just added). */
const afterBuild: (() => void)[] = [];
/** A log step whose board is shown instead of now (null: now). */
let viewing: number | null = null;
/** The content (not a test or locale file) changed since the last build: the replay says what that did. */
let contentEdited = false;
/** Each step's log entries in the last replay, to say what an edit changed in a step. */
let lastStepLogs: LogEntry[][] = [];
/** The game before the edits made since the last move (what a replay after an edit is compared with). */
let baseline: { replay: Replay; logs: LogEntry[][] } | null = null;
let version = 0;
/** What the last build made of each file, reused by the next (per game). */
let reuse: Reuse = newReuse();
let localeMemo: FileMemo = new Map();
/**
 * The engine as the store of visits knows it (kept-visit.ts): this worker's built file, whose name
 * carries its content's hash. None when served unbuilt (`npm start`: the code changes under the
 * same name), and then no visit is kept or read.
 */
const ENGINE = /\/assets\/[^/]+-[\w-]{8}\.js$/.test(self.location.pathname) ? self.location.href : null;
/** What earlier visits kept of each game, by content folder, once read (visit-store.ts); a read running, by its promise. */
const keptVisits = new Map<string, unknown[]>();
const visitReads = new Map<string, Promise<void>>();
/** Reads what earlier visits kept of the game in `root` (once): the promise of the read, or null when it is read. */
function readKept(root: string): Promise<void> | null {
  if (!ENGINE || keptVisits.has(root)) return null;
  let read = visitReads.get(root);
  if (!read) {
    visitReads.set(root, (read = readVisit(root).then((pieces) => void keptVisits.set(root, pieces))));
  }
  return read;
}
/** Longest the first build waits for that read (ms): a slow store must not hold the check up long. */
const VISIT_WAIT_MS = 400;
/** The memories of the game being built, from a kept visit when there was one; whether it is kept whole since, or being written. */
let visit: { root: string; memory: VisitMemory; kept: boolean; writing: boolean; ready: [string, unknown][] } | null = null;
/** What the current content was compiled from (to tell what an edit changed). */
let compiledFrom: CompiledFrom | null = null;
/** The last replay with what each step read, for the next replay to start from. */
let tracked: TrackedReplay | null = null;
/** The locale files' and translations' problems as last found (sent with each build until found again). */
let i18nDiagnostics: Diagnostic[] = [];
/** Bumped by every message that changes the files or the game: later work for an older one is dropped. */
let generation = 0;
/** The content's names, cards, board … as last sent to the page: a build sends only what changed. */
const infoDelta = new InfoDelta();
/** Hints CW505 (cards an overlay adds that a scenario starts out of the game), found when the typing pauses. */
const startHints = new StartHints();
/** The schemas of the game's files, made again only when what they are made from changed. */
const schemasOf = keptSchemaInfo();
/**
 * The last full build, for a key typed into a card's code to be checked alone before the next
 * (code-edit.ts): its load, whether it compiled, and the hints a compiled build adds.
 */
let lastLoad: { root: string; load: LastLoad; ok: boolean; extras: Diagnostic[] } | null = null;
/** The files edited since the last build; null when anything else changed (a game chosen, files loaded …). */
let editedSince: Set<string> | null = null;
/** The diagnostics the quick check sent for the last edit: the full build sends its own only when they differ. */
let quickSent: { ok: boolean; diagnostics: Diagnostic[] } | null = null;
/** Shared memory the page reads the quick check's answer from, in the key's own task (quick-lane.ts). */
let lane: LaneWriter | null = null;
/** Whether the chosen game's first build has sent them (it sends them before its game). */
let sentInfo = false;
/** The content and translations the content's parts were last made from. */
let infoSent: { content: Content | null; bundle: I18nBundle | null } = { content: null, bundle: null };

/** The number of the page's last edit received: every diagnostics message says which edits it includes. */
let editSeq = 0;
/** The last diagnostics sent (what the page shows): a quick answer that finds the same is not sent. */
let shown: { ok: boolean; diagnostics: Diagnostic[] } | null = null;
const post = (m: FromWorker) => {
  if (m.t === "build") shown = { ok: m.ok, diagnostics: m.diagnostics };
  (self as unknown as Worker).postMessage(m.t === "build" && m.seq === undefined ? { ...m, seq: editSeq } : m);
};

self.onmessage = (e: MessageEvent<ToWorker>) => {
  const m = e.data;
  try {
    handle(m);
  } catch (err) {
    lastError = failure(err);
    sendGame();
  }
};

/** The error for the page, noting where the content's code failed when it did. */
function failure(err: unknown, within?: string): ShownError {
  const at = codePlaceOf(err);
  const root = contentRoot();
  return { reason: reasonOf(err), ...(within ? { within } : {}), at: at && root ? { ...at, file: `${root}/${at.file}` } : null };
}

/** The error's text in the translator's language. */
function errorText(t: Translator, e: ShownError): string {
  const reason = reasonText(t, e.reason);
  return e.within ? t.t(e.within, { reason }) : reason;
}

function handle(m: ToWorker): void {
  if (m.t === "load" || m.t === "game" || m.t === "edit" || m.t === "focus" || m.t === "restore" || m.t === "new-game") generation++;
  if (m.t === "load" || m.t === "game" || m.t === "focus" || m.t === "restore" || m.t === "new-game") editedSince = null;
  switch (m.t) {
    case "load":
      files.clear();
      for (const [p, t] of m.files) files.set(p, t);
      fullBuild = true;
      return queueBuild();
    case "game":
      if (wanted === m.root) return;
      wanted = m.root;
      content = null;
      compiledFrom = null;
      tracked = null;
      baseline = null;
      reuse = newReuse();
      visit = null;
      startHints.reset();
      localeMemo = new Map();
      i18nDiagnostics = [];
      bundleSignature = "";
      unsentBundle = null;
      lastInputs = null;
      parsed = null;
      infoDelta.reset();
      sentInfo = false;
      infoSent = { content: null, bundle: null };
      bundle = null;
      tr = null;
      replay = null;
      viewer = null;
      viewing = null;
      note = { kind: "fresh", step: null };
      if (m.script !== undefined) {
        script = m.script ?? { setup: defaultSetup(), steps: [] };
        lastError = null;
      }
      fullBuild = true;
      return queueBuild();
    case "edit":
      files.set(m.path, m.text);
      if (m.seq) editSeq = m.seq;
      // A quick answer stands for the last edit only: after another, the full build sends its own
      // (the page shows "building" until a message names it).
      quickSent = null;
      // The page waits longer for an answer on its way (quick-lane.ts).
      if (m.seq) lane?.started(m.seq);
      try {
        if (!quickCheck(m.path, m.seq) && m.seq) lane?.none(m.seq);
      } catch (err) {
        // The full build below answers anyway; a fault here must not stop it.
        if (m.seq) lane?.none(m.seq);
        console.error("quick check:", err);
      }
      if (!isLocaleFile(m.path)) fullBuild = true;
      // A test file is not part of the game: the replay has nothing to compare after it.
      if (!isTestFile(m.path) && !isLocaleFile(m.path)) contentEdited = true;
      return queueBuild();
    case "lane":
      lane = new LaneWriter(m.buffer);
      return;
    case "focus":
      focus = m.path;
      fullBuild = true;
      return queueBuild();
    case "restore":
      viewing = null;
      script = m.script;
      fullBuild = true;
      return queueBuild();
    case "new-game":
      viewing = null;
      script = { setup: m.setup, steps: [] };
      note = { kind: "fresh", step: null };
      replay = null;
      fullBuild = true;
      return queueBuild();
    case "moment":
      viewing = m.step;
      return sendGame();
    case "view":
      viewer = m.side;
      return sendGame();
    case "lang":
      lang = m.lang;
      tr = null;
      return sendGame();
    case "move":
      return act(() => {
        // A move when nothing is asked is refused by the kernel, which says why.
        const r = replay!;
        return playMove(content!, r.state, { player: m.player, choice: m.choice }, () => 1 + Math.floor(Math.random() * 6)).steps;
      });
    case "dice":
      return act(() => [{ dice: m.dice }]);
    case "rig":
      // Before the first move of a game that starts from a position, a card given is part of
      // the start: the game replays with it in hand from the beginning.
      if (script.setup.start !== SCENARIO_START && !script.steps.some((s) => !("rig" in s.step))) {
        if (!content?.game.card.has(m.card)) throw new ScriptError(`unknown card \`${m.card}\``, { key: "editor.game.unknown_card", args: { card: m.card } });
        const hands = Object.fromEntries(Object.entries({ ...Object.fromEntries((content.game.sides ?? []).map((s) => [s, [] as string[]])), ...script.setup.hands }).map(([s, cards]) => [s, cards.filter((c) => c !== m.card)]));
        hands[m.side] = [...(hands[m.side] ?? []), m.card];
        script = { ...script, setup: { ...script.setup, hands } };
        return rebuildGame(false);
      }
      return act(() => [{ rig: { side: m.side, card: m.card } }]);
    case "undo":
      viewing = null;
      if (!script.steps.length) {
        // Nothing played: undo takes back the last card given at the start.
        const last = Object.keys(script.setup.hands).reverse().find((s) => script.setup.hands[s]!.length);
        if (!last) return;
        script = { ...script, setup: { ...script.setup, hands: { ...script.setup.hands, [last]: script.setup.hands[last]!.slice(0, -1) } } };
      } else script = undoLast(script);
      return rebuildGame(false);
    case "export": {
      if (!content || !replay) return post({ t: "exported", ok: false, error: speaker().t("editor.export.no_game"), name: m.name });
      const r = exportTest(content, script, replay.state, m.name, speaker());
      return post({ t: "exported", ok: r.ok, name: m.name, ...(r.ok ? { yaml: r.yaml } : { error: r.error }) });
    }
    case "card-test": {
      const run = () => {
        if (!content) return post({ t: "card-test", card: m.card, ok: false, error: speaker().t("editor.game.content_errors") });
        const r = cardTestFor(content, m.card, speaker());
        post({ t: "card-test", card: m.card, ok: r.ok, ...(r.ok ? { yaml: r.yaml } : { error: r.error }) });
      };
      if (buildQueued) afterBuild.push(run);
      else run();
      return;
    }
  }
}

function fail(message: string): void {
  lastError = { reason: { text: message, said: null }, at: null };
  sendGame();
}

/** A user action: the steps it makes are applied to the current game and added to the script. */
function act(make: () => Step[]): void {
  if (!content || !replay) return fail(speaker().t("editor.game.content_errors"));
  // Playing goes back to now.
  viewing = null;
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
  note = { kind: "fresh", step: null };
  rebuildGame(false);
}

/**
 * A key typed into one card's code, all that changed since the last build: its diagnostics are
 * sent at once, checked against the last build's names (code-edit.ts, ~1 ms), so that the page
 * shows them with the frame that draws the key; the full build follows as before.
 */
function quickCheck(path: string, seq: number | undefined): boolean {
  const edited = editedSince;
  editedSince = edited && (edited.size === 0 || (edited.size === 1 && edited.has(path))) ? new Set([path]) : null;
  const root = contentRoot();
  if (!editedSince || !lastLoad || !root || lastLoad.root !== root || !path.startsWith(`${root}/`) || focus?.startsWith(`${root}/tests/`)) return false;
  const t0 = performance.now();
  const found = codeEditDiagnostics(lastLoad.load, path.slice(root.length + 1), files.get(path)!);
  if (!found) return false;
  const diagnostics = found.map(rooted(root));
  const ok = !diagnostics.some((d) => d.severity === "error");
  // A compiled build lists the cards without a test (their ids' lines: not the one edited).
  if (ok) diagnostics.push(...(lastLoad.ok ? lastLoad.extras : untestedCards(parsed?.raw ?? null, root, [...files.keys()])));
  diagnostics.push(...i18nDiagnostics);
  // Nothing new for the page (a valid key in valid code): the full build answers as before.
  if (shown && shown.ok === ok && JSON.stringify(shown.diagnostics) === JSON.stringify(diagnostics)) return false;
  quickSent = { ok, diagnostics };
  const message: BuildMessage = { t: "build", ok, diagnostics, games: gameRoots(files.keys()), contentRoot: root, ms: Math.round(performance.now() - t0), version, seq: editSeq, quick: true };
  if (seq) lane?.write(seq, message);
  post(message);
  return true;
}

/** A diagnostic of the content folder `root`, its file named from the editor's root. */
function rooted(root: string): (d: Diagnostic) => Diagnostic {
  return (d) => ({ ...d, file: d.file.startsWith(`${root}/`) ? d.file : `${root}/${d.file}` });
}

function queueBuild(): void {
  if (buildQueued) return;
  buildQueued = true;
  let ran = false;
  const run = () => {
    if (ran) return;
    ran = true;
    buildQueued = false;
    build();
    for (const run of afterBuild.splice(0)) run();
  };
  // Messages that arrive while a build runs are handled first; one build then covers them all.
  // A game's first build waits for what earlier visits kept of it, VISIT_WAIT_MS at most.
  const root = visit ? null : contentRoot();
  const read = root ? readKept(root) : null;
  if (!read) setTimeout(run, 0);
  else {
    void read.then(() => setTimeout(run, 0));
    setTimeout(run, VISIT_WAIT_MS);
  }
}

/**
 * The memories of the game in `root` for its first build: what an earlier visit kept of it, when
 * it was read in time and is this engine's (kept-visit.ts), else empty ones.
 */
function visitFor(root: string): void {
  if (visit?.root === root) return;
  const memory = visitMemory(keptVisits.get(root), ENGINE ?? "", root);
  visit = { root, memory, kept: !ENGINE, writing: false, ready: [] };
  reuse = memory.reuse;
  localeMemo = memory.locales;
}

/**
 * Keeps the game's build for the next visit, after its diagnostics and game: a piece at a time, each
 * in a task of its own (made and cloned there: a few ms), so that a key typed meanwhile waits for
 * one piece at most; a build queued stops the writing, which starts again after it, from what the
 * memories hold then (a piece written already and unchanged is not written again).
 */
function keepVisit(): void {
  const v = visit;
  if (!v || v.kept || v.writing) return;
  v.writing = true;
  later(() => {
    if (visit !== v) return;
    const plan = v.memory.toWrite(reuse, localeMemo);
    if (!plan) {
      v.kept = true;
      return;
    }
    void visited(v.root, null);
    const { pieces, ids } = plan;
    // The records made and not written yet (a file's entry and its code's shares: one a task; those
    // a key interrupted, first).
    const ready = v.ready;
    let i = 0;
    const next = () => {
      if (visit !== v) return;
      // A key came (a build waits): this build's pieces give way; the next build writes its own.
      if (buildQueued) {
        v.writing = false;
        return;
      }
      if (!ready.length) {
        const p = pieces[i++];
        if (!p) {
          v.kept = true;
          void visited(v.root, ids);
          return;
        }
        try {
          ready.push(...p.make());
        } catch {
          // Not kept (the next visit does that work again); the pieces written stand.
          v.kept = true;
          return;
        }
      }
      const [id, piece] = ready.shift()!;
      void writePiece(v.root, id, piece);
      setTimeout(next, 0);
    };
    next();
  });
}

function contentRoot(): string | null {
  return chooseRoot(gameRoots(files.keys()), wanted);
}

function isTestFile(path: string): boolean {
  const root = contentRoot();
  return !!root && path.startsWith(`${root}/tests/`);
}

/** A locale file listed by game.yaml (its edits change translations only). */
function isLocaleFile(path: string): boolean {
  const root = contentRoot();
  if (!root || !path.startsWith(`${root}/`)) return false;
  const rel = path.slice(root.length + 1);
  const locales = bundle?.locales;
  if (locales?.source?.file === rel || locales?.translations.some((t) => t.file === rel)) return true;
  return /^locales\/[^/]+\.ya?ml$/.test(rel);
}

/** The translator of the editor's language (English messages before the first bundle). */
function speaker(): Translator {
  if (!tr) {
    tr = speaking(bundle ?? emptyBundle(), lang, allOwnMessages(lang));
  }
  return tr;
}

function emptyBundle(): I18nBundle {
  return loadI18n(() => null).bundle;
}

function build(): void {
  const t0 = performance.now();
  version++;
  const root = contentRoot();
  const games = gameRoots(files.keys());
  if (!root) {
    post({ t: "build", ok: false, diagnostics: [], games, contentRoot: null, ms: 0, version });
    return;
  }
  const read = (p: string) => files.get(`${root}/${p}`) ?? null;
  const withRoot = rooted(root);
  const quick = quickSent;
  quickSent = null;
  editedSince = new Set();
  if (!fullBuild && parsed) {
    // Only locale files changed: new translations, the same content and game.
    i18nDiagnostics = translations(root, read, withRoot);
    post({ t: "build", ok: !!content, diagnostics: [...parsed.diagnostics, ...i18nDiagnostics], games, contentRoot: root, ms: Math.round(performance.now() - t0), version, ...unchecked() });
    if (content && replay) sendGame();
    // A visit's writing that a key in a locale file stopped goes on.
    keepVisit();
    return;
  }
  fullBuild = false;
  visitFor(root);
  const selection = { scenario: script.setup.scenario, variants: script.setup.variants, options: script.setup.options };
  const result = loadContent(read, root, selection, true, reuse);
  const loaded: Diagnostic[] = result.diagnostics.map(withRoot);
  // A load that stopped at the files' own problems has no checked code (load.ts); one that left
  // items out checked the rest, but keeps nothing as checked (no quick check of a key from it).
  namesUnchecked = !result.checked && !result.leftOut;
  leftOut = result.leftOut ?? null;
  const base: Diagnostic[] = [];
  if (result.content && focus?.startsWith(`${root}/tests/`)) base.push(...testDiagnostics(result.content, root, focus));
  if (result.content) base.push(...untestedCards(result.raw ?? null, root, [...files.keys()]));
  const hintsOf = (found: Diagnostic[]): Diagnostic[] => [...base, ...found.map(withRoot)];
  // CW505 as last found (start-hints.ts), at their cards' places now; found again when the typing pauses.
  let extras = hintsOf(result.content && result.raw ? startHints.placed(result.raw) : []);
  let diagnostics: Diagnostic[] = [...loaded, ...extras];
  lastLoad = result.checked ? { root, load: { diagnostics: result.diagnostics, sources: result.sources, checked: result.checked }, ok: !!result.content, extras } : null;
  parsed = result.raw ? { raw: result.raw, sources: result.sources, diagnostics, keys: result.messageKeys ?? [] } : null;
  // The first build waits for the translations (their problems are among its diagnostics); later ones do not.
  const first = !bundle;
  if (first && parsed) i18nDiagnostics = translations(root, read, withRoot);
  const ok = !!result.content;
  // The diagnostics first, alone: they are known before the game is compiled (content.game) and
  // the page shows them without waiting for the replay or for the content's names and schemas.
  // The quick check sent them already (a key in a card's code): again only if they differ.
  const sent = [...diagnostics, ...i18nDiagnostics];
  const builtMs = Math.round(performance.now() - t0);
  if (!quick || quick.ok !== ok || JSON.stringify(quick.diagnostics) !== JSON.stringify(sent)) post({ t: "build", ok, diagnostics: sent, games, contentRoot: root, ms: builtMs, version, ...unchecked() });
  // The first bundle, after the diagnostics (it is what the page names things with from now on).
  sendFirstBundle();
  // The same game as the one on screen (a typo mended): it stays, compiled, with its replay.
  const same = !!(result.content && result.compiledFrom && content && compiledFrom && sameBuild(content, compiledFrom, result.content, result.compiledFrom));
  if (result.content && !same) {
    content = result.content;
    compiledFrom = result.compiledFrom ?? null;
  } else if (same && compiledFrom && result.compiledFrom) carryPlaces(compiledFrom, result.compiledFrom);
  const gen = generation;
  const v = version;
  const raw = result.raw;
  const built = ok ? content : null;
  const sendInfo = () => {
    if (gen !== generation) return;
    const en = bundle ? english(bundle) : speaker();
    // The content kept (the same game) in the same English: its parts are those sent already.
    const known = !!built && built === infoSent.content && bundle === infoSent.bundle;
    if (built) infoSent = { content: built, bundle };
    const parts = infoDelta.changed({
      ...(built && !known
        ? { info: gameInfo(built, root), names: nameInfos(built, en), cards: cardInfos(built), board: boardLayout(built), overlays: overlayInfos(built), vocabulary: vocabularyInfo(built) }
        : {}),
      ...(raw ? { schemas: schemasOf(raw, root, files) } : {}),
    });
    if (Object.keys(parts).length) post({ t: "info", ...parts, version: v });
  };
  // The first build of a game: the page needs its board and names to show the game. Later ones
  // send what changed (mostly nothing) after the game.
  const infoFirst = !sentInfo && !!built;
  if (infoFirst) {
    sentInfo = true;
    sendInfo();
  }
  stale = !ok;
  const compare = contentEdited;
  contentEdited = false;
  if (ok) rebuildGame(compare);
  else sendGame();
  if (!first && parsed) {
    later(() => {
      if (gen !== generation) return;
      const before = bundle;
      const found = translations(root, read, withRoot);
      // Most edits change no translation and no translation's problem: nothing more to send.
      if (found !== i18nDiagnostics && JSON.stringify(found) !== JSON.stringify(i18nDiagnostics)) {
        i18nDiagnostics = found;
        post({ t: "build", ok, diagnostics: [...diagnostics, ...i18nDiagnostics], games, contentRoot: root, ms: Math.round(performance.now() - t0), version, ...unchecked() });
      }
      // Card names and texts in the log follow the new bundle.
      if (bundle !== before && content && replay) sendGame();
    });
  }
  // After the translations: the names' labels are in the English just built.
  if (!infoFirst) later(sendInfo);
  if (first && parsed) rememberInputs(gen, read);
  keepVisit();
  if (ok && raw) {
    const load = lastLoad;
    startHints.schedule(raw, result.sources, () => v === version, (found) => {
      extras = hintsOf(found);
      diagnostics = [...loaded, ...extras];
      if (load && lastLoad === load) lastLoad = { ...load, extras };
      if (parsed?.raw === raw) parsed = { ...parsed, diagnostics };
      // (The build's own time: the checks ran after the typing paused.)
      post({ t: "build", ok, diagnostics: [...diagnostics, ...i18nDiagnostics], games, contentRoot: root, ms: builtMs, version, ...unchecked() });
    });
  }
}

/** The build message's `unchecked`, when the last build stopped before names and code, or its `leftOut`, when it checked them without some items. */
function unchecked(): { unchecked?: true; leftOut?: LeftOut[] } {
  return namesUnchecked ? { unchecked: true } : leftOut ? { leftOut } : {};
}

/** Runs `work` in a task of its own, after the messages already waiting (a new edit first). */
function later(work: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    try {
      work();
    } catch (err) {
      lastError = failure(err);
      sendGame();
    }
  };
  channel.port2.postMessage(null);
}

/**
 * Rebuilds the translation bundle from the last parsed content and the locale files, sends it to
 * the page, and returns the locale files' problems. A bundle whose English messages do not load
 * (en.yaml broken) does not replace the last good one for the game's language.
 */
function translations(root: string, read: (p: string) => string | null, withRoot: (d: Diagnostic) => Diagnostic): Diagnostic[] {
  if (!parsed) return [];
  // The first bundle (none before it) is made without the fingerprints that tell the next one
  // whether anything changed (translation inputs, the bundle's signature): both place every
  // string of the content, parsing each file's YAML document, and so does sending the bundle (its
  // places). The first build's diagnostics do not wait for that: the bundle is sent after them
  // (sendFirstBundle), the fingerprints taken in a task of their own (rememberInputs).
  const first = !bundle;
  const inputs = first ? null : translationInputs(parsed.raw, parsed.sources, read, parsed.keys);
  // Nothing the translations are made from changed: the same bundle and problems.
  if (bundle && sameInputs(inputs, lastInputs)) return lastTranslationProblems;
  const load = loadI18n(read, { raw: parsed.raw, sources: parsed.sources, memo: localeMemo, keys: parsed.keys });
  // The same English (and where it is written), the same locale files: the same bundle as last time.
  const b = load.bundle;
  const signature = first ? null : signatureOf(b);
  if (bundle && signature === bundleSignature) {
    lastInputs = inputs;
    return lastTranslationProblems;
  }
  if (load.bundle.locales.source || !bundle) {
    bundle = load.bundle;
    tr = null;
  }
  bundleSignature = signature;
  if (first) unsentBundle = load.bundle;
  else post({ t: "i18n", bundle: portableBundle(load.bundle), version });
  // As `cardwright validate` reports them: the locale files, the English messages (and a key the
  // code names with a literal that neither they nor the engine's messages word, CW608, or an end
  // reason that is no case of the game's game.reason, CW406, at the literal), and every missing,
  // outdated or malformed translation (warnings). (The engine's English alone says which keys it words.)
  const engine = engineEnglish();
  lastTranslationProblems = [...load.diagnostics, ...sourceDiagnostics(load.bundle, undefined, (key) => engine.byKey.has(`msg.${key}`)), ...statusDiagnostics(translationStatus(load.bundle), load.bundle.locales.files)].map(withRoot);
  lastInputs = inputs;
  return lastTranslationProblems;
}

/** What tells one bundle from another (the next build sends its bundle only when this differs). */
function signatureOf(b: I18nBundle): string {
  return JSON.stringify([b.sources.map((x) => [x.key, x.text, x.at]), [...b.locales.files.values()].map((f) => f.text), !!b.locales.source, b.aliases, b.options, b.keys, b.namePrefixes, b.languages]);
}

/** The first bundle of a game, made by the first build and sent after its diagnostics. */
let unsentBundle: I18nBundle | null = null;

function sendFirstBundle(): void {
  if (!unsentBundle) return;
  post({ t: "i18n", bundle: portableBundle(unsentBundle), version });
  unsentBundle = null;
}

/**
 * The fingerprints of what the first bundle was made from, taken once the first build has sent
 * its diagnostics, its bundle and its game; dropped when anything changed meanwhile (the next
 * translations() then makes the bundle again and sends it).
 */
function rememberInputs(gen: number, read: (p: string) => string | null): void {
  const made = parsed;
  const madeBundle = bundle;
  later(() => {
    if (gen !== generation || lastInputs || bundleSignature !== null || !made || parsed !== made || !madeBundle || bundle !== madeBundle) return;
    lastInputs = translationInputs(made.raw, made.sources, read, made.keys);
    bundleSignature = signatureOf(madeBundle);
  });
}

/** What the last bundle was made of (translations() sends a new one only when that changes); null: not taken (the first bundle, until rememberInputs). */
let bundleSignature: string | null = "";
/** What the last bundle was built from (translation-inputs.ts). */
let lastInputs: string[] | null = null;
let lastTranslationProblems: Diagnostic[] = [];

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
      const r = loadContent(read, root, sel, false, reuse);
      if (!r.content) throw new ContentError(r.diagnostics.filter((d) => d.severity === "error"));
      cache.set(key, r.content);
    }
    return cache.get(key)!;
  };
  // Failures are coded diagnostics (CW8xx) of the test file; shown as warnings while it is edited.
  return runScenarioTestText(contentFor, rel, text).flatMap((r) => r.failures.map((f) => testFailureShown(f, path)));
}


/**
 * Replays the script against the current content. After a new build (`compare`), the outcomes are
 * compared with the last replay to find the first step the edit changed.
 */
function rebuildGame(compare: boolean): void {
  if (!content) return sendGame();
  // Edits are compared with the game as it was before the first of them (each key typed is an
  // edit of its own): what the note says is what the edits made together.
  if (!compare) baseline = null;
  else if (!baseline && replay) baseline = { replay, logs: lastStepLogs };
  const previous: Replay | null = compare ? (baseline?.replay ?? null) : replay;
  const previousLogs = compare ? (baseline?.logs ?? []) : lastStepLogs;
  // A first game starts at the game's own default entry point (or the scenario's start when that
  // position would play on without asking anyone), named in the script from then on.
  if (script.setup.start === DEFAULT_START) script = { ...script, setup: resolveStart(content, script.setup) };
  try {
    tracked = replayTracked(content, compiledFrom, script, tracked);
    replay = tracked.replay;
    // The start works again (the content was mended): its failure is no longer news.
    if (startFailed) lastError = null;
    startFailed = false;
  } catch (err) {
    // The start itself failed (e.g. a scenario the content no longer has).
    lastError = failure(err, "editor.game.cannot_start");
    startFailed = true;
    replay = null;
    return sendGame();
  }
  // The board now, when the note compares it with the one before: the message sends the same.
  let now: ShownBoard | undefined;
  if (compare && previous && previous.outcomes.every((o) => o.fingerprint) && script.steps.length) {
    const change = firstChange(previous.outcomes, replay.outcomes, replay.stoppedAt, previous.stoppedAt);
    const n = script.steps.length;
    if (change.kind === "same") note = { kind: "same", step: null, key: "editor.replay.same", args: { count: n } };
    else if (change.kind === "stopped") note = { kind: "stopped", step: change.step, key: "editor.replay.stopped_at", args: { step: change.step! + 1 }, ...stopReason(replay) };
    else {
      note = { kind: change.kind, step: change.step, key: "editor.replay.changed", args: { count: n, step: change.step! + 1 } };
      const old = previousLogs[change.step!] ?? [];
      const now = stepLogs(replay)[change.step!] ?? [];
      const same = (a: LogEntry | undefined, b: LogEntry | undefined) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
      const i = Array.from({ length: Math.max(old.length, now.length) }, (_, k) => k).find((k) => !same(old[k], now[k]));
      if (i !== undefined) {
        note.before = old[i] ?? null;
        note.after = now[i] ?? null;
      }
    }
    if (change.kind !== "same" && change.kind !== "stopped" && replay.stoppedAt !== null) note.stop = { step: replay.stoppedAt, reason: replay.stopReason ?? { text: "", said: null } };
    if (change.kind !== "same") {
      // The board as it was before the edit and as it is now (up to a move that no longer fits).
      const t = speaker();
      const c = content;
      const shown = gameInfo(c, contentRoot() ?? "").shown;
      now = { state: replay.state, tr: t, board: boardState(c, replay.state, t, null) };
      const board = boardChanges(boardState(c, previous.state, t, null), now.board, c.game.pieces[0]?.id ?? null, shown);
      if (!isEmpty(board)) note.board = board;
    }
  } else if (replay.stoppedAt !== null) {
    note = { kind: "stopped", step: replay.stoppedAt, key: "editor.replay.not_replayed_at", args: { step: replay.stoppedAt + 1 }, ...stopReason(replay) };
  }
  sendGame(now);
}

/** Why the replay stopped, for a note's message. */
function stopReason(r: Replay): { reason?: Reason } {
  return r.stopReason ? { reason: r.stopReason } : {};
}

/** The log entries each replayed step wrote. */
function stepLogs(r: Replay): LogEntry[][] {
  return r.outcomes.map((o, i) => (r.before[i + 1] ?? r.state).log.slice(o.logFrom, o.logTo));
}

/** The note in the editor's language. */
function noteView(t: Translator): ReplayNote {
  const title = (i: number) => (script.steps[i] ? stepTitle(script.steps[i]!.step, t, replay?.before[i] ?? replay?.state) : "");
  const stoppedMove = note.kind === "stopped" && note.step !== null ? title(note.step) : undefined;
  const view: ReplayNote = { kind: note.kind, step: note.step, message: note.key ? t.t(note.key, { ...note.args, reason: note.reason ? reasonText(t, note.reason) : "", move: stoppedMove ?? "" }) : "" };
  if (note.board) view.board = note.board;
  if (stoppedMove) view.stoppedMove = stoppedMove;
  if (note.stop) view.stop = t.t("editor.replay.stopped_at", { step: note.stop.step + 1, move: title(note.stop.step), reason: reasonText(t, note.stop.reason) });
  if (note.before !== undefined || note.after !== undefined) {
    view.before = note.before ? t.log(note.before) : t.t("editor.log.nothing");
    view.after = note.after ? t.log(note.after) : t.t("editor.log.nothing");
  }
  return view;
}

/** A board state made for the whole state (no viewer), kept for the message about that state. */
interface ShownBoard {
  state: Replay["state"];
  tr: Translator;
  board: ReturnType<typeof boardState>;
}

/** `made`: the board of the game's state as the edit's note made it, sent as it is (made once per edit, not twice). */
function sendGame(made?: ShownBoard): void {
  if (!content || !replay) {
    if (lastError) post({ t: "exported", ok: false, error: errorText(speaker(), lastError), name: "" });
    return;
  }
  const t = speaker();
  const changedAt = note.kind === "changed" || note.kind === "longer" ? note.step : null;
  const shownViewer = viewer !== null && content.game.sideIndex.has(viewer) ? viewer : null;
  const steps = stepViews(content, script, replay, t, changedAt, shownViewer).map((s) => (replay!.stoppedAt === s.index ? { ...s, status: "stopped" as const } : s));
  lastStepLogs = stepLogs(replay);
  // A step clicked in the log: its board, and nothing to decide while looking back.
  const moment = viewing !== null && viewing < replay.outcomes.length ? viewing : null;
  const shown = moment === null ? replay.state : (replay.before[moment + 1] ?? replay.state);
  const msg: GameMessage = {
    t: "game",
    script,
    board: made && made.state === shown && made.tr === t && shownViewer === null ? made.board : boardState(content, shown, t, shownViewer),
    pending: moment === null ? pendingViews(content, replay.state, t, shownViewer) : [],
    moment,
    startLines: startLines(content, replay, t, shownViewer),
    steps,
    replay: noteView(t),
    error: lastError && errorText(t, lastError),
    errorAt: lastError?.at ?? null,
    stale,
    ranOn: ranOnNote(t),
  };
  post(msg);
}

/**
 * Why a game begun at a position the user chose shows a later turn than chosen, or its end, before
 * any move: nobody was asked anything there (a game of plays with empty hands passes them all).
 * Said until the first move; a card given to a hand before it replays the start with that card.
 */
function ranOnNote(t: Translator): string | null {
  if (!content || !replay || script.steps.length) return null;
  const r = ranOn(content, script.setup, replay.before[0] ?? replay.state);
  if (!r) return null;
  const why = r.over
    ? t.t("editor.game.ran_on_end")
    : r.counter !== null && JSON.stringify(r.to) !== JSON.stringify(r.from)
      ? t.t("editor.game.ran_on_turn", { counter: t.name("variable", r.counter), from: String(r.from), to: String(r.to) })
      : t.t("editor.game.ran_on_nothing");
  return r.emptyHands ? `${why} ${t.t("editor.game.ran_on_hands")}` : why;
}
