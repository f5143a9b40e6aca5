// The card as a player sees it, drawn as its game declares (game.yaml `card_face`): the corner
// value in a star, a title band in its side's colour (or the colour the game gives cards of a
// kind), number, name (underlined when it has a lasting effect), text, the declared lines at its
// foot and notes under its text. Nothing here knows a game: each game names its own fields. Its
// labels are in the language of `tr` (the editor's, or the translator view's target language).
import { css, html, LitElement, svg } from "lit";
import type { CardFaceDecl } from "../../../src/content/raw.js";
import { cardFace, noEventByDesign } from "../../../src/i18n/card-face.js";
import type { Translator } from "../../../src/i18n/translate.js";
import { shared } from "../app/shared-styles.js";
import { inkOn, sideColour } from "../board/geometry.js";
import type { GameInfo } from "../game/protocol.js";
import type { CardAt, CardFace } from "./card-at.js";

/** The sizes a card's text is tried at, largest first (px). */
const TEXT_SIZES = [12, 11.5, 11, 10.5, 10];

export class CwCardFace extends LitElement {
  static override properties = { at: { attribute: false }, file: {}, tr: { attribute: false }, caption: {}, info: { attribute: false } };
  declare at: CardAt | null;
  /** The game's sides (their colours) and its card_face; without it, a plain face. */
  declare info: Pick<GameInfo, "sides" | "cardFace"> | null;
  declare file: string | null;
  declare tr: Translator | null;
  /** Shown under the card instead of "card N of M" (the translator view says whose face it is). */
  declare caption: string | null;

  constructor() {
    super();
    this.at = null;
    this.file = null;
    this.tr = null;
    this.caption = null;
    this.info = null;
  }

  private t(key: string, args?: Record<string, string | number | boolean>): string {
    return this.tr?.t(key, args) ?? key;
  }

  static override styles = [
    shared,
    css`
      :host { display: flex; flex-direction: column; align-items: center; padding: 12px 10px 8px; min-height: 0; overflow: auto; }
      .card {
        width: 200px; height: 278px; flex: none; border-radius: 11px; position: relative; overflow: hidden; display: flex; flex-direction: column;
        background: #f4ecd9; border: 1px solid #3a3326; box-shadow: 0 6px 16px rgba(40, 30, 10, 0.18), inset 0 0 0 4px #f4ecd9, inset 0 0 0 5px #cdbf9f;
      }
      .band { height: 58px; flex: none; position: relative; color: #fff; display: flex; align-items: flex-end; padding: 0 10px 7px 58px; }
      .band.plain { padding-left: 12px; }
      .star { position: absolute; left: 6px; top: 8px; width: 48px; height: 48px; }
      .num { position: absolute; right: 10px; top: 7px; font: 700 12px var(--font-cond); opacity: 0.9; letter-spacing: 0.04em; }
      .name { font: 800 15px/1.1 var(--font-cond); text-transform: uppercase; letter-spacing: 0.02em; text-shadow: 0 1px 0 rgba(0,0,0,0.25); }
      .band.dark-ink .name { text-shadow: none; }
      .name.long { font-size: 13px; }
      .name.lasting { text-decoration: underline; text-decoration-thickness: 2px; text-underline-offset: 3px; }
      .ast { font-size: 18px; vertical-align: -2px; margin-left: 2px; }
      .text { flex: 1; padding: 8px 12px 4px; font: 12px/1.4 var(--serif); color: #2b2418; overflow: hidden; position: relative; }
      .text.fade::after { content: ""; position: sticky; display: block; left: 0; right: 0; bottom: -6px; height: 22px; margin-top: -22px; background: linear-gradient(transparent, #f4ecd9); pointer-events: none; }
      .text.scrolls { overflow-y: auto; }
      .prereq { margin: 0 13px 6px; font: italic 11px var(--serif); color: #6d5d3d; }
      /* Under the text and set with it (smaller when it is), as a printed card's small print. */
      .notes { margin-top: 0.35em; font-style: italic; font-size: 0.9em; color: #6d5d3d; }
      .foot { flex: none; min-height: 28px; line-height: 1.3; padding-block: 4px; display: flex; align-items: center; gap: 6px; padding: 0 10px; border-top: 1px solid #d8cba9; font: 700 10px var(--font-cond); letter-spacing: 0.08em; text-transform: uppercase; color: #6d5d3d; }
      .foot .grow { flex: 1; }
      .badge { padding: 1px 6px; border-radius: 8px; background: #e6dbc0; color: #5a4a2a; letter-spacing: 0.03em; }
      .meta { margin-top: 8px; width: 200px; display: flex; justify-content: space-between; gap: 8px; font-size: 11px; color: var(--muted); }
      .meta code { font: 11px var(--mono); color: var(--ink-2); }
      .none { margin: auto; text-align: center; color: var(--muted); max-width: 200px; }
      .blank { width: 200px; height: 278px; border-radius: 11px; border: 2px dashed var(--line); display: grid; place-items: center; color: var(--faint); padding: 20px; text-align: center; }
    `,
  ];

