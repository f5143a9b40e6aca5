// The New game dialog: the game (a folder under cards/ with a game.yaml), and everything
// `cardwright new-game` offers (scenario, variants, options, seed, the side auction when the game
// declares a `bid` variable), each option with its one-line description, and where the test game
// starts: the scenario's start, or a position at one of the game's entry points with values of its
// declared tracks and variables, pieces on spaces and the cards in each hand, so a designer tests
// a card from the moment that matters. Each label sits next to its control. Nothing here names a game.
import { css, html, LitElement, nothing } from "lit";
import { cardOptionDescription } from "../../../src/content/card-options.js";
import type { Translator } from "../../../src/i18n/translate.js";
import type { Value } from "../../../src/kernel/index.js";
import { shared } from "../app/shared-styles.js";
import type { BoardLayout, CardInfo, GameInfo, OverlayInfo } from "./protocol.js";
import { defaultSetup, SCENARIO_START, type GameSetup } from "./script.js";

interface PiecesRow {
  space: string;
  counts: number[];
}

interface CardRow {
  card: string;
  side: string;
}

interface BidValue {
  side: string;
  amount: number;
  kind?: string;
}

export class CwNewGame extends LitElement {
  static override properties = {
    tr: { attribute: false },
    overlays: { attribute: false },
    cards: { attribute: false },
    info: { attribute: false },
    layout: { attribute: false },
    games: { attribute: false },
    setup: { attribute: false },
    draft: { state: true },
    pieces: { state: true },
    hand: { state: true },
    error: { state: true },
  };
  declare tr: Translator | null;
  declare overlays: OverlayInfo[];
  declare cards: CardInfo[];
  declare info: GameInfo | null;
  /** Space names already in the editor's language. */
  declare layout: BoardLayout | null;
  /** The game folders to choose from (cards/<id>). */
  declare games: string[];
  declare setup: GameSetup | null;
  declare draft: GameSetup;
  declare pieces: PiecesRow[];
  declare hand: CardRow[];
  declare error: string | null;

  constructor() {
    super();
    this.tr = null;
    this.overlays = [];
    this.cards = [];
    this.info = null;
    this.layout = null;
    this.games = [];
    this.setup = null;
    this.draft = defaultSetup();
    this.pieces = [];
    this.hand = [];
    this.error = null;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.reset(this.setup);
    // Escape closes the dialog wherever the focus is (a radio button, the page behind it).
    window.addEventListener("keydown", this.onKey);
  }

  override disconnectedCallback(): void {
    window.removeEventListener("keydown", this.onKey);
    super.disconnectedCallback();
  }

  private onKey = (e: KeyboardEvent): void => {
    if (e.key === "Escape") this.cancel();
  };

  /** The form filled from a setup (the game's current one, or a first one of another game). */
  private reset(setup: GameSetup | null): void {
    this.draftRoot = this.info?.root ?? null;
    const s = structuredClone(setup ?? defaultSetup());
    this.draft = s;
    this.pieces = Object.entries(s.pieces ?? {}).map(([space, counts]) => ({ space: this.spaceName(space), counts: [...counts] }));
    this.hand = this.sides().slice().reverse().flatMap((side) => (s.hands[side] ?? []).map((id) => ({ card: this.cardLabel(id), side })));
    if (!this.hand.length) this.hand = [{ card: "", side: this.sides()[this.sides().length - 1] ?? "" }];
  }

  private sides(): string[] {
    return this.info?.sides.map((x) => x.id) ?? [];
  }

  private t(key: string, args?: Record<string, string | number | boolean | null>): string {
    return this.tr?.t(key, args ?? {}) ?? key;
  }

  private side(s: string): string {
    return this.tr?.name("side", s) ?? s.toUpperCase();
  }

  private cardLabel(id: string): string {
    const c = this.cards.find((x) => x.id === id);
    return c ? `${c.number !== null ? `#${c.number} ` : ""}${this.tr?.name("card", id) ?? c.name}` : id;
  }

  private spaceName(id: string): string {
    return this.layout?.spaces.find((c) => c.id === id)?.name ?? id;
  }

