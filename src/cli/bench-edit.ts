// The edits `npm run bench` makes to time `cardwright validate` after a designer's change. Two
// kinds: a comment appended (the file's bytes change, its data does not: validate may keep its
// last report) and a word added to the file's first sentence (its data changes: every check that
// reads it runs again). Any game's files: the sentence is the first string scalar with a space in
// it that is not a key — a card's name or text, a procedure's doc, a translated string.
import { isScalar, parseDocument, Scalar, visit } from "yaml";

/** The file's text with a comment line appended (`n` makes each edit new). */
export function commentEdit(text: string, n: number): string {
  return `${text}\n# edited for the benchmark (${n})\n`;
}

/** The file's text with ` edited<n>` added to the end of its first sentence; null when it has none. */
export function dataEdit(text: string, n: number): string | null {
  const doc = parseDocument(text);
  if (doc.errors.length) return null;
  let at: number | null = null;
  visit(doc, {
    Pair(_key, pair) {
      const value = pair.value;
      if (!isScalar(value) || typeof value.value !== "string" || !value.value.includes(" ") || !value.range) return;
      if (value.type === Scalar.PLAIN) at = value.range[1];
      else if (value.type === Scalar.QUOTE_DOUBLE || value.type === Scalar.QUOTE_SINGLE) at = value.range[1] - 1;
      else return;
      // A plain scalar ends before any trailing space or comment: the word goes right after it.
      return visit.BREAK;
    },
  });
  if (at === null) return null;
  return `${text.slice(0, at)} edited${n}${text.slice(at)}`;
}
