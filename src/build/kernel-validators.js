// The kernel's validators (one per schemas/*.schema.json kind) generated at build time, as ajv's
// standalone code: a cold `validate` compiled the game, routines, sequence and locale schemas on
// every run (about a tenth of its time). This is the code ajv would compile at run time from the
// same schemas with the same options (src/build/ajv-options.js), so the checks and the errors are
// the same; a game's extended and own schemas are generated apart (src/build/game-validators.js).
import { Ajv2020 } from "ajv/dist/2020.js";
import standaloneCode from "ajv/dist/standalone/index.js";
import { AJV_OPTIONS, namesKeyword } from "./ajv-options.js";
import { schemasDigest } from "./schemas-digest.js";
import { STANDALONE_IMPORTS, withImports } from "./standalone-module.js";

/**
 * The ES module's text: a validator export per kind, and DIGEST, the schemas' digest.
 * @param {Record<string, { $id: string }>} schemas the kernel's schemas by kind (a file's name without `.schema.json`)
 */
export function kernelValidatorsSource(schemas) {
  const ajv = new Ajv2020({ ...AJV_OPTIONS, code: { ...AJV_OPTIONS.code, source: true, esm: true } });
  ajv.addKeyword(namesKeyword(() => true));
  for (const s of Object.values(schemas)) ajv.addSchema(s);
  const refs = Object.fromEntries(Object.entries(schemas).map(([kind, s]) => [kind, s.$id]));
  const code = withImports(standaloneCode(ajv, refs));
  return `// Generated from schemas/*.schema.json by src/build/generate.js (src/build/kernel-validators.js). Do not edit.
${STANDALONE_IMPORTS}
export const DIGEST = ${JSON.stringify(schemasDigest(schemas))};
${code.replace(/^"use strict";/, "")}
`;
}
