// The translator view: pick a language; every translatable string (cards, map, rules, scenarios,
// messages) with its English and its translation side by side, grouped, filtered (all / missing /
// outdated) and counted; missing and outdated strings highlighted, with the English an outdated
// translation was made from when the editor has seen it. Typing a translation edits the locale
// file (the app applies it to the buffer and stamps it); the card preview shows the card face in
// the target language as you type. "New language…" starts a locale file.
import { css, html, LitElement, nothing, type PropertyValues } from "lit";
import { repeat } from "lit/directives/repeat.js";
import type { I18nBundle } from "../../../src/i18n/bundle.js";
import { cardFace } from "../../../src/i18n/card-face.js";
import type { Location } from "../../../src/i18n/sources.js";
import { translate, wordedPart, type Translator } from "../../../src/i18n/translate.js";
import { shared } from "../app/shared-styles.js";
import type { CardInfo, GameInfo } from "../game/protocol.js";
import type { CardAt } from "../preview/card-at.js";
import "../preview/cw-card-face.js";
import type { GlossaryEntry } from "../../../src/i18n/locales.js";
import { concerns } from "./glossary.js";
import { cardOfKey, checkNewLanguage, filterRows, groupCounts, GROUPS, ownName, translatorRows, wordDiff, type Filter, type GroupId, type Row } from "./model.js";

export interface TranslatorEdit {
  lang: string;
  key: string;
  text: string;
}

export class CwTranslator extends LitElement {
  static override properties = {
    active: { type: Boolean },
    bundle: { attribute: false },
    target: {},
    tr: { attribute: false },
    cards: { attribute: false },
    info: { attribute: false },
    memory: { attribute: false },
    memoryVersion: { type: Number },
    fileState: {},
    unsaved: { attribute: false },
    group: { state: true },
    filter: { state: true },
    search: { state: true },
    selected: { state: true },
    creating: { state: true },
    faceLang: { state: true },
  };
  /** Only a visible view renders (it is kept while hidden, with its filters and selection). */
  declare active: boolean;
  declare bundle: I18nBundle | null;
  declare target: string | null;
  /** The editor's language (the view's own labels). */
  declare tr: Translator;
  declare cards: CardInfo[];
  /** The game's sides and card_face, to draw a face as the game declares it. */
  declare info: GameInfo | null;
  declare memory: Map<string, string>;
  declare memoryVersion: number;
  /** The target's locale file: saved, unsaved or new. */
  declare fileState: "saved" | "unsaved" | "new" | null;
  /** Every file with unsaved changes (Save in this view saves them all). */
  declare unsaved: string[];
  declare group: GroupId | "all";
  declare filter: Filter;
  declare search: string;
  declare selected: string | null;
  declare creating: { code: string; name: string; error: string | null; named: boolean } | null;
  declare faceLang: "target" | "source";

  private rowsCache: { bundle: I18nBundle; target: string; rows: Row[] } | null = null;
  /**
   * Rows edited since the filter, group or search last changed: they stay in the list while the
   * translator types, even when the edit takes them out of the filter (a missing string typed in).
   */
  private pinned = new Set<string>();
  /** The card shown when the selected string is not a card's. */
  private lastCard: string | null = null;

  constructor() {
    super();
    this.active = false;
    this.bundle = null;
    this.target = null;
    this.cards = [];
    this.info = null;
    this.memory = new Map();
    this.memoryVersion = 0;
    this.fileState = null;
    this.unsaved = [];
    this.group = "cards";
    this.filter = "all";
    this.search = "";
    this.selected = null;
    this.creating = null;
    this.faceLang = "target";
  }

