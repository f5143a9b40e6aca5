// Quick fixes for the common mistakes, computed from a diagnostic and the text: an unknown id, name,
// function, property or value → the nearest existing ones; an old spelling → the current one; a
// missing required property → inserted with a value of its type; a missing translation or a card
// without a test → an action the app carries out (they change another file). Plain TypeScript,
// tested in node; monaco/providers.ts offers them as code actions.
import type { Diagnostic } from "../../../src/diagnostics/diagnostic.js";
import { distance } from "../../../src/diagnostics/closest.js";
import type { NameInfo } from "../game/protocol.js";
import { placeholderValue, propertiesAt, schemaAt, type JsonSchema } from "./schema-help.js";

export interface FixEdit {
  /** 1-based, Monaco style. */
  startLine: number;
  startColumn: number;
  endLine: number;
  endColumn: number;
  text: string;
}

/** Something the app does that a text edit of this file cannot: add a translation, create a test. */
export type FixAction = { kind: "add-translation"; lang: string; key: string } | { kind: "create-card-test"; card: string };

export interface QuickFix {
  title: string;
  /** Edits of the diagnostic's own file. */
  edits?: FixEdit[];
  action?: FixAction;
  preferred?: boolean;
}

export interface FixContext {
  /** The file's text. */
  text: string;
  /** The content's ids (spaces, groups, cards, effects …). */
  names: readonly NameInfo[];
  /** The callables of the game's effect language (the kernel's built-ins, the game's procedures and functions). */
  callables?: readonly string[];
  /** Names always in scope (me, opponent, none …). */
  context?: readonly string[];
  /** The file's schema, if it has one. */
  schema: JsonSchema | null;
}

/** The nearest candidates to a misspelt word: closest first, at most `n`, none too far off. */
export function nearest(word: string, candidates: Iterable<string>, n = 3): string[] {
  const limit = Math.max(2, Math.floor(word.length / 3)) + 1;
  const scored: [string, number][] = [];
  for (const c of new Set(candidates)) {
    if (c === word) continue;
    const d = distance(word.toLowerCase(), c.toLowerCase());
    const prefix = c.startsWith(word) || word.startsWith(c);
    if (d < limit || (prefix && Math.min(c.length, word.length) >= 3)) scored.push([c, prefix ? Math.min(d, 1.5) : d]);
  }
  return scored.sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0])).slice(0, n).map(([c]) => c);
}

const ID = /[A-Za-z_][A-Za-z0-9_]*/y;

/** The identifier that starts at a diagnostic's start, with its range. */
function wordAt(text: string, line: number, column: number): { word: string; edit: Omit<FixEdit, "text"> } | null {
  const l = text.split("\n")[line - 1];
  if (l === undefined) return null;
  ID.lastIndex = column - 1;
  const m = ID.exec(l);
  if (!m) return null;
  return { word: m[0], edit: { startLine: line, startColumn: column, endLine: line, endColumn: column + m[0].length } };
}

function replaceWith(at: { word: string; edit: Omit<FixEdit, "text"> }, options: string[], what: string): QuickFix[] {
  return options.map((o, i) => ({ title: `Change to \`${o}\`${what ? ` (${what})` : ""}`, edits: [{ ...at.edit, text: o }], preferred: i === 0 }));
}

/** A schema error's path in the data, as its `dataPath` argument gives it ("cards.3.effects"): keys and list indexes. */
function parsePath(dataPath: string | undefined): (string | number)[] {
  if (!dataPath) return [];
  return dataPath.split(".").map((p) => (/^\d+$/.test(p) ? Number(p) : p));
}

const KIND_OF_KEY: Record<string, NameInfo["kind"][]> = {
  "diag.unknown_group": ["group"],
  "diag.unknown_group_of": ["group"],
  "diag.unknown_adjacent": ["space"],
  "diag.unknown_space": ["space"],
  "diag.unknown_card": ["card"],
  "diag.unknown_effect": ["effect"],
  "diag.unknown_side": ["side"],
  "diag.unknown_variable": ["variable"],
  "diag.unknown_hook": ["hook"],
  "diag.unknown_data": ["data"],
};

