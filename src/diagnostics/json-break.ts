// Where a text stops being JSON, said in our words: JSON.parse's own message is English only and
// changes with Node's version, so only the place is taken from it.

/** The 1-based character where `text` stops being JSON (JSON.parse threw `e`): its position, or just past the end when the text ran out; null when it does not say. */
export function jsonBreakOff(text: string, e: unknown): number | null {
  const detail = e instanceof Error ? e.message : String(e);
  const position = /\bposition (\d+)/.exec(detail)?.[1];
  if (position !== undefined) return Number(position) + 1;
  return /\bend of (JSON )?input\b/i.test(detail) ? text.length + 1 : null;
}
