// A worker thread is handed its game as bytes (src/workers/shared-game.ts): those of the disk-cache
// entry the content was restored from, or the game's data serialized when there is no entry. Either
// way the game it compiles must play every game exactly as this thread's own.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadContentDir } from "../../src/content/load-dir.js";
import { compiledFromOf } from "../../src/content/load.js";
import type { Content } from "../../src/content/model.js";
import { sharedGameOf } from "../../src/content/share-game.js";
import { lastOutcomeOf } from "../../src/content/disk-cache.js";
import { gameOf, shareGame, type SharedGame } from "../../src/workers/shared-game.js";
import { playRandomGame } from "../../src/testing/random-play.js";

const ROOT = resolve(import.meta.dirname, "../..");
const SELECTION = { scenario: "standard", variants: [], options: [] };
let cacheDir: string;
const saved = process.env["CARDWRIGHT_CACHE_DIR"];

beforeAll(() => {
  cacheDir = mkdtempSync(join(tmpdir(), "cw-shared-game-"));
  process.env["CARDWRIGHT_CACHE_DIR"] = cacheDir;
});

afterAll(() => {
  if (saved === undefined) delete process.env["CARDWRIGHT_CACHE_DIR"];
  else process.env["CARDWRIGHT_CACHE_DIR"] = saved;
  rmSync(cacheDir, { recursive: true, force: true });
});

/** The game as a worker thread gets it: the same bytes under a key its thread does not know. */
const asWorker = (s: SharedGame) => gameOf({ key: `elsewhere-${s.key}`, bytes: s.bytes, within: s.within });

const games = (g: Content["game"]) => [1, 2, 3].map((seed) => {
  const r = playRandomGame(g, seed, SELECTION);
  return { decisions: r.decisions, crash: r.crash, state: JSON.stringify(r.state) };
});

describe.each(["twilight-struggle", "thirteen-days"])("a game handed to worker threads (%s)", (id) => {
  const dir = join(ROOT, "cards", id);

  it("as the disk-cache entry's bytes, plays the same games as this thread's", () => {
    loadContentDir(dir, SELECTION, false); // fills the cache folder of this test
    const content = loadContentDir(dir, SELECTION, false).content!;
    expect(lastOutcomeOf["content"]).toBe("hit");
    const shared = sharedGameOf(content);
    expect(shared.within).toEqual(["saved", "content", "from"]);
    expect(games(asWorker(shared))).toEqual(games(content.game));
    // This thread plays the game it compiled; a worker's copy of the init (a structured clone)
    // does not carry it, and compiles its own from the bytes.
    expect(gameOf(shared)).toBe(content.game);
    const cloned = gameOf(structuredClone(shared));
    expect(cloned).not.toBe(content.game);
    expect(games(cloned)).toEqual(games(content.game));
  }, 120_000);

  it("serialized (no cache entry), plays the same games as this thread's", () => {
    const content = loadContentDir(dir, SELECTION, false).content!;
    const shared = shareGame(compiledFromOf(content), () => content.game);
    expect(shared.within).toEqual([]);
    expect(games(asWorker(shared))).toEqual(games(content.game));
  }, 120_000);
});
