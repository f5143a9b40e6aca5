// The test game's controls: how it starts, the pending decision with its options, forced dice,
// undo, the two hands (test mode shows both) and giving any card to a hand.
import { css, html, LitElement, nothing } from "lit";
import type { Side } from "../../../src/content/model.js";
import type { Translator } from "../../../src/i18n/translate.js";
import { shared } from "../app/shared-styles.js";
import type { BoardState, CardFaceInfo, CardInfo, HandCard, PendingView } from "./protocol.js";
import type { CardAt } from "../preview/card-at.js";
import "../preview/cw-card-face.js";
import type { GameSetup } from "./script.js";

export class CwPlay extends LitElement {
  static override properties = {
    board: { attribute: false },
    pending: { attribute: false },
    setup: { attribute: false },
    cards: { attribute: false },
    error: {},
    canUndo: { type: Boolean },
    moment: { attribute: false },
    faces: { attribute: false },
    hoverCard: { state: true },
    tr: { attribute: false },
  };
  /** The editor's language (prompts, options and hands come translated from the worker). */
  declare tr: Translator | null;
  declare board: BoardState | null;
  declare pending: PendingView | null;
  declare setup: GameSetup | null;
  declare cards: CardInfo[];
  declare error: string | null;
  declare canUndo: boolean;
  /** The log step whose board is shown (null: now); nothing can be played meanwhile. */
  declare moment: number | null;
  /** Every card's face (English), shown translated when the pointer rests on a card. */
  declare faces: CardFaceInfo[];
  declare hoverCard: { id: string; x: number; y: number } | null;

