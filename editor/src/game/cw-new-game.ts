// The New game dialog: everything `cardwright new-game` offers (scenario, variants, options, seed,
// the side auction), each option with its one-line description, and where the test game starts:
// the scenario's start, or a headline or action round of a chosen turn with DEFCON, VP, Influence
// and the cards in each hand, so a designer tests a card from the moment that matters. Each
// label sits next to its control.
import { css, html, LitElement, nothing } from "lit";
import type { Side } from "../../../src/content/model.js";
import { cardOptionDescription } from "../../../src/content/card-options.js";
import type { Translator } from "../../../src/i18n/translate.js";
import { shared } from "../app/shared-styles.js";
import type { CardInfo, MapView, OverlayInfo } from "./protocol.js";
import { DEFAULT_SETUP, type GameSetup } from "./script.js";

interface InfluenceRow {
  country: string;
  us: number;
  ussr: number;
}

interface CardRow {
  card: string;
  side: Side;
}

export class CwNewGame extends LitElement {
  static override properties = {
    tr: { attribute: false },
    overlays: { attribute: false },
    cards: { attribute: false },
    map: { attribute: false },
    setup: { attribute: false },
    draft: { state: true },
    influence: { state: true },
    hand: { state: true },
    error: { state: true },
  };
  declare tr: Translator | null;
  declare overlays: OverlayInfo[];
  declare cards: CardInfo[];
  /** Country names already in the editor's language. */
  declare map: MapView | null;
  declare setup: GameSetup | null;
  declare draft: GameSetup;
  declare influence: InfluenceRow[];
  declare hand: CardRow[];
  declare error: string | null;

  constructor() {
    super();
    this.tr = null;
    this.overlays = [];
    this.cards = [];
    this.map = null;
    this.setup = null;
    this.draft = structuredClone(DEFAULT_SETUP);
    this.influence = [];
    this.hand = [];
    this.error = null;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    const s = structuredClone(this.setup ?? DEFAULT_SETUP);
    this.draft = s;
    this.influence = Object.entries(s.influence ?? {}).map(([country, [us, ussr]]) => ({ country: this.countryName(country), us, ussr }));
    this.hand = (["ussr", "us"] as Side[]).flatMap((side) => s.hands[side].map((id) => ({ card: this.cardLabel(id), side })));
    if (!this.hand.length) this.hand = [{ card: "", side: "ussr" }];
  }

  private t(key: string, args?: Record<string, string | number | boolean | null>): string {
    return this.tr?.t(key, args ?? {}) ?? key;
  }

  private side(s: string): string {
    return this.tr?.name("side", s) ?? s.toUpperCase();
  }

  private cardLabel(id: string): string {
    const c = this.cards.find((x) => x.id === id);
    return c ? `#${c.number} ${this.tr?.name("card", id) ?? c.name}` : id;
  }

  private countryName(id: string): string {
    return this.map?.countries.find((c) => c.id === id)?.name ?? id;
  }

  static override styles = [
    shared,
    css`
      :host { position: fixed; inset: 0; z-index: 50; display: grid; place-items: center; background: rgba(20, 26, 36, 0.35); }
      form { width: min(760px, calc(100vw - 40px)); max-height: calc(100vh - 60px); overflow: auto; background: var(--panel); border-radius: 10px; box-shadow: 0 18px 50px rgba(0, 0, 0, 0.3); padding: 18px 22px 16px; }
      h2 { margin: 0 0 12px; font-size: 16px; }
      fieldset { border: 0; border-top: 1px solid var(--line-2); margin: 0; padding: 10px 0 12px; display: grid; grid-template-columns: 120px 1fr; gap: 8px 14px; align-items: center; }
      legend { padding: 0 6px 0 0; font-size: 11px; font-weight: 800; letter-spacing: 0.07em; text-transform: uppercase; color: var(--muted); }
      .lbl { font-size: 12px; font-weight: 600; color: var(--ink-2); align-self: start; padding-top: 5px; }
      .desc { font-size: 11.5px; color: var(--muted); }
      .checks { display: grid; gap: 4px; }
      .check { display: grid; grid-template-columns: 18px auto 1fr; gap: 4px 6px; align-items: baseline; font-size: 12.5px; }
      .check input { height: auto; margin: 0; }
      .check b { font-weight: 600; white-space: nowrap; }
      .row { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
      .row label { display: inline-flex; gap: 5px; align-items: center; font-size: 12px; color: var(--ink-2); }
      input[type="number"] { width: 64px; }
      .list { display: grid; gap: 5px; }
      .item { display: flex; gap: 6px; align-items: center; }
      .item input.name { flex: 1; min-width: 150px; }
      .x { width: 24px; height: 24px; padding: 0; }
      .err { color: var(--err); font-size: 12px; margin: 6px 0 0; }
      .actions { display: flex; justify-content: flex-end; gap: 8px; border-top: 1px solid var(--line-2); padding-top: 12px; }
      .off { opacity: 0.5; }
    `,
  ];

