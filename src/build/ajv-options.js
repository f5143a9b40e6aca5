// How Cardwright's ajv instances are made: the options and the `names` keyword, shared by the
// run time's instances (src/content/schemas.ts) and the build's, which generates the kernel's
// validators (src/build/kernel-validators.js): the same options make the same checks and errors.

/** The kinds of declared thing a string of a game's data may name (the `names` keyword). */
export const NAMED_KINDS = /** @type {const} */ (["space", "group", "card", "effect", "side"]);

/**
 * `verbose`: an error carries the schema object it failed in (parentSchema), whose properties'
 * names and descriptions the hints quote; its schemaPath is relative to a `$ref`'s target, not the
 * root. No instance runs ajv's pass that tidies the generated code (the same checks, a few more
 * statements): compiling is what a run pays, not validating (a cold validate's CPU time −7%).
 */
export const AJV_OPTIONS = /** @type {const} */ ({ strict: true, allErrors: true, allowUnionTypes: true, verbose: true, code: { optimize: false } });

/**
 * The `names` keyword's definition: `names: space` (card, effect, group, side) marks a string of a
 * game's own data (a scenario, a rules table) as the id of a declared thing; `validate` records it
 * (the schema cannot know the ids, so it only records the string, and the loader checks it once
 * the game is declared).
 * @param {(kind: string, data: unknown, parent: unknown, cxt?: { instancePath: string; parentData: unknown; parentDataProperty: string | number }) => boolean} validate
 * @returns {import("ajv").FuncKeywordDefinition}
 */
export function namesKeyword(validate) {
  return { keyword: "names", schemaType: "string", metaSchema: { enum: [...NAMED_KINDS] }, validate };
}
