// What happened, step by step: each user action with the log lines it caused, every number with
// its explanation. After an edit, the first step whose outcome changed is marked.
import { css, html, LitElement, nothing, type PropertyValues } from "lit";
import type { Translator } from "../../../src/i18n/translate.js";
import { shared } from "../app/shared-styles.js";
import type { Line } from "./describe.js";
import type { BoardChanges, ReplayNote, StepView } from "./protocol.js";

const ICON: Record<Line["tone"], string> = { turn: "◷", card: "▭", space: "◆", roll: "⚄", track: "★", effect: "✦", over: "⚑", note: "·" };

export class CwLog extends LitElement {
  static override properties = { pieces: {}, steps: { attribute: false }, start: { attribute: false }, note: { attribute: false }, ranOn: {}, stale: { type: Boolean }, tr: { attribute: false }, moment: { attribute: false } };
  /** The step whose board is shown (null: now). */
  declare moment: number | null;
  /** The name of the pieces the board compares (the game's first kind), for the board's changes. */
  declare pieces: string;
  declare tr: Translator | null;
  declare steps: StepView[];
  declare start: Line[];
  declare note: ReplayNote | null;
  /** Why the game, begun at the position chosen, ran on past it before any move (see ranOn in script.ts): said beside the start's lines. */
  declare ranOn: string | null;
  declare stale: boolean;

  constructor() {
    super();
    this.steps = [];
    this.start = [];
    this.note = null;
    this.ranOn = null;
    this.stale = false;
    this.tr = null;
    this.moment = null;
  }

  private t(key: string, args?: Record<string, number | string>): string {
    return this.tr?.t(key, args) ?? "";
  }

  static override styles = [
    shared,
    css`
      :host { display: flex; flex-direction: column; min-height: 0; flex: 1; }
      .banner { margin: 8px 10px 0; padding: 7px 10px; border-radius: 6px; font-size: 12px; font-weight: 600; display: flex; gap: 8px; align-items: center; flex: none; max-height: 150px; overflow: auto; }
      .diff { font-weight: 500; margin-top: 3px; font-size: 11.5px; }
      .diff .was, .diff .now { display: inline-block; min-width: 30px; margin-right: 4px; font-size: 10px; font-weight: 800; text-transform: uppercase; letter-spacing: 0.05em; opacity: 0.7; }
      .banner.same { background: #e6f4ec; color: #1d6b41; }
      .stopline { margin-top: 4px; font-weight: 600; color: #8f2a1f; }
      .board { font-weight: 500; margin-top: 4px; font-size: 11.5px; }
      .board .was { display: inline-block; font-size: 10px; font-weight: 800; text-transform: uppercase; letter-spacing: 0.05em; opacity: 0.7; }
      .board ul { margin: 2px 0 0; padding-left: 16px; }
      .banner.changed, .banner.longer { background: #fff3d6; color: #7a4d00; }
      .banner.stopped { background: #fdecea; color: #8f2a1f; }
      .banner.stale { background: #fdecea; color: #8f2a1f; }
      .banner.ran-on { background: #eef1f5; color: var(--ink-2); font-weight: 500; }
      .list { flex: 1; padding: 6px 0 10px; }
      .step { padding: 5px 12px 6px; border-left: 3px solid transparent; }
      .step + .step { border-top: 1px solid var(--line-2); }
      .step.changed { border-left-color: #e0a526; background: #fffaf0; }
      .step.stopped { border-left-color: var(--err); background: #fdf3f1; }
      .step.not-replayed { opacity: 0.45; }
      .step { cursor: pointer; }
      .step:hover { background: var(--panel-2); }
      .step.viewing { border-left-color: #1d2430; background: #eef1f5; }
      .banner.moment { background: #1d2430; color: #fff; }
      .title { display: flex; gap: 8px; align-items: baseline; font-weight: 700; font-size: 12.5px; }
      .n { font: 600 10.5px var(--mono); color: var(--faint); min-width: 22px; }
      .badge { font-size: 10px; font-weight: 800; letter-spacing: 0.05em; text-transform: uppercase; padding: 0 6px; border-radius: 8px; }
      .badge.changed { background: #f7d98c; color: #6b4400; }
      .badge.stopped { background: var(--err); color: #fff; }
      .line { display: grid; grid-template-columns: 16px 1fr; gap: 4px; padding-left: 30px; font-size: 12px; color: var(--ink-2); }
      .ic { color: var(--faint); text-align: center; }
      /* A line's class is its tone (describe.ts toneOf: what the entry names, in any game). */
      .line.roll .ic { color: #6f42c1; } .line.effect .ic { color: #0b7a75; } .line.over { font-weight: 700; color: var(--ink); }
      .detail { display: block; font: 11px var(--mono); color: var(--muted); }
      details.start summary { cursor: pointer; padding: 4px 12px; font-size: 12px; color: var(--muted); }
      .empty { padding: 14px; color: var(--muted); font-size: 12px; }
    `,
  ];

