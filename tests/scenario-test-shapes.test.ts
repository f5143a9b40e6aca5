// An expectation whose value has the wrong shape for what it names (a number where a side's values
// are asked, one card where a list is) is an error at that value before the test runs (CW204), never
// a crash of the runner ("expected.forEach is not a function") and never a silent pass (a per-side
// track given one number compared nothing). A per-side pile's `_includes`/`_excludes` may be given
// by side, as its pile is.
import { describe, expect, it } from "vitest";
import { DEFAULT_CONTENT_DIR, requireContent } from "../src/content/load-dir.js";
import { runScenarioTestText } from "../src/testing/scenario-test.js";

const contentFor = (selection: Parameters<typeof requireContent>[1]) => requireContent(DEFAULT_CONTENT_DIR, selection);
const run = (expectation: string) => runScenarioTestText(contentFor, "tests/shape.yaml", `name: shapes
position:
  turn: 4
  action_round: 1
  phasing: us
  hands: { us: [nuclear_test_ban, fidel], ussr: [nasser] }
steps: []
expect:
  ${expectation}
`)[0]!;
const failures = (expectation: string) => run(expectation).failures.map((f) => [f.code, f.start.line, f.start.column, f.message]);

describe("an expectation's value of the wrong shape", () => {
  it("a per-side track, pieces by space or a special card given a plain number is an error at the value, not a pass", () => {
    expect(failures("military_ops: 2")).toEqual([["CW204", 9, 17, "`military_ops` is given by side (`us: …`, `ussr: …`), not as 2"]]);
    expect(failures("influence: 3")).toEqual([["CW204", 9, 14, "`influence` is given by space (`<space>: [us, ussr]`, in side order), not as 3"]]);
    expect(failures("china_card: ussr")).toEqual([["CW204", 9, 15, "`china_card` is given by field (`holder: …`, `face_up: …`), not as \"ussr\""]]);
  });
  it("a list expectation given one id is an error at the value, not a crash of the runner", () => {
    expect(failures("effects_include: containment")).toEqual([["CW204", 9, 20, "`expect.effects_include` must be a list"]]);
    expect(failures("log_includes: card.play")).toEqual([["CW204", 9, 17, "`expect.log_includes` must be a list"]]);
    expect(failures("deck_includes: fidel")).toEqual([["CW204", 9, 18, "`deck_includes` is a list of cards (`[a, b]`), not \"fidel\""]]);
    expect(failures("hand_excludes: 3")).toEqual([["CW204", 9, 18, "`hand_excludes` is a list of cards (`[a, b]`), or a list by side (`us: [a, b]`), not 3"]]);
  });
  it("a per-side pile's _includes and _excludes by side read that side's pile", () => {
    expect(run("hand_includes: { us: [fidel], ussr: [nasser] }").passed).toBe(true);
    expect(failures("hand_includes: { ussr: [fidel] }")).toEqual([["CW801", 9, 27, "final: fidel is not in ussr's hand"]]);
    expect(failures("hand_excludes: { us: [fidel] }")).toEqual([["CW801", 9, 25, "final: fidel is in us's hand"]]);
    // A name the game does not have is placed at its key, where the typo is.
    expect(failures("hand_includes: { usa: [fidel] }")).toEqual([["CW801", 9, 20, "final: unknown side usa in hand_includes (the sides: us, ussr)"]]);
    expect(failures("military_ops: { usa: 1 }")).toEqual([["CW801", 9, 19, "final: unknown side usa in military_ops (the sides: us, ussr)"]]);
    expect(failures("influence: { atlantis: [0, 0] }")).toEqual([["CW801", 9, 16, "final: unknown space atlantis"]]);
    // The list form still reads every side's pile together.
    expect(run("hand_includes: [fidel, nasser]").passed).toBe(true);
  });
});
