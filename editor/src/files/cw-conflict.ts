// The bar shown when a save is refused because the file changed on disk since it was read:
// merge the two versions (three-way, conflicts marked), reload the file from disk, or cancel.
import { html, LitElement, nothing } from "lit";

export class CwConflict extends LitElement {
  static override properties = { file: {}, message: {}, labels: { attribute: false } };
  declare file: string;
  declare message: string;
  declare labels: { merge: string; reload: string; cancel: string };

  constructor() {
    super();
    this.file = "";
    this.message = "";
    this.labels = { merge: "Merge", reload: "Reload from disk", cancel: "Cancel" };
  }

  override createRenderRoot(): HTMLElement {
    return this;
  }

  private choose(choice: "merge" | "reload" | "cancel"): void {
    this.dispatchEvent(new CustomEvent("conflict-choice", { detail: choice, bubbles: true, composed: true }));
  }

  override render() {
    if (!this.file) return nothing;
    return html`<div class="cw-conflict" role="alertdialog" data-conflict=${this.file}>
      <span>${this.message}</span>
      <button class="cw-hbtn primary" data-conflict-merge @click=${() => this.choose("merge")}>${this.labels.merge}</button>
      <button class="cw-hbtn" data-conflict-reload @click=${() => this.choose("reload")}>${this.labels.reload}</button>
      <button class="cw-hbtn" data-conflict-cancel @click=${() => this.choose("cancel")}>${this.labels.cancel}</button>
    </div>`;
  }
}

customElements.define("cw-conflict", CwConflict);
