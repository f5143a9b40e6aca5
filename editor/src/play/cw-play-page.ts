// The Play page: a game for players, not designers. Choose the game, scenario, variants and
// options, your side and your opponent (a bot and its strength, or a second person at this
// screen); then the board, your hand only, the question with its answers (click a space or a card,
// or press its number), effects in force and the log. Bots move at a pace a person can follow.
// Undo, save (localStorage, and the CLI's save file to download or load). Hot-seat: a hand-over
// screen between the sides, so neither sees the other's hand. Nothing here names a game.
import { css, html, LitElement, nothing } from "lit";
import type { I18nBundle } from "../../../src/i18n/index.js";
import { translate, type Translator } from "../../../src/i18n/translate.js";
import { chooseVictory } from "../../../src/content/victory.js";
import { answerKeys } from "../../../src/play/answer-keys.js";
import { shared } from "../app/shared-styles.js";
import "../board/cw-board.js";
import "../board/cw-tracks.js";
import { sideColour } from "../board/geometry.js";
import { fetchFiles } from "../files/api.js";
import type { BoardLayout, CardInfo, GameInfo } from "../game/protocol.js";
import { PlayClient } from "./client.js";
import { chosenLanguage, rememberLanguage } from "./language.js";
import { CwOnlineSeat } from "./cw-online-seat.js";
import { effectsPanel, followLog, handPanels, logPanel, questionPanels, type PanelWords } from "./table-panels.js";
import { tableStyles } from "./table-styles.js";
import { youPlay } from "./you-play.js";
import { speakingWhenFetched } from "../i18n/own.js";
import type { FromPlayWorker, GameChoice, TableView } from "./protocol.js";

const HUMAN = "human";
/** The opponents offered, weakest first (bot specs of src/bots; `human`: hot-seat). */
const OPPONENTS: { spec: string; label: string }[] = [
  { spec: "random", label: "play.opponent.random" },
  { spec: "careful", label: "play.opponent.careful" },
  { spec: "greedy", label: "play.opponent.greedy" },
  { spec: "search:50", label: "play.opponent.search_quick" },
  { spec: "search", label: "play.opponent.search" },
  { spec: HUMAN, label: "play.opponent.human" },
];
const STORE = "cardwright.play.v1";

interface Stored {
  root: string;
  seats: Record<string, string>;
  save: string;
}

export class CwPlayPage extends LitElement {
  static override properties = {
    games: { state: true },
    choice: { state: true },
    table: { state: true },
    handover: { state: true },
    started: { state: true },
    message: { state: true },
    uiLang: { state: true },
    ui: { state: true },
  };
  declare games: GameChoice[];
  declare choice: { root: string; scenario: string; variants: string[]; options: string[]; side: string; opponent: string };
  declare table: TableView | null;
  /** Hot-seat: the side to take over the screen (nothing of the game is shown meanwhile). */
  declare handover: string | null;
  declare started: { info: GameInfo; layout: BoardLayout; cards: CardInfo[]; tr: Translator; bundle: I18nBundle } | null;
  declare message: string | null;
  /** The language the page speaks (language.ts). */
  declare uiLang: string;
  /** The page's own words (the engine's messages, `play.*`), in `lang`; null until the games are loaded. */
  declare ui: Translator | null;
  /** The messages the page's words come from (the engine's, src/locales/). */
  private uiBundle: I18nBundle | null = null;
  /** The worker of a game played here (none at an online seat, which has its own). */
  private client!: PlayClient;
  /** A seat at an online table (opened from a seat link), instead of a game played here. */
  private online: CwOnlineSeat | null = null;
  private botTimer: ReturnType<typeof setTimeout> | null = null;
  /** Milliseconds between two bot moves (`?pace=0` for tests). */
  private pace = Number(new URLSearchParams(location.search).get("pace") ?? 700);

