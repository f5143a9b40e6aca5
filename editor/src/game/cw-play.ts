// The test game's controls: how it starts, the pending decisions with their options, forced dice,
// the hands (the game's per-side hand pile) and giving any card to a hand, and whose view the
// board shows: all open (designers see every hand) or one side's (its own hand, the other hand's
// size, secret choices hidden). Nothing here names a game.
import { css, html, LitElement, nothing } from "lit";
import type { Translator } from "../../../src/i18n/translate.js";
import { shared } from "../app/shared-styles.js";
import type { BoardState, CardInfo, GameInfo, PendingView, PileState } from "./protocol.js";
import { sideColour } from "../board/geometry.js";
import type { CardAt } from "../preview/card-at.js";
import "../preview/cw-card-face.js";
import type { GameSetup } from "./script.js";

export class CwPlay extends LitElement {
  static override properties = {
    board: { attribute: false },
    pending: { attribute: false },
    setup: { attribute: false },
    cards: { attribute: false },
    info: { attribute: false },
    error: {},
    errorAt: { attribute: false },
    canUndo: { type: Boolean },
    moment: { attribute: false },
    hoverCard: { state: true },
    tr: { attribute: false },
  };
  /** The editor's language (prompts, options and hands come translated from the worker). */
  declare tr: Translator | null;
  declare board: BoardState | null;
  declare pending: PendingView[];
  declare info: GameInfo | null;
  declare setup: GameSetup | null;
  declare cards: CardInfo[];
  declare error: string | null;
  /** Where the content's code failed, when that is the error: the error is then a link to it (as a problem in the list is). */
  declare errorAt: { file: string; line: number; column: number } | null;
  declare canUndo: boolean;
  /** The log step whose board is shown (null: now); nothing can be played meanwhile. */
  declare moment: number | null;
  declare hoverCard: { id: string; x: number; y: number } | null;

  constructor() {
    super();
    this.board = null;
    this.pending = [];
    this.info = null;
    this.setup = null;
    this.cards = [];
    this.error = null;
    this.errorAt = null;
    this.canUndo = false;
    this.moment = null;
    this.hoverCard = null;
    this.tr = null;
  }

  private t(key: string, args?: Record<string, string | number | boolean | null>): string {
    return this.tr?.t(key, args ?? {}) ?? "";
  }

  private side(s: string): string {
    return this.tr?.name("side", s) ?? s.toUpperCase();
  }

  private cardName(c: { id: string; name: string }): string {
    return this.tr?.name("card", c.id) ?? c.name;
  }

