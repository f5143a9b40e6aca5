// The editor's three-way merge, used when a save is refused because the file changed on disk.
import { describe, expect, it } from "vitest";
import { mergeTexts } from "../editor/src/files/merge.js";

const base = ["id: a", "ops: 1", "side: us", "era: early", "text: x"].join("\n");

describe("three-way merge", () => {
  it("takes changes made on one side only, from both sides", () => {
    const mine = base.replace("ops: 1", "ops: 2");
    const theirs = base.replace("text: x", "text: y");
    expect(mergeTexts(base, mine, theirs)).toEqual({ text: ["id: a", "ops: 2", "side: us", "era: early", "text: y"].join("\n"), conflicts: 0 });
  });

  it("takes the same change made on both sides once", () => {
    const both = base.replace("side: us", "side: ussr");
    expect(mergeTexts(base, both, both)).toEqual({ text: both, conflicts: 0 });
  });

  it("marks different changes to the same lines as a conflict with both versions", () => {
    const mine = base.replace("ops: 1", "ops: 2");
    const theirs = base.replace("ops: 1", "ops: 3");
    const r = mergeTexts(base, mine, theirs);
    expect(r.conflicts).toBe(1);
    expect(r.text.split("\n")).toEqual(["id: a", "<<<<<<< your changes", "ops: 2", "=======", "ops: 3", ">>>>>>> on disk", "side: us", "era: early", "text: x"]);
  });

  it("keeps lines added on either side and lines deleted on one side", () => {
    const mine = `${base}\nremoved_after_event: true`;
    const theirs = base.replace("era: early\n", "");
    expect(mergeTexts(base, mine, theirs).text).toBe(["id: a", "ops: 1", "side: us", "text: x", "removed_after_event: true"].join("\n"));
  });
});
