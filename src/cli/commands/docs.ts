import { effectLanguageReference } from "../../effects/reference.js";
import { defineCommand } from "../command.js";

export const docsCommand = defineCommand({
  name: "docs",
  summary: "Print the effect language reference (Markdown).",
  options: {},
  run() {
    console.log(effectLanguageReference());
    return 0;
  },
});