  static override styles = [
    shared,
    css`
      :host { display: flex; flex-direction: column; min-height: 0; flex: 1; position: relative; }
      .cardtip { position: fixed; z-index: 30; pointer-events: none; background: var(--panel); border: 1px solid var(--line); border-radius: 10px; box-shadow: var(--shadow); }
      .body { flex: 1; padding: 0 12px 12px; display: flex; flex-direction: column; gap: 9px; }
      .sticky { position: sticky; top: 0; z-index: 2; background: var(--panel); padding-top: 10px; display: flex; flex-direction: column; gap: 8px; }
      .decision { border: 1px solid var(--line); border-left: 4px solid var(--c, var(--faint)); border-radius: 7px; padding: 9px 11px; background: var(--panel-2); }
      /* A long label ("Todo a la vista") stays on one line; a narrow panel wraps the buttons instead of clipping their words. */
      .views { display: flex; flex-wrap: wrap; row-gap: 4px; gap: 0; align-items: center; }
      .views .label { margin-right: 6px; }
      .views button { white-space: nowrap; height: 24px; padding: 0 9px; border: 1px solid var(--line); background: var(--panel); font-size: 12px; cursor: pointer; margin-left: -1px; }
      .views button:first-of-type { border-radius: 6px 0 0 6px; } .views button:last-of-type { border-radius: 0 6px 6px 0; }
      .views button.on { background: #1d2430; color: #fff; border-color: #1d2430; }
      .hidden-hand { color: var(--muted); font-size: 12px; font-style: italic; }
      .prompt { font-weight: 700; font-size: 13.5px; }
      .prompt .who { color: var(--c); }
      .detail { font: 12px var(--mono); color: var(--ink-2); margin-top: 2px; }
      .opts { display: flex; flex-wrap: wrap; gap: 5px; margin-top: 8px; }
      .opts .btn { height: 26px; }
      .opts.countries .btn { font-weight: 500; }
      .note { font-size: 12px; color: var(--muted); margin-top: 6px; }
      .row { display: flex; align-items: center; gap: 6px; flex-wrap: wrap; }
      .label { font-size: 10.5px; font-weight: 700; letter-spacing: 0.07em; text-transform: uppercase; color: var(--muted); min-width: 64px; }
      .die { width: 26px; height: 26px; padding: 0; border-radius: 6px; font-weight: 800; }
      .queued { font: 600 12px var(--mono); color: var(--warn); }
      .hand { display: flex; flex-wrap: wrap; gap: 5px; min-height: 28px; align-items: center; flex: 1; }
      .handrow { display: flex; gap: 8px; align-items: flex-start; }
      .handrow .label { padding-top: 6px; min-width: 64px; }
      .handrow .count { display: block; font-size: 10.5px; font-weight: 500; letter-spacing: 0; text-transform: none; color: var(--faint); }
      .chip { display: inline-flex; align-items: center; gap: 6px; height: 28px; padding: 0 9px 0 3px; border: 1px solid var(--line); border-radius: 6px; background: #fffdf8; font-size: 12px; cursor: default; white-space: nowrap; }
      .chip .ops { width: 21px; height: 21px; border-radius: 4px; display: grid; place-items: center; font-weight: 800; font-size: 12px; color: #fff; }
      .chip .ops { background: var(--c, #7d8893); }
      .chip .no { color: var(--faint); font-size: 10.5px; }
      .chip.choosable { cursor: pointer; border-color: #e0a526; box-shadow: 0 0 0 2px #f7e3b5; }
      .chip.choosable:hover { background: #fff5df; }
      .handhead { display: flex; align-items: center; gap: 8px; }
      .empty { color: var(--faint); font-size: 12px; }
      .err { background: #fdecea; color: #8f2a1f; border: 1px solid #f3c1b9; border-radius: 6px; padding: 6px 10px; font-size: 12px; }
      .err a.code-place { color: inherit; }
      .over { font-weight: 700; }
      .add input { flex: 1; min-width: 140px; }
    `,
  ];

  override render() {
    const b = this.board;
    return html`<div class="body scroll">
      ${!this.setup ? html`<div style="padding-top:10px"><button class="btn primary" data-open-setup @click=${() => this.openSetup()}>${this.t("editor.game.new")}</button></div>` : nothing}
      <div class="sticky">
        ${b ? this.views(b) : nothing}
        ${this.error ? html`<div class="err" role="alert">${this.errorAt ? this.errorLink(this.error, this.errorAt) : this.error}</div>` : nothing}
        ${this.moment !== null
          ? html`<div class="decision" data-looking-back><div class="prompt">${this.t("editor.log.moment", { step: this.moment + 1 })}</div>
              <div class="opts"><button class="btn primary" data-back-to-now @click=${() => this.emit("log-moment", null)}>${this.t("editor.log.back_to_now")}</button></div></div>`
          : b ? this.decisions(b) : nothing}
      </div>
      ${b && this.moment === null ? this.dice(b) : nothing}
      ${b ? this.hands(b) : nothing}
    </div>
    ${this.hoverCard ? this.cardTip(this.hoverCard) : nothing}`;
  }

  private sides(): string[] {
    return this.info?.sides.map((s) => s.id) ?? [];
  }

  /** Whose view the board and the hands show: all open, or one side's. */
  private views(b: BoardState) {
    const opts: (string | null)[] = [null, ...this.sides()];
    return html`<div class="views" data-views>
      <span class="label">${this.t("editor.play.view")}</span>
      ${opts.map((s) => html`<button class=${b.viewer === s ? "on" : ""} data-view=${s ?? "all"} aria-pressed=${b.viewer === s} @click=${() => this.emit("game-view", s)}>${s === null ? this.t("editor.play.all_open") : this.side(s)}</button>`)}
    </div>`;
  }

  private decisions(b: BoardState) {
    if (b.result) return html`<div class="decision"><div class="prompt over">${this.tr?.log({ k: "game.over", a: { winner: b.result.winner, reason: b.result.reason } }) ?? ""}</div><div class="note">${this.t("editor.play.undo_to_go_back")}</div></div>`;
    if (!this.pending.length) return html`<div class="decision"><div class="prompt">${this.t("editor.play.nothing")}</div></div>`;
    return this.pending.map((p) => this.decision(b, p));
  }

