// The editor's shell: file tree | code editor with the card face and problems | board, tracks,
// test game and log; or, in the Translate layout, the translator view. It owns the buffers (what
// is typed), the disk texts (what is saved), the translation bundle (from the engine worker, with
// the translator's latest edits applied) and the editor's language, and passes the engine
// worker's results to the panels. Light DOM, so Monaco's CSS applies inside.
import { html, LitElement, nothing, type PropertyValues } from "lit";
import type { Diagnostic } from "../../../src/diagnostics/diagnostic.js";
import type { I18nBundle } from "../../../src/i18n/bundle.js";
import { sourceHash } from "../../../src/i18n/hash.js";
import type { Location } from "../../../src/i18n/sources.js";
import { translate, type Translator } from "../../../src/i18n/translate.js";
import { ConflictError, fetchFiles, saveFile } from "../files/api.js";
import { mergeTexts } from "../files/merge.js";
import { loadDrafts, mergeDrafts, saveDrafts, type Drafts } from "../files/drafts.js";
import { EngineClient } from "../game/client.js";
import type { BoardLayout, BuildMessage, CardInfo, FromWorker, GameInfo, GameMessage, NameInfo, OverlayInfo, PendingView, VocabularyInfo } from "../game/protocol.js";
import { defaultSetup, type GameSetup } from "../game/script.js";
import { setWords, wordsOf } from "../language/effect-words.js";
import { setGameSchemas, setSchemaLanguage } from "../language/schema-list.js";
import { schemaLanguage } from "../language/schema-language.js";
import { messagesBundle } from "../i18n/bootstrap.js";
import { loadOwnMessages, ownBundle, speaking } from "../i18n/own.js";
import { ownLanguages, pickerLanguages } from "../i18n/languages.js";
import { chooseRoot, gameRoots } from "./default-game.js";
import { schemaKinds } from "../language/schema-map.js";
import type { SchemaKind } from "../language/schema-list.js";
import { FIX_EVENT, setKinds } from "../monaco/providers.js";
import type { FixAction } from "../language/quick-fixes.js";
import { addCardToFile, cardTestPath, fileForCard, nextNumber, placeholderEvent, type NewCard } from "../authoring/new-card.js";
import { countBySeverity } from "./cw-problems.js";
import { setSchemas } from "../monaco/monaco.js";
import type { CwCodeEditor } from "../monaco/cw-code-editor.js";
import { cardAt, type CardAt } from "../preview/card-at.js";
import { localizedCard } from "../preview/localized.js";
import { addToTranslate, addTranslationToManifest, editTranslation, englishOf, localePath, newLanguageText, rememberEnglish, removeTranslation, stampTranslation, withEntry } from "../translator/model.js";
import type { TranslatorEdit } from "../translator/cw-translator.js";
import { adoptOldScript, loadEnglishMemory, loadScript, loadUi, storeEnglishMemory, storeScript, storeUi } from "./storage.js";
import "../monaco/cw-code-editor.js";
import "./cw-file-tree.js";
import "./cw-problems.js";
import "../files/cw-conflict.js";
import "../preview/cw-card-face.js";
import "../board/cw-board.js";
import "../board/cw-tracks.js";
import "../game/cw-play.js";
import "../game/cw-log.js";
// Loaded when first needed: the translator view, the New card and New game dialogs.

type Layout = "edit" | "split" | "play" | "translate";
const LAYOUTS: Layout[] = ["edit", "split", "play", "translate"];

/** A translation typed in the translator view, applied over the worker's bundle until it has read the file. */
interface LocalEdit {
  lang: string;
  key: string;
  text: string | null;
  source: string | null;
}

const NO_BUNDLE: I18nBundle = {
  sourceLanguage: "en",
  languages: [{ code: "en", name: "English", file: null }],
  sources: [],
  byKey: new Map(),
  aliases: {},
  translations: new Map(),
  options: [],
  keys: [],
  locales: { source: null, translations: [], files: new Map(), diagnostics: [] },
  namePrefixes: [],
};

const NO_PENDING: PendingView[] = [];

export class CwApp extends LitElement {
  static override properties = {
    layout: { reflect: true },
    current: { state: true },
    build: { state: true },
    game: { state: true },
    preview: { state: true },
    toast: { state: true },
    revision: { state: true },
    uiLang: { state: true },
    target: { state: true },
    i18n: { state: true },
    memoryVersion: { state: true },
    creatingCard: { state: true },
    showSource: { state: true },
    settingUp: { state: true },
    conflict: { state: true },
    balancing: { state: true },
  };
  declare layout: Layout;
  declare current: string | null;
  declare build: BuildMessage | null;
  declare game: GameMessage | null;
  declare preview: CardAt | null;
  declare toast: { text: string; error: boolean } | null;
  /** Bumped when buffers change, so dirty markers re-render. */
  declare revision: number;
  /** The language of the editor's strings, the log and the prompts. */
  declare uiLang: string;
  /** The translator view's language. */
  declare target: string | null;
  /** The translation bundle, with the translator's edits the worker has not read yet. */
  declare i18n: I18nBundle | null;
  declare memoryVersion: number;
  /** The New card dialog is open. */
  declare creatingCard: boolean;
  /** The card panel shows the source-language face beside the translated one. */
  declare showSource: boolean;
  /** The New game dialog is open. */
  declare settingUp: boolean;
  /** A save refused because the file changed on disk: the editor offers a merge or a reload. */
  declare conflict: ConflictError | null;
  /** The Balance panel: null before it is first opened, then shown (true) or hidden with its run going on (false). */
  declare balancing: boolean | null;

  private disk = new Map<string, string>();
  /** Version (hash) of each file's text on disk, sent with a save so a change on disk since is refused. */
  private versions = new Map<string, string>();
  private buffers = new Map<string, string>();
  private kinds = new Map<string, SchemaKind>();
  private engine: EngineClient | null = null;
  private info: GameInfo | null = null;
  private layoutInfo: BoardLayout | null = null;
  private cards: CardInfo[] = [];
  private names: NameInfo[] = [];
  private vocabulary: VocabularyInfo | null = null;
  private overlays: OverlayInfo[] = [];
  private diagnostics: Diagnostic[] = [];
  private building = false;
  /** The game the user chose (null: the default game, package.json's). */
  private chosenRoot: string | null = null;
  /** The card test the worker writes next opens in the editor (a quick fix), or is added quietly (a new card). */
  private cardTestOpens = false;
  private draftTimer = 0;
  private toastTimer = 0;
  private cursor = 0;
  private lastLayout: Exclude<Layout, "translate"> = "split";
  private workerBundle: I18nBundle | null = null;
  /** The open game's messages read straight from its locale files, until the worker's first bundle (bootstrap.ts). */
  private bootstrap: I18nBundle | null = null;
  private localEdits = new Map<string, LocalEdit>();
  private englishMemory = loadEnglishMemory();
  /** The English of the next bundle is remembered (the content as loaded, or as just saved). */
  private rememberNext = true;
  private uiCache: { bundle: I18nBundle; lang: string; own: I18nBundle; tr: Translator } | null = null;
  private shownDiagnostics: { from: Diagnostic[]; tr: Translator; list: Diagnostic[] } | null = null;
  private layoutCache: { from: BoardLayout; tr: Translator; layout: BoardLayout } | null = null;
  private sourceCache: { bundle: I18nBundle; tr: Translator } | null = null;