  static override styles = [
    shared,
    css`
      :host { display: grid; grid-template-columns: 250px minmax(0, 1fr) 300px; gap: 8px; min-height: 0; height: 100%; }
      *, *::before, *::after { box-sizing: border-box; }
      .panel { background: var(--panel); border: 1px solid var(--line); border-radius: var(--radius); box-shadow: var(--shadow); min-height: 0; overflow: hidden; display: flex; flex-direction: column; }
      .title { flex: none; display: flex; align-items: center; gap: 8px; height: 34px; padding: 0 12px; border-bottom: 1px solid var(--line-2); font-size: 11px; font-weight: 700; letter-spacing: 0.06em; text-transform: uppercase; color: var(--muted); }
      .title .grow { flex: 1; }

      /* left: language, progress, groups */
      .lang { padding: 12px 12px 10px; display: flex; flex-direction: column; gap: 8px; border-bottom: 1px solid var(--line-2); }
      .lang label { font-size: 10.5px; font-weight: 700; letter-spacing: 0.07em; text-transform: uppercase; color: var(--muted); }
      .lang .pick { display: flex; gap: 6px; }
      .lang select { flex: 1; min-width: 0; font-weight: 600; }
      .progress { padding: 12px 12px 12px; border-bottom: 1px solid var(--line-2); }
      .pct { display: flex; align-items: baseline; gap: 8px; }
      .pct b { font-size: 22px; font-weight: 800; letter-spacing: -0.02em; }
      .pct span { color: var(--muted); font-size: 12px; }
      .bar { display: flex; height: 8px; border-radius: 4px; overflow: hidden; background: var(--line-2); margin: 8px 0 7px; }
      .bar i { display: block; height: 100%; }
      .bar .ok { background: var(--ok); } .bar .old { background: #e0a526; } .bar .miss { background: #e4786a; }
      .summary { font-size: 11.5px; color: var(--ink-2); line-height: 1.45; }
      .groups { flex: 1; padding: 6px 0 10px; }
      .group { display: flex; align-items: center; gap: 8px; height: 32px; margin: 1px 6px; padding: 0 8px 0 10px; border-radius: 6px; cursor: pointer; color: var(--ink-2); border: 0; background: none; width: calc(100% - 12px); text-align: left; font: inherit; }
      .group:hover { background: var(--panel-2); }
      .group[aria-current="true"] { background: #fbeee9; color: var(--ink); font-weight: 600; }
      .group .name { flex: 1; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
      .group .n { font: 11px var(--mono); color: var(--faint); }
      .count { font-size: 10.5px; font-weight: 700; min-width: 18px; height: 17px; padding: 0 5px; border-radius: 9px; display: inline-grid; place-items: center; }
      .count.miss { background: #fbe3df; color: var(--err); }
      .count.old { background: #fdf0d5; color: #8a5a00; }
      .done { color: var(--ok); font-weight: 800; font-size: 12px; width: 18px; text-align: center; }
      .sep { height: 1px; background: var(--line-2); margin: 6px 12px; }

      /* new language */
      .new { display: grid; gap: 7px; padding: 10px; border: 1px solid var(--line); border-radius: 8px; background: var(--panel-2); }
      .new .head { font-weight: 700; font-size: 12.5px; }
      .new .f { display: grid; gap: 3px; }
      .new .f span { font-size: 11px; color: var(--muted); }
      .new .err { color: var(--err); font-size: 11.5px; }
      .new .actions { display: flex; gap: 6px; justify-content: flex-end; }

      /* middle: the strings */
      .tools { flex: none; display: flex; align-items: center; gap: 10px; padding: 9px 12px; border-bottom: 1px solid var(--line-2); background: var(--panel-2); }
      .seg { display: inline-flex; background: var(--panel); border: 1px solid var(--line); border-radius: 7px; padding: 2px; gap: 2px; }
      .seg button { border: 0; background: transparent; color: var(--ink-2); font: 600 12px var(--font); height: 24px; padding: 0 9px; border-radius: 5px; cursor: pointer; display: inline-flex; align-items: center; gap: 6px; }
      .seg button[aria-pressed="true"] { background: #1d2430; color: #fff; }
      .seg button .c { font: 600 10.5px var(--mono); opacity: 0.75; }
      .seg button[data-filter="missing"] .c { color: var(--err); opacity: 1; }
      .seg button[data-filter="outdated"] .c { color: #b7791f; opacity: 1; }
      .seg button[aria-pressed="true"] .c { color: #fff; opacity: 0.8; }
      .search { flex: 1; min-width: 120px; position: relative; }
      .search input { width: 100%; padding-left: 27px; }
      .search svg { position: absolute; left: 9px; top: 8px; color: var(--faint); }
      .file { font: 11px var(--mono); color: var(--muted); white-space: nowrap; display: flex; align-items: center; gap: 6px; }
      .state { font: 600 10.5px var(--font); padding: 2px 7px; border-radius: 10px; background: var(--line-2); color: var(--muted); }
      .state.unsaved, .state.new { background: #fdf0d5; color: #8a5a00; }
      .unsaved { flex: none; padding: 6px 12px; background: #fdf0d5; color: #6b4400; font-size: 12px; border-bottom: 1px solid #f3dfae; }
      .cols { flex: none; display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 18px; padding: 6px 16px 6px 19px; border-bottom: 1px solid var(--line-2); font-size: 10.5px; font-weight: 700; letter-spacing: 0.07em; text-transform: uppercase; color: var(--muted); }
      .list { flex: 1; }
      .row { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 6px 18px; padding: 10px 16px 12px; border-bottom: 1px solid var(--line-2); border-left: 3px solid transparent; content-visibility: auto; contain-intrinsic-size: auto 96px; }
      .row.missing { border-left-color: #e4786a; background: #fdf6f5; }
      .row.outdated, .row.unstamped, .row.invalid, .row.obsolete { border-left-color: #e0a526; background: #fffaf0; }
      .row.selected { box-shadow: inset 0 0 0 1px #e9c9bf; background-color: #fffdfb; }
      .row.missing.selected { background: #fcefec; }
      .meta { grid-column: 1 / -1; display: flex; align-items: center; gap: 8px; min-width: 0; }
      .key { font: 11px var(--mono); color: var(--muted); white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
      .chip { flex: none; font-size: 10px; font-weight: 800; letter-spacing: 0.05em; text-transform: uppercase; padding: 1px 7px; border-radius: 8px; }
      .chip.missing { background: #f6d2cc; color: #9b2c1f; }
      .chip.outdated, .chip.unstamped, .chip.obsolete { background: #f7e2ae; color: #6b4400; }
      .chip.invalid { background: var(--err); color: #fff; }
      .meta .grow { flex: 1; }
      .link { border: 0; background: none; padding: 0; color: var(--muted); font: 11px var(--mono); cursor: pointer; white-space: nowrap; }
      .link:hover { color: var(--accent); text-decoration: underline; }
      .en { font-size: 13px; line-height: 1.5; color: var(--ink); white-space: pre-wrap; overflow-wrap: anywhere; padding-top: 5px; }
      .ph { font: 11.5px var(--mono); color: #0b6e69; background: #e3f3f1; border-radius: 4px; padding: 0 3px; }
      textarea {
        font: 13px/1.5 var(--font); color: var(--ink); width: 100%; min-height: 32px; resize: none; field-sizing: content;
        border: 1px solid var(--line); border-radius: 6px; padding: 4px 8px; background: var(--panel); display: block;
      }
      textarea::placeholder { color: #c0877d; font-style: italic; }
      textarea:focus { outline: 2px solid #f3d9a4; border-color: var(--focus); }
      .row.missing textarea { border-color: #efb9b0; border-style: dashed; }
      .note { grid-column: 1 / -1; display: flex; gap: 10px; align-items: flex-start; font-size: 12px; border-radius: 6px; padding: 7px 10px; background: #fdf0d5; color: #6b4400; }
      .note.bad { background: #fdecea; color: #8f2a1f; }
      .note .body { flex: 1; display: grid; gap: 3px; }
      .note .body b { font-weight: 700; }
      .diff { display: grid; grid-template-columns: auto 1fr; gap: 2px 10px; color: var(--ink-2); line-height: 1.45; }
      .diff .lbl { font-size: 10px; font-weight: 800; text-transform: uppercase; letter-spacing: 0.05em; color: #8a6a2a; padding-top: 2px; white-space: nowrap; }
      .diff del { background: #f9d3cc; color: #8f2a1f; text-decoration: line-through; text-decoration-color: rgba(143, 42, 31, 0.5); border-radius: 2px; }
      .diff ins { background: #d3efdc; color: #16603a; text-decoration: none; border-radius: 2px; }
      .note .btn { flex: none; }
      .empty { padding: 40px 20px; text-align: center; color: var(--muted); }
      .empty .big { font-size: 28px; color: var(--ok); }

      /* right: the card and the string */
      .face { flex: none; }
      .face-tools { display: flex; justify-content: center; padding: 10px 0 0; }
      .face-tools .seg button { height: 22px; font-size: 11px; }
      cw-card-face { padding-top: 10px; }
      .details { flex: none; border-top: 1px solid var(--line-2); padding: 10px 12px; display: grid; align-content: start; gap: 8px; font-size: 12px; }
      .details .k { font: 11px var(--mono); color: var(--ink-2); overflow-wrap: anywhere; }
      .fallback { margin: 2px 14px 0; padding: 6px 9px; border-radius: 6px; background: #fdf0d5; color: #6b4400; font-size: 11.5px; line-height: 1.4; }
      .details .lbl { font-size: 10px; font-weight: 800; text-transform: uppercase; letter-spacing: 0.06em; color: var(--muted); }
      .phs { display: flex; flex-wrap: wrap; gap: 4px; }
      .hint { color: var(--muted); }
      .none { margin: auto; padding: 30px; text-align: center; color: var(--muted); }
      .glossary { flex: 1; min-height: 120px; display: flex; flex-direction: column; border-top: 1px solid var(--line-2); }
      .gtitle { flex: none; padding: 8px 12px 4px; font-size: 10.5px; font-weight: 800; letter-spacing: 0.07em; text-transform: uppercase; color: var(--muted); }
      .gbad { color: #8a5a00; border: 0; background: none; padding: 0; font: inherit; letter-spacing: inherit; text-transform: inherit; cursor: pointer; text-decoration: underline; }
      .glossary ul { list-style: none; margin: 0; padding: 0 8px 8px; flex: 1; }
      .glossary li { padding: 6px 6px; border-radius: 6px; font-size: 12px; line-height: 1.4; }
      .glossary li + li { border-top: 1px solid var(--line-2); }
      .glossary li.about { background: #eef5ff; border-top-color: transparent; }
      .glossary .term { color: var(--ink-2); }
      .glossary .official { color: var(--ink); }
      .glossary .avoid { color: #8f2a1f; font-size: 11.5px; }
      .glossary .gnote { color: var(--ink-2); font-size: 11.5px; }
      .glossary .src { color: var(--faint); font: 10.5px var(--mono); }
    `,
  ];

