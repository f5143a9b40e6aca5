// Procedures, functions and card events are compiled when they first run (src/kernel/lazy-code.ts).
// A game must not depend on which of them a process compiled before, nor in what order: states
// hold unit indexes and condition values (numbered within their unit), and saves, replays and logs
// carry them.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_CONTENT_DIR, requireContent } from "../../src/content/load-dir.js";
import { compiledFromOf } from "../../src/content/load.js";
import { loadSave } from "../../src/content/save-file.js";
import { applyInPlace, compileGame, copyState, newGame, readyUnit, type Game } from "../../src/kernel/index.js";
import { playRandomGame } from "../../src/testing/random-play.js";

const ROOT = resolve(import.meta.dirname, "../..");
const content = requireContent(resolve(ROOT, "cards/twilight-struggle"));
const from = compiledFromOf(content);
const freshGame = (): Game => compileGame(from.declarations, from.code);
const compiled = (g: Game) => g.units.filter((u) => u.compile === null).length;

/** Every state of the game of `seed` (moves chosen from the seed), as JSON, the stack and log included. */
function statesOf(g: Game, seed: number, moves: number): string[] {
  const s = newGame(g, { seed });
  const out = [JSON.stringify(s)];
  let x = seed * 7919 + 1;
  for (let n = 0; n < moves && s.pending.length && !s.result; n++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    const d = s.pending[x % s.pending.length]!;
    applyInPlace(g, s, { player: d.player, choice: d.options[(x >> 8) % d.options.length]! });
    out.push(JSON.stringify(s));
  }
  return out;
}

describe("code compiled when it first runs", () => {
  it("leaves procedures, functions and card events uncompiled until a frame of theirs is made", () => {
    const g = freshGame();
    const events = g.cards.flatMap((c) => (c.event === null ? [] : [g.units[c.event]!]));
    expect(events.length).toBeGreaterThan(100);
    expect(events.every((u) => u.compile !== null && u.code.length === 1)).toBe(true);
    const before = compiled(g);
    playRandomGame(g, 1);
    expect(compiled(g)).toBeGreaterThan(before);
    expect(compiled(g)).toBeLessThan(g.units.length); // a game runs only some of them
  });

  it("plays a game the same after other games compiled other code first, or everything in reverse order", () => {
    const fresh = freshGame();
    const warm = freshGame();
    for (const seed of [3, 4, 5]) playRandomGame(warm, seed);
    const reversed = freshGame();
    for (let i = reversed.units.length - 1; i >= 0; i--) readyUnit(reversed.units[i]!);
    expect(compiled(warm)).toBeGreaterThan(compiled(fresh));

    const expected = statesOf(fresh, 1, 300);
    // The game holds condition values on its stack (the numbers a late compile could have moved).
    expect(expected.some((s) => s.includes('"$predicate"'))).toBe(true);
    expect(statesOf(warm, 1, 300)).toEqual(expected);
    expect(statesOf(reversed, 1, 300)).toEqual(expected);
  });

  it("goes on from a state another compiled copy of the game made, stopped inside code this one has not compiled", () => {
    const made = freshGame();
    const s = newGame(made, { seed: 1 });
    let x = 7920;
    // Up to a state stopped inside a card's event, a condition value on the stack.
    for (let n = 0; n < 300 && !(n > 0 && s.stack.some((f) => made.units[f.u]!.kind === "event") && JSON.stringify(s.stack).includes('"$predicate"')); n++) {
      x = (x * 1103515245 + 12345) % 2147483648;
      const d = s.pending[x % s.pending.length]!;
      applyInPlace(made, s, { player: d.player, choice: d.options[(x >> 8) % d.options.length]! });
    }
    const other = freshGame();
    const stopped = s.stack.filter((f) => f.pc > 0).map((f) => other.units[f.u]!);
    expect(stopped.some((u) => u.kind === "event" && u.compile !== null)).toBe(true);
    const here = copyState(s);
    const there = copyState(s);
    for (let n = 0; n < 100 && here.pending.length && !here.result; n++) {
      const d = here.pending[n % here.pending.length]!;
      const move = { player: d.player, choice: d.options[n % d.options.length]! };
      applyInPlace(made, here, move);
      applyInPlace(other, there, move);
      expect(JSON.stringify(there)).toBe(JSON.stringify(here));
    }
  });

  it("reads a save whose condition values are numbered over the whole game (written before 2026-12-08) without a difference", () => {
    // Written by the build before: a Twilight Struggle game stopped in Comecon's event, where
    // `add_influence` holds the event's condition (`where:`) as value 6 of the game's.
    const text = readFileSync(new URL("../saves/v3-condition-value-numbered-over-the-game.json", import.meta.url), "utf8");
    expect(text).toMatch(/"\$predicate": 6,\s*"locals"/);
    const loaded = loadSave("old.json", text, (selection) => requireContent(DEFAULT_CONTENT_DIR, selection));
    expect(loaded.diagnostics).toEqual([]);
    const g = loaded.content!.game;
    const held = JSON.stringify(loaded.state!.stack).match(/"\$predicate":(\d+),"unit":(\d+)/)!;
    expect(g.units[Number(held[2])]!.name).toBe("event of comecon");
    expect(held[1]).toBe("0");
  });
});