  constructor() {
    super();
    const ui = loadUi();
    this.layout = ui.layout && LAYOUTS.includes(ui.layout) ? ui.layout : "split";
    if (this.layout !== "translate") this.lastLayout = this.layout;
    this.current = ui.current ?? null;
    this.uiLang = ui.lang ?? "en";
    this.target = ui.target ?? null;
    this.chosenRoot = ui.game ?? null;
    this.build = null;
    this.game = null;
    this.preview = null;
    this.toast = null;
    this.revision = 0;
    this.i18n = null;
    this.memoryVersion = 0;
    this.creatingCard = false;
    this.showSource = false;
    this.settingUp = false;
    this.conflict = null;
    this.balancing = null;
  }

  override createRenderRoot(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener("keydown", this.onKey);
    window.addEventListener("beforeunload", this.onUnload);
    window.addEventListener(FIX_EVENT, this.onFix);
    window.addEventListener("cw-new-card", this.openNewCard);
    void this.start();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.engine?.dispose();
    window.removeEventListener("keydown", this.onKey);
    window.removeEventListener("beforeunload", this.onUnload);
    window.removeEventListener(FIX_EVENT, this.onFix);
    window.removeEventListener("cw-new-card", this.openNewCard);
  }

  private async start(): Promise<void> {
    let entries;
    // The editor's own words in its language arrive with the files.
    const own = loadOwnMessages(this.uiLang);
    try {
      entries = await fetchFiles();
      await own;
    } catch (e) {
      this.notify((e as Error).message, true);
      return;
    }
    for (const f of entries) {
      this.disk.set(f.path, f.text);
      if (f.version) this.versions.set(f.path, f.version);
    }
    const merged = mergeDrafts(this.disk, loadDrafts());
    this.buffers = merged.buffers;
    this.kinds = schemaKinds(this.buffers);
    this.applyKinds();
    this.bootstrap = messagesBundle(this.buffers, this.root, this.uiLang);
    this.uiCache = null;
    if (merged.restored.length) this.notify(this.ui.t("editor.toast.restored", { count: merged.restored.length, conflicts: merged.conflicts.length }));
    this.building = true;
    // The file shows first; the engine worker gets the content right after.
    this.revision++;
    await this.updateComplete;
    const inGame = (p: string) => p.startsWith(`${this.root}/`);
    const first = this.current && this.buffers.has(this.current) ? this.current : [...this.buffers.keys()].find((p) => inGame(p) && this.kinds.get(p) === "cards") ?? [...this.buffers.keys()][0];
    if (first) this.openFile(first);
    performance.mark("cw:editor");
    // The engine worker starts once the file shows: its loading and first build would slow the page's.
    this.engine = new EngineClient((m) => this.onWorker(m));
    this.engine.send({ t: "lang", lang: this.uiLang });
    if (this.chosenRoot) this.engine.send({ t: "game", root: this.chosenRoot });
    this.engine.send({ t: "load", files: [...this.buffers] });
    adoptOldScript(this.root);
    const script = loadScript(this.root);
    if (script) this.engine.send({ t: "restore", script });
    else this.engine.send({ t: "new-game", setup: defaultSetup() });
    if (this.layout === "translate") void import("../translator/cw-translator.js");
  }

  /** Which schema describes each file: for monaco-yaml's completion and for our hover and quick fixes. */
  private applyKinds(): void {
    setSchemas(this.kinds);
    setKinds(this.kinds);
  }

  /** The content folder (cards/<game>). */
  private get root(): string {
    if (this.build?.contentRoot) return this.build.contentRoot;
    return chooseRoot(gameRoots(this.buffers.keys()), this.chosenRoot) ?? "cards";
  }

  private get editor(): CwCodeEditor | null {
    return this.querySelector("cw-code-editor");
  }

  /** The editor's own language: its strings, and the names of the content in that language. */
  get ui(): Translator {
    const bundle = this.i18n ?? this.bootstrap ?? NO_BUNDLE;
    // A translation typed into another language leaves the editor's language as it was.
    const c = this.uiCache;
    const same = c && c.lang === this.uiLang && (c.bundle === bundle || (c.bundle.byKey === bundle.byKey && c.bundle.translations.get(this.uiLang) === bundle.translations.get(this.uiLang)));
    // Under the game's messages, the editor's own (editor/locales/) and the engine's (src/locales/).
    const own = ownBundle(this.uiLang);
    if (!same || c.own !== own) this.uiCache = { bundle, lang: this.uiLang, own, tr: speaking(bundle, this.uiLang, own) };
    return this.uiCache!.tr;
  }

  private onWorker(m: FromWorker): void {
    if (m.t === "build") {
      // The quick answer to an edit taken from the lane is shown before the worker's messages
      // sent earlier arrive: those are older, and the same answer by message is the same again.
      if (m.seq !== undefined && (m.seq < this.shownSeq || (m.quick && m.seq === this.laneTaken))) return;
      if (m.seq !== undefined) this.shownSeq = m.seq;
      performance.mark("cw:diagnostics");
      this.building = false;
      this.build = m;
      // Most keys change no diagnostic: the same list kept, the Problems panel and the code
      // editor's markers are not made again (the same array is what their memos compare).
      if (!sameList(m.diagnostics, this.diagnostics)) {
        this.diagnostics = m.diagnostics;
        this.editor?.setDiagnostics(this.shown(m.diagnostics));
      }
    } else if (m.t === "info") {
      // Sent after the diagnostics, and only the parts that changed (info-delta.ts).
      if (m.names) this.names = m.names;
      if (m.vocabulary) this.vocabulary = m.vocabulary;
      if (m.names || m.vocabulary || m.info) setWords(wordsOf(this.vocabulary, this.names, m.info ?? this.info, (key) => this.ui.text(key), (key, args) => this.ui.t(key, args)));
      if (m.info) this.info = m.info;
      if (m.board) this.layoutInfo = m.board;
      if (m.cards) this.cards = m.cards;
      if (m.overlays) this.overlays = m.overlays;
      if (m.schemas) {
        // The game's schemas (its fields, its data's and scenarios'), and the files they describe.
        setGameSchemas(m.schemas.schemas);
        this.kinds = new Map([...schemaKinds(this.buffers), ...Object.entries(m.schemas.kinds)]);
        this.applyKinds();
      }
      this.requestUpdate();
    } else if (m.t === "game") {
      performance.mark("cw:game");
      const last = this.game;
      this.game = sharedGame(last, m);
      // The game the message is about: a switch to another game may not have been built yet.
      // The same script (a game replayed after a key typed) is stored already: local storage is
      // written only when a move changed it (some 1.5 ms of the page after each key otherwise).
      if (this.game.script !== last?.script || this.root !== this.scriptRoot) storeScript((this.scriptRoot = this.root), m.script);
    } else if (m.t === "i18n") {
      this.workerBundle = m.bundle;
      // Edits the worker has read are its own now.
      for (const [id, e] of this.localEdits) {
        const entry = m.bundle.translations.get(e.lang)?.entries.get(e.key);
        if (e.text === null ? !entry : entry?.text === e.text && entry.source === e.source) this.localEdits.delete(id);
      }
      this.applyLocalEdits();
      if (this.rememberNext) {
        this.rememberNext = false;
        if (rememberEnglish(this.englishMemory, m.bundle)) {
          storeEnglishMemory(this.englishMemory);
          this.memoryVersion++;
        }
      }
      // A language just started is not in the bundle until the worker has read game.yaml.
      const translations = [...m.bundle.translations.keys()];
      const starting = this.target !== null && this.buffers.has(`${this.root}/${localePath(this.target)}`);
      if (!this.target || (!m.bundle.translations.has(this.target) && !starting)) this.target = translations.includes(this.uiLang) ? this.uiLang : translations[0] ?? null;
    } else if (m.t === "card-test") {
      if (!m.ok) return this.notify(m.error ?? "", true);
      const path = cardTestPath(this.root, m.card);
      if (!this.buffers.has(path)) this.addFile(path, m.yaml ?? "", this.cardTestOpens);
      if (this.cardTestOpens) this.notify(this.ui.t("editor.toast.test_created", { file: this.short(path) }));
    } else if (m.t === "exported") {
      if (!m.ok) this.notify(m.error ?? "export failed", true);
      else this.addTestFile(m.name, m.yaml ?? "");
    }
  }

