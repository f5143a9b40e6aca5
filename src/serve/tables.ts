// The online tables: each a game between seats (people with a secret token each, or bots), kept
// in memory for play and in the store (SQLite) as its setup and move list. The server is the only
// authority: every move is checked by the engine, and a seat may only answer its own side's
// decisions. A move is written to the store before it is acknowledged or shown to anyone, so a
// killed server loses no acknowledged move; at start every stored table is replayed.
import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { BotSpecError, botFactory } from "../bots/index.js";
import { ContentError } from "../diagnostics/diagnostic.js";
import { EffectRuntimeError, IllegalMoveError, runtimeMessageOf, sessionStep, startSession, view, type LogEntry, type RuntimeMessage, type State, type View } from "../kernel/index.js";
import { holdersOf } from "../play/holders.js";
import { losingAnswers, type Loss } from "../play/losing-answers.js";
import { markedLoss } from "../play/loss-warning.js";
import { botMove, HUMAN, openTable, undo, undoPoint, type Table } from "../play/table.js";
import type { GameShelf } from "./games.js";
import type { CreateTableRequest, MoveRequest, UndoAnswer, UndoRequest } from "./requests.js";
import type { StoredTable, TableStore, UndoAsk } from "./store.js";
import { refusal, TableError } from "./errors.js";
import { atTable, CodeFailedError, codeFailureText } from "./code-failure.js";
import type { Translator } from "../i18n/index.js";
import { answerText, ILLEGAL_ANSWER_KEY } from "./illegal-answer.js";
import { DEFAULT_LIMITS, tooMany, type Limits } from "./limits.js";

export { TableError } from "./errors.js";

/** What one seat is shown: its side's view and nothing more. */
export interface SeatView {
  table: string;
  game: string;
  side: string;
  seats: Record<string, string>;
  moves: number;
  view: View;
  /** The seat's question, when it is asked one: the prompt and the answers, in the language asked for. */
  question: { kind: string; prompt: string; options: { id: string; label: string; loses?: true; warning?: string }[] } | null;
  /** The log lines the side may read, in the language asked for. */
  log: string[];
  /** The names of the cards the view shows (in its piles), in the language asked for. */
  cardNames: Record<string, string>;
  /** Who holds each space, as every board shows it (src/play/holders.ts). */
  holders: Record<string, string | null>;
  /** The seat has a move of its own to take back. */
  canUndo: boolean;
  /** A seat's request to take back its last move: waiting for the other seat's answer, or refused (until the next move). */
  undo: { by: string; refused: boolean } | null;
  /** A bot seat failed to answer (the server logged why): the game waits; a retry (POST …/retry) or an undo goes on. */
  botFailure: string | null;
}

interface Live {
  stored: Omit<StoredTable, "moves" | "undoAsk">;
  table: Table;
  listeners: Set<() => void>;
  botsScheduled: boolean;
  /** A person's request to take back its last move, made at `at` moves; cleared by any move. */
  undoAsk: UndoAsk | null;
  /** Why a bot could not answer (it threw): shown to the seats until a move or an undo changes the position; `said`: an error of the content's code, worded in each seat's language. */
  botFailure: { text: string; said?: RuntimeMessage } | null;
  /**
   * The losing answers last worked out (losingAnswers) for a side in a position: every view of it,
   * and every stream update, asks again. Keyed by the state object, which every move and undo
   * replaces (a move count alone would match a different position after an undo).
   */
  losing?: { state: State; side: string; answers: Map<string, Loss> };
}

/** The most iterations (search:N) or options weighed (greedy:N) a table's bot may have. */
export const MAX_BOT_BUDGET = 2_000;
/** The most milliseconds per decision a table's bot may have (search:Nms). */
export const MAX_BOT_MS = 5_000;

const hash = (token: string): string => createHash("sha256").update(token).digest("hex");

/**
 * Log lines that carry the seed are not shown to seats: with the seed and the moves, every hidden
 * card and every die to come could be computed.
 */
const secretFree = (e: LogEntry): boolean => !(e.a && "seed" in e.a);

export class TableService {
  private readonly live = new Map<string, Live>();
  /** Table id → the client address that created it (this run only: a restored table counts for no one). */
  private readonly creators = new Map<string, string>();