  private t(key: string, args?: Record<string, string | number | boolean | null>): string {
    return this.tr.t(key, args ?? {});
  }

  private rows(): Row[] {
    const b = this.bundle;
    const target = this.target;
    if (!b || !target || !b.translations.has(target)) return [];
    if (this.rowsCache?.bundle !== b || this.rowsCache.target !== target) this.rowsCache = { bundle: b, target, rows: translatorRows(b, target) };
    return this.rowsCache.rows;
  }

  override render() {
    const b = this.bundle;
    const langs = b?.languages.filter((l) => l.code !== b.sourceLanguage) ?? [];
    const rows = this.rows();
    const counts = groupCounts(rows);
    const target = this.target && b?.translations.get(this.target);
    const shown = filterRows(rows, { group: this.group, filter: this.filter, search: this.search, keep: this.pinned });
    const gc = counts[this.group];
    return html`
      <section class="panel" data-translator-side>
        <div class="title">${this.t("editor.translator.title")}</div>
        <div class="lang">
          <label for="target">${this.t("editor.translator.language")}</label>
          <div class="pick">
            <select id="target" data-target .value=${this.target ?? ""} @change=${(e: Event) => this.emit("tr-target", (e.target as HTMLSelectElement).value)}>
              ${langs.map((l) => html`<option value=${l.code} ?selected=${l.code === this.target}>${l.name} (${l.code})</option>`)}
            </select>
          </div>
          ${this.creating ? this.newForm() : html`<button class="btn small" data-new-language @click=${() => (this.creating = { code: "", name: "", error: null, named: false })}>+ ${this.t("editor.translator.new_language")}</button>`}
        </div>
        ${target ? this.progress(counts.all) : html`<div class="none">${this.t(b ? "editor.translator.no_translation" : "editor.status.loading")}</div>`}
        ${target
          ? html`<div class="groups scroll" role="list">
              ${this.groupButton("all", counts.all)}
              <div class="sep"></div>
              ${GROUPS.filter((g) => counts[g].total || counts[g].outdated).map((g) => this.groupButton(g, counts[g]))}
            </div>`
          : nothing}
      </section>
      <section class="panel" data-translator-list>
        <div class="title">${this.t(`editor.translator.group.${this.group}`)}<span class="grow"></span>
          ${target ? html`<span class="file" data-locale-file>${this.t("editor.translator.file", { file: target.file })}<span class="state ${this.fileState ?? ""}" data-locale-state=${this.fileState ?? ""}>${this.fileState ? this.t(`editor.file.${this.fileState === "new" ? "new" : this.fileState}`) : ""}</span></span>` : nothing}
        </div>
        ${this.unsaved.length
          ? html`<div class="unsaved" data-unsaved-files role="status">${this.t("editor.translator.unsaved", { count: this.unsaved.length, files: this.tr.list(this.unsaved) })}</div>`
          : nothing}
        <div class="tools">
          <div class="seg" role="group">
            ${(["all", "missing", "outdated"] as const).map(
              (f) => html`<button data-filter=${f} aria-pressed=${this.filter === f} @click=${() => (this.filter = f)}>${this.t(`editor.translator.filter.${f}`)}<span class="c" data-count=${f}>${f === "all" ? gc.total : f === "missing" ? gc.missing : gc.outdated}</span></button>`,
            )}
          </div>
          <label class="search">
            <svg width="13" height="13" viewBox="0 0 16 16" aria-hidden="true"><circle cx="7" cy="7" r="5" fill="none" stroke="currentColor" stroke-width="1.8"/><path d="M11 11l3.5 3.5" stroke="currentColor" stroke-width="1.8" stroke-linecap="round"/></svg>
            <input type="search" data-search placeholder=${this.t("editor.translator.search")} .value=${this.search} @input=${(e: Event) => (this.search = (e.target as HTMLInputElement).value)} />
          </label>
        </div>
        ${target
          ? html`<div class="cols"><span>${this.t("editor.translator.english")}</span><span>${target.name}</span></div>
              <div class="list scroll" data-rows>
                ${shown.length
                  ? repeat(shown, (r) => r.key, (r) => this.row(r, target.name))
                  : html`<div class="empty">${this.search ? this.t("editor.translator.no_match", { text: this.search }) : html`<div class="big">✓</div>${this.t("editor.translator.empty")}`}</div>`}
              </div>`
          : nothing}
      </section>
      <section class="panel" data-translator-card>
        <div class="title">${this.t("editor.panel.card")}</div>
        ${this.cardPanel()}
        ${target ? this.glossaryPanel(rows) : nothing}
      </section>
    `;
  }

