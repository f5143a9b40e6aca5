// The benchmark's edits of a content file (src/cli/bench-edit.ts): a comment keeps the data, a
// word added changes exactly one string of it, in every game's first card, procedure and locale file.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { commentEdit, dataEdit } from "../src/cli/bench-edit.js";
import { REPO_ROOT } from "../src/content/load-dir.js";

/** The paths where two parsed values differ. */
function differences(a: unknown, b: unknown, at = ""): string[] {
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return Object.is(a, b) ? [] : [at];
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].flatMap((k) => differences((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${at}/${k}`));
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
  it("a file with no sentence has no data edit", () => {
    expect(dataEdit("a: 1\nb: [x, y]\n", 1)).toBeNull();
  });
});