  constructor(
    private readonly store: TableStore,
    private readonly shelf: GameShelf,
    private readonly onBotError: (table: string, e: unknown) => void = () => {},
    /** How a bot seat chooses its move (src/play/table.ts; tests put in a bot that fails). */
    private readonly chooseBotMove: (t: Table) => { player: string; choice: string } | null = botMove,
    private readonly limits: Limits = DEFAULT_LIMITS,
  ) {}

  /** Replays every stored table; returns how many, and the ids of those that could not be. */
  restore(): { restored: number; failed: { id: string; reason: string }[] } {
    const failed: { id: string; reason: string }[] = [];
    for (const t of this.store.all()) {
      try {
        const { moves, undoAsk, ...stored } = t;
        const content = this.shelf.content(t.game, t.scenario, t.variants, t.options);
        const table = openTable(content.game, startSession(content.game, { scenario: t.scenario, variants: t.variants, options: t.options, seed: t.seed }), t.seats);
        for (const m of moves) sessionStep(table.game, table.save, m);
        // A request made on this very position still stands; one made before later moves has lapsed.
        const ask = undoAsk && undoAsk.at === moves.length ? undoAsk : null;
        this.live.set(t.id, { stored, table, listeners: new Set(), botsScheduled: false, undoAsk: ask, botFailure: null });
        this.scheduleBots(t.id);
      } catch (e) {
        failed.push({ id: t.id, reason: e instanceof Error ? e.message : String(e) });
      }
    }
    return { restored: this.live.size, failed };
  }

  /** A new table; returns its id and a token for each person's seat (shown once, stored hashed). */
  create(req: CreateTableRequest, client = "local"): { table: string; seats: Record<string, { token?: string; bot?: string }> } {
    // Tables that are over take no bot time and no seat waits at them: only open ones count.
    const open = [...this.live.values()].filter((l) => !l.table.save.state.result);
    if (open.length >= this.limits.tables) throw tooMany("tables", this.limits.tables, "--max-tables");
    if (open.filter((l) => this.creators.get(l.stored.id) === client).length >= this.limits.tablesPerClient) throw tooMany("tables", this.limits.tablesPerClient, "--max-tables-per-client");
    const game = req.game ?? this.shelf.defaultGame;
    if (!this.shelf.folders.has(game)) throw refusal(400, "unknown_game", `unknown game \`${game}\` (games: ${[...this.shelf.folders.keys()].join(", ")})`, { game, games: [...this.shelf.folders.keys()].join(", ") });
    const scenario = req.scenario ?? "standard";
    const variants = req.variants ?? [];
    const options = req.options ?? [];
    let content;
    try {
      content = this.shelf.content(game, scenario, variants, options);
    } catch (e) {
      // Said as `validate` says them, in the asker's language (the game's words name its overlays).
      if (e instanceof ContentError) throw new TableError(400, "bad_selection", e.diagnostics.map((d) => d.message).join("; "), undefined, { diagnostics: e.diagnostics, game });
      throw e;
    }
    const g = content.game;
    const unknown = Object.keys(req.seats).filter((s) => !g.sides.includes(s));
    if (unknown.length) throw refusal(400, "unknown_side", `unknown side \`${unknown[0]}\` (the sides: ${g.sides.join(", ")})`, { side: unknown[0]!, sides: g.sides.join(", ") });
    const missing = g.sides.filter((s) => !(s in req.seats));
    if (missing.length) throw refusal(400, "missing_seat", `every side needs a seat: ${missing.join(", ")} has none`, { sides: missing.join(", ") });
    for (const [side, seat] of Object.entries(req.seats)) {
      if (seat === HUMAN) continue;
      // A bot's budget is the server's time: a client may not ask for hours of search per move.
      const budget = Math.max(0, ...(seat.match(/\d+/g) ?? []).map(Number));
      const limit = seat.includes("ms") ? MAX_BOT_MS : MAX_BOT_BUDGET;
      if (budget > limit) throw refusal(400, "bot_too_strong", `seat ${side}: \`${seat}\` asks for more than this server gives a bot (at most ${limit}${seat.includes("ms") ? " ms" : " iterations or options"} per decision)`, { side, seat, limit, unit: seat.includes("ms") ? "ms" : "budget" });
      try {
        botFactory(seat);
      } catch (e) {
        if (e instanceof BotSpecError) throw new TableError(400, "bad_bot", `seat ${side}: ${e.message}`, undefined, { said: { key: "serve.refused.bad_bot", args: { side, problem: e.message }, parts: { problem: e.said } } });
        throw e;
      }
    }
    if (!Object.values(req.seats).includes(HUMAN)) throw refusal(400, "no_person", "a table needs at least one person (\"human\")");
    const id = randomBytes(9).toString("base64url");
    const tokens: Record<string, string> = {};
    for (const side of g.sides) if (req.seats[side] === HUMAN) tokens[side] = randomBytes(32).toString("base64url");
    const stored = { id, game, scenario, variants, options, seed: randomBytes(16).toString("hex"), seats: { ...req.seats }, tokenHashes: Object.fromEntries(Object.entries(tokens).map(([s, t]) => [s, hash(t)])) };
    let table: Table;
    try {
      table = openTable(g, startSession(g, { scenario, variants, options, seed: stored.seed }), stored.seats);
    } catch (e) {
      // The game's start runs its code: an error there makes no table, and says where.
      if (e instanceof EffectRuntimeError) throw new CodeFailedError(game, e, null);
      throw e;
    }
    this.store.create(stored);
    this.live.set(id, { stored, table, listeners: new Set(), botsScheduled: false, undoAsk: null, botFailure: null });
    this.creators.set(id, client);
    this.scheduleBots(id);
    return { table: id, seats: Object.fromEntries(g.sides.map((s) => [s, tokens[s] ? { token: tokens[s] } : { bot: req.seats[s]! }])) };
  }

