// The digest of a file's text (what a report's list of files keeps, same-data.ts), remembered for
// the last few texts: after an edit a run digests the edited file's text up to three times (is the
// file's entry the one the report saw, the new report's list, the content's kept report), each a
// pass of SHA-1 and UTF-8 over the whole text. A text read from disk has it already: its bytes'
// stamp is the same digest (the reader tells it here, knownTextDigest).
import { digest } from "./disk-cache.js";

/** The text's digest (`digest(text)`). (A text found here is the same string, by `===`.) */
export function textDigest(text: string): string {
  for (const [t, d] of lastTexts) if (t === text) return d;
  const d = digest(text);
  remember(text, d);
  return d;
}
const lastTexts: [text: string, digest: string][] = [];

function remember(text: string, d: string): void {
  lastTexts.unshift([text, d]);
  if (lastTexts.length > 4) lastTexts.pop();
}

/**
 * A text decoded from `bytes` (valid UTF-8: the reader's strict decoding), whose digest was taken
 * (`bytesDigest`): it is the text's, as the text encodes back to the same bytes, unless a byte
 * order mark led them (the decoder drops it).
 */
export function knownTextDigest(text: string, bytes: Uint8Array, bytesDigest: string): void {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return;
  remember(text, bytesDigest);
}
