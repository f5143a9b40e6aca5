// The map: every country at its board position in a box coloured by region, battlegrounds marked,
// adjacency drawn, each side's Influence with control shown by fill. Countries that answer the
// pending decision glow and can be clicked. Wheel to zoom, drag to pan, double-click to fit.
import { css, html, LitElement, nothing, svg } from "lit";
import type { Translator } from "../../../src/i18n/translate.js";
import type { BoardState, MapView, PendingView } from "../game/protocol.js";
import { shared } from "../app/shared-styles.js";
import { adjacencyPairs, BOX, inkOn, regionColour, regionLabels } from "./geometry.js";
import { controller } from "../game/board-diff.js";

const FULL = { x: 0, y: 0, w: 1600, h: 1000 };

export class CwBoard extends LitElement {
  static override properties = {
    map: { attribute: false },
    board: { attribute: false },
    pending: { attribute: false },
    changed: { attribute: false },
    edited: { attribute: false },
    tr: { attribute: false },
    view: { state: true },
    tip: { state: true },
  };
  /** The editor's language (the map's names are translated already). */
  declare tr: Translator | null;
  declare map: MapView | null;
  declare board: BoardState | null;
  declare pending: PendingView | null;
  /** Countries the last move (or the step looked at in the log) changed: marked until the next one. */
  declare changed: Set<string>;
  /** Countries whose Influence or control the last edit changed (the same moves replayed). */
  declare edited: Set<string>;
  /** The country under the pointer, for its tooltip. */
  declare tip: { id: string; x: number; y: number } | null;
  declare view: { x: number; y: number; w: number; h: number };
  private drag: { x: number; y: number; vx: number; vy: number; moved: boolean } | null = null;

  constructor() {
    super();
    this.map = null;
    this.board = null;
    this.pending = null;
    this.changed = new Set();
    this.edited = new Set();
    this.tip = null;
    this.tr = null;
    this.view = { ...FULL };
  }

  static override styles = [
    shared,
    css`
      :host { display: block; position: relative; flex: 1; min-height: 0; background: #dfe6ea; }
      svg { position: absolute; inset: 0; width: 100%; height: 100%; display: block; cursor: grab; user-select: none; }
      svg.dragging { cursor: grabbing; }
      .country { cursor: default; }
      .country.option { cursor: pointer; }
      .country.option .frame { stroke: #e0a526; stroke-width: 5; animation: pulse 1.4s ease-in-out infinite; }
      .country.dim { opacity: 0.5; }
      .country.option:hover .frame { stroke: #c98a05; }
      @keyframes pulse { 50% { stroke-opacity: 0.45; } }
      .changed .flash { animation: flash 1.6s ease-out 1; }
      .last-ring { fill: none; stroke: #e0a526; stroke-width: 4; pointer-events: none; }
      .edit-ring { fill: none; stroke: #7b4fc4; stroke-width: 4; stroke-dasharray: 9 5; pointer-events: none; }
      .tip { position: absolute; z-index: 5; pointer-events: none; background: #1d2430; color: #fff; border-radius: 7px; padding: 7px 10px; font-size: 12px; line-height: 1.45; box-shadow: var(--shadow); max-width: 260px; }
      .tip b { font-size: 13px; }
      .tip .muted2 { color: #b9c2cd; }
      .tip .us { color: #9cc3ff; font-weight: 700; } .tip .ussr { color: #ffb1a8; font-weight: 700; }
      @keyframes flash { 0% { fill-opacity: 0.75; } 100% { fill-opacity: 0; } }
      .zoom { position: absolute; right: 10px; top: 10px; display: flex; flex-direction: column; gap: 4px; }
      .zoom button { width: 28px; height: 28px; border-radius: 6px; border: 1px solid var(--line); background: rgba(255,255,255,0.92); cursor: pointer; font-weight: 700; color: var(--ink-2); }
      .legend { position: absolute; left: 10px; bottom: 8px; display: flex; gap: 12px; align-items: center; font-size: 11px; color: var(--ink-2); background: rgba(255,255,255,0.88); padding: 4px 10px; border-radius: 6px; border: 1px solid var(--line); }
      .legend i { display: inline-block; width: 11px; height: 11px; border-radius: 2px; vertical-align: -1px; margin-right: 4px; }
      .hint { position: absolute; left: 50%; top: 10px; transform: translateX(-50%); background: #1d2430; color: #fff; padding: 5px 12px; border-radius: 14px; font-size: 12px; font-weight: 600; box-shadow: var(--shadow); pointer-events: none; }
      .hint .us { color: #9cc3ff; } .hint .ussr { color: #ffb1a8; }
      .empty { position: absolute; inset: 0; display: grid; place-items: center; color: var(--muted); }
    `,
  ];

