// The Play page's worker: loads the chosen game from the content files, seats the players (people
// and bots) at a table of src/play/table.ts — the session logic `cardwright play` uses, so a move,
// a bot's answer and undo follow one rule in both — and sends the page what the side at the
// keyboard may see. Bots move one decision per `bot` message: the page sets the pace.
import { cardOptionDescription } from "../../../src/content/card-options.js";
import { loadContent } from "../../../src/content/load.js";
import { gameVictory, overlayVictory } from "../../../src/content/victory.js";
import type { Content } from "../../../src/content/model.js";
import { loadSave } from "../../../src/content/save-file.js";
import { ContentError, type Diagnostic } from "../../../src/diagnostics/diagnostic.js";
import { loadI18n, translate, type I18nBundle, type Translator } from "../../../src/i18n/index.js";
import { startSession } from "../../../src/kernel/index.js";
import { losingAnswers } from "../../../src/play/losing-answers.js";
import { markedLoss } from "../../../src/play/loss-warning.js";
import { botMove, humanDecision, openTable, playMove, undo, type Table } from "../../../src/play/table.js";
import { sessionStep } from "../../../src/kernel/index.js";
import { DEFAULT_GAME_ROOT, gameRoots } from "../app/default-game.js";
import { portableBundle } from "../i18n/portable.js";
import { engineMessages } from "../i18n/engine-all.js";
import { boardLayout, cardInfos, gameInfo, overlayInfos } from "../game/content-info.js";
import { describeEntry } from "../game/describe.js";
import { reasonOf, reasonText, type Reason } from "../game/script.js";
import { boardFromView, boardState, pendingViews, readable } from "../game/view.js";
import type { OptionView, PendingView } from "../game/protocol.js";
import type { FromPlayWorker, GameChoice, TableSetup, ToPlayWorker } from "./protocol.js";

const files = new Map<string, string>();
let table: Table | null = null;
let content: Content | null = null;
let root = "";
let tr: Translator | null = null;
let viewer = "";
/** Why the last move failed, kept as found: said in the page's language when sent (and again when it changes). */
let error: Reason | null = null;
/**
 * The warnings of the save the game was resumed from (a state that differs from its replay, an
 * older version): the game goes on from the replayed steps, and the person is told until their
 * first move (said in the page's language, as `error`).
 */
let notices: Diagnostic[] = [];

const post = (m: FromPlayWorker) => (self as unknown as Worker).postMessage(m);

self.onmessage = (e: MessageEvent<ToPlayWorker>) => {
  try {
    handle(e.data);
  } catch (err) {
    // A game that could not start or a save that could not load is told on the setup screen the
    // page shows, not on the table of a game played before (which the page has left).
    const opening = e.data.t === "start" || e.data.t === "resume";
    if (table && !opening) {
      error = reasonOf(err);
      sendTable();
    } else post({ t: "error", message: reasonText(tr ?? translate(engineMessages(), lang), reasonOf(err)) });
  }
};

/** The language the page speaks (the game's words, the log, the questions). */
let lang = "en";
/** The games offered, loaded once (the language can change without loading them again). */
const listed = new Map<string, { content: Content; bundle: I18nBundle }>();
/** The messages of the game being played, to translate it again when the language changes. */
let bundleOfGame: { bundle: I18nBundle } | null = null;

/** Tells the page the games it can start, in its language, with the engine's messages (the page's own words, `play.*`). */
function postGames(): void {
  const games: GameChoice[] = [];
  for (const [r, l] of listed) {
    const info = gameInfo(l.content, r);
    const t = speaking(l.bundle);
    // One line each, as `cardwright scenarios` says it: a card option by the cards it brings.
    const overlays = overlayInfos(l.content);
    const brings = new Map(overlays.flatMap((o) => (o.cards ? [[o.id, o.cards] as const] : [])));
    const described = overlays.map((o) => {
      const victory = overlayVictory(l.content.overlays, o.id, t);
      return { ...o, name: t.text(`overlay.${o.id}.name`) ?? o.name, description: o.cards ? cardOptionDescription(brings, t, o.id) : (t.text(`overlay.${o.id}.description`) ?? o.description), ...(victory ? { victory } : {}) };
    });
    games.push({ root: r, name: t.text("game.name") ?? l.content.name, sides: info.sides.map((x) => ({ id: x.id, name: t.name("side", x.id) })), overlays: described, victory: gameVictory(l.content.manifest, t) });
  }
  post({ t: "games", games, bundle: portableBundle(engineMessages()) });
}