  private progress(c: { total: number; missing: number; outdated: number; ok: number }) {
    const pct = (n: number) => (c.total ? (100 * n) / c.total : 0);
    return html`<div class="progress" data-progress>
      <div class="pct"><b>${this.tr.number(c.total ? Math.floor((100 * c.ok) / c.total) / 100 : 1, "percent")}</b><span>${c.ok} / ${c.total}</span></div>
      <div class="bar"><i class="ok" style="width:${pct(c.ok)}%"></i><i class="old" style="width:${pct(c.outdated)}%"></i><i class="miss" style="width:${pct(c.missing)}%"></i></div>
      <div class="summary" data-summary>${this.t("editor.translator.summary", { upToDate: c.ok, total: c.total, missing: c.missing, outdated: c.outdated })}</div>
    </div>`;
  }

  private groupButton(g: GroupId | "all", c: { total: number; missing: number; outdated: number }) {
    return html`<button class="group" role="listitem" data-group=${g} aria-current=${this.group === g} @click=${() => (this.group = g)}>
      <span class="name">${this.t(`editor.translator.group.${g}`)}</span>
      ${c.missing ? html`<span class="count miss" title=${this.t("editor.translator.filter.missing")}>${c.missing}</span>` : nothing}
      ${c.outdated ? html`<span class="count old" title=${this.t("editor.translator.filter.outdated")}>${c.outdated}</span>` : nothing}
      ${!c.missing && !c.outdated ? html`<span class="done">✓</span>` : nothing}
      <span class="n">${c.total}</span>
    </button>`;
  }

