// The message formatter: placeholders, plurals (Intl.PluralRules), numbers (Intl.NumberFormat),
// selects, typed names and syntax errors; and the source hash.
import { describe, expect, it } from "vitest";
import { argumentNames, fnv1a32, formatMessage, formatNumber, MessageSyntaxError, normalizeSource, parseMessage, pluralCategory, sourceHash, type FormatContext } from "../src/i18n/index.js";

const names: Record<string, string> = { "card.fidel": "Fidel", "country.cuba": "Cuba", "side.us": "EE. UU.", "side.ussr": "URSS", "card.nato": "OTAN", "pile.dealt": "Cards dealt", "pile.un": "UN reserve", "pile.eta": "Éléments tirés" };
const ctx = (lang: string, messages: Record<string, string> = {}): FormatContext => ({
  lang,
  name: (type, id) => names[`${type}.${id}`] ?? null,
  message: (key) => messages[key] ?? null,
});
const f = (template: string, args: Record<string, unknown>, lang = "en", messages: Record<string, string> = {}) => formatMessage(template, args as never, ctx(lang, messages));

describe("message formatting", () => {
  it("fills placeholders and leaves unknown ones visible", () => {
    expect(f("{a} and {b}", { a: "x", b: 2 })).toBe("x and 2");
    expect(f("{a} and {missing}", { a: "x" })).toBe("x and {missing}");
    expect(f("no placeholders", {})).toBe("no placeholders");
  });

  it("`lower` gives a name as it reads inside a sentence: its first letter in lower case, unless it starts with an acronym", () => {
    expect(f("Your {p, pile, lower} ({n})", { p: "dealt", n: 3 })).toBe("Your cards dealt (3)");
    expect(f("{s, side}'s {p, pile, lower}", { s: "ussr", p: "dealt" })).toBe("URSS's cards dealt");
    expect(f("Your {p, pile, lower}", { p: "un" })).toBe("Your UN reserve");
    expect(f("{c, card, lower}", { c: "nato" })).toBe("OTAN");
    expect(f("tes {p, pile, lower}", { p: "eta" }, "fr")).toBe("tes éléments tirés");
    // Without `lower` the name is as the game spells it.
    expect(f("{p, pile}", { p: "dealt" })).toBe("Cards dealt");
  });

  it("keeps apostrophes as text (no ICU quoting), for Italian and Portuguese elisions", () => {
    expect(f("Tiro di riallineamento dell'URSS in {c, country}", { c: "cuba" }, "it")).toBe("Tiro di riallineamento dell'URSS in Cuba");
  });

  it("chooses plural forms by the language's rules, with exact matches first", () => {
    const t = "{n, plural, =0 {no cards} one {# card} other {# cards}}";
    expect([0, 1, 2, 5].map((n) => f(t, { n }))).toEqual(["no cards", "1 card", "2 cards", "5 cards"]);
    const es = "{n, plural, one {# carta} other {# cartas}}";
    expect([1, 2, 1000].map((n) => f(es, { n }, "es"))).toEqual(["1 carta", "2 cartas", "1000 cartas"]);
    expect(f(es, { n: 12345 }, "es")).toBe("12.345 cartas");
    // Portuguese (Brazil) puts 0 in the "one" category; Italian does not.
    expect(pluralCategory("pt", 0)).toBe("one");
    expect(pluralCategory("it", 0)).toBe("other");
    expect(f("{n, plural, one {# Op} other {# Op}}", { n: 3 }, "it")).toBe("3 Op");
  });

  it("supports offset and # inside a nested select", () => {
    expect(f("{n, plural, offset:1 =0 {nobody} one {you and # other} other {you and # others}}", { n: 3 })).toBe("you and 2 others");
    expect(f("{n, plural, one {{s, select, us {US # VP} other {# VP}}} other {# VP}}", { n: 1, s: "us" })).toBe("US 1 VP");
  });

  it("formats numbers for the language", () => {
    expect(formatNumber("en", 12345)).toBe("12,345");
    expect(formatNumber("es", 12345)).toBe("12.345");
    expect(formatNumber("it", 12345)).toBe("12.345");
    expect(formatNumber("pt", 12345)).toBe("12.345");
    expect(f("{v, number, signed}", { v: 3 })).toBe("+3");
    expect(f("{v, number, signed}", { v: -3 })).toBe("-3");
    expect(f("{v, number, signed}", { v: 0 })).toBe("0");
    expect(f("{s, number, plain}", { s: 123456 }, "es")).toBe("123456");
    expect(f("{x, number, decimal1}", { x: 2.25 }, "es")).toBe("2,3");
    expect(f("{x, number, decimal2}", { x: 0.5 }, "pt")).toBe("0,50");
    expect(f("{n}", { n: 4567 }, "it")).toBe("4567");
    expect(f("{n}", { n: 45678 }, "it")).toBe("45.678");
  });

  it("writes English numbers and plural forms exactly as Intl does (whole numbers skip Intl)", () => {
    const samples = [0, -0, 1, -1, 2, 7, 12, 999, 1000, -1000, 1104, 12345, -123456, 1234567, 2 ** 31, -(2 ** 31), Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 2 ** 53 + 2, 1e21, 0.5, 1.5, -2.25, 1234.5678, NaN, Infinity, -Infinity];
    for (const n of samples) {
      for (const style of [null, "plain", "signed", "percent", "decimal1", "decimal2"]) {
        const opts: Intl.NumberFormatOptions = style === "signed" ? { signDisplay: "exceptZero" } : style === "percent" ? { style: "percent" } : style === "plain" ? { useGrouping: false } : style === "decimal1" ? { minimumFractionDigits: 1, maximumFractionDigits: 1 } : style === "decimal2" ? { minimumFractionDigits: 2, maximumFractionDigits: 2 } : {};
        expect(formatNumber("en", n, style), `${n} ${style}`).toBe(new Intl.NumberFormat("en", opts).format(n));
      }
      expect(pluralCategory("en", n), String(n)).toBe(new Intl.PluralRules("en").select(n));
    }
  });

  it("selects on values, with null for a missing or null argument", () => {
    const t = "{side, select, us {US} ussr {USSR} null {nobody} other {?}}";
    expect([f(t, { side: "us" }), f(t, { side: "ussr" }), f(t, { side: null }), f(t, {}), f(t, { side: "x" })]).toEqual(["US", "USSR", "nobody", "nobody", "?"]);
    expect(f("{free, select, true { (free)} other {}}", { free: true })).toBe(" (free)");
  });

  it("resolves typed names, lists of them and nested message keys", () => {
    expect(f("{s, side} plays {c, card} in {x, country}", { s: "us", c: "fidel", x: "cuba" }, "es")).toBe("EE. UU. plays Fidel in Cuba");
    expect(f("{cs, card}", { cs: ["fidel", "nato", "unknown_card"] }, "es")).toBe("Fidel, OTAN y unknown_card");
    expect(f("{cs, card}", { cs: ["fidel", "nato"] }, "en")).toBe("Fidel and OTAN");
    expect(f("{m, key, mode}", { m: "coup" }, "en", { "mode.coup": "a coup" })).toBe("a coup");
    expect(f("{m, key, mode}", { m: "space" }, "en", {})).toBe("space");
  });

  it("reports syntax errors with their offset", () => {
    // A type is a word (a format or a name prefix: a game's own words are name types, so whether a
    // word names anything is checked against the game's names, in tests/i18n-status.test.ts).
    const bad = ["{unclosed", "{n, plural, one {x}}", "{n, plural, one {x} other {y}", "{n, Frobnicate}", "{n, 2nd}", "text }", "{n, select, a {x} a {y} other {z}}"];
    for (const t of bad) expect(() => parseMessage(t), t).toThrow(MessageSyntaxError);
    expect.assertions(bad.length + 2);
    try {
      parseMessage("ok {n, Frobnicate}");
    } catch (e) {
      expect((e as MessageSyntaxError).offset).toBe(3);
    }
    // A malformed template is shown as it is rather than throwing at run time.
    expect(f("{broken", {})).toBe("{broken");
  });

  it("lists the arguments a template uses", () => {
    expect([...argumentNames(parseMessage("{a} {b, plural, one {{c, card}} other {#}} {d, select, x {{e}} other {}}"))].sort()).toEqual(["a", "b", "c", "d", "e"]);
  });
});

