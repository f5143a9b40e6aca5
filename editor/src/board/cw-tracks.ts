// The game's tracks above the board: turn and action round, DEFCON, VP, Military Ops, space race,
// the China Card, the piles and the effects in force.
import { css, html, LitElement, nothing } from "lit";
import type { Translator } from "../../../src/i18n/translate.js";
import type { BoardState, MapView } from "../game/protocol.js";
import { shared } from "../app/shared-styles.js";

export class CwTracks extends LitElement {
  static override properties = { board: { attribute: false }, map: { attribute: false }, tr: { attribute: false }, edited: { attribute: false } };
  /** Tracks the last edit moved (vp, defcon, milops, space, turn): outlined. */
  declare edited: Set<string>;
  declare board: BoardState | null;
  /** Names already in the editor's language. */
  declare map: MapView | null;
  declare tr: Translator | null;

  constructor() {
    super();
    this.board = null;
    this.map = null;
    this.tr = null;
    this.edited = new Set();
  }

  private t(key: string, args?: Record<string, number | string | boolean | null>): string {
    return this.tr?.t(key, args ?? {}) ?? "";
  }

  private side(s: string): string {
    return this.tr?.name("side", s) ?? s.toUpperCase();
  }

  static override styles = [
    shared,
    css`
      :host { display: block; border-bottom: 1px solid var(--line-2); background: var(--panel); }
      .row { display: flex; align-items: stretch; gap: 0; padding: 6px 4px; flex-wrap: wrap; row-gap: 6px; }
      .cell { display: flex; flex-direction: column; justify-content: center; gap: 3px; padding: 0 9px; border-right: 1px solid var(--line-2); min-height: 40px; }
      .row2 { display: flex; align-items: center; gap: 8px; padding: 5px 14px 6px; border-top: 1px solid var(--line-2); min-height: 32px; }
      .row2 .k { white-space: nowrap; }
      .row2 .china { font-size: 12px; font-weight: 700; white-space: nowrap; }
      .row2 .vsep { width: 1px; align-self: stretch; background: var(--line-2); margin: 0 4px; }
      .row2 .piles { margin-left: auto; white-space: nowrap; font-size: 12px; color: var(--ink-2); }
      .row2 .effects { flex: 1; min-width: 0; flex-wrap: nowrap; overflow: hidden; mask-image: linear-gradient(90deg, #000 92%, transparent); }
      .cell:last-child { border-right: 0; }
      .cell.edited { outline: 2px dashed #7b4fc4; outline-offset: -2px; border-radius: 6px; }
      .k { font-size: 10px; font-weight: 700; letter-spacing: 0.07em; text-transform: uppercase; color: var(--muted); }
      .v { font-weight: 700; font-size: 14px; white-space: nowrap; }
      .defcon { display: flex; gap: 3px; }
      .defcon span { width: 19px; height: 19px; border-radius: 4px; display: grid; place-items: center; font-size: 11px; font-weight: 800; color: #8a939e; background: #f0f2f4; }
      .defcon span.on { color: #fff; }
      .d5 { --c: #3d8b5a; } .d4 { --c: #8aa33a; } .d3 { --c: #d9a21b; } .d2 { --c: #dd6b20; } .d1 { --c: #c0392b; }
      .defcon span.on { background: var(--c); box-shadow: 0 0 0 2px color-mix(in srgb, var(--c) 35%, transparent); }
      .vpbar { position: relative; width: 96px; height: 10px; border-radius: 5px; background: linear-gradient(90deg, var(--ussr) 0 50%, var(--us) 50% 100%); opacity: 0.9; }
      .vpbar i { position: absolute; top: -4px; width: 4px; height: 18px; margin-left: -2px; background: #1b2430; border-radius: 2px; box-shadow: 0 0 0 2px #fff; }
      .vpv { font-size: 12px; font-weight: 700; }
      .pips { display: grid; grid-template-columns: max-content repeat(var(--n), 8px); gap: 2px 3px; align-items: center; font-size: 10px; font-weight: 700; }
      .pips b, .space b { margin-right: 3px; white-space: nowrap; }
      .pip { width: 8px; height: 9px; border-radius: 2px; background: #e6e9ed; }
      .pip.us { background: var(--us); } .pip.ussr { background: var(--ussr); }
      .space { display: grid; grid-template-columns: max-content repeat(var(--n), 8px); gap: 2px; align-items: center; font-size: 10px; font-weight: 700; }
      .box { width: 8px; height: 9px; border-radius: 2px; background: #e6e9ed; }
      .box.us { background: var(--us); } .box.ussr { background: var(--ussr); }
      .effects { display: flex; gap: 4px; flex-wrap: wrap; max-width: 100%; }
      .effect { font-size: 11px; font-weight: 600; padding: 1px 8px; border-radius: 10px; border: 1px solid; white-space: nowrap; }
      .effect.us { color: var(--us); border-color: #a9c2e6; background: #f0f5fc; }
      .effect.ussr { color: var(--ussr); border-color: #e8b2ab; background: #fdf2f0; }
      .none { color: var(--faint); font-size: 12px; font-weight: 500; }
      .over { color: #fff; background: #1d2430; padding: 2px 10px; border-radius: 10px; font-size: 12px; }
    `,
  ];

