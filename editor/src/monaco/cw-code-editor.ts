// The code editor: one Monaco editor, one model per file (kept while the page lives, disposed
// when the element leaves the page). Rendered in light DOM so Monaco's global CSS applies.
import { LitElement } from "lit";
import { toMarker } from "../language/markers.js";
import type { Diagnostic } from "../../../src/diagnostics/diagnostic.js";
import { registerProviders, setDiagnosticsSource } from "./providers.js";
import { installEnter } from "./enter.js";
import { loadYamlSupport, modelUri, monaco, setupMonaco } from "./monaco.js";

/** One owner per producer of markers: ours is the checker. */
export const MARKER_OWNER = "cardwright";

export class CwCodeEditor extends LitElement {
  private editor: monaco.editor.IStandaloneCodeEditor | null = null;
  private models = new Map<string, monaco.editor.ITextModel>();
  private diagnostics: Diagnostic[] = [];
  private silent = false;
  private viewStates = new Map<string, monaco.editor.ICodeEditorViewState | null>();
  declare path: string | null;
  /** The word before a marker's hint, in the editor's language. */
  hintLabel = "hint";

  override createRenderRoot(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    setupMonaco();
    registerProviders();
    setDiagnosticsSource((path) => this.diagnostics.filter((d) => d.file === path));
    const host = document.createElement("div");
    host.className = "cw-monaco-host";
    this.replaceChildren(host);
    this.editor = monaco.editor.create(host, {
      theme: "cardwright",
      automaticLayout: true,
      fontFamily: '"JetBrains Mono", "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", monospace',
      fontSize: 13,
      lineHeight: 20,
      minimap: { enabled: false },
      scrollBeyondLastLine: false,
      renderLineHighlight: "all",
      tabSize: 2,
      insertSpaces: true,
      padding: { top: 10, bottom: 10 },
      quickSuggestions: { other: true, comments: false, strings: true },
      // Suggestions come from the schemas and the effect language, never from words in the text;
      // none is preselected while typing, so Enter starts a new line unless the user chose one.
      wordBasedSuggestions: "off",
      suggest: { selectionMode: "never", showWords: false },
      // The common shapes first: a game declares many words that share a snippet's first word
      // (place…, remove…), which pushed the snippet below the list's visible rows.
      snippetSuggestions: "top",
      fixedOverflowWidgets: true,
      hover: { delay: 250 },
      // Folding by indentation, computed here: asking monaco-yaml's worker for folding ranges
      // made it parse the whole file after every key, a core's worth of work beside the engine's.
      foldingStrategy: "indentation",
      // Brackets in the theme's colours (theme.ts), not by depth: colouring by depth parsed the
      // file's brackets again after every key (~1–3 ms of the key's frame in Chromium's profile,
      // editor/bench/key-trace.ts), and it painted over the colours the theme gives them.
      bracketPairColorization: { enabled: false },
      model: null,
    });
    this.editor.onDidChangeModelContent(() => {
      const model = this.editor?.getModel();
      if (!model || this.silent) return;
      this.dispatchEvent(new CustomEvent("text-change", { detail: { path: this.path, text: model.getValue() }, bubbles: true, composed: true }));
    });
    this.editor.onDidChangeCursorPosition((e) => {
      const model = this.editor?.getModel();
      if (!model) return;
      this.dispatchEvent(new CustomEvent("cursor", { detail: { path: this.path, offset: model.getOffsetAt(e.position), line: e.position.lineNumber }, bubbles: true, composed: true }));
    });
    installEnter(this.editor);
    // Also in the editor's context menu, and on Ctrl+Alt+N.
    this.editor.addAction({
      id: "cardwright.newCard",
      label: "New card…",
      keybindings: [monaco.KeyMod.CtrlCmd | monaco.KeyMod.Alt | monaco.KeyCode.KeyN],
      contextMenuGroupId: "cardwright",
      run: () => void window.dispatchEvent(new CustomEvent("cw-new-card")),
    });
    this.editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.KeyS, () => this.dispatchEvent(new CustomEvent("save-request", { bubbles: true, composed: true })));
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.editor?.dispose();
    this.editor = null;
    for (const m of this.models.values()) m.dispose();
    this.models.clear();
  }

  /** Shows a file; its model is created on first open and keeps its undo history after. */
  open(path: string, text: string): void {
    if (!this.editor) return;
    if (this.path && this.editor.getModel()) this.viewStates.set(this.path, this.editor.saveViewState());
    let model = this.models.get(path);
    if (!model) {
      model = monaco.editor.createModel(text, "yaml", modelUri(path));
      this.models.set(path, model);
    } else if (model.getValue() !== text) this.replaceText(model, text);
    this.path = path;
    this.editor.setModel(model);
    const view = this.viewStates.get(path);
    if (view) this.editor.restoreViewState(view);
    this.applyMarkers(path);
    this.editor.focus();
    loadYamlSupport();
  }

  /** Whether the file has a model (it was opened). */
  has(path: string): boolean {
    return this.models.has(path);
  }

  /** Replaces a file's text from outside (revert, restore) without echoing a change event. */
  setText(path: string, text: string): void {
    const model = this.models.get(path);
    if (model && model.getValue() !== text) this.replaceText(model, text);
  }

  private replaceText(model: monaco.editor.ITextModel, text: string): void {
    this.silent = true;
    model.pushEditOperations([], [{ range: model.getFullModelRange(), text }], () => null);
    this.silent = false;
  }

  setDiagnostics(list: Diagnostic[]): void {
    this.diagnostics = list;
    for (const path of this.models.keys()) this.applyMarkers(path);
  }

  private applyMarkers(path: string): void {
    const model = this.models.get(path);
    if (!model) return;
    const mine = this.diagnostics.filter((d) => d.file === path);
    const lineCount = model.getLineCount();
    const lineText = (l: number) => (l >= 1 && l <= lineCount ? model.getLineContent(l) : undefined);
    monaco.editor.setModelMarkers(
      model,
      MARKER_OWNER,
      mine.map((d) => {
        const m = toMarker(d, lineText, lineCount, this.hintLabel);
        return { ...m, severity: markerSeverity(m.severity), source: "cardwright" };
      }),
    );
  }

  reveal(line: number, column: number): void {
    if (!this.editor) return;
    this.editor.revealPositionInCenter({ lineNumber: line, column });
    this.editor.setPosition({ lineNumber: line, column });
    this.editor.focus();
  }

  layout(): void {
    this.editor?.layout();
  }
}

export function markerSeverity(s: Diagnostic["severity"]): monaco.MarkerSeverity {
  return s === "error" ? monaco.MarkerSeverity.Error : s === "warning" ? monaco.MarkerSeverity.Warning : monaco.MarkerSeverity.Hint;
}

customElements.define("cw-code-editor", CwCodeEditor);

declare global {
  interface HTMLElementTagNameMap {
    "cw-code-editor": CwCodeEditor;
  }
}
