// The game's tracks above the board: turn and action round, DEFCON, VP, Military Ops, space race,
// the China Card, the piles and the effects in force.
import { css, html, LitElement, nothing } from "lit";
import type { BoardState, MapView } from "../game/protocol.js";
import { shared } from "../app/shared-styles.js";

export class CwTracks extends LitElement {
  static override properties = { board: { attribute: false }, map: { attribute: false } };
  declare board: BoardState | null;
  declare map: MapView | null;

  constructor() {
    super();
    this.board = null;
    this.map = null;
  }

  static override styles = [
    shared,
    css`
      :host { display: block; border-bottom: 1px solid var(--line-2); background: var(--panel); }
      .row { display: flex; align-items: stretch; gap: 0; padding: 6px 4px; flex-wrap: wrap; row-gap: 6px; }
      .cell { display: flex; flex-direction: column; justify-content: center; gap: 3px; padding: 0 9px; border-right: 1px solid var(--line-2); min-height: 40px; }
      .row2 { display: flex; align-items: center; gap: 8px; padding: 5px 14px 6px; border-top: 1px solid var(--line-2); min-height: 32px; }
      .row2 .k { white-space: nowrap; }
      .row2 .piles { margin-left: auto; white-space: nowrap; font-size: 12px; color: var(--ink-2); }
      .row2 .effects { flex-wrap: nowrap; overflow: hidden; mask-image: linear-gradient(90deg, #000 92%, transparent); }
      .cell:last-child { border-right: 0; }
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
      .pips { display: flex; gap: 3px; align-items: center; }
      .pips b { font-size: 10px; width: 34px; }
      .pip { width: 8px; height: 9px; border-radius: 2px; background: #e6e9ed; }
      .pip.us { background: var(--us); } .pip.ussr { background: var(--ussr); }
      .space { display: grid; grid-template-columns: 34px repeat(var(--n), 8px); gap: 2px; align-items: center; font-size: 10px; font-weight: 700; }
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
    if (!b || !m) return html`<div class="row"><div class="cell"><span class="none">No test game yet: start one below.</span></div></div>`;
    const vpPct = 50 + (Math.max(-m.vpToWin, Math.min(m.vpToWin, b.vp)) / m.vpToWin) * 50;
    const pips = (side: "us" | "ussr") => html`<div class="pips"><b class="side-${side}">${side.toUpperCase()}</b>${Array.from({ length: m.milopsMax }, (_, i) => html`<span class="pip ${i < b.milops[side] ? side : ""}"></span>`)}</div>`;
    const space = (side: "us" | "ussr") => html`<b class="side-${side}">${side.toUpperCase()}</b>${m.space.map((s) => html`<span class="box ${b.space[side] >= s.box ? side : ""}" title="${s.box}. ${s.name} (${s.ops} Ops, roll ≤ ${s.roll})"></span>`)}`;
    return html`<div class="row">
      <div class="cell" data-track="turn"><span class="k">Turn · round</span><span class="v">${b.turn}/${m.turns} · ${b.round === 0 ? "Headline" : `AR ${b.round}`} <span class="side-${b.phasing}">${b.phasing.toUpperCase()}</span></span></div>
      <div class="cell" data-track="defcon"><span class="k">DEFCON</span><div class="defcon">${[5, 4, 3, 2, 1].map((d) => html`<span class="d${d} ${b.defcon === d ? "on" : ""}">${d}</span>`)}</div></div>
      <div class="cell" data-track="vp"><span class="k">VP <span class="vpv ${b.vp > 0 ? "side-us" : b.vp < 0 ? "side-ussr" : ""}">${b.vp === 0 ? "0" : b.vp > 0 ? `US +${b.vp}` : `USSR +${-b.vp}`}</span></span><div class="vpbar"><i style="left:${vpPct}%"></i></div></div>
      <div class="cell" data-track="milops"><span class="k">Military ops</span>${pips("ussr")}${pips("us")}</div>
      <div class="cell" data-track="space"><span class="k">Space race</span><div class="space" style="--n:${m.space.length}">${space("ussr")}${space("us")}</div></div>
      <div class="cell" style="border-right:0"><span class="k">China Card</span><span class="v ${b.china.holder ? `side-${b.china.holder}` : ""}" style="font-size:12px">${b.china.holder ? `${b.china.holder.toUpperCase()} ${b.china.faceUp ? "· face up" : "· face down"}` : "nobody"}</span></div>
    </div>
    <div class="row2" data-track="effects">
      <span class="k">Effects in force</span>
      <div class="effects">${b.effects.length ? b.effects.map((e) => html`<span class="effect ${e.owner}" title="${e.id} (${e.owner.toUpperCase()})">${e.name}</span>`) : html`<span class="none">none</span>`}
        ${b.result ? html`<span class="over">Game over: ${b.result.winner === "draw" ? "draw" : `${b.result.winner.toUpperCase()} wins`}</span>` : nothing}</div>
      <span class="piles">deck ${b.deck} · discard ${b.discard.length} · out of the game ${b.removed.length}</span>
    </div>`;
  }
}

customElements.define("cw-tracks", CwTracks);
