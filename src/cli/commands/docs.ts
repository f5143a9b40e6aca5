import { effectLanguageReference, gameReference } from "../../effects/reference.js";
import { defineCommand } from "../command.js";
import { contentFrom } from "./content-option.js";

export const docsCommand = defineCommand({
  name: "docs",
  summary: "Print the effect language reference (Markdown): the kernel's built-ins, then the game's own procedures and functions.",
  options: {},
  run(args) {
    const content = contentFrom(args, { scenario: "standard", variants: [], options: [] });
    console.log(`### Built-ins (every game)\n\n${effectLanguageReference()}`);
    console.log(`### ${content.name}: procedures and functions\n\n${gameReference(content.vocabulary.routines)}`);
    return 0;
  },
});