  private row(r: Row, targetName: string) {
    const bad = r.state !== "ok";
    return html`<div class="row ${r.state} ${this.selected === r.key ? "selected" : ""}" data-key=${r.key} data-state=${r.state} @focusin=${() => this.select(r.key)} @click=${() => this.select(r.key)}>
      <div class="meta">
        <span class="key" title=${r.key}>${r.key}</span>
        ${bad ? html`<span class="chip ${r.state}">${this.t(`editor.translator.state.${r.state}`)}</span>` : nothing}
        <span class="grow"></span>
        ${r.englishAt ? html`<button class="link" title=${this.t("editor.translator.open_english")} @click=${(e: Event) => this.reveal(e, r.englishAt!)}>${short(r.englishAt)}</button>` : nothing}
      </div>
      <div class="en" lang="en">${r.english === null ? html`<span class="muted">—</span>` : highlight(r.english, r.placeholders.length > 0)}</div>
      <textarea rows="1" lang=${this.target ?? ""} spellcheck="true" data-edit=${r.key} aria-label=${r.key} .value=${r.translation ?? ""}
        placeholder=${this.t("editor.translator.type_here", { name: targetName })}
        @input=${(e: Event) => this.edit(r.key, (e.target as HTMLTextAreaElement).value)}
        @change=${(e: Event) => this.tidy(r.key, e.target as HTMLTextAreaElement)}></textarea>
      ${this.note(r)}
      ${r.glossary.map(
        (v) => html`<div class="note" data-note="glossary"><div class="body"><b>${this.t("editor.translator.glossary_avoid", { avoid: v.avoid, official: v.official, term: v.term })}</b>${v.note ? html`<span>${v.note}</span>` : nothing}</div></div>`,
      )}
    </div>`;
  }