  constructor() {
    super();
    this.board = null;
    this.pending = null;
    this.setup = null;
    this.cards = [];
    this.error = null;
    this.canUndo = false;
    this.moment = null;
    this.faces = [];
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
      .decision.us { --c: var(--us); } .decision.ussr { --c: var(--ussr); }
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
      .chip .ops.us { background: var(--us); } .chip .ops.ussr { background: var(--ussr); } .chip .ops.neutral { background: linear-gradient(115deg, var(--us) 0 50%, var(--ussr) 50%); }
      .chip .no { color: var(--faint); font-size: 10.5px; }
      .chip.choosable { cursor: pointer; border-color: #e0a526; box-shadow: 0 0 0 2px #f7e3b5; }
      .chip.choosable:hover { background: #fff5df; }
      .handhead { display: flex; align-items: center; gap: 8px; }
      .empty { color: var(--faint); font-size: 12px; }
      .err { background: #fdecea; color: #8f2a1f; border: 1px solid #f3c1b9; border-radius: 6px; padding: 6px 10px; font-size: 12px; }
      .over { font-weight: 700; }
      .add input { flex: 1; min-width: 140px; }
    `,
  ];

  override render() {
    const b = this.board;
    return html`<div class="body scroll">
      ${!this.setup ? html`<div style="padding-top:10px"><button class="btn primary" data-open-setup @click=${() => this.openSetup()}>${this.t("editor.game.new")}</button></div>` : nothing}
      <div class="sticky">
        ${this.error ? html`<div class="err" role="alert">${this.error}</div>` : nothing}
        ${this.moment !== null
          ? html`<div class="decision" data-looking-back><div class="prompt">${this.t("editor.log.moment", { step: this.moment + 1 })}</div>
              <div class="opts"><button class="btn primary" data-back-to-now @click=${() => this.emit("log-moment", null)}>${this.t("editor.log.back_to_now")}</button></div></div>`
          : b ? this.decision(b) : nothing}
      </div>
      ${b && this.moment === null ? this.dice(b) : nothing}
      ${b ? this.hands(b) : nothing}
    </div>
    ${this.hoverCard ? this.cardTip(this.hoverCard) : nothing}`;
  }

  private decision(b: BoardState) {
    const p = this.pending;
    if (b.result) return html`<div class="decision"><div class="prompt over">${this.tr?.log({ k: "game.over", a: { winner: b.result.winner, reason: b.result.reason } }) ?? ""}</div><div class="note">${this.t("editor.play.undo_to_go_back")}</div></div>`;
    if (!p) return html`<div class="decision"><div class="prompt">${this.t("editor.play.nothing")}</div></div>`;
    const countries = p.options.filter((o) => o.kind === "country");
    const cards = p.options.filter((o) => o.kind === "card");
    const others = p.options.filter((o) => o.kind === "other");
    const inHand = new Set([...(b.hands.us ?? []), ...(b.hands.ussr ?? [])].map((c) => c.id));
    return html`<div class="decision ${p.player}" data-decision=${p.kind}>
      <div class="prompt" data-prompt>${p.prompt.startsWith(`${p.who}:`) ? html`<span class="who">${p.who}</span>${p.prompt.slice(p.who.length)}` : p.prompt}</div>
      ${p.detail ? html`<div class="detail" data-ops-detail>${p.detail}</div>` : nothing}
      ${others.length ? html`<div class="opts">${others.map((o) => html`<button class="btn ${o.id === "event" ? "primary" : ""}" data-option=${o.id} @click=${() => this.move(o.id)}>${o.label}</button>`)}</div>` : nothing}
      ${cards.length ? html`<div class="opts">${cards.filter((o) => !inHand.has(o.id)).map((o) => html`<button class="btn" data-option=${o.id} @click=${() => this.move(o.id)}>${o.label}</button>`)}</div>
        ${cards.some((o) => inHand.has(o.id)) ? html`<div class="note">${this.t("editor.play.click_card")}</div>` : nothing}` : nothing}
      ${countries.length ? html`<div class="note">${this.t("editor.play.click_country")}</div>
        <div class="opts countries">${countries.map((o) => html`<button class="btn small" data-option=${o.id} @click=${() => this.move(o.id)}>${o.label}</button>`)}</div>` : nothing}
    </div>`;
  }

  private dice(b: BoardState) {
    return html`<div class="row" data-dice>
      <span class="label">${this.t("editor.play.next_die")}</span>
      ${[1, 2, 3, 4, 5, 6].map((d) => html`<button class="btn die" title=${this.t("editor.play.force_die", { die: d })} data-die=${d} @click=${() => this.emit("game-dice", [d])}>${d}</button>`)}
      <span class="muted" style="font-size:12px">${b.rigged.length ? html`${this.t("editor.play.forced")} <span class="queued">${b.rigged.join(", ")}</span>` : this.t("editor.play.random")}</span>
    </div>`;
  }

  private hands(b: BoardState) {
    return html`
      ${(["ussr", "us"] as Side[]).map(
        (side) => html`<div class="handrow">
          <span class="label side-${side}">${this.side(side)}<span class="count">${this.t("editor.play.hand_count", { count: b.hands[side].length, china: b.china.holder === side })}</span></span>
          <div class="hand" data-hand=${side}>${b.hands[side].length ? b.hands[side].map((c) => this.chip(c)) : html`<span class="empty">${this.t("editor.play.no_cards")}</span>`}</div>
        </div>`,
      )}
      <div class="row add">
        <span class="label">${this.t("editor.play.give")}</span>
        <input list="cw-cards" placeholder=${this.t("editor.play.give_placeholder")} data-give @keydown=${(e: KeyboardEvent) => e.key === "Enter" && this.give(this.pending?.player ?? "ussr")} />
        <datalist id="cw-cards">${this.cards.map((c) => html`<option value="#${c.number} ${this.cardName(c)}"></option>`)}</datalist>
        <button class="btn ussr small" data-give-to="ussr" @click=${() => this.give("ussr")}>→ ${this.side("ussr")}</button>
        <button class="btn us small" data-give-to="us" @click=${() => this.give("us")}>→ ${this.side("us")}</button>
      </div>`;
  }

  private chip(c: HandCard) {
    const choosable = c.choosable && this.moment === null;
    return html`<span class="chip ${choosable ? "choosable" : ""}" data-card=${c.id} aria-label="#${c.number} ${c.name} — ${this.t("card.face.ops", { ops: c.ops })}, ${this.t("card.face.side", { side: c.side })}"
      @pointerenter=${(e: PointerEvent) => this.showCard(c.id, e)} @pointerleave=${() => (this.hoverCard = null)} @click=${() => choosable && this.move(c.id)}>
      <span class="ops ${c.side}">${c.kind === "scoring" ? "S" : c.ops}</span>${c.name}<span class="no">#${c.number}</span></span>`;
  }

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    // A card played or taken away leaves no pointer to leave it: its face goes with it.
    if (changed.has("board") && this.hoverCard && !(["us", "ussr"] as Side[]).some((s) => this.board?.hands[s].some((c) => c.id === this.hoverCard!.id))) this.hoverCard = null;
  }

  private showCard(id: string, e: PointerEvent): void {
    // In page coordinates: the tip is fixed, so the panel's scrolling and clipping leave it whole.
    const chip = (e.currentTarget as HTMLElement).getBoundingClientRect();
    this.hoverCard = { id, x: chip.left, y: chip.top };
  }

  /** The card's face in the editor's language, above the card the pointer rests on. */
  private cardTip(at: { id: string; x: number; y: number }) {
    const f = this.faces.find((c) => c.id === at.id);
    if (!f) return nothing;
    const tr = this.tr;
    const face: CardAt = {
      card: { id: f.id, number: f.number, name: tr?.name("card", f.id) ?? f.name, ops: f.ops, side: f.side, era: f.era, kind: f.kind, removed_after_event: f.removed_after_event, optional: f.optional, text: tr?.text(`card.${f.id}.text`) ?? f.text, lasting: f.lasting, hasEvent: f.hasEvent },
      index: 0,
      count: 1,
    };
    const top = Math.max(4, at.y - 318);
    const left = Math.min(Math.max(4, at.x - 20), window.innerWidth - 236);
    return html`<div class="cardtip" role="tooltip" data-card-tip=${f.id} style="left:${left}px;top:${top}px"><cw-card-face .at=${face} .tr=${tr} .caption=${`#${f.number}`}></cw-card-face></div>`;
  }

  private give(side: Side): void {
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

  private move(choice: string): void {
    this.emit("game-move", choice);
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