  override render() {
    const note = this.note;
    return html`
      ${this.stale ? html`<div class="banner stale">${this.t("editor.log.stale")}</div>` : nothing}
      ${this.moment !== null
        ? html`<div class="banner moment" data-moment=${this.moment}>${this.t("editor.log.moment", { step: this.moment + 1 })}<span style="flex:1"></span><button class="btn small" data-back-to-now @click=${() => this.emitMoment(null)}>${this.t("editor.log.back_to_now")}</button></div>`
        : nothing}
      ${note && note.kind !== "fresh" && note.message
        ? html`<div class="banner ${note.kind}" data-replay=${note.kind}><div>${note.message}${note.before !== undefined
            ? html`<div class="diff"><span class="was">${this.t("editor.log.was")}</span> ${note.before}<br /><span class="now">${this.t("editor.log.now")}</span> ${note.after}</div>`
            : nothing}${note.stop ? html`<div class="stopline" data-replay-stop>${note.stop}</div>` : nothing}${note.board && this.tr
            ? html`<div class="board" data-board-changes><span class="was">${this.t("editor.replay.board")}</span><ul>${boardLines(note.board, this.tr, this.pieces ?? "").map((l) => html`<li>${l}</li>`)}</ul></div>`
            : nothing}</div></div>`
        : nothing}
      ${this.ranOn && this.moment === null ? html`<div class="banner ran-on" role="status" data-ran-on>${this.ranOn}</div>` : nothing}
      <div class="list scroll">
        ${this.start.length ? html`<details class="start"><summary>${this.t("editor.log.start", { count: this.start.length })}</summary>${this.start.map((l) => this.line(l))}</details>` : nothing}
        ${this.steps.length ? nothing : html`<div class="empty">${this.t("editor.log.empty")}</div>`}
        ${this.steps.map(
          (s) => html`<div class="step ${s.status} ${this.moment === s.index ? "viewing" : ""}" data-step=${s.index} role="button" tabindex="0" title=${this.t("editor.log.click_step")}
            @click=${() => this.emitMoment(this.moment === s.index ? null : s.index)} @keydown=${(e: KeyboardEvent) => (e.key === "Enter" || e.key === " ") && this.emitMoment(s.index)}>
            <div class="title"><span class="n">${s.index + 1}</span><span>${s.title}</span>
              ${s.status === "changed" ? html`<span class="badge changed">${this.t("editor.log.changed")}</span>` : s.status === "stopped" ? html`<span class="badge stopped">${this.t("editor.log.stopped")}</span>` : nothing}</div>
            ${s.lines.map((l) => this.line(l))}
          </div>`,
        )}
      </div>`;
  }

  private emitMoment(step: number | null): void {
    this.dispatchEvent(new CustomEvent("log-moment", { detail: step, bubbles: true, composed: true }));
  }

  private line(l: Line) {
    return html`<div class="line ${l.tone}" data-log=${l.k ?? ""}><span class="ic">${ICON[l.tone]}</span><span>${l.text}</span></div>`;
  }

  protected override updated(changed: PropertyValues): void {
    if (changed.has("steps") && this.moment === null) {
      // Scrolling needs the layout: done at the next frame, when the other panels have updated
      // too, so that the page is laid out once (not here, and again after them).
      requestAnimationFrame(() => {
        if (this.moment !== null) return;
        const list = this.renderRoot.querySelector(".list");
        const target = this.renderRoot.querySelector(".step.changed, .step.stopped");
        if (target) target.scrollIntoView({ block: "nearest" });
        else if (list) list.scrollTop = list.scrollHeight;
      });
    }
  }
}

/**
 * What an edit changed on the board, one line per space, track, effect or card, in the game's
 * names: a place of a card is a pile (`hand.north`: the pile and the side), `elsewhere` outside them.
 */
export function boardLines(c: BoardChanges, tr: Translator, pieces: string): string[] {
  const place = (p: string) => {
    if (p === "elsewhere") return tr.t("editor.replay.elsewhere");
    const [pile, side] = p.split(".");
    return side ? `${tr.name("pile", pile!)} (${tr.name("side", side)})` : tr.name("pile", pile!);
  };
  const holder = (h: string | null) => (h === null ? tr.t("editor.replay.nobody") : tr.name("side", h));
  const track = (id: string) => {
    const [t, side] = id.split(".");
    // A number shown above the board is a variable's (turn, round …), else a track's.
    const name = tr.bundle.byKey.has(`track.${t}.name`) ? tr.name("track", t!) : tr.bundle.byKey.has(`variable.${t}.name`) ? tr.name("variable", t!) : t!.replace(/_/g, " ");
    return side ? `${tr.name("side", side)} ${name}` : name;
  };
  return [
    ...c.spaces.map((x) =>
      tr.t("editor.replay.space", { space: tr.name("space", x.id), pieces, before: x.before.join("/"), after: x.after.join("/"), holder: x.holderBefore === x.holderAfter ? "same" : "changed", holderBefore: holder(x.holderBefore), holderAfter: holder(x.holderAfter) }),
    ),
    ...c.tracks.map((x) => tr.t("editor.replay.track_moved", { track: track(x.track), before: x.before, after: x.after })),
    ...c.effects.map((x) => tr.t("editor.replay.effect", { effect: x.id, change: x.change })),
    ...c.cards.map((x) => tr.t("editor.replay.card_moved", { card: x.id, before: place(x.before), after: place(x.after) })),
    ...(c.result ? [tr.t("editor.replay.result", { before: c.result.before, after: c.result.after })] : []),
  ];
}

customElements.define("cw-log", CwLog);
