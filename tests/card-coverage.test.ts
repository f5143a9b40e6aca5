// Every card has its event in the effect language and at least one scenario test of its own
// (cards/<game>/tests/card-<id with hyphens>*.yaml), so no card's behaviour goes unchecked.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_CONTENT_DIR, requireContent } from "../src/content/load-dir.js";

const g = requireContent().game;
const tests = readdirSync(join(DEFAULT_CONTENT_DIR, "tests"));

describe("card coverage", () => {
  it("every card except the China Card has a scripted event", () => {
    expect(g.cards.filter((c) => c.attrs.kind !== "china" && c.event === null).map((c) => c.id)).toEqual([]);
  });
  it("every card has at least one scenario test", () => {
    const untested = g.cards.filter((c) => !tests.some((f) => f.startsWith(`card-${c.id.replace(/_/g, "-")}`))).map((c) => c.id);
    expect(untested).toEqual([]);
  });
});