  override render() {
    const t = (key: string, args?: Record<string, string | number | boolean | null>) => this.tr?.t(key, args ?? {}) ?? "";
    if (!this.map) return html`<div class="empty">${t("editor.board.loading")}</div>`;
    const map = this.map;
    const v = this.view;
    const inf = this.board?.influence ?? {};
    const options = new Set(this.pending?.options.filter((o) => o.kind === "country").map((o) => o.id) ?? []);
    const picking = options.size > 0;
    const byId = new Map(map.countries.map((c) => [c.id, c]));
    return html`
      <svg viewBox="${v.x} ${v.y} ${v.w} ${v.h}" preserveAspectRatio="xMidYMid meet" role="img" aria-label="map"
        @wheel=${this.onWheel} @pointerdown=${this.onDown} @pointermove=${this.onMove} @pointerup=${this.onUp} @dblclick=${() => (this.view = { ...FULL })}>
        ${svg`
        <defs>
          <filter id="soft" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="1.5" stdDeviation="1.5" flood-color="#1b2430" flood-opacity="0.22"/></filter>
          <pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" fill="none" stroke="#d3dce1" stroke-width="1"/></pattern>
        </defs>
        <rect x="-400" y="-300" width="2400" height="1600" fill="#e3e9ec"/>
        <rect x="-400" y="-300" width="2400" height="1600" fill="url(#grid)" opacity="0.6"/>
        ${map.regions.filter((r) => !r.parent).map((r) => svg`<g opacity="0.2" fill=${r.colour}>${map.countries.filter((c) => c.region === r.id).map((c) => svg`<rect x=${c.x - BOX.w / 2 - 22} y=${c.y - BOX.h / 2 - 20} width=${BOX.w + 44} height=${BOX.h + 40} rx="26"/>`)}</g>`)}
        <g stroke="#7d8893" stroke-width="2" stroke-linecap="round" opacity="0.55">
          ${adjacencyPairs(map).map(([a, b]) => {
            const p = byId.get(a)!;
            const q = byId.get(b)!;
            // Links across the Pacific wrap around the board's edge instead of crossing it.
            if (Math.abs(p.x - q.x) > 900) {
              const [l, r] = p.x < q.x ? [p, q] : [q, p];
              return svg`<line x1=${l.x} y1=${l.y} x2=${-20} y2=${l.y} stroke-dasharray="6 6"/><line x1=${r.x} y1=${r.y} x2=${1620} y2=${r.y} stroke-dasharray="6 6"/>`;
            }
            return svg`<line x1=${p.x} y1=${p.y} x2=${q.x} y2=${q.y}/>`;
          })}
        </g>
        <g stroke-width="3" stroke-dasharray="2 7" stroke-linecap="round" opacity="0.75">
          ${map.superpowers.flatMap((sp) => map.countries.filter((c) => c.superpowers.includes(sp.side)).map((c) => svg`<line x1=${sp.x} y1=${sp.y} x2=${c.x} y2=${c.y} stroke=${sp.side === "us" ? "var(--us)" : "var(--ussr)"}/>`))}
        </g>
        ${regionLabels(map).map((l) => svg`<text x=${l.x} y=${l.y} text-anchor="middle" font-family="var(--font)" font-size="16" font-weight="800" letter-spacing="2.5" fill=${l.colour} stroke="#eef2f4" stroke-width="5" paint-order="stroke" style="filter: brightness(0.7)">${l.name.toUpperCase()}</text>`)}
        ${map.superpowers.map((sp) => this.superpower(sp))}
        ${map.countries.map((c) => this.country(c, inf[c.id] ?? [0, 0], options.has(c.id), picking))}
        `}
      </svg>
      ${this.pending && picking ? html`<div class="hint"><span class=${this.pending.player}>${this.pending.who}</span> — ${t("editor.board.click_country")}</div>` : nothing}
      <div class="zoom">
        <button title=${t("editor.board.zoom_in")} @click=${() => this.zoomBy(0.8)}>+</button>
        <button title=${t("editor.board.zoom_out")} @click=${() => this.zoomBy(1.25)}>−</button>
        <button title=${t("editor.board.fit")} @click=${() => (this.view = { ...FULL })}>⤢</button>
      </div>
      <div class="legend">
        <span><i style="background:var(--us)"></i>${t("editor.board.control", { side: "us" })}</span>
        <span><i style="background:var(--ussr)"></i>${t("editor.board.control", { side: "ussr" })}</span>
        <span><i style="background:#7d1d2c"></i>${t("editor.board.battleground")}</span>
        <span>${t("editor.board.stability")}</span>
        ${this.changed.size ? html`<span data-legend="last"><i style="background:none;border:2px solid #e0a526"></i>${t("editor.board.last_move")}</span>` : nothing}
        ${this.edited.size ? html`<span data-legend="edited"><i style="background:none;border:2px dashed #7b4fc4"></i>${t("editor.board.edited")}</span>` : nothing}
      </div>
      ${this.tip ? this.tooltip(this.tip) : nothing}
    `;
  }

