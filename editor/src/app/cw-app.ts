// The editor's shell: file tree | code editor with the card face and problems | board, tracks,
// test game and log. It owns the buffers (what is typed), the disk texts (what is saved), and
// passes the engine worker's results to the panels. Light DOM, so Monaco's CSS applies inside.
import { html, LitElement, nothing } from "lit";
import type { Diagnostic } from "../../../src/diagnostics/diagnostic.js";
import { fetchFiles, saveFile } from "../files/api.js";
import { loadDrafts, mergeDrafts, saveDrafts, type Drafts } from "../files/drafts.js";
import { EngineClient } from "../game/client.js";
import type { BuildMessage, CardInfo, FromWorker, GameMessage, MapView, OverlayInfo } from "../game/protocol.js";
import { DEFAULT_SETUP, type GameSetup } from "../game/script.js";
import { schemaKinds } from "../language/schema-map.js";
import type { SchemaKind } from "../language/schema-list.js";
import { setEffectNames } from "../monaco/effect-providers.js";
import { setSchemas } from "../monaco/monaco.js";
import type { CwCodeEditor } from "../monaco/cw-code-editor.js";
import { cardAt, type CardAt } from "../preview/card-at.js";
import type { CwPlay } from "../game/cw-play.js";
import { loadScript, loadUi, storeScript, storeUi } from "./storage.js";
import "../monaco/cw-code-editor.js";
import "./cw-file-tree.js";
import "./cw-problems.js";
import "../preview/cw-card-face.js";
import "../board/cw-board.js";
import "../board/cw-tracks.js";
import "../game/cw-play.js";
import "../game/cw-log.js";

type Layout = "edit" | "split" | "play";

export class CwApp extends LitElement {
  static override properties = {
    layout: { reflect: true },
    current: { state: true },
    build: { state: true },
    game: { state: true },
    preview: { state: true },
    toast: { state: true },
    revision: { state: true },
  };
  declare layout: Layout;
  declare current: string | null;
  declare build: BuildMessage | null;
  declare game: GameMessage | null;
  declare preview: CardAt | null;
  declare toast: { text: string; error: boolean } | null;
  /** Bumped when buffers change, so dirty markers re-render. */
  declare revision: number;

  private disk = new Map<string, string>();
  private buffers = new Map<string, string>();
  private kinds = new Map<string, SchemaKind>();
  private engine: EngineClient | null = null;
  private map: MapView | null = null;
  private cards: CardInfo[] = [];
  private overlays: OverlayInfo[] = [];
  private diagnostics: Diagnostic[] = [];
  private building = false;
  private editTimer = 0;
  private draftTimer = 0;
  private toastTimer = 0;
  private cursor = 0;

  constructor() {
    super();
    const ui = loadUi();
    this.layout = ui.layout ?? "split";
    this.current = ui.current ?? null;
    this.build = null;
    this.game = null;
    this.preview = null;
    this.toast = null;
    this.revision = 0;
  }

  override createRenderRoot(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.engine = new EngineClient((m) => this.onWorker(m));
    window.addEventListener("keydown", this.onKey);
    window.addEventListener("beforeunload", this.onUnload);
    void this.start();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.engine?.dispose();
    window.removeEventListener("keydown", this.onKey);
    window.removeEventListener("beforeunload", this.onUnload);
  }

