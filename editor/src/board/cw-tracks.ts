// Above the board: the variables the game shows (`display.variables`: turn, round, active side …),
// every track it declares drawn as it says (`show`: a scale of boxes, a tug-of-war bar, pips, a
// number), the cards held outside the piles, the piles' sizes and the effects in force. Nothing
// here names a game.
import { css, html, LitElement, nothing } from "lit";
import type { Translator } from "../../../src/i18n/translate.js";
import type { Value } from "../../../src/kernel/index.js";
import { valueArgs } from "../../../src/i18n/value-args.js";
import type { BoardState, GameInfo, PileState, TrackInfo } from "../game/protocol.js";
import { sideColour } from "./geometry.js";
import { shared } from "../app/shared-styles.js";

export class CwTracks extends LitElement {
  static override properties = { board: { attribute: false }, info: { attribute: false }, tr: { attribute: false }, edited: { attribute: false }, allEffects: { state: true } };
  /** The effects in force shown whole, on as many lines as they need (else one line, faded at its end). */
  declare allEffects: boolean;
  /** Tracks (and shown variables) the last edit moved (`track` or `track.side`): outlined. */
  declare edited: Set<string>;
  declare board: BoardState | null;
  declare info: GameInfo | null;
  declare tr: Translator | null;

  constructor() {
    super();
    this.board = null;
    this.info = null;
    this.tr = null;
    this.edited = new Set();
    this.allEffects = false;
  }

  private t(key: string, args?: Record<string, number | string | boolean | null>): string {
    return this.tr?.t(key, args ?? {}) ?? "";
  }