  override render() {
    const d = this.draft;
    const scenarios = this.overlays.filter((o) => o.kind === "scenario");
    const scenario = scenarios.find((s) => s.id === d.scenario);
    const position = d.start !== "deal";
    const turns = this.map?.turns ?? 10;
    return html`<form data-new-game-form @submit=${(e: Event) => this.submit(e)} @keydown=${(e: KeyboardEvent) => e.key === "Escape" && this.cancel()}>
      <h2>${this.t("editor.setup.title")}</h2>
      <fieldset>
        <legend>${this.t("editor.setup.game")}</legend>
        <label class="lbl" for="ng-scenario">${this.t("editor.game.scenario")}</label>
        <div><select id="ng-scenario" data-scenario @change=${(e: Event) => (this.draft = { ...d, scenario: (e.target as HTMLSelectElement).value })}>
            ${scenarios.map((s) => html`<option value=${s.id} ?selected=${s.id === d.scenario}>${this.tr?.text(`overlay.${s.id}.name`) ?? s.name}</option>`)}
          </select>
          ${scenario ? html`<div class="desc">${this.tr?.text(`overlay.${scenario.id}.description`) ?? scenario.description}</div>` : nothing}</div>
        ${this.checks("variant", d.variants)}
        ${this.checks("option", d.options)}
        <label class="lbl" for="ng-seed">${this.t("editor.setup.seed")}</label>
        <div class="row"><input id="ng-seed" type="number" min="1" data-seed .value=${String(d.seed)} @change=${(e: Event) => (this.draft = { ...d, seed: Math.max(1, Number((e.target as HTMLInputElement).value) || 1) })} />
          <span class="desc">${this.t("editor.setup.seed_desc")}</span></div>
      </fieldset>
      <fieldset>
        <legend>${this.t("editor.setup.where")}</legend>
        <span class="lbl">${this.t("editor.setup.start")}</span>
        <div class="checks" role="radiogroup">
          ${(["deal", "headline", "action"] as const).map(
            (s) => html`<label class="check"><input type="radio" name="start" data-start=${s} .checked=${d.start === s} @change=${() => (this.draft = { ...d, start: s })} /><b>${this.t(`editor.setup.at_${s}`)}</b><span class="desc">${this.t(`editor.setup.at_${s}_desc`)}</span></label>`,
          )}
        </div>
        ${position ? this.positionFields(d, turns) : this.bidFields(d)}
      </fieldset>
      ${this.error ? html`<div class="err" role="alert">${this.error}</div>` : nothing}
      <datalist id="ng-cards">${this.cards.map((c) => html`<option value=${this.cardLabel(c.id)}></option>`)}</datalist>
      <datalist id="ng-countries">${(this.map?.countries ?? []).map((c) => html`<option value=${c.name}></option>`)}</datalist>
      <div class="actions">
        <button type="button" class="btn" @click=${() => this.cancel()}>${this.t("editor.cancel")}</button>
        <button type="submit" class="btn primary" data-start-game>${this.t("editor.setup.start_game")}</button>
      </div>
    </form>`;
  }

  /** Variants or options as checkboxes, each with its one-line description next to its name. */
  private checks(kind: "variant" | "option", list: string[]) {
    const items = this.overlays.filter((o) => o.kind === kind);
    return html`<span class="lbl">${this.t(kind === "variant" ? "editor.setup.variants" : "editor.setup.options")}</span>
      <div class="checks">${items.map(
        (o) => html`<label class="check" data-overlay=${o.id}><input type="checkbox" .checked=${list.includes(o.id)} @change=${(e: Event) => {
          const on = (e.target as HTMLInputElement).checked;
          const next = on ? [...list, o.id] : list.filter((x) => x !== o.id);
          this.draft = { ...this.draft, ...(kind === "variant" ? { variants: next } : { options: next }) };
        }} /><b>${this.tr?.text(`overlay.${o.id}.name`) ?? o.name}</b><span class="desc">${this.describe(o)}</span></label>`,
      )}</div>`;
  }

  /** An option's one line: its description, or for a card option the cards it puts in the deck (as `cardwright scenarios`). */
  private describe(o: OverlayInfo): string {
    if (o.cards && this.tr) {
      const cardOptions = new Map(this.overlays.flatMap((x) => (x.cards ? [[x.id, x.cards] as const] : [])));
      return cardOptionDescription(cardOptions, this.tr, o.id);
    }
    return this.tr?.text(`overlay.${o.id}.description`) ?? o.description;
  }