export function quickFixes(d: Diagnostic, ctx: FixContext): QuickFix[] {
  const args = (d.args ?? {}) as Record<string, string>;
  const ids = (kinds?: NameInfo["kind"][]) => ctx.names.filter((n) => !kinds || kinds.includes(n.kind)).map((n) => n.id);
  const label = (id: string) => ctx.names.find((n) => n.id === id)?.label ?? "";
  switch (d.code) {
    case "CW302": {
      const at = wordAt(ctx.text, d.start.line, d.start.column);
      if (!at) return [];
      const kinds = d.key ? KIND_OF_KEY[d.key] : undefined;
      const near = nearest(at.word, kinds ? ids(kinds) : [...ids(), ...(ctx.context ?? [])]);
      return replaceWith(at, near, "").map((f, i) => ({ ...f, title: withLabel(f.title, label(near[i]!)) }));
    }
    case "CW303": {
      const at = wordAt(ctx.text, d.start.line, d.start.column);
      if (!at) return [];
      if (d.key === "diag.renamed_function" && args["current"]) return [{ title: `Write the current spelling \`${args["current"]}\``, edits: [{ ...at.edit, text: args["current"] }], preferred: true }];
      return replaceWith(at, nearest(at.word, ctx.callables ?? []), "");
    }
    case "CW402": {
      const id = args["id"];
      const at = wordAt(ctx.text, d.start.line, d.start.column);
      if (!id || !at || at.word !== id) return [];
      const pool = ids(d.key ? KIND_OF_KEY[d.key] : undefined);
      const near = nearest(id, pool);
      return replaceWith(at, near, "").map((f, i) => ({ ...f, title: withLabel(f.title, label(near[i]!)) }));
    }
    case "CW201": {
      const at = wordAt(ctx.text, d.start.line, d.start.column);
      if (!at || !ctx.schema) return [];
      const have = propertiesAt(ctx.schema, parsePath(args["dataPath"])).map((p) => p.name);
      return replaceWith(at, nearest(at.word, have), "");
    }
    case "CW203": {
      const at = wordAt(ctx.text, d.start.line, d.start.column);
      const allowed = (args["allowed"] ?? "").split(",").map((s) => s.trim()).filter(Boolean);
      if (!at || !allowed.length) return [];
      const near = nearest(at.word, allowed);
      return replaceWith(at, near.length ? near : allowed.slice(0, 3), "");
    }
    case "CW202": {
      const property = args["property"];
      if (!property) return [];
      const path = parsePath(args["dataPath"]);
      const value = ctx.schema ? placeholderValue(schemaAt(ctx.schema, [...path, property])) : '""';
      const edit = insertProperty(ctx.text, d, `${property}: ${value}`);
      return edit ? [{ title: `Add the missing \`${property}:\``, edits: [edit], preferred: true }] : [];
    }
    case "CW602":
      return args["lang"] && args["key"] ? [{ title: `Add \`${args["key"]}\` to the ${args["language"] ?? args["lang"]} file, with the English text to translate`, action: { kind: "add-translation", lang: args["lang"], key: args["key"] }, preferred: true }] : [];
    case "CW808":
      return args["card"] ? [{ title: `Create a scenario test for \`${args["card"]}\``, action: { kind: "create-card-test", card: args["card"] }, preferred: true }] : [];
    default:
      return [];
  }
}

function withLabel(title: string, name: string): string {
  return name ? `${title} — ${name}` : title;
}

/**
 * Inserts `entry` (a `key: value`) into the mapping a diagnostic points at: on a line of its own after
 * the mapping's last line, lined up with its first key; into a flow mapping `{ … }`, before the `}`.
 */
export function insertProperty(text: string, d: Pick<Diagnostic, "start" | "end">, entry: string): FixEdit | null {
  const lines = text.split("\n");
  const first = lines[d.start.line - 1];
  if (first === undefined) return null;
  if (first[d.start.column - 1] === "{") {
    const last = lines[d.end.line - 1] ?? "";
    const close = last.lastIndexOf("}", d.end.column - 1);
    if (close < 0) return null;
    const before = last.slice(0, close).trimEnd();
    const empty = before.endsWith("{");
    return { startLine: d.end.line, startColumn: before.length + 1, endLine: d.end.line, endColumn: close + 1, text: empty ? ` ${entry} ` : `, ${entry} ` };
  }
  // The last line that belongs to the mapping (its range may end at the start of the next line).
  let end = d.end.column === 1 && d.end.line > d.start.line ? d.end.line - 1 : d.end.line;
  end = Math.min(end, lines.length);
  while (end > d.start.line && (lines[end - 1] ?? "").trim() === "") end--;
  const indent = " ".repeat(d.start.column - 1);
  const col = (lines[end - 1] ?? "").length + 1;
  return { startLine: end, startColumn: col, endLine: end, endColumn: col, text: `\n${indent}${entry}` };
}
