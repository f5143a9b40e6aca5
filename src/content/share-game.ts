// A loaded content's game shared with worker threads (src/workers/shared-game.ts): serialized once
// per content, however many pools play it (a balance run's setups, runs one after another).
import type { Content } from "./model.js";
import { compiledFromOf } from "./load.js";
import { shareGame, type SharedGame } from "../workers/shared-game.js";

const sharedByContent = new WeakMap<Content, SharedGame>();

export function sharedGameOf(content: Content): SharedGame {
  let s = sharedByContent.get(content);
  if (!s) sharedByContent.set(content, (s = shareGame(compiledFromOf(content), () => content.game)));
  return s;
}
