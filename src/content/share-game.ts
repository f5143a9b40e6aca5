// A loaded content's game shared with worker threads (src/workers/shared-game.ts): as the bytes of
// the disk-cache entry it was restored from when there is one (the main thread then serializes
// nothing: 108 million instructions for the larger of the shipped games, 46 for the smaller),
// else serialized once per content, however many pools play it (a balance run's setups, runs one
// after another).
import type { Content } from "./model.js";
import { compiledFromOf } from "./load.js";
import { shareGame, shareSerializedGame, type SharedGame } from "../workers/shared-game.js";

const sharedByContent = new WeakMap<Content, SharedGame>();
const serialized = new WeakMap<Content, { bytes: Uint8Array; within: string[] }>();

/**
 * Records that the data `content`'s game is compiled from is in `bytes` (v8-serialized), at the
 * path `within` (property names from the top); the disk cache's restore calls it.
 */
export function serializedWithin(content: Content, bytes: Uint8Array, within: string[]): void {
  serialized.set(content, { bytes, within });
}

export function sharedGameOf(content: Content): SharedGame {
  let s = sharedByContent.get(content);
  if (!s) {
    const known = serialized.get(content);
    const game = () => content.game;
    s = known ? shareSerializedGame(known.bytes, known.within, game) : shareGame(compiledFromOf(content), game);
    sharedByContent.set(content, s);
  }
  return s;
}
