import { effectLanguageReference } from "../../effects/reference.js";

export function docsCommand(): number {
  console.log(effectLanguageReference());
  return 0;
}
