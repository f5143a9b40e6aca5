// The bad-input corpus (tests/bad-inputs/*.yaml): content, effect code, overlays, locales,
// scenario tests, saves, command-line arguments and requests to the editor's file API that are
// wrong on purpose. Each case names the exact code and location of the answer it must get. A case
// fails on a missing or unexpected error, a stack trace or internal error, a wrong exit code or
// HTTP status, a run longer than its time limit (a hang), or an input file it changed.
// Commands run in a worker thread (terminated on a hang); tests/bad-inputs/README.md describes
// the case format.
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync, lstatSync } from "node:fs";
import { request, createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { Worker } from "node:worker_threads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { DEFAULT_CONTENT_DIR, requireContent } from "../src/content/load-dir.js";
import { sessionStep, startSession } from "../src/kernel/index.js";
import { apiHandler } from "../editor/server/files-plugin.js";
import { versionOf } from "../editor/server/file-store.js";

/** Time limit of one case: far above what any case needs, so only a hang reaches it. */
const CASE_LIMIT_MS = 60_000;
const CORPUS = new URL("./bad-inputs/", import.meta.url);

type FileSpec = string | { replace?: [string, string][]; prepend?: string; append?: string; base64?: string; dir?: true; symlink?: string; size?: number };
interface SaveSpec {
  moves?: number;
  set?: Record<string, unknown>;
  delete?: string[];
  raw?: string;
  base64?: string;
  prefix?: string;
}
interface HttpSpec {
  method: string;
  path: string;
  headers?: Record<string, string>;
  host?: string;
  token?: "good" | "wrong" | "none";
  /** If-Match sent: the file's current version, an older one, none, or If-None-Match: * (new). */
  version?: "current" | "stale" | "none" | "new";
  body?: string;
  body_base64?: string;
  body_size?: number;
}
interface Case {
  id: string;
  about: string;
  content?: Record<string, FileSpec>;
  probe?: string;
  probe_event?: string;
  probe_overlay?: string;
  files?: Record<string, FileSpec>;
  save?: SaveSpec;
  run?: string[];
  http?: HttpSpec;
  exit?: number;
  status?: number;
  expect: string[];
}

const SUITES = readdirSync(CORPUS).filter((f) => f.endsWith(".yaml")).sort();
const cases = (file: string) => parse(readFileSync(new URL(file, CORPUS), "utf8")) as Case[];
const root = realpathSync(mkdtempSync(join(tmpdir(), "cw-bad-inputs-")));
// A copy of the content per case: removing them all took over the default 10 s on a loaded machine.
afterAll(() => rmSync(root, { recursive: true, force: true }), 120_000);

// --- the worker that runs commands

let worker: Worker | null = null;
let used = 0;
function freshWorker(): Worker {
  // Recycled every few cases: each command caches the content it loaded.
  if (!worker || used >= 12) {
    void worker?.terminate();
    worker = new Worker(new URL("./bad-inputs/cli-worker.js", import.meta.url));
    used = 0;
  }
  used++;
  return worker;
}
afterAll(() => void worker?.terminate());

function runCli(argv: string[]): Promise<{ out: string; err: string; code: number; hung?: boolean }> {
  const w = freshWorker();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void w.terminate();
      worker = null;
      resolve({ out: "", err: "", code: -1, hung: true });
    }, CASE_LIMIT_MS);
    // Each listener removes the other: a recycled worker does not pile up listeners.
    const onMessage = (m: unknown) => {
      clearTimeout(timer);
      w.off("error", onError);
      resolve(m as { out: string; err: string; code: number });
    };
    const onError = (e: Error) => {
      clearTimeout(timer);
      w.off("message", onMessage);
      worker = null;
      reject(e);
    };
    w.once("message", onMessage);
    w.once("error", onError);
    w.postMessage({ argv });
  });
}

// --- preparing a case's files

/** Where a `replace` put its new text: line and column (1-based) of its first character. */
type EditPlaces = Map<string, { line: number; column: number }>;