  /**
   * An entry point's label: the scenario's start in the editor's words; another, the game's words
   * for it when its messages have them, else its name.
   */
  private entryLabel(id: string): { name: string; desc: string } {
    const key = id === SCENARIO_START ? "deal" : id;
    const has = id === SCENARIO_START || (this.tr?.hasMessage(`editor.setup.at_${key}`) ?? false);
    return { name: has ? this.t(`editor.setup.at_${key}`) : id.replace(/_/g, " "), desc: has ? this.t(`editor.setup.at_${key}_desc`) : "" };
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
    const position = d.start !== SCENARIO_START;
    const entries = [SCENARIO_START, ...(this.info?.entries.map((e) => e.id) ?? [])];
    return html`<form data-new-game-form @submit=${(e: Event) => this.submit(e)}>
      <h2>${this.t("editor.setup.title")}</h2>
      <fieldset>
        <legend>${this.t("editor.setup.game")}</legend>
        ${this.games.length > 1
          ? html`<label class="lbl" for="ng-game">${this.t("editor.setup.game")}</label>
              <div><select id="ng-game" data-game @change=${(e: Event) => this.chooseGame((e.target as HTMLSelectElement).value)}>
                ${this.games.map((g) => html`<option value=${g} ?selected=${g === this.info?.root}>${g === this.info?.root ? this.info.name : g.replace(/^cards\//, "")}</option>`)}
              </select></div>`
          : nothing}
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
          ${entries.map((s) => {
            const l = this.entryLabel(s);
            return html`<label class="check"><input type="radio" name="start" data-start=${s} .checked=${d.start === s} @change=${() => (this.draft = { ...d, start: s })} /><b>${l.name}</b><span class="desc">${l.desc}</span></label>`;
          })}
        </div>
        ${position ? this.positionFields(d) : this.info?.bid ? this.bidFields(d) : nothing}
      </fieldset>
      ${this.error ? html`<div class="err" role="alert">${this.error}</div>` : nothing}
      <datalist id="ng-cards">${this.cards.map((c) => html`<option value=${this.cardLabel(c.id)}></option>`)}</datalist>
      <datalist id="ng-spaces">${(this.layout?.spaces ?? []).filter((c) => !c.home).map((c) => html`<option value=${c.name}></option>`)}</datalist>
      <div class="actions">
        <button type="button" class="btn" @click=${() => this.cancel()}>${this.t("editor.cancel")}</button>
        <button type="submit" class="btn primary" data-start-game ?disabled=${!this.ready()}>${this.t("editor.setup.start_game")}</button>
      </div>
    </form>`;
  }

  /** Another game: the app opens it; the form starts over when its declarations arrive. */
  private chooseGame(root: string): void {
    this.dispatchEvent(new CustomEvent("game-open", { detail: root, bubbles: true, composed: true }));
  }

  /** The game the form was filled for. */
  private draftRoot: string | null = null;

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    // Another game's declarations arrived: its own first setup (its scenarios, entry points, sides).
    if (changed.has("info") && this.info && this.info.root !== this.draftRoot) this.reset(null);
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

  /** The kinds of bid the game's `bid` schema allows (its `kind` enum). */
  private bidKinds(): string[] {
    const props = (this.info?.bid?.schema?.["properties"] ?? {}) as Record<string, { enum?: unknown[] }>;
    return (props["kind"]?.enum ?? []).map(String);
  }

  private bidFields(d: GameSetup) {
    const bid = (d.bid ?? null) as BidValue | null;
    const kinds = this.bidKinds();
    return html`<label class="lbl" for="ng-bid-side">${this.t("editor.setup.bid")}</label>
      <div>
        <div class="row">
          <select id="ng-bid-side" data-bid-side @change=${(e: Event) => {
            const side = (e.target as HTMLSelectElement).value;
            const { bid: _old, ...rest } = d;
            this.draft = side ? { ...rest, bid: { side, amount: bid?.amount ?? 2, ...(this.bidKinds().length ? { kind: bid?.kind ?? this.bidKinds()[0]! } : {}) } as unknown as Value } : rest;
          }}>
            <option value="" ?selected=${!bid}>${this.t("editor.setup.bid_none")}</option>
            ${this.sides().map((s) => html`<option value=${s} ?selected=${bid?.side === s}>${this.side(s)}</option>`)}
          </select>
          <label class=${bid ? "" : "off"}>${this.t("editor.setup.bid_amount")} <input type="number" min="0" data-bid-amount ?disabled=${!bid} .value=${String(bid?.amount ?? 2)} @change=${(e: Event) => bid && (this.draft = { ...d, bid: { ...bid, amount: Math.max(0, Number((e.target as HTMLInputElement).value) || 0) } as unknown as Value })} /></label>
          ${kinds.length ? html`<select data-bid-kind aria-label=${this.t("editor.setup.bid")} ?disabled=${!bid} @change=${(e: Event) => bid && (this.draft = { ...d, bid: { ...bid, kind: (e.target as HTMLSelectElement).value } as unknown as Value })}>
            ${kinds.map((k) => html`<option value=${k} ?selected=${(bid?.kind ?? kinds[0]) === k}>${this.tr?.hasMessage(`editor.setup.bid_${k}`) ? this.t(`editor.setup.bid_${k}`) : k}</option>`)}
          </select>` : nothing}
        </div>
        <div class="desc">${this.t("editor.setup.bid_desc")}</div>
      </div>`;
  }

