// The disk cache tells a file unchanged by its `stat` (its signature, src/content/file-signature.ts)
// without reading it, but never takes a changed file for the one it recorded: not when the edit
// keeps the size and puts the modification time back (`touch -d`), nor a file replaced by another,
// nor one whose change time is too recent to rule out a write in the same clock tick.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bytesStamp, cached, lastOutcome } from "../../src/content/disk-cache.js";
import { diskReader } from "../../src/content/load-dir.js";

const ROOT = resolve(import.meta.dirname, "../..");
let work: string;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), "cw-signature-"));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Rewrites a file with text of the same size, its access and modification times put back as they
 * were to the nanosecond (`touch -r` through a reference file: utimes from JavaScript rounds them).
 */
function editKeepingSizeAndTime(file: string, from: string, to: string): void {
  expect(to.length).toBe(from.length);
  const ref = `${file}.times`;
  const touch = (args: string[]) => expect(spawnSync("touch", args).status).toBe(0);
  touch(["-r", file, ref]);
  const before = statSync(file, { bigint: true });
  const text = readFileSync(file, "utf8");
  expect(text).toContain(from);
  writeFileSync(file, text.replace(from, to));
  touch(["-r", ref, file]);
  rmSync(ref);
  const after = statSync(file, { bigint: true });
  expect([after.size, after.mtimeNs, after.ino]).toEqual([before.size, before.mtimeNs, before.ino]);
}

describe("a file's signature", () => {
  it("gives the recorded stamp without reading while the file keeps it, and never after an edit", async () => {
    const dir = mkdtempSync(join(work, "reader-"));
    const file = join(dir, "a.yaml");
    writeFileSync(file, "name: alpha\n");
    // (The ctime must be older than the read for the signature to be recorded: 20 ms here.)
    await sleep(40);
    const reader = diskReader(dir, 20);
    expect(reader("a.yaml")).toBe("name: alpha\n");
    const stamp = reader.lastStamp("a.yaml")!;
    const signature = reader.lastSignature!("a.yaml", stamp);
    expect(signature).toBeDefined();
    // A stamp given with the file's signature is taken as it is: nothing is read (a read would give the real one).
    expect(diskReader(dir, 20).stamp("a.yaml", { stamp: "bytes:recorded", signature: signature! })).toBe("bytes:recorded");
    // The same size, the same modification time: the change time still tells.
    await sleep(40);
    editKeepingSizeAndTime(file, "alpha", "omega");
    expect(diskReader(dir, 20).stamp("a.yaml", { stamp, signature: signature! })).toBe(bytesStamp(Buffer.from("name: omega\n")));
    // Another file put in its place (an editor's save by rename), the same bytes and times.
    const other = join(dir, "b.yaml");
    writeFileSync(other, "name: omega\n");
    await sleep(40);
    const r2 = diskReader(dir, 20);
    r2("a.yaml");
    const s2 = r2.lastSignature!("a.yaml", r2.lastStamp("a.yaml")!)!;
    renameSync(other, file);
    expect(diskReader(dir, 20).stamp("a.yaml", { stamp: "bytes:recorded", signature: s2 })).toBe(bytesStamp(Buffer.from("name: omega\n")));
  });

  it("is not recorded for a file changed within the safe age (3 s) before its read", () => {
    const dir = mkdtempSync(join(work, "racy-"));
    writeFileSync(join(dir, "a.yaml"), "name: alpha\n");
    const reader = diskReader(dir);
    reader("a.yaml");
    expect(reader.lastSignature!("a.yaml", reader.lastStamp("a.yaml")!)).toBeUndefined();
  });

  it("lets the disk cache restore an unchanged folder without reading it, and do the work again after an edit that keeps size and time", async () => {
    const dir = mkdtempSync(join(work, "cached-"));
    const cacheDir = join(work, "cache-" + Date.now());
    writeFileSync(join(dir, "a.yaml"), "name: alpha\n");
    await sleep(40);
    let works = 0;
    const spec = { kind: "signature-test", key: [dir], save: (v: string) => v, restore: (v: unknown) => v as string };
    const run = () => cached({ root: ROOT, dir: cacheDir }, spec, diskReader(dir, 20), (read) => (works++, read("a.yaml")!));
    expect(run()).toBe("name: alpha\n");
    expect([lastOutcome, works]).toEqual(["miss", 1]);
    expect(run()).toBe("name: alpha\n");
    expect([lastOutcome, works]).toEqual(["hit", 1]);
    await sleep(40);
    editKeepingSizeAndTime(join(dir, "a.yaml"), "alpha", "omega");
    expect(run()).toBe("name: omega\n");
    expect([lastOutcome, works]).toEqual(["miss", 2]);
    expect(run()).toBe("name: omega\n");
    expect([lastOutcome, works]).toEqual(["hit", 2]);
  });

  it("`cardwright validate` from the cache sees a card edited with its size and times kept, as with the cache off", async () => {
    const dir = join(work, "thirteen-days");
    cpSync(join(ROOT, "cards/thirteen-days"), dir, { recursive: true });
    // The copy's files old enough for their signatures to be recorded by the first run.
    await sleep(3200);
    const validate = (env: NodeJS.ProcessEnv = {}) => spawnSync(process.execPath, [join(ROOT, "src/cli/cardwright.js"), "validate", dir], { env: { ...process.env, CARDWRIGHT_CACHE_DIR: join(work, "cli-cache"), ...env }, encoding: "utf8" });
    const shown = (r: ReturnType<typeof validate>) => ({ status: r.status, stdout: r.stdout.replace(/ in [\d,]+ ms/, ""), stderr: r.stderr });
    const first = shown(validate());
    expect(first.status).toBe(0);
    expect(shown(validate())).toEqual(first);
    // A card's command value made a word of the same size: a schema error.
    editKeepingSizeAndTime(join(dir, "cards/strategy.yaml"), "command: 3", "command: X");
    const edited = shown(validate());
    expect(edited.status).toBe(1);
    expect(edited).toEqual(shown(validate({ CARDWRIGHT_CACHE: "0" })));
  }, 120_000);
});
