// The disk cache of loaded content: a second load of an unchanged folder is restored without
// parsing and gives the same content (the same games); any byte changed in a file the load reads,
// a file added or removed, or other code of Cardwright, and the folder is loaded anew.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync, mkdirSync, unlinkSync } from "node:fs";
import { createHash } from "node:crypto";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadContentDir } from "../src/content/load-dir.js";
import { compiledFromOf } from "../src/content/load.js";
import { cached, forgetFingerprints, lastOutcome } from "../src/content/disk-cache.js";
import type { ReadFile } from "../src/content/open-file.js";
import { newGame, applyInPlace, type Game } from "../src/kernel/index.js";
import { bundle } from "../src/build/bundle-cli.js";

const ROOT = resolve(import.meta.dirname, "..");
let work: string;
let dir: string;
const savedEnv = { dir: process.env.CARDWRIGHT_CACHE_DIR, on: process.env.CARDWRIGHT_CACHE };

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), "cw-cache-"));
  dir = join(work, "twilight-struggle");
  cpSync(join(ROOT, "cards/twilight-struggle"), dir, { recursive: true });
  process.env.CARDWRIGHT_CACHE_DIR = join(work, "cache");
  delete process.env.CARDWRIGHT_CACHE;
});

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
  if (savedEnv.dir === undefined) delete process.env.CARDWRIGHT_CACHE_DIR;
  else process.env.CARDWRIGHT_CACHE_DIR = savedEnv.dir;
  if (savedEnv.on !== undefined) process.env.CARDWRIGHT_CACHE = savedEnv.on;
});

/** The log and final state of a random game, as a string. */
function playOut(g: Game, seed: number): string {
  const s = newGame(g, { seed });
  let x = seed;
  for (let n = 0; s.pending.length && !s.result && n < 3000; n++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    const d = s.pending[0]!;
    applyInPlace(g, s, { player: d.player, choice: d.options[x % d.options.length]! });
  }
  const { stack: _stack, ...rest } = s;
  return JSON.stringify(rest);
}

const load = () => loadContentDir(dir, undefined, false);
const edit = (file: string, change: (text: string) => string) => writeFileSync(join(dir, file), change(readFileSync(join(dir, file), "utf8")));

/**
 * Edits of the folder's files for one test, each file's bytes kept before its first edit (`backup`)
 * and put back by `restore`; with `strict`, an edit that changes nothing fails the test (a
 * replacement that no longer finds its text would test nothing).
 */
function fileChanges(strict = true) {
  const backup = new Map<string, Buffer>();
  /** Keeps a file's bytes before its first edit (for one written whole, not through `change`). */
  const keep = (file: string) => {
    if (!backup.has(file)) backup.set(file, readFileSync(join(dir, file)));
  };
  const change = (file: string, f: (text: string) => string) => {
    keep(file);
    const before = readFileSync(join(dir, file), "utf8");
    edit(file, f);
    if (strict) expect(readFileSync(join(dir, file), "utf8"), `the edit of ${file}`).not.toBe(before);
  };
  const restore = () => {
    for (const [file, bytes] of backup) writeFileSync(join(dir, file), bytes);
  };
  return { backup, keep, change, restore };
}

/**
 * The modules of Cardwright whose counters the tests read after a validate (`validateReporting`),
 * and the command line, compiled to one CommonJS file as the launcher's own is (bundle-cli.js), in
 * a folder of the repository (the code finds Cardwright's folder from its file's path). A process
 * loads it as the launcher loads its bundle (run-cli-bundle.js) in about 0.3 s; through tsx, which
 * this file did before, a report's run took about 2 s more, and there are about a hundred.
 */
const REPORTED = [
  "src/content/disk-cache.ts",
  "src/content/yaml-source.ts",
  "src/content/code.ts",
  "src/effects/parse.ts",
  "src/cli/commands/validate.ts",
  "src/cli/commands/validate-translations.ts",
  "src/cli/code-paths.ts",
];
const reportBundle = { dir: join(ROOT, "node_modules/.cache", `cardwright-test-${process.pid}`), file: "", codeCache: "" };

beforeAll(async () => {
  const { build } = await import("esbuild");
  mkdirSync(reportBundle.dir, { recursive: true });
  const entry = join(reportBundle.dir, "entry.ts");
  writeFileSync(entry, [`export * from ${JSON.stringify(join(ROOT, "src/cli/main.ts"))};`, ...REPORTED.map((path, i) => `export * as m${i} from ${JSON.stringify(join(ROOT, path))};`)].join("\n"));
  reportBundle.file = join(reportBundle.dir, "report.cjs");
  reportBundle.codeCache = join(reportBundle.dir, "report.v8-code-cache");
  writeFileSync(reportBundle.file, await bundle(build, entry, {}));
});

afterAll(() => rmSync(reportBundle.dir, { recursive: true, force: true }));

/**
 * `cardwright validate` of the folder in a new process (with `cacheDir`), its output silenced,
 * returning what `report` (a JavaScript expression over `modules`, each bound to the module of
 * Cardwright at that path, one of REPORTED) says after it: what the run did, read from the
 * modules' counters.
 */
function validateReporting<T>(cacheDir: string, modules: Record<string, string>, report: string): () => T {
  const bound = Object.entries(modules).map(([name, path]) => {
    expect(REPORTED, "a module the report bundle exports").toContain(path);
    return `const ${name} = cli.m${REPORTED.indexOf(path)};`;
  });
  const script = `const { runCliBundle } = await import(${JSON.stringify(join(ROOT, "src/build/run-cli-bundle.js"))});
    const { exports: cli, saveCodeCache } = runCliBundle({ file: ${JSON.stringify(reportBundle.file)}, codeCache: ${JSON.stringify(reportBundle.codeCache)} });
    ${bound.join("\n")}
    const log = console.log;
    console.log = () => {};
    await cli.main(["validate", ${JSON.stringify(dir)}]);
    saveCodeCache();
    log(JSON.stringify(${report}));`;
  return () => {
    const r = spawnSync(process.execPath, ["--input-type=module", "-e", script], { env: { ...process.env, CARDWRIGHT_CACHE_DIR: cacheDir }, encoding: "utf8", cwd: ROOT });
    expect(r.stderr).toBe("");
    return JSON.parse(r.stdout) as T;
  };
}

/**
 * A digest of the folder's files: their paths and bytes (a file added, removed or edited changes it).
 */
function folderDigest(): string {
  const hash = createHash("sha256");
  const walk = (rel: string) => {
    const entries = readdirSync(join(dir, rel), { withFileTypes: true }).map((e) => ({ name: e.name, folder: e.isDirectory() }));
    for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const path = rel ? `${rel}/${e.name}` : e.name;
      if (e.folder) {
        hash.update(`folder ${path}\0`);
        walk(path);
      } else {
        const bytes = readFileSync(join(dir, path));
        hash.update(`file ${path} ${bytes.length}\0`);
        hash.update(bytes);
      }
    }
  };
  walk("");
  return hash.digest("hex");
}

/**
 * What `cardwright validate` of the folder prints with the cache off, by the folder's digest and
 * the options: with no cache, the output is a function of the folder's bytes and the options
 * alone (and of Cardwright's code, the same through this file), so it is run once for each. The
 * tests' edits come back to contents seen before (a fix, everything put back, the next test's
 * start), and the default language's run was made twice for each comparison: this file spawned
 * 461 such runs, about 1.6 s each, for 218 distinct ones.
 */
const offRuns = new Map<string, { stdout: string; status: number | null }>();
function offRun(folder: string, more: string[], run: () => { stdout: string; status: number | null }) {
  const key = `${folder} ${more.join(" ")}`;
  let found = offRuns.get(key);
  if (!found) {
    const { stdout, status } = run();
    offRuns.set(key, (found = { stdout, status }));
  }
  return found;
}

/**
 * `cardwright validate` of the test's folder with its own cache folder (`run`); `same` checks that
 * it prints through the cache what it prints with the cache off (in `langs` too) and returns that;
 * `outcome` runs it in a new process and tells how the disk cache answered and the YAML it parsed.
 */
function validateRuns(cacheDir: string) {
  const run = (env: NodeJS.ProcessEnv, ...more: string[]) => spawnSync(process.execPath, [join(ROOT, "src/cli/cardwright.js"), "validate", dir, ...more], { env: { ...process.env, CARDWRIGHT_CACHE_DIR: cacheDir, ...env }, encoding: "utf8" });
  // The time it took, in any language ("in 2,309 ms", "en 2309 ms", "em 2.309 ms").
  const strip = (s: string) => s.replace(/ (in|en|em) [\d.,]+ ms/, " in N ms");
  // (The run with the cache off is the reference: taken once for each folder content and options, `offRun`.)
  const same = (what: string, langs: string[] = []) => {
    const folder = folderDigest();
    for (const more of [[], ...langs.map((l) => ["--lang", l])]) {
      const cached = run({}, ...more);
      const off = offRun(folder, more, () => run({ CARDWRIGHT_CACHE: "0" }, ...more));
      expect(cached.stderr, what).toBe("");
      expect(strip(cached.stdout), `${what} ${more.join(" ")}`).toBe(strip(off.stdout));
      expect(cached.status, what).toBe(off.status);
    }
    return offRun(folder, [], () => run({ CARDWRIGHT_CACHE: "0" })).stdout;
  };
  // (contentEdited: the translations were checked from the last report's, the locale files not read: validate-translations.ts.)
  const outcome = validateReporting<{ outcome: string; yaml: { texts: number; chars: number }; contentEdited: boolean }>(
    cacheDir,
    { cache: "src/content/disk-cache.ts", yaml: "src/content/yaml-source.ts", translations: "src/cli/commands/validate-translations.ts" },
    "{ outcome: cache.lastOutcomeOf.validate, yaml: yaml.yamlParsed(), contentEdited: translations.lastContentEdited }",
  );
  return { run, strip, same, outcome };
}

