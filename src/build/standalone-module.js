// ajv's standalone code made an ES module: the code `require`s the few functions it calls that
// are not its own (ajv's ucs2length, the `names` keyword's recording function); the generated
// modules import them instead. Shared by the kernel's and the games' validators.
import { RECORD_NAME_CODE } from "./ajv-options.js";

/** Each `require` the code may hold, and the name imported in its place. */
const IMPORTED = [
  ['require("ajv/dist/runtime/ucs2length").default', "ucs2length"],
  [RECORD_NAME_CODE, "recordName"],
];

/** The imports a module of standalone code starts with (a path from src/generated/). */
export const STANDALONE_IMPORTS = `import ucs2lengthModule from "ajv/dist/runtime/ucs2length.js";
import { recordName } from "../content/name-refs.js";
const ucs2length = ucs2lengthModule.default ?? ucs2lengthModule;`;

/**
 * The code with the imported names in place of its `require`s (any other `require` is an error:
 * the generated module could not run it).
 * @param {string} code
 */
export function withImports(code) {
  let out = code;
  for (const [required, name] of IMPORTED) out = out.replaceAll(required, name);
  if (/\brequire\(/.test(out)) throw new Error("ajv's standalone code requires a module other than ajv's ucs2length and name-refs.js");
  return out;
}
