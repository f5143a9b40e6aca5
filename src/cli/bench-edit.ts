// The edits `npm run bench` makes to time `cardwright validate` after a designer's change. Five
// kinds: a comment appended (the file's bytes change, its data does not: validate may keep its
// last report), a word added to the file's first sentence (its data changes: every check that
// reads it runs again), in a card file a number changed (a card's own field, its Ops value) or a
// constant in a card's code, and in a procedure file a constant in a routine's code. Any game's
// files: the sentence is the first string scalar with a space in it that is not a key — a card's
// name or text, a procedure's doc, a translated string; the number, the first whole number that
// is not a card's `number`; the constant, the first whole number written in an `event:` (for a
// routine, in a `do:` or `value:`). A number n becomes n − 1 (0 becomes 1), so repeated edits
// stay within a field's usual bounds (0 to its maximum).
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

/** The file's first whole number of a field other than `number` changed (n − 1, or 1 from 0); null when it has none. */
export function numberEdit(text: string): string | null {
  return firstNumberChanged(text, (key, value) =>
    key !== "number" && Number.isInteger(value.value) && value.type === Scalar.PLAIN ? [value.range![0], value.range![1]] : undefined,
  );
}

/** The file's first whole number written in a card's `event:` code changed (n − 1, or 1 from 0); null when there is none. */
export function codeEdit(text: string): string | null {
  return firstNumberInCode(text, ["event"]);
}

/** The file's first whole number written in a procedure's or function's code (`do:`, `value:`) changed; null when there is none. */
export function routineCodeEdit(text: string): string | null {
  return firstNumberInCode(text, ["do", "value"]);
}

/** The first whole number written in the code of one of `keys` changed (n − 1, or 1 from 0). */
function firstNumberInCode(text: string, keys: string[]): string | null {
  return firstNumberChanged(text, (key, value) => {
    if (typeof key !== "string" || !keys.includes(key) || typeof value.value !== "string") return undefined;
    // A number alone (not part of a name such as `u2`, nor of a decimal).
    const found = /(?<![\w.])\d+(?![\w.])/.exec(text.slice(value.range![0], value.range![1]));
    return found ? [value.range![0] + found.index, value.range![0] + found.index + found[0].length] : undefined;
  });
}

/**
 * The number at the first place `find` gives (a key's scalar value, walked in document order)
 * changed by nextNumber; null when the text does not parse or no pair gives a place.
 */
function firstNumberChanged(text: string, find: (key: unknown, value: Scalar) => [number, number] | undefined): string | null {
  const doc = parseDocument(text);
  if (doc.errors.length) return null;
  let at = null as [number, number] | null;
  visit(doc, {
    Pair(_key, pair) {
      if (!isScalar(pair.key) || !isScalar(pair.value) || !pair.value.range) return;
      const place = find(pair.key.value, pair.value);
      if (!place) return;
      at = place;
      return visit.BREAK;
    },
  });
  if (at === null) return null;
  const [from, to] = at;
  return `${text.slice(0, from)}${nextNumber(Number(text.slice(from, to)))}${text.slice(to)}`;
}

function nextNumber(n: number): number {
  return n > 0 ? n - 1 : n + 1;
}