  override render() {
    const b = this.board;
    const m = this.map;
    if (!b || !m) return html`<div class="row"><div class="cell"><span class="none">${this.t("editor.tracks.none")}</span></div></div>`;
    const vpPct = 50 + (Math.max(-m.vpToWin, Math.min(m.vpToWin, b.vp)) / m.vpToWin) * 50;
    const pips = (side: "us" | "ussr") => html`<b class="side-${side}">${this.side(side)}</b>${Array.from({ length: m.milopsMax }, (_, i) => html`<span class="pip ${i < b.milops[side] ? side : ""}"></span>`)}`;
    const space = (side: "us" | "ussr") => html`<b class="side-${side}">${this.side(side)}</b>${m.space.map((s) => html`<span class="box ${b.space[side] >= s.box ? side : ""}" title=${this.t("editor.tracks.space_box", { box: s.box, ops: s.ops, roll: s.roll })}></span>`)}`;
    const lead = b.vp > 0 ? "us" : "ussr";
    return html`<div class="row">
      <div class="cell ${this.edited.has("turn") ? "edited" : ""}" data-track="turn"><span class="k">${this.t("editor.tracks.turn")}</span><span class="v">${this.t("editor.tracks.turn_value", { turn: b.turn, turns: m.turns, round: b.round })} <span class="side-${b.phasing}">${this.side(b.phasing)}</span></span></div>
      <div class="cell ${this.edited.has("defcon") ? "edited" : ""}" data-track="defcon"><span class="k">${this.t("editor.tracks.defcon")}</span><div class="defcon">${[5, 4, 3, 2, 1].map((d) => html`<span class="d${d} ${b.defcon === d ? "on" : ""}">${d}</span>`)}</div></div>
      <div class="cell ${this.edited.has("vp") ? "edited" : ""}" data-track="vp" data-vp=${b.vp}><span class="k">${this.t("editor.tracks.vp")} <span class="vpv ${b.vp > 0 ? "side-us" : b.vp < 0 ? "side-ussr" : ""}">${b.vp === 0 ? "0" : this.t("editor.tracks.vp_lead", { side: lead, vp: Math.abs(b.vp) })}</span></span><div class="vpbar"><i style="left:${vpPct}%"></i></div></div>
      <div class="cell ${this.edited.has("milops") ? "edited" : ""}" data-track="milops"><span class="k">${this.t("editor.tracks.milops")}</span><div class="pips" style="--n:${m.milopsMax}">${pips("ussr")}${pips("us")}</div></div>
      <div class="cell ${this.edited.has("space") ? "edited" : ""}" data-track="space"><span class="k">${this.t("editor.tracks.space")}</span><div class="space" style="--n:${m.space.length}">${space("ussr")}${space("us")}</div></div>
    </div>
    <div class="row2" data-track="effects">
      <span class="k" data-track="china">${this.t("editor.tracks.china")}</span><span class="china ${b.china.holder ? `side-${b.china.holder}` : ""}">${this.t("editor.tracks.china_value", { holder: b.china.holder, face_up: b.china.faceUp })}</span>
      <span class="vsep"></span>
      <span class="k">${this.t("editor.tracks.effects")}</span>
      <div class="effects">${b.effects.length ? b.effects.map((e) => html`<span class="effect ${e.owner}" title="${e.id} (${this.side(e.owner)})">${e.name}</span>`) : html`<span class="none">${this.t("editor.tracks.no_effects")}</span>`}
        ${b.result ? html`<span class="over">${this.t("editor.tracks.over", { winner: b.result.winner })}</span>` : nothing}</div>
      <span class="piles">${this.t("editor.tracks.piles", { deck: b.deck, discard: b.discard.length, removed: b.removed.length })}</span>
    </div>`;
  }
}

customElements.define("cw-tracks", CwTracks);
