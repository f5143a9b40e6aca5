// A compiled game handed to worker threads as the plain data it is compiled from, rather than as a
// content folder to load: a worker then reads no file (no content files digested, no disk-cache
// entry read and restored) and needs none of the content loader (YAML, JSON Schemas), so its code
// is the small worker bundle (src/build/bundle-cli.js). Every thread compiles the very data this
// thread loaded, so the games are the same whatever thread plays them.
//
// Nothing of the content loader is imported here: this module is part of the worker bundle (see
// src/content/share-game.ts for the side that loads).
import { deserialize, serialize } from "node:v8";
import { compileGame, type CodeDeclarations, type Declarations, type Game } from "../kernel/index.js";

/** A game as a worker thread is handed it (cloned into each worker with the task's init). */
export interface SharedGame {
  /** Names the game in the thread that shared it (which plays its own compiled copy). */
  key: string;
  /**
   * The declarations and code it is compiled from, v8-serialized (one copy of bytes per worker, not
   * a walk of objects): alone, or within a larger value (a disk-cache entry, as read).
   */
  bytes: Uint8Array;
  /** Where in the deserialized bytes they are: property names from the top (none: the bytes are theirs alone). */
  within: string[];
}

// The sharing thread's own compiled copy, under a symbol: a structured clone (a worker's init)
// leaves symbol-keyed properties out, so only the thread that shared the game sees it and plays
// the one it compiled (or will), never a second compile of it; and it goes when the shared game
// does (a table by key would keep every content a long process shared).
const OWN: unique symbol = Symbol("this thread's compiled game");
type Owned = SharedGame & { [OWN]?: () => Game };
// Games compiled here from what another thread shared.
const received = new Map<string, Game>();
let shared = 0;

/** Shares a game compiled from `from`; `game` gives this thread's own compiled copy. */
export function shareGame(from: { declarations: Declarations; code: CodeDeclarations }, game: () => Game): SharedGame {
  const key = `game-${++shared}`;
  // Serialized when first read, which is when a worker thread is started with it (cloning the init
  // reads it): a run on this thread alone never pays for it (about 10 ms for the larger shipped game).
  let bytes: Uint8Array | undefined;
  const s: Owned = {
    key,
    get bytes() {
      return (bytes ??= serialize({ declarations: from.declarations, code: from.code }));
    },
    within: [],
  };
  s[OWN] = game;
  return s;
}

/** Shares a game whose data is already serialized in `bytes`, at `within`; `game` gives this thread's own compiled copy. */
export function shareSerializedGame(bytes: Uint8Array, within: string[], game: () => Game): SharedGame {
  const s: Owned = { key: `game-${++shared}`, bytes, within };
  s[OWN] = game;
  return s;
}

/** The game shared: this thread's own, or compiled here (once) from the bytes. */
export function gameOf(s: SharedGame): Game {
  const mine = (s as Owned)[OWN];
  if (mine) return mine();
  let game = received.get(s.key);
  if (!game) {
    const from = s.within.reduce((v, name) => (v as Record<string, unknown>)[name], deserialize(s.bytes) as unknown) as { declarations: Declarations; code: CodeDeclarations };
    received.set(s.key, (game = compileGame(from.declarations, from.code)));
  }
  return game;
}
