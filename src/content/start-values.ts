// Start values of a game's declared variables given from outside the content (a save's `vars`,
// `cardwright new-game --bid`): each must name a declared variable and match the JSON Schema the
// variable declares, if any. Checked before a game starts, so a bad value never reaches the rules.
import type { Content } from "./model.js";
import { customValidator, validateData } from "./schemas.js";
import type { MessagePart } from "../diagnostics/diagnostic.js";

export interface StartValueProblem {
  /** The variable, then the path inside its value. */
  at: (string | number)[];
  message: string;
  /** The message for any language (a schema error's words), when it has one. */
  said?: MessagePart;
}

export function startValueProblems(content: Content, vars: Record<string, unknown>): StartValueProblem[] {
  const declared = content.manifest.variables ?? {};
  const out: StartValueProblem[] = [];
  for (const [name, value] of Object.entries(vars)) {
    const decl = declared[name];
    if (!decl) {
      out.push({ at: [name], message: `the game declares no variable \`${name}\`` });
      continue;
    }
    if (decl.schema === undefined) continue;
    const v = customValidator(decl.schema);
    if (v instanceof Error) continue; // reported when the content is loaded
    for (const p of validateData(v, value, name, name)) out.push({ at: [name, ...p.path], message: p.message, said: { key: p.key!, ...(p.args ? { args: p.args } : {}), ...(p.parts ? { parts: p.parts } : {}) } });
  }
  return out;
}
