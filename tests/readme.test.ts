// README is the front door: its effect-language reference must match the vocabulary, the
// commands it promises must exist, and its diagnostics tables list every code the code reports.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { effectLanguageReference } from "../src/effects/reference.js";

const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");

describe("README", () => {
  it("contains the current effect language reference", () => {
    const start = readme.indexOf("-->", readme.indexOf("<!-- reference:start")) + 3;
    const end = readme.indexOf("<!-- reference:end -->");
    expect(readme.slice(start, end).trim()).toBe(effectLanguageReference().trim());
  });
  it("lists every diagnostic code in use, and none that is not", () => {
    const listed = new Set<string>();
    for (const m of readme.matchAll(/^\| (CW\d{3})(?:–(CW\d{3}))? \|/gm)) {
      const [from, to] = [Number(m[1]!.slice(2)), Number((m[2] ?? m[1]!).slice(2))];
      for (let n = from; n <= to; n++) listed.add(`CW${n}`);
    }
    const used = new Set<string>();
    for (const dir of ["src", "editor/src", "editor/server"]) {
      const root = new URL(`../${dir}/`, import.meta.url);
      for (const f of readdirSync(root, { recursive: true }) as string[]) {
        if (!/\.ts$/.test(f) || f.startsWith("generated")) continue;
        for (const m of readFileSync(new URL(f, root), "utf8").matchAll(/"(CW\d{3})"/g)) used.add(m[1]!);
      }
    }
    expect(used.size).toBeGreaterThan(70);
    expect([...used].filter((c) => !listed.has(c)).sort()).toEqual([]);
    expect([...listed].filter((c) => !used.has(c)).sort()).toEqual([]);
  });
  it("names the test command that CI runs", () => {
    expect(readme).toContain("npm test");
    expect(readFileSync(new URL("../.ci/run", import.meta.url), "utf8")).toContain("npm test");
  });
});
