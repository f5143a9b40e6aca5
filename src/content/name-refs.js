// Where the `names` keyword (src/build/ajv-options.js) records the strings of a game's data that
// name a declared thing while namesIn (src/content/schemas.ts) runs a validator. Its own module,
// in plain JavaScript: the validators generated at build time from the shipped games' schemas
// (src/build/game-validators.js) import recordName, and validators compiled at run time call it.

/** A recorded name (src/content/schemas.ts's NameRef: each of its kinds is one of NAMED_KINDS). @typedef {{ kinds: string[]; name: string; path: (string | number)[]; isKey: boolean }} NameRef */

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
 * @param {string | string[]} kind the keyword's value: a kind, or kinds any one of which it may be
 * @param {unknown} data
 * @param {unknown} _parent
 * @param {{ instancePath: string; parentData: unknown; parentDataProperty: string | number } | undefined} cxt
 * @returns {boolean}
 */
export function recordName(kind, data, _parent, cxt) {
  if (sink && typeof data === "string" && cxt) {
    // Under propertyNames the data is a key, and the path is the map's.
    const isKey = /** @type {Record<string | number, unknown> | undefined} */ (cxt.parentData)?.[cxt.parentDataProperty] !== data;
    sink.push({ kinds: typeof kind === "string" ? [kind] : [...kind], name: data, path: pathOfPointer(cxt.instancePath), isKey });
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
