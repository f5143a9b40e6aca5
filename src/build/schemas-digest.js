// A short digest of the kernel's schemas, written into the validators generated from them
// (src/build/kernel-validators.js) and compared at run time (src/content/schemas.ts): a schema
// edited since `npm run build:gen` is compiled at run time instead, never checked by old code.

/**
 * FNV-1a (32 bits) of the schemas' JSON, by kind in alphabetical order, as 8 hex digits.
 * @param {Record<string, object>} schemas the schemas by kind
 */
export function schemasDigest(schemas) {
  const text = JSON.stringify(Object.keys(schemas).sort().map((kind) => [kind, schemas[kind]]));
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, "0");
}
