// The board the game declares: every space at its position in a box coloured by its group, the
// space field the game names (`display.space_mark`) marked and the number it names
// (`display.space_number`) in the middle, adjacency drawn, each side's pieces (the first kind the
// game declares) with the holder (`display.holder`) shown by fill; the sides' home spaces as large
// boxes in the side's colour. Spaces that answer the pending decision glow and can be clicked.
// Wheel to zoom, drag to pan, double-click to fit. Nothing here names a game. A game message
// redraws only the spaces whose pieces, holder or marks changed (space-view.ts), not the board.
import { css, html, LitElement, nothing, svg } from "lit";
import { guard } from "lit/directives/guard.js";
import type { Translator } from "../../../src/i18n/translate.js";
import type { BoardLayout, BoardState, GameInfo, PendingView } from "../game/protocol.js";
import { shared } from "../app/shared-styles.js";
import { adjacencyPairs, boardBounds, BOX, groupLabels, mainGroup, sideColour } from "./geometry.js";
import { spaceDeps, spaceView, type BoardInputs, type SpaceView } from "./space-view.js";

type Space = BoardLayout["spaces"][number];

/** Pixels the hint (top) and the legend (bottom) take over a board of 500 px or more. */
const FIT_MARGIN = { top: 44, bottom: 36 };

