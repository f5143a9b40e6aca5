// The translations as the disk cache keeps them for translating (TranslatorForm: keys and texts
// without places or glossaries): read back, they translate every string and message of every
// language exactly as the translations loaded from the files do.
import { deserialize, serialize } from "node:v8";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { fromTranslatorForm, translatorForm } from "../../src/cli/translator-form.js";
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

  it("is not made for a text holding U+0000 (the separator of its lists): such translations are not cached", () => {
    const loaded = loadI18n(diskReader(join(ROOT, "cards", "thirteen-days")));
    const [first] = loaded.bundle.sources;
    first!.text = "a\u0000b";
    expect(() => translatorForm(loaded)).toThrow(/U\+0000/);
  });
});
