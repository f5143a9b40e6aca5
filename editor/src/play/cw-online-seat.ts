// A seat at an online table of `cardwright serve`, opened from its seat link (/?table=ID&token=T on
// the server, which serves this page). The server is the only authority: the page shows the seat's
// view as the API gives it (its question with translated answers, its log, its own cards) and
// sends its answers; the event stream brings every move, and comes back by itself after the server
// restarts. The board and the panels beside it are the Play page's (table-panels.ts): the page
// reads the game's content (the rules, public, from the server's /api/files) and a worker turns
// each view the server sends into the board, the tracks, the piles and the effects in force; the
// page shows each view with its board, once the worker has drawn it. Nothing here names a game.
import { html, LitElement, nothing } from "lit";
import type { I18nBundle } from "../../../src/i18n/index.js";
import type { Translator } from "../../../src/i18n/translate.js";
// The server's own type of what a seat is shown (a type only: no server code comes into the page).
import type { SeatView } from "../../../src/serve/tables.js";
import { answerKeys } from "../../../src/play/answer-keys.js";
import { shared } from "../app/shared-styles.js";
import "../board/cw-board.js";
import "../board/cw-tracks.js";
import { sideColour } from "../board/geometry.js";
import { fetchFiles } from "../files/api.js";
import type { BoardLayout, BoardState, CardInfo, GameInfo, PendingView } from "../game/protocol.js";
import { speakingWhenFetched } from "../i18n/own.js";
import { effectsPanel, followLog, handPanels, logPanel, questionPanels, type PanelWords } from "./table-panels.js";
import { PlayClient } from "./client.js";
import type { FromPlayWorker } from "./protocol.js";
import { chosenLanguage, rememberLanguage } from "./language.js";
import { tableStyles } from "./table-styles.js";
import { youPlay } from "./you-play.js";

/** What the board is drawn from: the game's declarations (once) and the board of the latest view. */
interface Drawn {
  info: GameInfo;
  layout: BoardLayout;
  cards: CardInfo[];
  tr: Translator;
}

export class CwOnlineSeat extends LitElement {
  static override properties = { seat: { state: true }, error: { state: true }, refusal: { state: true }, live: { state: true }, drawn: { state: true }, shown: { state: true } };
  declare seat: SeatView | null;
  declare error: string | null;
  /** The server refused the seat link (error says why): nothing else to wait for. */
  declare refusal: boolean;
  /** The event stream is open (false while the server is away). */
  declare live: boolean;
  declare drawn: Drawn | null;
  /** The view shown: the seat's view with its board, and its question as the board offers it. */
  declare shown: { seat: SeatView; board: BoardState; pending: PendingView | null } | null;
  /** The views sent to the worker to draw, oldest first (it answers in that order). */
  private drawing: SeatView[] = [];
  private events: EventSource | null = null;
  private readonly tableId: string;
  private readonly token: string;
  private readonly worker = new PlayClient((m) => this.receive(m));
  /** Set once the game's content is loading in the worker (the first view names it). */
  private opened = false;
  /** The language the seat speaks: the server translates its question and log, the page the rest. */
  private readonly uiLang = chosenLanguage();
  /** The languages of the game (from its messages), for the seat's choice. */
  private languages: { code: string; name: string }[] = [];
  private files: Promise<unknown> | null = null;

  constructor(id: string, token: string) {
    super();
    this.tableId = id;
    this.token = token;
    this.seat = null;
    this.error = null;
    this.refusal = false;
    this.live = false;
    this.drawn = null;
    this.shown = null;
    // Keys as on the Play page: 1–9 answer with the numbered answer (or the answer that is that digit); u asks to take back the last move.
    addEventListener("keydown", (e) => {
      const s = this.shown?.seat;
      const from = e.composedPath()[0];
      if (!s || from instanceof HTMLInputElement || from instanceof HTMLSelectElement) return;
      const options = s.question?.options ?? [];
      const i = answerKeys([options.map((o) => o.label)])[0]!.indexOf(e.key);
      if (i >= 0) void this.answer(options[i]!.id);
      else if (e.key === "u" && canAskUndo(s)) void this.undo({ after: s.moves });
    });
    // The rules are public: the same files the Play page reads, served by `cardwright serve`.
    this.files = fetchFiles().then(
      (files) => this.worker.send({ t: "files", files: files.map((f) => [f.path, f.text] as [string, string]), list: false, lang: this.uiLang }),
      (e: unknown) => (this.error = String(e)),
    );
  }

  static override styles = [shared, tableStyles];

