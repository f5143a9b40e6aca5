// A designer's test of a new variant card that forgets `variants:` gets the card as unknown at its
// place in the position (CW804), with a hint naming the variant that brings the card and the line
// to add; a card no overlay has gets no such hint.
import { describe, expect, it } from "vitest";
import { loadContent } from "../src/content/load.js";
import { runScenarioTestText } from "../src/testing/scenario-test.js";
import { readWithEdits } from "./helpers.js";

const variant = `id: probe_variant
kind: variant
name: Probe variant
description: Adds one card.
cards:
  add:
    - id: probe_card
      number: 112
      name: Probe Card
      ops: 2
      side: neutral
      era: mid
      kind: event
      removed_after_event: false
      optional: false
      text: The player of this event gains 1 VP.
      event: vp(me, 1)
`;
const read = readWithEdits({
  "game.yaml": (t) => t.replace("  - variants/chinese-civil-war.yaml\n", "  - variants/chinese-civil-war.yaml\n  - variants/probe.yaml\n"),
  "variants/probe.yaml": variant,
});
const contentFor = (selection: Parameters<typeof loadContent>[2]) => {
  const r = loadContent(read, ".", selection, false);
  if (!r.content) throw new Error(JSON.stringify(r.diagnostics.filter((d) => d.severity === "error")));
  return r.content;
};
const test = (variants: string) => `name: the probe card gives 1 VP
${variants}position:
  turn: 4
  action_round: 1
  phasing: ussr
  hands: { ussr: [probe_card, nasser], us: [nato, probe_kard] }
steps:
  - ussr: probe_card
`;

describe("a test of a card an overlay adds", () => {
  it("without the overlay on: the card is unknown, and the hint says which line brings it in", () => {
    const [r] = runScenarioTestText(contentFor, "tests/card-probe.yaml", test(""));
    const [card, typo] = r!.failures;
    expect(card).toMatchObject({ code: "CW804", start: { line: 6, column: 19 }, message: "impossible start position: unknown card `probe_card` in hands.ussr", hint: "`probe_card` is a card of the variant `probe_variant`: add `variants: [probe_variant]` to the test" });
    expect(typo).toMatchObject({ code: "CW804", message: "impossible start position: unknown card `probe_kard` in hands.us" });
    expect(typo!.hint).toBeUndefined();
  });
});