  private note(r: Row) {
    if (r.state === "invalid") {
      return html`<div class="note bad" data-note="invalid"><div class="body"><b>${this.t("editor.translator.state.invalid")}</b><span>${(r.reason && wordedPart(this.tr, r.reason)) || (r.problem ?? "")}</span>
        ${r.placeholders.length ? html`<span>${this.t("editor.translator.placeholders", { list: r.placeholders.map((p) => `{${p}}`).join(" ") })}</span>` : nothing}</div></div>`;
    }
    if (r.state === "obsolete") {
      return html`<div class="note" data-note="obsolete"><div class="body"><span>${this.t("diag.translation_obsolete", { lang: this.target ?? "", key: r.key })}</span></div>
        <button class="btn small" @click=${() => this.emit("tr-remove", { lang: this.target, key: r.key })}>${this.t("editor.translator.remove")}</button></div>`;
    }
    if (r.state !== "outdated" && r.state !== "unstamped") return nothing;
    const old = r.stamped ? this.memory.get(r.stamped) : undefined;
    const diff = old !== undefined && r.english !== null ? wordDiff(old, r.english) : null;
    return html`<div class="note" data-note="outdated"><div class="body">
        <b>${r.state === "unstamped" ? this.t("diag.translation_unstamped", { lang: this.target ?? "", key: r.key }) : this.t("editor.translator.english_changed")}</b>
        ${diff
          ? html`<div class="diff" data-old-english>
              <span class="lbl">${this.t("editor.translator.english_was")}</span><span>${diff.map((p) => (p.kind === "removed" ? html`<del>${p.text}</del>` : p.kind === "same" ? p.text : nothing))}</span>
              <span class="lbl">${this.t("editor.translator.english_now")}</span><span>${diff.map((p) => (p.kind === "added" ? html`<ins>${p.text}</ins>` : p.kind === "same" ? p.text : nothing))}</span>
            </div>`
          : r.state === "outdated" ? html`<span>${this.t("editor.translator.english_unknown")}</span>` : nothing}
      </div>
      <button class="btn small" data-stamp=${r.key} title=${this.t("editor.translator.mark_done")} @click=${(e: Event) => {
        e.stopPropagation();
        this.pinned.add(r.key);
        this.emit("tr-stamp", { lang: this.target, key: r.key });
      }}>✓ ${this.t("editor.translator.mark_done")}</button>
    </div>`;
  }

