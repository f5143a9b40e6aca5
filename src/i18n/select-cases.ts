// A literal the code names that is a case of a message's `select` rather than a message key (a
// Param's `message` with CASE_MARK: the reason a game ends with, `game_over(reason: …)` or an
// `end_when:` entry's `reason:`, is a case of the game's `game.reason`). A case the English select
// lacks falls to its `other`, the bare word, in every language: most likely a misspelt or renamed
// case, which nothing else would say. So it is a warning (CW406) at the literal, with the nearest
// case. A game without the message, or whose message has no select over that argument, words it
// otherwise: nothing is said. No node: imports (the editor's worker runs this).
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import { closest } from "../diagnostics/closest.js";
import { CASE_MARK } from "../effects/vocabulary-types.js";
import { parseMessage, type MessageNode } from "./format.js";
import type { Location } from "./sources.js";

/** The message, argument and case a key names (`game.reason#reason:points`), or null for a message key. */
export function selectCase(key: string): { message: string; argument: string; value: string } | null {
  const mark = key.indexOf(CASE_MARK);
  if (mark < 0) return null;
  const colon = key.indexOf(":", mark);
  if (colon < 0) return null;
  return { message: key.slice(0, mark), argument: key.slice(mark + 1, colon), value: key.slice(colon + 1) };
}

/** The key naming a case of a message's select (the inverse of selectCase). */
export function caseKey(message: string, argument: string, value: string): string {
  return `${message}${CASE_MARK}${argument}:${value}`;
}

/** The cases (not `other`) of the first `select` over `argument` in a template, or null when it has none or does not parse (CW605 says so). */
export function selectCases(template: string, argument: string): string[] | null {
  let nodes: MessageNode[];
  try {
    nodes = parseMessage(template);
  } catch {
    return null;
  }
  const find = (list: MessageNode[]): string[] | null => {
    for (const n of list) {
      if (n.t === "select" && n.name === argument) return Object.keys(n.cases).filter((c) => c !== "other");
      if (n.t === "select" || n.t === "plural" || n.t === "gender") {
        for (const c of Object.values(n.cases)) {
          const found = find(c);
          if (found) return found;
        }
      }
    }
    return null;
  };
  return find(nodes);
}

/**
 * Warning CW406 for a key naming a select's case (selectCase) that the English message's select
 * does not have; null when it has it, or when the message or its select is not there. `english`:
 * the source locale's template of a message key (without `msg.`); `file`: the source locale's.
 */
export function unknownCase(key: string, at: Location, english: (key: string) => string | undefined, file: string): Diagnostic | null {
  const c = selectCase(key);
  const template = c && english(c.message);
  const cases = template === undefined || template === null || !c ? null : selectCases(template, c.argument);
  if (!c || !cases?.length || cases.includes(c.value)) return null;
  const near = closest(c.value, cases);
  const listed = cases.map((x) => `\`${x}\``).join(", ");
  const hint: Pick<Diagnostic, "hint" | "hintKey" | "hintArgs"> = near
    ? { hint: `did you mean \`${near}\`?`, hintKey: "diag.hint.did_you_mean", hintArgs: { suggestion: near } }
    : { hint: `\`${c.message}\` has ${listed}: use one, or add a case \`${c.value}\` to its select in ${file}`, hintKey: "diag.hint.select_cases", hintArgs: { message: c.message, cases: listed, value: c.value, file } };
  return {
    code: "CW406", severity: "warning", message: `\`${c.value}\` is not a case of the message \`${c.message}\` (its \`${c.argument}\`): players see the word itself`,
    file: at.file, start: at.start, end: at.end, key: "diag.unknown_select_case", args: { value: c.value, message: c.message, argument: c.argument }, ...hint,
  };
}
