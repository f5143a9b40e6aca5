// Every diagnostic of the content (all files), grouped by file; a click opens the file at the spot.
import { css, html, LitElement } from "lit";
import type { Diagnostic } from "../../../src/diagnostics/diagnostic.js";
import type { Translator } from "../../../src/i18n/translate.js";
import { shared } from "./shared-styles.js";

export class CwProblems extends LitElement {
  static override properties = { diagnostics: { attribute: false }, current: {}, tr: { attribute: false } };
  /** Already in the editor's language (the app translates them). */
  declare diagnostics: Diagnostic[];
  declare current: string | null;
  declare tr: Translator | null;

  constructor() {
    super();
    this.diagnostics = [];
    this.current = null;
    this.tr = null;
  }

  static override styles = [
    shared,
    css`
      :host { display: flex; flex-direction: column; min-height: 0; flex: 1; }
      .list { flex: 1; }
      .file { padding: 6px 12px 2px; font: 600 11px var(--mono); color: var(--ink-2); position: sticky; top: 0; background: var(--panel); }
      .item { display: grid; grid-template-columns: 16px 1fr auto; gap: 8px; padding: 5px 12px; cursor: pointer; align-items: start; }
      .item:hover { background: var(--panel-2); }
      .sev { width: 14px; height: 14px; border-radius: 50%; margin-top: 2px; display: grid; place-items: center; color: #fff; font-size: 10px; font-weight: 800; }
      .sev.error { background: var(--err); }
      .sev.warning { background: var(--warn); }
      .msg { color: var(--ink); overflow-wrap: anywhere; }
      .hint { color: var(--muted); font-size: 12px; }
      .where { font: 11px var(--mono); color: var(--faint); white-space: nowrap; }
      .code { font: 600 10.5px var(--mono); color: var(--muted); margin-right: 6px; }
      .empty { display: flex; align-items: center; gap: 10px; padding: 18px 14px; color: var(--muted); }
      .empty .ok { width: 22px; height: 22px; border-radius: 50%; background: #e1f3e8; color: var(--ok); display: grid; place-items: center; font-weight: 800; }
    `,
  ];

  override render() {
    if (!this.diagnostics.length) return html`<div class="empty"><span class="ok">✓</span>${this.tr?.t("editor.problems.none") ?? ""}</div>`;
    const files = [...new Set(this.diagnostics.map((d) => d.file))].sort((a, b) => Number(b === this.current) - Number(a === this.current) || a.localeCompare(b));
    return html`<div class="list scroll">
      ${files.map(
        (f) => html`<div class="file">${f.replace(/^cards\/[^/]+\//, "")}</div>
          ${this.diagnostics
            .filter((d) => d.file === f)
            .map(
              (d) => html`<div class="item" role="button" data-code=${d.code} @click=${() => this.dispatchEvent(new CustomEvent("reveal", { detail: d, bubbles: true, composed: true }))}>
                <span class="sev ${d.severity}">${d.severity === "error" ? "!" : "?"}</span>
                <span><span class="code">${d.code}</span><span class="msg">${d.message}</span>${d.hint ? html`<div class="hint">${this.tr?.t("cli.hint") ?? "hint"}: ${d.hint}</div>` : ""}</span>
                <span class="where">${d.start.line}:${d.start.column}</span>
              </div>`,
            )}`,
      )}
    </div>`;
  }
}

customElements.define("cw-problems", CwProblems);