  constructor() {
    super();
    this.games = [];
    this.choice = { root: "", scenario: "standard", variants: [], options: [], side: "", opponent: "search:50" };
    this.table = null;
    this.handover = null;
    this.started = null;
    this.uiLang = chosenLanguage();
    this.ui = null;
    const params = new URLSearchParams(location.search);
    const table = params.get("table");
    const token = params.get("token");
    if (table && token) {
      // A seat link of `cardwright serve`: the server plays the game; nothing to load here.
      this.online = new CwOnlineSeat(table, token);
      this.message = null;
      return;
    }
    // Before the games (and the page's words with them) are loaded: an ellipsis in any language.
    this.message = "…";
    this.client = new PlayClient((m) => this.receive(m));
    void fetchFiles().then(
      (files) => this.client.send({ t: "files", files: files.map((f) => [f.path, f.text] as [string, string]), lang: this.uiLang }),
      (e: unknown) => (this.message = String(e)),
    );
    addEventListener("keydown", (e) => this.key(e));
  }

  static override styles = [
    shared,
    tableStyles,
    css`
      :host { display: block; min-height: 100vh; background: var(--bg); color: var(--ink); font: 14px var(--font); }
      header { display: flex; align-items: center; gap: 12px; padding: 10px 16px; background: #1d2430; color: #fff; }
      header h1 { font-size: 16px; margin: 0; }
      header .sp { flex: 1; }
      header a, header .lang { color: #cfd6df; font-size: 12px; }
      header select { height: 24px; }
      main { padding: 14px 16px; }
      .setup { max-width: 760px; background: var(--panel); border-radius: 10px; padding: 16px 20px; box-shadow: var(--shadow); display: flex; flex-direction: column; gap: 12px; }
      .setup label.row { display: flex; gap: 10px; align-items: center; }
      .setup .name { min-width: 110px; font-weight: 700; }
      .checks label { display: flex; gap: 8px; align-items: baseline; padding: 2px 0; }
      select { height: 28px; }
      .victory { border-left: 4px solid #e0a526; padding: 4px 0 4px 12px; }
      .victory p { margin: 4px 0 0; font-size: 13px; }
      .handover { max-width: 520px; margin: 80px auto; text-align: center; background: var(--panel); border-radius: 10px; padding: 30px; box-shadow: var(--shadow); }
    `,
  ];

  private receive(m: FromPlayWorker): void {
    if (m.t === "games") {
      this.games = m.games;
      this.message = null;
      this.uiBundle = m.bundle;
      this.ui = translate(this.uiBundle, this.uiLang);
      // The first list picks the default game; a list sent again in another language keeps the choice.
      const first = m.games[0];
      if (first && !m.games.some((g) => g.root === this.choice.root)) this.pick(first.root);
    } else if (m.t === "started") {
      this.started = { info: m.info, layout: m.layout, cards: m.cards, bundle: m.bundle, tr: this.boardWords(m.bundle, this.uiLang) };
    } else if (m.t === "table") {
      this.table = m;
      this.message = null;
      try {
        localStorage.setItem(STORE, JSON.stringify({ root: m.root, seats: m.seats, save: m.save } satisfies Stored));
      } catch {
        // A full or disabled localStorage: the download still saves the game.
      }
      const people = Object.keys(m.seats).filter((s) => m.seats[s] === HUMAN);
      if (people.length > 1 && m.humanToMove && m.humanToMove !== m.viewer) this.handover = m.humanToMove;
      if (this.botTimer) clearTimeout(this.botTimer);
      if (m.botToMove && !m.board.result) this.botTimer = setTimeout(() => this.client.send({ t: "bot" }), this.pace);
    } else if (m.t === "error") this.message = m.message;
  }

  /** One of the page's own words (`play.*` in the message catalogue), in the page's language. */
  private t(key: string, args: Record<string, string | number | boolean | null> = {}): string {
    return this.ui?.t(`play.${key}`, args) ?? "…";
  }

  /**
   * Who plays a side: a person, or a bot by the name the opponent list gives it ("Greedy bot (one
   * move of look-ahead)"), not its spec; a bot the list does not offer (a loaded save's) by its spec.
   */
  private seatWords(tr: Translator, side: string, seat: string): string {
    const offered = OPPONENTS.find((o) => o.spec === seat);
    if (!offered || seat === HUMAN) return tr.t("play.seat", { side, seat });
    return tr.t("play.seat_bot", { side, bot: this.t(offered.label.slice("play.".length)) });
  }