  /** The seat a token opens at a table; 404 for no such table, 401 for a missing or wrong token. */
  seat(id: string, token: string | null): { live: Live; side: string } {
    const live = this.live.get(id);
    if (!live) throw refusal(404, "no_table", "no such table");
    if (!token) throw refusal(401, "no_token", "this needs a seat's token (Authorization: Bearer TOKEN, or ?token=TOKEN)");
    const given = Buffer.from(hash(token), "hex");
    for (const [side, h] of Object.entries(live.stored.tokenHashes)) {
      if (timingSafeEqual(given, Buffer.from(h, "hex"))) return { live, side };
    }
    throw refusal(401, "bad_token", "this token opens no seat at this table");
  }

  seatView(id: string, token: string | null, lang = "en"): SeatView {
    const { live, side } = this.seat(id, token);
    return this.viewOf(live, side, lang);
  }

  private viewOf(live: Live, side: string, lang: string): SeatView {
    const { table, stored } = live;
    const tr = this.shelf.translator(stored.game, lang);
    const v = view(table.game, table.save.state, side);
    v.log = v.log.filter(secretFree);
    const d = table.save.state.result ? undefined : table.save.state.pending.find((x) => x.player === side);
    // Answers that lose the game at once for the seat, worked out on samples of what it may know.
    const state = table.save.state;
    if (d && (live.losing?.state !== state || live.losing.side !== side)) live.losing = { state, side, answers: losingAnswers(table.game, state, side) };
    const losing = d ? live.losing!.answers : new Map<string, Loss>();
    return {
      table: stored.id, game: stored.game, side, seats: { ...stored.seats }, moves: table.save.steps.length, view: v,
      question: d ? { kind: d.kind, prompt: tr.prompt(d), options: d.options.map((o) => ({ id: o, label: tr.option(d, o), ...markedLoss(tr, losing.get(o)) })) } : null,
      log: v.log.map((e) => tr.log(e)),
      cardNames: Object.fromEntries(shownCards(v.piles).map((c) => [c, tr.name("card", c)])),
      holders: holdersOf(this.shelf.content(stored.game, stored.scenario, stored.variants, stored.options), table.save.state),
      canUndo: undoPoint(table, side) >= 0,
      undo: live.undoAsk ? { by: live.undoAsk.by, refused: live.undoAsk.refused } : null,
      botFailure: live.botFailure && (live.botFailure.said ? codeFailureText(tr, live.botFailure.said) : live.botFailure.text),
    };
  }