const reader = (r: string) => (p: string) => files.get(`${r}/${p}`) ?? null;

/** A game's translator in the page's language: its messages, then the engine's own (src/locales/). */
function speaking(bundle: I18nBundle): Translator {
  return translate(bundle, lang, translate(engineMessages(), lang));
}

function load(r: string, selection?: { scenario: string; variants: string[]; options: string[] }): { content: Content; bundle: I18nBundle } {
  const res = loadContent(reader(r), r, selection, false);
  if (!res.content || !res.raw) {
    const errors = res.diagnostics.filter((d) => d.severity === "error");
    // A selection the game lacks (a save's unknown scenario): loadSave reports it at the save's line.
    if (errors.length && errors.every((d) => d.code.startsWith("CW50"))) throw new ContentError(errors);
    throw new Error(errors.slice(0, 3).map((d) => `${d.file}: ${d.message}`).join("; ") || `cannot load ${r}`);
  }
  return { content: res.content, bundle: loadI18n(reader(r), { raw: res.raw, sources: res.sources }).bundle };
}

function handle(m: ToPlayWorker): void {
  switch (m.t) {
    case "files": {
      files.clear();
      for (const [p, t] of m.files) files.set(p, t);
      if (m.lang) lang = m.lang;
      listed.clear();
      if (m.list === false) return;
      // The default game first: the one the page offers before any choice.
      const roots = gameRoots(files.keys()).sort((a, b) => Number(b === DEFAULT_GAME_ROOT) - Number(a === DEFAULT_GAME_ROOT));
      for (const r of roots) {
        try {
          listed.set(r, load(r));
        } catch {
          // A game whose content has errors cannot be played; the editor shows why.
        }
      }
      return postGames();
    }
    case "lang": {
      // The page's language: the games' names and texts, the board and the log are said again in it.
      lang = m.lang;
      if (listed.size) postGames();
      if (table && content && bundleOfGame) {
        tr = speaking(bundleOfGame.bundle);
        sendTable();
      }
      return;
    }
    case "start": {
      const s: TableSetup = m.setup;
      const l = open(s.root, { scenario: s.scenario, variants: s.variants, options: s.options });
      const save = startSession(l.game, { scenario: s.scenario, variants: s.variants, options: s.options, seed: s.seed });
      return seat(openTable(l.game, save, s.seats));
    }
    case "resume": {
      const text = m.text;
      const guess = m.root ?? rootOfSave(text);
      let loaded: Content | null = null;
      const r = loadSave(m.name ?? "save.json", text, (selection) => {
        const l = open(guess, selection);
        loaded = l;
        return l;
      });
      if (!r.save || !r.state || r.diagnostics.some((d) => d.severity === "error") || !loaded) {
        // Each problem at its place in the file (file:line:column), in the page's language.
        const errors = r.diagnostics.filter((d) => d.severity === "error");
        const say = listed.get(guess) ?? listed.get(DEFAULT_GAME_ROOT);
        const t = speaking(say?.bundle ?? loadI18n(() => null).bundle);
        throw new Error(errors.map((d) => (t ? t.formatDiagnostic(d) : `${d.file}:${d.start.line}:${d.start.column}: ${d.message}`)).join("\n") || "cannot read the save");
      }
      return seat(openTable((loaded as Content).game, { ...r.save, state: r.state }, m.seats), r.diagnostics);
    }
    case "move":
      if (!table) return;
      error = null;
      notices = [];
      playMove(table, m.player, m.choice);
      return sendTable();
    case "bot": {
      if (!table) return;
      const step = botMove(table);
      if (step) sessionStep(table.game, table.save, step);
      return sendTable();
    }
    case "undo": {
      if (!table) return;
      error = null;
      notices = [];
      const people = table.game.sides.filter((s) => !table!.bots.has(s));
      undo(table, people.length > 1 ? undefined : people[0]);
      return sendTable();
    }
    case "view":
      viewer = m.side;
      return sendTable();
    case "seat-open":
      open(m.root, m.selection);
      return;
    case "seat-board": {
      if (!content || !tr) return;
      const c = content;
      const q = m.question;
      const pending = q ? { player: m.side, who: tr.name("side", m.side), kind: q.kind, prompt: q.prompt, secret: false, options: q.options.map((o) => ({ ...o, kind: c.game.space.has(o.id) ? ("space" as const) : c.game.card.has(o.id) ? ("card" as const) : ("other" as const) })) } : null;
      return post({ t: "seat-board", moves: m.moves, board: boardFromView(c, m.view, m.holders, tr), pending });
    }
  }
}

