// The Balance panel: bots play N games on the edited content (what the editor has built from its
// buffers, saved or not) in Web Workers, and the balance lab's report — the same sections and SVG
// charts as `cardwright balance`'s HTML file (src/balance/html.ts) — is redrawn as games finish.
// It compares the edited content with the saved files (what did my edit change?), or two setups of
// the edited content (what does this variant change?), on the same seeds with the same bots.
// Stop terminates the workers and keeps the report of the games played. Nothing here names a game:
// the sides, setups and words of the report come from the chosen game's declarations.
import { css, html, LitElement, nothing, unsafeCSS } from "lit";
import { unsafeHTML } from "lit/directives/unsafe-html.js";
import { balanceBody, balanceHtml, REPORT_CSS } from "../../../src/balance/html.js";
import { balanceTitle, editorBalanceTitle, parseSetup } from "../../../src/balance/setup-spec.js";
import { botFactory } from "../../../src/bots/specs.js";
import type { Args } from "../../../src/i18n/format.js";
import type { Translator } from "../../../src/i18n/translate.js";
import { progressText } from "../../../src/sim/progress.js";
import { shared } from "../app/shared-styles.js";
import type { GameInfo, OverlayInfo } from "../game/protocol.js";
import { BalanceRun, type BalanceRequest, type RunState } from "./balance-run.js";
import { botTurns } from "./bot-turns.js";
import { runErrorOf, runErrorText, type RunError } from "./run-error.js";

type Compare = "saved" | "setup" | "none";

/** Bot specs offered (any spec the command line takes may be typed). */
const BOT_CHOICES = ["random", "careful", "greedy", "search:50", "search:200"];

export class CwBalance extends LitElement {
  static override properties = {
    tr: { attribute: false },
    info: { attribute: false },
    overlays: { attribute: false },
    edited: { attribute: false },
    saved: { attribute: false },
    revision: { attribute: false },
    bots: { state: true },
    games: { state: true },
    seed: { state: true },
    setupA: { state: true },
    setupB: { state: true },
    compare: { state: true },
    formError: { state: true },
    run: { state: true },
  };
  declare tr: Translator | null;
  declare info: GameInfo | null;
  declare overlays: OverlayInfo[];
  /** The editor's buffers (path → text), the edited content. */
  declare edited: ReadonlyMap<string, string>;
  /** The files as saved on disk. */
  declare saved: ReadonlyMap<string, string>;
  /** Bumped by the editor when a buffer changes (the maps are changed in place). */
  declare revision: number;
  declare bots: Record<string, string>;
  declare games: number;
  declare seed: number;
  declare setupA: string;
  declare setupB: string;
  declare compare: Compare;
  declare formError: RunError | null;
  declare run: RunState | null;
  private current: BalanceRun | null = null;
  private request: BalanceRequest | null = null;

  constructor() {
    super();
    this.tr = null;
    this.info = null;
    this.overlays = [];
    this.edited = new Map();
    this.saved = new Map();
    this.revision = 0;
    this.bots = {};
    this.games = 20;
    this.seed = 1;
    this.setupA = "standard";
    this.setupB = "standard";
    this.compare = "saved";
    this.formError = null;
    this.run = null;
  }

  override disconnectedCallback(): void {
    this.current?.stop();
    super.disconnectedCallback();
  }

  static override styles = [
    shared,
    css`
      :host { position: fixed; inset: 52px 18px 18px; z-index: 40; display: flex; flex-direction: column; background: var(--panel); border: 1px solid var(--line); border-radius: 10px; box-shadow: 0 18px 50px rgba(0, 0, 0, 0.25); }
      :host([hidden]) { display: none; }
      header { display: flex; align-items: center; gap: 10px; padding: 12px 18px 8px; border-bottom: 1px solid var(--line-2); }
      h2 { margin: 0; font-size: 16px; }
      .lead { color: var(--muted); font-size: 12px; }
      .grow { flex: 1; }
      form { display: grid; grid-template-columns: 110px 1fr; gap: 8px 14px; align-items: center; padding: 10px 18px; border-bottom: 1px solid var(--line-2); }
      .lbl { font-size: 12px; font-weight: 600; color: var(--ink-2); }
      .row { display: flex; gap: 10px; align-items: center; flex-wrap: wrap; }
      .row label { display: inline-flex; gap: 5px; align-items: center; font-size: 12px; color: var(--ink-2); }
      input[type="number"] { width: 80px; }
      input.setup { width: 220px; }
      input.bot { width: 120px; }
      .desc { font-size: 11.5px; color: var(--muted); }
      .err { color: var(--err); font-size: 12px; white-space: pre-wrap; }
      .status { display: flex; align-items: center; gap: 12px; padding: 8px 18px; border-bottom: 1px solid var(--line-2); font-size: 12px; }
      .bar { width: 220px; height: 8px; border-radius: 4px; background: var(--line-2); overflow: hidden; }
      .bar > div { height: 100%; background: var(--accent); transition: width 0.2s; }
      .figures { font-variant-numeric: tabular-nums; white-space: pre; }
      .empty { padding: 30px 18px; color: var(--muted); }
      .report { flex: 1; padding: 0 18px 18px; }
      ${unsafeCSS(scoped(REPORT_CSS, ".report-body"))}
      .report-body { font: 13px/1.45 system-ui, sans-serif; color: #222; max-width: 1100px; }
      .report-body h1 { font-size: 17px; margin: 12px 0 4px; }
    `,
  ];