  private decision(b: BoardState, p: PendingView) {
    const spaces = p.options.filter((o) => o.kind === "space");
    const cards = p.options.filter((o) => o.kind === "card");
    const others = p.options.filter((o) => o.kind === "other");
    // Cards in a hand shown below are clicked there; any other card offered is a button here.
    const inHand = new Set(this.sides().flatMap((side) => this.hand(b, side).cards ?? []).filter((c) => b.choosable.includes(c)));
    return html`<div class="decision" style="--c:${sideColour(this.sides(), p.player)}" data-decision=${p.kind} data-player=${p.player}>
      <div class="prompt" data-prompt>${p.prompt.startsWith(`${p.who}:`) ? html`<span class="who">${p.who}</span>${p.prompt.slice(p.who.length)}` : p.prompt}</div>
      ${others.length ? html`<div class="opts">${others.map((o) => html`<button class="btn ${o.id === "event" ? "primary" : ""}" data-option=${o.id} @click=${() => this.move(p.player, o.id)}>${o.label}</button>`)}</div>` : nothing}
      ${cards.length ? html`<div class="opts">${cards.filter((o) => !inHand.has(o.id)).map((o) => html`<button class="btn" data-option=${o.id} @click=${() => this.move(p.player, o.id)}>${o.label}</button>`)}</div>
        ${cards.some((o) => inHand.has(o.id)) ? html`<div class="note">${this.t("editor.play.click_card")}</div>` : nothing}` : nothing}
      ${spaces.length ? html`<div class="note">${this.t("editor.play.click_space")}</div>
        <div class="opts countries">${spaces.map((o) => html`<button class="btn small" data-option=${o.id} @click=${() => this.move(p.player, o.id)}>${o.label}</button>`)}</div>` : nothing}
    </div>`;
  }

  private dice(b: BoardState) {
    return html`<div class="row" data-dice>
      <span class="label">${this.t("editor.play.next_die")}</span>
      ${[1, 2, 3, 4, 5, 6].map((d) => html`<button class="btn die" title=${this.t("editor.play.force_die", { die: d })} data-die=${d} @click=${() => this.emit("game-dice", [d])}>${d}</button>`)}
      <span class="muted" style="font-size:12px">${b.rigged.length ? html`${this.t("editor.play.forced")} <span class="queued">${b.rigged.join(", ")}</span>` : this.t("editor.play.random")}</span>
    </div>`;
  }

  /** The hand of a side: its cards when the view may see them, else how many. */
  private hand(b: BoardState, side: string): PileState {
    const pile = this.info?.hand ? (b.piles[this.info.hand] as Record<string, PileState> | undefined) : undefined;
    return pile?.[side] ?? { count: 0, cards: [] };
  }

  private hands(b: BoardState) {
    const sides = this.sides();
    return html`
      ${[...sides].reverse().map((side) => {
        const h = this.hand(b, side);
        const held = this.info?.specials.filter((id) => b.specials[id]?.holder === side) ?? [];
        return html`<div class="handrow">
          <span class="label" style="color:${sideColour(sides, side)}">${this.side(side)}<span class="count">${this.t("editor.play.hand_count", { count: h.count, held: held.length, special: held.map((id) => this.tr?.name("card", id) ?? id).join(", ") })}</span></span>
          <div class="hand" data-hand=${side} data-hand-count=${h.count}>${h.cards === null
            ? html`<span class="hidden-hand" data-hidden-hand>${this.t("editor.play.hidden_hand", { count: h.count })}</span>`
            : h.cards.length ? h.cards.map((c) => this.chip(c, b)) : html`<span class="empty">${this.t("editor.play.no_cards")}</span>`}</div>
        </div>`;
      })}
      <div class="row add">
        <span class="label">${this.t("editor.play.give")}</span>
        <input list="cw-cards" placeholder=${this.t("editor.play.give_placeholder")} data-give @keydown=${(e: KeyboardEvent) => e.key === "Enter" && this.give(this.pending[0]?.player ?? sides[sides.length - 1] ?? "")} />
        <datalist id="cw-cards">${this.cards.map((c) => html`<option value="${c.number !== null ? `#${c.number} ` : ""}${this.cardName(c)}"></option>`)}</datalist>
        ${[...sides].reverse().map((s) => html`<button class="btn small" style="color:${sideColour(sides, s)}" data-give-to=${s} @click=${() => this.give(s)}>→ ${this.side(s)}</button>`)}
      </div>`;
  }