  /** Tracks and variables a position may set: every shown track, and variables with a number or a side. */
  private settable(): { id: string; label: string; kind: "number" | "side" | "per-side"; min: number; max: number }[] {
    const info = this.info;
    if (!info) return [];
    const out: ReturnType<CwNewGame["settable"]> = [];
    for (const v of info.variables) {
      if (typeof v.start === "number") out.push({ id: v.id, label: v.id.replace(/_/g, " "), kind: "number", min: -999, max: 999 });
      else if (typeof v.start === "string" && info.sides.some((s) => s.id === v.start)) out.push({ id: v.id, label: v.id.replace(/_/g, " "), kind: "side", min: 0, max: 0 });
    }
    for (const t of info.tracks) if (t.show !== "hidden") out.push({ id: t.id, label: this.tr?.name("track", t.id) ?? t.name, kind: t.perSide ? "per-side" : "number", min: t.min, max: t.max });
    return out;
  }

  private positionFields(d: GameSetup) {
    const values = d.values ?? {};
    const set = (id: string, v: Value | undefined) => {
      const next = { ...values };
      if (v === undefined) delete next[id];
      else next[id] = v;
      this.draft = { ...d, values: next };
    };
    const num = (min: number, max: number, e: Event) => {
      const v = (e.target as HTMLInputElement).value;
      return v === "" ? undefined : Math.min(max, Math.max(min, Number(v)));
    };
    const sides = this.sides();
    const pieceName = this.info?.pieces[0] ? (this.tr?.name("piece", this.info.pieces[0].id) ?? this.info.pieces[0].name) : null;
    return html`
      <span class="lbl">${this.t("editor.setup.tracks")}</span>
      <div class="row">
        ${this.settable().map((f) => {
          const v = values[f.id];
          if (f.kind === "side")
            return html`<label>${f.label} <select data-value=${f.id} @change=${(e: Event) => set(f.id, (e.target as HTMLSelectElement).value || undefined)}>
              <option value="" ?selected=${v === undefined}>${this.t("editor.setup.as_scenario")}</option>
              ${sides.map((s) => html`<option value=${s} ?selected=${v === s}>${this.side(s)}</option>`)}</select></label>`;
          if (f.kind === "per-side") {
            const bySide = (v ?? {}) as Record<string, number>;
            return html`<label>${f.label} ${sides.map((s) => html`${this.side(s)} <input type="number" data-value="${f.id}.${s}" min=${f.min} max=${f.max} style="width:52px" .value=${bySide[s] === undefined ? "" : String(bySide[s])} @change=${(e: Event) => {
              const n = num(f.min, f.max, e);
              const next = { ...bySide };
              if (n === undefined) delete next[s];
              else next[s] = n;
              set(f.id, Object.keys(next).length ? next : undefined);
            }} />`)}</label>`;
          }
          const asScenario = this.t("editor.setup.as_scenario");
          return html`<label>${f.label} <input type="number" data-value=${f.id} min=${f.min} max=${f.max} placeholder=${asScenario} style="width:calc(${asScenario.length}ch + 20px)" .value=${v === undefined ? "" : String(v)} @change=${(e: Event) => set(f.id, num(f.min, f.max, e))} /></label>`;
        })}
      </div>
      ${pieceName
        ? html`<span class="lbl">${pieceName}</span>
      <div class="list">
        ${this.pieces.map(
          (r, i) => html`<div class="item" data-pieces-row=${i}>
            <input class="name" list="ng-spaces" data-pieces-space aria-label=${this.info?.terms["space"] ?? "space"} placeholder=${this.info?.terms["space"] ?? "space"} .value=${r.space} @input=${(e: Event) => this.setRow(i, { space: (e.target as HTMLInputElement).value })} />
            ${sides.map((s, k) => html`<label>${this.side(s)} <input type="number" min="0" data-pieces-side=${s} .value=${String(r.counts[k] ?? 0)} @change=${(e: Event) => this.setRow(i, { counts: sides.map((_, j) => (j === k ? Math.max(0, Number((e.target as HTMLInputElement).value) || 0) : (r.counts[j] ?? 0))) })} /></label>`)}
            <button type="button" class="btn x" title=${this.t("editor.setup.remove")} @click=${() => (this.pieces = this.pieces.filter((_, j) => j !== i))}>×</button>
          </div>`,
        )}
        <div><button type="button" class="btn small" data-add-pieces @click=${() => (this.pieces = [...this.pieces, { space: "", counts: sides.map(() => 0) }])}>+ ${pieceName}</button>
          <span class="desc">${this.t("editor.setup.influence_desc")}</span></div>
      </div>`
        : nothing}
      <span class="lbl">${this.t("editor.setup.hands")}</span>
      <div class="list">
        ${this.hand.map(
          (r, i) => html`<div class="item" data-hand-row=${i}>
            <input class="name" list="ng-cards" data-hand-card aria-label=${this.t("editor.setup.card")} placeholder=${this.t("editor.play.give_placeholder")} .value=${r.card} @input=${(e: Event) => this.setCard(i, { card: (e.target as HTMLInputElement).value })} />
            <label>${this.t("editor.setup.in_hand")} <select data-hand-side @change=${(e: Event) => this.setCard(i, { side: (e.target as HTMLSelectElement).value })}>
              ${[...sides].reverse().map((s) => html`<option value=${s} ?selected=${r.side === s}>${this.side(s)}</option>`)}</select></label>
            <button type="button" class="btn x" title=${this.t("editor.setup.remove")} @click=${() => (this.hand = this.hand.filter((_, j) => j !== i))}>×</button>
          </div>`,
        )}
        <div><button type="button" class="btn small" data-add-card @click=${() => (this.hand = [...this.hand, { card: "", side: sides[sides.length - 1] ?? "" }])}>+ ${this.t("editor.setup.add_card")}</button></div>
      </div>`;
  }