  private cardPanel() {
    const b = this.bundle;
    const target = this.target;
    const id = (this.selected && cardOfKey(this.selected, this.cards)) ?? this.lastCard;
    const card = id ? this.cards.find((c) => c.id === id) : undefined;
    const row = this.selected ? this.rows().find((r) => r.key === this.selected) : undefined;
    if (!b || !target) return html`<div class="none">${this.t("editor.translator.card_hint")}</div>`;
    const lang = this.faceLang === "target" ? target : b.sourceLanguage;
    const faceTr = translate(b, lang);
    let at: CardAt | null = null;
    if (card) {
      const f = cardFace(faceTr, { ...card.fields, id: card.id, name: card.name, side: card.side, text: card.text, ...(card.number !== null ? { number: card.number } : {}) } as never);
      at = { card: { ...(card.fields as Record<string, never>), id: card.id, ...(card.number !== null ? { number: card.number } : {}), name: f.name, side: card.side, text: f.text, lasting: card.lasting, hasEvent: card.hasEvent }, index: 0, count: 1 };
    }
    const targetName = b.languages.find((l) => l.code === target)?.name ?? target;
    const sourceName = b.languages.find((l) => l.code === b.sourceLanguage)?.name ?? "English";
    return html`<div class="face">
        <div class="face-tools"><div class="seg" role="group">
          <button aria-pressed=${this.faceLang === "target"} data-face-lang="target" @click=${() => (this.faceLang = "target")}>${targetName}</button>
          <button aria-pressed=${this.faceLang === "source"} data-face-lang="source" @click=${() => (this.faceLang = "source")}>${sourceName}</button>
        </div></div>
        <cw-card-face data-translator-face .info=${this.info} .at=${at} .tr=${faceTr} .caption=${card ? `${card.number !== null ? `#${card.number}` : card.id} · ${lang}` : this.t("editor.translator.card_hint")}></cw-card-face>
        ${card && this.faceLang === "target" ? this.fallback(b, target, card.id) : nothing}
      </div>
      ${row
        ? html`<div class="details" data-details>
            <span class="lbl">${this.t("editor.translator.english")}</span>
            <span class="k">${row.key}</span>
            ${row.englishAt ? html`<button class="link" style="justify-self:start" @click=${(e: Event) => this.reveal(e, row.englishAt!)}>${short(row.englishAt)} ↗</button>` : nothing}
            ${row.placeholders.length
              ? html`<span class="lbl">${this.t("editor.translator.placeholders_title")}</span><div class="phs">${row.placeholders.map((p) => html`<span class="ph">{${p}}</span>`)}</div>`
              : nothing}
          </div>`
        : nothing}`;
  }

  /**
   * The language's official terms, next to the translations: those that concern the selected
   * string first (its English names the term, or its translation uses the term or a variant).
   */
  private glossaryPanel(rows: Row[]) {
    // The language's official terms as the worker last read its locale file.
    const g: GlossaryEntry[] = (this.target ? this.bundle?.translations.get(this.target)?.glossary : undefined) ?? [];
    const row = this.selected ? rows.find((r) => r.key === this.selected) : undefined;
    const about = new Set(row ? g.filter((e) => concerns(e, row)) : []);
    const ordered = [...g.filter((e) => about.has(e)), ...g.filter((e) => !about.has(e))];
    const flagged = rows.flatMap((r) => r.glossary);
    const count = rows.filter((r) => r.glossary.length).length;
    return html`<div class="glossary" data-glossary>
      <div class="gtitle">${this.t("editor.translator.glossary", { count: g.length })}${count
        ? html` · <button class="gbad" data-glossary-flagged title=${this.t("editor.translator.search")} @click=${() => {
            // Lists the strings that use the first variant to avoid.
            this.group = "all";
            this.filter = "all";
            this.search = flagged[0]!.avoid;
          }}>${this.t("editor.translator.glossary_flagged", { count })}</button>`
        : nothing}</div>
      ${g.length
        ? html`<ul class="scroll">${ordered.map(
            (e) => html`<li class=${about.has(e) ? "about" : ""} data-term=${e.term}>
              <div><span class="term">${e.term}</span> → <b class="official" lang=${this.target ?? ""}>${e.official}</b></div>
              ${e.avoid.length ? html`<div class="avoid">${this.t("editor.translator.glossary_not", { list: e.avoid.join(", ") })}</div>` : nothing}
              ${e.note ? html`<div class="gnote">${e.note}</div>` : nothing}
              <div class="src">${e.source}</div>
            </li>`,
          )}</ul>`
        : html`<div class="hint" style="padding:8px 12px">${this.t("editor.translator.glossary_none", { file: this.bundle?.translations.get(this.target ?? "")?.file ?? "" })}</div>`}
    </div>`;
  }

