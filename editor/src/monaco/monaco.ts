// The one place Monaco is imported and set up: workers, theme, the YAML language with our
// tokenizer, and monaco-yaml (completion and hover from our JSON Schemas). Everything else imports
// `monaco` from here, so the bundle holds a single copy of monaco-editor.
import "./features.js";
import * as monaco from "monaco-editor/esm/vs/editor/editor.api.js";
import EditorWorker from "monaco-editor/esm/vs/editor/editor.worker.js?worker";
import type { MonacoYaml } from "monaco-yaml";
import YamlWorker from "./yaml.worker.js?worker";
import { schemaFor, type SchemaKind } from "../language/schema-list.js";
import { INITIAL_STATE, sameState, tokenizeLine, type TokState } from "../language/tokenizer.js";
import { THEME } from "./theme.js";
import { withLegacyWorkers } from "./worker-compat.js";
import { forYamlCompletion } from "./yaml-schema.js";
import { effectPosition } from "../language/effect-help.js";

export { monaco };

const workerFor = (label: string): Worker => (label === "yaml" ? new YamlWorker() : new EditorWorker());
(globalThis as { MonacoEnvironment?: monaco.Environment }).MonacoEnvironment = {
  getWorker: (_id: string, label: string) => workerFor(label),
};

// Monaco's word highlighter cancels its pending search when the editor switches models, and the
// cancellation escapes as an unhandled rejection ("Canceled"): it is not an error of ours or the user's.
window.addEventListener("unhandledrejection", (e) => {
  if ((e.reason as Error | undefined)?.name === "Canceled") e.preventDefault();
});

class LineState implements monaco.languages.IState {
  constructor(readonly s: TokState) {}
  clone(): LineState {
    return new LineState(this.s);
  }
  equals(other: monaco.languages.IState): boolean {
    return other instanceof LineState && sameState(this.s, other.s);
  }
}

let yaml: MonacoYaml | null = null;
let ready = false;
/** The schemas to give monaco-yaml once it has loaded. */
let pendingSchemas: Parameters<MonacoYaml["update"]>[0]["schemas"] = [];

let yamlRequested = false;

/**
 * monaco-yaml (schema completion; its worker is 1 MB) is loaded once the first file shows (the
 * code editor calls this after opening it), so it does not delay it: completion of keys arrives a
 * moment later.
 */
export function loadYamlSupport(): void {
  if (yamlRequested) return;
  yamlRequested = true;
  const load = () =>
    void import("monaco-yaml").then(({ configureMonacoYaml }) => {
      yaml = configureMonacoYaml(notInEffectCode(withLegacyWorkers(monaco, workerFor)), {
        enableSchemaRequest: false,
        // Validation comes from our own checker (same schemas, plus codes and hints): one owner.
        validate: false,
        completion: true,
        // One hover per thing: ours (providers.ts) says what a key means, from the same schemas.
        hover: false,
        schemas: pendingSchemas,
      });
    });
  if ("requestIdleCallback" in window) window.requestIdleCallback(load, { timeout: 1500 });
  else setTimeout(load, 300);
}

/**
 * monaco-yaml's completion is for keys and values of the schemas: inside effect code (an event,
 * a condition) it has nothing to offer, ours does (providers.ts). Nor have its code actions (a
 * long plain string made a block scalar: effect code is one already; its other actions answer its
 * own validation, which is off). Neither is asked there: each letter typed in code made its worker
 * parse the whole file, for completion, and again for the code actions Monaco asks at every move
 * of the cursor (20–30 ms of a core per key, beside the engine's build and the page's frame).
 */
function notInEffectCode(m: typeof monaco): typeof monaco {
  const registerCompletionItemProvider: typeof monaco.languages.registerCompletionItemProvider = (language, provider) =>
    monaco.languages.registerCompletionItemProvider(language, {
      triggerCharacters: provider.triggerCharacters,
      ...(provider.resolveCompletionItem ? { resolveCompletionItem: provider.resolveCompletionItem.bind(provider) } : {}),
      provideCompletionItems(model, position, context, token) {
        if (effectPosition(model.getLinesContent(), position.lineNumber - 1, position.column - 1)) return { suggestions: [] };
        const answer = provider.provideCompletionItems(model, position, context, token);
        return answer && "then" in answer ? answer.then((list) => onCursorLine(list, position)) : onCursorLine(answer, position);
      },
    });
  const registerCodeActionProvider: typeof monaco.languages.registerCodeActionProvider = (language, provider, metadata) =>
    monaco.languages.registerCodeActionProvider(
      language,
      {
        ...(provider.resolveCodeAction ? { resolveCodeAction: provider.resolveCodeAction.bind(provider) } : {}),
        provideCodeActions(model, range, context, token) {
          if (effectPosition(model.getLinesContent(), range.startLineNumber - 1, range.startColumn - 1)) return { actions: [], dispose() {} };
          return provider.provideCodeActions(model, range, context, token);
        },
      },
      metadata,
    );
  return { ...m, languages: { ...m.languages, registerCompletionItemProvider, registerCodeActionProvider } } as typeof monaco;
}