describe("source hash", () => {
  it("is FNV-1a 32-bit of the UTF-8 bytes, as 8 hex digits", () => {
    expect(fnv1a32("")).toBe("811c9dc5");
    expect(fnv1a32("a")).toBe("e40c292c");
    expect(fnv1a32("foobar")).toBe("bf9cf968");
    expect(fnv1a32("ñ")).toMatch(/^[0-9a-f]{8}$/);
    expect(fnv1a32("ñ")).not.toBe(fnv1a32("n"));
    // Text past ASCII is hashed by its UTF-8 bytes, also when it starts as ASCII (FNV-1a by hand).
    expect(fnv1a32("ñ")).toBe(fnvOfBytes([0xc3, 0xb1]));
    expect(fnv1a32("Bloqueo de Berlín")).toBe(fnvOfBytes([..."Bloqueo de Berl"].map((c) => c.charCodeAt(0)).concat([0xc3, 0xad, 0x6e])));
  });
  it("ignores whitespace differences but not wording", () => {
    expect(sourceHash("Remove all US\n  Influence from Cuba. ")).toBe(sourceHash("Remove all US Influence from Cuba."));
    expect(sourceHash("Remove all US Influence from Cuba.")).not.toBe(sourceHash("Remove all US Influence in Cuba."));
  });
  it("normalizes every kind of whitespace: tabs, no-break spaces, runs, ends", () => {
    expect(normalizeSource("Remove all US Influence.")).toBe("Remove all US Influence.");
    expect(normalizeSource(" a\tb\u00a0c  d\r\ne ")).toBe("a b c d e");
    expect(normalizeSource("a \u2003b")).toBe("a b");
    expect(sourceHash("a\u00a0b")).toBe(sourceHash("a b"));
  });
});

/** FNV-1a 32-bit of bytes, written out on its own. */
function fnvOfBytes(bytes: number[]): string {
  let h = 0x811c9dc5;
  for (const b of bytes) h = Math.imul(h ^ b, 0x01000193) >>> 0;
  return h.toString(16).padStart(8, "0");
}
