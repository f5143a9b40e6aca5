// The version stamp of an English source string: FNV-1a (32 bit) of its UTF-8 bytes, as 8 hex
// digits. Runs the same in node and in the browser (no node: imports).
//
// Whitespace is normalized first (trimmed, runs collapsed to one space), so re-wrapping a long
// YAML text or changing its block style does not make every translation of it outdated.

const encoder = new TextEncoder();

/** Whitespace that normalizing changes: any but a single space between words. */
const UNNORMAL = /[^\S ]| \s|^ | $/;

/** The whitespace-normalized form of a source text (what is hashed). */
export function normalizeSource(text: string): string {
  // Most texts are normalized already: tested once, not rebuilt (validate hashes every English string).
  return UNNORMAL.test(text) ? text.replace(/\s+/g, " ").trim() : text;
}

/** FNV-1a 32-bit hash of a string's UTF-8 bytes, as 8 lowercase hex digits. */
export function fnv1a32(text: string): string {
  let h = 0x811c9dc5;
  // ASCII text is its own UTF-8: hashed without encoding it; other text from its encoding.
  let ascii = true;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x80) {
      ascii = false;
      break;
    }
    h ^= c;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  if (ascii) return h.toString(16).padStart(8, "0");
  h = 0x811c9dc5;
  for (const byte of encoder.encode(text)) {
    h ^= byte;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, "0");
}

/** The stamp a translation records: which version of the English text it translates. */
export function sourceHash(englishText: string): string {
  return fnv1a32(normalizeSource(englishText));
}
