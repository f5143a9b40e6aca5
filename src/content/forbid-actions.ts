// The actions a game's forbids may name, declared once on its hook of form forbid (game.yaml
// `hooks: { forbid: { form: forbid, actions: [attack, place] } }`), and every name of one checked
// against them: a forbid modifier's `action` (one or a list) here, and a literal given to
// `forbidden(side, action)` by the checker, as the values of the built-in's parameter (CW312,
// kernel-values.ts). A misspelt action matches nothing, so without this the forbid never applied,
// or the check was never true, and `validate` said nothing.
import { closest } from "../diagnostics/closest.js";
import type { Reporter } from "./declare.js";
import type { Manifest, ModifierRaw, Path } from "./raw.js";
import type { SourceFile } from "./yaml-source.js";

/** The actions each hook of form forbid declares, by the hook's id (a hook without them: none). */
export function forbidHooks(m: Pick<Manifest, "hooks">): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [id, h] of Object.entries(m.hooks ?? {})) if (h.form === "forbid") out.set(id, h.actions ?? []);
  return out;
}

/**
 * A hook of form forbid must list its actions: every name of one is checked against them (CW202,
 * at the hook), so that a game's list of actions is written once, where its forbids are declared.
 */
export function checkForbidHooks(m: Pick<Manifest, "hooks">, source: SourceFile, r: Reporter): void {
  for (const [id, h] of Object.entries(m.hooks ?? {})) {
    if (h.form !== "forbid" || h.actions) continue;
    r.err(source, ["hooks", id], "CW202", `the forbid hook \`${id}\` must list the actions its modifiers may name (\`actions:\`)`, "e.g. `actions: [attack, place]`", { key: "diag.forbid_without_actions", args: { id }, hintKey: "diag.hint.forbid_actions_example" });
  }
}

/** A forbid modifier's `action` (one, or each of a list) that its hook does not declare (CW402, at the value), with the nearest declared one, else the list of them. */
export function checkModifierActions(mod: ModifierRaw, actions: readonly string[], source: SourceFile, at: Path, r: Reporter): void {
  const what = mod.action;
  const named: [string, Path][] = typeof what === "string" ? [[what, [...at, "action"]]] : Array.isArray(what) ? what.flatMap((a, i) => (typeof a === "string" ? [[a, [...at, "action", i]] as [string, Path]] : [])) : [];
  for (const [name, path] of named) {
    if (actions.includes(name)) continue;
    const near = closest(name, actions);
    const list = actions.join(", ");
    const hint = near ? `did you mean \`${near}\`?` : `the actions the game's forbids may name: ${list}`;
    r.err(source, path, "CW402", `unknown action \`${name}\``, hint, { key: "diag.unknown_action", args: { id: name }, ...(near ? { hintKey: "diag.hint.did_you_mean", hintArgs: { suggestion: near } } : { hintKey: "diag.hint.forbid_actions", hintArgs: { actions: list } }) });
  }
}
