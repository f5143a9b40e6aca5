// README is the front door: its effect-language reference must match the vocabulary, and the
// commands it promises must exist.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { effectLanguageReference } from "../src/effects/reference.js";

const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");

describe("README", () => {
  it("contains the current effect language reference", () => {
    const start = readme.indexOf("-->", readme.indexOf("<!-- reference:start")) + 3;
    const end = readme.indexOf("<!-- reference:end -->");
    expect(readme.slice(start, end).trim()).toBe(effectLanguageReference().trim());
  });
  it("names the test command that CI runs", () => {
    expect(readme).toContain("npm test");
    expect(readFileSync(new URL("../.ci/run", import.meta.url), "utf8")).toContain("npm test");
  });
});
