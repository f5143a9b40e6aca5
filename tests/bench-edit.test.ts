// The benchmark's edits of a content file (src/cli/bench-edit.ts): a comment keeps the data, a
// word added changes exactly one string of it, in every game's first card, procedure and locale
// file; in its first card file, a number changes one card field of the game's own, and a
// constant one card's event, by one.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { codeEdit, commentEdit, dataEdit, numberEdit, routineCodeEdit } from "../src/cli/bench-edit.js";
import { REPO_ROOT } from "../src/content/load-dir.js";

/** The paths where two parsed values differ. */
function differences(a: unknown, b: unknown, at = ""): string[] {
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return Object.is(a, b) ? [] : [at];
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].flatMap((k) => differences((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${at}/${k}`));
}

/** The one value a code edit changed (its path), one number of it and nothing else. */
function oneNumberInCode(text: string, coded: string): string {
  const before = parse(text);
  const code = differences(before, parse(coded));
  expect(code).toHaveLength(1);
  const words = (data: unknown) => (code[0]!.split("/").slice(1).reduce((v: any, k) => v[k], data) as string).split(/(\d+)/);
  const [a, b] = [words(before), words(parse(coded))];
  expect(b.filter((w, i) => w !== a[i])).toHaveLength(1);
  return code[0]!;
}

describe("the benchmark's edits", () => {
  for (const game of ["twilight-struggle", "thirteen-days"]) {
    const dir = join(REPO_ROOT, "cards", game);
    const manifest = parse(readFileSync(join(dir, "game.yaml"), "utf8"));
    const files = [manifest.cards[0], manifest.procedures[0], manifest.locales.translations[0]] as string[];
    for (const file of files) {
      it(`${game} ${file}: a comment keeps the data; a word changes one string`, () => {
        const text = readFileSync(join(dir, file), "utf8");
        const before = parse(text);
        expect(differences(before, parse(commentEdit(text, 1)))).toEqual([]);
        const once = dataEdit(text, 1)!;
        const changed = differences(before, parse(once));
        expect(changed).toHaveLength(1);
        const twice = parse(dataEdit(once, 2)!);
        const value = changed[0]!.split("/").slice(1).reduce((v: any, k) => v[k], twice);
        expect(value).toMatch(/ edited1 edited2$/);
      });
    }
  }
  for (const game of ["twilight-struggle", "thirteen-days"]) {
    it(`${game}: a number edit changes one card's own field by one, a code edit one number in one card's event`, () => {
      const dir = join(REPO_ROOT, "cards", game);
      const file = (parse(readFileSync(join(dir, "game.yaml"), "utf8")) as { cards: string[] }).cards[0]!;
      const text = readFileSync(join(dir, file), "utf8");
      const before = parse(text);
      const numbered = numberEdit(text)!;
      const changed = differences(before, parse(numbered));
      expect(changed).toHaveLength(1);
      expect(changed[0]).toMatch(/^\/cards\/\d+\/(?!number$)\w+$/);
      const at = (data: unknown) => changed[0]!.split("/").slice(1).reduce((v: any, k) => v[k], data) as number;
      expect(Math.abs(at(parse(numbered)) - at(before))).toBe(1);
      // Again: back to the first value when it was 0, else one less.
      expect(at(parse(numberEdit(numbered)!))).toBe(at(before) === 0 ? 0 : at(before) - 2);
      expect(oneNumberInCode(text, codeEdit(text)!)).toMatch(/^\/cards\/\d+\/event$/);
    });
  }
  for (const game of ["twilight-struggle", "thirteen-days"]) {
    it(`${game}: a routine's code edit changes one number in one procedure's or function's code`, () => {
      const dir = join(REPO_ROOT, "cards", game);
      const file = (parse(readFileSync(join(dir, "game.yaml"), "utf8")) as { procedures: string[] }).procedures[0]!;
      const text = readFileSync(join(dir, file), "utf8");
      expect(oneNumberInCode(text, routineCodeEdit(text)!)).toMatch(/^\/(procedures|functions)\/\w+\/(do|value)$/);
    });
  }
  it("a file with no number or no code has no such edit", () => {
    expect(routineCodeEdit("procedures:\n  p:\n    doc: 3 things\n    do: draw(me)\n")).toBeNull();
    expect(numberEdit("a: x\nnumber: 3\n")).toBeNull();
    expect(codeEdit("a: 1\nevent: draw(me)\n")).toBeNull();
    expect(codeEdit("event: draw(u2, x.5)\n")).toBeNull();
  });
  it("a file with no sentence has no data edit", () => {
    expect(dataEdit("a: 1\nb: [x, y]\n", 1)).toBeNull();
  });
});
