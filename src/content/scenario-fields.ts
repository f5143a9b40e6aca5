// The fields of a scenario in a game that gives no `scenarios: schema:` of its own. The kernel
// reads `id`, `name` and `description` (checked in raw.ts); the rest is read by the game's code as
// `scenario.<field>`, and only there. So a field that no code reads is a slip (a misspelt `strat:`
// for the `scenario.start` the setup reads, which would otherwise be silent until the setup found
// nothing there): an error at its key, with the field meant when one is close. When some code uses
// `scenario` otherwise than to read a field by name (hands the whole of it on, `get(scenario, k)`),
// the fields it reads cannot be known, and nothing is reported.
import { closest } from "../diagnostics/closest.js";
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import { BoundedMap } from "./bounded-map.js";
import type { Path, RawGame } from "./raw.js";
import { keyRangeAt, type SourceFile } from "./yaml-source.js";

/** What the kernel itself reads of every scenario (raw.ts checks their types). */
const KERNEL_FIELDS = ["id", "name", "description"];

/** What one text of code reads of `scenario`: the fields named, and whether it uses it whole. */
interface Reads {
  fields: string[];
  whole: boolean;
}

/** By the code's text: the same texts come back on every build of the editor. */
const readsByText = new BoundedMap<string, Reads>(5_000);

/** Read from the text, as effects-started.ts does: a check restored from the disk cache has no parsed code. */
export function scenarioReads(text: string): Reads {
  let r = readsByText.get(text);
  if (!r) {
    r = { fields: [], whole: false };
    if (text.includes("scenario")) {
      // Strings and comments read nothing.
      const code = text.replace(/"[^"\n]*"|#[^\n]*/g, " ");
      for (const m of code.matchAll(/(\.\s*)?\bscenario\b(?=(\s*\.\s*([A-Za-z_][A-Za-z0-9_]*))?)(?!\s*[:(])/g)) {
        if (m[1] !== undefined) continue; // a field of something else named `scenario`
        if (m[3] !== undefined) r.fields.push(m[3]);
        else r.whole = true;
      }
    }
    readsByText.set(text, r);
  }
  return r;
}

/**
 * Whether an edit of code may change what the game reads of its scenarios: a check of that code
 * alone (the editor's quick lane, validate's code-only path) leaves it to a whole check.
 */
export function mayReadScenario(text: string): boolean {
  return text.includes("scenario");
}

/** Every text of effect code of the folder: the game's and every overlay's, selected or not (another selection reads its scenario too). */
function* codeOf(raw: RawGame): Generator<unknown> {
  const m = raw.manifest.data;
  const modifiers = (effects: readonly { modifiers?: readonly { where?: unknown; when?: unknown; do?: unknown }[] }[] | undefined) => (effects ?? []).flatMap((e) => (e.modifiers ?? []).flatMap((x) => [x.where, x.when, x.do]));
  for (const c of raw.cards) yield* [c.data.event, c.data.prerequisite, ...modifiers(c.data.effects)];
  yield* modifiers(raw.effects.map((e) => e.data));
  for (const f of raw.routines) {
    for (const kind of ["procedures", "functions"] as const) for (const r of Object.values(f.data[kind] ?? {})) yield* [r.do, r.value, ...(r.params ?? []).map((p) => p.default)];
  }
  const seq = raw.sequence.data;
  yield* [seq.turns.from, seq.turns.last];
  for (const s of [...(seq.start ?? []), ...seq.turns.steps, ...(seq.end ?? [])]) yield s.do;
  for (const e of Object.values(seq.entries ?? {})) yield e.do;
  for (const e of m.end_when ?? []) yield* [e.when, e.winner];
  for (const i of m.invariants ?? []) yield i.holds;
  for (const c of m.positions?.checks ?? []) yield c.holds;
  const b = m.bots;
  if (b) {
    for (const e of Object.values(b.evaluation ?? {})) yield e.value;
    for (const d of Object.values(b.danger ?? {})) yield* [d.when, d.depth];
    yield* [b.score?.value, b.score?.for_side, b.progress?.value];
  }
  for (const o of raw.overlays) {
    for (const c of [...(o.data.cards?.add ?? []), ...(o.data.cards?.change ?? [])]) yield* [c.event, c.prerequisite, ...modifiers(c.effects as never)];
    yield* modifiers(o.data.effects);
  }
}

/** The scenario fields of a game without a scenario schema that no code reads (CW201), each at its key; none for a game with a schema. */
export function unreadScenarioFields(raw: RawGame): Diagnostic[] {
  if (raw.manifest.data.scenarios?.schema !== undefined) return [];
  const read = new Set(KERNEL_FIELDS);
  for (const text of codeOf(raw)) {
    if (typeof text !== "string") continue;
    const r = scenarioReads(text);
    if (r.whole) return [];
    for (const f of r.fields) read.add(f);
  }
  // Each piece of scenario data: the scenario files, and what overlays write of a scenario.
  const pieces: { data: unknown; source: SourceFile; at: Path }[] = raw.scenarios.map((s) => ({ data: s.data, source: s.source, at: s.at }));
  for (const o of raw.overlays) for (const part of ["scenario", "scenario_changes", "scenario_append"] as const) if (o.data[part]) pieces.push({ data: o.data[part], source: o.source, at: [...o.at, part] });
  const own = [...read].filter((f) => !KERNEL_FIELDS.includes(f));
  const out: Diagnostic[] = [];
  for (const p of pieces) {
    if (p.data === null || typeof p.data !== "object" || Array.isArray(p.data)) continue;
    for (const key of Object.keys(p.data)) {
      if (read.has(key)) continue;
      const where = p.at.length ? p.at.join(".") : "root";
      const near = closest(key, read);
      const hint: Pick<Diagnostic, "hint" | "hintKey" | "hintArgs"> = near
        ? { hint: `did you mean \`${near}\`?`, hintKey: "diag.hint.did_you_mean", hintArgs: { suggestion: near } }
        : own.length
          ? { hint: `the game reads of its scenarios \`id\`, \`name\`, \`description\` and, in its code, ${own.map((f) => `\`${f}\``).join(", ")}: remove it, or read it in the code as \`scenario.${key}\``, hintKey: "diag.hint.scenario_fields_read", hintArgs: { fields: own.map((f) => `\`${f}\``).join(", "), property: key } }
          : { hint: `the game reads of its scenarios only \`id\`, \`name\` and \`description\` (its code reads no \`scenario.…\`): remove it, or read it in the code as \`scenario.${key}\``, hintKey: "diag.hint.scenario_fields_none", hintArgs: { property: key } };
      out.push({
        code: "CW201", severity: "error", file: p.source.path, ...keyRangeAt(p.source, p.at, key),
        message: `unknown property \`${key}\` in ${where === "root" ? "the scenario file" : where}: no code of the game reads \`scenario.${key}\``,
        key: "diag.scenario_field_unread", args: { where, property: key },
        ...hint,
      });
    }
  }
  return out;
}
