// textDigest (src/content/same-data.ts) remembers the last texts' digests: what it gives must be
// the text's digest, whatever texts came before (the same text again, another of the same length,
// more texts than it remembers).
import { describe, expect, it } from "vitest";
import { digest } from "../../src/content/disk-cache.js";
import { textDigest } from "../../src/content/same-data.js";

describe("textDigest", () => {
  it("gives each text's digest, asked in any order", () => {
    const texts = ["a: 1\n", "a: 2\n", "b: 1\n", "", "ñ: “x”\n", "a: 1\n".repeat(1000), "c: 3\n"];
    // (Built anew each time: a text equal to an earlier one, not the same string.)
    const ask = (i: number) => textDigest(texts[i]!.split("").join(""));
    for (const i of [0, 1, 0, 2, 3, 4, 5, 6, 0, 1, 6, 6, 5, 4, 3, 2, 1, 0]) expect(ask(i), `text ${i}`).toBe(digest(texts[i]!));
  });
});