  private setRow(i: number, patch: Partial<PiecesRow>): void {
    this.pieces = this.pieces.map((r, j) => (j === i ? { ...r, ...patch } : r));
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

  private findSpace(text: string): string | undefined {
    const v = text.trim().toLowerCase();
    return this.layout?.spaces.find((c) => c.id === v || c.name.toLowerCase() === v)?.id;
  }

  /** The form is filled for the game in use: while another game loads, its old choices (a phase, cards) would start the new one wrong. */
  private ready(): boolean {
    return this.info !== null && this.info.root === this.draftRoot;
  }

  private submit(e: Event): void {
    e.preventDefault();
    if (!this.ready()) return;
    const d: GameSetup = { ...this.draft, hands: Object.fromEntries(this.sides().map((s) => [s, [] as string[]])) };
    if (d.start !== SCENARIO_START) {
      const pieces: Record<string, number[]> = {};
      for (const r of this.pieces) {
        if (!r.space.trim()) continue;
        const id = this.findSpace(r.space);
        if (!id) return void (this.error = this.t("editor.setup.no_such_space", { text: r.space }));
        pieces[id] = r.counts;
      }
      if (Object.keys(pieces).length) d.pieces = pieces;
      else delete d.pieces;
      for (const r of this.hand) {
        if (!r.card.trim()) continue;
        const c = this.findCard(r.card);
        if (!c) return void (this.error = this.t("editor.play.no_such_card", { text: r.card }));
        const hand = (d.hands[r.side] ??= []);
        if (!hand.includes(c.id)) hand.push(c.id);
      }
      delete d.bid;
    } else {
      delete d.values;
      delete d.pieces;
    }
    this.dispatchEvent(new CustomEvent("game-new", { detail: d, bubbles: true, composed: true }));
  }

  private cancel(): void {
    this.dispatchEvent(new CustomEvent("new-game-cancel", { bubbles: true, composed: true }));
  }
}

customElements.define("cw-new-game", CwNewGame);