function writeSpec(full: string, spec: FileSpec, places: EditPlaces, name: string): void {
  mkdirSync(dirname(full), { recursive: true });
  if (typeof spec === "string") return writeFileSync(full, spec);
  if (spec.dir) {
    rmSync(full, { force: true, recursive: true });
    return void mkdirSync(full, { recursive: true });
  }
  if (spec.symlink) {
    rmSync(full, { force: true });
    return symlinkSync(spec.symlink, full);
  }
  if (spec.base64 !== undefined) return writeFileSync(full, Buffer.from(spec.base64, "base64"));
  if (spec.size !== undefined) return writeFileSync(full, `# ${"x".repeat(spec.size - 3)}\n`);
  let text = existsSync(full) ? readFileSync(full, "utf8") : "";
  if (spec.prepend !== undefined) {
    text = spec.prepend + text;
    places.set(name, { line: 1, column: 1 });
  }
  if (spec.append !== undefined) {
    places.set(name, { line: text.split("\n").length, column: 1 });
    text += spec.append;
  }
  for (const [old, now] of spec.replace ?? []) {
    const at = text.indexOf(old);
    if (at < 0 || text.indexOf(old, at + 1) >= 0) throw new Error(`${name}: the text to replace must occur exactly once: ${JSON.stringify(old)}`);
    const before = text.slice(0, at).split("\n");
    if (!places.has(name)) places.set(name, { line: before.length, column: before.at(-1)!.length + 1 });
    text = text.slice(0, at) + now + text.slice(at + old.length);
  }
  writeFileSync(full, text);
}

/** A new standard game (seed 3) after some legal moves, as its JSON text. */
function saveText(spec: SaveSpec): { text: string | Buffer; data: unknown } {
  if (spec.base64 !== undefined) return { text: Buffer.from(spec.base64, "base64"), data: null };
  if (spec.raw !== undefined) return { text: spec.raw, data: null };
  const content = requireContent();
  const save = startSession(content.game, { ...content.selection, seed: 3 });
  for (let i = 0; i < (spec.moves ?? 0) && save.state.pending.length; i++) sessionStep(content.game, save, { player: save.state.pending[0]!.player, choice: save.state.pending[0]!.options[0]! });
  const data = JSON.parse(JSON.stringify(save)) as Record<string, unknown>;
  for (const [path, value] of Object.entries(spec.set ?? {})) setPath(data, path, value);
  for (const path of spec.delete ?? []) setPath(data, path, undefined);
  return { text: (spec.prefix ?? "") + JSON.stringify(data, null, 2), data };
}

function setPath(data: unknown, path: string, value: unknown): void {
  const keys = path.split(".");
  let node = data as Record<string, unknown>;
  for (const k of keys.slice(0, -1)) node = node[k] as Record<string, unknown>;
  const last = keys.at(-1)!;
  if (value !== undefined) node[last] = value;
  else if (Array.isArray(node)) node.splice(Number(last), 1);
  else delete node[last];
}

/** Line and column of the value at `path` in JSON.stringify(data, null, 2): found with a marker, not with the code under test. */
function jsonPlace(data: unknown, path: string, prefix = ""): string {
  const copy = JSON.parse(JSON.stringify(data)) as unknown;
  setPath(copy, path, "\u0000MARK\u0000");
  const text = prefix + JSON.stringify(copy, null, 2);
  const at = text.indexOf('"\\u0000MARK\\u0000"');
  const before = text.slice(0, at).split("\n");
  return `${before.length}:${before.at(-1)!.length + 1}`;
}

function hashTree(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const f of readdirSync(dir, { recursive: true }) as string[]) {
    const full = join(dir, f);
    const st = lstatSync(full);
    out.set(f, st.isSymbolicLink() ? "link" : st.isDirectory() ? "dir" : createHash("sha256").update(readFileSync(full)).digest("hex"));
  }
  return out;
}

interface Prepared {
  dir: string;
  content: string;
  places: EditPlaces;
  save: { data: unknown; prefix: string } | null;
}

function prepare(c: Case): Prepared {
  const dir = join(root, c.id);
  mkdirSync(dir);
  const content = join(dir, "content");
  const places: EditPlaces = new Map();
  const usesContent = c.content || c.probe !== undefined || c.probe_event !== undefined || c.probe_overlay !== undefined || (c.run ?? []).some((a) => a.includes("{content}"));
  if (usesContent) {
    cpSync(DEFAULT_CONTENT_DIR, content, { recursive: true, filter: (src) => relative(DEFAULT_CONTENT_DIR, src) !== "tests" });
    const edits: Record<string, FileSpec> = { ...c.content };
    const probe = c.probe ?? (c.probe_event !== undefined ? probeCard(c.probe_event) : undefined);
    if (probe !== undefined) {
      edits["cards/probe.yaml"] = probe;
      writeSpec(join(content, "game.yaml"), { replace: [["cards/spanish-edition.yaml]", "cards/spanish-edition.yaml, cards/probe.yaml]"]] }, new Map(), "game.yaml");
    }
    if (c.probe_overlay !== undefined) {
      edits["options/probe.yaml"] = c.probe_overlay;
      writeSpec(join(content, "game.yaml"), { replace: [["  - options/reshuffle-when-empty.yaml\n", "  - options/reshuffle-when-empty.yaml\n  - options/probe.yaml\n"]] }, new Map(), "game.yaml");
    }
    for (const [name, spec] of Object.entries(edits)) writeSpec(join(content, name), spec, places, name);
  }
  for (const [name, spec] of Object.entries(c.files ?? {})) writeSpec(join(dir, name), spec, places, name);
  let save: Prepared["save"] = null;
  if (c.save) {
    const s = saveText(c.save);
    writeFileSync(join(dir, "save.json"), s.text);
    save = { data: s.data, prefix: c.save.prefix ?? "" };
  }
  return { dir, content, places, save };
}

