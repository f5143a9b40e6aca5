// Games with a secret seed (32 hex digits: online tables) draw from a ChaCha20 stream keyed by it:
// deterministic and saved like any game, but no player can search the seed from their own hand as
// one could the quick generator's 2³² states. Samples a bot plays out never carry the secret.
import { describe, expect, it } from "vitest";
import { requireContent } from "../../src/content/load-dir.js";
import { loadSave } from "../../src/content/save-file.js";
import { determinize, Random } from "../../src/bots/index.js";
import { applyInPlace, chachaWord, newGame, pileCards, sessionStep, startSession, replay, type State } from "../../src/kernel/index.js";

const content = requireContent();
const g = content.game;
const SECRET = "3f9a0c1d2e4b5a6978877665544332211".slice(0, 32);
const OTHER = "00112233445566778899aabbccddeeff";

function play(seed: number | string, moves = 60): State {
  const s = newGame(g, { seed });
  for (let i = 0; i < moves && s.pending.length && !s.result; i++) {
    const d = s.pending[0]!;
    applyInPlace(g, s, { player: d.player, choice: d.options[i % d.options.length]! });
  }
  return s;
}

const hand = (s: State, side: string) => pileCards(g, s, "hand", side);

describe("a secret seed", () => {
  it("draws ChaCha20's keystream (RFC 8439, zero key: blocks 0 and 1)", () => {
    const zero = new Array(8).fill(0);
    expect(chachaWord(zero, 0).toString(16)).toBe("ade0b876");
    expect(chachaWord(zero, 1).toString(16)).toBe("bee7079f");
  });

  it("gives the same game for the same secret, another deal for another secret, and refuses a malformed one", () => {
    const a = play(SECRET);
    expect(JSON.stringify(play(SECRET))).toBe(JSON.stringify(a));
    const b = newGame(g, { seed: OTHER });
    expect([hand(b, "us"), hand(b, "ussr")]).not.toEqual([hand(newGame(g, { seed: SECRET }), "us"), hand(newGame(g, { seed: SECRET }), "ussr")]);
    expect(() => newGame(g, { seed: "ABC" })).toThrow(/a seed is a whole number or 32 hexadecimal digits \(lower case\), got "ABC"/);
  });

  it("is saved and resumed: the save file validates and replays to the same state", () => {
    const save = startSession(g, { scenario: "standard", variants: [], options: [], seed: SECRET });
    for (let i = 0; i < 40 && save.state.pending.length; i++) {
      const d = save.state.pending[0]!;
      sessionStep(g, save, { player: d.player, choice: d.options[(i * 7) % d.options.length]! });
    }
    expect(JSON.stringify(replay(g, save))).toBe(JSON.stringify(save.state));
    const loaded = loadSave("secret.json", JSON.stringify(save), () => content);
    expect(loaded.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(JSON.stringify(loaded.state)).toBe(JSON.stringify(save.state));
    const bad = loadSave("bad.json", JSON.stringify({ ...save, seed: "not-hex" }), () => content);
    expect(bad.diagnostics.some((d) => d.severity === "error" && d.file === "bad.json")).toBe(true);
  });

  it("is not carried into the worlds a bot samples", () => {
    const s = play(SECRET, 30);
    const side = s.pending[0]?.player ?? "us";
    const sample = determinize(g, s, side, new Random(5));
    expect(JSON.stringify(sample)).not.toContain(SECRET);
  });
});
