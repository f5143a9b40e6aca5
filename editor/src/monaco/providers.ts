// Completion, hover and quick fixes for the content files, registered once next to monaco-yaml's
// schema completion (Monaco merges the lists). Inside effect code: built-ins, keywords, names and
// snippets; in the YAML: the content's ids where the schema expects one, a key's meaning, an id's
// summary. One hover per thing: monaco-yaml's own hover is off. The language logic is in
// ../language (plain TypeScript, tested in node); this file only adapts it to Monaco.
import type { Diagnostic } from "../../../src/diagnostics/diagnostic.js";
import { completionsAt, effectPosition, hoverAt, type ItemKind } from "../language/effect-help.js";
import { markerRange } from "../language/markers.js";
import { quickFixes, type FixAction } from "../language/quick-fixes.js";
import { hoverWords, schemaFor, type SchemaKind } from "../language/schema-list.js";
import { words } from "../language/effect-words.js";
import type { JsonSchema } from "../language/schema-help.js";
import { effectSnippets, effectsSnippet } from "../language/snippets.js";
import { idSlot, yamlHover } from "../language/yaml-help.js";
import { spotAt } from "../language/yaml-path.js";
import { monaco, pathOfUri } from "./monaco.js";

let kinds: ReadonlyMap<string, SchemaKind> = new Map();
let diagnosticsOf: (path: string) => readonly Diagnostic[] = () => [];

export function setKinds(map: ReadonlyMap<string, SchemaKind>): void {
  kinds = map;
}

/** Where the quick fixes find the diagnostics of a file (the code editor's, in the editor's language). */
export function setDiagnosticsSource(f: (path: string) => readonly Diagnostic[]): void {
  diagnosticsOf = f;
}

function schemaOf(path: string): JsonSchema | null {
  const kind = kinds.get(path);
  return kind ? (schemaFor(kind) as JsonSchema | null) : null;
}

const K = monaco.languages.CompletionItemKind;
const KIND: Record<ItemKind, monaco.languages.CompletionItemKind> = {
  function: K.Function,
  keyword: K.Keyword,
  constant: K.Constant,
  argument: K.Property,
  procedure: K.Method,
  space: K.Value,
  group: K.Module,
  card: K.Class,
  effect: K.Event,
  side: K.Struct,
  pile: K.Folder,
  track: K.Unit,
  variable: K.Variable,
  piece: K.Field,
  hook: K.Interface,
  data: K.File,
};

/** A quick fix that changes another file is carried out by the app (it owns the buffers). */
export const FIX_EVENT = "cw-fix";
const FIX_COMMAND = "cardwright.fix";

let registered = false;

export function registerProviders(): void {
  if (registered) return;
  registered = true;
  monaco.editor.registerCommand(FIX_COMMAND, (_accessor, action: FixAction) => window.dispatchEvent(new CustomEvent(FIX_EVENT, { detail: action })));

  monaco.languages.registerCompletionItemProvider("yaml", {
    triggerCharacters: ["(", " ", ",", "["],
    provideCompletionItems(model, position) {
      const lines = model.getLinesContent();
      const word = model.getWordUntilPosition(position);
      const range = new monaco.Range(position.lineNumber, word.startColumn, position.lineNumber, word.endColumn);
      const items = completionsAt(lines, position.lineNumber - 1, position.column - 1, words());
      if (items) {
        const snippets = effectPosition(lines, position.lineNumber - 1, position.column - 1)?.lang === "program" ? effectSnippets(words()) : [];
        return {
          suggestions: [
            ...items.map((i) => ({
              // Short on the right (what it is), the full signature in the details.
              label: { label: i.label, description: i.kind },
              kind: KIND[i.kind],
              insertText: i.insert,
              insertTextRules: i.snippet ? monaco.languages.CompletionItemInsertTextRule.InsertAsSnippet : undefined,
              detail: i.detail,
              documentation: i.doc ? { value: i.doc } : undefined,
              sortText: i.sort,
              range,
            })),
            ...snippets.map((s) => ({ label: { label: s.label, description: "snippet" }, kind: K.Snippet, insertText: s.body, insertTextRules: monaco.languages.CompletionItemInsertTextRule.InsertAsSnippet, detail: s.detail, sortText: `5${s.label}`, range: snippetRange(model, position, s.label) ?? range })),
          ],
        };
      }
      return { suggestions: yamlSuggestions(model, position, range) };
    },
  });

  monaco.languages.registerHoverProvider("yaml", {
    provideHover(model, position) {
      const lines = model.getLinesContent();
      const h = hoverAt(lines, position.lineNumber - 1, position.column - 1, words());
      if (h) return { contents: [{ value: h.markdown }], range: new monaco.Range(position.lineNumber, h.start + 1, position.lineNumber, h.end + 1) };
      // Effect code without a hover of its own (a number, an operator) shows nothing, not its key's.
      if (effectPosition(lines, position.lineNumber - 1, position.column - 1)) return null;
      const y = yamlHover(model.getValue(), model.getOffsetAt(position), schemaOf(pathOfUri(model.uri)), words().byId, hoverWords());
      if (!y) return null;
      const a = model.getPositionAt(y.start);
      const b = model.getPositionAt(y.end);
      return { contents: [{ value: y.markdown }], range: new monaco.Range(a.lineNumber, a.column, b.lineNumber, b.column) };
    },
  });

  monaco.languages.registerCodeActionProvider("yaml", {
    provideCodeActions(model, range) {
      const path = pathOfUri(model.uri);
      const text = model.getValue();
      const lineCount = model.getLineCount();
      const lineText = (l: number) => (l >= 1 && l <= lineCount ? model.getLineContent(l) : undefined);
      const actions: monaco.languages.CodeAction[] = [];
      for (const d of diagnosticsOf(path)) {
        const r = markerRange(d, lineText, lineCount);
        if (!monaco.Range.areIntersectingOrTouching(new monaco.Range(r.startLineNumber, r.startColumn, r.endLineNumber, r.endColumn), range)) continue;
        const marker = { ...r, message: d.message, severity: d.severity === "error" ? monaco.MarkerSeverity.Error : d.severity === "warning" ? monaco.MarkerSeverity.Warning : monaco.MarkerSeverity.Hint, code: d.code };
        for (const fix of quickFixes(d, { text, names: words().names, callables: [...words().callables.keys()], context: [...words().context.keys()], schema: schemaOf(path) })) {
          actions.push({
            title: fix.title,
            kind: "quickfix",
            diagnostics: [marker],
            isPreferred: fix.preferred ?? false,
            ...(fix.edits ? { edit: { edits: fix.edits.map((e) => ({ resource: model.uri, versionId: model.getVersionId(), textEdit: { range: new monaco.Range(e.startLine, e.startColumn, e.endLine, e.endColumn), text: e.text } })) } } : {}),
            ...(fix.action ? { command: { id: FIX_COMMAND, title: fix.title, arguments: [fix.action] } } : {}),
          });
        }
      }
      return { actions, dispose() {} };
    },
  });
}

