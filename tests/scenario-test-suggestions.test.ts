// A scenario test whose start names something the game does not have because of a typo (a country,
// a card, a side, an effect, a position key, an entry point) fails with CW804, and one whose
// scenario, variant or option is misspelt with CW805: each with a "did you mean" hint naming the
// nearest name of that kind, at the misspelt name's line and column (a key where it is a key).
import { describe, expect, it } from "vitest";
import { DEFAULT_CONTENT_DIR, requireContent } from "../src/content/load-dir.js";
import { runScenarioTestText } from "../src/testing/scenario-test.js";

const contentFor = (selection: Parameters<typeof requireContent>[1]) => requireContent(DEFAULT_CONTENT_DIR, selection);
const failures = (text: string) => runScenarioTestText(contentFor, "tests/typo.yaml", text)[0]!.failures.map((f) => [f.code, f.start.line, f.start.column, f.hint]);

describe("a scenario test with a misspelt name", () => {
  it("CW804: the start position's unknown names suggest the nearest of their kind, at the name", () => {
    const text = `name: typos in a position
position:
  turn: 4
  action_round: 1
  phasing: ussr
  influence: { cubba: [1, 0], iran: [0, 1] }
  defcom: 3
  hands: { ussr: [nasser, fidell], us: [] }
  effects: [containmnet]
steps: []
`;
    expect(failures(text)).toEqual([
      ["CW804", 6, 16, "did you mean `cuba`?"],
      ["CW804", 7, 3, "did you mean `defcon`?"],
      ["CW804", 8, 27, "did you mean `fidel`?"],
      ["CW804", 9, 13, "did you mean `containment`?"],
    ]);
    expect(failures("name: a side\nposition:\n  turn: 4\n  action_round: 1\n  phasing: ussr\n  vp: 0\n  hands: { ussrr: [nasser] }\nsteps: []\n")).toEqual([["CW804", 7, 12, "did you mean `ussr`?"]]);
    expect(failures("name: a phase\nposition:\n  phase: headlin\n  turn: 4\nsteps: []\n")).toEqual([["CW804", 3, 10, "did you mean `headline`?"]]);
  });
  it("a name with nothing near gets no hint", () => {
    expect(failures("name: far\nposition:\n  turn: 4\n  action_round: 1\n  phasing: ussr\n  influence: { atlantis: [1, 0] }\nsteps: []\n")).toEqual([["CW804", 6, 16, undefined]]);
  });
  it("CW805: a misspelt scenario, variant or option suggests the nearest of its kind, at it", () => {
    expect(failures("name: s\nscenario: late_wr\nsteps: []\n")).toEqual([["CW805", 2, 11, "did you mean `late_war`?"]]);
    expect(failures("name: v\nvariants: [chinese_civl_war]\nsteps: []\n")).toEqual([["CW805", 2, 12, "did you mean `chinese_civil_war`?"]]);
    expect(failures("name: o\noptions: [us_handicap, optonal_cards]\nsteps: []\n")).toEqual([["CW805", 2, 24, "did you mean `optional_cards`?"]]);
  });
});

describe("a scenario test with a misspelt answer", () => {
  it("CW802: a step that is no option of the side's question suggests the option meant, at the step", () => {
    const text = "name: a misspelt play mode\nposition:\n  turn: 4\n  action_round: 1\n  phasing: us\n  hands: { us: [nuclear_test_ban], ussr: [] }\nsteps:\n  - us: nuclear_test_ban\n  - us: evnt\n";
    expect(failures(text)).toEqual([["CW802", 9, 9, "did you mean `us: event`?"]]);
    // Nothing near: the message's list of options is the help.
    expect(failures(text.replace("evnt", "zzzzzz"))).toEqual([["CW802", 9, 9, undefined]]);
  });
});