  private applyLocalEdits(): void {
    let b = this.workerBundle;
    if (!b) return;
    for (const e of this.localEdits.values()) b = withEntry(b, e.lang, e.key, e.text, e.source);
    this.i18n = b;
  }

  /** Diagnostics in the editor's language (message and hint from their keys). */
  private shown(list: Diagnostic[]): Diagnostic[] {
    const tr = this.ui;
    if (this.shownDiagnostics?.from !== list || this.shownDiagnostics.tr !== tr) {
      this.shownDiagnostics = {
        from: list,
        tr,
        list: list.map((d) => {
          const { message, hint } = tr.diagnostic(d);
          return { ...d, message, ...(hint !== undefined ? { hint } : {}) };
        }),
      };
    }
    return this.shownDiagnostics.list;
  }

  /** The board with its space and group names in the editor's language. */
  private shownLayout(): BoardLayout | null {
    const layout = this.layoutInfo;
    if (!layout) return null;
    const tr = this.ui;
    if (this.layoutCache?.from !== layout || this.layoutCache.tr !== tr) {
      this.layoutCache = {
        from: layout,
        tr,
        layout: {
          spaces: layout.spaces.map((c) => ({ ...c, name: nameOr(tr.name("space", c.id), c.id, c.name) })),
          groups: layout.groups.map((r) => ({ ...r, name: nameOr(tr.name("group", r.id), r.id, r.name) })),
        },
      };
    }
    return this.layoutCache.layout;
  }

  // --- files

  private openFile(path: string): void {
    const text = this.buffers.get(path);
    if (text === undefined) return;
    this.current = path;
    this.editor?.open(path, text);
    this.editor?.setDiagnostics(this.shown(this.diagnostics));
    this.engine?.send({ t: "focus", path });
    // The card face after the file shows (finding it parses the whole file).
    setTimeout(() => this.current === path && this.updatePreview(), 0);
    storeUi({ current: path, layout: this.layout });
  }

  private onTextChange(path: string, text: string): void {
    // The editor's benchmark measures from here (npm run bench:editor).
    performance.mark("cw:edit");
    this.pendingEdit = path;
    this.buffers.set(path, text);
    if (path.endsWith("/game.yaml")) {
      this.kinds = schemaKinds(this.buffers);
      this.applyKinds();
    }
    // The page shows the edit (unsaved, building): its panels are drawn again.
    const edited = () => {
      this.revision++;
      this.building = true;
    };
    // Every change goes to the worker at once: it builds what changed, and edits typed meanwhile
    // are taken together by its next build.
    const seq = this.flushEdit();
    // A key in a card's code: the worker's quick answer (1–3 ms) is taken at the end of the key's
    // own task — waited for at most 3 ms, or 8 once the worker says it has the edit — or else at
    // its frame (at most 6 ms more, and only if the worker has the edit), so that the key's frame
    // shows it (quick-lane.ts): a wait of a few ms where the answer is known to be coming costs
    // less than the next frame (16 ms or more later). A worker busy with an earlier build is not
    // waited for. Without an answer, the worker's messages do as before. The edit is marked in
    // the same microtask, just before: the page is drawn once for the key and its answer (marked
    // at once, it was drawn twice, the second time for the answer).
    const lane = this.engine?.lane;
    if (!lane || !seq) edited();
    else {
      const take = (wait: number, whileStarted: number) => {
        if (seq !== this.editSeq || this.laneTaken === seq) return true;
        const m = lane.await(seq, wait, whileStarted);
        if (m === null) return false;
        if (m !== "none") {
          this.onWorker(m);
          // After it: the same message coming by postMessage is then dropped.
          this.laneTaken = seq;
        }
        return true;
      };
      queueMicrotask(() => {
        edited();
        if (!take(3, 8)) requestAnimationFrame(() => void take(0, 6));
      });
    }
    this.updatePreview();
    clearTimeout(this.draftTimer);
    this.draftTimer = window.setTimeout(() => this.storeDrafts(), 250);
  }

  /** A buffer changed from outside the code editor (the translator view): the open model follows. */
  private setBuffer(path: string, text: string): void {
    this.editor?.setText(path, text);
    this.onTextChange(path, text);
  }

  /** The game folder whose test game was last stored (storeScript). */
  private scriptRoot: string | null = null;

  /** The file whose edit has not gone to the worker yet. */
  private pendingEdit: string | null = null;

  /** The number of the last edit sent to the worker, and of the last whose quick answer was taken from the lane. */
  private editSeq = 0;
  private laneTaken = 0;
  /** The edit number of the diagnostics shown (BuildMessage.seq). */
  private shownSeq = 0;

  /** Sends the pending edit to the worker now; its number (0: none sent). */
  private flushEdit(): number {
    const p = this.pendingEdit;
    this.pendingEdit = null;
    if (!p || !this.buffers.has(p) || !this.engine) return 0;
    this.engine.send({ t: "edit", path: p, text: this.buffers.get(p)!, seq: ++this.editSeq });
    return this.editSeq;
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
    this.flushTyping();
    const dirty = paths.filter((p) => this.isDirty(p));
    const t = this.ui;
    if (!dirty.length) return this.notify(t.t("editor.toast.nothing_to_save"));
    // Files are saved one by one; one refused (changed on disk, or an error) stops the rest, and
    // those already written stay saved.
    const saved: string[] = [];
    try {
      for (const p of dirty) {
        const text = this.buffers.get(p)!;
        this.versions.set(p, await saveFile(p, text, this.versions.get(p) ?? null));
        this.disk.set(p, text);
        saved.push(p);
      }
      this.notify(dirty.length === 1 ? t.t("editor.toast.saved", { count: 1, file: this.short(dirty[0]!) }) : t.t("editor.toast.saved_files", { files: t.list(dirty.map((p) => this.short(p))) }));
    } catch (e) {
      if (e instanceof ConflictError) this.conflict = e;
      else this.notify(t.t("editor.toast.not_saved", { error: (e as Error).message }), true);
    }
    if (!saved.length) return;
    this.storeDrafts();
    this.revision++;
    this.rememberNext = true;
  }

  /** Resolves a refused save: a three-way merge into the buffer, the file as on disk, or nothing. */
  private resolveConflict(choice: "merge" | "reload" | "cancel"): void {
    const c = this.conflict;
    this.conflict = null;
    if (!c || choice === "cancel") return;
    const p = c.path;
    const theirs = c.current?.text ?? null;
    const base = this.disk.get(p) ?? "";
    // From now on the editor edits from the version on disk (or a new file, if it was deleted).
    if (theirs === null) {
      this.disk.delete(p);
      this.versions.delete(p);
    } else {
      this.disk.set(p, theirs);
      this.versions.set(p, c.current!.version!);
    }
    if (choice === "reload") {
      if (theirs === null) this.revert(p);
      else this.setBuffer(p, theirs);
      this.notify(this.ui.t("editor.toast.reloaded", { file: this.short(p) }));
    } else {
      const merged = mergeTexts(base, this.buffers.get(p) ?? "", theirs ?? "");
      this.setBuffer(p, merged.text);
      this.notify(this.ui.t("editor.toast.merged", { conflicts: merged.conflicts }), merged.conflicts > 0);
    }
    this.storeDrafts();
    this.revision++;
  }

