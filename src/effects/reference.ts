// The effect language reference, generated from the vocabularies (README includes it): the
// kernel's built-ins, and a game's own procedures and functions with their docs.
import { KERNEL_BUILTINS, kernelCallable } from "../kernel/index.js";
import { usage } from "./checker.js";
import type { Callable } from "./vocabulary-types.js";

function row(b: Callable): string {
  const params = b.params.map((p) => `\`${p.name}\`: ${p.doc}`).join(" ");
  return `| \`${usage(b)}\` | ${b.doc}${b.asks ? " *Asks a player.*" : ""}${params ? ` ${params}` : ""} | ${b.example ? `\`${b.example}\`` : ""} |`;
}

function table(title: string, head: string, items: Callable[]): string[] {
  if (!items.length) return [];
  return [`#### ${title}`, "", `| Call | ${head} | Example |`, "|---|---|---|", ...items.map(row), ""];
}

/** The kernel's part: statements (they change the game or ask) and expressions. */
export function kernelReference(builtins: Callable[]): string {
  const statements = builtins.filter((b) => b.kind === "kernel-statement");
  const expressions = builtins.filter((b) => b.kind !== "kernel-statement");
  return [
    ...table("Statements", "What it does", statements),
    ...table("Expressions", "Value", expressions),
    "#### Names always in scope",
    "",
    "| Name | Meaning |",
    "|---|---|",
    "| `me` | The side the code runs for (who plays the event; a lasting effect's owner). |",
    "| `opponent` | The other side (games of two sides). |",
    "| `active` | The active side when the code began. |",
    "| `this_card` | The card being resolved, or none. |",
    "| `none` | No value. |",
    "| `true`, `false` | Truth values. |",
    "",
  ].join("\n");
}

/** A game's part: its procedures (statements) and functions (expressions), as its content documents them. */
export function gameReference(routines: Callable[]): string {
  return [
    ...table("Procedures", "What it does", routines.filter((r) => r.kind === "procedure")),
    ...table("Functions", "Value", routines.filter((r) => r.kind === "function")),
  ].join("\n");
}

/** The kernel's reference, the same for every game (README includes it). */
export function effectLanguageReference(): string {
  return kernelReference([...KERNEL_BUILTINS.values()].map(kernelCallable));
}