/**
 * A snippet's label has spaces ("dice roll"): what was typed of it, from the line's first word,
 * is replaced as a whole (the word range alone would leave "dice " in front).
 */
function snippetRange(model: monaco.editor.ITextModel, position: monaco.Position, label: string): monaco.Range | null {
  const before = model.getLineContent(position.lineNumber).slice(0, position.column - 1);
  const typed = /[A-Za-z_][A-Za-z _]*$/.exec(before);
  if (!typed || !label.startsWith(typed[0].toLowerCase())) return null;
  return new monaco.Range(position.lineNumber, position.column - typed[0].length, position.lineNumber, position.column);
}

/** Ids of the content where the schema expects one; the lasting-effect snippet at a card's keys. */
function yamlSuggestions(model: monaco.editor.ITextModel, position: monaco.Position, range: monaco.IRange): monaco.languages.CompletionItem[] {
  const path = pathOfUri(model.uri);
  const kind = kinds.get(path);
  if (!kind) return [];
  const text = model.getValue();
  const offset = model.getOffsetAt(position);
  // A placeholder where the cursor is, so an empty value or item still has a place in the tree.
  const spot = spotAt(`${text.slice(0, offset)}zq${text.slice(offset)}`, offset + 1);
  if (!spot) return [];
  const out: monaco.languages.CompletionItem[] = [];
  const slot = idSlot(kind, spot.path, spot.onKey, schemaOf(path), words().names);
  if (slot) {
    for (const n of words().names) {
      if (!slot.includes(n.kind)) continue;
      out.push({ label: { label: n.id, description: n.term }, kind: KIND[n.kind], insertText: n.id, detail: `${n.label} — ${n.term}`, documentation: { value: n.detail }, sortText: `0${n.id}`, range });
    }
  }
  if (kind === "cards" && spot.onKey && spot.path.length === 3 && spot.path[0] === "cards" && !/effects:/.test(cardText(model, position))) {
    const effects = effectsSnippet(words());
    out.push({ label: { label: effects.label, description: "snippet" }, kind: K.Snippet, insertText: effects.body, insertTextRules: monaco.languages.CompletionItemInsertTextRule.InsertAsSnippet, detail: effects.detail, sortText: "9effects", range });
  }
  return out;
}

/** The text of the card entry around the cursor (from its `- id:` line to the next one). */
function cardText(model: monaco.editor.ITextModel, position: monaco.Position): string {
  const lines = model.getLinesContent();
  let a = position.lineNumber - 1;
  while (a > 0 && !/^\s*- /.test(lines[a]!)) a--;
  let b = position.lineNumber;
  while (b < lines.length && !/^\s*- /.test(lines[b]!)) b++;
  return lines.slice(a, b).join("\n");
}