  private sides(): { id: string; name: string }[] {
    return this.info?.sides.map((s) => ({ id: s.id, name: this.tr?.name("side", s.id) ?? s.name })) ?? [];
  }

  private bot(side: string): string {
    return this.bots[side] ?? "random";
  }

  private running(): boolean {
    return this.run?.status === "starting" || this.run?.status === "running";
  }

  /** Files of the chosen game, from a path → text map. */
  private files(all: ReadonlyMap<string, string>): [string, string][] {
    const root = this.info?.root ?? "";
    return [...all].filter(([p]) => p.startsWith(`${root}/`));
  }

  private start(e: Event): void {
    e.preventDefault();
    const info = this.info;
    if (!info || this.running()) return;
    const overlays = Object.fromEntries(this.overlays.map((o) => [o.id, o]));
    const bots = Object.fromEntries(this.sides().map((s) => [s.id, this.bot(s.id).trim()]));
    let request: BalanceRequest;
    try {
      for (const b of Object.values(bots)) botFactory(b);
      const a = parseSetup(this.setupA, overlays);
      const plan = { bots, games: this.games, seed: this.seed, swap: true };
      if (this.compare === "saved") {
        request = {
          root: info.root, contents: [this.files(this.edited), this.files(this.saved)], plan,
          runs: [{ label: "edited", setup: a, content: 0 }, { label: "saved", setup: a, content: 1 }],
          title: editorBalanceTitle("saved", a),
        };
      } else if (this.compare === "none") {
        request = {
          root: info.root, contents: [this.files(this.edited)], plan,
          runs: [{ label: this.setupA.trim(), setup: a, content: 0 }],
          title: editorBalanceTitle("alone", a),
        };
      } else {
        const b = parseSetup(this.setupB, overlays);
        request = {
          root: info.root, contents: [this.files(this.edited)], plan,
          runs: [{ label: this.setupA.trim(), setup: a, content: 0 }, { label: this.setupB.trim(), setup: b, content: 0 }],
          title: balanceTitle(a, b),
        };
      }
    } catch (err) {
      this.formError = runErrorOf(err);
      return;
    }
    this.formError = null;
    this.request = request;
    this.current = new BalanceRun(request, (s) => (this.run = s));
    this.run = this.current.state();
  }

  private stop(): void {
    this.current?.stop();
  }

