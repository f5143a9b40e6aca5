// The translations as the disk cache keeps them for translating (TranslatorForm: keys and texts
// without places or glossaries): read back, they translate every string and message of every
// language exactly as the translations loaded from the files do.
import { deserialize, serialize } from "node:v8";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { formLocales, fromTranslatorForm, translatorForm, type TranslatorForm } from "../../src/cli/translator-form.js";
import { localePlaces } from "../../src/cli/locale-places.js";
import { diskReader } from "../../src/content/load-dir.js";
import { loadI18n, translate, type Translator } from "../../src/i18n/index.js";

const ROOT = resolve(import.meta.dirname, "../..");

/** What a translator gives for a call, or the error it throws. */
function outcome(f: () => unknown): unknown {
  try {
    return f();
  } catch (e) {
    return `throws ${(e as Error).message}`;
  }
}

/** Everything the translator says about the bundle's keys, as one list to compare. */
function said(tr: Translator, keys: string[]): unknown[] {
  const args = { n: 2, count: 1, game: "g", card: "duck_and_cover", side: "us", lang: "es", errors: 1, warnings: 0, ms: 12 };
  const out: unknown[] = [tr.lang];
  for (const key of keys) {
    out.push(key, outcome(() => tr.text(key)));
    if (key.startsWith("msg.")) {
      const k = key.slice(4);
      out.push(tr.hasMessage(k), outcome(() => tr.t(k, args)));
    }
  }
  const d = { code: "CW302", severity: "error" as const, message: "m", file: "cards/x.yaml", start: { line: 3, column: 4 }, end: { line: 3, column: 9 }, key: "diag.unknown_name", args: { name: "cubba" }, hintKey: "cli.hint.did_you_mean", hintArgs: { suggestion: "cuba" } };
  out.push(tr.formatDiagnostic(d), tr.name("card", "duck_and_cover"), tr.name("side", "ussr"), tr.number(1104));
  return out;
}

describe("the translating form of a folder's translations", () => {
  for (const game of ["twilight-struggle", "thirteen-days"]) {
    it(`translates ${game}'s strings and messages in every language as the loaded files do`, () => {
      const loaded = loadI18n(diskReader(join(ROOT, "cards", game)));
      const restored = fromTranslatorForm(deserialize(serialize(translatorForm(loaded))));
      expect(restored.diagnostics).toEqual(loaded.diagnostics);
      expect(restored.bundle.languages).toEqual(loaded.bundle.languages);
      expect([...restored.bundle.byKey.keys()]).toEqual([...loaded.bundle.byKey.keys()]);
      expect(restored.bundle.languages.length).toBeGreaterThan(1);
      const keys = [...loaded.bundle.byKey.keys()];
      for (const { code } of loaded.bundle.languages) {
        expect(said(translate(restored.bundle, code), keys)).toEqual(said(translate(loaded.bundle, code), keys));
      }
    });
  }

  it("finds one entry of a translation (its text, source and place) as its whole list of entries has it, a key written twice by its last entry", () => {
    const loaded = loadI18n(diskReader(join(ROOT, "cards", "twilight-struggle")));
    const form = translatorForm(loaded);
    const places = new Map(localePlaces(loaded.bundle.locales.translations));
    const seen = (e: { key: string; text: string; source: string | null; at: unknown } | undefined) => e && { key: e.key, text: e.text, source: e.source, at: e.at };
    for (const [i, t] of form.translations.entries()) {
      const keys = [...loaded.bundle.locales.translations[i]!.entries.keys()];
      expect(keys.length).toBeGreaterThan(500);
      // A key written twice (a copy of the first entry, at the end with another text), a key given
      // as another entry's text, and keys not there.
      const [first] = keys;
      const entries = `${t.entries}\u0000${first}\u0000twice\u0000\u0000stray\u0000${first}\u0000`;
      const twice: TranslatorForm = { ...form, translations: [{ ...t, entries }] };
      // (Past eight look-ups the entries are split: these are the first eight.)
      const asked = ["stray", "nowhere", "card.duck_and_cover", first!, keys[1]!, ...keys.slice(-3)];
      const whole = formLocales(twice).translations[0]!.entries;
      const one = formLocales(twice).translations[0]!;
      for (const key of asked) expect(seen(one.entry!(key)), key).toEqual(seen(whole.get(key)));
      expect(one.entry!(first!)!.text).toBe("twice");
      // With its places (they fit the file's own entries), each entry is where the file has it.
      const placed = formLocales(form, (file) => places.get(file)).translations[i]!;
      const all = formLocales(form, (file) => places.get(file)).translations[i]!.entries;
      for (const key of [...keys.slice(0, 4), ...keys.slice(-4)]) expect(seen(placed.entry!(key)), key).toEqual(seen(all.get(key)));
      expect(seen(placed.entry!(keys[3]!))!.at).toEqual(loaded.bundle.locales.translations[i]!.entries.get(keys[3]!)!.at);
    }
  });

  it("is not made for a text holding U+0000 (the separator of its lists): such translations are not cached", () => {
    const loaded = loadI18n(diskReader(join(ROOT, "cards", "thirteen-days")));
    const [first] = loaded.bundle.sources;
    first!.text = "a\u0000b";
    expect(() => translatorForm(loaded)).toThrow(/U\+0000/);
  });
});