export class CwBoard extends LitElement {
  static override properties = {
    layout: { attribute: false },
    info: { attribute: false },
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
  declare layout: BoardLayout | null;
  declare info: GameInfo | null;
  declare board: BoardState | null;
  declare pending: PendingView | null;
  /** Spaces the last move (or the step looked at in the log) changed: marked until the next one. */
  declare changed: Set<string>;
  /** Spaces whose pieces or holder the last edit changed (the same moves replayed). */
  declare edited: Set<string>;
  /** The space under the pointer, for its tooltip. */
  declare tip: { id: string; x: number; y: number } | null;
  declare view: { x: number; y: number; w: number; h: number };
  private drag: { x: number; y: number; vx: number; vy: number; moved: boolean } | null = null;

  constructor() {
    super();
    this.layout = null;
    this.info = null;
    this.board = null;
    this.pending = null;
    this.changed = new Set();
    this.edited = new Set();
    this.tip = null;
    this.tr = null;
    this.view = { x: 0, y: 0, w: 1600, h: 1000 };
  }

  private fitted: BoardLayout | null = null;

  /** Whether the view is the whole board fitted (not zoomed or panned): kept fitted when the board's size changes. */
  private fit = true;
  private resize = new ResizeObserver(() => {
    if (this.fit) this.view = this.full();
  });

  override connectedCallback(): void {
    super.connectedCallback();
    this.resize.observe(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resize.disconnect();
  }

  /**
   * The whole board (a new layout is fitted once), as the view of the board's box: its spaces kept
   * out of the strips at the top and bottom where the hint and the legend are drawn over the board,
   * so neither hides a space to click (the strips shrink with a small board).
   */
  private full(): { x: number; y: number; w: number; h: number } {
    const b = this.layout ? boardBounds(this.layout) : { x: 0, y: 0, w: 1600, h: 1000 };
    const width = this.clientWidth;
    const height = this.clientHeight;
    const k = Math.min(1, height / 500);
    const top = FIT_MARGIN.top * k;
    const free = height - top - FIT_MARGIN.bottom * k;
    if (!width || free <= 0) return b;
    const s = Math.min(width / b.w, free / b.h);
    return { x: b.x + b.w / 2 - width / (2 * s), y: b.y + b.h / 2 - (top + free / 2) / s, w: width / s, h: height / s };
  }

  /** Fits the whole board and keeps it fitted. */
  private fitAll(): void {
    this.fit = true;
    this.view = this.full();
  }

  override willUpdate(): void {
    if (this.layout && this.layout !== this.fitted && (!this.fitted || JSON.stringify(boardBounds(this.fitted)) !== JSON.stringify(boardBounds(this.layout)))) this.fitAll();
    this.fitted = this.layout;
  }

  static override styles = [
    shared,
    css`
      :host { display: block; position: relative; flex: 1; min-height: 0; background: #dfe6ea; }
      svg { position: absolute; inset: 0; width: 100%; height: 100%; display: block; cursor: grab; user-select: none; }
      svg.dragging { cursor: grabbing; }
      .space { cursor: default; }
      .space.option { cursor: pointer; }
      .space.option .frame { stroke: #e0a526; stroke-width: 5; animation: pulse 1.4s ease-in-out infinite; }
      .space.dim { opacity: 0.5; }
      .space.option:hover .frame { stroke: #c98a05; }
      @keyframes pulse { 50% { stroke-opacity: 0.45; } }
      .changed .flash { animation: flash 1.6s ease-out 1; }
      .last-ring { fill: none; stroke: #e0a526; stroke-width: 4; pointer-events: none; }
      .edit-ring { fill: none; stroke: #7b4fc4; stroke-width: 4; stroke-dasharray: 9 5; pointer-events: none; }
      .tip { position: absolute; z-index: 5; pointer-events: none; background: #1d2430; color: #fff; border-radius: 7px; padding: 7px 10px; font-size: 12px; line-height: 1.45; box-shadow: var(--shadow); max-width: 260px; }
      .tip b { font-size: 13px; }
      .tip .muted2 { color: #b9c2cd; }
      .tip .holder { font-weight: 700; }
      @keyframes flash { 0% { fill-opacity: 0.75; } 100% { fill-opacity: 0; } }
      .zoom { position: absolute; right: 10px; top: 10px; display: flex; flex-direction: column; gap: 4px; }
      .zoom button { width: 28px; height: 28px; border-radius: 6px; border: 1px solid var(--line); background: rgba(255,255,255,0.92); cursor: pointer; font-weight: 700; color: var(--ink-2); }
      .legend { position: absolute; left: 10px; bottom: 8px; display: flex; gap: 12px; align-items: center; font-size: 11px; color: var(--ink-2); background: rgba(255,255,255,0.88); padding: 4px 10px; border-radius: 6px; border: 1px solid var(--line); }
      .legend i { display: inline-block; width: 11px; height: 11px; border-radius: 2px; vertical-align: -1px; margin-right: 4px; }
      .hint { position: absolute; left: 50%; top: 10px; transform: translateX(-50%); background: #1d2430; color: #fff; padding: 5px 12px; border-radius: 14px; font-size: 12px; font-weight: 600; box-shadow: var(--shadow); pointer-events: none; }
      .hint .who { font-weight: 800; }
      .empty { position: absolute; inset: 0; display: grid; place-items: center; color: var(--muted); }
    `,
  ];

  override render() {
    const t = (key: string, args?: Record<string, string | number | boolean | null>) => this.tr?.t(key, args ?? {}) ?? "";
    if (!this.layout || !this.info) return html`<div class="empty">${t("editor.board.loading")}</div>`;
    const layout = this.layout;
    const info = this.info;
    const sides = info.sides.map((s) => s.id);
    const v = this.view;
    const options = new Set(this.pending?.options.filter((o) => o.kind === "space").map((o) => o.id) ?? []);
    const picking = options.size > 0;
    const inputs: BoardInputs = { layout, info, tr: this.tr, board: this.board, options, changed: this.changed, edited: this.edited };
    const mark = info.display.spaceMark;
    const number = info.display.spaceNumber;
    // The board's fixed part (background, links, group labels, home spaces) is drawn again only
    // for another layout, game or language; each space only when what it shows changed (space-view.ts).
    return html`
      <svg viewBox="${v.x} ${v.y} ${v.w} ${v.h}" preserveAspectRatio="xMidYMid meet" role="img" aria-label="board"
        @wheel=${this.onWheel} @pointerdown=${this.onDown} @pointermove=${this.onMove} @pointerup=${this.onUp} @dblclick=${() => this.fitAll()}>
        ${guard([layout, info, this.tr], () => this.fixed(layout, sides))}
        ${layout.spaces.filter((c) => !c.home).map((c) => guard(spaceDeps(c, inputs), () => this.space(spaceView(c, inputs))))}
      </svg>
      ${this.pending && picking ? html`<div class="hint"><span class="who" style="color:${sideColour(sides, this.pending.player)}">${this.pending.who}</span> — ${t("editor.board.click_space")}</div>` : nothing}
      <div class="zoom">
        <button title=${t("editor.board.zoom_in")} @click=${() => this.zoomBy(0.8)}>+</button>
        <button title=${t("editor.board.zoom_out")} @click=${() => this.zoomBy(1.25)}>−</button>
        <button title=${t("editor.board.fit")} @click=${() => this.fitAll()}>⤢</button>
      </div>
      <div class="legend">
        ${sides.map((s) => html`<span><i style="background:${sideColour(sides, s)}"></i>${t("editor.board.control", { side: s })}</span>`)}
        ${mark ? html`<span data-legend="mark"><i style="background:#7d1d2c"></i>${this.fieldName(mark)}</span>` : nothing}
        ${number ? html`<span data-legend="number">${t("editor.board.in_the_middle", { field: this.fieldName(number) })}</span>` : nothing}
        ${this.changed.size ? html`<span data-legend="last"><i style="background:none;border:2px solid #e0a526"></i>${t("editor.board.last_move")}</span>` : nothing}
        ${this.edited.size ? html`<span data-legend="edited"><i style="background:none;border:2px dashed #7b4fc4"></i>${t("editor.board.edited")}</span>` : nothing}
      </div>
      ${this.tip ? this.tooltip(this.tip) : nothing}
    `;
  }

  /** What no game message changes: the background, the links between spaces, the group labels and the home spaces. */
  private fixed(layout: BoardLayout, sides: string[]) {
    const byId = new Map(layout.spaces.map((c) => [c.id, c]));
    const homes = layout.spaces.filter((c) => c.home);
    const spaces = layout.spaces.filter((c) => !c.home);
    const full = this.full();
    return svg`
        <defs>
          <filter id="soft" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="1.5" stdDeviation="1.5" flood-color="#1b2430" flood-opacity="0.22"/></filter>
          <pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" fill="none" stroke="#d3dce1" stroke-width="1"/></pattern>
        </defs>
        <rect x=${full.x - 800} y=${full.y - 600} width=${full.w + 1600} height=${full.h + 1200} fill="#e3e9ec"/>
        <rect x=${full.x - 800} y=${full.y - 600} width=${full.w + 1600} height=${full.h + 1200} fill="url(#grid)" opacity="0.6"/>
        ${layout.groups.filter((r) => !r.parent).map((r) => svg`<g opacity="0.2" fill=${r.colour ?? "#9aa2ac"}>${spaces.filter((c) => mainGroup(layout, c)?.id === r.id).map((c) => svg`<rect x=${c.x - BOX.w / 2 - 22} y=${c.y - BOX.h / 2 - 20} width=${BOX.w + 44} height=${BOX.h + 40} rx="26"/>`)}</g>`)}
        <g stroke="#7d8893" stroke-width="2" stroke-linecap="round" opacity="0.55">
          ${adjacencyPairs(layout).filter(([a, b]) => !byId.get(a)!.home && !byId.get(b)!.home).map(([a, b]) => {
            const p = byId.get(a)!;
            const q = byId.get(b)!;
            // Links across most of the board (around the world) wrap around its edge instead of crossing it.
            if (Math.abs(p.x - q.x) > full.w * 0.56) {
              const [l, r] = p.x < q.x ? [p, q] : [q, p];
              return svg`<line x1=${l.x} y1=${l.y} x2=${full.x + 20} y2=${l.y} stroke-dasharray="6 6"/><line x1=${r.x} y1=${r.y} x2=${full.x + full.w - 20} y2=${r.y} stroke-dasharray="6 6"/>`;
            }
            return svg`<line x1=${p.x} y1=${p.y} x2=${q.x} y2=${q.y}/>`;
          })}
        </g>
        <g stroke-width="3" stroke-dasharray="2 7" stroke-linecap="round" opacity="0.75">
          ${homes.flatMap((h) => h.adjacent.map((a) => byId.get(a)).filter((c): c is Space => !!c).map((c) => svg`<line x1=${h.x} y1=${h.y} x2=${c.x} y2=${c.y} stroke=${sideColour(sides, h.home)}/>`))}
        </g>
        ${groupLabels(layout).map((l) => svg`<text x=${l.x} y=${l.y} text-anchor="middle" font-family="var(--font)" font-size="16" font-weight="800" letter-spacing="2.5" fill=${l.colour} stroke="#eef2f4" stroke-width="5" paint-order="stroke" style="filter: brightness(0.7)">${(this.tr?.name("group", l.id) ?? l.name).toUpperCase()}</text>`)}
        ${homes.map((h) => this.home(h, sides))}
        `;
  }

  private space(v: SpaceView) {
    const { x, y } = v;
    const cls = `space ${v.option ? "option" : v.picking ? "dim" : ""} ${v.last ? "changed" : ""}`;
    return svg`<g class=${cls} data-space=${v.id} data-holder=${v.holder ?? nothing} data-last=${v.last ? "1" : nothing} data-edited=${v.edited ? "1" : nothing}
      aria-label=${v.label}
      @click=${() => v.option && !this.drag?.moved && this.pick(v.id)}
      @pointerenter=${(e: PointerEvent) => this.showTip(v.id, e)} @pointermove=${(e: PointerEvent) => this.showTip(v.id, e)} @pointerleave=${() => (this.tip = null)}>
      <rect class="frame" x=${x} y=${y} width=${BOX.w} height=${BOX.h} rx="7" fill=${v.body} stroke=${v.colour} stroke-width="2.5" filter="url(#soft)"/>
      <path d="M${x + 7} ${y}h${BOX.w - 14}a7 7 0 0 1 7 7v${BOX.band - 7}h-${BOX.w}v-${BOX.band - 7}a7 7 0 0 1 7 -7z" fill=${v.bandFill}/>
      ${v.marked ? svg`<rect x=${x + 4} y=${y + 4} width="5" height=${BOX.band - 8} rx="1.5" fill="#f2c94c"/>` : nothing}
      <text x=${v.cx + (v.marked ? 3 : 0)} y=${y + 16} text-anchor="middle" font-family="var(--font-cond)" font-size=${v.name.length > 17 ? 12 : 14} font-weight="700" fill=${v.bandInk} textLength=${v.name.length > 11 ? BOX.w - 18 : nothing} lengthAdjust="spacingAndGlyphs">${v.name}</text>
      ${v.pieces.map((p) => this.pieces(p))}
      ${v.number !== null ? svg`<circle cx=${v.cx} cy=${y + BOX.band + 18} r="11" fill="#f3f1ea" stroke="#b9b2a0" stroke-width="1.2"/>
      <text x=${v.cx} y=${y + BOX.band + 23} text-anchor="middle" font-family="var(--font)" font-size="13" font-weight="700" fill="#3b3526">${v.number}</text>` : nothing}
      <rect class="flash" x=${x} y=${y} width=${BOX.w} height=${BOX.h} rx="7" fill="#f2c94c" fill-opacity="0" pointer-events="none"/>
      ${v.last ? svg`<rect class="last-ring" x=${x - 5} y=${y - 5} width=${BOX.w + 10} height=${BOX.h + 10} rx="10"/>` : nothing}
      ${v.edited ? svg`<rect class="edit-ring" x=${x - 9} y=${y - 9} width=${BOX.w + 18} height=${BOX.h + 18} rx="12"/>` : nothing}
    </g>`;
  }

  private pieces({ x, y, n, side, colour, holds }: SpaceView["pieces"][number]) {
    if (!n) return svg`<rect x=${x} y=${y} width="34" height="26" rx="4" fill="none" stroke="#e1e4e8" stroke-dasharray="3 3"/>`;
    return svg`<rect x=${x} y=${y} width="34" height="26" rx="4" fill=${holds ? colour : "#ffffff"} stroke=${colour} stroke-width="2"/>
      <text x=${x + 17} y=${y + 19.5} text-anchor="middle" font-family="var(--font)" font-size="17" font-weight="800" fill=${holds ? "#ffffff" : colour} data-pieces=${side}>${n}</text>`;
  }

  /** A side's home space: a large box in the side's colour. */
  private home(h: Space, sides: string[]) {
    const colour = sideColour(sides, h.home);
    const name = this.spaceName(h);
    return svg`<g data-home=${h.home ?? ""} data-space=${h.id}>
      <rect x=${h.x - 66} y=${h.y - 30} width="132" height="60" rx="9" fill=${colour} filter="url(#soft)"/>
      <path transform="translate(${h.x - 50} ${h.y - 12}) scale(0.5)" d="M24 2.5l6.2 13.6 14.8 1.6-11 10.1 3.1 14.6L24 34.9 10.9 42.4 14 27.8 3 17.7l14.8-1.6z" fill="#fff"/>
      <text x=${name.length > 9 ? h.x + 19 : h.x + 14} y=${h.y + 8} text-anchor="middle" font-family="var(--font)" font-size=${name.length > 6 ? 15 : 22} font-weight="800" fill="#fff" letter-spacing=${name.length > 6 ? 0 : 1} textLength=${name.length > 9 ? 86 : nothing} lengthAdjust="spacingAndGlyphs">${name}</text>
    </g>`;
  }

  /** A space field's name in the page's language: its translation, else the game's `title`, else its id as words. */
  private fieldName(field: string): string {
    const title = this.info?.spaceFields[field]?.["title"];
    return this.tr?.text(`space_field.${field}.name`) ?? (typeof title === "string" ? title : fieldWord(field));
  }

  /** A space's name in the page's language (the board's own English name without a translator). */
  private spaceName(c: Space): string {
    return this.tr?.name("space", c.id) ?? c.name;
  }

  private showTip(id: string, e: PointerEvent): void {
    if (this.drag?.moved) return;
    const r = this.getBoundingClientRect();
    this.tip = { id, x: e.clientX - r.left, y: e.clientY - r.top };
  }

  /** A space's name, groups, declared fields, pieces by side and holder, next to the pointer. */
  private tooltip(tip: { id: string; x: number; y: number }) {
    const c = this.layout?.spaces.find((x) => x.id === tip.id);
    if (!c || !this.tr || !this.info) return nothing;
    const t = this.tr;
    const info = this.info;
    const sides = info.sides.map((s) => s.id);
    const kind = info.pieces[0];
    const counts = (kind && this.board?.pieces[kind.id]?.[c.id]) || sides.map(() => 0);
    const holder = this.board?.holders[c.id] ?? null;
    const groups = c.groups.map((g) => this.tr?.name("group", g) ?? this.layout!.groups.find((r) => r.id === g)?.name ?? g);
    const fields = fieldLine(c.fields, info, (f) => this.fieldName(f));
    const w = this.clientWidth;
    const left = tip.x + 270 > w ? tip.x - 262 : tip.x + 14;
    return html`<div class="tip" role="tooltip" data-tip=${c.id} style="left:${left}px;top:${Math.max(4, tip.y - 10)}px">
      <b>${this.spaceName(c)}</b><br />
      <span class="muted2">${groups.join(" · ")}</span><br />
      ${fields ? html`${fields}<br />` : nothing}
      ${kind && !c.home ? html`${t.name("piece", kind.id)}: ${sides.map((s, i) => `${t.name("side", s)} ${counts[i] ?? 0}`).join(" · ")}<br />` : nothing}
      ${c.home ? nothing : html`<span class="holder" style="color:${holder ? sideColour(sides, holder) : "inherit"}">${t.t("editor.board.tip_control", { owner: holder })}</span>`}
    </div>`;
  }

  private pick(id: string): void {
    this.dispatchEvent(new CustomEvent("choose", { detail: id, bubbles: true, composed: true }));
  }

  private zoomBy(f: number, cx = this.view.x + this.view.w / 2, cy = this.view.y + this.view.h / 2): void {
    const full = this.full();
    this.fit = false;
    const w = Math.min(full.w * 1.2, Math.max(full.w / 6, this.view.w * f));
    const h = (w * full.h) / full.w;
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
      this.fit = false;
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

/** A field's name as words (`space_number` → `Space number`). */
function fieldWord(field: string): string {
  const w = field.replace(/_/g, " ");
  return w.charAt(0).toUpperCase() + w.slice(1);
}

/** The space's number field and its true flags, in one line: "Defence 2 · Capital". */
function fieldLine(fields: Record<string, unknown>, info: GameInfo, nameOf: (field: string) => string): string {
  const out: string[] = [];
  const n = info.display.spaceNumber;
  if (n && typeof fields[n] === "number") out.push(`${nameOf(n)} ${fields[n]}`);
  for (const name of Object.keys(info.spaceFields)) if (fields[name] === true) out.push(nameOf(name));
  return out.join(" · ");
}
