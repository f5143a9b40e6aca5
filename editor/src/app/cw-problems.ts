// Every diagnostic of the content (all files): errors, warnings and hints, each kind counted and
// filterable, grouped by file (the open file first); a click opens the file at the spot.
import { css, html, LitElement, nothing } from "lit";
import type { Diagnostic, Severity } from "../../../src/diagnostics/diagnostic.js";
import type { Translator } from "../../../src/i18n/translate.js";
import { shared } from "./shared-styles.js";
import type { LeftOut } from "../../../src/content/quarantine.js";

export type ProblemFilter = "all" | Severity;
const SEVERITIES: Severity[] = ["error", "warning", "hint"];

/** The words for an item left out of the check, by its kind. */
const LEFT_OUT_WORDS: Record<LeftOut["kind"], string> = { card: "editor.problems.left_out_card", procedure: "editor.problems.left_out_procedure", function: "editor.problems.left_out_function", space: "editor.problems.left_out_board_item", group: "editor.problems.left_out_board_item", entry: "editor.problems.left_out_entry", file: "editor.problems.left_out_file" };

export function countBySeverity(list: readonly Diagnostic[]): Record<Severity, number> {
  const c = { error: 0, warning: 0, hint: 0 };
  for (const d of list) c[d.severity]++;
  return c;
}

export class CwProblems extends LitElement {
  static override properties = { diagnostics: { attribute: false }, unchecked: { attribute: false }, leftOut: { attribute: false }, current: {}, tr: { attribute: false }, filter: { state: true } };
  /** Already in the editor's language (the app translates them). */
  declare diagnostics: Diagnostic[];
  /** The files' own problems stopped the check: names and code wait for them (BuildMessage.unchecked). */
  declare unchecked: boolean;
  /** The cards and routines (or whole files) left out of the check because of their own errors: the rest was checked (BuildMessage.leftOut). */
  declare leftOut: LeftOut[];
  declare current: string | null;
  declare tr: Translator | null;
  declare filter: ProblemFilter;

  constructor() {
    super();
    this.diagnostics = [];
    this.unchecked = false;
    this.leftOut = [];
    this.current = null;
    this.tr = null;
    this.filter = "all";
  }

  private t(key: string, args?: Record<string, string | number>): string {
    return this.tr?.t(key, args) ?? key;
  }

  static override styles = [
    shared,
    css`
      :host { display: flex; flex-direction: column; min-height: 0; flex: 1; container-type: inline-size; }
      .bar { flex: none; display: flex; gap: 4px; padding: 6px 10px; border-bottom: 1px solid var(--line-2); flex-wrap: wrap; }
      .bar button { border: 1px solid var(--line); background: var(--panel); border-radius: 12px; height: 22px; padding: 0 9px; font: 600 11px var(--font); color: var(--ink-2); cursor: pointer; display: inline-flex; align-items: center; gap: 5px; }
      .bar button[aria-pressed="true"] { background: #1d2430; color: #fff; border-color: #1d2430; }
      .bar button:disabled { opacity: 0.45; cursor: default; }
      .bar .n { font: 600 10.5px var(--mono); }
      .bar .dot { width: 8px; height: 8px; border-radius: 50%; }
      .dot.error { background: var(--err); } .dot.warning { background: var(--warn); } .dot.hint { background: #5b7fa6; }
      /* Narrow panel: the dots and counts say it (each button's title has the word). */
      @container (max-width: 330px) { .bar .label { display: none; } }
      .list { flex: 1; }
      .file { padding: 6px 12px 2px; font: 600 11px var(--mono); color: var(--ink-2); position: sticky; top: 0; background: var(--panel); }
      .item { display: grid; grid-template-columns: 16px 1fr auto; gap: 8px; padding: 5px 12px; cursor: pointer; align-items: start; border: 0; background: none; width: 100%; text-align: left; font: inherit; color: inherit; }
      .item:hover, .item:focus-visible { background: var(--panel-2); outline: none; }
      .sev { width: 14px; height: 14px; border-radius: 50%; margin-top: 2px; display: grid; place-items: center; color: #fff; font-size: 10px; font-weight: 800; }
      .sev.error { background: var(--err); }
      .sev.warning { background: var(--warn); }
      .sev.hint { background: #5b7fa6; }
      .msg { color: var(--ink); overflow-wrap: anywhere; }
      .hint { color: var(--muted); font-size: 12px; }
      .where { font: 11px var(--mono); color: var(--faint); white-space: nowrap; }
      .unchecked { flex: none; padding: 6px 12px; font-size: 12px; color: var(--ink-2); background: #fff6e0; border-bottom: 1px solid var(--line-2); }
      /* An inline block: the message may wrap after the code, so a narrow panel breaks it between its words, not inside the first one. */
      .code { display: inline-block; font: 600 10.5px var(--mono); color: var(--muted); margin-right: 6px; }
      .empty { display: flex; align-items: center; gap: 10px; padding: 18px 14px; color: var(--muted); }
      .empty .ok { width: 22px; height: 22px; border-radius: 50%; background: #e1f3e8; color: var(--ok); display: grid; place-items: center; font-weight: 800; }
    `,
  ];