  /** A seat's move: checked (its own decision, legal, on the position it saw), stored, then acknowledged. */
  move(id: string, token: string | null, req: MoveRequest): { moves: number } {
    const { live, side } = this.seat(id, token);
    const t = live.table;
    if (req.after !== undefined && req.after !== t.save.steps.length) throw refusal(409, "stale", `the game has moved on: ${t.save.steps.length} moves, not ${req.after}; fetch the view again`, { moves: t.save.steps.length, after: req.after });
    const game = live.stored.game;
    if (t.save.state.result) throw refusal(409, "game_over", "the game is over");
    if (!t.save.state.pending.some((d) => d.player === side)) throw refusal(403, "not_your_decision", `${side} is not asked anything now`, { side }, game);
    try {
      this.commit(live, { player: side, choice: req.choice });
    } catch (e) {
      if (e instanceof IllegalMoveError) throw this.illegalMove(live, side, req.choice, e);
      // The move's code failed: not made (commit changes nothing then), and the seat is told where.
      if (e instanceof EffectRuntimeError) throw new CodeFailedError(live.stored.game, e, id);
      throw e;
    }
    this.scheduleBots(id);
    return { moves: t.save.steps.length };
  }

  /**
   * An illegal move refused: an answer that is none of the seat's options names the question and
   * its options as the seat reads them (the kernel's reason names them by id); any other reason is the kernel's.
   */
  private illegalMove(live: Live, side: string, choice: string, e: IllegalMoveError): TableError {
    const game = live.stored.game;
    const decision = live.table.save.state.pending.find((d) => d.player === side);
    if (e.said.key !== "move.illegal.not_an_option" || !decision) return new TableError(422, "illegal_move", e.reason, undefined, { said: e.said, game });
    const answer = { decision, choice };
    return new TableError(422, "illegal_move", answerText(this.shelf.translator(game, "en"), answer), undefined, { said: { key: ILLEGAL_ANSWER_KEY, args: {} }, answer, game });
  }

  /**
   * A seat asks to take back its last move (and every move after it). Against bots only, it is
   * done at once; otherwise the other seat is asked, and the undo waits for its answer.
   */
  askUndo(id: string, token: string | null, req: UndoRequest): { moves: number; undone: number } | { asked: string[] } {
    const { live, side } = this.seat(id, token);
    const t = live.table;
    if (req.after !== undefined && req.after !== t.save.steps.length) throw refusal(409, "stale", `the game has moved on: ${t.save.steps.length} moves, not ${req.after}; fetch the view again`, { moves: t.save.steps.length, after: req.after });
    if (undoPoint(t, side) < 0) throw refusal(409, "nothing_to_undo", `${side} has no move to take back`, { side }, live.stored.game);
    if (live.undoAsk && !live.undoAsk.refused) throw refusal(409, "undo_pending", `${live.undoAsk.by} has already asked to take back a move; wait for the answer`, { side: live.undoAsk.by }, live.stored.game);
    const others = Object.entries(live.stored.seats).filter(([s, seat]) => s !== side && seat === HUMAN).map(([s]) => s);
    if (!others.length) return this.takeBack(live, side);
    this.setUndoAsk(live, { by: side, at: t.save.steps.length, refused: false });
    for (const l of live.listeners) l();
    return { asked: others };
  }

  /** The other seat answers a request to take back a move: accepted, the moves are taken back; refused, they stay. */
  answerUndo(id: string, token: string | null, req: UndoAnswer): { moves: number; undone: number } {
    const { live, side } = this.seat(id, token);
    const ask = live.undoAsk;
    if (!ask || ask.refused) throw refusal(409, "no_undo_request", "no one is asking to take back a move");
    if (ask.by === side) throw refusal(403, "own_undo_request", "the other seat answers a request to take back a move, not the seat that made it");
    if (!req.accept) {
      this.setUndoAsk(live, { ...ask, refused: true });
      for (const l of live.listeners) l();
      return { moves: live.table.save.steps.length, undone: 0 };
    }
    return this.takeBack(live, ask.by);
  }

  /**
   * A seat asks a bot that failed to answer to try again (a failure may pass: memory, a time
   * budget). It is the way on when the bot fails on the game's first moves, where there is no move
   * of the person's to take back.
   */
  retryBot(id: string, token: string | null): { retried: boolean } {
    const { live } = this.seat(id, token);
    if (live.botFailure === null) throw refusal(409, "no_bot_failure", "no bot has failed at this table: there is nothing to try again");
    live.botFailure = null;
    for (const l of live.listeners) l();
    this.scheduleBots(live.stored.id);
    return { retried: true };
  }