/**
 * A card file with one US card whose event is `code`: its first line is line 13, column 7 of
 * cards/probe.yaml (and each further line one line down, same column).
 */
function probeCard(code: string): string {
  const head = ["cards:", "  - id: probe_card", "    number: 200", "    name: Probe", "    ops: 1", "    side: us", "    era: early", "    kind: event", "    removed_after_event: false", "    optional: false", "    text: A probe.", "    event: |"];
  return [...head, ...code.replace(/\n$/, "").split("\n").map((l) => `      ${l}`)].join("\n") + "\n";
}

/**
 * "FILE:L:C"; "FILE@edit+N" (N columns right of where the case's edit of FILE begins);
 * "FILE@edit>L:C" (L lines below it, column C); "save.json@state.vp" (that value in the save)
 * → "FILE:L:C". Other locations ("argument 3", "header Origin") are unchanged.
 */
function resolvePlace(where: string, p: Prepared): string {
  const edit = /^(.+)@edit(?:\+(\d+)|>(\d+):(\d+))?$/.exec(where);
  if (edit) {
    const at = p.places.get(edit[1]!);
    if (!at) throw new Error(`no edit in ${edit[1]} to locate ${where}`);
    if (edit[3] !== undefined) return `${edit[1]}:${at.line + Number(edit[3])}:${edit[4]}`;
    return `${edit[1]}:${at.line}:${at.column + Number(edit[2] ?? 0)}`;
  }
  // "save.json@PATH^": the key of that value, `"key": ` before it.
  const json = /^save\.json@(.+?)(\^?)$/.exec(where);
  if (json) {
    const [line, column] = jsonPlace(p.save!.data, json[1]!, p.save!.prefix).split(":").map(Number);
    const key = json[1]!.split(".").at(-1)!;
    return `save.json:${line}:${json[2] ? column! - JSON.stringify(key).length - 2 : column}`;
  }
  return where;
}

// --- checking an answer

interface Found {
  code: string;
  where: string;
  severity: string;
}