  private country(c: MapView["countries"][number], [us, ussr]: [number, number], option: boolean, picking: boolean) {
    const x = c.x - BOX.w / 2;
    const y = c.y - BOX.h / 2;
    const colour = regionColour(this.map!, c.region);
    const owner = controller([us, ussr], c.stability);
    const bandFill = c.battleground ? "#7d1d2c" : colour;
    const bandInk = c.battleground ? "#ffffff" : inkOn(colour);
    const body = owner === "us" ? "#d4e3f7" : owner === "ussr" ? "#f7d6d1" : "#ffffff";
    const cls = `country ${option ? "option" : picking ? "dim" : ""} ${this.changed.has(c.id) ? "changed" : ""}`;
    const name = c.name.length > 13 ? c.name.replace(" States", " St.").replace("Republic", "Rep.") : c.name;
    return svg`<g class=${cls} data-country=${c.id} data-last=${this.changed.has(c.id) ? "1" : nothing} data-edited=${this.edited.has(c.id) ? "1" : nothing}
      aria-label=${this.tr?.t("editor.board.country", { country: c.id, stability: c.stability, battleground: c.battleground, us: "us", ussr: "ussr", usInfluence: us, ussrInfluence: ussr, owner }) ?? c.name}
      @click=${() => option && !this.drag?.moved && this.pick(c.id)}
      @pointerenter=${(e: PointerEvent) => this.showTip(c.id, e)} @pointermove=${(e: PointerEvent) => this.showTip(c.id, e)} @pointerleave=${() => (this.tip = null)}>
      <rect class="frame" x=${x} y=${y} width=${BOX.w} height=${BOX.h} rx="7" fill=${body} stroke=${colour} stroke-width="2.5" filter="url(#soft)"/>
      <path d="M${x + 7} ${y}h${BOX.w - 14}a7 7 0 0 1 7 7v${BOX.band - 7}h-${BOX.w}v-${BOX.band - 7}a7 7 0 0 1 7 -7z" fill=${bandFill}/>
      ${c.battleground ? svg`<rect x=${x + 4} y=${y + 4} width="5" height=${BOX.band - 8} rx="1.5" fill="#f2c94c"/>` : nothing}
      <text x=${c.x + (c.battleground ? 3 : 0)} y=${y + 16} text-anchor="middle" font-family="var(--font-cond)" font-size=${name.length > 17 ? 12 : 14} font-weight="700" fill=${bandInk} textLength=${name.length > 11 ? BOX.w - 18 : nothing} lengthAdjust="spacingAndGlyphs">${name}</text>
      ${this.influence(x + 5, y + BOX.band + 5, us, "us", owner === "us")}
      ${this.influence(x + BOX.w - 39, y + BOX.band + 5, ussr, "ussr", owner === "ussr")}
      <circle cx=${c.x} cy=${y + BOX.band + 18} r="11" fill="#f3f1ea" stroke="#b9b2a0" stroke-width="1.2"/>
      <text x=${c.x} y=${y + BOX.band + 23} text-anchor="middle" font-family="var(--font)" font-size="13" font-weight="700" fill="#3b3526">${c.stability}</text>
      <rect class="flash" x=${x} y=${y} width=${BOX.w} height=${BOX.h} rx="7" fill="#f2c94c" fill-opacity="0" pointer-events="none"/>
      ${this.changed.has(c.id) ? svg`<rect class="last-ring" x=${x - 5} y=${y - 5} width=${BOX.w + 10} height=${BOX.h + 10} rx="10"/>` : nothing}
      ${this.edited.has(c.id) ? svg`<rect class="edit-ring" x=${x - 9} y=${y - 9} width=${BOX.w + 18} height=${BOX.h + 18} rx="12"/>` : nothing}
    </g>`;
  }

