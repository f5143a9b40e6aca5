// The disk cache finds the work done on a folder again for a copy of it in another place (a
// designer copying a shipped game to start a variant, a test copying a game to a temporary folder,
// a clone moved): the copy's files, by their paths in the folder and their bytes, are what the
// entry recorded, so nothing is parsed, and what is printed names the copy's files exactly as a run
// with the cache off does. A copy whose files differ is worked out again as an edit of the
// original would be; it is never answered as the original.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, unlinkSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cacheOutcome } from "./cache-outcome.js";
import { cached, copiedFrom, forgetFingerprints, lastOutcome } from "../src/content/disk-cache.js";

const ROOT = resolve(import.meta.dirname, "..");
let work: string;
let cacheDir: string;
let original: string;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), "cw-copies-"));
  cacheDir = join(work, "cache");
  original = join(work, "original");
  cpSync(join(ROOT, "cards/twilight-struggle"), original, { recursive: true });
  // The original validated once: its entries are made.
  const r = spawnSync(process.execPath, [join(ROOT, "src/cli/cardwright.js"), "validate", original], { env: { ...process.env, CARDWRIGHT_CACHE_DIR: cacheDir }, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`validate of the original failed: ${r.stdout}${r.stderr}`);
}, 60_000);

// (A dozen copies of a game and their caches: longer than a hook's default 10 s on a busy machine.)
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
}, 60_000);

/** A copy of `from` at work/`name`, changed by `change` (given the copy's folder). */
function copyOf(from: string, name: string, change: (dir: string) => void = () => {}): string {
  const dir = join(work, name);
  cpSync(from, dir, { recursive: true });
  change(dir);
  return dir;
}

const edit = (file: string, change: (text: string) => string) => {
  const before = readFileSync(file, "utf8");
  const after = change(before);
  expect(after, `the edit of ${file}`).not.toBe(before);
  writeFileSync(file, after);
};

/** `cardwright ARGS` with the test's cache (or with the cache off): its output, the time it took blanked. */
function run(args: string[], off = false): { stdout: string; status: number | null } {
  const r = spawnSync(process.execPath, [join(ROOT, "src/cli/cardwright.js"), ...args], { env: { ...process.env, CARDWRIGHT_CACHE_DIR: cacheDir, ...(off ? { CARDWRIGHT_CACHE: "0" } : {}) }, encoding: "utf8" });
  expect(r.stderr).toBe("");
  // The time it took, in any language ("in 2,309 ms", "en 2309 ms", "em 2.309 ms"), and simulate's rates.
  const stdout = r.stdout.replace(/ (in|en|em) [\d.,]+ ms/g, " in N ms").replace(/in [\d.]+ s: [\d.]+ games\/s, \d+ decisions\/s/g, "in N s");
  return { stdout, status: r.status };
}

/** How the disk cache answered `cardwright ARGS` for entries of `kind`, and how many YAML texts were parsed. */
function outcome(args: string[], kind: string): { outcome: string; parsedTexts: number } {
  return cacheOutcome(cacheDir, args, kind);
}

/** Checks that validate of `dir` prints with the cache what it prints with the cache off, in English and Spanish; returns the English. */
function sameAsOff(dir: string): string {
  // (The English with the cache off is the first comparison's: a run again of the same folder gave the same.)
  let english = "";
  for (const more of [[], ["--lang", "es"]]) {
    const cached = run(["validate", dir, ...more]);
    const off = run(["validate", dir, ...more], true);
    expect(cached.stdout, `validate ${dir} ${more.join(" ")}`).toBe(off.stdout);
    expect(cached.status).toBe(off.status);
    if (!more.length) english = off.stdout;
  }
  return english;
}

/** The bytes of every file under `dir`. */
function bytesUnder(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).reduce((n, e) => n + (e.isFile() ? statSync(join(e.parentPath, e.name)).size : 0), 0);
}