  private async start(): Promise<void> {
    let entries;
    try {
      entries = await fetchFiles();
    } catch (e) {
      this.notify((e as Error).message, true);
      return;
    }
    for (const f of entries) this.disk.set(f.path, f.text);
    const merged = mergeDrafts(this.disk, loadDrafts());
    this.buffers = merged.buffers;
    this.kinds = schemaKinds(this.buffers);
    setSchemas(this.kinds);
    if (merged.restored.length) this.notify(`Restored unsaved changes in ${merged.restored.length} file${merged.restored.length > 1 ? "s" : ""}${merged.conflicts.length ? ` (${merged.conflicts.length} changed on disk since)` : ""}.`);
    this.building = true;
    this.engine!.send({ t: "load", files: [...this.buffers] });
    const script = loadScript();
    if (script) this.engine!.send({ t: "restore", script });
    else this.engine!.send({ t: "new-game", setup: { ...DEFAULT_SETUP } });
    await this.updateComplete;
    const first = this.current && this.buffers.has(this.current) ? this.current : [...this.buffers.keys()].find((p) => this.kinds.get(p) === "cards") ?? [...this.buffers.keys()][0];
    if (first) this.openFile(first);
    this.revision++;
  }

  private get editor(): CwCodeEditor | null {
    return this.querySelector("cw-code-editor");
  }

  private onWorker(m: FromWorker): void {
    if (m.t === "build") {
      this.building = false;
      this.build = m;
      this.diagnostics = m.diagnostics;
      this.editor?.setDiagnostics(m.diagnostics);
      if (m.names) setEffectNames(m.names);
      if (m.map) this.map = m.map;
      if (m.cards) this.cards = m.cards;
      if (m.overlays) this.overlays = m.overlays;
    } else if (m.t === "game") {
      this.game = m;
      storeScript(m.script);
    } else if (m.t === "exported") {
      if (!m.ok) this.notify(m.error ?? "export failed", true);
      else this.addTestFile(m.name, m.yaml ?? "");
    }
  }

  // --- files

  private openFile(path: string): void {
    const text = this.buffers.get(path);
    if (text === undefined) return;
    this.current = path;
    this.editor?.open(path, text);
    this.editor?.setDiagnostics(this.diagnostics);
    this.engine?.send({ t: "focus", path });
    this.updatePreview();
    storeUi({ current: path, layout: this.layout });
  }

  private onTextChange(path: string, text: string): void {
    this.buffers.set(path, text);
    this.revision++;
    if (path.endsWith("/game.yaml")) {
      this.kinds = schemaKinds(this.buffers);
      setSchemas(this.kinds);
    }
    this.updatePreview();
    // Typing fast sends one rebuild per pause, not one per key.
    clearTimeout(this.editTimer);
    this.building = true;
    this.editTimer = window.setTimeout(() => this.engine?.send({ t: "edit", path, text }), 120);
    clearTimeout(this.draftTimer);
    this.draftTimer = window.setTimeout(() => this.storeDrafts(), 250);
  }

  private storeDrafts(): void {
    const drafts: Drafts = {};
    for (const [path, text] of this.buffers) if (this.disk.get(path) !== text) drafts[path] = { text, base: this.disk.get(path) ?? null };
    saveDrafts(drafts);
  }

  private isDirty(path: string): boolean {
    return this.buffers.get(path) !== this.disk.get(path);
  }

  private async save(paths: string[]): Promise<void> {
    const dirty = paths.filter((p) => this.isDirty(p));
    if (!dirty.length) return this.notify("Nothing to save.");
    try {
      for (const p of dirty) {
        const text = this.buffers.get(p)!;
        await saveFile(p, text);
        this.disk.set(p, text);
      }
      this.storeDrafts();
      this.revision++;
      this.notify(dirty.length === 1 ? `Saved ${dirty[0]!.replace(/^cards\/[^/]+\//, "")}` : `Saved ${dirty.length} files`);
    } catch (e) {
      this.notify(`Not saved: ${(e as Error).message}`, true);
    }
  }

  private revert(path: string): void {
    const text = this.disk.get(path);
    if (text === undefined) {
      this.buffers.delete(path);
      this.current = null;
    } else {
      this.buffers.set(path, text);
      this.editor?.setText(path, text);
      this.engine?.send({ t: "edit", path, text });
    }
    this.storeDrafts();
    this.revision++;
    this.updatePreview();
  }

