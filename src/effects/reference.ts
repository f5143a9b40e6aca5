// The effect language reference, generated from the vocabulary table (README includes it).
import { usage } from "./check.js";
import { BUILTINS, CONSTANTS } from "./vocabulary.js";

export function effectLanguageReference(): string {
  const statements = BUILTINS.filter((b) => b.returns === "void" || b.asks || ["remove_all_influence"].includes(b.name));
  const expressions = BUILTINS.filter((b) => !statements.includes(b));
  const row = (b: (typeof BUILTINS)[number]) =>
    `| \`${usage(b)}\` | ${b.doc}${b.asks ? " *Asks a player.*" : ""} ${b.params.map((p) => `\`${p.name}\`: ${p.doc}`).join(" ")} | \`${b.example ?? ""}\` |`;
  return [
    "#### Statements",
    "",
    "| Call | What it does | Example |",
    "|---|---|---|",
    ...statements.map(row),
    "",
    "#### Expressions",
    "",
    "| Call | Value | Example |",
    "|---|---|---|",
    ...expressions.map(row),
    "",
    "#### Names always in scope",
    "",
    "| Name | Meaning |",
    "|---|---|",
    ...CONSTANTS.map((c) => `| \`${c.name}\` | ${c.doc} |`),
  ].join("\n");
}