  private influence(x: number, y: number, n: number, side: "us" | "ussr", controls: boolean) {
    const colour = side === "us" ? "var(--us)" : "var(--ussr)";
    if (!n) return svg`<rect x=${x} y=${y} width="34" height="26" rx="4" fill="none" stroke="#e1e4e8" stroke-dasharray="3 3"/>`;
    return svg`<rect x=${x} y=${y} width="34" height="26" rx="4" fill=${controls ? colour : "#ffffff"} stroke=${colour} stroke-width="2"/>
      <text x=${x + 17} y=${y + 19.5} text-anchor="middle" font-family="var(--font)" font-size="17" font-weight="800" fill=${controls ? "#ffffff" : colour} data-influence=${side}>${n}</text>`;
  }

  private superpower(sp: MapView["superpowers"][number]) {
    const colour = sp.side === "us" ? "var(--us)" : "var(--ussr)";
    return svg`<g data-superpower=${sp.side}>
      <rect x=${sp.x - 66} y=${sp.y - 30} width="132" height="60" rx="9" fill=${colour} filter="url(#soft)"/>
      <path transform="translate(${sp.x - 50} ${sp.y - 12}) scale(0.5)" d="M24 2.5l6.2 13.6 14.8 1.6-11 10.1 3.1 14.6L24 34.9 10.9 42.4 14 27.8 3 17.7l14.8-1.6z" fill="#fff"/>
      <text x=${sp.x + 14} y=${sp.y + 8} text-anchor="middle" font-family="var(--font)" font-size=${sp.name.length > 6 ? 15 : 22} font-weight="800" fill="#fff" letter-spacing=${sp.name.length > 6 ? 0 : 1} textLength=${sp.name.length > 9 ? 96 : nothing} lengthAdjust="spacingAndGlyphs">${sp.name}</text>
    </g>`;
  }

  private showTip(id: string, e: PointerEvent): void {
    if (this.drag?.moved) return;
    const r = this.getBoundingClientRect();
    this.tip = { id, x: e.clientX - r.left, y: e.clientY - r.top };
  }

