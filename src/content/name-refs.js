// Where the `names` keyword (src/build/ajv-options.js) records the strings of a game's data that
// name a declared thing while namesIn (src/content/schemas.ts) runs a validator. Its own module,
// in plain JavaScript: the validators generated at build time from the shipped games' schemas
// (src/build/game-validators.js) import recordName, and validators compiled at run time call it.

/**
 * A recorded name (src/content/schemas.ts's NameRef): each of its kinds is one of NAMED_KINDS, or it
 * has none and `list` says the list of the game's data it names an entry of.
 * @typedef {{ kinds: string[]; name: string; path: (string | number)[]; isKey: boolean; list?: { data: string; key?: string } }} NameRef
 */

/** Where recordName reports while collectNames runs (null otherwise). @type {NameRef[] | null} */
let sink = null;

/** @param {string} pointer @returns {(string | number)[]} */
function pathOfPointer(pointer) {
  return pointer
    .split("/")
    .slice(1)
    .map((p) => p.replaceAll("~1", "/").replaceAll("~0", "~"))
    .map((p) => (/^\d+$/.test(p) ? Number(p) : p));
}

/**
 * The `names` keyword's check, as ajv calls a keyword's function: it records the string (the
 * schema cannot know the ids: the loader checks it once the game is declared) and passes.
 * @param {string | string[] | { data: string; key?: string }} kind the keyword's value: a kind, kinds any one of which it may be, or a list of the game's data
 * @param {unknown} data
 * @param {unknown} _parent
 * @param {{ instancePath: string; parentData: unknown; parentDataProperty: string | number } | undefined} cxt
 * @returns {boolean}
 */
export function recordName(kind, data, _parent, cxt) {
  if (sink && typeof data === "string" && cxt) {
    // Under propertyNames the data is a key, and the path is the map's.
    const isKey = /** @type {Record<string | number, unknown> | undefined} */ (cxt.parentData)?.[cxt.parentDataProperty] !== data;
    const path = pathOfPointer(cxt.instancePath);
    // (Copies, as plain data: the names are kept on disk, and a generated validator's schema is its own.)
    if (typeof kind === "string" || Array.isArray(kind)) sink.push({ kinds: typeof kind === "string" ? [kind] : [...kind], name: data, path, isKey });
    else sink.push({ kinds: [], name: data, path, isKey, list: { data: kind.data, ...(kind.key === undefined ? {} : { key: kind.key }) } });
  }
  return true;
}

/**
 * The names recorded while `run` runs.
 * @param {() => unknown} run
 * @returns {NameRef[]}
 */
export function collectNames(run) {
  const out = (sink = []);
  try {
    run();
    return out;
  } finally {
    sink = null;
  }
}