  private download(kind: "html" | "json"): void {
    const r = this.run?.report;
    if (!r) return;
    // The HTML in the editor's language (what `cardwright balance --lang` writes); the JSON is data.
    const text = kind === "html" ? balanceHtml(r, this.tr ?? undefined) : JSON.stringify(r, null, 1) + "\n";
    const url = URL.createObjectURL(new Blob([text], { type: kind === "html" ? "text/html" : "application/json" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = `balance-${r.a.label.replace(/[^a-z0-9_+-]/gi, "_")}.${kind}`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  private close(): void {
    this.dispatchEvent(new CustomEvent("balance-close", { bubbles: true, composed: true }));
  }

  override render() {
    const sides = this.sides();
    const t = (key: string, args?: Args) => this.tr?.t(key, args) ?? key;
    const turns = botTurns(sides.map((s) => s.name), (first, next) => t("editor.balance.then", { first, next }));
    const run = this.run;
    const busy = this.running();
    const setups = this.overlays.filter((o) => o.kind !== "scenario" || o.id !== "standard");
    const dirty = this.files(this.edited).some(([p, t]) => this.saved.get(p) !== t);
    return html`
      <header>
        <h2>${t("editor.balance.title")}</h2>
        <span class="lead">${t("editor.balance.lead", { game: this.info ? this.info.name : "none" })} (<code>cardwright balance</code>).</span>
        <span class="grow"></span>
        <button class="btn" data-balance-close @click=${() => this.close()} title=${t("editor.balance.close")}>×</button>
      </header>
      <form data-balance-form @submit=${(e: Event) => this.start(e)}>
        <span class="lbl">${t("editor.balance.bots")}</span>
        <div class="row">
          ${sides.map((s, i) => html`<label data-balance-bot-label=${s.id}>${t("editor.balance.bot", { n: i + 1 })} <span class="desc">(${turns[i]})</span> <input class="bot" list="bal-bots" data-balance-bot=${s.id} .value=${this.bot(s.id)} ?disabled=${busy}
            @input=${(e: Event) => (this.bots = { ...this.bots, [s.id]: (e.target as HTMLInputElement).value })} /></label>`)}
          <span class="desc">${t("editor.balance.bots_about")}</span>
        </div>
        <span class="lbl">${t("editor.balance.games")}</span>
        <div class="row">
          <label>${t("editor.balance.games_field", { each: String(this.compare !== "none") })} <input type="number" min="1" max="100000" data-balance-games .value=${String(this.games)} ?disabled=${busy}
            @change=${(e: Event) => (this.games = Math.min(100_000, Math.max(1, Math.floor(Number((e.target as HTMLInputElement).value)) || 1)))} /></label>
          <label>${t("editor.balance.seed")} <input type="number" min="1" data-balance-seed .value=${String(this.seed)} ?disabled=${busy}
            @change=${(e: Event) => (this.seed = Math.max(1, Math.floor(Number((e.target as HTMLInputElement).value)) || 1))} /></label>
        </div>
        <span class="lbl">${t("editor.balance.setup")}</span>
        <div class="row">
          <input class="setup" list="bal-setups" data-balance-setup .value=${this.setupA} ?disabled=${busy} @input=${(e: Event) => (this.setupA = (e.target as HTMLInputElement).value)} />
          <span class="desc">${t("editor.balance.setup_about")}</span>
        </div>
        <span class="lbl">${t("editor.balance.compared")}</span>
        <div class="row">
          <label><input type="radio" name="compare" data-balance-compare="saved" .checked=${this.compare === "saved"} ?disabled=${busy} @change=${() => (this.compare = "saved")} />
            ${t("editor.balance.against_saved")} ${dirty ? nothing : html`<span class="desc">${t("editor.balance.unchanged")}</span>`}</label>
          <label><input type="radio" name="compare" data-balance-compare="setup" .checked=${this.compare === "setup"} ?disabled=${busy} @change=${() => (this.compare = "setup")} />
            ${t("editor.balance.against_setup")}</label>
          <input class="setup" list="bal-setups" data-balance-against .value=${this.setupB} ?disabled=${busy || this.compare !== "setup"} @input=${(e: Event) => (this.setupB = (e.target as HTMLInputElement).value)} />
          <label><input type="radio" name="compare" data-balance-compare="none" .checked=${this.compare === "none"} ?disabled=${busy} @change=${() => (this.compare = "none")} />
            ${t("editor.balance.against_none")}</label>
        </div>
        <span></span>
        <div class="row">
          <button type="submit" class="btn primary" data-balance-run ?disabled=${busy || !this.info}>${t("editor.balance.run")}</button>
          <button type="button" class="btn" data-balance-stop ?disabled=${!busy} @click=${() => this.stop()}>${t("editor.balance.stop")}</button>
          <button type="button" class="btn" data-balance-download="html" ?disabled=${!run?.report} @click=${() => this.download("html")}>${t("editor.balance.download_html")}</button>
          <button type="button" class="btn" data-balance-download="json" ?disabled=${!run?.report} @click=${() => this.download("json")}>${t("editor.balance.download_json")}</button>
          ${this.formError ? html`<span class="err" role="alert" data-balance-error>${runErrorText(this.formError, this.tr)}</span>` : nothing}
        </div>
        <datalist id="bal-bots">${BOT_CHOICES.map((b) => html`<option value=${b}></option>`)}</datalist>
        <datalist id="bal-setups">${setups.map((o) => html`<option value=${o.id}>${this.tr?.text(`overlay.${o.id}.name`) ?? o.name}</option>`)}</datalist>
      </form>
      ${run ? this.status(run) : nothing}
      <div class="report scroll">
        ${run?.report
          ? html`<div class="report-body" data-balance-report>${unsafeHTML(balanceBody(run.report, this.tr ?? undefined))}</div>`
          : html`<div class="empty">${run?.status === "error" ? "" : run ? t("editor.balance.building") : t("editor.balance.empty")}</div>`}
      </div>`;
  }

  private status(run: RunState) {
    const p = run.progress;
    const t = (key: string, args?: Args) => this.tr?.t(key, args) ?? key;
    const word = t("editor.balance.status", { status: run.status });
    const games = this.request ? t("editor.balance.run_games", { games: this.request.plan.games, count: String(this.request.plan.games), each: String(this.request.runs.length > 1) }) : "";
    return html`<div class="status" data-balance-status=${run.status} data-balance-done=${p.done} data-balance-total=${p.total}>
      <b>${word}</b>
      <div class="bar" role="progressbar" aria-valuemin="0" aria-valuemax=${p.total} aria-valuenow=${p.done}><div style="width:${p.total ? (100 * p.done) / p.total : 0}%"></div></div>
      <span class="figures" data-balance-progress>${run.status === "running" ? progressText(p, this.tr ?? undefined) : t("editor.balance.finished", { done: p.done, total: p.total, seconds: p.elapsed })}</span>
      <span class="desc">${games} · ${t("editor.balance.workers", { workers: run.workers })}</span>
      ${run.error ? html`<span class="err" role="alert" data-balance-error>${runErrorText(run.error, this.tr)}</span>` : nothing}
    </div>`;
  }
}

/** The report's styles confined to the element that shows it (they would style the panel's own headings and tables). */
function scoped(styles: string, scope: string): string {
  return styles.replace(/([^{}]+)\{/g, (_, selectors: string) => `${selectors.split(",").map((x) => `${scope} ${x.trim()}`).join(", ")} {`);
}

customElements.define("cw-balance", CwBalance);
