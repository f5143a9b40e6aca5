// A seat at an online table of `cardwright serve`, opened from its seat link (/?table=ID&token=T on
// the server, which serves this page). The server is the only authority: the page shows the seat's
// view as the API gives it (its question with translated answers, its log, its own cards) and
// sends its answers; the event stream brings every move, and comes back by itself after the server
// restarts. The board is drawn as on the Play page: the page reads the game's content (the rules,
// public, from the server's /api/files) and a worker turns each view the server sends into the
// board, the tracks and the effects in force. Nothing here names a game.
import { html, LitElement, nothing } from "lit";
import type { I18nBundle } from "../../../src/i18n/index.js";
import { translate, type Translator } from "../../../src/i18n/translate.js";
// The server's own type of what a seat is shown (a type only: no server code comes into the page).
import type { SeatView } from "../../../src/serve/tables.js";
import { shared } from "../app/shared-styles.js";
import "../board/cw-board.js";
import "../board/cw-tracks.js";
import { sideColour } from "../board/geometry.js";
import { fetchFiles } from "../files/api.js";
import type { BoardLayout, BoardState, CardInfo, GameInfo, PendingView } from "../game/protocol.js";
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
  static override properties = { seat: { state: true }, error: { state: true }, refusal: { state: true }, live: { state: true }, drawn: { state: true }, board: { state: true } };
  declare seat: SeatView | null;
  declare error: string | null;
  /** The server refused the seat link (error says why): nothing else to wait for. */
  declare refusal: boolean;
  /** The event stream is open (false while the server is away). */
  declare live: boolean;
  declare drawn: Drawn | null;
  /** The board of the view at `moves`, and the seat's question as the board offers it. */
  declare board: { moves: number; board: BoardState; pending: PendingView | null } | null;
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
    this.board = null;
    addEventListener("keydown", (e) => {
      const n = Number(e.key);
      const o = this.seat?.question?.options[n - 1];
      if (o && n >= 1 && n <= 9) void this.answer(o.id);
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
    const res = await fetch(base, { headers: { authorization: `Bearer ${this.token}` } }).catch(() => null);
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
    this.worker.send({ t: "seat-board", side: s.side, moves: s.moves, view: s.view, holders: s.holders, question: s.question });
  }

  private receive(m: FromPlayWorker): void {
    if (m.t === "started") {
      const fb = m.fallback as I18nBundle | null;
      this.languages = (fb ?? m.bundle).languages;
      this.drawn = { info: m.info, layout: m.layout, cards: m.cards, tr: translate(m.bundle, this.uiLang, fb ? translate(fb, this.uiLang) : undefined) };
    } else if (m.t === "seat-board") {
      // The worker answers in the order the views came (an undo's view has fewer moves, and is still the newest).
      this.board = m;
    } else if (m.t === "error") this.error = m.message;
  }

  private answer(choice: string): Promise<void> {
    if (!this.seat) return Promise.resolve();
    return this.post("moves", { choice, after: this.seat.moves });
  }

  /** Asks to take back this seat's last move, or answers the other seat's request. */
  private undo(body: { after: number } | { accept: boolean }): Promise<void> {
    return this.post("accept" in body ? "undo/answer" : "undo", body);
  }

  /** A request of the seat; a refusal is shown with the server's reason. The new view comes on the event stream. */
  private async post(path: string, body: unknown): Promise<void> {
    this.error = null;
    const res = await fetch(`/api/tables/${encodeURIComponent(this.tableId)}/${path}`, {
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
  private undoPanel(s: SeatView, name: (side: string) => string) {
    const u = s.undo;
    if (!u) return nothing;
    if (u.by === s.side) return html`<div class="panel" data-undo-state=${u.refused ? "refused" : "waiting"}>${this.t(u.refused ? "online.undo_refused" : "online.undo_waiting")}</div>`;
    if (u.refused) return nothing;
    return html`<div class="panel question" data-undo-asked=${u.by}>${this.t("online.undo_asked", { side: name(u.by) })}
      <div class="opts"><button class="btn primary" data-undo-accept @click=${() => void this.undo({ accept: true })}>${this.t("online.accept")}</button>
        <button class="btn" data-undo-refuse @click=${() => void this.undo({ accept: false })}>${this.t("online.refuse")}</button></div></div>`;
  }

  /** The seat's own cards: every per-side pile whose cards its view may see, by pile. */
  private cards(s: SeatView): { pile: string; cards: string[] }[] {
    return Object.entries(s.view.piles).flatMap(([pile, p]) => {
      const mine = (p as Record<string, { cards?: string[] }>)[s.side];
      return mine && Array.isArray(mine.cards) ? [{ pile, cards: mine.cards }] : [];
    });
  }

  override render() {
    const s = this.seat;
    // Until the view and the game's words (with its content) are here: an ellipsis in any language.
    if (this.refusal) return html`<p class="err" role="alert" data-seat-refused>${this.error}</p>`;
    if (!s || !this.drawn) return html`<p class="muted" data-connecting>${this.error ?? "…"}</p>`;
    return html`<div class="grid">${this.boardPanel()}<div class="side">${this.seatPanels(s)}</div></div>`;
  }

  private boardPanel() {
    const d = this.drawn;
    const b = this.board;
    if (!d || !b) return html`<div class="panel board"><span class="muted">${this.t("online.drawing")}</span></div>`;
    const spaces = b.pending?.options.some((o) => o.kind === "space") ? b.pending : null;
    return html`<div class="panel board" data-board-moves=${b.moves}><cw-tracks .board=${b.board} .info=${d.info} .tr=${d.tr} .edited=${new Set()}></cw-tracks>
      <cw-board .layout=${d.layout} .info=${d.info} .board=${b.board} .pending=${spaces} .changed=${new Set()} .edited=${new Set()} .tr=${d.tr}
        @choose=${(e: CustomEvent<string>) => spaces && void this.answer(e.detail)}></cw-board></div>`;
  }

  /**
   * The hand under "Your cards"; the seat's other piles (13 Days' agendas dealt and the secret one
   * chosen) each under the game's name for it, so a chosen agenda is not lost among the hand.
   */
  private cardPanels(s: SeatView) {
    const piles = this.cards(s);
    const hand = this.drawn?.info.hand ?? piles[0]?.pile;
    const chips = (cards: string[]) => cards.map((c) => html`<span class="chip" data-card=${c}>${s.cardNames[c] ?? c}</span>`);
    const own = piles.find((p) => p.pile === hand)?.cards ?? [];
    return html`<div class="panel"><div class="h">${this.t("online.cards")}</div><div class="hand" data-hand=${s.side}>${chips(own)}</div></div>
      ${piles.filter((p) => p.pile !== hand && p.cards.length).map((p) => html`<div class="panel" data-own-pile=${p.pile}><div class="h">${this.drawn?.tr.name("pile", p.pile) ?? p.pile}: ${p.cards.length}</div><div class="hand">${chips(p.cards)}</div></div>`)}`;
  }

  private seatPanels(s: SeatView) {
    let n = 0;
    const sides = this.drawn?.info.sides.map((x) => x.id) ?? Object.keys(s.seats);
    const name = (side: string) => this.drawn?.tr.name("side", side) ?? side.toUpperCase();
    const effects = this.board?.board.effects ?? [];
    return html`<div class="panel" data-online-seat=${s.side} data-moves=${s.moves}>${this.t("online.table", { table: s.table })} · ${this.drawn ? youPlay(this.drawn.tr, s.side, sideColour(sides, s.side)) : name(s.side)}
        · ${Object.entries(s.seats).filter(([x]) => x !== s.side).map(([x, seat]) => this.t("seat", { side: name(x), seat }))}
        ${this.live ? nothing : html`<span class="muted" data-offline> · ${this.t("online.reconnecting")}</span>`}
        <div class="row" style="margin-top:6px"><button class="btn small" data-undo ?disabled=${!s.canUndo || (s.undo !== null && !s.undo.refused)} @click=${() => void this.undo({ after: s.moves })}>${this.t("undo")}</button></div>
        ${this.languages.length > 1 ? html`<div><label class="muted">${this.t("language")} <select data-lang @change=${(e: Event) => this.setLanguage((e.target as HTMLSelectElement).value)}>
          ${this.languages.map((l) => html`<option value=${l.code} ?selected=${l.code === this.uiLang}>${l.name}</option>`)}</select></label></div>` : nothing}</div>
      ${this.error ? html`<div class="err" role="alert">${this.error}</div>` : nothing}
      ${s.botFailure
        ? html`<div class="err" role="alert" data-bot-failed>${this.t("online.bot_failed", { reason: s.botFailure })}
            <div class="row" style="margin-top:6px"><button class="btn small" data-bot-retry @click=${() => void this.post("retry", {})}>${this.t("online.bot_retry")}</button></div></div>`
        : nothing}
      ${this.undoPanel(s, name)}
      <div class="panel question" style="--c:${sideColour(sides, s.side)}" data-question=${s.question?.kind ?? ""}>${s.question
        ? html`<div class="prompt" data-prompt>${s.question.prompt}</div>
            <div class="opts">${s.question.options.map((o) => html`<button class="btn ${o.loses ? "loses" : ""}" data-option=${o.id} ?data-loses=${o.loses === true} title=${o.loses ? (o.warning ?? this.t("loses_at_once")) : nothing} @click=${() => void this.answer(o.id)}>${++n <= 9 ? html`<kbd>${n}</kbd>` : nothing}${o.label}${o.loses ? html`<span class="warn" aria-label=${o.warning ?? this.t("loses_at_once")}> ⚠</span>` : nothing}</button>`)}</div>
            ${this.board?.pending?.options.some((o) => o.kind === "space") ? html`<div class="desc">${this.t("click_space")}</div>` : nothing}`
        : s.view.result ? html`<b data-result>${this.t("online.over")}</b>` : html`<span class="muted" data-waiting>${this.t("online.waiting")}</span>`}</div>
      ${this.cardPanels(s)}
      <div class="panel"><div class="h">${this.t("effects")}</div><div data-effects>${effects.length ? effects.map((e) => html`<div>${e.name} <span class="muted">(${name(e.owner)})</span></div>`) : html`<span class="muted">${this.t("none")}</span>`}</div></div>
      <div class="panel"><div class="h">${this.t("log")}</div><div class="log" data-log>${s.log.slice(-80).map((l) => html`<div>${l}</div>`)}</div></div>`;
  }
}

customElements.define("cw-online-seat", CwOnlineSeat);
