// The New card dialog: id, name, side, Ops and era, each label next to its control. On Create it
// sends `new-card` with the card; the app adds the skeleton to the era's cards file and writes its
// test (authoring/new-card.ts).
import { css, html, LitElement, nothing } from "lit";
import type { Translator } from "../../../src/i18n/translate.js";
import { shared } from "../app/shared-styles.js";
import { checkCardId, nameFromId, type NewCard } from "./new-card.js";

export class CwNewCard extends LitElement {
  static override properties = { tr: { attribute: false }, eras: { attribute: false }, taken: { attribute: false }, draft: { state: true }, error: { state: true }, named: { state: true } };
  declare tr: Translator | null;
  declare eras: { id: string; name: string }[];
  declare taken: ReadonlySet<string>;
  declare draft: NewCard;
  declare error: string | null;
  /** The name was typed (not derived from the id). */
  declare named: boolean;

  constructor() {
    super();
    this.tr = null;
    this.eras = [];
    this.taken = new Set();
    this.draft = { id: "", name: "", side: "ussr", ops: 2, era: "early" };
    this.error = null;
    this.named = false;
  }

  private t(key: string, args?: Record<string, string | number>): string {
    return this.tr?.t(key, args) ?? key;
  }

  static override styles = [
    shared,
    css`
      :host { position: fixed; inset: 0; z-index: 50; display: grid; place-items: center; background: rgba(20, 26, 36, 0.35); }
      form { width: 430px; background: var(--panel); border-radius: 10px; box-shadow: 0 18px 50px rgba(0, 0, 0, 0.3); padding: 18px 20px 16px; display: grid; grid-template-columns: 92px 1fr; gap: 10px 12px; align-items: center; }
      h2 { grid-column: 1 / -1; margin: 0 0 2px; font-size: 16px; }
      .lead { grid-column: 1 / -1; margin: -4px 0 4px; color: var(--muted); font-size: 12px; }
      label { font-size: 12px; font-weight: 600; color: var(--ink-2); }
      input, select { width: 100%; box-sizing: border-box; }
      .sides { display: flex; gap: 6px; }
      .sides label { display: inline-flex; align-items: center; gap: 4px; font-weight: 500; }
      .sides input { width: auto; height: auto; }
      .err { grid-column: 1 / -1; color: var(--err); font-size: 12px; }
      .actions { grid-column: 1 / -1; display: flex; justify-content: flex-end; gap: 8px; margin-top: 4px; }
      .note { grid-column: 2; font-size: 11px; color: var(--muted); margin-top: -6px; }
    `,
  ];

  override render() {
    const d = this.draft;
    return html`<form data-new-card-form @submit=${(e: Event) => this.submit(e)} @keydown=${(e: KeyboardEvent) => e.key === "Escape" && this.cancel()}>
      <h2>${this.t("editor.new_card.title")}</h2>
      <p class="lead">${this.t("editor.new_card.lead")}</p>
      <label for="nc-id">${this.t("editor.new_card.id")}</label>
      <input id="nc-id" data-nc-id autofocus placeholder="berlin_airlift" .value=${d.id} @input=${(e: Event) => {
        const id = (e.target as HTMLInputElement).value.trim();
        this.draft = { ...d, id, name: this.named ? d.name : nameFromId(id) };
        this.error = null;
      }} />
      <span class="note">${this.t("editor.new_card.id_note")}</span>
      <label for="nc-name">${this.t("editor.new_card.name")}</label>
      <input id="nc-name" data-nc-name .value=${d.name} @input=${(e: Event) => {
        this.draft = { ...d, name: (e.target as HTMLInputElement).value };
        this.named = true;
      }} />
      <span id="nc-side-label" style="font-size:12px;font-weight:600;color:var(--ink-2)">${this.t("editor.new_card.side")}</span>
      <div class="sides" role="radiogroup" aria-labelledby="nc-side-label">
        ${(["us", "ussr", "neutral"] as const).map(
          (s) => html`<label><input type="radio" name="side" data-nc-side=${s} .checked=${d.side === s} @change=${() => (this.draft = { ...d, side: s })} />${this.tr?.name("side", s) ?? s}</label>`,
        )}
      </div>
      <label for="nc-ops">${this.t("editor.new_card.ops")}</label>
      <select id="nc-ops" data-nc-ops @change=${(e: Event) => (this.draft = { ...d, ops: Number((e.target as HTMLSelectElement).value) })}>
        ${[0, 1, 2, 3, 4].map((n) => html`<option value=${n} ?selected=${d.ops === n}>${n}</option>`)}
      </select>
      <label for="nc-era">${this.t("editor.new_card.era")}</label>
      <select id="nc-era" data-nc-era @change=${(e: Event) => (this.draft = { ...d, era: (e.target as HTMLSelectElement).value })}>
        ${this.eras.map((e) => html`<option value=${e.id} ?selected=${d.era === e.id}>${this.tr?.name("era", e.id) ?? e.name}</option>`)}
      </select>
      ${this.error ? html`<div class="err" role="alert">${this.error}</div>` : nothing}
      <div class="actions">
        <button type="button" class="btn" @click=${() => this.cancel()}>${this.t("editor.cancel")}</button>
        <button type="submit" class="btn primary" data-nc-create>${this.t("editor.new_card.create")}</button>
      </div>
    </form>`;
  }

  protected override firstUpdated(): void {
    this.renderRoot.querySelector<HTMLInputElement>("[data-nc-id]")?.focus();
  }

  private submit(e: Event): void {
    e.preventDefault();
    const d = { ...this.draft, name: this.draft.name.trim() || nameFromId(this.draft.id) };
    const problem = checkCardId(d.id, this.taken);
    if (problem) {
      this.error = this.t(`editor.new_card.${problem}`, { id: d.id });
      return;
    }
    this.dispatchEvent(new CustomEvent("new-card", { detail: d, bubbles: true, composed: true }));
  }

  private cancel(): void {
    this.dispatchEvent(new CustomEvent("new-card-cancel", { bubbles: true, composed: true }));
  }
}

customElements.define("cw-new-card", CwNewCard);