/**
 * A space typed on a new key's line (one more than the key's indentation) asks monaco-yaml, which
 * answers with ranges on the line above; Monaco dropped each such item with a console warning
 * ("did IGNORE invalid completion item", per key typed). Nothing valid is lost by dropping them
 * here: inserted at the cursor they would sit one space off the card's other keys.
 */
function onCursorLine(list: monaco.languages.CompletionList | null | undefined, position: monaco.Position): monaco.languages.CompletionList | null | undefined {
  if (!list) return list;
  const ok = (r: monaco.IRange) => r.startLineNumber === position.lineNumber && r.endLineNumber === position.lineNumber && monaco.Range.containsPosition(r, position);
  return { ...list, suggestions: list.suggestions.filter((item) => ("insert" in item.range ? ok(item.range.insert) && ok(item.range.replace) : ok(item.range))) };
}

/** Sets up the YAML language once; `setSchemas` is called again whenever the file list changes. */
export function setupMonaco(): void {
  if (ready) return;
  ready = true;
  monaco.editor.defineTheme("cardwright", THEME);
  // Registered here (monaco-yaml registers it too, later): the tokenizer and our providers need it now.
  monaco.languages.register({ id: "yaml", extensions: [".yaml", ".yml"], aliases: ["YAML", "yaml"] });
  monaco.languages.setTokensProvider("yaml", {
    getInitialState: () => new LineState(INITIAL_STATE),
    tokenize(line, state) {
      const r = tokenizeLine(line, (state as LineState).s);
      return { tokens: r.tokens.map((t) => ({ startIndex: t.start, scopes: t.type })), endState: new LineState(r.state) };
    },
  });
  monaco.languages.setLanguageConfiguration("yaml", {
    comments: { lineComment: "#" },
    brackets: [["{", "}"], ["[", "]"], ["(", ")"]],
    autoClosingPairs: [
      { open: "{", close: "}" },
      { open: "[", close: "]" },
      { open: "(", close: ")" },
      { open: '"', close: '"', notIn: ["string"] },
    ],
    surroundingPairs: [{ open: "(", close: ")" }, { open: "[", close: "]" }, { open: "{", close: "}" }, { open: '"', close: '"' }],
    wordPattern: /[A-Za-z_][A-Za-z0-9_]*/,
    // No indentation rules: Enter is ours (enter.ts), the rules could not tell card text from YAML.
  });
}

/** Associates each file with its schema (monaco-yaml matches on the model URI). */
export function setSchemas(kinds: ReadonlyMap<string, SchemaKind>): void {
  const byKind = new Map<SchemaKind, string[]>();
  for (const [path, kind] of kinds) if (schemaFor(kind)) byKind.set(kind, [...(byKind.get(kind) ?? []), modelUri(path).toString()]);
  const next = [...byKind].map(([kind, files]) => ({
    uri: `https://cardwright.invalid/schemas/${kind}.schema.json`,
    fileMatch: files,
    schema: forYamlCompletion(schemaFor(kind) ?? {}) as object,
  }));
  // Every good build hands over the game's schemas again; monaco-yaml restarts its worker on an
  // update, and a completion asked meanwhile never answers (the list stayed at "Loading…" while
  // typing effect code). Only a real change is passed on.
  const key = JSON.stringify(next);
  if (key === schemasKey) return;
  schemasKey = key;
  pendingSchemas = next;
  void yaml?.update({ schemas: pendingSchemas });
}

/** The schemas last given to monaco-yaml, as JSON: to pass on only a real change. */
let schemasKey = "";

export function modelUri(path: string): monaco.Uri {
  return monaco.Uri.parse(`file:///${path}`);
}

export function pathOfUri(uri: monaco.Uri): string {
  return uri.path.replace(/^\//, "");
}

export type { SchemaKind };
