// How the disk cache answered a command: run in a new process with its cache folder, the command's
// output silenced, it reports the outcome for one kind of entry and how many YAML texts were parsed
// (0: everything came from the cache).
//
// The process loads the command line compiled to one CommonJS file as the launcher's own is
// (src/build/bundle-cli.js `bundle`), with the two modules whose counters are read exported beside
// `main` (the same module instances `main` uses), and runs it as the launcher does
// (run-cli-bundle.js): about 0.3 s a run, where importing the sources through tsx took about 2 s
// more. It is built once for the test file that uses it, on its first use, in a folder of the
// repository (the code finds Cardwright's folder from its own file's path), removed after the file.
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, expect } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");
const DIR = join(ROOT, "node_modules/.cache", `cardwright-test-outcome-${process.pid}`);
const BUNDLE = { file: join(DIR, "outcome.cjs"), codeCache: join(DIR, "outcome.v8-code-cache") };
let built = false;
afterAll(() => rmSync(DIR, { recursive: true, force: true }));

/** Builds the bundle (in a child process: esbuild's build is asynchronous, this helper is not). */
function bundled(): typeof BUNDLE {
  if (built) return BUNDLE;
  mkdirSync(DIR, { recursive: true });
  const entry = join(DIR, "entry.ts");
  writeFileSync(
    entry,
    [
      `export * from ${JSON.stringify(join(ROOT, "src/cli/main.ts"))};`,
      `export * as cache from ${JSON.stringify(join(ROOT, "src/content/disk-cache.ts"))};`,
      `export * as yaml from ${JSON.stringify(join(ROOT, "src/content/yaml-source.ts"))};`,
    ].join("\n"),
  );
  const script = `const { bundle } = await import(${JSON.stringify(join(ROOT, "src/build/bundle-cli.js"))});
    const { build } = await import("esbuild");
    (await import("node:fs")).writeFileSync(${JSON.stringify(BUNDLE.file)}, await bundle(build, ${JSON.stringify(entry)}, {}));`;
  const r = spawnSync(process.execPath, ["--input-type=module", "-e", script], { cwd: ROOT, encoding: "utf8" });
  expect(r.status, r.stderr).toBe(0);
  built = true;
  return BUNDLE;
}

/** `cardwright ARGS` with the disk cache in `cache`: the cache's outcome for entries of `kind`, and the YAML texts parsed. */
export function cacheOutcome(cache: string, args: string[], kind: string): { outcome: string; parsedTexts: number } {
  const script = `const { runCliBundle } = await import(${JSON.stringify(join(ROOT, "src/build/run-cli-bundle.js"))});
    const { exports: cli, saveCodeCache } = runCliBundle(${JSON.stringify(bundled())});
    const log = console.log;
    console.log = () => {};
    await cli.main(${JSON.stringify(args)});
    saveCodeCache();
    log(JSON.stringify({ outcome: cli.cache.lastOutcomeOf[${JSON.stringify(kind)}], parsedTexts: cli.yaml.yamlParsed().texts }));`;
  const r = spawnSync(process.execPath, ["--input-type=module", "-e", script], { cwd: ROOT, encoding: "utf8", env: { ...process.env, CARDWRIGHT_CACHE_DIR: cache } });
  expect(r.stderr).toBe("");
  return JSON.parse(r.stdout) as { outcome: string; parsedTexts: number };
}