describe("the disk cache of loaded content", () => {
  it("restores an unchanged folder without loading it again, and the restored game plays the same games", () => {
    const first = load();
    expect(lastOutcome).toBe("miss");
    const again = load();
    expect(lastOutcome).toBe("hit");
    expect(again.diagnostics).toEqual(first.diagnostics);
    expect(again.content!.overlays).toEqual(first.content!.overlays);
    for (const seed of [1, 2, 3]) expect(playOut(again.content!.game, seed)).toBe(playOut(first.content!.game, seed));
  });

  it("loads anew when a byte changes, even in a comment", () => {
    load();
    edit("rules.yaml", (t) => `${t}\n# a comment\n`);
    load();
    expect(lastOutcome).toBe("miss");
    load();
    expect(lastOutcome).toBe("hit");
  });

  it("sees a changed value and a new error, and their fix", () => {
    edit("rules.yaml", (t) => t.replace(/vp_to_win: 20\b/, "vp_to_win: 21"));
    const changed = load();
    expect(lastOutcome).toBe("miss");
    expect((changed.content!.game.data.rules as { victory: { vp_to_win: number } }).victory.vp_to_win).toBe(21);
    edit("cards/early-war.yaml", (t) => t.replace("remove_all_influence(us, cuba)", "remove_all_influence(us, cubba)"));
    const broken = load();
    expect(broken.content).toBeNull();
    expect(broken.diagnostics.map((d) => `${d.file} ${d.code}`)).toContain("cards/early-war.yaml CW302");
    expect(load().content).toBeNull();
    expect(lastOutcome).toBe("hit");
    edit("cards/early-war.yaml", (t) => t.replace("remove_all_influence(us, cubba)", "remove_all_influence(us, cuba)"));
    const fixed = load();
    expect(lastOutcome).toBe("miss");
    expect(fixed.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  });

  it("sees a file removed, and put back", () => {
    const path = join(dir, "options/us-handicap.yaml");
    const text = readFileSync(path, "utf8");
    loadContentDir(dir);
    loadContentDir(dir);
    expect(lastOutcome).toBe("hit");
    unlinkSync(path);
    const missing = loadContentDir(dir);
    expect(lastOutcome).toBe("miss");
    expect(missing.diagnostics.map((d) => d.code)).toContain("CW103");
    writeFileSync(path, text);
    const back = loadContentDir(dir);
    expect(lastOutcome).toBe("miss");
    expect(back.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  });

  it("checks files by their bytes: a file that is not UTF-8 gives the same problem from the cache, and a one-byte change of it is seen", () => {
    const path = join(dir, "rules.yaml");
    const text = readFileSync(path);
    const broken = Buffer.concat([text, Buffer.from("\n# caf\xe9\n", "latin1")]);
    writeFileSync(path, broken);
    try {
      const first = load();
      expect(lastOutcome).toBe("miss");
      expect(first.diagnostics.map((d) => `${d.file} ${d.code}`)).toContain("rules.yaml CW106");
      expect(load().diagnostics).toEqual(first.diagnostics);
      expect(lastOutcome).toBe("hit");
      // Another bad byte in the same place: same size, other bytes.
      writeFileSync(path, Buffer.concat([text, Buffer.from("\n# caf\xe8\n", "latin1")]));
      const other = load();
      expect(lastOutcome).toBe("miss");
      expect(other.diagnostics.find((d) => d.code === "CW106")!.message).toMatch(/0xE8/);
    } finally {
      writeFileSync(path, text);
    }
    expect(load().diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(lastOutcome).toBe("miss");
  });

  it("works again when Cardwright's code changes", () => {
    const root = join(work, "code");
    mkdirSync(join(root, "src"), { recursive: true });
    writeFileSync(join(root, "package.json"), '{"version":"1.0.0"}');
    writeFileSync(join(root, "src/a.ts"), "one");
    let runs = 0;
    const spec = { kind: "test", key: ["code"], save: (v: number) => v, restore: (v: unknown) => v as number };
    const read = (p: string): string | null => (p === "x" ? "same" : null);
    const work1 = (r: typeof read) => (r("x"), ++runs);
    forgetFingerprints();
    expect(cached({ root }, spec, read, work1)).toBe(1);
    forgetFingerprints();
    expect(cached({ root }, spec, read, work1)).toBe(1);
    expect(lastOutcome).toBe("hit");
    writeFileSync(join(root, "src/a.ts"), "two!");
    utimesSync(join(root, "src/a.ts"), new Date(), new Date(Date.now() + 5000));
    forgetFingerprints();
    expect(cached({ root }, spec, read, work1)).toBe(2);
    expect(lastOutcome).toBe("miss");
  });

  it("a work told a file is unchanged since the entry it replaces (without reading it) still depends on it: an edit of it is seen", () => {
    const root = join(work, "unchanged");
    mkdirSync(join(root, "src"), { recursive: true });
    writeFileSync(join(root, "package.json"), '{"version":"1.0.0"}');
    const files: Record<string, string> = { a: "one", b: "two" };
    const read = (p: string): string | null => files[p] ?? null;
    const spec = { kind: "test-unchanged", key: ["unchanged"], save: (v: string) => v, restore: (v: unknown) => v as string };
    // Reads b only when it is not known unchanged; the result depends on both files.
    const seen: string[] = [];
    const work1 = (r: ReadFile & { unchanged(path: string): boolean }) => {
      const b = r.unchanged("b") ? "b kept" : `b read ${r("b")}`;
      seen.push(b);
      return `${r("a")} ${b}`;
    };
    forgetFingerprints();
    expect(cached({ root }, spec, read, work1)).toBe("one b read two");
    files.a = "ONE";
    expect(cached({ root }, spec, read, work1)).toBe("ONE b kept");
    expect(lastOutcome).toBe("miss");
    // b, not read this time, is still among the entry's reads: unchanged, the entry holds …
    expect(cached({ root }, spec, read, work1)).toBe("ONE b kept");
    expect(lastOutcome).toBe("hit");
    // … and its edit makes the work run again, and read it.
    files.b = "TWO";
    expect(cached({ root }, spec, read, work1)).toBe("ONE b read TWO");
    expect(lastOutcome).toBe("miss");
    expect(seen).toEqual(["b read two", "b kept", "b read TWO"]);
  });

  it("is not used with CARDWRIGHT_CACHE=0", () => {
    process.env.CARDWRIGHT_CACHE = "0";
    try {
      load();
      expect(lastOutcome).toBe("off");
    } finally {
      delete process.env.CARDWRIGHT_CACHE;
    }
  });

  it("`cardwright validate` prints the same from the cache as after loading", () => {
    const env = { ...process.env, CARDWRIGHT_CACHE_DIR: join(work, "cli-cache") };
    const run = () => spawnSync(process.execPath, [join(ROOT, "src/cli/cardwright.js"), "validate", dir], { env, encoding: "utf8" });
    const strip = (s: string) => s.replace(/in [\d,]+ ms/, "in N ms");
    const first = run();
    expect(readdirSync(join(work, "cli-cache")).some((f) => f.startsWith("validate-"))).toBe(true);
    const second = run();
    expect(first.status).toBe(0);
    expect(second.status).toBe(0);
    expect(strip(second.stdout)).toBe(strip(first.stdout));
    expect(first.stdout).toMatch(/translations: es [\d,]+\/[\d,]+/);
    edit("locales/es.yaml", (t) => `${t}\n# changed\n`);
    expect(strip(run().stdout)).toBe(strip(first.stdout));
  }, 60_000);

  it("`cardwright validate` of broken content: the same problems fresh, from the cache, in Spanish, and with the cache off", () => {
    const cacheDir = join(work, "cli-cache-broken");
    const run = (env: NodeJS.ProcessEnv = {}, ...more: string[]) => spawnSync(process.execPath, [join(ROOT, "src/cli/cardwright.js"), "validate", dir, ...more], { env: { ...process.env, CARDWRIGHT_CACHE_DIR: cacheDir, ...env }, encoding: "utf8" });
    edit("cards/early-war.yaml", (t) => t.replace("remove_all_influence(us, cuba)", "remove_all_influence(us, cubba)"));
    try {
      const off = run({ CARDWRIGHT_CACHE: "0" });
      expect(off.status).toBe(1);
      expect(off.stdout).toMatch(/early-war\.yaml:\d+:\d+: error CW302: .*cubba/);
      expect(existsSync(cacheDir)).toBe(false);
      const fresh = run();
      const again = run();
      expect([fresh.status, again.status]).toEqual([1, 1]);
      expect(fresh.stdout).toBe(off.stdout);
      expect(again.stdout).toBe(off.stdout);
      // The entry read back translates as the files do.
      const es = run({ CARDWRIGHT_CACHE: "0" }, "--lang", "es");
      expect(es.stdout).not.toBe(off.stdout);
      expect(run({}, "--lang", "es").stdout).toBe(es.stdout);
      // A corrupted entry is ignored: the folder is checked again, nothing fails.
      for (const f of readdirSync(cacheDir).filter((n) => n.startsWith("validate-"))) writeFileSync(join(cacheDir, f), "not an entry");
      const corrupted = run();
      expect(corrupted.stderr).toBe("");
      expect(corrupted.stdout).toBe(off.stdout);
    } finally {
      edit("cards/early-war.yaml", (t) => t.replace("remove_all_influence(us, cubba)", "remove_all_influence(us, cuba)"));
    }
    // Mended: the cached problems are not shown again.
    const mended = run();
    expect(mended.status).toBe(0);
    expect(mended.stdout).not.toMatch(/CW302/);
  }, 120_000);

  it("`cardwright validate` after edits prints what it prints with the cache off, parsing again only the edited files", () => {
    const cacheDir = join(work, "cli-cache-edits");
    const { run, strip, same } = validateRuns(cacheDir);
    const files = join(cacheDir, "files");
    const rewritten = (act: () => void): string[] => {
      const before = new Map(readdirSync(files).map((n) => [n, readFileSync(join(files, n))]));
      act();
      return readdirSync(files).filter((n) => n.startsWith("file-") && !before.get(n)?.equals(readFileSync(join(files, n))));
    };
    const { backup, keep, change, restore } = fileChanges(false);
    try {
      run({});
      // One card file edited: only its entry is written again.
      change("cards/early-war.yaml", (t) => t.replace("remove_all_influence(us, cuba)", "remove_all_influence(us, cubba)"));
      expect(rewritten(() => expect(run({}).stdout).toMatch(/early-war\.yaml:\d+:\d+: error CW302/))).toHaveLength(1);
      expect(same("a new error in a card's code", ["es"])).toMatch(/CW302/);
      change("cards/early-war.yaml", (t) => t.replace("remove_all_influence(us, cubba)", "remove_all_influence(us, cuba)"));
      expect(same("the error removed")).not.toMatch(/error/);
      // A card's English text changed: every translation of it is outdated (places in other files).
      change("cards/mid-war.yaml", (t) => t.replace(/(\n\s+text: >-?\n\s+)(\S)/, "$1Changed: $2"));
      expect(same("an English text changed", ["it"])).toMatch(/CW603/);
      // A YAML syntax error in a procedure file, and a schema error in an option.
      change("procedures/space-race.yaml", (t) => t.replace("    do: |", "    do: |\n  oops: [\n"));
      change("options/us-handicap.yaml", (t) => t.replace("kind: option", "kind: option\nsurprise: 1"));
      const broken = same("a YAML syntax error and a schema error", ["pt"]);
      expect(broken).toMatch(/space-race\.yaml:\d+:\d+: error CW101/);
      expect(broken).toMatch(/us-handicap\.yaml:\d+:\d+: error CW201/);
      for (const file of ["procedures/space-race.yaml", "options/us-handicap.yaml"]) writeFileSync(join(dir, file), backup.get(file)!);
      // The game's own schema changed: the names its `names:` marks ask for are checked anew in
      // every overlay (here a country of a setup read as a card).
      change("schemas/scenario.schema.json", (t) => t.replace('"propertyNames": {\n              "names": "space"', '"propertyNames": {\n              "names": "card"'));
      expect(same("a schema's names")).toMatch(/first-edition-setup\.yaml:\d+:\d+: error CW402/);
      writeFileSync(join(dir, "schemas/scenario.schema.json"), backup.get("schemas/scenario.schema.json")!);
      // Bytes that are not UTF-8 in a locale file.
      keep("locales/es.yaml");
      writeFileSync(join(dir, "locales/es.yaml"), Buffer.concat([backup.get("locales/es.yaml")!, Buffer.from("\n# caf\xe9\n", "latin1")]));
      expect(same("a locale file that is not UTF-8")).toMatch(/es\.yaml:\d+:\d+: error CW106/);
      writeFileSync(join(dir, "locales/es.yaml"), backup.get("locales/es.yaml")!);
      // A file deleted, and a file added (listed in game.yaml).
      keep("options/first-edition-headline.yaml");
      unlinkSync(join(dir, "options/first-edition-headline.yaml"));
      expect(same("a file deleted")).toMatch(/CW103/);
      writeFileSync(join(dir, "options/first-edition-headline.yaml"), backup.get("options/first-edition-headline.yaml")!);
      change("game.yaml", (t) => t.replace("  - options/optional-cards.yaml", "  - options/optional-cards.yaml\n  - options/added.yaml"));
      writeFileSync(join(dir, "options/added.yaml"), "id: added\nkind: option\nname: Added\ndescription: A new option.\nrequires: [nothing_such]\n");
      expect(same("a file added")).toMatch(/added\.yaml:\d+:\d+: error CW402/);
      // Damaged entries are ignored, never trusted.
      for (const n of readdirSync(files)) {
        const bytes = readFileSync(join(files, n));
        bytes[bytes.length >> 1] = bytes[bytes.length >> 1]! ^ 0xff;
        writeFileSync(join(files, n), bytes);
      }
      for (const n of readdirSync(cacheDir).filter((f) => f.endsWith(".bin"))) rmSync(join(cacheDir, n));
      expect(same("damaged entries")).toMatch(/CW402/);
    } finally {
      restore();
      rmSync(join(dir, "options/added.yaml"), { force: true });
    }
    expect(same("everything put back")).not.toMatch(/error|warning CW/);
  }, 300_000);

  it("`cardwright validate` after edits that leave the data as it was (comments, a value written another way) prints what it prints with the cache off", () => {
    const cacheDir = join(work, "cli-cache-same-data");
    const { run, strip, same, outcome } = validateRuns(cacheDir);
    const files = join(cacheDir, "files");
    /** The file entries a validate wrote, and whether it wrote the folder's whole report again (`validate-*`, always) . */
    const written = (act: () => void): string[] => {
      const before = new Map(readdirSync(files).map((n) => [n, readFileSync(join(files, n))]));
      act();
      return readdirSync(files).filter((n) => !before.get(n)?.equals(readFileSync(join(files, n))));
    };
    const { backup, change, restore } = fileChanges(false);
    try {
      const clean = run({}).stdout;
      // A comment in a card file, a procedure file and a locale file: the report is kept, only
      // the comment's part of the file is parsed, only that file's entry is written again.
      for (const file of ["cards/early-war.yaml", "procedures/vocabulary.yaml", "locales/es.yaml"]) {
        change(file, (t) => `${t}\n# a comment\n`);
        expect(written(() => expect(outcome()).toEqual({ outcome: "near", yaml: { texts: 1, chars: expect.any(Number) }, contentEdited: false }))).toEqual([expect.stringMatching(/^file-/)]);
        change(file, (t) => `${t}# another\n`);
        expect(outcome().yaml.chars).toBeLessThan(3000);
        expect(strip(run({}).stdout)).toBe(strip(clean));
        expect(same(`a comment in ${file}`, file.startsWith("locales") ? ["es"] : [])).not.toMatch(/error|warning CW/);
      }
      // A value written another way (quoted, a comment inside a card): the same data.
      change("cards/early-war.yaml", (t) => t.replace("    ops: 3\n", "    ops: 3   # three\n").replace("side: us\n", 'side: "us"\n'));
      expect(same("a value quoted")).not.toMatch(/error|warning CW/);
      // A new error; then a comment added above it: its line moves, and the report is made again
      // (its problem is in the edited file); a comment in another file keeps it as it was.
      change("cards/early-war.yaml", (t) => t.replace("remove_all_influence(us, cuba)", "remove_all_influence(us, cubba)"));
      const broken = same("a new error", ["es"]);
      const line = (out: string) => Number(/early-war\.yaml:(\d+):\d+: error CW302/.exec(out)?.[1]);
      change("cards/early-war.yaml", (t) => `# a comment\n# and another\n${t}`);
      expect(outcome().outcome).toBe("miss");
      const moved = same("a comment above the error", ["es"]);
      expect(line(moved)).toBe(line(broken) + 2);
      change("cards/mid-war.yaml", (t) => `${t}\n# a comment elsewhere\n`);
      expect(outcome().outcome).toBe("near");
      expect(same("a comment in another file")).toBe(moved);
      // The fix: the error is gone.
      change("cards/early-war.yaml", (t) => t.replace("remove_all_influence(us, cubba)", "remove_all_influence(us, cuba)"));
      expect(same("the error fixed")).not.toMatch(/error|warning CW/);
      // A procedure the cards use renamed: their code's errors, in other files, are reported.
      change("procedures/vocabulary.yaml", (t) => t.replace("\n  defcon:\n", "\n  defcon_moved:\n"));
      const renamed = same("a procedure renamed", ["pt"]);
      expect(renamed).toMatch(/early-war\.yaml:\d+:\d+: error/);
      expect(renamed).toMatch(/mid-war\.yaml:\d+:\d+: error/);
      change("procedures/vocabulary.yaml", (t) => t.replace("\n  defcon_moved:\n", "\n  defcon:\n"));
      expect(same("the procedure's name put back")).not.toMatch(/error|warning CW/);
      // An English text changed (every translation outdated), then a comment in a translation:
      // its warnings are in the edited file, so the report is made again.
      change("cards/mid-war.yaml", (t) => t.replace(/(\n\s+text: >-?\n\s+)(\S)/, "$1Changed: $2"));
      const outdated = same("an English text changed", ["it"]);
      expect(outdated).toMatch(/it\.yaml:\d+:\d+: warning CW603/);
      change("locales/it.yaml", (t) => `# a comment\n${t}`);
      expect(same("a comment in a translation with warnings")).toMatch(/it\.yaml:\d+:\d+: warning CW603/);
    } finally {
      restore();
    }
    expect(same("everything put back")).not.toMatch(/error|warning CW/);
  }, 300_000);

  it("`cardwright validate` after a card's name or a procedure's doc changed checks no code and no overlay again, and after edits that change what code sees prints what it prints with the cache off", () => {
    const cacheDir = join(work, "cli-cache-data-edits");
    const { same } = validateRuns(cacheDir);
    const files = join(cacheDir, "files");
    const { backup, change, restore } = fileChanges();
    // A validate in a new process: how many pieces of code it checked, and which entries it wrote
    // besides the edited files' own (the code's checks, the overlays' diagnostics).
    const report = validateReporting<{ checked: number; contentEdited: boolean; kept: boolean; readBack: number }>(
      cacheDir,
      { code: "src/content/code.ts", translations: "src/cli/commands/validate-translations.ts", parse: "src/effects/parse.ts" },
      "{ checked: code.codeChecksRun(), contentEdited: translations.lastContentEdited, kept: translations.lastTranslationsKept, readBack: parse.parsesReadBack() }",
    );
    const checkedBy = () => {
      const before = new Map(readdirSync(files).map((n) => [n, readFileSync(join(files, n))]));
      const found = report();
      const written = readdirSync(files).filter((n) => !before.get(n)?.equals(readFileSync(join(files, n)))).map((n) => n.replace(/-.*/, ""));
      return { ...found, rewritten: written.filter((n) => n === "file").length, written: written.filter((n) => n !== "file").sort() };
    };
    try {
      same("before any edit");
      expect(checkedBy()).toEqual({ checked: 0, contentEdited: false, kept: false, readBack: 0, rewritten: 0, written: [] });
      // A card's name and a procedure's doc: what no code and no overlay reads. The translations
      // are checked from the last report's, with the new English (no locale file read back).
      // No file's parsed code is read back but that of files whose entries are written again (the
      // edited one, one that gained a schema check), and not the edited one's when its code is the
      // same (a doc edited: its kept code is written again as it was).
      change("cards/early-war.yaml", (t) => t.replace("name: Duck and Cover", "name: Duck and Cover Again"));
      const named = checkedBy();
      expect(named).toEqual({ checked: 0, contentEdited: true, kept: false, readBack: expect.any(Number), rewritten: expect.any(Number), written: expect.not.arrayContaining(["checks", "overlays"]) });
      expect(named.readBack).toBeLessThanOrEqual(named.rewritten);
      expect(same("a card's name changed", ["es"])).toMatch(/es\.yaml:\d+:\d+: warning CW603/);
      change("procedures/vocabulary.yaml", (t) => t.replace("doc: Sets a side's Influence in a country.", "doc: Sets a side's Influence in a country, whatever it was."));
      const documented = checkedBy();
      // (The English the same: the translations' check is kept whole.)
      expect(documented).toEqual({ checked: 0, contentEdited: true, kept: true, readBack: 0, rewritten: 1, written: expect.not.arrayContaining(["checks", "overlays"]) });
      same("a procedure's doc changed", ["pt"]);
      // game.yaml lists other locale files: they are loaded (not taken from the last report).
      change("game.yaml", (t) => t.replace("translations: [locales/es.yaml, locales/it.yaml, locales/pt.yaml]", "translations: [locales/es.yaml, locales/pt.yaml]"));
      expect(checkedBy().contentEdited).toBe(false);
      expect(same("a translation no longer listed", ["pt"])).not.toMatch(/it\.yaml/);
      writeFileSync(join(dir, "game.yaml"), backup.get("game.yaml")!);
      expect(same("the translation listed again", ["it"])).toMatch(/it\.yaml:\d+:\d+: warning CW603/);
      // A parameter's doc: the same.
      change("procedures/vocabulary.yaml", (t) => t.replace('doc: "For the China Card: playable at once (default true)."', 'doc: "For the China Card: playable at once."'));
      expect(checkedBy().checked).toBe(0);
      same("a parameter's doc changed");
      // A card's event: only its code is checked again; code that adds no English (a note's text
      // is English to translate) keeps the translations' check whole.
      change("cards/early-war.yaml", (t) => t.replace("remove_all_influence(us, cuba)", "remove_all_influence(us, cuba)\n      remove_all_influence(us, cuba)"));
      expect(checkedBy()).toMatchObject({ checked: 1, contentEdited: true, kept: true });
      same("a card's event changed");
      // A translation missing: its warning is where its English is, below the next edit (code
      // that adds no English either), so the translations are checked again (not kept) and it
      // moves a line down.
      change("locales/es.yaml", (t) => t.replace('  card.norad.name: { text: "NORAD", source: "cf6eeb2d" }\n', ""));
      const lineOf = (out: string) => Number(/early-war\.yaml:(\d+):\d+: warning CW602: missing Spanish translation of `card\.norad\.name`/.exec(out)![1]);
      const missing = lineOf(same("a translation missing", ["es"]));
      change("cards/early-war.yaml", (t) => t.replace("remove_all_influence(us, cuba)", "remove_all_influence(us, cuba)\n      remove_all_influence(us, cuba)"));
      expect(checkedBy()).toMatchObject({ checked: 1, contentEdited: true, kept: false });
      expect(lineOf(same("a card's event changed above a missing translation", ["es"]))).toBe(missing + 1);
      writeFileSync(join(dir, "locales/es.yaml"), backup.get("locales/es.yaml")!);
      same("the translation put back");
      // A parameter renamed: the calls naming it, in cards and in a variant checked alone, are errors.
      change("procedures/vocabulary.yaml", (t) => t.replace("{ name: face_up, type: boolean", "{ name: face_upward, type: boolean"));
      const renamed = same("a parameter renamed", ["es"]);
      expect(renamed).toMatch(/chinese-civil-war\.yaml:\d+:\d+: error/);
      change("procedures/vocabulary.yaml", (t) => t.replace("{ name: face_upward, type: boolean", "{ name: face_up, type: boolean"));
      expect(same("the parameter's name put back")).not.toMatch(/error/);
      // A parameter's type changed: the same names, other problems.
      change("procedures/vocabulary.yaml", (t) => t.replace("{ name: amount, type: number, doc: \"New value.\" }", "{ name: amount, type: side, doc: \"New value.\" }"));
      expect(same("a parameter's type changed")).toMatch(/chinese-civil-war\.yaml:\d+:\d+: error/);
      // A procedure removed (renamed): its callers' errors; then put back.
      change("procedures/vocabulary.yaml", (t) => t.replace("{ name: amount, type: side, doc: \"New value.\" }", "{ name: amount, type: number, doc: \"New value.\" }").replace("\n  set_influence:\n", "\n  set_influence_now:\n"));
      expect(same("a procedure renamed", ["it"])).toMatch(/chinese-civil-war\.yaml:\d+:\d+: error/);
      change("procedures/vocabulary.yaml", (t) => t.replace("\n  set_influence_now:\n", "\n  set_influence:\n"));
      expect(same("the procedure put back")).not.toMatch(/error/);
      // An error in a procedure's code, and mended; the code checked again each time.
      change("procedures/vocabulary.yaml", (t) => t.replace("do: change_influence(side, country, amount - pieces(country, side))", "do: change_influence(side, country, amount - pieces(country, sidee))"));
      expect(same("an error in a procedure's code")).toMatch(/vocabulary\.yaml:\d+:\d+: error CW302/);
      change("procedures/vocabulary.yaml", (t) => t.replace("pieces(country, sidee))", "pieces(country, side))"));
      expect(same("the error mended")).not.toMatch(/error/);
      // An overlay's scenario part checked as a scenario: a string the overlay's schema leaves free
      // but the scenario's schema does not (its check is of a value made from the file's data).
      change("scenarios/late-war.yaml", (t) => t.replace("    phase: headline\n", "    phase: lunch\n"));
      expect(same("a scenario part's string changed")).toMatch(/late-war\.yaml:\d+:\d+: error CW203/);
      change("scenarios/late-war.yaml", (t) => t.replace("    phase: lunch\n", "    phase: headline\n"));
      expect(same("the scenario part mended")).not.toMatch(/error/);
      // An error only an option not selected makes, in a base file: a card's or a procedure's code
      // naming a card the option removes. Caused and mended by edits of that file alone, which no
      // overlay's kept check held before (load.ts, overlay-reach.ts).
      change("options/us-handicap.yaml", (t) => `${t}cards:\n  remove: [panama_canal_returned]\n`);
      expect(same("an option removes a card")).not.toMatch(/error/);
      const naming = "event: if holder(panama_canal_returned) == us { start_effect(nuclear_subs) }";
      change("cards/mid-war.yaml", (t) => t.replace("event: start_effect(nuclear_subs)", naming));
      expect(same("a card's code names the card removed", ["es"])).toMatch(/mid-war\.yaml:\d+:\d+: error CW302: unknown name `panama_canal_returned` \(with the option us_handicap\)/);
      change("cards/mid-war.yaml", (t) => t.replace(naming, "event: start_effect(nuclear_subs)"));
      expect(same("the card's code mended")).not.toMatch(/error/);
      change("procedures/scoring.yaml", (t) => t.replace("      let r = region_score(region)\n", "      let r = region_score(region)\n      let p = holder(panama_canal_returned)\n"));
      expect(same("a procedure's code names the card removed")).toMatch(/scoring\.yaml:\d+:\d+: error CW302: unknown name `panama_canal_returned` \(with the option us_handicap\)/);
      for (const file of ["procedures/scoring.yaml", "options/us-handicap.yaml"]) writeFileSync(join(dir, file), backup.get(file)!);
      expect(same("the procedure and the option put back")).not.toMatch(/error/);
      // A lasting effect a card starts renamed: the code naming it (in other cards' files too) has errors.
      change("cards/early-war.yaml", (t) => t.replace("\n      - id: nato\n", "\n      - id: nato_renamed\n"));
      expect(same("a lasting effect renamed", ["es"])).toMatch(/spanish-edition\.yaml:\d+:\d+: error/);
      change("cards/early-war.yaml", (t) => t.replace("\n      - id: nato_renamed\n", "\n      - id: nato\n"));
      // A card's id renamed: the code naming it (procedures, a variant) has errors.
      change("cards/early-war.yaml", (t) => t.replace("\n  - id: china_card\n", "\n  - id: china_card_renamed\n"));
      const card = same("a card's id renamed");
      expect(card).toMatch(/vocabulary\.yaml:\d+:\d+: error/);
      expect(card).toMatch(/chinese-civil-war\.yaml:\d+:\d+: error/);
    } finally {
      restore();
    }
    expect(same("everything put back")).not.toMatch(/error|warning CW/);
    expect(checkedBy().checked).toBe(0);
  }, 600_000);

  it("`cardwright validate` after a card's number or a constant in its code edited checks no overlay again (after a number, no code either: the content's report is kept), and prints what it prints with the cache off", () => {
    const cacheDir = join(work, "cli-cache-numbers");
    const { same } = validateRuns(cacheDir);
    const files = join(cacheDir, "files");
    const { change, restore } = fileChanges();
    const report = validateReporting<{ checked: number; kept: boolean }>(cacheDir, { code: "src/content/code.ts", validate: "src/cli/commands/validate.ts" }, "{ checked: code.codeChecksRun(), kept: validate.lastContentKept }");
    // How many pieces of code a validate in a new process checked, whether it kept the content's
    // report (validate-unchecked.ts), and whether it wrote the overlays' or the code checks' entries again.
    const checkedBy = () => {
      const before = new Map(readdirSync(files).map((n) => [n, readFileSync(join(files, n))]));
      const { checked, kept } = report();
      const written = readdirSync(files).filter((n) => !before.get(n)?.equals(readFileSync(join(files, n)))).map((n) => n.replace(/-.*/, ""));
      return { checked, kept, overlays: written.includes("overlays"), checks: written.includes("checks") };
    };
    const duck = (t: string) => t.indexOf("  - id: duck_and_cover\n");
    // The text of Duck and Cover's entry changed by `f` (the other cards left as they are).
    const inDuck = (f: (card: string) => string) => (t: string) => {
      const from = duck(t);
      const to = t.indexOf("\n  - id: ", from + 1);
      return t.slice(0, from) + f(t.slice(from, to)) + t.slice(to);
    };
    const ops = (from: string, to: string) => inDuck((c) => c.replace(`\n    ops: ${from}\n`, `\n    ops: ${to}\n`));
    try {
      same("before any edit");
      expect(checkedBy()).toEqual({ checked: 0, kept: false, overlays: false, checks: false });
      // A card's Ops value: no code and no overlay checked again, the content's report kept.
      change("cards/early-war.yaml", ops("3", "2"));
      expect(checkedBy()).toEqual({ checked: 0, kept: true, overlays: false, checks: false });
      same("a card's Ops value changed", ["es"]);
      change("cards/early-war.yaml", ops("2", "3"));
      expect(checkedBy()).toEqual({ checked: 0, kept: true, overlays: false, checks: false });
      same("the Ops value changed back");
      // Out of its schema: a string, a negative number, more than its maximum; then mended.
      change("cards/early-war.yaml", ops("3", "three"));
      expect(same("an Ops value that is a string", ["es"])).toMatch(/early-war\.yaml:\d+:\d+: error CW204/);
      change("cards/early-war.yaml", ops("three", "-1"));
      expect(same("a negative Ops value", ["it"])).toMatch(/early-war\.yaml:\d+:\d+: error CW20/);
      change("cards/early-war.yaml", ops("-1", "5"));
      expect(same("an Ops value above its maximum")).toMatch(/early-war\.yaml:\d+:\d+: error CW20/);
      change("cards/early-war.yaml", ops("5", "3"));
      expect(same("the Ops value mended")).not.toMatch(/error/);
      // A boolean and an enum of the game's own fields.
      change("cards/early-war.yaml", inDuck((c) => c.replace("removed_after_event: false", "removed_after_event: true")));
      expect(checkedBy()).toEqual({ checked: 0, kept: true, overlays: false, checks: false });
      same("a card's boolean changed");
      // (An enum's string: the schema checked again, with the files' load; the rest kept.)
      change("cards/early-war.yaml", inDuck((c) => c.replace("era: early", "era: mid")));
      expect(checkedBy()).toEqual({ checked: 0, kept: true, overlays: false, checks: false });
      same("a card's boolean and era changed", ["pt"]);
      change("cards/early-war.yaml", inDuck((c) => c.replace("era: mid", "era: middle")));
      expect(same("an era that is not one")).toMatch(/early-war\.yaml:\d+:\d+: error CW203/);
      change("cards/early-war.yaml", inDuck((c) => c.replace("era: middle", "era: early").replace("removed_after_event: true", "removed_after_event: false")));
      expect(same("the era and the boolean put back")).not.toMatch(/error/);
      // A card's number (the kernel reads it: duplicates, the cards' order): taken by another card, and given back.
      change("cards/early-war.yaml", inDuck((c) => c.replace("\n    number: 4\n", "\n    number: 5\n")));
      expect(same("a card number used twice", ["es"])).toMatch(/early-war\.yaml:\d+:\d+: error CW401/);
      change("cards/early-war.yaml", inDuck((c) => c.replace("\n    number: 5\n", "\n    number: 4\n")));
      expect(same("the card number given back")).not.toMatch(/error/);
      // A constant in the card's code: that code only checked again, no overlay.
      change("cards/early-war.yaml", (t) => t.replace("vp(us, 5 - defcon_level)", "vp(us, 4 - defcon_level)"));
      // (Checked alone against the names the report kept, validate-code.ts: the code checks' entry is not read.)
      expect(checkedBy()).toEqual({ checked: 1, kept: false, overlays: false, checks: false });
      same("a constant in a card's code changed", ["es"]);
      // The code made invalid (a name misspelt), and mended.
      change("cards/early-war.yaml", (t) => t.replace("vp(us, 4 - defcon_level)", "vp(us, 4 - defcon_levle)"));
      expect(same("a name misspelt in a card's code", ["it"])).toMatch(/early-war\.yaml:\d+:\d+: error CW302/);
      change("cards/early-war.yaml", (t) => t.replace("vp(us, 4 - defcon_levle)", "vp(us, 5 - defcon_level)"));
      expect(same("the code mended")).not.toMatch(/error/);
      // Two files edited at once: a number in one, a constant in code in another; then both back.
      change("cards/early-war.yaml", ops("3", "1"));
      change("cards/mid-war.yaml", (t) => t.replace("needed: 3, vp: 1, military_ops: 3", "needed: 4, vp: 1, military_ops: 3"));
      expect(checkedBy()).toMatchObject({ checked: 1, overlays: false });
      same("a number and a constant edited in two files", ["es"]);
      change("cards/early-war.yaml", ops("1", "-2"));
      change("cards/mid-war.yaml", (t) => t.replace("needed: 4, vp: 1", "needed: 4, vpp: 1"));
      // (The schema's error stops the load before any code is checked.)
      expect(same("a number and code made invalid in two files", ["pt"])).toMatch(/early-war\.yaml:\d+:\d+: error CW20/);
      change("cards/early-war.yaml", ops("-2", "1"));
      expect(same("the number mended, the code still invalid")).toMatch(/mid-war\.yaml:\d+:\d+: error CW304/);
      change("cards/early-war.yaml", ops("1", "-2"));
      change("cards/early-war.yaml", ops("-2", "3"));
      change("cards/mid-war.yaml", (t) => t.replace("needed: 4, vpp: 1", "needed: 3, vp: 1"));
      expect(same("both mended")).not.toMatch(/error/);
    } finally {
      restore();
    }
    expect(same("everything put back")).not.toMatch(/error|warning CW/);
    expect(checkedBy().checked).toBe(0);
  }, 600_000);

  it("`cardwright validate` after only cards' code edited checks that code alone, without the folder's load, and prints what it prints with the cache off in every language; code an overlay sees otherwise loads the folder; a later load runs the new code", () => {
    const cacheDir = join(work, "cli-cache-code-alone");
    const { same } = validateRuns(cacheDir);
    const { change, restore } = fileChanges();
    // Whether validate, in a new process, checked the edited code alone (validate-code.ts), and how many pieces of code it checked.
    const report = validateReporting<{ alone: boolean; checked: number }>(cacheDir, { code: "src/content/code.ts", validate: "src/cli/commands/validate.ts" }, "{ alone: validate.lastCodeAlone, checked: code.codeChecksRun() }");
    const langs = ["es", "it", "pt"];
    const early = "cards/early-war.yaml";
    const duck = (from: string, to: string) => (t: string) => t.replace(`      vp(${from})\n`, `      vp(${to})\n`);
    try {
      same("before any edit");
      expect(report()).toEqual({ alone: false, checked: 0 });
      // A constant changed, then errors made and mended: each checked alone.
      change(early, duck("us, 5 - defcon_level", "us, 4 - defcon_level"));
      expect(report()).toEqual({ alone: true, checked: 1 });
      expect(same("a constant in a card's code changed", langs)).not.toMatch(/error/);
      change(early, duck("us, 4 - defcon_level", "us, 4 - defcon_levle"));
      expect(report()).toEqual({ alone: true, checked: 1 });
      expect(same("a name misspelt in a card's code", langs)).toMatch(/early-war\.yaml:62:\d+: error CW302/);
      change(early, duck("us, 4 - defcon_levle", "us, 4, 5 - defcon_level"));
      expect(report()).toEqual({ alone: true, checked: 1 });
      expect(same("a call with an argument too many", langs)).toMatch(/early-war\.yaml:62:\d+: error CW30\d/);
      change(early, duck("us, 4, 5 - defcon_level", "uss, 5 - defcon_level"));
      expect(report()).toEqual({ alone: true, checked: 1 });
      expect(same("an unknown id in a card's code", langs)).toMatch(/early-war\.yaml:62:\d+: error CW302/);
      // Code that no longer parses (its card is no scripted one then), and mended.
      change(early, duck("uss, 5 - defcon_level", "us, 5 - defcon_level"));
      change(early, (t) => t.replace("      vp(us, 5 - defcon_level)\n", "      vp(us, 5 - defcon_level\n"));
      expect(report()).toEqual({ alone: true, checked: 1 });
      expect(same("a card's code that does not parse", langs)).toMatch(/early-war\.yaml:\d+:\d+: error CW301/);
      change(early, (t) => t.replace("      vp(us, 5 - defcon_level\n", "      vp(us, 5 - defcon_level)\n"));
      expect(report()).toEqual({ alone: true, checked: 1 });
      expect(same("the code mended", langs)).toMatch(/110 with scripted events/);
      // Two cards' code in one file (an event and a prerequisite), one with an error, then both back.
      change(early, (t) => duck("us, 5 - defcon_level", "us, 3 - defcon_level")(t).replace("    prerequisite: era != late\n", "    prerequisite: era != lat\n"));
      expect(report()).toEqual({ alone: true, checked: 2 });
      expect(same("two cards' code edited in one file", langs)).toMatch(/early-war\.yaml:\d+:\d+: error CW302/);
      change(early, (t) => duck("us, 3 - defcon_level", "us, 5 - defcon_level")(t).replace("    prerequisite: era != lat\n", "    prerequisite: era != late\n"));
      expect(report()).toEqual({ alone: true, checked: 2 });
      expect(same("both put back")).not.toMatch(/error/);
      // A later load from the cache runs the new code: its card's event is what a load with the cache off makes.
      change(early, duck("us, 5 - defcon_level", "us, 1 - defcon_level"));
      expect(report()).toEqual({ alone: true, checked: 1 });
      // (The card's event as the declarations hold it: its code's tree.)
      const event = () => JSON.stringify(compiledFromOf(load().content!).declarations.cards.find((c) => c.id === "duck_and_cover")!.event);
      const cachedEvent = event();
      process.env.CARDWRIGHT_CACHE = "0";
      try {
        expect(cachedEvent).toBe(event());
      } finally {
        delete process.env.CARDWRIGHT_CACHE;
      }
      expect(cachedEvent).toMatch(/"value":1\b/);
      change(early, duck("us, 1 - defcon_level", "us, 5 - defcon_level"));
      // Code naming what an overlay not selected changes (the variant's space): the folder is loaded.
      change(early, duck("us, 5 - defcon_level", "us, 5 - chinese_civil_war"));
      expect(report().alone).toBe(false);
      expect(same("code naming a space only a variant adds", langs)).toMatch(/error/);
      change(early, duck("us, 5 - chinese_civil_war", "us, 5 - defcon_level"));
      expect(same("put back")).not.toMatch(/error/);
      // A card whose code an overlay not selected replaces, another it changes: checked alone (the overlay sees its own code).
      change("options/us-handicap.yaml", (t) => `${t}cards:\n  change:\n    - { id: duck_and_cover, event: "vp(us, 1)" }\n    - { id: five_year_plan, ops: 2 }\n`);
      expect(same("an option changing two cards")).not.toMatch(/error/);
      change(early, duck("us, 5 - defcon_level", "us, 5 - defcon_lvl"));
      expect(report()).toEqual({ alone: true, checked: 1 });
      expect(same("an error in a card's code an option replaces", langs)).toMatch(/early-war\.yaml:62:\d+: error CW302/);
      change(early, duck("us, 5 - defcon_lvl", "us, 5 - defcon_level"));
      expect(report().alone).toBe(true);
      expect(same("mended")).not.toMatch(/error/);
    } finally {
      restore();
    }
    expect(same("everything put back")).not.toMatch(/error|warning CW/);
  }, 900_000);

  it("`cardwright validate` after only a procedure's or function's code edited checks that code alone and prints what it prints with the cache off in every language; a signature changed, a procedure made to ask, code naming what an overlay changes load the folder; a later load runs the new code", () => {
    const cacheDir = join(work, "cli-cache-routine-alone");
    const { same } = validateRuns(cacheDir);
    const { change, restore } = fileChanges();
    const report = validateReporting<{ alone: boolean; checked: number }>(cacheDir, { code: "src/content/code.ts", validate: "src/cli/commands/validate.ts" }, "{ alone: validate.lastCodeAlone, checked: code.codeChecksRun() }");
    const langs = ["es", "it", "pt"];
    const ops = "procedures/operations.yaml";
    const defence = (from: string, to: string) => (t: string) => t.replace(`      let defence = ${from}\n`, `      let defence = ${to}\n`);
    // The line of `let defence = …` in the content as it is (a procedure's code above it may grow).
    const defenceLine = readFileSync(join(dir, ops), "utf8").split("\n").findIndex((l) => l.startsWith("      let defence = ")) + 1;
    try {
      same("before any edit");
      // A constant changed in a procedure's code (a block scalar's line: read without the YAML library), then errors made and mended.
      change(ops, defence("2 * target.stability", "3 * target.stability"));
      expect(report()).toEqual({ alone: true, checked: 1 });
      expect(same("a constant in a procedure's code changed", langs)).not.toMatch(/error/);
      change(ops, defence("3 * target.stability", "3 * targett.stability"));
      expect(report()).toEqual({ alone: true, checked: 1 });
      expect(same("a name misspelt in a procedure's code", langs)).toMatch(new RegExp(`operations\\.yaml:${defenceLine}:\\d+: error CW302`));
      change(ops, defence("3 * targett.stability", "max(2, 3, 4) * target.stability"));
      expect(report()).toEqual({ alone: true, checked: 1 });
      expect(same("a call with an argument too many", langs)).toMatch(new RegExp(`operations\\.yaml:${defenceLine}:\\d+: error CW30\\d`));
      change(ops, defence("max(2, 3, 4) * target.stability", "(2 * target.stability"));
      expect(report()).toEqual({ alone: true, checked: 1 });
      expect(same("a procedure's code that does not parse", langs)).toMatch(/operations\.yaml:\d+:\d+: error CW301/);
      change(ops, defence("(2 * target.stability", "2 * target.stability"));
      expect(report()).toEqual({ alone: true, checked: 1 });
      expect(same("the code mended", langs)).not.toMatch(/error/);
      // A function's `value:` (a quoted scalar: the item parsed again) with an error, and mended.
      change(ops, (t) => t.replace('value: "leader(c, margin: max(1, c.stability))"', 'value: "leader(c, margin: max(1, cc.stability))"'));
      expect(report()).toEqual({ alone: true, checked: 1 });
      expect(same("a function's value edited", ["es"])).toMatch(/operations\.yaml:\d+:\d+: error/);
      change(ops, (t) => t.replace('value: "leader(c, margin: max(1, cc.stability))"', 'value: "leader(c, margin: max(1, c.stability))"'));
      expect(report().alone).toBe(true);
      expect(same("mended")).not.toMatch(/error/);
      // Two routines of two files edited at once.
      change(ops, defence("2 * target.stability", "1 * target.stability"));
      change("procedures/vocabulary.yaml", (t) => t.replace("      if amount != 0 {\n", "      if amount != 1 {\n"));
      expect(report()).toEqual({ alone: true, checked: 2 });
      same("two routines' code edited in two files", ["it"]);
      // A later load from the cache runs the new code: the routine's body is what a load with the cache off makes.
      const body = () => JSON.stringify(compiledFromOf(load().content!).code.routines.find((r) => r.name === "coup_attempt")!.body);
      const cachedBody = body();
      process.env.CARDWRIGHT_CACHE = "0";
      try {
        expect(cachedBody).toBe(body());
      } finally {
        delete process.env.CARDWRIGHT_CACHE;
      }
      expect(cachedBody).toMatch(/"value":1\b/);
      change(ops, defence("1 * target.stability", "2 * target.stability"));
      change("procedures/vocabulary.yaml", (t) => t.replace("      if amount != 1 {\n", "      if amount != 0 {\n"));
      expect(same("both put back")).not.toMatch(/error/);
      // Its signature changed (what other code checks calls against): the folder is loaded.
      change(ops, (t) => t.replace("      - { name: free, type: boolean, doc: \"A free coup (from an event).\" }\n    returns: number\n", "      - { name: free, type: boolean, doc: \"A free coup (from an event).\" }\n    returns: boolean\n"));
      expect(report().alone).toBe(false);
      expect(same("a procedure's return type changed", langs)).toMatch(/error|ok/);
      change(ops, (t) => t.replace("      - { name: free, type: boolean, doc: \"A free coup (from an event).\" }\n    returns: boolean\n", "      - { name: free, type: boolean, doc: \"A free coup (from an event).\" }\n    returns: number\n"));
      expect(same("put back")).not.toMatch(/error/);
      // A procedure that did not ask a player made to (what code calling it reads of it): the folder is loaded.
      change("procedures/vocabulary.yaml", (t) => t.replace("      if amount != 0 {\n", "      if amount != 0 and pick(side, [1, 2], \"vp\") > 0 {\n"));
      expect(report().alone).toBe(false);
      same("a procedure made to ask a player", ["es"]);
      change("procedures/vocabulary.yaml", (t) => t.replace("      if amount != 0 and pick(side, [1, 2], \"vp\") > 0 {\n", "      if amount != 0 {\n"));
      expect(same("put back")).not.toMatch(/error/);
      // Code naming what an overlay not selected changes (the variant's space): the folder is loaded.
      change(ops, defence("2 * target.stability", "2 * chinese_civil_war.stability"));
      expect(report().alone).toBe(false);
      same("a procedure's code naming a space only a variant adds", langs);
      change(ops, defence("2 * chinese_civil_war.stability", "2 * target.stability"));
      expect(same("put back")).not.toMatch(/error/);
      // Code reading `scenario`, in a game with a scenario schema of its own (what its scenario files
      // may hold does not depend on what the code reads): still checked alone.
      change("procedures/cards.yaml", (t) => t.replace("select(deck_cards([e.id]), where:", "select(deck_cards([ e.id ]), where:"));
      expect(report()).toEqual({ alone: true, checked: 1 });
      change("procedures/cards.yaml", (t) => t.replace("select(deck_cards([ e.id ]), where:", "select(deck_cards([e.id]), where:"));
      expect(same("put back")).not.toMatch(/error/);
    } finally {
      restore();
    }
    expect(same("everything put back")).not.toMatch(/error|warning CW/);
  }, 900_000);

  it("`cardwright validate` after only a card's name or text or a procedure's doc edited keeps the content's report, and checks it again when the edit changes more, breaks a schema or is where a problem is; it prints what it prints with the cache off", () => {
    const cacheDir = join(work, "cli-cache-unchecked");
    const { same } = validateRuns(cacheDir);
    const { backup, change, restore } = fileChanges();
    const kept = validateReporting<boolean>(cacheDir, { validate: "src/cli/commands/validate.ts" }, "validate.lastContentKept");
    try {
      same("before any edit");
      change("cards/late-war.yaml", (t) => t.replace("name: Marine Barracks Bombing\n", "name: Marine Barracks Bombing Again\n"));
      expect(kept()).toBe(true);
      expect(same("a card's name changed")).toMatch(/es\.yaml:\d+:\d+: warning CW603/);
      change("cards/late-war.yaml", (t) => t.replace("      Clear all US Influence from Lebanon, then take away 2 more US Influence\n", "      Clear all US Influence from Lebanon, then take\n      away two more US Influence\n"));
      expect(kept()).toBe(true);
      expect(same("a card's text a line longer", ["it"])).toMatch(/it\.yaml:\d+:\d+: warning CW603: Italian translation of `card\.marine_barracks_bombing\.text`/);
      change("procedures/vocabulary.yaml", (t) => t.replace("doc: Sets a side's Influence in a country.", "doc: Sets a side's Influence in a country, whatever it was."));
      expect(kept()).toBe(true);
      same("a procedure's doc changed");
      // A name that is not a string: the schema's error, as a full load reports it.
      change("cards/late-war.yaml", (t) => t.replace("name: Marine Barracks Bombing Again\n", "name: [Marine Barracks Bombing]\n"));
      expect(kept()).toBe(false);
      expect(same("a card's name made a list")).toMatch(/late-war\.yaml:\d+:\d+: error CW204: card `\w+`: `name` must be text/);
      change("cards/late-war.yaml", (t) => t.replace("name: [Marine Barracks Bombing]\n", "name: Marine Barracks Bombing\n"));
      expect(kept()).toBe(false);
      expect(same("the name mended")).not.toMatch(/error/);
      // A name and an event together: the event's new error.
      change("cards/late-war.yaml", (t) => t.replace("name: Marine Barracks Bombing\n", "name: Marine Barracks Bombed\n").replace("remove_all_influence(us, lebanon)", "remove_all_influence(us, lebanonn)"));
      expect(kept()).toBe(false);
      expect(same("a card's name and event changed")).toMatch(/late-war\.yaml:\d+:\d+: error CW302/);
      // A name edited in the file where that error is (its place may move): checked again.
      change("cards/late-war.yaml", (t) => t.replace("name: Marine Barracks Bombed\n", "name: Marine Barracks Bombing\n"));
      expect(kept()).toBe(false);
      expect(same("a card's name changed beside an error")).toMatch(/late-war\.yaml:\d+:\d+: error CW302/);
      change("cards/late-war.yaml", (t) => t.replace("remove_all_influence(us, lebanonn)", "remove_all_influence(us, lebanon)"));
      expect(same("the error mended")).not.toMatch(/error/);
    } finally {
      restore();
    }
    expect(same("everything put back")).not.toMatch(/error|warning CW/);
  }, 600_000);

  it("`cardwright validate` after cards' names and procedures' docs edited in a row, undone, made invalid or beside a missing translation, without loading the folder, prints what it prints with the cache off", () => {
    const cacheDir = join(work, "cli-cache-strings");
    const { same } = validateRuns(cacheDir);
    const { backup, change, restore } = fileChanges();
    // A validate in a new process: "near" when the report was made again without loading the
    // folder (validate-unchecked.ts), "miss" when the folder was loaded; and whether the content's
    // part of the report was kept.
    const how = validateReporting<{ outcome: string; kept: boolean }>(
      cacheDir,
      { cache: "src/content/disk-cache.ts", validate: "src/cli/commands/validate.ts" },
      "{ outcome: cache.lastOutcomeOf.validate, kept: validate.lastContentKept }",
    );
    const unloaded = { outcome: "near", kept: true };
    try {
      same("before any edit");
      // Two files edited at once, a card's name in each.
      change("cards/late-war.yaml", (t) => t.replace("name: Marine Barracks Bombing\n", "name: Marine Barracks Bombing Again\n"));
      change("cards/early-war.yaml", (t) => t.replace("name: Duck and Cover\n", "name: Duck and Cover Again\n"));
      expect(how()).toEqual(unloaded);
      const two = same("two cards' names changed", ["es"]);
      expect(two).toMatch(/es\.yaml:\d+:\d+: warning CW603: .*`card\.marine_barracks_bombing\.name`/);
      expect(two).toMatch(/es\.yaml:\d+:\d+: warning CW603: .*`card\.duck_and_cover\.name`/);
      // The same name edited again, and a procedure's doc with it.
      change("cards/late-war.yaml", (t) => t.replace("name: Marine Barracks Bombing Again\n", "name: Marine Barracks Bombing Once More\n"));
      change("procedures/vocabulary.yaml", (t) => t.replace("doc: Sets a side's Influence in a country.", "doc: Sets a side's Influence in a country, whatever it was."));
      expect(how()).toEqual(unloaded);
      same("a name edited twice and a doc", ["it"]);
      // Undone: up to date again.
      for (const file of ["cards/late-war.yaml", "cards/early-war.yaml", "procedures/vocabulary.yaml"]) writeFileSync(join(dir, file), backup.get(file)!);
      expect(how()).toEqual(unloaded);
      expect(same("the edits undone", ["pt"])).not.toMatch(/warning CW/);
      // A name made blank (no English to translate): the folder is loaded, as for a schema error.
      change("cards/early-war.yaml", (t) => t.replace("name: Duck and Cover\n", "name: ' '\n"));
      expect(how().outcome).toBe("miss");
      same("a card's name made blank", ["es"]);
      change("cards/early-war.yaml", (t) => t.replace("name: ' '\n", "name: [Duck and Cover]\n"));
      expect(how()).toEqual({ outcome: "miss", kept: false });
      expect(same("a card's name made a list")).toMatch(/early-war\.yaml:\d+:\d+: error CW204/);
      writeFileSync(join(dir, "cards/early-war.yaml"), backup.get("cards/early-war.yaml")!);
      expect(same("the name mended")).not.toMatch(/error|warning CW/);
      // A translation missing, placed where its English is, in the file edited then: its place is
      // not in the last report's form, so the folder is loaded; the warning moves a line down.
      change("locales/es.yaml", (t) => t.replace('  card.norad.name: { text: "NORAD", source: "cf6eeb2d" }\n', ""));
      const lineOf = (out: string) => Number(/early-war\.yaml:(\d+):\d+: warning CW602: missing Spanish translation of `card\.norad\.name`/.exec(out)![1]);
      const missing = lineOf(same("a translation missing", ["es"]));
      change("cards/early-war.yaml", (t) => t.replace("name: Duck and Cover\n", "name: >-\n      Duck and\n      Cover\n"));
      expect(how().outcome).toBe("miss");
      expect(lineOf(same("a name above a missing translation written on more lines", ["es"]))).toBe(missing + 2);
      // Another file's card name then: kept without loading, the missing translation where it was.
      change("cards/late-war.yaml", (t) => t.replace("name: Marine Barracks Bombing\n", "name: Marine Barracks Bombed\n"));
      expect(how()).toEqual(unloaded);
      expect(lineOf(same("another file's card name", ["es"]))).toBe(missing + 2);
    } finally {
      restore();
    }
    expect(same("everything put back")).not.toMatch(/error|warning CW/);
  }, 600_000);

  it("`cardwright validate` after a content string edited works out again only that string's status in each language (and a missing translation's), and prints what it prints with the cache off", () => {
    const cacheDir = join(work, "cli-cache-patched");
    const { same } = validateRuns(cacheDir);
    const { backup, change, restore } = fileChanges();
    // A validate in a new process: whether the translations were checked from the last report's,
    // and how many English keys' status it worked out again (null: every one).
    const checkedBy = validateReporting<{ contentEdited: boolean; patched: number | null }>(
      cacheDir,
      { translations: "src/cli/commands/validate-translations.ts" },
      "{ contentEdited: translations.lastContentEdited, patched: translations.lastPatchedKeys }",
    );
    const outdated = (out: string) => out.split("\n").filter((l) => / warning CW603: .*`card\.marine_barracks_bombing\.name`/.test(l)).map((l) => l.replace(/^.*\//, ""));
    try {
      same("before any edit");
      // A card's name: its translations become outdated, each where the translation is.
      change("cards/late-war.yaml", (t) => t.replace("name: Marine Barracks Bombing\n", "name: Marine Barracks Bombing Again\n"));
      expect(checkedBy()).toEqual({ contentEdited: true, patched: 1 });
      expect(outdated(same("a card's name changed", ["es"]))).toEqual([expect.stringMatching(/^es\.yaml:\d+:\d+: warning/), expect.stringMatching(/^it\.yaml:/), expect.stringMatching(/^pt\.yaml:/)]);
      // Its English as it was: up to date again.
      change("cards/late-war.yaml", (t) => t.replace("name: Marine Barracks Bombing Again\n", "name: Marine Barracks Bombing\n"));
      expect(checkedBy()).toEqual({ contentEdited: true, patched: 1 });
      expect(same("the card's name put back")).not.toMatch(/warning CW/);
      // A translation missing, placed where its English is; a card's text above it made a line
      // longer: that text's status and the missing one's are worked out again, the warning a line down.
      change("locales/es.yaml", (t) => t.replace('  card.norad.name: { text: "NORAD", source: "cf6eeb2d" }\n', ""));
      const lineOf = (out: string) => Number(/early-war\.yaml:(\d+):\d+: warning CW602: missing Spanish translation of `card\.norad\.name`/.exec(out)![1]);
      const missing = lineOf(same("a translation missing", ["es"]));
      change("cards/early-war.yaml", (t) => t.replace("      country and gains 2 VP.\n", "      country and gains 2 VP. That is all\n      it does.\n"));
      expect(checkedBy()).toEqual({ contentEdited: true, patched: 2 });
      const longer = same("a card's text a line longer above a missing translation", ["es"]);
      expect(lineOf(longer)).toBe(missing + 1);
      expect(longer).toMatch(/es\.yaml:\d+:\d+: warning CW603: Spanish translation of `card\.special_relationship\.text` is outdated/);
      writeFileSync(join(dir, "locales/es.yaml"), backup.get("locales/es.yaml")!);
      same("the translation put back");
      // A card's id renamed: other keys (its translations name one no longer there, its new one is
      // missing in each): every status is worked out again, as a full load does.
      change("cards/late-war.yaml", (t) => t.replace("  - id: marine_barracks_bombing\n", "  - id: marine_barracks_bombed\n"));
      expect(checkedBy()).toEqual({ contentEdited: true, patched: null });
      const renamed = same("a card's id renamed", ["it"]);
      expect(renamed).toMatch(/es\.yaml:\d+:\d+: warning CW604: Spanish translation of `card\.marine_barracks_bombing\.name`, which has no English source/);
      expect(renamed).toMatch(/late-war\.yaml:\d+:\d+: warning CW602: missing Spanish translation of `card\.marine_barracks_bombed\.name`/);
      // Its name edited then: its name's status and its text's (missing, placed in the card) are
      // worked out again; the renamed card's warnings stay as a full load gives them.
      change("cards/late-war.yaml", (t) => t.replace("name: Marine Barracks Bombing\n", "name: Marine Barracks Bombed\n"));
      expect(checkedBy()).toEqual({ contentEdited: true, patched: 2 });
      same("the renamed card's name changed", ["pt"]);
    } finally {
      restore();
    }
    expect(same("everything put back")).not.toMatch(/error|warning CW/);
  }, 600_000);

  it("`cardwright validate` after edits of locale files only checks the translations again, and prints what it prints with the cache off", () => {
    const cacheDir = join(work, "cli-cache-locales");
    const { run, strip, same, outcome } = validateRuns(cacheDir);
    const { backup, change, restore } = fileChanges();
    const line = (out: string, file: string, code: string) => Number(new RegExp(`${file}:(\\d+):\\d+: warning ${code}`).exec(out)?.[1]);
    try {
      run({});
      // A glossary term: the translations are checked again from the edited item alone (the
      // content is not loaded: no other file is parsed), read from its line (yaml-line-edit.ts:
      // no YAML parsed at all); then its official term, a line inside the item.
      change("locales/es.yaml", (t) => t.replace("term: action round", "term: action round (a turn)"));
      expect(outcome()).toEqual({ outcome: "near", yaml: { texts: 0, chars: 0 }, contentEdited: false });
      expect(same("a glossary term edited")).not.toMatch(/warning CW/);
      change("locales/es.yaml", (t) => t.replace("official: ronda de acción\n", "official: ronda de acción, la ronda\n"));
      expect(outcome()).toEqual({ outcome: "near", yaml: { texts: 0, chars: 0 }, contentEdited: false });
      expect(same("a glossary official term edited")).not.toMatch(/warning CW/);
      // A line the shortcut cannot read alone (a comment after the term): the item is parsed.
      change("locales/es.yaml", (t) => t.replace("term: action round (a turn)", "term: action round (a turn) # the rulebook's"));
      expect(outcome()).toEqual({ outcome: "near", yaml: { texts: 1, chars: expect.any(Number) }, contentEdited: false });
      expect(same("a comment after a glossary term")).not.toMatch(/warning CW/);
      // A glossary variant to avoid that a translation uses: a warning in es.yaml, none elsewhere.
      change("locales/es.yaml", (t) => t.replace("avoid: [turno de acción, turnos de acción]", "avoid: [turno de acción, turnos de acción, Puntuación]"));
      expect(outcome().outcome).toBe("near");
      const avoided = same("a glossary variant used", ["es"]);
      expect(avoided).toMatch(/es\.yaml:\d+:\d+: warning CW607/);
      expect(avoided).not.toMatch(/(it|pt)\.yaml/);
      // A card's name edited meanwhile: its translations outdated, the glossary's warning kept
      // (the translations checked from the last report's, which has no glossaries); put back.
      change("cards/early-war.yaml", (t) => t.replace("name: Duck and Cover", "name: Duck and Cover Again"));
      expect(outcome().contentEdited).toBe(true);
      const renamed = same("a card's name edited with a glossary warning", ["es"]);
      expect(renamed).toMatch(/es\.yaml:\d+:\d+: warning CW607/);
      expect(renamed).toMatch(/it\.yaml:\d+:\d+: warning CW603.*duck_and_cover/);
      writeFileSync(join(dir, "cards/early-war.yaml"), backup.get("cards/early-war.yaml")!);
      expect(outcome().contentEdited).toBe(true);
      // The folder is byte for byte as it was at "a glossary variant used": `same` compares the
      // cached run with that state's cache-off output, so it must print what it printed before.
      same("the card's name put back", ["es"]);
      // The term and the official word of that glossary entry edited (its variants the same): the
      // warning names the new ones (the last one's, renamed: the same entries use the same variants).
      change("locales/es.yaml", (t) => t.replace("term: action round (a turn) # the rulebook's", "term: action round (a turn of play) # the rulebook's").replace("official: ronda de acción, la ronda\n", "official: ronda de acción\n"));
      expect(outcome().outcome).toBe("near");
      expect(same("the term of a glossary entry a warning names edited", ["es"])).toMatch(/es\.yaml:\d+:\d+: warning CW607: .*term for action round \(a turn of play\) is “ronda de acción”/);
      // A translation stamped with another English (outdated), a comment above its warning (the
      // warning moves a line), a translation of a key that has no English (obsolete).
      change("locales/es.yaml", (t) => t.replace('Influencia de hándicap", source: "744788fe"', 'Influencia de hándicap", source: "744788ff"'));
      const outdated = same("a translation outdated", ["es"]);
      expect(outdated).toMatch(/es\.yaml:\d+:\d+: warning CW603.*msg\.setup\.handicap/);
      change("locales/es.yaml", (t) => t.replace("  msg.setup.handicap:", "  # a comment above it\n  msg.setup.handicap:"));
      expect(outcome().outcome).toBe("near");
      const moved = same("a comment above a warning");
      expect(line(moved, "es\\.yaml", "CW603")).toBe(line(outdated, "es\\.yaml", "CW603") + 1);
      // A glossary variant added (the entries and their places as they were: only the glossary's
      // warnings are worked out again) that the outdated translation uses: both warnings; removed.
      change("locales/es.yaml", (t) => t.replace("avoid: [titular, titulares]", "avoid: [titular, titulares, Influencia de hándicap]"));
      expect(outcome().outcome).toBe("near");
      const both = same("a glossary variant that an outdated translation uses", ["es"]);
      expect(both).toMatch(/es\.yaml:\d+:\d+: warning CW603.*msg\.setup\.handicap/);
      expect(both).toMatch(/es\.yaml:\d+:\d+: warning CW607.*msg\.setup\.handicap.*Influencia de hándicap/);
      change("locales/es.yaml", (t) => t.replace("avoid: [titular, titulares, Influencia de hándicap]", "avoid: [titular, titulares]"));
      expect(outcome().outcome).toBe("near");
      const removed = same("the variant removed", ["es"]);
      expect(removed).not.toMatch(/CW607.*hándicap/);
      expect(removed).toMatch(/es\.yaml:\d+:\d+: warning CW603.*msg\.setup\.handicap/);
      change("locales/it.yaml", (t) => `${t}  card.no_such_card.name: { text: "Nessuna", source: "00000000" }\n`);
      expect(same("an obsolete translation added")).toMatch(/it\.yaml:\d+:\d+: warning CW604/);
      // A placeholder broken in a translation, then mended.
      change("locales/pt.yaml", (t) => t.replace(/(msg\.setup\.handicap: \{ text: "[^"]*)\{amount\}/, "$1{amountt}"));
      expect(same("a placeholder broken", ["pt"])).toMatch(/pt\.yaml:\d+:\d+: warning CW605.*\{amountt\}/);
      writeFileSync(join(dir, "locales/pt.yaml"), backup.get("locales/pt.yaml")!);
      expect(outcome().outcome).toBe("near");
      expect(same("the placeholder mended")).not.toMatch(/pt\.yaml/);
      // An English message changed (en.yaml): every language's translation of it is outdated.
      change("locales/en.yaml", (t) => t.replace('setup.handicap: "{side, side} receives {amount} handicap Influence"', 'setup.handicap: "{side, side} is given {amount} handicap Influence"'));
      expect(outcome().outcome).toBe("near");
      const english = same("an English message changed", ["it"]);
      for (const lang of ["es", "it", "pt"]) expect(english).toMatch(new RegExp(`${lang}\\.yaml:\\d+:\\d+: warning CW603.*msg\\.setup\\.handicap`));
      writeFileSync(join(dir, "locales/en.yaml"), backup.get("locales/en.yaml")!);
      // A translated string removed: it is reported where its English is (a place the shortcut
      // does not keep: the whole folder is checked again); put back, the shortcut is taken again.
      change("locales/es.yaml", (t) => t.replace(/\n {2}card\.asia_scoring\.name: .*/, ""));
      expect(outcome().outcome).toBe("miss");
      expect(same("a translation removed", ["es"])).toMatch(/cards\/[a-z-]+\.yaml:\d+:\d+: warning CW602.*card\.asia_scoring\.name/);
      // A content edit meanwhile (lines added above the missing string's English): the warning's
      // place moves with it.
      change("cards/early-war.yaml", (t) => `# a comment\n# and another\n${t.replace("name: Duck and Cover", "name: Duck and Cover Again")}`);
      expect(outcome().contentEdited).toBe(true);
      expect(same("a translation missing and a card file edited", ["es"])).toMatch(/cards\/[a-z-]+\.yaml:\d+:\d+: warning CW602.*card\.asia_scoring\.name/);
      writeFileSync(join(dir, "cards/early-war.yaml"), backup.get("cards/early-war.yaml")!);
      // (A run with the card file put back, so that the next edit is of a locale file alone.)
      expect(outcome().contentEdited).toBe(true);
      change("locales/es.yaml", (t) => t.replace("\n  card.europe_scoring.name:", '\n  card.asia_scoring.name: { text: "Puntuación de Asia", source: "7d4f8c5e" }\n  card.europe_scoring.name:'));
      expect(outcome().outcome).toBe("near");
      expect(same("the translation put back")).not.toMatch(/CW602/);
      // A YAML error in a locale file, then its fix; a language given twice.
      change("locales/it.yaml", (t) => t.replace("\nstrings:\n", "\nstrings:\n  oops: [\n"));
      expect(same("a YAML error in a translation")).toMatch(/it\.yaml:\d+:\d+: error CW101/);
      writeFileSync(join(dir, "locales/it.yaml"), backup.get("locales/it.yaml")!);
      change("locales/pt.yaml", (t) => t.replace("\nlanguage: pt\n", "\nlanguage: it\n"));
      expect(same("a language given twice")).toMatch(/pt\.yaml:\d+:\d+: error CW601/);
    } finally {
      restore();
    }
    expect(same("everything put back")).not.toMatch(/error|warning CW/);
  }, 600_000);

  it("`cardwright validate` after a translation file's entries edited works out again only those entries' status, and prints what it prints with the cache off", () => {
    const cacheDir = join(work, "cli-cache-entries");
    const { same } = validateRuns(cacheDir);
    const { backup, change, restore } = fileChanges();
    // A validate in a new process: how the disk cache answered, and how many languages' checks
    // were patched for their edited entries alone (0: each worked out whole or kept). Each such
    // run names its path for the launcher (code-paths.ts: the code cache is written again after
    // it once); `untagged` when it did not.
    const patchedBy = validateReporting<{ outcome: string; patched: number }>(
      cacheDir,
      { cache: "src/content/disk-cache.ts", translations: "src/cli/commands/validate-translations.ts", paths: "src/cli/code-paths.ts" },
      "{ outcome: cache.lastOutcomeOf.validate, patched: translations.lastEntriesPatched, ...(paths.codePaths.has('validate-locales') === (cache.lastOutcomeOf.validate === 'near') ? {} : { untagged: true }) }",
    );
    const norad = /es\.yaml:(\d+):\d+: warning CW603: Spanish translation of `card\.norad\.name` is outdated/;
    try {
      same("before any edit");
      // An entry's translation edited (its text): up to date still.
      change("locales/es.yaml", (t) => t.replace('card.norad.name: { text: "NORAD"', 'card.norad.name: { text: "El NORAD"'));
      expect(patchedBy()).toEqual({ outcome: "near", patched: 1 });
      expect(same("an entry's translation edited", ["es"])).not.toMatch(/warning CW/);
      // Stamped with another English (outdated): a warning where the entry is; then mended.
      change("locales/es.yaml", (t) => t.replace('text: "El NORAD", source: "cf6eeb2d"', 'text: "El NORAD", source: "cf6eeb2e"'));
      expect(patchedBy()).toEqual({ outcome: "near", patched: 1 });
      const outdated = same("an entry made outdated", ["es"]);
      expect(outdated).toMatch(norad);
      change("locales/es.yaml", (t) => t.replace('text: "El NORAD", source: "cf6eeb2e"', 'text: "El NORAD", source: "cf6eeb2d"'));
      expect(patchedBy()).toEqual({ outcome: "near", patched: 1 });
      expect(same("the entry mended")).not.toMatch(/warning CW/);
      // A translation that uses a variant its glossary says to avoid (the glossary's warnings are
      // worked out again with the entry), in a file with an outdated entry elsewhere.
      change("locales/es.yaml", (t) => t.replace('text: "El NORAD", source: "cf6eeb2d"', 'text: "El NORAD titular", source: "cf6eeb2d"').replace('Influencia de hándicap", source: "744788fe"', 'Influencia de hándicap", source: "744788ff"'));
      expect(patchedBy()).toEqual({ outcome: "near", patched: 1 });
      const avoided = same("an entry that uses a glossary variant", ["es"]);
      expect(avoided).toMatch(/es\.yaml:\d+:\d+: warning CW607: .*`card\.norad\.name` uses “titular”/);
      expect(avoided).toMatch(/es\.yaml:\d+:\d+: warning CW603: .*`msg\.setup\.handicap`/);
      // Another entry edited, the glossary as it was: the unedited entry's glossary warning is
      // kept (only the edited entry's are worked out again); one above it that now uses a variant
      // too: both, in the entries' order; written on two lines: the kept one placed a line down.
      const titular = /es\.yaml:(\d+):\d+: warning CW607: .*`card\.norad\.name` uses “titular”/;
      change("locales/es.yaml", (t) => t.replace('text: "Puntuación de Asia"', 'text: "La puntuación de Asia"'));
      expect(patchedBy()).toEqual({ outcome: "near", patched: 1 });
      const keptWarning = Number(titular.exec(same("another entry edited, a glossary warning kept", ["es"]))![1]);
      change("locales/es.yaml", (t) => t.replace('text: "La puntuación de Asia"', 'text: "La puntuación de Asia titular"'));
      expect(patchedBy()).toEqual({ outcome: "near", patched: 1 });
      expect(same("an entry above it using a variant", ["es"])).toMatch(/CW607: .*`card\.asia_scoring\.name` uses “titular”[^]*CW607: .*`card\.norad\.name` uses “titular”/);
      change("locales/es.yaml", (t) => t.replace('  card.asia_scoring.name: { text: "La puntuación de Asia titular"', '  card.asia_scoring.name:\n    { text: "La puntuación de Asia titular"'));
      expect(patchedBy()).toEqual({ outcome: "near", patched: 1 });
      expect(Number(titular.exec(same("that entry on two lines", ["es"]))![1])).toBe(keptWarning + 1);
      change("locales/es.yaml", (t) => t.replace('  card.asia_scoring.name:\n    { text: "La puntuación de Asia titular"', '  card.asia_scoring.name: { text: "Puntuación de Asia"'));
      expect(patchedBy()).toEqual({ outcome: "near", patched: 1 });
      expect(Number(titular.exec(same("that entry as it was", ["es"]))![1])).toBe(keptWarning);
      // Two locale files at once: the variant removed in es.yaml, a placeholder broken in it.yaml.
      change("locales/es.yaml", (t) => t.replace('"El NORAD titular"', '"El NORAD"'));
      change("locales/it.yaml", (t) => t.replace("riceve {amount} Influenza", "riceve {amountt} Influenza"));
      expect(patchedBy()).toEqual({ outcome: "near", patched: 2 });
      const two = same("two locale files' entries edited", ["it"]);
      expect(two).not.toMatch(/CW607/);
      expect(two).toMatch(/it\.yaml:\d+:\d+: warning CW605: .*\{amountt\}/);
      expect(two).toMatch(/es\.yaml:\d+:\d+: warning CW603: .*`msg\.setup\.handicap`/);
      // Both undone (the files' bytes as they were): nothing to report.
      for (const file of ["locales/es.yaml", "locales/it.yaml"]) writeFileSync(join(dir, file), backup.get(file)!);
      expect(patchedBy()).toEqual({ outcome: "near", patched: 2 });
      expect(same("the edits undone")).not.toMatch(/warning CW/);
      // An entry outdated, then one above it written on two lines: the places below it move, the
      // warning is placed again where its entry now is (a line down).
      change("locales/es.yaml", (t) => t.replace('text: "NORAD", source: "cf6eeb2d"', 'text: "NORAD", source: "cf6eeb2e"'));
      expect(patchedBy()).toEqual({ outcome: "near", patched: 1 });
      const before = Number(norad.exec(same("an entry outdated again"))![1]);
      change("locales/es.yaml", (t) => t.replace('  card.asia_scoring.name: { text: "Puntuación de Asia", source: "7d4f8c5e" }', '  card.asia_scoring.name:\n    { text: "Puntuación de Asia", source: "7d4f8c5e" }'));
      expect(patchedBy()).toEqual({ outcome: "near", patched: 1 });
      expect(Number(norad.exec(same("an entry above it on two lines", ["es"]))![1])).toBe(before + 1);
      // A glossary entry a line longer (every entry below it moves) while the entry is mended.
      change("locales/es.yaml", (t) => t.replace("avoid: [titular, titulares]", "avoid:\n      - titular\n      - titulares").replace('text: "NORAD", source: "cf6eeb2e"', 'text: "NORAD", source: "cf6eeb2d"'));
      expect(patchedBy()).toEqual({ outcome: "near", patched: 1 });
      expect(same("a glossary entry longer, the entry mended")).not.toMatch(/warning CW/);
      // An entry made outdated again, then a glossary variant added on a line of its own above it
      // that it uses: both warnings, where the entry now is.
      change("locales/es.yaml", (t) => t.replace('text: "NORAD", source: "cf6eeb2d"', 'text: "NORAD", source: "cf6eeb2e"'));
      expect(patchedBy()).toEqual({ outcome: "near", patched: 1 });
      const again = Number(norad.exec(same("outdated again"))![1]);
      change("locales/es.yaml", (t) => t.replace("      - titulares\n", "      - titulares\n      - NORAD\n"));
      expect(patchedBy()).toEqual({ outcome: "near", patched: 1 });
      const variant = same("a variant on a line of its own that the entry uses", ["es"]);
      expect(Number(norad.exec(variant)![1])).toBe(again + 1);
      expect(Number(/es\.yaml:(\d+):\d+: warning CW607: .*`card\.norad\.name`/.exec(variant)![1])).toBe(again + 1);
      // A key added (a translation of a key that has no English: obsolete) and removed again.
      change("locales/es.yaml", (t) => `${t}  card.no_such_card.name: { text: "Ninguna", source: "00000000" }\n`);
      expect(patchedBy()).toEqual({ outcome: "near", patched: 0 });
      expect(same("a key added", ["es"])).toMatch(/es\.yaml:\d+:\d+: warning CW604: .*`card\.no_such_card\.name`/);
      change("locales/es.yaml", (t) => t.replace('  card.no_such_card.name: { text: "Ninguna", source: "00000000" }\n', ""));
      expect(patchedBy()).toEqual({ outcome: "near", patched: 0 });
      expect(same("the key removed")).not.toMatch(/CW604/);
    } finally {
      restore();
    }
    expect(same("everything put back")).not.toMatch(/error|warning CW/);
  }, 600_000);

  it("after a card's code is edited, a new process parses only that code again (the rest is found by its text)", () => {
    const cacheDir = join(work, "cli-cache-code");
    const env = { ...process.env, CARDWRIGHT_CACHE_DIR: cacheDir };
    // What a validate's load parses itself: the effect code texts not found in the disk cache.
    const script = `
      const { diskReuse } = await import(${JSON.stringify(join(ROOT, "src/content/disk-file-memo.ts"))});
      const { diskReader, REPO_ROOT } = await import(${JSON.stringify(join(ROOT, "src/content/load-dir.ts"))});
      const { loadContent, DEFAULT_SELECTION } = await import(${JSON.stringify(join(ROOT, "src/content/load.ts"))});
      const { freshlyParsed } = await import(${JSON.stringify(join(ROOT, "src/effects/parse.ts"))});
      const { yamlParsed } = await import(${JSON.stringify(join(ROOT, "src/content/yaml-source.ts"))});
      const dir = ${JSON.stringify(dir)};
      const reuse = diskReuse({ root: REPO_ROOT }, dir);
      const load = loadContent(diskReader(dir), dir, DEFAULT_SELECTION, true, reuse);
      reuse.save();
      console.log(JSON.stringify({ errors: load.diagnostics.filter((d) => d.severity === "error").length, fresh: [...freshlyParsed()], yaml: yamlParsed() }));`;
    const parsedBy = () => {
      const r = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { env, encoding: "utf8", cwd: ROOT });
      expect(r.stderr).toBe("");
      return JSON.parse(r.stdout) as { errors: number; fresh: string[]; yaml: { texts: number; chars: number } };
    };
    const first = parsedBy();
    expect(first.errors).toBe(0);
    expect(first.fresh.length).toBeGreaterThan(300);
    const again = parsedBy();
    expect(again.fresh).toEqual([]);
    expect(again.yaml.texts).toBe(0);
    edit("cards/early-war.yaml", (t) => t.replace("remove_all_influence(us, cuba)", "remove_all_influence(us, cuba)\n      note(\"edited\")"));
    try {
      const after = parsedBy();
      expect(after.errors).toBe(0);
      expect(after.fresh).toHaveLength(1);
      expect(after.fresh[0]).toMatch(/remove_all_influence\(us, cuba\)\nnote\("edited"\)/);
      // Only the edited card's lines are parsed (found by the file's layout, kept in its entry:
      // yaml-chunks.ts); not the old text first, nor the whole file.
      expect(after.yaml.texts).toBe(1);
      const card = readFileSync(join(dir, "cards/early-war.yaml"), "utf8").split("\n  - id: ").find((c) => c.includes('note("edited")'))!;
      expect(after.yaml.chars).toBe(card.length + "\n  - id: ".length);
    } finally {
      edit("cards/early-war.yaml", (t) => t.replace("remove_all_influence(us, cuba)\n      note(\"edited\")", "remove_all_influence(us, cuba)"));
    }
  }, 120_000);
});
