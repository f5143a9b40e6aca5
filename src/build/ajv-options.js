// How Cardwright's ajv instances are made: the options and the `names` keyword, shared by the
// run time's instances (src/content/schemas.ts) and the build's, which generates the kernel's and
// the shipped games' validators (src/build/kernel-validators.js, src/build/game-validators.js):
// the same options make the same checks and errors.
import { _Code, nil } from "ajv/dist/compile/codegen/code.js";
import { callValidateCode } from "ajv/dist/vocabularies/code.js";

/** The kinds of declared thing a string of a game's data or of a declared field may name (the `names` keyword). */
export const NAMED_KINDS = /** @type {const} */ (["space", "group", "card", "effect", "side", "track", "option"]);

/**
 * The other form of the `names` keyword: a list of the game's own data (`{ data: "rules.eras", key:
 * "id" }`: the string is the `id` of an entry of the data file `rules`'s list `eras`; without `key`,
 * a key of the map there, or a string of the list). The path is a data file's name and its fields,
 * by dots; the loader checks that it leads to a list or a map of the composed data.
 */
export const NAMES_LIST_SCHEMA = /** @type {const} */ ({
  type: "object",
  properties: { data: { type: "string", pattern: "^[A-Za-z0-9_-]+(\\.[A-Za-z0-9_-]+)+$" }, key: { type: "string", minLength: 1 } },
  required: ["data"],
  additionalProperties: false,
});

/**
 * `verbose`: an error carries the schema object it failed in (parentSchema), whose properties'
 * names and descriptions the hints quote; its schemaPath is relative to a `$ref`'s target, not the
 * root. No instance runs ajv's pass that tidies the generated code (the same checks, a few more
 * statements): compiling is what a run pays, not validating (a cold validate's CPU time −7%).
 */
export const AJV_OPTIONS = /** @type {const} */ ({ strict: true, allErrors: true, allowUnionTypes: true, verbose: true, code: { optimize: false } });

/**
 * What generated code writes for the recording function (src/content/name-refs.js's recordName):
 * the generators put an import of it in its place.
 */
export const RECORD_NAME_CODE = 'require("cardwright:name-refs").recordName';

/**
 * The `names` keyword's definition: `names: space` (card, effect, group, side, track, option) marks a
 * string of a game's own data (a scenario, a rules table) or of a declared field (card_fields,
 * space_fields, group_fields, modifier_fields) as the id of a declared thing, `names: [space,
 * track]` as the id of a thing of any one of those kinds, and `names: { data: "rules.eras", key:
 * "id" }` as the id of an entry of a list of the game's data; `record` records it
 * (the schema cannot know the ids, so it only records the string, and the loader checks it once
 * the game is declared) and passes.
 *
 * Defined by the code it generates, which calls `record` as ajv calls a keyword's `validate`
 * function (the same arguments, at the same places), and never fails: a function ajv holds cannot
 * be written into standalone code, a call of a function the generated module imports can.
 * @param {(kind: string | { data: string; key?: string }, data: unknown, parent: unknown, cxt?: { instancePath: string; parentData: unknown; parentDataProperty: string | number }) => boolean} record
 * @returns {import("ajv").CodeKeywordDefinition}
 */
export function namesKeyword(record) {
  return {
    keyword: "names",
    schemaType: ["string", "array", "object"],
    metaSchema: { anyOf: [{ enum: [...NAMED_KINDS] }, { type: "array", items: { enum: [...NAMED_KINDS] }, minItems: 1, uniqueItems: true }, NAMES_LIST_SCHEMA] },
    // (A list's value is passed as the schema's own array, by reference: recordName copies it.)
    code(cxt) {
      const f = cxt.gen.scopeValue("func", { ref: record, code: new _Code(RECORD_NAME_CODE) });
      cxt.gen.code(callValidateCode(cxt, f, nil, true));
    },
  };
}
