// The version stamp of an English source string: FNV-1a (32 bit) of its UTF-8 bytes, as 8 hex
// digits. Runs the same in node and in the browser (no node: imports).
//
// Whitespace is normalized first (trimmed, runs collapsed to one space), so re-wrapping a long
// YAML text or changing its block style does not make every translation of it outdated.

const encoder = new TextEncoder();

/** The whitespace-normalized form of a source text (what is hashed). */
export function normalizeSource(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** FNV-1a 32-bit hash of a string's UTF-8 bytes, as 8 lowercase hex digits. */
export function fnv1a32(text: string): string {
  let h = 0x811c9dc5;
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