  /** Which parts of the card face are shown in English because the language lacks them. */
  private fallback(b: I18nBundle, lang: string, id: string) {
    const t = b.translations.get(lang);
    const name = !t?.entries.has(`card.${id}.name`);
    const text = b.byKey.has(`card.${id}.text`) && !t?.entries.has(`card.${id}.text`);
    if (!name && !text) return nothing;
    return html`<div class="fallback" data-fallback>${[name ? this.t("editor.translator.fallback_name") : "", text ? this.t("editor.translator.fallback_text") : ""].filter(Boolean).join(" ")}</div>`;
  }

  private newForm() {
    const c = this.creating!;
    return html`<form class="new" data-new-form @submit=${(e: Event) => this.create(e)}>
      <div class="head">${this.t("editor.translator.new.title")}</div>
      <label class="f"><span>${this.t("editor.translator.new.code")}</span>
        <input data-new-code placeholder="de, fr, pt-BR…" .value=${c.code} @input=${(e: Event) => {
          const code = (e.target as HTMLInputElement).value.trim();
          this.creating = { ...c, code, name: c.named ? c.name : ownName(code), error: null };
        }} /></label>
      <label class="f"><span>${this.t("editor.translator.new.name")}</span>
        <input data-new-name placeholder="Deutsch, Français…" .value=${c.name} @input=${(e: Event) => (this.creating = { ...c, name: (e.target as HTMLInputElement).value, named: true, error: null })} /></label>
      ${c.error ? html`<div class="err" role="alert">${c.error}</div>` : nothing}
      <div class="actions">
        <button type="button" class="btn small" @click=${() => (this.creating = null)}>${this.t("editor.cancel")}</button>
        <button type="submit" class="btn small primary" data-new-create>${this.t("editor.translator.new.create")}</button>
      </div>
    </form>`;
  }

  private create(e: Event): void {
    e.preventDefault();
    const c = this.creating;
    if (!c || !this.bundle) return;
    const problem = checkNewLanguage(this.bundle, c.code, c.name);
    if (problem) {
      this.creating = { ...c, error: this.t(problem.key, problem.args) };
      return;
    }
    this.creating = null;
    this.emit("tr-new-language", { code: c.code, name: c.name.trim() });
  }

  private select(key: string): void {
    if (this.selected === key) return;
    this.selected = key;
    const card = cardOfKey(key, this.cards);
    if (card) this.lastCard = card;
  }

  private edit(key: string, text: string): void {
    if (!this.target) return;
    this.select(key);
    this.pinned.add(key);
    this.emit("tr-edit", { lang: this.target, key, text } satisfies TranslatorEdit);
  }

  /** On leaving a field: spaces around the translation are dropped. */
  private tidy(key: string, area: HTMLTextAreaElement): void {
    const v = area.value;
    if (v !== v.trim()) {
      area.value = v.trim();
      this.edit(key, v.trim());
    }
  }

  private reveal(e: Event, at: Location): void {
    e.stopPropagation();
    this.emit("tr-reveal", at);
  }

  private emit(name: string, detail: unknown): void {
    this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  }

  protected override shouldUpdate(): boolean {
    return this.active;
  }

  protected override willUpdate(changed: PropertyValues): void {
    if (changed.has("filter") || changed.has("group") || changed.has("search") || changed.has("target")) this.pinned = new Set();
    if (changed.has("target")) {
      this.rowsCache = null;
      this.creating = null;
    }
  }
}

/** A location as file:line, without the content folder. */
function short(at: Location): string {
  return `${at.file.replace(/^(cards\/[^/]+\/)?/, "")}:${at.start.line}`;
}

/** English with its {placeholders} marked (messages only). */
function highlight(text: string, message: boolean) {
  if (!message) return text;
  const parts: unknown[] = [];
  let depth = 0;
  let buf = "";
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === "{") {
      if (depth === 0) {
        if (buf) parts.push(buf);
        buf = "";
        start = i;
      }
      depth++;
    } else if (ch === "}" && depth > 0) {
      depth--;
      if (depth === 0) {
        parts.push(html`<span class="ph">${text.slice(start, i + 1)}</span>`);
        continue;
      }
    }
    if (depth === 0) buf += ch;
  }
  if (depth > 0) buf += text.slice(start);
  if (buf) parts.push(buf);
  return parts;
}

customElements.define("cw-translator", CwTranslator);