  /** A country's name, region, stability, Influence and control, next to the pointer. */
  private tooltip(tip: { id: string; x: number; y: number }) {
    const c = this.map?.countries.find((x) => x.id === tip.id);
    if (!c || !this.tr) return nothing;
    const t = this.tr;
    const [us, ussr] = this.board?.influence[c.id] ?? [0, 0];
    const owner = controller([us, ussr], c.stability);
    const region = this.map!.regions.find((r) => r.id === c.region)?.name ?? c.region;
    const sub = c.subregions.map((s) => this.map!.regions.find((r) => r.id === s)?.name ?? s);
    const w = this.clientWidth;
    const left = tip.x + 270 > w ? tip.x - 262 : tip.x + 14;
    return html`<div class="tip" role="tooltip" data-tip=${c.id} style="left:${left}px;top:${Math.max(4, tip.y - 10)}px">
      <b>${c.name}</b><br />
      <span class="muted2">${[region, ...sub].join(" · ")}</span><br />
      ${t.t("editor.board.tip_stability", { stability: c.stability, battleground: c.battleground })}<br />
      ${t.t("editor.board.tip_influence", { us: "us", ussr: "ussr", usInfluence: us, ussrInfluence: ussr })}<br />
      <span class=${owner ?? ""}>${t.t("editor.board.tip_control", { owner })}</span>
    </div>`;
  }

  private pick(id: string): void {
    this.dispatchEvent(new CustomEvent("choose", { detail: id, bubbles: true, composed: true }));
  }

  private zoomBy(f: number, cx = this.view.x + this.view.w / 2, cy = this.view.y + this.view.h / 2): void {
    const w = Math.min(FULL.w * 1.2, Math.max(280, this.view.w * f));
    const h = (w * FULL.h) / FULL.w;
    this.view = { x: cx - ((cx - this.view.x) * w) / this.view.w, y: cy - ((cy - this.view.y) * h) / this.view.h, w, h };
  }

  private toBoard(e: { clientX: number; clientY: number }): { x: number; y: number } {
    const svgEl = this.renderRoot.querySelector("svg")!;
    const r = svgEl.getBoundingClientRect();
    const scale = Math.min(r.width / this.view.w, r.height / this.view.h);
    const ox = (r.width - this.view.w * scale) / 2;
    const oy = (r.height - this.view.h * scale) / 2;
    return { x: this.view.x + (e.clientX - r.left - ox) / scale, y: this.view.y + (e.clientY - r.top - oy) / scale };
  }

  private onWheel = (e: WheelEvent) => {
    e.preventDefault();
    const p = this.toBoard(e);
    this.zoomBy(e.deltaY > 0 ? 1.12 : 1 / 1.12, p.x, p.y);
  };

  private onDown = (e: PointerEvent) => {
    this.drag = { x: e.clientX, y: e.clientY, vx: this.view.x, vy: this.view.y, moved: false };
  };

  private onMove = (e: PointerEvent) => {
    if (!this.drag || !(e.buttons & 1)) return;
    const svgEl = this.renderRoot.querySelector("svg")!;
    const r = svgEl.getBoundingClientRect();
    const scale = Math.min(r.width / this.view.w, r.height / this.view.h);
    const dx = (e.clientX - this.drag.x) / scale;
    const dy = (e.clientY - this.drag.y) / scale;
    if (Math.abs(dx) + Math.abs(dy) > 4 / scale) this.drag.moved = true;
    if (this.drag.moved) {
      svgEl.classList.add("dragging");
      this.view = { ...this.view, x: this.drag.vx - dx, y: this.drag.vy - dy };
    }
  };

  private onUp = () => {
    this.renderRoot.querySelector("svg")?.classList.remove("dragging");
    // Cleared after the click that follows a drag has seen `moved`.
    setTimeout(() => (this.drag = null), 0);
  };
}

customElements.define("cw-board", CwBoard);
