// Completion and hover for effect code, registered next to monaco-yaml's (Monaco merges them).
// They answer only inside effect code; the names come from the last good build.
import { completionsAt, hoverAt, type ItemKind } from "../language/effect-help.js";
import type { NameInfo } from "../game/protocol.js";
import { monaco } from "./monaco.js";

let names: NameInfo[] = [];
let byId = new Map<string, NameInfo>();

export function setEffectNames(list: NameInfo[]): void {
  names = list;
  byId = new Map(list.map((n) => [n.id, n]));
}

const K = monaco.languages.CompletionItemKind;
const KIND: Record<ItemKind, monaco.languages.CompletionItemKind> = {
  function: K.Function,
  keyword: K.Keyword,
  constant: K.Constant,
  argument: K.Property,
  country: K.Value,
  region: K.Module,
  subregion: K.Module,
  card: K.Class,
  effect: K.Event,
  superpower: K.Struct,
  era: K.EnumMember,
};

let registered = false;

export function registerEffectProviders(): void {
  if (registered) return;
  registered = true;
  monaco.languages.registerCompletionItemProvider("yaml", {
    triggerCharacters: ["(", " ", ","],
    provideCompletionItems(model, position) {
      const lines = model.getLinesContent();
      const items = completionsAt(lines, position.lineNumber - 1, position.column - 1, names);
      if (!items) return { suggestions: [] };
      const word = model.getWordUntilPosition(position);
      const range = new monaco.Range(position.lineNumber, word.startColumn, position.lineNumber, word.endColumn);
      return {
        suggestions: items.map((i) => ({
          // Short on the right (what it is), the full signature in the details.
          label: { label: i.label, description: i.kind === "function" ? "built-in" : i.kind },
          kind: KIND[i.kind],
          insertText: i.insert,
          insertTextRules: i.snippet ? monaco.languages.CompletionItemInsertTextRule.InsertAsSnippet : undefined,
          detail: i.detail,
          documentation: i.doc ? { value: i.doc } : undefined,
          sortText: i.sort,
          range,
        })),
      };
    },
  });
  monaco.languages.registerHoverProvider("yaml", {
    provideHover(model, position) {
      const h = hoverAt(model.getLinesContent(), position.lineNumber - 1, position.column - 1, byId);
      if (!h) return null;
      return { contents: [{ value: h.markdown }], range: new monaco.Range(position.lineNumber, h.start + 1, position.lineNumber, h.end + 1) };
    },
  });
}
