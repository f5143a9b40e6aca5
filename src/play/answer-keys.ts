// How a player answers by number. Answers are numbered 1, 2, 3 … — except when every answer of a
// question is itself a whole number ("by how many spaces? -1, 0, 1"): then typing 1 must mean the
// answer "1", not the first in the list (which would be "-1"), so such a question is answered
// with its numbers themselves. The terminal, the Play page and an online seat all ask here.

/** A label read as a whole number (a typographic minus counts as a minus), else null. */
function wholeNumber(label: string): number | null {
  const text = label.trim().replace(/^[−–]/, "-");
  return /^-?\d+$/.test(text) ? Number(text) : null;
}

/**
 * The number each answer stands for, when every one of the question's labels (two or more) reads
 * as a different whole number; else null (the answers are numbered by their place).
 */
export function numberedByValue(labels: readonly string[]): number[] | null {
  if (labels.length < 2) return null;
  const values = labels.map(wholeNumber);
  if (values.some((v) => v === null)) return null;
  return new Set(values).size === values.length ? (values as number[]) : null;
}

/** Which answer a typed whole number picks: its place (1 first), or by value; -1 if none. */
export function answerByNumber(labels: readonly string[], typed: number): number {
  const values = numberedByValue(labels);
  if (values) return values.indexOf(typed);
  return typed >= 1 && typed <= labels.length ? typed - 1 : -1;
}

/**
 * The key (a single digit) that answers each option of a page's questions, in order, or null for
 * none: 1–9 by place across the questions, or, for a question whose answers are numbers, the
 * digit of each answer from 0 to 9 (a key another answer has already is not given again).
 */
export function answerKeys(questions: readonly (readonly string[])[]): (string | null)[][] {
  const used = new Set<string>();
  let place = 0;
  return questions.map((labels) => {
    const values = numberedByValue(labels);
    return labels.map((_, i) => {
      const key = values ? (values[i]! >= 0 && values[i]! <= 9 ? String(values[i]) : null) : ++place <= 9 ? String(place) : null;
      if (key === null || used.has(key)) return null;
      used.add(key);
      return key;
    });
  });
}