  /** Speaks another language from now on: the page's words, the game's (the worker's) and the next visit's. */
  private setLanguage(lang: string): void {
    this.uiLang = lang;
    rememberLanguage(lang);
    if (this.uiBundle) this.ui = translate(this.uiBundle, lang);
    const s = this.started;
    if (s) this.started = { ...s, tr: this.boardWords(s.bundle, lang) };
    this.client.send({ t: "lang", lang });
  }

  /**
   * The board and tracks speak the editor's own words (editor/locales: legends, tooltips) under the
   * game's: its translation is fetched when a language is first spoken, then the board is said again.
   */
  private boardWords(bundle: I18nBundle, lang: string): Translator {
    return speakingWhenFetched(bundle, lang, (whole) => {
      if (this.started && this.uiLang === lang) this.started = { ...this.started, tr: whole };
    });
  }

  private game(): GameChoice | undefined {
    return this.games.find((g) => g.root === this.choice.root);
  }

  private pick(root: string): void {
    const g = this.games.find((x) => x.root === root);
    this.choice = { ...this.choice, root, scenario: "standard", variants: [], options: [], side: g?.sides[0]?.id ?? "" };
  }

  private start(): void {
    const g = this.game();
    if (!g) return;
    const c = this.choice;
    const seats = Object.fromEntries(g.sides.map((s) => [s.id, s.id === c.side ? HUMAN : c.opponent]));
    this.handover = null;
    this.table = null;
    this.client.send({ t: "start", setup: { root: c.root, scenario: c.scenario, variants: c.variants, options: c.options, seats, seed: Math.floor(Math.random() * 2_147_483_647) } });
  }

  private resumeStored(): void {
    const s = this.stored();
    if (s) this.client.send({ t: "resume", root: s.root, text: s.save, seats: s.seats });
  }

  private stored(): Stored | null {
    try {
      return JSON.parse(localStorage.getItem(STORE) ?? "null") as Stored | null;
    } catch {
      return null;
    }
  }

  private async loadFile(e: Event): Promise<void> {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    if (!file) return;
    const g = this.game();
    const c = this.choice;
    const seats = Object.fromEntries((g?.sides ?? []).map((s) => [s.id, s.id === c.side ? HUMAN : c.opponent]));
    this.client.send({ t: "resume", root: null, text: await file.text(), seats, name: file.name });
    // The same file chosen again (after fixing it) is a change too.
    input.value = "";
  }

  private download(): void {
    if (!this.table) return;
    const a = document.createElement("a");
    a.href = URL.createObjectURL(new Blob([this.table.save], { type: "application/json" }));
    a.download = "cardwright-game.json";
    a.click();
    URL.revokeObjectURL(a.href);
  }

  override render() {
    // A seat link: the seat speaks for itself (its words come with its game's content).
    if (this.online) return html`<header><h1>Cardwright</h1></header><main>${this.online}</main>`;
    const languages = this.uiBundle?.languages ?? [];
    return html`<header><h1>${this.ui ? this.t("title") : "Cardwright"}</h1><span class="sp"></span>
      ${this.table ? html`<button class="btn small" data-new-game @click=${() => { this.table = null; this.handover = null; }}>${this.t("new_game")}</button>` : nothing}
      ${languages.length > 1 ? html`<label class="lang">${this.t("language")} <select data-lang @change=${(e: Event) => this.setLanguage((e.target as HTMLSelectElement).value)}>
        ${languages.map((l) => html`<option value=${l.code} ?selected=${l.code === this.uiLang}>${l.name}</option>`)}</select></label>` : nothing}
      <a href="./index.html">${this.t("editor_link")}</a></header>
      <main>${this.message === "…" ? html`<p class="muted" data-message>${this.message}</p>` : this.message ? html`<p class="err" role="alert" style="white-space:pre-line;max-width:760px" data-message>${this.message}</p>` : nothing}
        ${this.handover ? this.handoverScreen(this.handover) : this.table && this.started ? this.tableScreen(this.table, this.started) : this.games.length ? this.setupScreen() : nothing}</main>`;
  }

