// README's reference of Twilight Struggle's own words (its procedures and functions) must match
// the content: a designer reads it to write card events.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEFAULT_CONTENT_DIR, requireContent } from "../src/content/load-dir.js";
import { gameReference } from "../src/effects/reference.js";

const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");

describe("README", () => {
  it("contains the current reference of the default game's procedures and functions", () => {
    const start = readme.indexOf("-->", readme.indexOf("<!-- game-reference:start")) + 3;
    const end = readme.indexOf("<!-- game-reference:end -->");
    expect(end).toBeGreaterThan(start);
    const routines = requireContent(DEFAULT_CONTENT_DIR).vocabulary.routines;
    expect(routines.length).toBeGreaterThan(50);
    expect(readme.slice(start, end).trim()).toBe(gameReference(routines).trim());
  });
});