  /**
   * A text longer than the face holds is set smaller, as a printed card's would be, down to a size
   * still readable; one longer still scrolls inside the face, faded at its foot, rather than being
   * cut off mid-line with nothing to say more follows.
   */
  override updated(): void {
    const box = this.renderRoot.querySelector<HTMLElement>("[data-face-text]");
    if (!box) return;
    box.classList.remove("fade", "scrolls");
    for (const size of TEXT_SIZES) {
      box.style.fontSize = `${size}px`;
      if (box.scrollHeight <= box.clientHeight + 1) return;
    }
    box.classList.add("fade", "scrolls");
  }

  override render() {
    if (!this.at) {
      return html`<div class="blank">${this.caption ?? this.t("editor.card.blank")}</div>`;
    }
    const c = this.at.card;
    const face = this.tr ? cardFace(this.tr, { ...c, id: c.id ?? "", name: c.name ?? "" }, this.info?.cardFace ?? {}) : null;
    const band = bandOf(c, this.info);
    const corner = band.corner ? (face?.cornerValue ?? null) : null;
    const lasting = c.lasting.length > 0;
    const text = c.text ?? "";
    // A card the game says has no event by its rules is not one whose event is still to be written.
    const missingEvent = !c.hasEvent && !noEventByDesign(c, this.info?.cardFace);
    return html`<div class="card" data-card=${c.id ?? ""} lang=${this.tr?.lang ?? "en"}>
        <div class="band ${corner ? "" : "plain"} ${band.ink === "#ffffff" ? "" : "dark-ink"}" style="background:${band.background};color:${band.ink}" data-face-band>
          ${corner ? star(corner, face?.corner ?? corner, band.accent) : ""}
          <span class="num">${c.number !== undefined ? `#${c.number}` : ""}</span>
          <span class="name ${lasting ? "lasting" : ""} ${(c.name ?? "").length > 22 ? "long" : ""}" data-face-name>${c.name ?? c.id ?? this.t("editor.card.unnamed")}</span>
        </div>
        <div class="text" data-face-text>${text || html`<span class="muted">${this.t("editor.card.no_text")}</span>`}${face?.notes.length
          ? html`<div class="notes" data-face-notes>${face.notes.map((n) => html`<div class="note">${n}</div>`)}</div>`
          : ""}</div>
        ${c.prerequisite ? html`<div class="prereq">${this.t("editor.card.requires", { prerequisite: c.prerequisite })}</div>` : ""}
        <div class="foot">
          <span data-face-lines>${face?.lines.join(" · ") ?? ""}</span><span class="grow"></span>
          ${lasting ? html`<span class="badge" title=${c.lasting.join(", ")}>${this.t("editor.card.lasting")}</span>` : ""}
        </div>
      </div>
      <div class="meta">
        <code>${c.id ?? "—"}</code>
        <span>${this.caption ?? html`${missingEvent ? html`<span style="color:var(--warn)" data-face-no-event>${this.t("editor.card.no_event")} · </span>` : ""}${this.t("editor.card.position", { n: this.at.index + 1, count: this.at.count })}`}</span>
      </div>`;
  }
}

/**
 * The title band: the colour the game gives cards of its kind (`card_face.band`), else its side's
 * (the board's colour for that side), else, for a card of no side, the first two sides' together.
 */
function bandOf(c: CardFace, info: Pick<GameInfo, "sides" | "cardFace"> | null): { background: string; ink: string; accent: string; corner: boolean } {
  const sides = info?.sides.map((s) => s.id) ?? [];
  const declared = info?.cardFace.band?.find((b) => c[b.field] === b.equals);
  const corner = declared?.corner ?? true;
  const colour = declared?.colour ?? (c.side && sides.includes(c.side) ? sideColour(sides, c.side) : null);
  if (colour) return { background: `linear-gradient(180deg, ${colour}, color-mix(in srgb, ${colour} 72%, black))`, ink: inkOn(colour), accent: colour, corner };
  const [a, b] = [sideColour(sides, sides[0] ?? null), sideColour(sides, sides[1] ?? null)];
  return { background: `linear-gradient(115deg, ${a} 0 50%, ${b} 50% 100%)`, ink: "#ffffff", accent: "#1d2430", corner };
}

/** The corner value in a star; `label` says it in words ("2 Ops", "Command 3"). */
function star(value: string, label: string, ink: string) {
  return html`<svg class="star" viewBox="0 0 48 48" aria-label=${label} role="img" data-face-corner>
    ${svg`<path d="M24 2.5l6.2 13.6 14.8 1.6-11 10.1 3.1 14.6L24 34.9 10.9 42.4 14 27.8 3 17.7l14.8-1.6z" fill="#ffffff" stroke="#1d2430" stroke-width="1.6" stroke-linejoin="round"/>
    <text x="24" y="31.5" text-anchor="middle" font-family="var(--font-cond)" font-weight="800" font-size="17" fill=${ink}>${value}</text>`}
  </svg>`;
}

customElements.define("cw-card-face", CwCardFace);