  /** A card's badge: the first number among its declared fields (Ops, a command value …), else its side's initial. */
  private badge(c: CardInfo): string {
    for (const name of Object.keys(this.info?.cardFields ?? {})) if (typeof c.fields[name] === "number") return String(c.fields[name]);
    return this.side(c.side).slice(0, 1);
  }

  private chip(id: string, b: BoardState) {
    const c = this.cards.find((x) => x.id === id);
    const choosable = b.choosable.includes(id) && this.moment === null;
    const name = c ? this.cardName(c) : id;
    return html`<span class="chip ${choosable ? "choosable" : ""}" data-card=${id} aria-label="${c?.number !== null && c ? `#${c.number} ` : ""}${name}"
      @pointerenter=${(e: PointerEvent) => this.showCard(id, e)} @pointerleave=${() => (this.hoverCard = null)} @click=${() => choosable && this.chooseCard(id)}>
      <span class="ops" style="--c:${sideColour(this.sides(), c?.side ?? null)}">${c ? this.badge(c) : "?"}</span>${name}${c && c.number !== null ? html`<span class="no">#${c.number}</span>` : nothing}</span>`;
  }

  /** A card clicked in a hand answers the decision that offers it. */
  private chooseCard(id: string): void {
    const p = this.pending.find((d) => d.options.some((o) => o.id === id));
    if (p) this.move(p.player, id);
  }

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    // A card played or taken away leaves no pointer to leave it: its face goes with it.
    if (changed.has("board") && this.hoverCard && this.board && !this.sides().some((s) => this.hand(this.board!, s).cards?.includes(this.hoverCard!.id))) this.hoverCard = null;
  }

  private showCard(id: string, e: PointerEvent): void {
    // In page coordinates: the tip is fixed, so the panel's scrolling and clipping leave it whole.
    const chip = (e.currentTarget as HTMLElement).getBoundingClientRect();
    this.hoverCard = { id, x: chip.left, y: chip.top };
  }

  /** The card's face in the editor's language, above the card the pointer rests on. */
  private cardTip(at: { id: string; x: number; y: number }) {
    const f = this.cards.find((c) => c.id === at.id);
    if (!f) return nothing;
    const tr = this.tr;
    const face: CardAt = {
      card: { ...(f.fields as Record<string, never>), id: f.id, ...(f.number !== null ? { number: f.number } : {}), name: tr?.name("card", f.id) ?? f.name, side: f.side, text: tr?.text(`card.${f.id}.text`) ?? f.text, lasting: f.lasting, hasEvent: f.hasEvent },
      index: 0,
      count: 1,
    };
    const top = Math.max(4, at.y - 318);
    const left = Math.min(Math.max(4, at.x - 20), window.innerWidth - 236);
    return html`<div class="cardtip" role="tooltip" data-card-tip=${f.id} style="left:${left}px;top:${top}px"><cw-card-face .info=${this.info} .at=${face} .tr=${tr} .caption=${f.number !== null ? `#${f.number}` : f.id}></cw-card-face></div>`;
  }

  private give(side: string): void {
    const input = this.renderRoot.querySelector<HTMLInputElement>("input[data-give]");
    const v = input?.value.trim() ?? "";
    if (!v) return;
    const num = /^#?(\d+)/.exec(v)?.[1];
    const lower = v.replace(/^#\d+\s*/, "").toLowerCase();
    const card = this.cards.find((c) => (num !== undefined && String(c.number) === num) || c.id === v || c.name.toLowerCase() === lower || this.cardName(c).toLowerCase() === lower);
    if (!card) {
      this.error = this.t("editor.play.no_such_card", { text: v });
      return;
    }
    this.emit("game-rig", { side, card: card.id });
    input!.value = "";
  }

  private move(player: string, choice: string): void {
    this.emit("game-move", { player, choice });
  }

  /** The error of the content's code as a link to the place that failed (the app opens the file there). */
  private errorLink(text: string, at: { file: string; line: number; column: number }) {
    return html`<a href="#" class="code-place" data-error-at=${`${at.file}:${at.line}:${at.column}`} title=${this.t("editor.problems.go", { line: at.line })}
      @click=${(e: Event) => {
        e.preventDefault();
        this.emit("reveal", { file: at.file, start: { line: at.line, column: at.column }, end: { line: at.line, column: at.column } });
      }}>${text}</a>`;
  }

  private emit(name: string, detail: unknown): void {
    this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  }

  /** Asks the app for the New game dialog. */
  openSetup(): void {
    this.emit("game-setup", null);
  }
}

customElements.define("cw-play", CwPlay);
