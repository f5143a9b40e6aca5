// A file's data kept in the disk cache with its wide objects (a locale file's `strings:`, about
// 1,100 keys) as flat lists of keys and values. V8's deserializer builds an object one property at
// a time along a chain of hidden classes, each copying the last one's descriptors: for a thousand
// keys that was most of reading a locale file's entry back (validate after the file's edit). Set
// one by one on a new object, the keys make a dictionary, about a third cheaper.

/** Objects with more keys than this, at the top level of a file's data, are kept flat. */
const WIDE = 64;

/** The data as kept: each of `wide`'s top-level values a list [key, value, key, value …]. */
export function packWide(data: unknown): { data: unknown; wide: string[] } {
  if (!isPlainObject(data)) return { data, wide: [] };
  const wide = Object.keys(data).filter((k) => {
    const v = data[k];
    if (k === "__proto__") return false;
    return isPlainObject(v) && Object.keys(v).length > WIDE && !Object.hasOwn(v, "__proto__");
  });
  if (!wide.length) return { data, wide };
  const out = { ...data };
  for (const k of wide) out[k] = Object.entries(data[k] as Record<string, unknown>).flat();
  return { data: out, wide };
}

/** The data as packWide was given it (keys in their order); null when what is kept is not such a list. */
export function unpackWide(data: unknown, wide: unknown): { data: unknown } | null {
  if (!Array.isArray(wide) || (wide.length && !isPlainObject(data))) return null;
  for (const k of wide) {
    const list = typeof k === "string" && k !== "__proto__" && Object.hasOwn(data as object, k) ? (data as Record<string, unknown>)[k] : undefined;
    if (!Array.isArray(list) || list.length % 2) return null;
    const o: Record<string, unknown> = {};
    for (let i = 0; i < list.length; i += 2) {
      const key = list[i];
      if (typeof key !== "string" || key === "__proto__") return null;
      o[key] = list[i + 1];
    }
    (data as Record<string, unknown>)[k] = o;
  }
  return { data };
}

function isPlainObject(x: unknown): x is Record<string, unknown> {
  return typeof x === "object" && x !== null && !Array.isArray(x) && Object.getPrototypeOf(x) === Object.prototype;
}

/**
 * A copy of a plain object with its key `key` (renamed `newKey`) given `value`, its keys in their
 * order. Made by setting each key (a wide object restored by unpackWide is a dictionary, and
 * Object.fromEntries would build its chain of hidden classes again, a thousand keys long).
 */
export function withValue(obj: Record<string, unknown>, key: string, value: unknown, newKey = key): Record<string, unknown> {
  // (Setting `__proto__` would set the prototype: fromEntries defines it as a key.)
  if (newKey === "__proto__" || Object.hasOwn(obj, "__proto__")) return Object.fromEntries(Object.entries(obj).map(([k, v]) => (k === key ? [newKey, value] : [k, v])));
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(obj)) {
    if (k === key) out[newKey] = value;
    else out[k] = obj[k];
  }
  return out;
}