  private bidFields(d: GameSetup) {
    const bid = d.bid;
    return html`<label class="lbl" for="ng-bid-side">${this.t("editor.setup.bid")}</label>
      <div>
        <div class="row">
          <select id="ng-bid-side" data-bid-side @change=${(e: Event) => {
            const side = (e.target as HTMLSelectElement).value;
            const { bid: _old, ...rest } = d;
            this.draft = side ? { ...rest, bid: { side: side as Side, amount: bid?.amount ?? 2, kind: bid?.kind ?? "influence" } } : rest;
          }}>
            <option value="" ?selected=${!bid}>${this.t("editor.setup.bid_none")}</option>
            ${(["us", "ussr"] as const).map((s) => html`<option value=${s} ?selected=${bid?.side === s}>${this.side(s)}</option>`)}
          </select>
          <label class=${bid ? "" : "off"}>${this.t("editor.setup.bid_amount")} <input type="number" min="0" data-bid-amount ?disabled=${!bid} .value=${String(bid?.amount ?? 2)} @change=${(e: Event) => bid && (this.draft = { ...d, bid: { ...bid, amount: Math.max(0, Number((e.target as HTMLInputElement).value) || 0) } })} /></label>
          <select data-bid-kind aria-label=${this.t("editor.setup.bid")} ?disabled=${!bid} @change=${(e: Event) => bid && (this.draft = { ...d, bid: { ...bid, kind: (e.target as HTMLSelectElement).value as "influence" | "vp" } })}>
            <option value="influence" ?selected=${bid?.kind !== "vp"}>${this.t("editor.setup.bid_influence")}</option>
            <option value="vp" ?selected=${bid?.kind === "vp"}>${this.t("editor.setup.bid_vp")}</option>
          </select>
        </div>
        <div class="desc">${this.t("editor.setup.bid_desc")}</div>
      </div>`;
  }

  private positionFields(d: GameSetup, turns: number) {
    const num = (key: "turn" | "round" | "defcon" | "vp", min: number, max: number) => (e: Event) => {
      const v = (e.target as HTMLInputElement).value;
      const next: GameSetup = { ...d };
      if (v === "") delete next[key];
      else next[key] = Math.min(max, Math.max(min, Number(v)));
      this.draft = next;
    };
    return html`
      <span class="lbl">${this.t("editor.setup.when")}</span>
      <div class="row">
        <label>${this.t("editor.setup.turn")} <input type="number" data-turn min="1" max=${turns} placeholder="1" .value=${d.turn === undefined ? "" : String(d.turn)} @change=${num("turn", 1, turns)} /></label>
        ${d.start === "action"
          ? html`<label>${this.t("editor.setup.round")} <input type="number" data-round min="1" max="8" placeholder="1" .value=${d.round === undefined ? "" : String(d.round)} @change=${num("round", 1, 8)} /></label>
              <label>${this.t("editor.setup.phasing_label")} <select data-phasing @change=${(e: Event) => (this.draft = { ...d, phasing: (e.target as HTMLSelectElement).value as Side })}>
                ${(["ussr", "us"] as const).map((s) => html`<option value=${s} ?selected=${(d.phasing ?? "ussr") === s}>${this.side(s)}</option>`)}</select></label>`
          : nothing}
      </div>
      <span class="lbl">${this.t("editor.setup.tracks")}</span>
      <div class="row">
        <label>DEFCON <input type="number" data-defcon min="1" max=${this.map?.defconMax ?? 5} placeholder=${this.t("editor.setup.as_scenario")} style="width:110px" .value=${d.defcon === undefined ? "" : String(d.defcon)} @change=${num("defcon", 1, this.map?.defconMax ?? 5)} /></label>
        <label>${this.t("editor.setup.vp")} <input type="number" data-vp min="-99" max="99" placeholder=${this.t("editor.setup.as_scenario")} style="width:110px" .value=${d.vp === undefined ? "" : String(d.vp)} @change=${num("vp", -99, 99)} /></label>
        <span class="desc">${this.t("editor.setup.vp_desc")}</span>
      </div>
      <span class="lbl">${this.t("editor.setup.influence")}</span>
      <div class="list">
        ${this.influence.map(
          (r, i) => html`<div class="item" data-influence-row=${i}>
            <input class="name" list="ng-countries" data-influence-country aria-label=${this.t("editor.setup.country")} placeholder=${this.t("editor.setup.country")} .value=${r.country} @input=${(e: Event) => this.setRow(i, { country: (e.target as HTMLInputElement).value })} />
            <label>${this.side("us")} <input type="number" min="0" data-influence-us .value=${String(r.us)} @change=${(e: Event) => this.setRow(i, { us: Math.max(0, Number((e.target as HTMLInputElement).value) || 0) })} /></label>
            <label>${this.side("ussr")} <input type="number" min="0" data-influence-ussr .value=${String(r.ussr)} @change=${(e: Event) => this.setRow(i, { ussr: Math.max(0, Number((e.target as HTMLInputElement).value) || 0) })} /></label>
            <button type="button" class="btn x" title=${this.t("editor.setup.remove")} @click=${() => (this.influence = this.influence.filter((_, j) => j !== i))}>×</button>
          </div>`,
        )}
        <div><button type="button" class="btn small" data-add-influence @click=${() => (this.influence = [...this.influence, { country: "", us: 0, ussr: 0 }])}>+ ${this.t("editor.setup.add_country")}</button>
          <span class="desc">${this.t("editor.setup.influence_desc")}</span></div>
      </div>
      <span class="lbl">${this.t("editor.setup.hands")}</span>
      <div class="list">
        ${this.hand.map(
          (r, i) => html`<div class="item" data-hand-row=${i}>
            <input class="name" list="ng-cards" data-hand-card aria-label=${this.t("editor.setup.card")} placeholder=${this.t("editor.play.give_placeholder")} .value=${r.card} @input=${(e: Event) => this.setCard(i, { card: (e.target as HTMLInputElement).value })} />
            <label>${this.t("editor.setup.in_hand")} <select data-hand-side @change=${(e: Event) => this.setCard(i, { side: (e.target as HTMLSelectElement).value as Side })}>
              ${(["ussr", "us"] as const).map((s) => html`<option value=${s} ?selected=${r.side === s}>${this.side(s)}</option>`)}</select></label>
            <button type="button" class="btn x" title=${this.t("editor.setup.remove")} @click=${() => (this.hand = this.hand.filter((_, j) => j !== i))}>×</button>
          </div>`,
        )}
        <div><button type="button" class="btn small" data-add-card @click=${() => (this.hand = [...this.hand, { card: "", side: "ussr" }])}>+ ${this.t("editor.setup.add_card")}</button>
          <label class="desc" style="display:inline-flex;gap:4px;align-items:center"><input type="checkbox" style="height:auto" data-dealt .checked=${!!d.dealt} @change=${(e: Event) => (this.draft = { ...d, dealt: (e.target as HTMLInputElement).checked })} />${this.t("editor.setup.deal")}</label></div>
      </div>`;
  }

