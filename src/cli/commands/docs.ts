import { effectLanguageReference, gameReference } from "../../effects/reference.js";
import { defineCommand } from "../command.js";
import { contentFrom } from "./content-option.js";

export const docsCommand = defineCommand({
  name: "docs",
  options: {},
  run(args) {
    const content = contentFrom(args, { scenario: "standard", variants: [], options: [] });
    console.log(`### Built-ins (every game)\n\n${effectLanguageReference()}`);
    console.log(`### ${content.name}: procedures and functions\n\n${gameReference(content.vocabulary.routines)}`);
    return 0;
  },
});
