// V8's code cache of the compiled command line holds what the run that wrote it compiled; the
// launcher (src/build/run-cli-bundle.js) writes it again, once, after a run that took a path of the
// command line (the bundle's `codePaths`, src/cli/code-paths.ts) that no run writing it took, so
// that path's later runs do not compile its functions again. Here with a small bundle of its own.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCliBundle } from "../../src/build/run-cli-bundle.js";

let dir: string;
let paths: { file: string; codeCache: string };

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "cw-code-paths-"));
  paths = { file: join(dir, "cli.cjs"), codeCache: join(dir, "cli.v8-code-cache") };
  // A bundle whose functions each path compiles, and the paths a run took.
  writeFileSync(
    paths.file,
    `// cardwright build ${"ab".repeat(20)}\n` +
      "exports.codePaths = new Set();\n" +
      "exports.common = function () { return [1, 2, 3].map((x) => x * 2).join(); };\n" +
      "exports.rare = function () { exports.codePaths.add('rare'); return [4, 5].map((x) => x + 1).join(); };\n" +
      "exports.other = function () { exports.codePaths.add('other'); return 'other'; };\n",
  );
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** One run: the bundle loaded, these of its functions called, its code cache saved. */
function run(...calls: string[]): { header: string; bytes: Buffer } {
  const { exports, saveCodeCache } = runCliBundle(paths) as { exports: Record<string, () => string>; saveCodeCache(): void };
  for (const c of calls) exports[c]!();
  saveCodeCache();
  const bytes = readFileSync(paths.codeCache);
  return { header: bytes.subarray(0, bytes.indexOf(10)).toString("latin1"), bytes };
}

describe("the launcher's code cache and the paths of the command line", () => {
  it("is written by a build's first run, and again only after a run of a path it has not seen", () => {
    const first = run("common");
    expect(first.header.split(" ")[3]).toBe("-");
    // The same path again: kept as it is.
    expect(run("common").bytes.equals(first.bytes)).toBe(true);
    // A path the cache has not seen: written again, naming it.
    const rare = run("common", "rare");
    expect(rare.header.split(" ")[3]).toBe("rare");
    expect(rare.bytes.equals(first.bytes)).toBe(false);
    // Seen now: kept; a run of the common path alone keeps it too.
    expect(run("common", "rare").bytes.equals(rare.bytes)).toBe(true);
    expect(run("common").bytes.equals(rare.bytes)).toBe(true);
    // Another: both named.
    expect(run("other").header.split(" ")[3]).toBe("rare,other");
  });

  it("reads a code cache written before paths were named (three fields) and keeps it when no path is new", () => {
    const { bytes } = run("common");
    const end = bytes.indexOf(10);
    const [magic, build, sum] = bytes.subarray(0, end).toString("latin1").split(" ");
    const old = Buffer.concat([Buffer.from(`${magic} ${build} ${sum}\n`, "latin1"), bytes.subarray(end + 1)]);
    writeFileSync(paths.codeCache, old);
    expect(run("common").bytes.equals(old)).toBe(true);
    expect(run("rare").header.split(" ")[3]).toBe("rare");
  });
});