  private setupScreen() {
    const g = this.game();
    const c = this.choice;
    const of = (kind: string) => g?.overlays.filter((o) => o.kind === kind) ?? [];
    const scenario = of("scenario").find((o) => o.id === c.scenario);
    const toggle = (list: "variants" | "options", id: string, on: boolean) => {
      this.choice = { ...c, [list]: on ? [...c[list], id] : c[list].filter((x) => x !== id) };
    };
    const checks = (kind: "variant" | "option", list: "variants" | "options") =>
      of(kind).length
        ? html`<div class="checks" data-overlays=${kind}><div class="name">${this.t(kind === "variant" ? "setup.variants" : "setup.options")}</div>
            ${of(kind).map((o) => html`<label><input type="checkbox" data-overlay=${o.id} .checked=${c[list].includes(o.id)} @change=${(e: Event) => toggle(list, o.id, (e.target as HTMLInputElement).checked)} />
              <span><b>${o.name}</b> <span class="desc">${o.description}</span></span></label>`)}</div>`
        : nothing;
    const saved = this.stored();
    return html`<div class="setup" data-setup>
      <label class="row"><span class="name">${this.t("setup.game")}</span><select data-game @change=${(e: Event) => this.pick((e.target as HTMLSelectElement).value)}>
        ${this.games.map((x) => html`<option value=${x.root} ?selected=${x.root === c.root}>${x.name}</option>`)}</select></label>
      <label class="row"><span class="name">${this.t("setup.scenario")}</span><select data-scenario @change=${(e: Event) => (this.choice = { ...c, scenario: (e.target as HTMLSelectElement).value })}>
        ${of("scenario").map((o) => html`<option value=${o.id} ?selected=${o.id === c.scenario}>${o.name}</option>`)}</select></label>
      ${scenario ? html`<div class="desc" data-scenario-description>${scenario.description}</div>` : nothing}
      ${checks("variant", "variants")} ${checks("option", "options")}
      ${this.victory(g)}
      <label class="row"><span class="name">${this.t("setup.side")}</span><select data-side @change=${(e: Event) => (this.choice = { ...c, side: (e.target as HTMLSelectElement).value })}>
        ${(g?.sides ?? []).map((s) => html`<option value=${s.id} ?selected=${s.id === c.side}>${s.name}</option>`)}</select></label>
      <label class="row"><span class="name">${this.t("setup.opponent")}</span><select data-opponent @change=${(e: Event) => (this.choice = { ...c, opponent: (e.target as HTMLSelectElement).value })}>
        ${OPPONENTS.map((o) => html`<option value=${o.spec} ?selected=${o.spec === c.opponent}>${this.t(o.label.slice("play.".length))}</option>`)}</select></label>
      <div class="row"><button class="btn primary" data-start @click=${() => this.start()}>${this.t("setup.start")}</button>
        ${saved ? html`<button class="btn" data-resume @click=${() => this.resumeStored()}>${this.t("setup.resume")}</button>` : nothing}
        <label class="btn">${this.t("setup.load")} <input type="file" accept=".json,application/json" data-load hidden @change=${(e: Event) => void this.loadFile(e)} /></label></div>
    </div>`;
  }

  /** How the chosen game is won: the scenario's words (or the game's), then what the chosen variants and options change. */
  private victory(g: GameChoice | undefined) {
    if (!g) return nothing;
    const own = (id: string) => g.overlays.find((o) => o.id === id)?.victory ?? null;
    const lines = chooseVictory(g.victory, own, this.choice);
    return lines.length ? html`<div class="victory" data-victory><div class="name">${this.t("setup.victory")}</div>${lines.map((l) => html`<p>${l}</p>`)}</div>` : nothing;
  }