  override connectedCallback(): void {
    super.connectedCallback();
    const base = `/api/tables/${encodeURIComponent(this.tableId)}`;
    this.events = new EventSource(`${base}/events?token=${encodeURIComponent(this.token)}&lang=${encodeURIComponent(this.uiLang)}`);
    this.events.addEventListener("view", (e) => {
      const seat = JSON.parse((e as MessageEvent<string>).data) as SeatView;
      this.seat = seat;
      this.live = true;
      this.error = null;
      void this.draw(seat);
    });
    this.events.onerror = () => {
      this.live = false;
      // A stream refused outright (a wrong token, a table the server does not have) is not tried
      // again by the browser: ask once why, so the seat says it instead of waiting for ever.
      if (this.events?.readyState === EventSource.CLOSED && !this.seat) void this.refused(base);
    };
  }

  /** The server's reason for refusing this seat link, shown in place of the seat. */
  private async refused(base: string): Promise<void> {
    const res = await fetch(`${base}?lang=${encodeURIComponent(this.uiLang)}`, { headers: { authorization: `Bearer ${this.token}` } }).catch(() => null);
    if (!res || res.ok) return;
    const body = (await res.json().catch(() => ({}))) as { error?: { message?: string } };
    this.error = body.error?.message ?? `HTTP ${res.status}`;
    this.refusal = true;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.events?.close();
  }

  /** Asks the worker for the board of a view (loading the table's game the first time). */
  private async draw(s: SeatView): Promise<void> {
    await this.files;
    if (!this.opened) {
      this.opened = true;
      this.worker.send({ t: "seat-open", root: `cards/${s.game}`, selection: { scenario: s.view.scenario, variants: s.view.variants, options: s.view.options } });
    }
    this.drawing.push(s);
    this.worker.send({ t: "seat-board", side: s.side, moves: s.moves, view: s.view, holders: s.holders, question: s.question });
  }

  private receive(m: FromPlayWorker): void {
    if (m.t === "started") {
      this.languages = m.bundle.languages;
      const lang = this.uiLang;
      // The board's own words (editor/locales) in the seat's language, once fetched.
      const tr = speakingWhenFetched(m.bundle, lang, (whole) => {
        if (this.drawn && this.uiLang === lang) this.drawn = { ...this.drawn, tr: whole };
      });
      this.drawn = { info: m.info, layout: m.layout, cards: m.cards, tr };
    } else if (m.t === "seat-board") {
      // The worker answers in the order the views came (an undo's view has fewer moves, and is
      // still the newest): the first view waiting with these moves is the one drawn.
      const at = this.drawing.findIndex((v) => v.moves === m.moves);
      if (at < 0) return;
      const seat = this.drawing[at]!;
      this.drawing.splice(0, at + 1);
      this.shown = { seat, board: m.board, pending: m.pending };
    } else if (m.t === "error") this.error = m.message;
  }

  /** Answers the question shown, on the position shown (the server refuses it if the game has moved on). */
  private answer(choice: string): Promise<void> {
    if (!this.shown) return Promise.resolve();
    return this.post("moves", { choice, after: this.shown.seat.moves });
  }

  /** Asks to take back this seat's last move, or answers the other seat's request. */
  private undo(body: { after: number } | { accept: boolean }): Promise<void> {
    return this.post("accept" in body ? "undo/answer" : "undo", body);
  }

