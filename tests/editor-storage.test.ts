// The editor keeps each game folder's test game in the browser's storage; an older editor kept one
// test game for all, which a new editor must bring back rather than drop.
import { describe, expect, it } from "vitest";
import { adoptOldScript, loadScript, storeScript } from "../editor/src/app/storage.js";
import type { Script } from "../editor/src/game/script.js";

function memoryStorage(init: Record<string, string> = {}) {
  const m = new Map(Object.entries(init));
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    keys: () => [...m.keys()],
  };
}

const script = (turn: number) => ({ setup: { scenario: "standard", turn }, steps: [{ move: { player: "us", choice: "a" } }] }) as unknown as Script;

describe("the editor's stored test games", () => {
  it("keeps one test game per game folder", () => {
    const st = memoryStorage();
    storeScript("cards/twilight-struggle", script(3), st);
    storeScript("cards/thirteen-days", script(1), st);
    expect(loadScript("cards/twilight-struggle", st)).toEqual(script(3));
    expect(loadScript("cards/thirteen-days", st)).toEqual(script(1));
  });

  it("brings an older editor's test game back once, as the game opened at start", () => {
    const st = memoryStorage({ "cardwright.game.v1": JSON.stringify(script(5)) });
    adoptOldScript("cards/twilight-struggle", st);
    expect(loadScript("cards/twilight-struggle", st)).toEqual(script(5));
    expect(loadScript("cards/thirteen-days", st)).toBeNull();
    expect(st.keys()).not.toContain("cardwright.game.v1");
    // Once: a later start with another game open finds nothing more to adopt.
    adoptOldScript("cards/thirteen-days", st);
    expect(loadScript("cards/thirteen-days", st)).toBeNull();
  });

  it("does not replace a folder's newer test game with the old one", () => {
    const st = memoryStorage({ "cardwright.game.v1": JSON.stringify(script(5)) });
    storeScript("cards/twilight-struggle", script(2), st);
    adoptOldScript("cards/twilight-struggle", st);
    expect(loadScript("cards/twilight-struggle", st)).toEqual(script(2));
  });

  it("does not adopt an old entry that is not a test game", () => {
    const st = memoryStorage({ "cardwright.game.v1": "{not json" });
    adoptOldScript("cards/twilight-struggle", st);
    expect(loadScript("cards/twilight-struggle", st)).toBeNull();
  });
});
