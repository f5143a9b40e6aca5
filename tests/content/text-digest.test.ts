// textDigest (src/content/text-digest.ts) remembers the last texts' digests: what it gives must be
// the text's digest, whatever texts came before (the same text again, another of the same length,
// more texts than it remembers).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { diskReader } from "../../src/content/load-dir.js";
import { digest } from "../../src/content/disk-cache.js";
import { textDigest } from "../../src/content/text-digest.js";

describe("textDigest", () => {
  it("gives each text's digest, asked in any order", () => {
    const texts = ["a: 1\n", "a: 2\n", "b: 1\n", "", "ñ: “x”\n", "a: 1\n".repeat(1000), "c: 3\n"];
    // (Built anew each time: a text equal to an earlier one, not the same string.)
    const ask = (i: number) => textDigest(texts[i]!.split("").join(""));
    for (const i of [0, 1, 0, 2, 3, 4, 5, 6, 0, 1, 6, 6, 5, 4, 3, 2, 1, 0]) expect(ask(i), `text ${i}`).toBe(digest(texts[i]!));
  });

  it("gives a text read from disk its digest, which its bytes' stamp gives unless a byte order mark leads them", () => {
    const dir = mkdtempSync(join(tmpdir(), "cw-text-digest-"));
    try {
      const texts = { "plain.yaml": "a: 1\n", "wide.yaml": "ñ: “x”\n", "marked.yaml": "\uFEFFb: 2\n", "marked-wide.yaml": "\uFEFFñ: “y”\n" };
      for (const [name, text] of Object.entries(texts)) writeFileSync(join(dir, name), text);
      const read = diskReader(dir);
      for (const name of Object.keys(texts)) {
        const text = read(name)!;
        // (The decoder drops the mark: the text is not the file's bytes.)
        expect(text.startsWith("\uFEFF"), name).toBe(false);
        expect(textDigest(text), name).toBe(digest(text));
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