  /**
   * What Save saves: the open file; in the Translate layout every changed file, since a translator's
   * work spans the language's file and the English texts it revises (the view lists them).
   */
  private savePaths(): string[] {
    if (this.layout !== "translate") return this.current ? [this.current] : [];
    return this.dirtyPaths();
  }

  private dirtyPaths(): string[] {
    return [...this.buffers.keys()].filter((p) => this.isDirty(p));
  }

  private targetFile(): string | null {
    const t = this.target ? this.i18n?.translations.get(this.target) : undefined;
    return t ? `${this.root}/${t.file}` : null;
  }

  private revert(path: string): void {
    this.flushTyping();
    const text = this.disk.get(path);
    if (text === undefined) {
      this.buffers.delete(path);
      this.current = null;
    } else {
      this.buffers.set(path, text);
      this.editor?.setText(path, text);
      this.engine?.send({ t: "edit", path, text });
    }
    // Translations typed into a reverted locale file go with it.
    for (const [id, e] of this.localEdits) if (`${this.root}/${this.i18n?.translations.get(e.lang)?.file}` === path) this.localEdits.delete(id);
    this.applyLocalEdits();
    this.storeDrafts();
    this.revision++;
    this.updatePreview();
  }

  private addTestFile(name: string, yaml: string): void {
    const root = this.root;
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "").slice(0, 60) || "test-game";
    let path = `${root}/tests/editor-${slug}.yaml`;
    for (let i = 2; this.buffers.has(path) && this.buffers.get(path) !== yaml; i++) path = `${root}/tests/editor-${slug}-${i}.yaml`;
    this.addFile(path, yaml);
    this.notify(this.ui.t("editor.toast.exported", { file: this.short(path) }));
  }

  /** A new test file (unsaved): its buffer, its schema, the worker told, and (unless `open` is false) open in the editor. */
  private addFile(path: string, text: string, open = true): void {
    this.buffers.set(path, text);
    this.kinds.set(path, "test");
    this.applyKinds();
    this.engine?.send({ t: "edit", path, text });
    this.storeDrafts();
    this.revision++;
    if (!open) return;
    if (this.layout === "translate") this.setLayout(this.lastLayout);
    this.openFile(path);
  }

  /** A path without its content folder, as people read it. */
  private short(path: string): string {
    return path.replace(/^cards\/[^/]+\//, "");
  }

  // --- the test game

  /** The decision whose options are spaces (the board offers them). */
  private spacePending() {
    return this.game?.pending.find((p) => p.options.some((o) => o.kind === "space")) ?? null;
  }

  private chooseSpace(id: string): void {
    const p = this.game?.pending.find((d) => d.options.some((o) => o.id === id));
    if (p) this.engine?.send({ t: "move", player: p.player, choice: id });
  }

  /**
   * Opens another game (a folder under cards/): the worker builds it and starts its first test
   * game; the choice is remembered across reloads.
   */
  private openGame(root: string): void {
    if (root === this.build?.contentRoot) return;
    this.chosenRoot = root;
    storeUi({ current: this.current, layout: this.layout, game: root });
    this.info = null;
    this.layoutInfo = null;
    // With its own test game where it was left, else a first one.
    this.engine?.send({ t: "game", root, script: loadScript(root) });
    const first = [...this.buffers.keys()].find((p) => p.startsWith(`${root}/`) && this.kinds.get(p) === "cards") ?? `${root}/game.yaml`;
    if (this.buffers.has(first)) this.openFile(first);
  }

  // --- authoring

  private openNewCard = (): void => {
    if (this.layout === "translate") this.setLayout(this.lastLayout);
    void import("../authoring/cw-new-card.js").then(() => (this.creatingCard = true));
  };

  /** The board's spaces (not the sides' homes), counted in the game's words for them (its `terms:`, translated). */
  private spaceCount(t: Translator): { spaces: number; space_word: string; spaces_word: string } {
    const word = (kind: string, fallback: string) => t.text(`term.${kind}`) ?? this.info?.terms[kind] ?? fallback;
    return { spaces: this.layoutInfo?.spaces.filter((x) => !x.home).length ?? 0, space_word: word("space", "space"), spaces_word: word("spaces", "spaces") };
  }

  /** Opens the Balance panel (loaded when first needed), or hides it; a run goes on while it is hidden. */
  private toggleBalance(): void {
    if (this.balancing) this.balancing = false;
    else void import("../balance/cw-balance.js").then(() => (this.balancing = true));
  }

  private openNewGame(): void {
    void import("../game/cw-new-game.js").then(() => (this.settingUp = true));
  }

  /** Adds the card's skeleton to its era's cards file and writes its test next to it (both unsaved). */
  private newCard(card: NewCard): void {
    this.creatingCard = false;
    const cardFiles = new Map([...this.buffers].filter(([p]) => this.kinds.get(p) === "cards"));
    const file = this.info ? fileForCard(cardFiles, card, this.info.cardFields) : null;
    if (!file || !this.info) return this.notify(this.ui.t("editor.game.content_errors"), true);
    const number = nextNumber(this.cards.map((c) => c.number));
    let added: { text: string; line: number };
    try {
      added = addCardToFile(this.buffers.get(file)!, card, number, placeholderEvent(this.info));
    } catch (e) {
      return this.notify((e as Error).message, true);
    }
    const test = cardTestPath(this.root, card.id);
    if (file !== this.current) this.openFile(file);
    this.setBuffer(file, added.text);
    this.flushEdit();
    this.editor?.reveal(added.line, 5);
    // The test is written by playing the card: the worker does it once the edit is built.
    if (!this.buffers.has(test)) {
      this.cardTestOpens = false;
      this.engine?.send({ t: "card-test", card: card.id });
    }
    this.notify(this.ui.t("editor.toast.card_created", { card: card.name, file: this.short(file), test: this.short(test) }));
  }

  /** Quick fixes that change another file than the one they are offered in. */
  private onFix = (e: Event): void => {
    const action = (e as CustomEvent<FixAction>).detail;
    if (action.kind === "create-card-test") {
      const c = this.cards.find((x) => x.id === action.card);
      if (!c) return;
      const path = cardTestPath(this.root, c.id);
      if (!this.buffers.has(path)) {
        this.cardTestOpens = true;
        this.engine?.send({ t: "card-test", card: c.id });
      } else this.openFile(path);
    } else if (action.kind === "add-translation") {
      this.flushTyping();
      const b = this.i18n;
      const t = b?.translations.get(action.lang);
      if (!b || !t) return;
      const path = `${this.root}/${t.file}`;
      const text = this.buffers.get(path);
      if (text === undefined) return;
      try {
        this.setBuffer(path, addToTranslate(text, b, action.lang, action.key));
      } catch (err) {
        return this.notify((err as Error).message, true);
      }
      this.flushEdit();
      this.notify(this.ui.t("editor.toast.translation_added", { key: action.key, file: t.file }));
    }
  };

  /** The card face's update waiting for the page to be idle (0: none). */
  private previewTask = 0;

  /**
   * Finding the card under the cursor parses the whole file: it waits until the page is idle (at
   * most 150 ms), after what a key must show at once (the text, the markers, the problems, the
   * replayed game), and the edit and the cursor move one key makes find it once.
   */
  private updatePreview(): void {
    if (this.previewTask) return;
    const run = () => {
      this.previewTask = 0;
      this.findPreview();
    };
    this.previewTask = typeof requestIdleCallback === "function" ? requestIdleCallback(run, { timeout: 150 }) : window.setTimeout(run, 50);
  }

  private findPreview(): void {
    const path = this.current;
    if (!path || this.kinds.get(path) !== "cards") {
      this.preview = null;
      return;
    }
    const at = cardAt(this.buffers.get(path) ?? "", this.cursor);
    // Half-typed YAML that shows no card (or a fragment with neither id nor name, as a misplaced
    // line parses) keeps the last face instead of flickering away; the same face is not drawn again.
    if (at && (at.card.id || at.card.name) && JSON.stringify(at) !== JSON.stringify(this.preview)) this.preview = at;
  }

  // --- translations

  /** A translation being typed: the view shows it at once, the locale file gets it when the typing pauses. */
  private typing: { edit: TranslatorEdit; timer: number } | null = null;

  private onTranslatorEdit(e: TranslatorEdit): void {
    const b = this.i18n;
    if (!b?.translations.has(e.lang)) return;
    if (this.typing && (this.typing.edit.key !== e.key || this.typing.edit.lang !== e.lang)) this.flushTyping();
    const english = englishOf(b, e.key);
    const cleared = !e.text.trim();
    if (!cleared && english !== null) this.rememberStamped(english);
    this.localEdits.set(`${e.lang}\0${e.key}`, { lang: e.lang, key: e.key, text: cleared ? null : e.text, source: cleared || english === null ? null : sourceHash(english) });
    this.applyLocalEdits();
    clearTimeout(this.typing?.timer);
    this.typing = { edit: e, timer: window.setTimeout(() => this.flushTyping(), 150) };
  }

  /**
   * The English a translation is stamped with, kept like the English of the files as loaded: when
   * that English is edited afterwards (saved or not), the outdated translation shows the words
   * that changed rather than "the earlier English text is not known".
   */
  private rememberStamped(english: string): void {
    const h = sourceHash(english);
    if (this.englishMemory.has(h)) return;
    this.englishMemory.set(h, english);
    storeEnglishMemory(this.englishMemory);
    this.memoryVersion++;
  }

  /** Writes the translation being typed into its locale file's buffer (stamped with the current English). */
  private flushTyping(): void {
    const typing = this.typing;
    if (!typing) return;
    clearTimeout(typing.timer);
    this.typing = null;
    const { lang, key, text } = typing.edit;
    const b = this.i18n;
    const t = b?.translations.get(lang);
    if (!b || !t) return;
    const path = `${this.root}/${t.file}`;
    const fileText = this.buffers.get(path);
    if (fileText === undefined) return;
    let next: string;
    try {
      next = editTranslation(fileText, b, lang, key, text);
    } catch (err) {
      return this.notify((err as Error).message, true);
    }
    if (next !== fileText) this.setBuffer(path, next);
  }

  /** Marks a translation as made from the current English, or removes one that has no English. */
  private onTranslatorStamp(lang: string, key: string, remove: boolean): void {
    this.flushTyping();
    const b = this.i18n;
    const t = b?.translations.get(lang);
    if (!b || !t) return;
    const path = `${this.root}/${t.file}`;
    const text = this.buffers.get(path);
    if (text === undefined) return;
    let next: string;
    try {
      next = remove ? removeTranslation(text, key) : stampTranslation(text, b, key);
    } catch (err) {
      return this.notify((err as Error).message, true);
    }
    const entry = t.entries.get(key);
    const english = englishOf(b, key);
    if (!remove && english !== null) this.rememberStamped(english);
    this.localEdits.set(`${lang}\0${key}`, { lang, key, text: remove ? null : (entry?.text ?? null), source: english === null ? null : sourceHash(english) });
    this.applyLocalEdits();
    this.setBuffer(path, next);
  }

  /** Starts a language: its file (`strings: {}`) and its place in game.yaml, both unsaved. */
  private newLanguage(code: string, name: string): void {
    this.flushTyping();
    const root = this.root;
    const rel = localePath(code);
    const path = `${root}/${rel}`;
    const gamePath = `${root}/game.yaml`;
    const gameText = this.buffers.get(gamePath);
    if (gameText === undefined) return;
    let manifest: string;
    try {
      manifest = addTranslationToManifest(gameText, rel);
    } catch (err) {
      return this.notify((err as Error).message, true);
    }
    const gameName = this.workerBundle?.byKey.get("game.name")?.text ?? root.split("/").pop() ?? "";
    if (!this.buffers.has(path)) this.setBuffer(path, newLanguageText(code, name, gameName));
    this.setBuffer(gamePath, manifest);
    this.flushEdit();
    this.target = code;
    storeUi({ target: code });
    this.notify(this.ui.t("editor.toast.language_created", { file: rel }));
  }

  private setTarget(lang: string): void {
    this.flushTyping();
    this.target = lang;
    storeUi({ target: lang });
  }

  private setUiLang(lang: string): void {
    this.uiLang = lang;
    storeUi({ lang });
    this.engine?.send({ t: "lang", lang });
    // The editor's own words in that language, once fetched (English until then).
    void loadOwnMessages(lang).then(() => this.requestUpdate());
  }

  /** Opens where an English string is written (from the translator view). */
  private revealSource(at: Location): void {
    const path = at.file.startsWith("cards/") ? at.file : `${this.root}/${at.file}`;
    if (this.layout === "translate") this.setLayout(this.lastLayout === "play" ? "split" : this.lastLayout);
    if (path !== this.current) this.openFile(path);
    this.editor?.reveal(at.start.line, at.start.column);
  }

  // --- the game

  private newGame(setup: GameSetup): void {
    this.engine?.send({ t: "new-game", setup });
  }

  private exportGame(): void {
    const played = this.game?.script.steps.find((s) => "player" in s.step && this.cards.some((c) => c.id === (s.step as { choice: string }).choice));
    const id = played ? (played.step as { choice: string }).choice : null;
    const t = this.ui;
    const name = window.prompt(t.t("editor.export.prompt"), id ? t.t("editor.export.card", { card: t.name("card", id) }) : t.t("editor.export.default"));
    if (name) this.engine?.send({ t: "export", name });
  }

  // --- keys

  private onKey = (e: KeyboardEvent): void => {
    const mod = e.ctrlKey || e.metaKey;
    if (mod && e.key.toLowerCase() === "s") {
      e.preventDefault();
      this.flushTyping();
      void this.save(e.shiftKey ? [...this.buffers.keys()] : this.savePaths());
    } else if (e.altKey && e.key.toLowerCase() === "z") {
      e.preventDefault();
      this.engine?.send({ t: "undo" });
    } else if (e.altKey && ["1", "2", "3", "4"].includes(e.key)) {
      e.preventDefault();
      this.setLayout(LAYOUTS[Number(e.key) - 1]!);
    }
  };

  /** Unsaved work is kept as drafts for this browser, and the browser asks before the page goes. */
  private onUnload = (e: BeforeUnloadEvent): void => {
    this.flushTyping();
    this.storeDrafts();
    if (this.dirtyPaths().length) {
      e.preventDefault();
      e.returnValue = "";
    }
  };

  private setLayout(l: Layout): void {
    if (l === "translate") void import("../translator/cw-translator.js");
    if (l !== "translate") this.lastLayout = l;
    this.layout = l;
    storeUi({ current: this.current, layout: l });
  }

  private notify(text: string, error = false): void {
    this.toast = { text, error };
    clearTimeout(this.toastTimer);
    this.toastTimer = window.setTimeout(() => (this.toast = null), error ? 7000 : 3500);
  }

  protected override updated(changed: PropertyValues): void {
    // The language changed (or its strings did): markers and the page's title follow.
    if (changed.has("uiLang") || changed.has("i18n")) {
      const tr = this.ui;
      document.documentElement.lang = tr.lang;
      document.title = tr.t("editor.title");
      const ed = this.editor;
      if (ed && ed.hintLabel !== tr.t("cli.hint")) ed.hintLabel = tr.t("cli.hint");
      if (ed) ed.setDiagnostics(this.shown(this.diagnostics));
    }
    // The hover and completion from the schemas, in that language: again when the translator
    // changes (a switch of language, the game's strings, or the editor's translation once fetched).
    const tr = this.ui;
    if (tr !== this.schemaTr) {
      this.schemaTr = tr;
      const { texts, hover } = schemaLanguage(tr, translate(ownBundle(this.uiLang), this.uiLang));
      setSchemaLanguage(texts, hover);
      this.applyKinds();
    }
  }

  /** The translator the schemas were last given in (see updated()). */
  private schemaTr: Translator | null = null;

  // --- rendering

  override render() {
    const t = this.ui;
    const b = this.build;
    const diagnostics = this.shown(this.diagnostics);
    const { error: errors, warning: warnings, hint: hints } = countBySeverity(diagnostics);
    // The panels get the same objects as long as what they show is the same: a key typed, a build
    // or a game message re-renders only the panels whose data changed (Lit compares by identity).
    const paths = [...this.buffers.keys()];
    const dirtyList = paths.filter((p) => this.isDirty(p));
    const dirty = this.memo("dirty", [dirtyList.join("\0")], () => new Set(dirtyList));
    const problems = this.memo("problems", [diagnostics], () => {
      const out = new Map<string, { errors: number; warnings: number }>();
      for (const d of diagnostics) {
        if (d.severity === "hint") continue;
        const p = out.get(d.file) ?? { errors: 0, warnings: 0 };
        if (d.severity === "error") p.errors++;
        else p.warnings++;
        out.set(d.file, p);
      }
      return out;
    });
    const g = this.game;
    const cur = this.current;
    const fileName = cur ? cur.split("/").pop() : "";
    const dir = cur ? cur.slice(0, cur.length - (fileName?.length ?? 0)) : "";
    // The last move (or the step looked at in the log), and what the last edit changed, on the board.
    const { changed, edited, editedTracks } = this.memo("marks", [g?.steps, g?.moment, g?.replay.board], () => {
      const changed = new Set<string>();
      const last = g ? (g.moment !== null ? g.steps[g.moment] : g.steps[g.steps.length - 1]) : undefined;
      for (const l of last?.lines ?? []) if (l.tone === "space" || l.tone === "roll") for (const c of l.spaces ?? []) changed.add(c);
      const edit = g?.moment === null ? g?.replay.board : undefined;
      return { changed, edited: new Set(edit?.spaces.map((c) => c.id) ?? []), editedTracks: new Set(edit?.tracks.map((x) => x.track) ?? []) };
    });
    const treePaths = this.memo("paths", [paths.join("\0")], () => paths);
    const unsaved = this.memo("unsaved", [dirty, this.root], () => [...dirty].map((p) => this.short(p)));
    const layout = this.shownLayout();
    const info = this.info;
    const hands = g ? Object.values(g.script.setup.hands).some((h) => h.length) : false;
    const saveTargets = this.savePaths();
    const languages = (this.i18n ?? this.bootstrap ?? NO_BUNDLE).languages;
    const translating = this.layout === "translate";
    const targetFile = this.targetFile();
    const smallBtn = "height:24px;background:#fff;color:var(--ink-2);border-color:var(--line)";
    return html`
      <header class="cw-header">
        <div class="cw-brand" title="Cardwright">${logo()} <span class="name">Cardwright</span> <small>${t.t("editor.subtitle")}</small></div>
        <span class="cw-pill ${this.building ? "busy" : errors ? "bad" : ""}" data-status=${!b ? "loading" : this.building ? "building" : errors ? "errors" : "ok"} title=${b ? t.t("editor.status.built", { ms: b.ms }) : ""}>
          <span class="dot"></span><span class="txt">${!b ? t.t("editor.status.loading") : errors ? t.t("editor.status.errors", { errors, warnings }) : t.t("editor.status.ok", { warnings, cards: this.cards.length, ...this.spaceCount(t) })}</span>
        </span>
        ${g?.stale ? html`<span class="cw-pill bad" title=${t.t("editor.status.stale")}><span class="dot"></span><span class="txt">${t.t("editor.status.stale")}</span></span>` : nothing}
        <span class="spacer"></span>
        <button class="cw-hbtn" data-balance aria-pressed=${!!this.balancing} title=${t.t("editor.balance.button_title")} @click=${() => this.toggleBalance()}>${t.t("editor.balance.button")}</button>
        <a class="cw-hbtn" data-play-page href="./play.html" target="_blank" rel="noopener">${t.t("editor.play_page")}</a>
        <label class="cw-lang" title=${t.t("editor.language")}>
          ${globe()}
          <select data-ui-lang aria-label=${t.t("editor.language")} @change=${(e: Event) => this.setUiLang((e.target as HTMLSelectElement).value)}>
            ${this.memo("picker", [languages], () => pickerLanguages(this.i18n || this.bootstrap ? languages : null, ownLanguages())).map(
              (l) => html`<option value=${l.code} ?selected=${l.code === this.uiLang} ?data-game-untranslated=${l.gameUntranslated} ?data-editor-untranslated=${l.editorUntranslated}>${
                l.gameUntranslated ? t.t("editor.language.game_untranslated", { language: l.name }) : l.editorUntranslated ? t.t("editor.language.editor_untranslated", { language: l.name }) : l.name
              }</option>`,
            )}
          </select>
        </label>
        <div class="cw-seg" role="group" aria-label=${t.t("editor.layout")}>
          ${LAYOUTS.map((l, i) => html`<button aria-pressed=${this.layout === l} data-layout=${l} title="Alt+${i + 1}" @click=${() => this.setLayout(l)}>${l === "translate" ? html`${translateIcon()} ` : nothing}${t.t(`editor.layout.${l}`)}</button>`)}
        </div>
        <button class="cw-hbtn" data-export ?disabled=${!g} @click=${() => this.exportGame()}>${t.t("editor.export")}</button>
        <button class="cw-hbtn" data-save-all ?disabled=${!dirty.size} @click=${() => this.save([...this.buffers.keys()])}>${t.t("editor.save_all")} <kbd>⇧⌃S</kbd></button>
        <button class="cw-hbtn primary" data-save ?disabled=${!saveTargets.some((p) => dirty.has(p))} @click=${() => this.save(this.savePaths())}>${t.t("editor.save")} <kbd>⌃S</kbd></button>
      </header>
      <main class="cw-main">
        <section class="cw-col cw-tree-col">
          <div class="cw-panel">
            <div class="cw-panel-title" data-panel="content">${t.t("editor.panel.content")} <span class="grow"></span>${dirty.size ? html`<span style="color:var(--warn);text-transform:none;letter-spacing:0">${t.t("editor.file.unsaved_count", { count: dirty.size })}</span>` : nothing}</div>
            <div class="cw-tree-tools"><button class="cw-hbtn" style=${smallBtn} data-new-card title=${t.t("editor.new_card.lead")} ?disabled=${!this.info} @click=${this.openNewCard}>+ ${t.t("editor.new_card")}</button></div>
            <cw-file-tree class="scroll" style="flex:1;overflow:auto" .paths=${treePaths} .root=${b?.contentRoot ?? "cards"} .current=${cur} .dirty=${dirty} .problems=${problems} .tr=${t}
              @open-file=${(e: CustomEvent<string>) => this.openFile(e.detail)}></cw-file-tree>
          </div>
        </section>
        <section class="cw-col">
          <div class="cw-panel cw-editor-panel">
            <div class="cw-editor-bar">
              <span class="path">${dir}<b>${fileName}</b></span>
              ${cur ? html`<span class="state ${dirty.has(cur) ? "dirty" : ""}" data-file-state=${dirty.has(cur) ? "dirty" : "saved"}>${t.t(!this.disk.has(cur) ? "editor.file.new" : dirty.has(cur) ? "editor.file.unsaved" : "editor.file.saved")}</span>` : nothing}
              <span class="grow"></span>
              ${cur && dirty.has(cur) ? html`<button class="cw-hbtn" data-revert style=${smallBtn} @click=${() => this.revert(cur)}>${t.t("editor.revert")}</button>` : nothing}
            </div>
            <cw-code-editor
              @text-change=${(e: CustomEvent<{ path: string; text: string }>) => this.onTextChange(e.detail.path, e.detail.text)}
              @cursor=${(e: CustomEvent<{ offset: number }>) => {
                this.cursor = e.detail.offset;
                this.updatePreview();
              }}
              @save-request=${() => void this.save(this.savePaths())}></cw-code-editor>
          </div>
          <div class="cw-bottom">
            ${this.cardPanel(t)}
            <div class="cw-panel cw-problems-panel"><div class="cw-panel-title" data-panel="problems">${t.t("editor.panel.problems")} <span class="grow"></span>
              ${errors ? html`<span style="color:var(--err)" title=${t.t("editor.problems.error", { count: errors })}>${errors}</span>` : nothing}
              ${warnings ? html`<span style="color:var(--warn)" title=${t.t("editor.problems.warning", { count: warnings })}>${warnings}</span>` : nothing}
              ${hints ? html`<span style="color:#5b7fa6" title=${t.t("editor.problems.hint", { count: hints })}>${hints}</span>` : nothing}</div>
              <cw-problems .diagnostics=${diagnostics} .unchecked=${!!this.build?.unchecked} .leftOut=${this.build?.leftOut ?? []} .current=${cur} .tr=${t} @reveal=${(e: CustomEvent<Diagnostic>) => this.reveal(e.detail)}></cw-problems>
            </div>
          </div>
        </section>
        <section class="cw-col cw-right">
          <div class="cw-panel cw-board-panel">
            <cw-tracks .board=${g?.board ?? null} .info=${info} .tr=${t} .edited=${editedTracks}></cw-tracks>
            <cw-board .layout=${layout} .info=${info} .board=${g?.board ?? null} .pending=${this.spacePending()} .changed=${changed} .edited=${edited} .tr=${t}
              @choose=${(e: CustomEvent<string>) => this.chooseSpace(e.detail)}></cw-board>
          </div>
          <div class="cw-play-row">
            <div class="cw-panel">
              <div class="cw-panel-title" data-panel="test-game"><span class="t">${t.t("editor.panel.test_game")}</span> <span class="grow"></span>
                <button class="cw-hbtn" style=${smallBtn} data-undo ?disabled=${!g || (!g.script.steps.length && !hands)} title="${t.t("editor.game.undo")} (Alt+Z)" @click=${() => this.engine?.send({ t: "undo" })}>↶ <span class="cw-undo-label">${t.t("editor.game.undo")}</span></button>
                <button class="cw-hbtn" style=${smallBtn} data-new-game @click=${() => this.openNewGame()}>${t.t("editor.game.new")}</button>
              </div>
              <cw-play .board=${g?.board ?? null} .info=${info} .pending=${g?.pending ?? NO_PENDING} .moment=${g?.moment ?? null} .setup=${g?.script.setup ?? null} .cards=${this.cards} .error=${g?.error ?? null} .errorAt=${g?.errorAt ?? null} .tr=${t}
                @reveal=${(e: CustomEvent<Diagnostic>) => this.reveal(e.detail)}
                @game-setup=${() => this.openNewGame()}
                @log-moment=${(e: CustomEvent<number | null>) => this.engine?.send({ t: "moment", step: e.detail })}
                @game-move=${(e: CustomEvent<{ player: string; choice: string }>) => this.engine?.send({ t: "move", player: e.detail.player, choice: e.detail.choice })}
                @game-view=${(e: CustomEvent<string | null>) => this.engine?.send({ t: "view", side: e.detail })}
                @game-dice=${(e: CustomEvent<number[]>) => this.engine?.send({ t: "dice", dice: e.detail })}
                @game-rig=${(e: CustomEvent<{ side: string; card: string }>) => this.engine?.send({ t: "rig", side: e.detail.side, card: e.detail.card })}></cw-play>
            </div>
            <div class="cw-panel">
              <div class="cw-panel-title" data-panel="log">${t.t("editor.panel.log")} <span class="grow"></span>${g ? html`<span style="text-transform:none;letter-spacing:0;font-weight:500">${t.t("editor.log.steps", { count: g.steps.length })}</span>` : nothing}</div>
              <cw-log .pieces=${info?.pieces[0] ? t.name("piece", info.pieces[0].id) : ""} .steps=${g?.steps ?? []} .start=${g?.startLines ?? []} .note=${g?.replay ?? null} .ranOn=${g?.ranOn ?? null} .stale=${g?.stale ?? false} .moment=${g?.moment ?? null} .tr=${t}
                @log-moment=${(e: CustomEvent<number | null>) => this.engine?.send({ t: "moment", step: e.detail })}></cw-log>
            </div>
          </div>
        </section>
      </main>
      <main class="cw-translate-main">
        <cw-translator .active=${translating} .info=${info} .bundle=${this.i18n} .target=${this.target} .tr=${t} .cards=${this.cards} .memory=${this.englishMemory} .memoryVersion=${this.memoryVersion}
          .fileState=${targetFile ? (!this.disk.has(targetFile) ? "new" : dirty.has(targetFile) ? "unsaved" : "saved") : null}
          .unsaved=${unsaved}
          @tr-target=${(e: CustomEvent<string>) => this.setTarget(e.detail)}
          @tr-edit=${(e: CustomEvent<TranslatorEdit>) => this.onTranslatorEdit(e.detail)}
          @tr-stamp=${(e: CustomEvent<{ lang: string; key: string }>) => this.onTranslatorStamp(e.detail.lang, e.detail.key, false)}
          @tr-remove=${(e: CustomEvent<{ lang: string; key: string }>) => this.onTranslatorStamp(e.detail.lang, e.detail.key, true)}
          @tr-new-language=${(e: CustomEvent<{ code: string; name: string }>) => this.newLanguage(e.detail.code, e.detail.name)}
          @tr-reveal=${(e: CustomEvent<Location>) => this.revealSource(e.detail)}></cw-translator>
      </main>
      ${this.balancing !== null
        ? html`<cw-balance ?hidden=${!this.balancing} .tr=${t} .info=${info} .overlays=${this.overlays} .edited=${this.buffers} .saved=${this.disk} .revision=${this.revision}
            @balance-close=${() => (this.balancing = false)}></cw-balance>`
        : nothing}
      ${this.settingUp
        ? html`<cw-new-game .tr=${t} .overlays=${this.overlays} .cards=${this.cards} .info=${info} .layout=${layout} .games=${b?.games ?? []} .setup=${g?.script.setup ?? null}
            @game-open=${(e: CustomEvent<string>) => this.openGame(e.detail)}
            @game-new=${(e: CustomEvent<GameSetup>) => {
              this.settingUp = false;
              this.newGame(e.detail);
            }} @new-game-cancel=${() => (this.settingUp = false)}></cw-new-game>`
        : nothing}
      ${this.creatingCard
        ? html`<cw-new-card .tr=${t} .info=${info} .taken=${new Set(this.names.map((n) => n.id))}
            @new-card=${(e: CustomEvent<NewCard>) => this.newCard(e.detail)} @new-card-cancel=${() => (this.creatingCard = false)}></cw-new-card>`
        : nothing}
      <cw-conflict .file=${this.conflict?.path ?? ""} .message=${this.conflict ? t.t("editor.conflict.message", { file: this.short(this.conflict.path) }) : ""}
        .labels=${{ merge: t.t("editor.conflict.merge"), reload: t.t("editor.conflict.reload"), cancel: t.t("editor.conflict.cancel") }}
        @conflict-choice=${(e: CustomEvent<"merge" | "reload" | "cancel">) => this.resolveConflict(e.detail)}></cw-conflict>
      ${this.toast ? html`<div class="cw-toast ${this.toast.error ? "err" : ""}" role="status">${this.toast.text}</div>` : nothing}
    `;
  }

  private memos = new Map<string, { deps: unknown[]; value: unknown }>();

  /** `make()`, made again only when one of `deps` is not the same (===) as last time. */
  private memo<T>(key: string, deps: unknown[], make: () => T): T {
    const last = this.memos.get(key);
    if (last && last.deps.length === deps.length && last.deps.every((d, i) => d === deps[i])) return last.value as T;
    const value = make();
    this.memos.set(key, { deps, value });
    return value;
  }

  /**
   * The card under the cursor, in the editor's language (name and text from its translation); a
   * toggle shows the source (English) face beside it.
   */
  private cardPanel(t: Translator) {
    const bundle = this.i18n ?? this.bootstrap;
    const source = bundle?.sourceLanguage ?? "en";
    const translated = this.uiLang !== source;
    const local = this.preview ? localizedCard(this.preview, this.i18n, this.uiLang) : null;
    const sourceName = bundle?.languages.find((l) => l.code === source)?.name ?? "English";
    const both = translated && this.showSource && !!this.preview;
    const note = local?.untranslated.length ? t.t("editor.card.untranslated", { parts: local.untranslated.length === 2 ? "both" : local.untranslated[0]! }) : null;
    return html`<div class="cw-panel">
      <div class="cw-panel-title" data-panel="card"><span class="t">${t.t("editor.panel.card")}</span><span class="grow"></span>
        ${translated ? html`<button class="cw-hbtn" style="height:22px;background:#fff;color:var(--ink-2);border-color:var(--line);text-transform:none;letter-spacing:0" data-face-source aria-pressed=${this.showSource} title=${t.t("editor.card.show_source", { language: sourceName })} @click=${() => (this.showSource = !this.showSource)}>${this.showSource ? "✓ " : ""}${sourceName}</button>` : nothing}
      </div>
      <div class="cw-faces scroll">
        <cw-card-face data-face=${this.uiLang} .info=${this.info} .at=${local?.at ?? null} .file=${this.current} .tr=${t} .caption=${note}></cw-card-face>
      </div>
      ${both
        ? html`<div class="cw-source-face" role="note"><cw-card-face data-face=${source} .info=${this.info} .at=${this.preview} .file=${this.current} .tr=${this.sourceTr()} .caption=${t.t("editor.card.source_caption", { language: sourceName })}></cw-card-face></div>`
        : nothing}
    </div>`;
  }

  /** The source language's translator (the card face's labels in English). */
  private sourceTr(): Translator {
    const bundle = this.i18n ?? this.bootstrap ?? NO_BUNDLE;
    if (this.sourceCache?.bundle !== bundle) this.sourceCache = { bundle, tr: translate(bundle, bundle.sourceLanguage) };
    return this.sourceCache.tr;
  }

  private reveal(d: Diagnostic): void {
    if (d.file !== this.current) this.openFile(d.file);
    this.editor?.reveal(d.start.line, d.start.column);
  }
}