  private setRow(i: number, patch: Partial<InfluenceRow>): void {
    this.influence = this.influence.map((r, j) => (j === i ? { ...r, ...patch } : r));
  }

  private setCard(i: number, patch: Partial<CardRow>): void {
    this.hand = this.hand.map((r, j) => (j === i ? { ...r, ...patch } : r));
  }

  /** A card typed as "#8 Fidel", "fidel", "8" or its name in the editor's language. */
  private findCard(text: string): CardInfo | undefined {
    const v = text.trim();
    const num = /^#?(\d+)/.exec(v)?.[1];
    const lower = v.replace(/^#\d+\s*/, "").toLowerCase();
    return this.cards.find((c) => (num !== undefined && String(c.number) === num) || c.id === v || c.name.toLowerCase() === lower || (this.tr?.name("card", c.id) ?? "").toLowerCase() === lower);
  }

  private findCountry(text: string): string | undefined {
    const v = text.trim().toLowerCase();
    return this.map?.countries.find((c) => c.id === v || c.name.toLowerCase() === v)?.id;
  }

  private submit(e: Event): void {
    e.preventDefault();
    const d: GameSetup = { ...this.draft, hands: { us: [], ussr: [] } };
    if (d.start !== "deal") {
      const influence: Record<string, [number, number]> = {};
      for (const r of this.influence) {
        if (!r.country.trim()) continue;
        const id = this.findCountry(r.country);
        if (!id) return void (this.error = this.t("editor.setup.no_such_country", { text: r.country }));
        influence[id] = [r.us, r.ussr];
      }
      if (Object.keys(influence).length) d.influence = influence;
      else delete d.influence;
      for (const r of this.hand) {
        if (!r.card.trim()) continue;
        const c = this.findCard(r.card);
        if (!c) return void (this.error = this.t("editor.play.no_such_card", { text: r.card }));
        if (!d.hands[r.side].includes(c.id)) d.hands[r.side].push(c.id);
      }
      delete d.bid;
    } else {
      for (const k of ["turn", "round", "defcon", "vp", "influence", "phasing", "dealt"] as const) delete d[k];
    }
    this.dispatchEvent(new CustomEvent("game-new", { detail: d, bubbles: true, composed: true }));
  }

  private cancel(): void {
    this.dispatchEvent(new CustomEvent("new-game-cancel", { bubbles: true, composed: true }));
  }
}

customElements.define("cw-new-game", CwNewGame);
