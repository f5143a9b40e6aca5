import { mkdtempSync, readdirSync, rmSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { writeCacheFile } from "../../src/content/disk-cache.js";

// The cache's folders are bounded: a designer's edits (each a new file entry) must not fill the disk,
// and the entries most recently written (the ones the next run reads) must stay.
describe("a cache folder's bound", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it("never holds more than its bound, keeps the newest entries and the one just written", () => {
    const dir = mkdtempSync(join(tmpdir(), "cardwright-cache-file-"));
    dirs.push(dir);
    const most = 8;
    const base = Date.now() / 1000 - 1000;
    for (let i = 0; i < 30; i++) {
      const file = join(dir, `e${i}.bin`);
      writeCacheFile(file, new Uint8Array([i]), most);
      // Entry i is older than entry i + 1, whatever the file system's clock resolution.
      utimesSync(file, base + i, base + i);
      const names = readdirSync(dir).filter((n) => n.endsWith(".bin"));
      expect(names.length).toBeLessThanOrEqual(most);
      expect(names).toContain(`e${i}.bin`);
      // What is kept is always the most recent entries, without a gap.
      const kept = names.map((n) => Number(n.slice(1, -4))).sort((a, b) => a - b);
      expect(kept).toEqual(Array.from({ length: kept.length }, (_, k) => i - kept.length + 1 + k));
    }
    // Pruning brings it well below the bound, so it is not done again at the next write.
    const counts: number[] = [];
    for (let i = 30; i < 40; i++) {
      writeCacheFile(join(dir, `e${i}.bin`), new Uint8Array([i]), most);
      utimesSync(join(dir, `e${i}.bin`), base + i, base + i);
      counts.push(readdirSync(dir).filter((n) => n.endsWith(".bin")).length);
    }
    expect(Math.min(...counts)).toBe(6);
    expect(counts.filter((n) => n === 6).length).toBeLessThanOrEqual(4);
  });
});
