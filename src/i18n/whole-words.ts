// Finding a phrase as whole words, as `wholeWords(phrase).test(text)` does (status.ts), without
// its word classes. That regex is `(?<![\p{L}\p{N}_])phrase(?![\p{L}\p{N}_])` with the `iu`
// flags, and V8 compiles a case-insensitive `\p{L}` by closing every letter under case through
// ICU: about 20 million instructions a regex, paid by every process that checks a glossary (the
// validate after a locale file's edit among them). Here the phrase alone is matched
// case-insensitively (a few letters to close), and the characters on either side are tested
// against a class with no `i` flag that holds what the case-insensitive one matches.

/**
 * What `[\p{L}\p{N}_]` matches under the `iu` flags: its code points and those that fold to one of
 * them, which adds U+0345 (a combining mark that folds to ι). tests/i18n-whole-words.test.ts
 * compares both over every code point.
 */
let WORD: RegExp | undefined;

/** Whether a code point is a word character: ASCII ones at once, others by WORD (itself slow to compile: made only when needed). */
function isWord(c: number): boolean {
  if (c < 0x80) return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
  return (WORD ??= /[\p{L}\p{N}_\u0345]/u).test(String.fromCodePoint(c));
}

/** A phrase as a regex source: its characters taken literally, any run of spaces between its words. */
export function phrasePattern(phrase: string): string {
  return phrase.trim().replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+");
}

/** The phrases as wholeWords finds them, matched alone: global, so that every place is tried. */
export function phraseRegex(phrases: readonly string[]): RegExp {
  const escaped = phrases.map(phrasePattern);
  return new RegExp(escaped.length === 1 ? escaped[0]! : `(?:${escaped.join("|")})`, "giu");
}

/**
 * Whether `text` has a match of `re` (phraseRegex of one phrase) with no word character just
 * before or after it. Each place a match starts is tried in turn (a match that fails is tried again
 * one character on, as the regex with lookarounds would): a phrase of words matches at most one
 * way at a place.
 */
export function hasWholePhrase(re: RegExp, text: string): boolean {
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const start = m.index;
    const end = start + m[0].length;
    if (end > start && !wordBefore(text, start) && !wordAt(text, end)) return true;
    re.lastIndex = start + ((text.codePointAt(start) ?? 0) > 0xffff ? 2 : 1);
  }
  return false;
}

/**
 * Whether `text` may have a match of any of the phrases as whole words: false only when none of
 * them appears at all (the word boundaries are left to hasWholePhrase).
 */
export function mayHavePhrase(re: RegExp, text: string): boolean {
  re.lastIndex = 0;
  return re.test(text);
}

function wordAt(text: string, i: number): boolean {
  const c = text.codePointAt(i);
  return c !== undefined && isWord(c);
}

/** The code point that ends at `i` (a surrogate pair read as one, as a unicode lookbehind does). */
function wordBefore(text: string, i: number): boolean {
  if (i === 0) return false;
  const low = text.charCodeAt(i - 1);
  const pair = low >= 0xdc00 && low <= 0xdfff && i >= 2 && text.charCodeAt(i - 2) >= 0xd800 && text.charCodeAt(i - 2) <= 0xdbff;
  return isWord(pair ? text.codePointAt(i - 2)! : low);
}