function logo() {
  return html`<svg width="22" height="22" viewBox="0 0 32 32" aria-hidden="true"><rect x="7" y="3" width="19" height="26" rx="3" fill="#b8432f" transform="rotate(8 16 16)"/><rect x="5" y="3" width="19" height="26" rx="3" fill="#f4ecd9"/><path d="M14.5 7.5l1.6 3.4 3.7.4-2.8 2.5.8 3.7-3.3-1.9-3.3 1.9.8-3.7-2.8-2.5 3.7-.4z" fill="#b8432f"/><rect x="8.5" y="20" width="12" height="1.8" rx=".9" fill="#9c8a66"/><rect x="8.5" y="23.5" width="8" height="1.8" rx=".9" fill="#9c8a66"/></svg>`;
}

function globe() {
  return html`<svg width="15" height="15" viewBox="0 0 16 16" aria-hidden="true"><circle cx="8" cy="8" r="6.3" fill="none" stroke="currentColor" stroke-width="1.3"/><path d="M1.8 8h12.4M8 1.7c-2.1 2.2-2.1 10.4 0 12.6M8 1.7c2.1 2.2 2.1 10.4 0 12.6" fill="none" stroke="currentColor" stroke-width="1.2"/></svg>`;
}

function translateIcon() {
  return html`<svg width="13" height="13" viewBox="0 0 16 16" aria-hidden="true" style="vertical-align:-2px"><path d="M1.5 3h7M5 1.5V3m2 0c-.6 2.7-2.4 5-5 6.3M3.6 5.3c.8 1.6 2.1 2.9 3.7 3.7" fill="none" stroke="currentColor" stroke-width="1.3" stroke-linecap="round"/><path d="M8.5 14.5l3-7 3 7m-5-2h4" fill="none" stroke="currentColor" stroke-width="1.3" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
}

customElements.define("cw-app", CwApp);

/**
 * The new game message with the parts that did not change taken from the last one: a panel whose
 * part is the same object is not drawn again (an edit that breaks the content changes only
 * `stale`: the board, the hands and the log stay as they are, and the diagnostic shows sooner).
 */
function sharedGame(last: GameMessage | null, m: GameMessage): GameMessage {
  if (!last) return m;
  const out = { ...m };
  for (const k of ["script", "board", "pending", "startLines", "steps", "replay"] as const) {
    if (JSON.stringify(last[k]) === JSON.stringify(m[k])) (out as Record<string, unknown>)[k] = last[k];
  }
  return out;
}

/** A translated name, or the declared one when the translation knows none (it gives the id back). */
function nameOr(translated: string, id: string, declared: string): string {
  return translated === id ? declared : translated;
}

/** The same diagnostics, in the same order (as the worker sends them: plain data). */
function sameList(a: Diagnostic[], b: Diagnostic[]): boolean {
  return a === b || (a.length === b.length && JSON.stringify(a) === JSON.stringify(b));
}
