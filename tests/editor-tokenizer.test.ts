// The editor's YAML + effect-language tokenizer (editor/src/language/tokenizer.ts).
import { beforeAll, describe, expect, it } from "vitest";
import { tsWords } from "./editor-words.js";
import { effectLangAt, INITIAL_STATE, lineStates, tokenizeLine, type TokState } from "../editor/src/language/tokenizer.js";

/** Tokens of each line as [text, type] pairs, whitespace dropped. */
function tokens(text: string): [string, string][][] {
  let state: TokState = INITIAL_STATE;
  return text.split("\n").map((line) => {
    const r = tokenizeLine(line, state);
    state = r.state;
    return r.tokens
      .map((t, i) => [line.slice(t.start, r.tokens[i + 1]?.start ?? line.length), t.type] as [string, string])
      .filter(([s, type]) => s.trim() !== "" && type !== "");
  });
}

describe("editor tokenizer", () => {
  // The words of the game open (Twilight Struggle): its functions, sides and constants.
  beforeAll(() => void tsWords());
  it("colours YAML keys, scalars and comments", () => {
    const [line] = tokens("  - id: fidel   # the card");
    expect(line).toEqual([
      ["-", "delimiter.dash.yaml"],
      ["id", "key.yaml"],
      [":", "delimiter.colon.yaml"],
      ["fidel", "string.plain.yaml"],
      ["# the card", "comment.yaml"],
    ]);
    expect(tokens("    ops: 2")[0]).toContainEqual(["2", "number.yaml"]);
    expect(tokens("    removed_after_event: true")[0]).toContainEqual(["true", "keyword.yaml"]);
  });

  it("switches to the effect language inside an `event: |` block and back after it", () => {
    const lines = tokens(["    event: |", "      let n = remove_all_influence(us, cuba)   # how much", "      if n > 0 { vp(me, 1) }", "    text: plain"].join("\n"));
    expect(lines[0]).toContainEqual(["|", "operator.block.yaml"]);
    expect(lines[1]).toEqual([
      ["let", "keyword.effect"],
      ["n", "identifier.effect"],
      ["=", "operator.effect"],
      ["remove_all_influence", "function.effect"],
      ["(", "delimiter.bracket.effect"],
      ["us", "constant.effect"],
      [",", "delimiter.effect"],
      ["cuba", "identifier.effect"],
      [")", "delimiter.bracket.effect"],
      ["# how much", "comment.effect"],
    ]);
    expect(lines[2]).toContainEqual(["if", "keyword.effect"]);
    expect(lines[2]).toContainEqual(["0", "number.effect"]);
    expect(lines[2]).toContainEqual(["vp", "function.effect"]);
    expect(lines[3]).toEqual([["text", "key.yaml"], [":", "delimiter.colon.yaml"], ["plain", "string.plain.yaml"]]);
  });

  it("keeps blank lines inside a block, and ends it at a line indented no more than the key", () => {
    const lines = tokens(["  - event: |", "      vp(me, 1)", "", "      vp(me, 2)", "    name: Fidel"].join("\n"));
    expect(lines[3]).toContainEqual(["vp", "function.effect"]);
    expect(lines[4]).toContainEqual(["name", "key.yaml"]);
  });

  it("tokenizes plain effect values, named arguments, `it` and unknown functions", () => {
    const [w] = tokens("          where: it in europe and not battleground(it)");
    expect(w).toContainEqual(["it", "variable.it.effect"]);
    expect(w).toContainEqual(["and", "keyword.operator.effect"]);
    expect(w).toContainEqual(["battleground", "function.effect"]);
    const [c] = tokens("    event: add_influence(me, 2, in: countries(where: it in asia), per_country: 1)");
    expect(c).toContainEqual(["in", "argname.effect"]);
    expect(c).toContainEqual(["per_country", "argname.effect"]);
    expect(tokens("    event: frobnicate(us)")[0]).toContainEqual(["frobnicate", "function.unknown.effect"]);
  });

  it("treats prose block scalars (text: >-) as text, not code or keys", () => {
    const lines = tokens(["    text: >-", "      Remove all: US Influence # not a comment", "    event: |"].join("\n"));
    expect(lines[1]).toEqual([["Remove all: US Influence # not a comment", "string.text.yaml"]]);
    expect(lines[2]).toContainEqual(["event", "key.yaml"]);
  });

  it("tells where effect code is, for completion and hover", () => {
    const text = ["cards:", "  - id: x", "    event: |", "      vp(me, 1)", "", "    prerequisite: has_effect(nato)", "    text: hi"];
    const states = lineStates(text);
    expect(effectLangAt(text, states, 3, 8)).toBe("program");
    expect(effectLangAt(text, states, 4, 6)).toBe("program"); // an indented blank line of the block
    expect(effectLangAt(text, states, 5, 20)).toBe("expression");
    expect(effectLangAt(text, states, 5, 3)).toBeNull();
    expect(effectLangAt(text, states, 6, 10)).toBeNull();
    expect(effectLangAt(text, states, 1, 8)).toBeNull();
  });

  it("tokenizes every line of the real card files without throwing, and finds their events", () => {
    // A smoke test over real content: every `event: |` block opens effect tokens.
    const text = ["  - id: a", "    event: |", "      choose me {", '        option "Add" when defcon_level > 2 { add_influence(me, 1, in: cuba) }', "      }"].join("\n");
    const lines = tokens(text);
    expect(lines[2]).toContainEqual(["choose", "keyword.effect"]);
    expect(lines[3]).toContainEqual(['"Add"', "string.effect"]);
    expect(lines[3]).toContainEqual(["when", "keyword.effect"]);
    expect(lines[3]).toContainEqual(["defcon_level", "constant.effect"]);
  });
});
