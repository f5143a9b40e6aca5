// The glossary's check finds a variant as whole words without wholeWords's case-insensitive word
// classes, which are slow to compile (src/i18n/whole-words.ts). It must find exactly what
// wholeWords(phrase).test(text) finds.
import { describe, expect, it } from "vitest";
import { wholeWords } from "../src/i18n/index.js";
import { hasWholePhrase, mayHavePhrase, phraseRegex } from "../src/i18n/whole-words.js";

describe("a phrase found as whole words without word classes", () => {
  it("reads a word character as the case-insensitive class does, for every code point", () => {
    const slow = /^[\p{L}\p{N}_]$/iu;
    const re = phraseRegex(["a"]);
    const differ: number[] = [];
    for (let c = 0; c <= 0x10ffff; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      const s = String.fromCodePoint(c);
      // A word character just before or after the phrase makes it not a whole word.
      const word = slow.test(s);
      if (hasWholePhrase(re, `a${s}`) === word || hasWholePhrase(re, `${s}a`) === word) differ.push(c);
    }
    expect(differ.map((c) => c.toString(16))).toEqual([]);
  });

  it("finds what wholeWords finds, in hand-picked and random texts", () => {
    const phrases = ["titular", "turno de acción", "tablas", "jugador activo", "é", "São", "Eagle/Bear", "a.b", "x+y", "ΣΑΣ", "ǅ", "straße", "𝐀b"];
    const texts = [
      "Titular de hoy", "los titulares", "el titular.", "_titular", "titular_", "1titular", "TITULAR", "turno  de\nacción", "turnos de acción",
      "en tablas y tablas", "tablastablas tablas", "é", "ée é", "SÃO são", "Eagle/Bear", "aXb a.b", "x+y", "σας ΣΑΣ", "ǆ ǅ Ǆ",
      "STRASSE straße", "𝐀b", "x𝐀b", "\u0345titular", "titular\u0345", "ſtitular", "K", "",
    ];
    let seed = 3;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    const pieces = [...phrases, " ", "_", "1", "a", "É", "\u0345", "𝐀", "\n", ".", "-", "ſ", "\ud800"];
    for (let i = 0; i < 3000; i++) texts.push(Array.from({ length: 1 + next(6) }, () => pieces[next(pieces.length)]).join(""));
    for (const p of phrases) {
      const re = phraseRegex([p]);
      for (const text of texts) expect(hasWholePhrase(re, text), `${p} in ${JSON.stringify(text)}`).toBe(wholeWords(p).test(text));
    }
    // The test of all of them first never misses one found alone.
    const any = phraseRegex(phrases);
    for (const text of texts) if (phrases.some((p) => wholeWords(p).test(text))) expect(mayHavePhrase(any, text), text).toBe(true);
  });
});