  override render() {
    const counts = countBySeverity(this.diagnostics);
    const shown = this.filter === "all" ? this.diagnostics : this.diagnostics.filter((d) => d.severity === this.filter);
    const files = [...new Set(shown.map((d) => d.file))].sort((a, b) => Number(b === this.current) - Number(a === this.current) || a.localeCompare(b));
    const sevOrder = (d: Diagnostic) => SEVERITIES.indexOf(d.severity);
    return html`
      ${this.diagnostics.length
        ? html`<div class="bar" role="group" aria-label=${this.t("editor.problems.filter")}>
            <button data-problems-filter="all" aria-pressed=${this.filter === "all"} @click=${() => (this.filter = "all")}>${this.t("editor.problems.all")} <span class="n">${this.diagnostics.length}</span></button>
            ${SEVERITIES.map((s) => {
              const label = this.t(`editor.problems.${s}`, { count: counts[s] });
              return html`<button data-problems-filter=${s} aria-pressed=${this.filter === s} ?disabled=${!counts[s]} title=${label} aria-label="${label}: ${counts[s]}" @click=${() => (this.filter = s)}>
                <span class="dot ${s}"></span><span class="label">${label}</span> <span class="n" data-count=${s}>${counts[s]}</span></button>`;
            })}
          </div>`
        : nothing}
      ${this.unchecked ? html`<div class="unchecked" data-unchecked role="note">${this.t("editor.problems.unchecked")}</div>` : nothing}
      ${this.leftOut.length ? html`<div class="unchecked" data-left-out role="note">${this.t("editor.problems.left_out", { items: this.leftOut.map((x) => this.t(LEFT_OUT_WORDS[x.kind], { id: x.id, kind: x.kind, file: x.file })).join(", ") })}</div>` : nothing}
      ${shown.length
        ? html`<div class="list scroll">
            ${files.map(
              (f) => html`<div class="file">${f.replace(/^cards\/[^/]+\//, "")}</div>
                ${shown
                  .filter((d) => d.file === f)
                  .sort((a, b) => sevOrder(a) - sevOrder(b) || a.start.line - b.start.line)
                  .map(
                    (d) => html`<button class="item" data-code=${d.code} data-severity=${d.severity} title=${this.t("editor.problems.go", { line: d.start.line })} @click=${() => this.dispatchEvent(new CustomEvent("reveal", { detail: d, bubbles: true, composed: true }))}>
                      <span class="sev ${d.severity}">${d.severity === "error" ? "!" : d.severity === "warning" ? "?" : "i"}</span>
                      <span><span class="code">${d.code}</span><span class="msg">${d.message}</span>${d.hint ? html`<div class="hint">${this.tr?.t("cli.hint") ?? "hint"}: ${d.hint}</div>` : ""}</span>
                      <span class="where">${d.start.line}:${d.start.column}</span>
                    </button>`,
                  )}`,
            )}
          </div>`
        : html`<div class="empty"><span class="ok">✓</span>${this.diagnostics.length ? this.t("editor.problems.none_of_kind") : this.t("editor.problems.none")}</div>`}`;
  }

  protected override willUpdate(): void {
    // A filter whose kind has gone (the last warning fixed) falls back to everything.
    if (this.filter !== "all" && !this.diagnostics.some((d) => d.severity === this.filter)) this.filter = "all";
  }
}

customElements.define("cw-problems", CwProblems);