  private addTestFile(name: string, yaml: string): void {
    const root = this.build?.contentRoot ?? "cards/twilight-struggle";
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "").slice(0, 60) || "test-game";
    let path = `${root}/tests/editor-${slug}.yaml`;
    for (let i = 2; this.buffers.has(path) && this.buffers.get(path) !== yaml; i++) path = `${root}/tests/editor-${slug}-${i}.yaml`;
    this.buffers.set(path, yaml);
    this.kinds.set(path, "test");
    setSchemas(this.kinds);
    this.engine?.send({ t: "edit", path, text: yaml });
    this.storeDrafts();
    this.revision++;
    this.openFile(path);
    this.notify(`Exported the game as ${path.replace(/^cards\/[^/]+\//, "")} — press Ctrl+S to save it.`);
  }

  private updatePreview(): void {
    const path = this.current;
    if (!path || this.kinds.get(path) !== "cards") {
      this.preview = null;
      return;
    }
    const at = cardAt(this.buffers.get(path) ?? "", this.cursor);
    // Half-typed YAML that shows no card keeps the last face instead of flickering away.
    if (at) this.preview = at;
  }

  // --- the game

  private newGame(setup: GameSetup): void {
    this.engine?.send({ t: "new-game", setup });
  }

  private exportGame(): void {
    const played = this.game?.script.steps.find((s) => "player" in s.step && this.cards.some((c) => c.id === (s.step as { choice: string }).choice));
    const card = played ? this.cards.find((c) => c.id === (played.step as { choice: string }).choice)?.name : null;
    const name = window.prompt("Name of the scenario test (what it shows, in a sentence):", card ? `${card}: test game from the editor` : "Test game from the editor");
    if (name) this.engine?.send({ t: "export", name });
  }

  // --- keys

  private onKey = (e: KeyboardEvent): void => {
    const mod = e.ctrlKey || e.metaKey;
    if (mod && e.key.toLowerCase() === "s") {
      e.preventDefault();
      void this.save(e.shiftKey ? [...this.buffers.keys()] : this.current ? [this.current] : []);
    } else if (e.altKey && e.key.toLowerCase() === "z") {
      e.preventDefault();
      this.engine?.send({ t: "undo" });
    } else if (e.altKey && ["1", "2", "3"].includes(e.key)) {
      e.preventDefault();
      this.setLayout((["edit", "split", "play"] as const)[Number(e.key) - 1]!);
    }
  };

  private onUnload = (): void => this.storeDrafts();

  private setLayout(l: Layout): void {
    this.layout = l;
    storeUi({ current: this.current, layout: l });
  }

  private notify(text: string, error = false): void {
    this.toast = { text, error };
    clearTimeout(this.toastTimer);
    this.toastTimer = window.setTimeout(() => (this.toast = null), error ? 7000 : 3500);
  }

  // --- rendering

  override render() {
    const b = this.build;
    const errors = this.diagnostics.filter((d) => d.severity === "error").length;
    const warnings = this.diagnostics.length - errors;
    const dirty = new Set([...this.buffers.keys()].filter((p) => this.isDirty(p)));
    const problems = new Map<string, { errors: number; warnings: number }>();
    for (const d of this.diagnostics) {
      const p = problems.get(d.file) ?? { errors: 0, warnings: 0 };
      if (d.severity === "error") p.errors++;
      else p.warnings++;
      problems.set(d.file, p);
    }
    const g = this.game;
    const cur = this.current;
    const fileName = cur ? cur.split("/").pop() : "";
    const dir = cur ? cur.slice(0, cur.length - (fileName?.length ?? 0)) : "";
    const changed = new Set<string>();
    const last = g?.steps[g.steps.length - 1];
    for (const l of last?.lines ?? []) if (l.tone === "influence" || l.tone === "roll") for (const c of this.map?.countries ?? []) if (l.text.includes(` ${c.name} `) || l.text.includes(` ${c.name}:`)) changed.add(c.id);
    return html`
      <header class="cw-header">
        <div class="cw-brand">${logo()} Cardwright <small>card editor</small></div>
        <span class="cw-pill ${this.building ? "busy" : errors ? "bad" : ""}" data-status=${!b ? "loading" : this.building ? "building" : errors ? "errors" : "ok"} title=${b ? `built in ${b.ms} ms` : ""}>
          <span class="dot"></span>${!b ? "Loading content…" : errors ? `${errors} error${errors > 1 ? "s" : ""}${warnings ? `, ${warnings} warning${warnings > 1 ? "s" : ""}` : ""}` : `Content OK${warnings ? ` · ${warnings} warning${warnings > 1 ? "s" : ""}` : ""} · ${this.cards.length} cards · ${this.map?.countries.length ?? 0} countries`}
        </span>
        ${g?.stale ? html`<span class="cw-pill bad"><span class="dot"></span>game paused on the last good build</span>` : nothing}
        <span class="spacer"></span>
        <div class="cw-seg" role="group" aria-label="layout">
          ${(["edit", "split", "play"] as const).map((l, i) => html`<button aria-pressed=${this.layout === l} title="Alt+${i + 1}" @click=${() => this.setLayout(l)}>${l[0]!.toUpperCase() + l.slice(1)}</button>`)}
        </div>
        <button class="cw-hbtn" data-export ?disabled=${!g} @click=${() => this.exportGame()}>Export test</button>
        <button class="cw-hbtn" ?disabled=${!dirty.size} @click=${() => this.save([...this.buffers.keys()])}>Save all <kbd>⇧⌃S</kbd></button>
        <button class="cw-hbtn primary" data-save ?disabled=${!cur || !dirty.has(cur)} @click=${() => cur && this.save([cur])}>Save <kbd>⌃S</kbd></button>
      </header>
      <main class="cw-main">
        <section class="cw-col cw-tree-col">
          <div class="cw-panel">
            <div class="cw-panel-title">Content <span class="grow"></span>${dirty.size ? html`<span style="color:var(--warn);text-transform:none;letter-spacing:0">${dirty.size} unsaved</span>` : nothing}</div>
            <cw-file-tree class="scroll" style="flex:1;overflow:auto" .paths=${[...this.buffers.keys()]} .root=${b?.contentRoot ?? "cards"} .current=${cur} .dirty=${dirty} .problems=${problems}
              @open-file=${(e: CustomEvent<string>) => this.openFile(e.detail)}></cw-file-tree>
          </div>
        </section>
        <section class="cw-col">
          <div class="cw-panel cw-editor-panel">
            <div class="cw-editor-bar">
              <span class="path">${dir}<b>${fileName}</b></span>
              ${cur ? html`<span class="state ${dirty.has(cur) ? "dirty" : ""}" data-file-state=${dirty.has(cur) ? "dirty" : "saved"}>${!this.disk.has(cur) ? "new file" : dirty.has(cur) ? "unsaved" : "saved"}</span>` : nothing}
              <span class="grow"></span>
              ${cur && dirty.has(cur) ? html`<button class="cw-hbtn" style="height:24px;background:#fff;color:var(--ink-2);border-color:var(--line)" @click=${() => this.revert(cur)}>Revert</button>` : nothing}
            </div>
            <cw-code-editor
              @text-change=${(e: CustomEvent<{ path: string; text: string }>) => this.onTextChange(e.detail.path, e.detail.text)}
              @cursor=${(e: CustomEvent<{ offset: number }>) => {
                this.cursor = e.detail.offset;
                this.updatePreview();
              }}
              @save-request=${() => cur && this.save([cur])}></cw-code-editor>
          </div>
          <div class="cw-bottom">
            <div class="cw-panel"><div class="cw-panel-title">Card</div><cw-card-face .at=${this.preview} .file=${cur}></cw-card-face></div>
            <div class="cw-panel cw-problems-panel"><div class="cw-panel-title">Problems <span class="grow"></span>${errors ? html`<span style="color:var(--err)">${errors}</span>` : nothing}</div>
              <cw-problems .diagnostics=${this.diagnostics} .current=${cur} @reveal=${(e: CustomEvent<Diagnostic>) => this.reveal(e.detail)}></cw-problems>
            </div>
          </div>
        </section>
        <section class="cw-col cw-right">
          <div class="cw-panel cw-board-panel">
            <cw-tracks .board=${g?.board ?? null} .map=${this.map}></cw-tracks>
            <cw-board .map=${this.map} .board=${g?.board ?? null} .pending=${g?.pending ?? null} .changed=${changed}
              @choose=${(e: CustomEvent<string>) => this.engine?.send({ t: "move", choice: e.detail })}></cw-board>
          </div>
          <div class="cw-play-row">
            <div class="cw-panel">
              <div class="cw-panel-title">Test game <span class="grow"></span>
                <button class="cw-hbtn" style="height:24px;background:#fff;color:var(--ink-2);border-color:var(--line)" data-undo ?disabled=${!g || (!g.script.steps.length && !g.script.setup.hands.us.length && !g.script.setup.hands.ussr.length)} title="Alt+Z" @click=${() => this.engine?.send({ t: "undo" })}>↶ Undo</button>
                <button class="cw-hbtn" style="height:24px;background:#fff;color:var(--ink-2);border-color:var(--line)" data-new-game @click=${() => this.querySelector<CwPlay>("cw-play")?.openSetup()}>New game…</button>
              </div>
              <cw-play .board=${g?.board ?? null} .pending=${g?.pending ?? null} .setup=${g?.script.setup ?? null} .overlays=${this.overlays} .cards=${this.cards} .error=${g?.error ?? null}
                @game-new=${(e: CustomEvent<GameSetup>) => this.newGame(e.detail)}
                @game-move=${(e: CustomEvent<string>) => this.engine?.send({ t: "move", choice: e.detail })}
                @game-dice=${(e: CustomEvent<number[]>) => this.engine?.send({ t: "dice", dice: e.detail })}
                @game-rig=${(e: CustomEvent<{ side: "us" | "ussr"; card: string }>) => this.engine?.send({ t: "rig", side: e.detail.side, card: e.detail.card })}></cw-play>
            </div>
            <div class="cw-panel">
              <div class="cw-panel-title">Log <span class="grow"></span>${g ? html`<span style="text-transform:none;letter-spacing:0;font-weight:500">${g.steps.length} steps</span>` : nothing}</div>
              <cw-log .steps=${g?.steps ?? []} .start=${g?.startLines ?? []} .note=${g?.replay ?? null} .stale=${g?.stale ?? false}></cw-log>
            </div>
          </div>
        </section>
      </main>
      ${this.toast ? html`<div class="cw-toast ${this.toast.error ? "err" : ""}" role="status">${this.toast.text}</div>` : nothing}
    `;
  }

  private reveal(d: Diagnostic): void {
    if (d.file !== this.current) this.openFile(d.file);
    this.editor?.reveal(d.start.line, d.start.column);
  }
}

function logo() {
  return html`<svg width="22" height="22" viewBox="0 0 32 32" aria-hidden="true"><rect x="7" y="3" width="19" height="26" rx="3" fill="#b8432f" transform="rotate(8 16 16)"/><rect x="5" y="3" width="19" height="26" rx="3" fill="#f4ecd9"/><path d="M14.5 7.5l1.6 3.4 3.7.4-2.8 2.5.8 3.7-3.3-1.9-3.3 1.9.8-3.7-2.8-2.5 3.7-.4z" fill="#b8432f"/><rect x="8.5" y="20" width="12" height="1.8" rx=".9" fill="#9c8a66"/><rect x="8.5" y="23.5" width="8" height="1.8" rx=".9" fill="#9c8a66"/></svg>`;
}

customElements.define("cw-app", CwApp);
