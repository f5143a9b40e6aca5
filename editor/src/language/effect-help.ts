// Completion and hover for effect code inside the YAML. Pure functions over the text and the
// names of the last good build; monaco/providers.ts turns them into Monaco's types.
import { usage } from "../../../src/effects/check.js";
import { builtinByName, BUILTINS, CONSTANTS, type Builtin } from "../../../src/effects/vocabulary.js";
import type { NameInfo } from "../game/protocol.js";
import { KEYWORDS, WORD_OPERATORS } from "./effect-words.js";
import { firstSentence } from "./schema-help.js";
import { idHover } from "./yaml-help.js";
import { effectLangAt, lineStates, type EffectLang } from "./tokenizer.js";

export type ItemKind = "function" | "keyword" | "constant" | "argument" | NameInfo["kind"];

export interface CompletionItem {
  label: string;
  kind: ItemKind;
  /** Snippet syntax (`${1:side}`) when `snippet` is set. */
  insert: string;
  snippet: boolean;
  detail: string;
  doc: string;
  sort: string;
}

export interface EffectPosition {
  lang: EffectLang;
  /** Text of the line before the cursor. */
  before: string;
}

/** Where the cursor is (0-based line and column), if inside effect code. */
export function effectPosition(lines: readonly string[], line: number, column: number): EffectPosition | null {
  const states = lineStates(lines.slice(0, line + 1));
  const lang = effectLangAt(lines, states, line, column);
  return lang ? { lang, before: (lines[line] ?? "").slice(0, column) } : null;
}

/** The call whose argument list the cursor is in, e.g. `add_influence` in `add_influence(me, 2, |`. */
export function enclosingCall(before: string): string | null {
  let depth = 0;
  for (let i = before.length - 1; i >= 0; i--) {
    const c = before[i];
    if (c === ")") depth++;
    else if (c === "(") {
      if (depth === 0) return /([A-Za-z_][A-Za-z0-9_]*)\s*$/.exec(before.slice(0, i))?.[1] ?? null;
      depth--;
    }
  }
  return null;
}

export function signature(b: Builtin): string {
  return usage(b);
}

export function builtinDoc(b: Builtin): string {
  const params = b.params.map((p) => `- \`${p.name}\`${p.optional ? " (optional)" : ""}: ${p.doc}`).join("\n");
  const returns = b.returns === "void" ? "" : `\n\nReturns ${b.returns}.`;
  return `${b.doc}${b.asks ? " *Asks a player.*" : ""}${returns}\n\n${params}${b.example ? `\n\nExample: \`${b.example}\`` : ""}`;
}

/** `add_influence(${1:side}, ${2:amount}, in: ${3:in})`: required parameters, the third on by name. */
function snippetFor(b: Builtin): string {
  const parts = b.params.filter((p) => !p.optional).map((p, i) => (i < 2 ? `\${${i + 1}:${p.name}}` : `${p.name}: \${${i + 1}:${p.name}}`));
  return `${b.name}(${parts.join(", ")})`;
}

export function completionsAt(lines: readonly string[], line: number, column: number, names: readonly NameInfo[]): CompletionItem[] | null {
  const pos = effectPosition(lines, line, column);
  if (!pos) return null;
  const items: CompletionItem[] = [];
  const call = enclosingCall(pos.before);
  const b = call ? builtinByName.get(call) : undefined;
  if (b) {
    for (const p of b.params) {
      items.push({ label: `${p.name}:`, kind: "argument", insert: `${p.name}: `, snippet: false, detail: `${p.type}${p.optional ? ", optional" : ""} — argument of ${b.name}`, doc: p.doc, sort: `0${p.name}` });
    }
  }
  for (const fn of BUILTINS) {
    if (pos.lang === "expression" && (fn.returns === "void" || fn.asks)) continue;
    items.push({ label: fn.name, kind: "function", insert: snippetFor(fn), snippet: true, detail: signature(fn), doc: builtinDoc(fn), sort: `1${fn.name}` });
  }
  for (const c of CONSTANTS) items.push({ label: c.name, kind: "constant", insert: c.name, snippet: false, detail: c.type, doc: c.doc, sort: `2${c.name}` });
  if (pos.lang === "program") for (const k of KEYWORDS) items.push({ label: k, kind: "keyword", insert: k, snippet: false, detail: "keyword", doc: "", sort: `3${k}` });
  for (const k of WORD_OPERATORS) items.push({ label: k, kind: "keyword", insert: k, snippet: false, detail: "operator", doc: "", sort: `3${k}` });
  items.push({ label: "it", kind: "constant", insert: "it", snippet: false, detail: "the candidate", doc: "Inside `where:` and the conditions of modifiers: the country or card being tested.", sort: "2it" });
  for (const n of names) items.push({ label: n.id, kind: n.kind, insert: n.id, snippet: false, detail: `${n.label} — ${n.kind}`, doc: n.detail, sort: `4${n.id}` });
  return items;
}

/** Markdown for the word under the cursor in effect code. */
export function hoverAt(lines: readonly string[], line: number, column: number, names: ReadonlyMap<string, NameInfo>): { markdown: string; start: number; end: number } | null {
  if (!effectPosition(lines, line, column)) return null;
  const text = lines[line] ?? "";
  const word = wordAt(text, column);
  if (!word) return null;
  const md = hoverFor(word.word, names);
  return md ? { markdown: md, start: word.start, end: word.end } : null;
}

/** One short hover: a statement's signature and what it does in a sentence; a name's summary. */
export function hoverFor(word: string, names: ReadonlyMap<string, NameInfo>): string | null {
  const b = builtinByName.get(word);
  if (b) return `\`\`\`\n${signature(b)}\n\`\`\`\n${firstSentence(b.doc)}${b.asks ? " *Asks a player.*" : ""}`;
  const c = CONSTANTS.find((x) => x.name === word);
  if (c) return `**${c.name}** (${c.type}) — ${firstSentence(c.doc)}`;
  if (word === "it") return "**it** — the country or card a `where:` condition is testing.";
  const n = names.get(word);
  if (n) return idHover(n);
  return null;
}

export function wordAt(text: string, column: number): { word: string; start: number; end: number } | null {
  const re = /[A-Za-z_][A-Za-z0-9_]*/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m.index <= column && column <= m.index + m[0].length) return { word: m[0], start: m.index, end: m.index + m[0].length };
  }
  return null;
}