  private handoverScreen(side: string) {
    // The side's id, not its name: the game's translator names it, and a translation can make its
    // words agree with that name ({side, gender, …}); the page's own knows no game's names.
    const game = (key: string) => this.started?.tr.t(`play.${key}`, { side }) ?? this.t(key, { side });
    return html`<div class="handover" data-handover=${side}>
      <p style="font-size:18px"><b>${game("handover.title")}</b></p>
      <p class="muted">${game("handover.hint")}</p>
      <button class="btn primary" data-take-over @click=${() => { this.handover = null; this.client.send({ t: "view", side }); }}>${game("handover.take")}</button></div>`;
  }

  /** The game's words and the page's, for the panels beside the board (table-panels.ts). */
  private words(s: NonNullable<CwPlayPage["started"]>): PanelWords {
    return { info: s.info, cards: s.cards, tr: s.tr, t: (key, args) => this.t(key, args) };
  }

  private tableScreen(t: TableView, s: NonNullable<CwPlayPage["started"]>) {
    const sides = s.info.sides.map((x) => x.id);
    const w = this.words(s);
    const mine = t.pending.filter((p) => p.player === t.viewer && p.options.length);
    const spacePending = mine.find((p) => p.options.some((o) => o.kind === "space")) ?? null;
    const other = t.pending[0];
    return html`<div class="grid">
      <div class="panel board"><cw-tracks .board=${t.board} .info=${s.info} .tr=${s.tr} .edited=${new Set()}></cw-tracks>
        <cw-board .layout=${s.layout} .info=${s.info} .board=${t.board} .pending=${spacePending} .changed=${new Set()} .edited=${new Set()} .tr=${s.tr}
          @choose=${(e: CustomEvent<string>) => spacePending && this.move(spacePending.player, e.detail)}></cw-board></div>
      <div class="side">
        <div class="panel" data-seat=${t.viewer} data-moves=${t.moves}>${youPlay(s.tr, t.viewer, sideColour(sides, t.viewer))}
          · ${Object.entries(t.seats).filter(([x]) => x !== t.viewer).map(([x, seat]) => this.seatWords(s.tr, x, seat))}
          <div class="row" style="margin-top:6px"><button class="btn small" data-undo ?disabled=${!t.canUndo || t.botToMove} @click=${() => this.client.send({ t: "undo" })}>${this.t("undo")}</button>
            <button class="btn small" data-download @click=${() => this.download()}>${this.t("download")}</button></div></div>
        ${t.error ? html`<div class="err" role="alert">${t.error}</div>` : nothing}
        ${t.notices.map((n) => html`<div class="notice" role="status" data-notice>${n}</div>`)}
        ${questionPanels(w, t.board, mine, other ? s.tr.t("play.thinking", { side: other.player }) : "…", (p, id) => this.move(p.player, id))}
        ${handPanels(w, t.board, t.viewer, (id) => this.chooseCard(t, id))}
        ${effectsPanel(w, t.board)}
        ${logPanel(w, t.log.map((l) => l.text))}
      </div></div>`;
  }

  protected override updated(): void {
    followLog(this.renderRoot);
  }

  private chooseCard(t: TableView, id: string): void {
    const p = t.pending.find((d) => d.player === t.viewer && d.options.some((o) => o.id === id));
    if (p) this.move(p.player, id);
  }

  private move(player: string, choice: string): void {
    this.client.send({ t: "move", player, choice });
  }

  /** Keyboard: 1–9 answer with the numbered option (an answer that is a number, with its digit); u takes back. */
  private key(e: KeyboardEvent): void {
    const t = this.table;
    if (!t || this.handover || e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement) return;
    const mine = t.pending.filter((p) => p.player === t.viewer);
    const keys = answerKeys(mine.map((p) => p.options.map((o) => o.label)));
    const q = keys.findIndex((k) => k.includes(e.key));
    if (q >= 0) this.move(mine[q]!.player, mine[q]!.options[keys[q]!.indexOf(e.key)]!.id);
    else if (e.key === "u" && t.canUndo) this.client.send({ t: "undo" });
  }
}

customElements.define("cw-play-page", CwPlayPage);
