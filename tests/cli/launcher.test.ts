// The `cardwright` launcher (src/cli/cardwright.js) in a copy of Cardwright's code: it builds the
// compiled command line (and the worker bundle its worker threads load) when the code changed since
// the last build (never running a stale one), keeps V8's code cache of it, and ignores a code cache
// that is damaged or made for another build.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
let root: string;
let cache: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "cw-launcher-"));
  for (const part of ["package.json", "src", "schemas", "grammar"]) cpSync(join(ROOT, part), join(root, part), { recursive: true });
  // The packages as they are, but a cache folder of its own.
  mkdirSync(join(root, "node_modules"));
  for (const name of readdirSync(join(ROOT, "node_modules"))) if (name !== ".cache") symlinkSync(join(ROOT, "node_modules", name), join(root, "node_modules", name));
  cache = join(root, "node_modules/.cache/cardwright");
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

const help = (env: NodeJS.ProcessEnv = {}) => {
  const r = spawnSync(process.execPath, [join(root, "src/cli/cardwright.js"), "--help"], { env: { ...process.env, ...env }, encoding: "utf8" });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
};
const build = () => /^\/\/ cardwright build ([0-9a-f]{40})\n/.exec(readFileSync(join(cache, "cli.cjs"), "utf8"))![1]!;
const codeCacheBuild = () => readFileSync(join(cache, "cli.v8-code-cache")).subarray(0, 200).toString("latin1").split("\n")[0]!.split(" ")[1];
const MAIN = "src/cli/main.ts";
// Words of `cardwright --help` written in main.ts itself (its other words are messages in src/locales/).
const TAGLINE = "cardwright <command> [arguments] [options]";

describe("the cardwright launcher", () => {
  let first: ReturnType<typeof help>;

  it("builds the compiled command line on first use and keeps its code cache", () => {
    first = help();
    expect(first.status).toBe(0);
    expect(first.stderr).toBe("");
    expect(first.stdout).toContain(TAGLINE);
    expect(existsSync(join(cache, "cli.cjs"))).toBe(true);
    expect(codeCacheBuild()).toBe(build());
    expect(help()).toEqual(first);
  }, 120_000);

  it("never runs a build older than the code: an edited source is built again, and so is the edit undone", () => {
    const text = readFileSync(join(root, MAIN), "utf8");
    const before = build();
    writeFileSync(join(root, MAIN), text.replace(TAGLINE, "an edited tagline"));
    try {
      const edited = help();
      expect(edited.status).toBe(0);
      expect(edited.stdout).toContain("an edited tagline");
      expect(edited.stdout).not.toContain(TAGLINE);
      expect(build()).not.toBe(before);
      // The code cache of the earlier build is not used for this one: it is made anew.
      expect(codeCacheBuild()).toBe(build());
    } finally {
      writeFileSync(join(root, MAIN), text);
    }
    expect(help()).toEqual(first);
    expect(build()).toBe(before);
  }, 120_000);

  it("ignores a damaged code cache, or one made for another build, and writes it anew", () => {
    const file = join(cache, "cli.v8-code-cache");
    const good = readFileSync(file);
    const newline = good.indexOf(10);
    const damaged: Buffer[] = [
      Buffer.from("not a code cache"),
      good.subarray(0, newline + 100), // cut short
      Buffer.concat([good.subarray(0, newline + 1), Buffer.alloc(good.length - newline - 1, 7)]), // the data overwritten
      Buffer.from(good.toString("latin1").replace(build(), "0".repeat(40)), "latin1"), // another build's
      Buffer.alloc(0),
    ];
    for (const bytes of damaged) {
      writeFileSync(file, bytes);
      expect(help()).toEqual(first);
      expect(codeCacheBuild()).toBe(build());
    }
  }, 120_000);

  // Worker threads of the compiled command line load the worker bundle it names (see
  // src/workers/pool.ts): built with it, and one only, whatever builds came before.
  it("builds the worker bundle with the command line, and removes those of earlier builds", () => {
    const workerBundles = () => readdirSync(cache).filter((f) => /^worker-[0-9a-f]{40}\.cjs$/.test(f));
    expect(workerBundles()).toHaveLength(1);
    expect(readFileSync(join(cache, "cli.cjs"), "utf8")).toContain(`"${workerBundles()[0]}"`);
    const current = workerBundles()[0]!;
    writeFileSync(join(cache, `worker-${"0".repeat(40)}.cjs`), "an earlier build's worker bundle");
    const text = readFileSync(join(root, MAIN), "utf8");
    writeFileSync(join(root, MAIN), text.replace(TAGLINE, "an edited tagline"));
    try {
      expect(help().status).toBe(0);
      expect(workerBundles()).toEqual([current]);
    } finally {
      writeFileSync(join(root, MAIN), text);
    }
    expect(help()).toEqual(first);
  }, 120_000);

  it("runs the TypeScript sources with CARDWRIGHT_TSX=1", () => {
    expect(help({ CARDWRIGHT_TSX: "1" })).toEqual(first);
  }, 120_000);
});