  /** A shown variable's name: as the game names it (translated), else its id in words. */
  private variableName(id: string): string {
    const named = this.tr?.name("variable", id);
    return named && named !== id ? named : id.replace(/_/g, " ");
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
      .row2 { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; row-gap: 4px; padding: 5px 14px 6px; border-top: 1px solid var(--line-2); min-height: 32px; }
      .row2 .k { white-space: nowrap; }
      .row2 .china { font-size: 12px; font-weight: 700; white-space: nowrap; }
      .row2 .vsep { width: 1px; align-self: stretch; background: var(--line-2); margin: 0 4px; }
      /* Many piles (a game may have six or more) wrap between piles, never inside one, rather than run off the panel. */
      .row2 .piles { margin-left: auto; max-width: 100%; text-align: right; font-size: 12px; color: var(--ink-2); }
      .row2 .pile { white-space: nowrap; }
      /* Room for an effect or two; when the piles do not fit beside them, they go to a line of their own (they ran off the panel). */
      .row2 .effects { flex: 1 1 160px; min-width: 0; flex-wrap: nowrap; overflow: hidden; mask-image: linear-gradient(90deg, #000 92%, transparent); }
      /* The whole list, on demand (the label toggles it): on one line the last chips are cut off. */
      .row2 .effects.all { flex-wrap: wrap; overflow: visible; mask-image: none; }
      .row2 .toggle { border: 0; background: none; padding: 0; cursor: pointer; font-family: inherit; }
      .row2 .toggle:hover { color: var(--ink-2); }
      .cell:last-child { border-right: 0; }
      .cell.edited { outline: 2px dashed #7b4fc4; outline-offset: -2px; border-radius: 6px; }
      .k { font-size: 10px; font-weight: 700; letter-spacing: 0.07em; text-transform: uppercase; color: var(--muted); }
      .v { font-weight: 700; font-size: 14px; white-space: nowrap; }
      /* A scale track: every step in a row, the marker's lit (coloured from calm to danger). */
      .scale { display: flex; gap: 3px; }
      .scale span { width: 19px; height: 19px; border-radius: 4px; display: grid; place-items: center; font-size: 11px; font-weight: 800; color: #8a939e; background: #f0f2f4; }
      .scale span.on { color: #fff; }
      .scale span.on { background: var(--c); box-shadow: 0 0 0 2px color-mix(in srgb, var(--c) 35%, transparent); }
      /* A bar track: which side leads and by how much, its marker on a bar in the two sides' colours. */
      .bar { position: relative; width: 96px; height: 10px; border-radius: 5px; background: linear-gradient(90deg, var(--b) 0 50%, var(--a) 50% 100%); opacity: 0.9; }
      .bar i { position: absolute; top: -4px; width: 4px; height: 18px; margin-left: -2px; background: #1b2430; border-radius: 2px; box-shadow: 0 0 0 2px #fff; }
      .lead { font-size: 12px; font-weight: 700; }
      .pips { display: grid; grid-template-columns: max-content repeat(var(--n), 8px); gap: 2px 3px; align-items: center; font-size: 10px; font-weight: 700; }
      .pips b, .space b { margin-right: 3px; white-space: nowrap; }
      .pip { width: 8px; height: 9px; border-radius: 2px; background: #e6e9ed; }
      .pip.on { background: var(--c); }
      .space { display: grid; grid-template-columns: max-content repeat(var(--n), 8px); gap: 2px; align-items: center; font-size: 10px; font-weight: 700; }
      .box { width: 8px; height: 9px; border-radius: 2px; background: #e6e9ed; }
      .box.on { background: var(--c); }
      .effects { display: flex; gap: 4px; flex-wrap: wrap; max-width: 100%; align-items: center; }
      .effect { font-size: 11px; font-weight: 600; padding: 1px 8px; border-radius: 10px; border: 1px solid; white-space: nowrap; }
      .effect { color: var(--c); border-color: color-mix(in srgb, var(--c) 40%, #fff); background: color-mix(in srgb, var(--c) 6%, #fff); }
      .none { color: var(--faint); font-size: 12px; font-weight: 500; }
      /* Beside the strip, not in it: the strip cuts off its end, and the badge would be what is cut (or, squeezed, wrapped a word a line and made every chip as tall). */
      .over { color: #fff; background: #1d2430; padding: 2px 10px; border-radius: 10px; font-size: 12px; white-space: nowrap; flex: none; }
    `,
  ];

  override render() {
    const b = this.board;
    const info = this.info;
    if (!b || !info) return html`<div class="row"><div class="cell"><span class="none">${this.t("editor.tracks.none")}</span></div></div>`;
    const sides = info.sides.map((x) => x.id);
    const edited = (id: string) => [...this.edited].some((e) => e === id || e.startsWith(`${id}.`));
    const piles = info.piles.filter((p) => !p.perSide).map((p) => `${this.tr?.name("pile", p.id) ?? p.name} ${(b.piles[p.id] as PileState | undefined)?.count ?? 0}`);
    return html`<div class="row">
      ${info.shown.map((id) => html`<div class="cell ${edited(id) ? "edited" : ""}" data-track=${id} data-var=${id}><span class="k">${this.variableName(id)}</span><span class="v">${this.shownValue(id, b.variables)}</span></div>`)}
      ${info.tracks.filter((t) => t.show !== "hidden").map((t) => html`<div class="cell ${edited(t.id) ? "edited" : ""}" data-track=${t.id}>${this.track(t, b.tracks[t.id], sides)}</div>`)}
    </div>
    <div class="row2" data-track="effects">
      ${info.specials.map((id) => {
        const x = b.specials[id];
        return html`<span class="k" data-special=${id}>${this.tr?.name("card", id) ?? id}</span><span class="china" style="color:${sideColour(sides, x?.holder ?? null)}">${this.t("editor.tracks.china_value", { holder: x?.holder ?? null, face_up: x?.faceUp ?? false })}</span><span class="vsep"></span>`;
      })}
      <button type="button" class="k toggle" data-effects-toggle aria-expanded=${this.allEffects ? "true" : "false"} title=${this.t("editor.tracks.effects_toggle", { open: this.allEffects })}
        @click=${() => (this.allEffects = !this.allEffects)}>${this.t("editor.tracks.effects")} ${this.allEffects ? "▴" : "▾"}</button>
      <div class="effects ${this.allEffects ? "all" : ""}" data-effects-strip>${b.effects.length ? b.effects.map((e) => html`<span class="effect" style="--c:${sideColour(sides, e.owner)}" title="${e.id} (${this.side(e.owner)})">${e.name}</span>`) : html`<span class="none">${this.t("editor.tracks.no_effects")}</span>`}
</div>
      ${b.result ? html`<span class="over" data-over>${this.t("editor.tracks.over", { winner: b.result.winner })}</span>` : nothing}
      <span class="piles" data-piles>${piles.map((x, i) => html`${i ? " · " : ""}<span class="pile">${x}</span>`)}</span>
    </div>`;
  }

  /**
   * A shown variable's value in the game's words when its content says them (the message
   * `editor.tracks.value.<id>`, given every variable: a round counter at 0 may name the phase it stands for),
   * else as `value` shows it.
   */
  private shownValue(id: string, variables: Record<string, Value>): string {
    const key = `editor.tracks.value.${id}`;
    return this.tr?.hasMessage(key) ? this.tr.t(key, valueArgs(variables)) : this.value(variables[id]);
  }

  /** A variable's value: a side by its name, a list joined, a number or word as it is. */
  private value(v: Value | undefined): string {
    if (v === null || v === undefined) return "—";
    if (typeof v === "string" && this.info?.sides.some((s) => s.id === v)) return this.side(v);
    if (Array.isArray(v)) return v.map((x) => this.value(x)).join(", ");
    if (typeof v === "object") return JSON.stringify(v);
    return String(v);
  }

  private track(t: TrackInfo, v: number | Record<string, number> | undefined, sides: string[]) {
    const name = html`<span class="k">${this.tr?.name("track", t.id) ?? t.name}</span>`;
    const steps = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
    // Calm (green) to danger (red), from the end the game says is calm.
    const hue = (n: number) => {
      if (!t.danger) return "#4a6fa5";
      const f = (n - t.min) / Math.max(1, t.max - t.min);
      const danger = t.danger === "high" ? f : 1 - f;
      return `hsl(${Math.round(130 - 125 * danger)} 55% 42%)`;
    };
    if (typeof v === "number") {
      if (t.show === "bar") {
        const [lo, hi] = t.showRange ?? [t.min, t.max];
        const half = Math.max(Math.abs(lo), Math.abs(hi), 1);
        const pct = 50 + (Math.max(-half, Math.min(half, v)) / half) * 50;
        const lead = v > 0 ? sides[0]! : sides[1] ?? sides[0]!;
        return html`${name}<span class="lead" style="color:${v === 0 ? "inherit" : sideColour(sides, lead)}" data-value=${v}>${v === 0 ? "0" : this.t("editor.tracks.vp_lead", { side: lead, by: Math.abs(v) })}</span><div class="bar" style="--a:${sideColour(sides, sides[0]!)};--b:${sideColour(sides, sides[1] ?? null)}"><i style="left:${pct}%"></i></div>`;
      }
      if (t.show === "scale" && t.max - t.min <= 12) {
        const order = t.danger === "low" ? steps(t.min, t.max).reverse() : steps(t.min, t.max);
        return html`${name}<div class="scale">${order.map((d) => html`<span class=${v === d ? "on" : ""} style="--c:${hue(d)}">${d}</span>`)}</div>`;
      }
      return html`${name}<span class="v" data-value=${v}>${v}</span>`;
    }
    const bySide = v ?? {};
    if (t.show === "number") return html`${name}<span class="v">${sides.map((s) => `${this.side(s)} ${bySide[s] ?? 0}`).join(" · ")}</span>`;
    const boxes = steps(Math.max(t.min, t.show === "pips" ? t.min + 1 : t.min), t.max);
    if (boxes.length > 12) return html`${name}<span class="v">${sides.map((s) => `${this.side(s)} ${bySide[s] ?? 0}`).join(" · ")}</span>`;
    const cls = t.show === "pips" ? "pip" : "box";
    return html`${name}<div class=${t.show === "pips" ? "pips" : "space"} style="--n:${boxes.length}">${[...sides].reverse().map(
      (s) => html`<b style="color:${sideColour(sides, s)}" data-side=${s} data-value=${bySide[s] ?? 0}>${this.side(s)}</b>${boxes.map((n) => html`<span class="${cls} ${(bySide[s] ?? t.min) >= n ? "on" : ""}" style="--c:${sideColour(sides, s)}" title=${n}></span>`)}`,
    )}</div>`;
  }
}

customElements.define("cw-tracks", CwTracks);
