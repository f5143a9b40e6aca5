// The New card dialog: id, name, side, and the fields the game declares for its cards (those a
// card must have), each label next to its control. On Create it sends `new-card` with the card; the
// app adds the skeleton to a cards file and asks the engine worker for its test (authoring/).
import { css, html, LitElement, nothing } from "lit";
import type { Translator } from "../../../src/i18n/translate.js";
import type { Value } from "../../../src/kernel/index.js";
import { shared } from "../app/shared-styles.js";
import type { GameInfo } from "../game/protocol.js";
import { checkCardId, fieldDefault, fieldHelp, fieldLabel, nameFromId, valueLabel, type FieldSchema, type NewCard } from "./new-card.js";

/** The fields a new card must have: the game's declared card fields without a default. */
export function requiredFields(info: GameInfo | null): [string, FieldSchema][] {
  return Object.entries(info?.cardFields ?? {}).filter(([, f]) => !("default" in f));
}

export class CwNewCard extends LitElement {
  static override properties = { tr: { attribute: false }, info: { attribute: false }, taken: { attribute: false }, draft: { state: true }, error: { state: true }, named: { state: true } };
  declare tr: Translator | null;
  declare info: GameInfo | null;
  declare taken: ReadonlySet<string>;
  declare draft: NewCard;
  declare error: string | null;
  /** The name was typed (not derived from the id). */
  declare named: boolean;

  constructor() {
    super();
    this.tr = null;
    this.info = null;
    this.taken = new Set();
    this.draft = { id: "", name: "", side: "", fields: {} };
    this.error = null;
    this.named = false;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    const side = this.info?.sides[0]?.id ?? "";
    this.draft = { id: "", name: "", side, fields: Object.fromEntries(requiredFields(this.info).map(([k, f]) => [k, fieldDefault(f)])) };
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
      <input id="nc-id" data-nc-id autofocus placeholder=${this.t("editor.new_card.id_example")} .value=${d.id} @input=${(e: Event) => {
        const id = (e.target as HTMLInputElement).value.trim();
        this.draft = { ...d, id, name: this.named ? d.name : nameFromId(id) };
        this.error = null;
      }} />
      <span class="note">${this.t("editor.new_card.id_note")}</span>
      <label for="nc-name">${this.t("editor.new_card.name")}</label>
      <input id="nc-name" data-nc-name title=${this.t("editor.new_card.name_help")} .value=${d.name} @input=${(e: Event) => {
        this.draft = { ...d, name: (e.target as HTMLInputElement).value };
        this.named = true;
      }} />
      <span id="nc-side-label" style="font-size:12px;font-weight:600;color:var(--ink-2)">${this.t("editor.new_card.side")}</span>
      <div class="sides" role="radiogroup" aria-labelledby="nc-side-label" title=${this.t("editor.new_card.side_help")}>
        ${[...(this.info?.sides.map((x) => x.id) ?? []), ...(this.info?.alignments ?? [])].map(
          (s) => html`<label><input type="radio" name="side" data-nc-side=${s} .checked=${d.side === s} @change=${() => (this.draft = { ...d, side: s })} />${this.tr?.name("side", s) ?? s}</label>`,
        )}
      </div>
      ${requiredFields(this.info).map(([k, f]) => this.field(k, f))}
      ${this.error ? html`<div class="err" role="alert">${this.error}</div>` : nothing}
      <div class="actions">
        <button type="button" class="btn" title=${this.t("editor.new_card.cancel_help")} @click=${() => this.cancel()}>${this.t("editor.cancel")}</button>
        <button type="submit" class="btn primary" data-nc-create title=${this.t("editor.new_card.create_help")}>${this.t("editor.new_card.create")}</button>
      </div>
    </form>`;
  }

  /** A declared field's control: a list of its values, a number within its bounds, a checkbox or a text; its tooltip is the field's description in the editor's language. */
  private field(k: string, f: FieldSchema) {
    const d = this.draft;
    const set = (v: Value) => (this.draft = { ...d, fields: { ...d.fields, [k]: v } });
    const v = d.fields[k];
    const id = `nc-${k}`;
    const desc = fieldHelp(this.tr, k, f);
    const options = Array.isArray(f["enum"]) ? (f["enum"] as Value[]).filter((x) => x !== null) : null;
    const t = Array.isArray(f["type"]) ? f["type"][0] : f["type"];
    const control = options
      ? html`<select id=${id} data-nc-field=${k} title=${desc} @change=${(e: Event) => set(options[(e.target as HTMLSelectElement).selectedIndex] ?? null)}>
          ${options.map((o) => html`<option value=${String(o)} ?selected=${o === v}>${valueLabel(this.tr, k, f, o)}</option>`)}</select>`
      : t === "boolean"
        ? html`<input id=${id} type="checkbox" style="width:auto;height:auto;justify-self:start" data-nc-field=${k} title=${desc} .checked=${v === true} @change=${(e: Event) => set((e.target as HTMLInputElement).checked)} />`
        : t === "integer" || t === "number"
          ? html`<input id=${id} type="number" data-nc-field=${k} title=${desc} min=${typeof f["minimum"] === "number" ? String(f["minimum"]) : nothing} max=${typeof f["maximum"] === "number" ? String(f["maximum"]) : nothing} .value=${String(v ?? 0)} @change=${(e: Event) => set(Number((e.target as HTMLInputElement).value) || 0)} />`
          : html`<input id=${id} data-nc-field=${k} title=${desc} .value=${String(v ?? "")} @input=${(e: Event) => set((e.target as HTMLInputElement).value)} />`;
    return html`<label for=${id} title=${desc}>${fieldLabel(this.tr, k, f)}</label>${control}`;
  }

  protected override firstUpdated(): void {
    this.renderRoot.querySelector<HTMLInputElement>("[data-nc-id]")?.focus();
  }

  private submit(e: Event): void {
    e.preventDefault();
    const d = { ...this.draft, name: this.draft.name.trim() || nameFromId(this.draft.id) };
    const problem = checkCardId(d.id, this.taken);
    if (problem) {
      this.error = this.t(`editor.new_card.${problem}`, { id: d.id, example: this.t("editor.new_card.id_example") });
      return;
    }
    this.dispatchEvent(new CustomEvent("new-card", { detail: d, bubbles: true, composed: true }));
  }

  private cancel(): void {
    this.dispatchEvent(new CustomEvent("new-card-cancel", { bubbles: true, composed: true }));
  }
}

customElements.define("cw-new-card", CwNewCard);
