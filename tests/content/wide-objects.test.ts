// A file's wide objects are kept flat in the disk cache and built again when read back
// (src/content/wide-objects.ts): the data must come back as it was, keys in their order.
import { deserialize, serialize } from "node:v8";
import { describe, expect, it } from "vitest";
import { packWide, unpackWide, withValue } from "../../src/content/wide-objects.js";

const wide = (n: number, extra: [string, unknown][] = []) => Object.fromEntries([...Array.from({ length: n }, (_, i) => [`key.${i}`, { text: `t${i}`, source: "ab" }]), ...extra]);

describe("wide objects kept flat", () => {
  it("come back equal, keys in their order (integer-like keys first, as in any object)", () => {
    const data = { language: "es", strings: wide(100, [["7", "seven"], ["z", null]]), glossary: [{ term: "a" }], small: wide(3) };
    const packed = packWide(data);
    expect(packed.wide).toEqual(["strings"]);
    expect(Array.isArray((packed.data as Record<string, unknown>).strings)).toBe(true);
    // The memo's own data is not changed.
    expect(Array.isArray(data.strings)).toBe(false);
    const back = unpackWide(deserialize(serialize(packed.data)), deserialize(serialize(packed.wide)))!.data as typeof data;
    expect(back).toEqual(data);
    expect(JSON.stringify(back)).toBe(JSON.stringify(data));
    expect(Object.getPrototypeOf(back.strings)).toBe(Object.prototype);
  });

  it("leave other data as it is, and refuse what is not a flat list", () => {
    for (const data of [null, "x", [1, 2], { a: 1 }, { strings: wide(100, [["__proto__", 1]]) }]) expect(packWide(data).wide).toEqual([]);
    expect(unpackWide({ strings: ["a"] }, ["strings"])).toBeNull();
    expect(unpackWide({ strings: [1, 2] }, ["strings"])).toBeNull();
    expect(unpackWide({ strings: ["__proto__", 2] }, ["strings"])).toBeNull();
    expect(unpackWide({}, "strings")).toBeNull();
    expect(unpackWide(null, [])).toEqual({ data: null });
  });

  it("give a copy with one value replaced or its key renamed, in the same order", () => {
    const o = wide(100);
    expect(JSON.stringify(withValue(o, "key.5", 1))).toBe(JSON.stringify({ ...o, "key.5": 1 }));
    expect(Object.keys(withValue(o, "key.5", 1, "renamed"))[5]).toBe("renamed");
    expect(Object.getPrototypeOf(withValue(o, "key.5", 1, "__proto__"))).toBe(Object.prototype);
    expect(Object.hasOwn(withValue(o, "key.5", 1, "__proto__"), "__proto__")).toBe(true);
  });
});