/** Every coded problem in the output, with where it was reported. */
function foundProblems(text: string): Found[] {
  const out: Found[] = [];
  for (const m of text.matchAll(/(?:^|\s)(\S+:\d+:\d+): (error|warning) (CW\d{3}):/gm)) out.push({ where: m[1]!, severity: m[2]!, code: m[3]! });
  for (const m of text.matchAll(/: argument (\d+) (?:`[^`\n]*`|\(missing\)): (error) (CW\d{3}):/g)) out.push({ where: `argument ${m[1]}`, severity: m[2]!, code: m[3]! });
  return out;
}

function samePlace(found: string, expected: string): boolean {
  return found === expected || found.endsWith(`/${expected}`);
}

const STACK = /^\s+at .+:\d+:\d+\)?$|UNCAUGHT|internal error|error interno|errore interno|erro interno|(?:Type|Range|Reference)Error\b/m;

async function runCase(c: Case): Promise<void> {
  const p = prepare(c);
  const before = hashTree(p.dir);
  const expected = c.expect.map((e) => {
    const [code, ...rest] = e.split(" ");
    const severity = code!.endsWith("?") ? "warning" : "error";
    return { code: code!.replace("?", ""), where: resolvePlace(rest.join(" "), p), severity };
  });
  if (c.http) {
    const r = await httpCase(c.http);
    expect(r.status, `${c.id}: HTTP status (${r.body})`).toBe(c.status);
    const body = JSON.parse(r.body) as { code?: string; at?: string };
    expect([{ code: body.code, where: body.at }], c.id).toEqual(expected.map(({ code, where }) => ({ code, where })));
  } else {
    const argv = (c.run ?? ["validate", "{content}"]).map((a) => a.replaceAll("{content}", p.content).replaceAll("{dir}", p.dir));
    const r = await runCli(argv);
    const output = `${r.out}\n${r.err}`;
    expect(r.hung ?? false, `${c.id}: hung (no answer within ${CASE_LIMIT_MS / 1000} s)`).toBe(false);
    expect(output, `${c.id}: a stack trace or an internal error`).not.toMatch(STACK);
    expect(r.code, `${c.id}: exit code\n${output}`).toBe(c.exit ?? 1);
    const found = foundProblems(output);
    for (const e of expected) {
      expect(found.some((f) => f.code === e.code && f.severity === e.severity && samePlace(f.where, e.where)), `${c.id}: expected ${e.severity} ${e.code} at ${e.where}\n${output.slice(0, 3000)}`).toBe(true);
    }
    const unexpected = found.filter((f) => f.severity === "error" && !expected.some((e) => e.code === f.code && samePlace(f.where, e.where)));
    expect(unexpected, `${c.id}: errors the case does not expect\n${output.slice(0, 3000)}`).toEqual([]);
  }
  const after = hashTree(p.dir);
  const changed = [...new Set([...before.keys(), ...after.keys()])].filter((f) => before.get(f) !== after.get(f));
  expect(changed, `${c.id}: input files changed`).toEqual([]);
}

// --- the editor's file API, served over a copy of the content

let server: Server;
let port = 0;
const TOKEN = "corpus-token";
let cardsDir = "";
beforeAll(async () => {
  cardsDir = join(root, "http-cards");
  mkdirSync(join(cardsDir, "g"), { recursive: true });
  writeFileSync(join(cardsDir, "g", "game.yaml"), "id: g\n");
  writeFileSync(join(root, "outside.yaml"), "secret: 1\n");
  symlinkSync(join(root, "outside.yaml"), join(cardsDir, "g", "link.yaml"));
  const handle = apiHandler(cardsDir, TOKEN);
  server = createServer((req, res) => {
    if (!req.url?.startsWith("/api/")) return void res.writeHead(404).end();
    req.url = req.url.slice(4);
    handle(req, res, () => res.writeHead(404).end());
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  port = (server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

function httpCase(h: HttpSpec): Promise<{ status: number; body: string }> {
  const before = hashTree(cardsDir);
  const current = readFileSync(join(cardsDir, "g", "game.yaml"), "utf8");
  const headers: Record<string, string> = { Host: h.host ?? `127.0.0.1:${port}`, ...h.headers };
  if ((h.token ?? "good") === "good") headers["X-Cardwright-Token"] = TOKEN;
  if (h.token === "wrong") headers["X-Cardwright-Token"] = "not-the-token";
  const v = h.version ?? (h.method === "PUT" ? "current" : "none");
  if (v === "current") headers["If-Match"] = `"${versionOf(current)}"`;
  if (v === "stale") headers["If-Match"] = `"${versionOf("id: an older text\n")}"`;
  if (v === "new") headers["If-None-Match"] = "*";
  const body = h.body_size !== undefined ? Buffer.alloc(h.body_size, 0x61) : h.body_base64 !== undefined ? Buffer.from(h.body_base64, "base64") : Buffer.from(h.body ?? "");
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, method: h.method, path: h.path, headers: { ...headers, "Content-Length": String(body.length) }, timeout: CASE_LIMIT_MS }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const changed = [...new Set([...before.keys(), ...hashTree(cardsDir).keys()])].filter((f) => before.get(f) !== hashTree(cardsDir).get(f));
        if (changed.length) reject(new Error(`the file API changed files: ${changed.join(", ")}`));
        else resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") });
      });
    });
    req.on("timeout", () => req.destroy(new Error("hung")));
    // A refused upload may be cut short by the server: what matters is its answer.
    req.on("error", (e) => ((e as NodeJS.ErrnoException).code === "EPIPE" || (e as NodeJS.ErrnoException).code === "ECONNRESET" ? undefined : reject(e)));
    req.end(body);
  });
}

// --- the suites

describe("bad-input corpus", () => {
  const all = SUITES.flatMap((f) => cases(f).map((c) => ({ file: f, c })));
  it("holds at least 100 cases, each with a unique id and an expected code and location", () => {
    expect(all.length).toBeGreaterThanOrEqual(100);
    expect(new Set(all.map((x) => x.c.id)).size).toBe(all.length);
    for (const { c } of all) {
      expect(c.expect.length, c.id).toBeGreaterThan(0);
      for (const e of c.expect) expect(e, c.id).toMatch(/^CW\d{3}\?? \S/);
    }
  });
  for (const file of SUITES) {
    describe(file, () => {
      for (const c of cases(file)) it(`${c.id}: ${c.about}`, () => runCase(c), CASE_LIMIT_MS + 30_000);
    });
  }
});