  /** Takes back `side`'s last move and every move after it: forgotten in the store first, then replayed without them. */
  private takeBack(live: Live, side: string): { moves: number; undone: number } {
    const t = live.table;
    const from = undoPoint(t, side);
    if (from < 0) throw refusal(409, "nothing_to_undo", `${side} has no move to take back`, { side }, live.stored.game);
    this.store.dropMovesFrom(live.stored.id, from);
    const undone = undo(t, side);
    this.setUndoAsk(live, null);
    live.botFailure = null;
    for (const l of live.listeners) l();
    this.scheduleBots(live.stored.id);
    return { moves: t.save.steps.length, undone };
  }

  /** Calls `listener` after every move of the table (its seat then fetches its own view). */
  subscribe(id: string, token: string | null, lang: string, send: (v: SeatView) => void): () => void {
    const { live, side } = this.seat(id, token);
    const listener = () => send(this.viewOf(live, side, lang));
    live.listeners.add(listener);
    listener();
    return () => live.listeners.delete(listener);
  }

  /** Applies a move (the engine refuses an illegal one, changing nothing), stores it, then tells the seats. */
  private commit(live: Live, move: { player: string; choice: string }): void {
    const save = live.table.save;
    const n = save.steps.length;
    const before = save.state;
    sessionStep(live.table.game, save, move);
    try {
      this.store.addMove(live.stored.id, n, move);
    } catch (e) {
      // Not stored: not made.
      save.steps.length = n;
      save.state = before;
      throw e;
    }
    // A move changes the position a request to take back a move was made on: it lapses.
    if (live.undoAsk) this.setUndoAsk(live, null);
    live.botFailure = null;
    for (const l of live.listeners) l();
  }

  /** A table's request to take back a move, stored before the seats are told (a restart keeps it). */
  private setUndoAsk(live: Live, ask: UndoAsk | null): void {
    this.store.setUndoAsk(live.stored.id, ask);
    live.undoAsk = ask;
  }

  /** Bots answer one decision per turn of the event loop, so people's requests are served between them. */
  private scheduleBots(id: string): void {
    const live = this.live.get(id)!;
    if (live.botsScheduled) return;
    live.botsScheduled = true;
    setImmediate(() => {
      live.botsScheduled = false;
      try {
        const step = this.chooseBotMove(live.table);
        if (!step) return;
        this.commit(live, step);
        this.scheduleBots(id);
      } catch (e) {
        // Logged, and shown: the seats see that the bot failed (not a table that waits forever),
        // and a person can still take back a move (the bot is then asked again).
        this.onBotError(id, e);
        live.botFailure = e instanceof EffectRuntimeError ? { text: e.message, said: atTable(runtimeMessageOf(e), live.stored.game) } : { text: e instanceof Error ? e.message : String(e) };
        for (const l of live.listeners) l();
      }
    });
  }

  /** A game's words in a language (the engine's under the game's): how an answer of the server is said. */
  translator(game: string, lang: string): Translator {
    return this.shelf.translator(game, lang);
  }

  /** The games' content files, which the Play page reads to draw a seat's board. */
  contentFiles(): ReturnType<GameShelf["contentFiles"]> {
    return this.shelf.contentFiles();
  }

  /** Whether no bot has a decision waiting at any table (tests wait for it). */
  get idle(): boolean {
    return [...this.live.values()].every((l) => !l.botsScheduled);
  }
}

/** Every card id a view's piles show (per-side piles hold a pile per side). */
function shownCards(piles: unknown): string[] {
  const out = new Set<string>();
  const visit = (x: unknown): void => {
    if (!x || typeof x !== "object") return;
    const cards = (x as { cards?: unknown }).cards;
    if (Array.isArray(cards)) for (const c of cards) if (typeof c === "string") out.add(c);
    for (const v of Object.values(x as Record<string, unknown>)) if (v && typeof v === "object" && !Array.isArray(v)) visit(v);
  };
  visit(piles);
  return [...out];
}