/** The game folder a save names (its `content` id), among the games the page has. */
function rootOfSave(text: string): string {
  let id: unknown = null;
  try {
    id = (JSON.parse(text) as { content?: unknown }).content;
  } catch {
    return DEFAULT_GAME_ROOT;
  }
  for (const r of gameRoots(files.keys())) {
    const y = files.get(`${r}/game.yaml`) ?? "";
    if (typeof id === "string" && new RegExp(`^id:\\s*["']?${id.replace(/[^a-z0-9_-]/gi, "")}["']?\\s*$`, "m").test(y)) return r;
  }
  return DEFAULT_GAME_ROOT;
}

/** Loads a game for a selection and tells the page its declarations and language. */
function open(r: string, selection: { scenario: string; variants: string[]; options: string[] }): Content {
  const l = load(r, selection);
  content = l.content;
  root = r;
  bundleOfGame = { bundle: l.bundle };
  tr = speaking(l.bundle);
  post({ t: "started", info: gameInfo(l.content, r), layout: boardLayout(l.content), cards: cardInfos(l.content), bundle: portableBundle(l.bundle) });
  return l.content;
}

function seat(t: Table, warnings: Diagnostic[] = []): void {
  table = t;
  notices = warnings.filter((d) => d.severity === "warning");
  error = null;
  viewer = t.game.sides.find((s) => !t.bots.has(s)) ?? t.game.sides[0]!;
  sendTable();
}

/** The person's answers that lose the game for them, marked (what the terminal warns of too), with why when a danger is the reason. */
function warned(views: PendingView[], person: string | null): PendingView[] {
  if (!table || person === null) return views;
  const losing = losingAnswers(table.game, table.save.state, person);
  if (!losing.size) return views;
  const mark = (o: OptionView): OptionView => (losing.has(o.id) && tr ? { ...o, ...markedLoss(tr, losing.get(o.id)) } : o);
  return views.map((v) => (v.player === person ? { ...v, options: v.options.map(mark) } : v));
}

function sendTable(): void {
  if (!table || !content || !tr) return;
  const s = table.save.state;
  const g = table.game;
  const human = humanDecision(table);
  const bot = !s.result && s.pending.some((d) => table!.bots.has(d.player));
  const people = g.sides.filter((x) => !table!.bots.has(x));
  post({
    t: "table",
    root,
    seats: table.seats,
    viewer,
    board: boardState(content, s, tr, viewer),
    pending: warned(pendingViews(content, s, tr, viewer), human?.player ?? null),
    // As the online tables: the line naming the seed is left out (with it, every hidden card could
    // be worked out; hot-seat players share the screen).
    log: readable(s.log, viewer).filter((e) => !(e.a && "seed" in e.a)).map((e) => describeEntry(g, e, tr!)),
    moves: table.save.steps.length,
    botToMove: bot,
    humanToMove: bot ? null : (human?.player ?? null),
    canUndo: table.save.steps.some((x) => "player" in x && people.includes(x.player)),
    save: JSON.stringify(table.save),
    error: error && reasonText(tr, error),
    notices: notices.map((d) => tr!.formatDiagnostic(d)),
  });
}
