// The fields of a scenario in a game that gives no `scenarios: schema:` of its own. The kernel
// reads `id`, `name` and `description` (checked in raw.ts); the rest is read by the game's code as
// `scenario.<field>`, and only there. So a field that no code reads is a slip (a misspelt `strat:`
// for the `scenario.start` the setup reads, which would otherwise be silent until the setup found
// nothing there): an error at its key, with the field meant when one is close. What the code reads
// is what checking it found (effects/checker.ts, SCENARIO_READ): a field read by name of the
// scenario or of a local holding it, not a comment, a string or a local named `scenario`. When
// some code uses the scenario otherwise than to read a field by name (hands the whole of it on,
// `get(scenario, k)`), or does not parse, the fields it reads cannot be known, and nothing is
// reported.
import { closest } from "../diagnostics/closest.js";
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import { SCENARIO } from "../effects/checker.js";
import type { Vocabulary } from "../effects/vocabulary-types.js";
import { folderCardCode, nothingFound, type CodeFound } from "./code.js";
import type { Path, RawGame } from "./raw.js";
import { keyRangeAt, type SourceFile } from "./yaml-source.js";
import { schemaPlace } from "./schema-place.js";

/** What the kernel itself reads of every scenario (raw.ts checks their types). */
const KERNEL_FIELDS = ["id", "name", "description"];

/**
 * Whether an edit of code may change what the game reads of its scenarios: a check of that code
 * alone (the editor's quick lane, validate's code-only path) leaves it to a whole check. (Code
 * that does not name the scenario cannot read it: a local holds it only if given it by name.)
 */
export function mayReadScenario(text: string): boolean {
  return text.includes(SCENARIO);
}

/**
 * The scenario fields of a game without a scenario schema that no code of its folder reads (CW201),
 * each at its key; none for a game with a schema. `selected`: what checking the selected game's
 * code found (compileCode: its reads, and the names it was checked with, with which the code of
 * the cards and lasting effects it leaves out is checked for its reads: folderCardCode).
 */
export function unreadScenarioFields(raw: RawGame, selected: { found: CodeFound; vocabulary: Vocabulary }): Diagnostic[] {
  if (raw.manifest.data.scenarios?.schema !== undefined) return [];
  // Each piece of scenario data: the scenario files, and what overlays write of a scenario.
  const pieces: { data: unknown; source: SourceFile; at: Path }[] = raw.scenarios.map((s) => ({ data: s.data, source: s.source, at: s.at }));
  for (const o of raw.overlays) for (const part of ["scenario", "scenario_changes", "scenario_append"] as const) if (o.data[part]) pieces.push({ data: o.data[part], source: o.source, at: [...o.at, part] });
  // (Only the kernel's fields written: nothing to look for in the code.)
  const fielded = (p: { data: unknown }) => p.data !== null && typeof p.data === "object" && !Array.isArray(p.data) && Object.keys(p.data).some((k) => !KERNEL_FIELDS.includes(k));
  if (!pieces.some(fielded)) return [];
  const elsewhere = nothingFound();
  folderCardCode(raw, selected.vocabulary, elsewhere, true, mayReadScenario);
  const reads = [selected.found.scenario, elsewhere.scenario];
  if (reads.some((r) => r.whole)) return [];
  const read = new Set([...KERNEL_FIELDS, ...reads.flatMap((r) => [...r.fields])]);
  const own = [...read].filter((f) => !KERNEL_FIELDS.includes(f));
  const out: Diagnostic[] = [];
  for (const p of pieces) {
    if (p.data === null || typeof p.data !== "object" || Array.isArray(p.data)) continue;
    for (const key of Object.keys(p.data)) {
      if (read.has(key)) continue;
      // (Its place said as a schema error's is: schema-place.ts.)
      const place = schemaPlace("scenario", p.source.data, p.at);
      const where = place.part ? place.english : "root";
      const near = closest(key, read);
      const hint: Pick<Diagnostic, "hint" | "hintKey" | "hintArgs"> = near
        ? { hint: `did you mean \`${near}\`?`, hintKey: "diag.hint.did_you_mean", hintArgs: { suggestion: near } }
        : own.length
          ? { hint: `the game reads of its scenarios \`id\`, \`name\`, \`description\` and, in its code, ${own.map((f) => `\`${f}\``).join(", ")}: remove it, or read it in the code as \`scenario.${key}\``, hintKey: "diag.hint.scenario_fields_read", hintArgs: { fields: own.map((f) => `\`${f}\``).join(", "), property: key } }
          : { hint: `the game reads of its scenarios only \`id\`, \`name\` and \`description\` (its code reads no \`scenario.…\`): remove it, or read it in the code as \`scenario.${key}\``, hintKey: "diag.hint.scenario_fields_none", hintArgs: { property: key } };
      out.push({
        code: "CW201", severity: "error", file: p.source.path, ...keyRangeAt(p.source, p.at, key),
        message: `unknown property \`${key}\` in ${where === "root" ? "the scenario file" : where}: no code of the game reads \`scenario.${key}\``,
        key: "diag.scenario_field_unread", args: { where, property: key }, ...(place.part ? { parts: { where: place.part } } : {}),
        ...hint,
      });
    }
  }
  return out;
}