describe("the disk cache of a copied folder", () => {
  it("a copy of a validated folder is validated from the cache (no YAML parsed), printing what the cache off prints", () => {
    const copy = copyOf(original, "copy");
    expect(outcome(["validate", copy], "validate")).toEqual({ outcome: "hit", parsedTexts: 0 });
    expect(sameAsOff(copy)).toMatch(/^ok: /);
  }, 120_000);

  it("a copy with planted errors, copied again: the copy's copy is answered from the cache, its problems naming its own files", () => {
    const broken = copyOf(original, "broken", (dir) => {
      edit(join(dir, "cards/early-war.yaml"), (t) => t.replace("remove_all_influence(us, cuba)", "remove_all_influence(us, cubba)"));
      edit(join(dir, "options/us-handicap.yaml"), (t) => t.replace("kind: option", "kind: option\nsurprise: 1"));
    });
    const off = sameAsOff(broken);
    expect(off).toMatch(/broken\/cards\/early-war\.yaml:\d+:\d+: error CW302/);
    const again = copyOf(broken, "broken-again");
    expect(outcome(["validate", again], "validate")).toEqual({ outcome: "hit", parsedTexts: 0 });
    const printed = sameAsOff(again);
    expect(printed).toMatch(/broken-again\/cards\/early-war\.yaml:\d+:\d+: error CW302/);
    expect(printed).toMatch(/broken-again\/options\/us-handicap\.yaml:\d+:\d+: error CW201/);
    expect(printed).not.toMatch(/broken\//);
  }, 180_000);

  it("a copy with one card file edited parses that file alone again, as an edit of the original does", () => {
    const edited = copyOf(original, "edited", (dir) => edit(join(dir, "cards/mid-war.yaml"), (t) => t.replace(/(\n\s+text: >-?\n\s+)(\S)/, "$1Changed: $2")));
    const r = outcome(["validate", edited], "validate");
    expect(r).toEqual({ outcome: "near", parsedTexts: 1 });
    expect(sameAsOff(edited)).toMatch(/CW603/);
  }, 180_000);

  it("a copy with a file removed or added is not answered as the original", () => {
    const removed = copyOf(original, "removed", (dir) => unlinkSync(join(dir, "options/first-edition-headline.yaml")));
    expect(outcome(["validate", removed], "validate").outcome).not.toBe("hit");
    expect(sameAsOff(removed)).toMatch(/CW103/);
    const added = copyOf(original, "added", (dir) => {
      edit(join(dir, "game.yaml"), (t) => t.replace("  - options/optional-cards.yaml", "  - options/optional-cards.yaml\n  - options/added.yaml"));
      writeFileSync(join(dir, "options/added.yaml"), "id: added\nkind: option\nname: Added\ndescription: A new option.\nrequires: [nothing_such]\n");
    });
    expect(outcome(["validate", added], "validate").outcome).not.toBe("hit");
    expect(sameAsOff(added)).toMatch(/added\.yaml:\d+:\d+: error CW402/);
  }, 180_000);

  it("`simulate --content` of a copy loads its content from the cache, and plays as with the cache off", () => {
    const args = (dir: string) => ["simulate", "--content", dir, "--games", "2", "--workers", "1"];
    expect(outcome(args(original), "content").outcome).toBe("miss");
    const copy = copyOf(original, "simulated");
    expect(outcome(args(copy), "content")).toEqual({ outcome: "hit", parsedTexts: 0 });
    expect(run(args(copy)).stdout).toBe(run(args(copy), true).stdout);
  }, 180_000);

  it("a copy's restored game knows the copy's folder (errors of its running code name the copy's files), in this thread and in worker threads", async () => {
    const script = (dir: string) => `const { loadContentDir } = await import(${JSON.stringify(join(ROOT, "src/content/load-dir.ts"))});
      const cache = await import(${JSON.stringify(join(ROOT, "src/content/disk-cache.ts"))});
      const { sharedGameOf } = await import(${JSON.stringify(join(ROOT, "src/content/share-game.ts"))});
      const { deserialize } = await import("node:v8");
      const r = loadContentDir(${JSON.stringify(dir)}, undefined, false);
      const s = sharedGameOf(r.content);
      const from = s.within.reduce((v, name) => v[name], deserialize(s.bytes));
      console.log(JSON.stringify({ outcome: cache.lastOutcome, folder: r.compiledFrom.code.folder, game: r.content.game.folder, shared: from.code.folder }));`;
    const load = (dir: string) => {
      const r = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script(dir)], { cwd: ROOT, encoding: "utf8", env: { ...process.env, CARDWRIGHT_CACHE_DIR: cacheDir } });
      expect(r.stderr).toBe("");
      return JSON.parse(r.stdout) as Record<string, string>;
    };
    load(original);
    const copy = copyOf(original, "worker-copy");
    expect(load(copy)).toEqual({ outcome: "hit", folder: copy, game: copy, shared: copy });
  }, 120_000);

  it("a copy's first validate takes the original's entry as its own without writing it again (the cache grows by a few kilobytes), and its next validate is a hit", () => {
    const copy = copyOf(original, "named");
    const before = bytesUnder(cacheDir);
    expect(outcome(["validate", copy], "validate")).toEqual({ outcome: "hit", parsedTexts: 0 });
    // (The original's entry is about 0.8 MB: the copy's is a name for it, with the copy's reads.)
    expect(bytesUnder(cacheDir) - before).toBeLessThan(64 * 1024);
    expect(outcome(["validate", copy], "validate")).toEqual({ outcome: "hit", parsedTexts: 0 });
    expect(sameAsOff(copy)).toMatch(/^ok: /);
  }, 180_000);

  it("a copy answered from its original's entry and the original are edited, moved and deleted apart: each prints what the cache off prints for it", () => {
    const first = copyOf(original, "first");
    const copy = copyOf(first, "first-copy");
    expect(outcome(["validate", first], "validate").outcome).toBe("hit");
    expect(outcome(["validate", copy], "validate").outcome).toBe("hit");
    // The original edited and validated: the copy still says what its own files say.
    edit(join(first, "cards/early-war.yaml"), (t) => t.replace("remove_all_influence(us, cuba)", "remove_all_influence(us, cubba)"));
    expect(sameAsOff(first)).toMatch(/first\/cards\/early-war\.yaml:\d+:\d+: error CW302/);
    expect(sameAsOff(copy)).toMatch(/^ok: /);
    // The copy edited: the original says what it said.
    edit(join(copy, "options/us-handicap.yaml"), (t) => t.replace("kind: option", "kind: option\nsurprise: 1"));
    const copyOut = sameAsOff(copy);
    expect(copyOut).toMatch(/first-copy\/options\/us-handicap\.yaml:\d+:\d+: error CW201/);
    expect(copyOut).not.toMatch(/CW302/);
    const firstOut = sameAsOff(first);
    expect(firstOut).not.toMatch(/CW201/);
    // A copy of a copy whose original is then moved away, then deleted: still answered from the cache, as the cache off answers.
    const second = copyOf(original, "second");
    const third = copyOf(second, "third");
    expect(outcome(["validate", second], "validate").outcome).toBe("hit");
    expect(outcome(["validate", third], "validate").outcome).toBe("hit");
    renameSync(second, join(work, "second-moved"));
    expect(outcome(["validate", third], "validate")).toEqual({ outcome: "hit", parsedTexts: 0 });
    expect(sameAsOff(join(work, "second-moved"))).toMatch(/^ok: /);
    rmSync(join(work, "second-moved"), { recursive: true });
    expect(outcome(["validate", third], "validate")).toEqual({ outcome: "hit", parsedTexts: 0 });
    expect(sameAsOff(third)).toMatch(/^ok: /);
  }, 300_000);

  it("`simulate --content` of a copy with a card file edited parses that file alone, then after another edit that one alone, and plays as with the cache off", () => {
    const args = (dir: string) => ["simulate", "--content", dir, "--games", "2", "--workers", "1"];
    outcome(args(original), "content");
    const edited = copyOf(original, "simulated-edited", (dir) => edit(join(dir, "cards/mid-war.yaml"), (t) => t.replace(/(\n\s+text: >-?\n\s+)(\S)/, "$1Changed: $2")));
    expect(outcome(args(edited), "content").parsedTexts).toBe(1);
    expect(run(args(edited)).stdout).toBe(run(args(edited), true).stdout);
    // Its own entry made, another file edited: that file alone parsed again.
    edit(join(edited, "cards/late-war.yaml"), (t) => t.replace(/(\n\s+text: >-?\n\s+)(\S)/, "$1Changed: $2"));
    expect(outcome(args(edited), "content").parsedTexts).toBe(1);
    expect(run(args(edited)).stdout).toBe(run(args(edited), true).stdout);
    // Validate of the copy still prints what the cache off prints.
    expect(sameAsOff(edited)).toMatch(/CW603/);
  }, 300_000);

  it("a work on a folder is found again for another folder only with the same reads and the same Cardwright", () => {
    const root = join(work, "code");
    mkdirSync(join(root, "src"), { recursive: true });
    writeFileSync(join(root, "package.json"), '{"version":"1.0.0"}');
    writeFileSync(join(root, "src/a.ts"), "one");
    const saved = process.env.CARDWRIGHT_CACHE_DIR;
    process.env.CARDWRIGHT_CACHE_DIR = join(work, "unit-cache");
    try {
      let runs = 0;
      // Each folder's files as the reader gives them.
      const files: Record<string, Record<string, string>> = { "/a": { x: "same", y: "also" }, "/b": { x: "same", y: "also" }, "/c": { x: "same", y: "other" }, "/d": { x: "same", y: "also" } };
      const inFolder = (folder: string) => {
        const spec = { kind: "unit", key: ["k"], folder, save: (v: string) => v, restore: (v: unknown) => v as string };
        const read = (p: string): string | null => files[folder]![p] ?? null;
        return cached({ root }, spec, read, (r) => `${r("x")} ${r("y")} ${++runs}`);
      };
      forgetFingerprints();
      expect(inFolder("/a")).toBe("same also 1");
      expect(lastOutcome).toBe("miss");
      expect(inFolder("/b")).toBe("same also 1");
      expect(lastOutcome).toBe("hit");
      expect(copiedFrom("/b")).toBe("/a");
      expect(inFolder("/c")).toBe("same other 2");
      expect(lastOutcome).toBe("miss");
      // Another Cardwright: the same files are worked out again.
      writeFileSync(join(root, "src/a.ts"), "two!");
      utimesSync(join(root, "src/a.ts"), new Date(), new Date(Date.now() + 5000));
      forgetFingerprints();
      expect(inFolder("/d")).toBe("same also 3");
      expect(lastOutcome).toBe("miss");
    } finally {
      if (saved === undefined) delete process.env.CARDWRIGHT_CACHE_DIR;
      else process.env.CARDWRIGHT_CACHE_DIR = saved;
    }
  });
});