  /**
   * A request of the seat; a refusal is shown with the server's reason (in the seat's language where
   * the server words it: an error of the game's code, with its place). The new view comes on the event stream.
   */
  private async post(path: string, body: unknown): Promise<void> {
    this.error = null;
    const res = await fetch(`/api/tables/${encodeURIComponent(this.tableId)}/${path}?lang=${encodeURIComponent(this.uiLang)}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${this.token}` },
      body: JSON.stringify(body),
    }).catch(() => null);
    if (!res) this.error = this.t("online.unreachable");
    else if (!res.ok) this.error = ((await res.json().catch(() => ({}))) as { error?: { message?: string } }).error?.message ?? `HTTP ${res.status}`;
  }

  /** One of the page's own words (`play.*` in the message catalogue), in the seat's language. */
  private t(key: string, args: Record<string, string | number | boolean | null> = {}): string {
    return this.drawn?.tr.t(`play.${key}`, args) ?? "…";
  }

  /** Another language: kept for the next visit, and the page opened again in it (the server says the question and log in it). */
  private setLanguage(lang: string): void {
    rememberLanguage(lang);
    const url = new URL(location.href);
    url.searchParams.set("lang", lang);
    location.replace(url.href);
  }

  /** A request to take back a move: this seat's (waiting, or refused), or the other seat's to answer. */
  private undoPanel(s: SeatView) {
    const u = s.undo;
    if (!u) return nothing;
    if (u.by === s.side) return html`<div class="panel" data-undo-state=${u.refused ? "refused" : "waiting"}>${this.t(u.refused ? "online.undo_refused" : "online.undo_waiting")}</div>`;
    if (u.refused) return nothing;
    return html`<div class="panel question" data-undo-asked=${u.by}>${this.t("online.undo_asked", { side: u.by })}
      <div class="opts"><button class="btn primary" data-undo-accept @click=${() => void this.undo({ accept: true })}>${this.t("online.accept")}</button>
        <button class="btn" data-undo-refuse @click=${() => void this.undo({ accept: false })}>${this.t("online.refuse")}</button></div></div>`;
  }

  override render() {
    const s = this.seat;
    // Until the view and the game's words (with its content) are here: an ellipsis in any language.
    if (this.refusal) return html`<p class="err" role="alert" data-seat-refused>${this.error}</p>`;
    if (!s || !this.drawn) return html`<p class="muted" data-connecting>${this.error ?? "…"}</p>`;
    const shown = this.shown;
    if (!shown) return html`<div class="grid"><div class="panel board"><span class="muted">${this.t("online.drawing")}</span></div></div>`;
    return html`<div class="grid">${this.boardPanel(this.drawn, shown)}<div class="side">${this.seatPanels(this.drawn, shown)}</div></div>`;
  }

  protected override updated(): void {
    followLog(this.renderRoot);
  }

  private boardPanel(d: Drawn, b: NonNullable<CwOnlineSeat["shown"]>) {
    const spaces = b.pending?.options.some((o) => o.kind === "space") ? b.pending : null;
    return html`<div class="panel board" data-board-moves=${b.seat.moves}><cw-tracks .board=${b.board} .info=${d.info} .tr=${d.tr} .edited=${new Set()}></cw-tracks>
      <cw-board .layout=${d.layout} .info=${d.info} .board=${b.board} .pending=${spaces} .changed=${new Set()} .edited=${new Set()} .tr=${d.tr}
        @choose=${(e: CustomEvent<string>) => spaces && void this.answer(e.detail)}></cw-board></div>`;
  }

  /** Whose move the seat waits for, in the Play page's words (who is deciding is public; what is not told). */
  private waiting(s: SeatView): string {
    const other = s.view.pending.find((p) => p.player !== s.side);
    return other ? this.t("thinking", { side: other.player }) : this.t("online.waiting");
  }

  private seatPanels(d: Drawn, shown: NonNullable<CwOnlineSeat["shown"]>) {
    const s = shown.seat;
    const sides = d.info.sides.map((x) => x.id);
    const w: PanelWords = { info: d.info, cards: d.cards, tr: d.tr, t: (key, args) => this.t(key, args) };
    const offered = (id: string) => shown.pending?.options.some((o) => o.id === id) === true;
    return html`<div class="panel" data-online-seat=${s.side} data-moves=${s.moves}>${this.t("online.table", { table: s.table })} · ${youPlay(d.tr, s.side, sideColour(sides, s.side))}
        · ${Object.entries(s.seats).filter(([x]) => x !== s.side).map(([x, seat]) => this.t("seat", { side: x, seat }))}
        ${this.live ? nothing : html`<span class="muted" data-offline> · ${this.t("online.reconnecting")}</span>`}
        <div class="row" style="margin-top:6px"><button class="btn small" data-undo ?disabled=${!canAskUndo(s)} @click=${() => void this.undo({ after: s.moves })}>${this.t("undo")}</button></div>
        ${this.languages.length > 1 ? html`<div><label class="muted">${this.t("language")} <select data-lang @change=${(e: Event) => this.setLanguage((e.target as HTMLSelectElement).value)}>
          ${this.languages.map((l) => html`<option value=${l.code} ?selected=${l.code === this.uiLang}>${l.name}</option>`)}</select></label></div>` : nothing}</div>
      ${this.error ? html`<div class="err" role="alert">${this.error}</div>` : nothing}
      ${s.botFailure
        ? html`<div class="err" role="alert" data-bot-failed>${this.t("online.bot_failed", { reason: s.botFailure })}
            <div class="row" style="margin-top:6px"><button class="btn small" data-bot-retry @click=${() => void this.post("retry", {})}>${this.t("online.bot_retry")}</button></div></div>`
        : nothing}
      ${this.undoPanel(s)}
      ${questionPanels(w, shown.board, shown.pending ? [shown.pending] : [], html`<span class="muted">${this.waiting(s)}</span>`, (_p, id) => void this.answer(id))}
      ${handPanels(w, shown.board, s.side, (id) => offered(id) && void this.answer(id))}
      ${effectsPanel(w, shown.board)}
      ${logPanel(w, s.log)}`;
  }
}

/** The seat has a move to take back and no request of its own waiting for the other seat's answer. */
function canAskUndo(s: SeatView): boolean {
  return s.canUndo && (s.undo === null || s.undo.refused);
}

customElements.define("cw-online-seat", CwOnlineSeat);
