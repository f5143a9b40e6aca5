// Completion, hover and signature help for effect code inside the YAML. Pure functions over the
// text and the chosen game's words (effect-words.ts: the kernel's built-ins, the game's procedures
// and functions with their docs, its declared names); monaco/providers.ts turns them into
// Monaco's types.
import { usage } from "../../../src/effects/checker.js";
import type { Callable } from "../../../src/effects/vocabulary-types.js";
import type { NameKind } from "../game/protocol.js";
import { KEYWORDS, WORD_OPERATORS, type Words } from "./effect-words.js";
import { firstSentence } from "./schema-help.js";
import { idHover } from "./yaml-help.js";
import { effectLangAt, lineStates, type EffectLang } from "./tokenizer.js";

export type ItemKind = "function" | "procedure" | "keyword" | "constant" | "argument" | NameKind;

export interface CompletionItem {
  label: string;
  kind: ItemKind;
  /** Snippet syntax (`${1:side}`) when `snippet` is set. */
  insert: string;
  snippet: boolean;
  detail: string;
  doc: string;
  sort: string;
  /** Where the word comes from: the kernel, the game (its file), or the kind of name. */
  source: string;
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

/** The call whose argument list the cursor is in, e.g. `move_pieces` in `move_pieces(it, me, |`, and which argument. */
export function enclosingCall(before: string): { name: string; argument: number; named: string | null } | null {
  let depth = 0;
  let commas = 0;
  let lastComma = -1;
  for (let i = before.length - 1; i >= 0; i--) {
    const c = before[i];
    if (c === ")" || c === "]" || c === "}") depth++;
    else if (c === "(" || c === "[" || c === "{") {
      if (depth === 0) {
        if (c !== "(") return null;
        const name = /([A-Za-z_][A-Za-z0-9_]*)\s*$/.exec(before.slice(0, i))?.[1];
        if (!name) return null;
        const current = before.slice((lastComma >= 0 ? lastComma : i) + 1);
        const named = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*:/.exec(current)?.[1] ?? null;
        return { name, argument: commas, named };
      }
      depth--;
    } else if (c === "," && depth === 0) {
      if (lastComma < 0) lastComma = i;
      commas++;
    }
  }
  return null;
}

export function signature(b: Callable): string {
  return usage(b);
}

/** Where a callable comes from, in a word: the kernel, or the game's file that declares it. */
export function sourceOf(b: Callable): string {
  return b.kind === "procedure" || b.kind === "function" ? (b.origin?.split("/").pop() ?? "the game") : "kernel";
}

export function callableDoc(b: Callable): string {
  const params = b.params.map((p) => `- \`${p.name}\`${p.optional ? " (optional)" : ""}: ${p.doc}`).join("\n");
  const returns = b.returns === "void" ? "" : `\n\nReturns ${b.returns}.`;
  const formerly = b.formerly?.length ? `\n\nFormerly ${b.formerly.map((f) => `\`${f}\``).join(", ")}.` : "";
  return `${b.doc}${b.asks ? " *Asks a player.*" : ""}${returns}\n\n${params}${b.example ? `\n\nExample: \`${b.example}\`` : ""}${formerly}`;
}

/** `move_pieces(${1:space}, ${2:side}, by: ${3:by})`: required parameters, the third on by name. */
function snippetFor(b: Callable): string {
  const parts = b.params.filter((p) => !p.optional).map((p, i) => (i < 2 ? `\${${i + 1}:${p.name}}` : `${p.name}: \${${i + 1}:${p.name}}`));
  return `${b.name}(${parts.join(", ")})`;
}

/** A statement (it changes the game or asks) may not be used in an expression. */
function isStatement(b: Callable): boolean {
  return b.kind === "kernel-statement" || b.kind === "procedure" || !!b.asks;
}

export function completionsAt(lines: readonly string[], line: number, column: number, words: Words): CompletionItem[] | null {
  const pos = effectPosition(lines, line, column);
  if (!pos) return null;
  const items: CompletionItem[] = [];
  const call = enclosingCall(pos.before);
  const b = call ? words.callables.get(call.name) : undefined;
  if (b) {
    for (const p of b.params) {
      items.push({ label: `${p.name}:`, kind: "argument", insert: `${p.name}: `, snippet: false, detail: `${p.type}${p.optional ? ", optional" : ""} — argument of ${b.name}`, doc: p.doc, sort: `0${p.name}`, source: "argument" });
    }
  }
  for (const fn of words.callables.values()) {
    if (pos.lang === "expression" && isStatement(fn)) continue;
    const own = fn.kind === "procedure" || fn.kind === "function";
    items.push({ label: fn.name, kind: fn.kind === "procedure" ? "procedure" : "function", insert: snippetFor(fn), snippet: true, detail: signature(fn), doc: callableDoc(fn), sort: `${own ? "1" : "2"}${fn.name}`, source: sourceOf(fn) });
  }
  for (const [name, doc] of words.context) items.push({ label: name, kind: "constant", insert: name, snippet: false, detail: "always in scope", doc, sort: `3${name}`, source: "context" });
  if (pos.lang === "program") for (const k of KEYWORDS) items.push({ label: k, kind: "keyword", insert: k, snippet: false, detail: "keyword", doc: "", sort: `4${k}`, source: "keyword" });
  for (const k of WORD_OPERATORS) items.push({ label: k, kind: "keyword", insert: k, snippet: false, detail: "operator", doc: "", sort: `4${k}`, source: "keyword" });
  for (const n of words.names) items.push({ label: n.id, kind: n.kind, insert: n.id, snippet: false, detail: `${n.label} — ${n.term}`, doc: n.detail, sort: `5${n.id}`, source: n.term });
  return items;
}

/** The signature of the call the cursor is in, with the argument being written. */
export function signatureAt(lines: readonly string[], line: number, column: number, words: Words): { callable: Callable; active: number } | null {
  const pos = effectPosition(lines, line, column);
  if (!pos) return null;
  const call = enclosingCall(pos.before);
  const b = call ? words.callables.get(call.name) : undefined;
  if (!call || !b) return null;
  const named = call.named ? b.params.findIndex((p) => p.name === call.named) : -1;
  return { callable: b, active: named >= 0 ? named : Math.min(call.argument, Math.max(0, b.params.length - 1)) };
}

/** Markdown for the word under the cursor in effect code. */
export function hoverAt(lines: readonly string[], line: number, column: number, words: Words): { markdown: string; start: number; end: number } | null {
  if (!effectPosition(lines, line, column)) return null;
  const text = lines[line] ?? "";
  const word = wordAt(text, column);
  if (!word) return null;
  const md = hoverFor(word.word, words);
  return md ? { markdown: md, start: word.start, end: word.end } : null;
}

/** One short hover: a call's signature and what it does in a sentence; a name's summary. */
export function hoverFor(word: string, words: Words): string | null {
  const b = words.callables.get(word);
  if (b) return `\`\`\`\n${signature(b)}\n\`\`\`\n${firstSentence(b.doc)}${b.asks ? " *Asks a player.*" : ""} — *${sourceOf(b)}*`;
  const c = words.context.get(word);
  if (c !== undefined) return `**${word}** — ${firstSentence(c)}`;
  const n = words.byId.get(word);
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
