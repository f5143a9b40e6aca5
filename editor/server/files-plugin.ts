// Vite plugin: the editor's file API, in the dev server and in `vite preview` alike.
//   GET /api/files                 every YAML file under cards/ with its text and version
//   PUT /api/file?path=cards/…     saves the body to that file (refused outside cards/), if the
//                                  file is still the version the editor edited (If-Match: "v";
//                                  If-None-Match: * for a new file); otherwise 409 with the
//                                  file as it is now
// Every request must come from the editor's own page (request-guard.ts: Host, Origin, and the
// per-server token put into the page it serves). Refusals are JSON { error, code, at }: the code
// is in README's diagnostics table, `at` names the part of the request at fault.
// The content folder can be pointed elsewhere with CARDWRIGHT_CARDS_DIR (the browser tests use a
// copy, so saving never touches the repository's cards).
import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import type { Connect, Plugin, ResolvedConfig } from "vite";
import { listFiles, writeFile, type Precondition } from "./file-store.js";
import { PathRefused, resolveCardsPath } from "./path-guard.js";
import { guardRequest, newToken, withToken, type ApiProblem } from "./request-guard.js";

/** Largest file the editor may save (the largest shipped one is about 100 KB). */
export const MAX_BODY = 8 * 1024 * 1024;

export function cardwrightFiles(cardsDir: string): Plugin {
  // One token per server: pages served before a restart must reload.
  const token = newToken();
  const handler = apiHandler(cardsDir, token);
  let config: ResolvedConfig | null = null;
  return {
    name: "cardwright-files",
    configResolved(c) {
      config = c;
    },
    // Dev server: the page gets the token as it is served. Not in a build: a token baked into
    // dist/index.html would be stale (and read first) when `vite preview` adds its own.
    transformIndexHtml: (html) => (config?.command === "build" ? html : withToken(html, token)),
    configureServer(server) {
      server.middlewares.use("/api", handler);
    },
    configurePreviewServer(server) {
      server.middlewares.use("/api", handler);
      // `vite preview` serves the built pages as files: the token goes in on the way out.
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? "/", "http://localhost").pathname;
        const page = path === "/" || path === "/index.html" ? "index.html" : path === "/play.html" ? "play.html" : null;
        if (req.method !== "GET" || !page || !config) return next();
        const html = readFileSync(join(config.build.outDir, page), "utf8");
        // The page is served here, not by Vite: the headers the config asks for (cross-origin isolation).
        for (const [k, v] of Object.entries(config.preview.headers ?? {})) if (v !== undefined) res.setHeader(k, v);
        res.setHeader("Content-Type", "text/html; charset=utf-8");
        res.setHeader("Cache-Control", "no-store");
        res.end(withToken(html, token));
      });
    },
  };
}

export function apiHandler(cardsDir: string, token: string): Connect.NextHandleFunction {
  return (req, res) => {
    const refused = guardRequest(req, token);
    if (refused) return problem(res, refused);
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname === "/files") {
      if (req.method !== "GET") return problem(res, { status: 405, code: "CW957", at: "method", error: `${req.method} is not allowed on /api/files (GET only)` });
      return send(res, 200, { files: listFiles(cardsDir) });
    }
    if (url.pathname === "/file") {
      if (req.method !== "PUT") return problem(res, { status: 405, code: "CW957", at: "method", error: `${req.method} is not allowed on /api/file (PUT only)` });
      void writeRequest(cardsDir, url.searchParams.get("path"), req, res);
      return;
    }
    problem(res, { status: 404, code: "CW957", at: "url", error: `no such endpoint: /api${url.pathname}` });
  };
}

/** If-Match: "v" (the version edited) or If-None-Match: * (a new file). */
function precondition(req: IncomingMessage): Precondition | null {
  const match = req.headers["if-match"];
  if (typeof match === "string" && /^"[0-9a-f]{16}"$/.test(match.trim())) return { version: match.trim().slice(1, -1) };
  if (req.headers["if-none-match"] === "*") return { absent: true };
  return null;
}

async function writeRequest(cardsDir: string, path: string | null, req: IncomingMessage, res: ServerResponse): Promise<void> {
  try {
    resolveCardsPath(cardsDir, path);
    const expected = precondition(req);
    if (!expected) return problem(res, { status: 428, code: "CW958", at: "header If-Match", error: 'a save must say which version it edited: If-Match: "<version>" (or If-None-Match: * for a new file)' });
    const declared = Number(req.headers["content-length"] ?? 0);
    if (declared > MAX_BODY) return tooLarge(req, res);
    const body = await readBody(req);
    if (body === null) return tooLarge(req, res);
    let text: string;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(body);
    } catch {
      return problem(res, { status: 400, code: "CW958", at: "body", error: "the body is not valid UTF-8" });
    }
    const result = writeFile(cardsDir, path ?? "", text, expected);
    if (!result.ok) {
      const error = result.current ? `${path} changed on disk since the editor read it` : `${path} ${"absent" in expected ? "already exists" : "no longer exists"} on disk`;
      return send(res, 409, { error: `conflict: ${error}`, code: "CW955", at: "absent" in expected ? "header If-None-Match" : "header If-Match", current: result.current });
    }
    send(res, 200, { ok: true, path, version: result.version });
  } catch (e) {
    if (e instanceof PathRefused) return problem(res, { status: 403, code: "CW954", at: "query path", error: e.message });
    problem(res, { status: 500, code: "CW959", at: "body", error: `the file could not be written: ${(e as Error).message}` });
  }
}

function tooLarge(req: IncomingMessage, res: ServerResponse): void {
  // The rest of the body is not read: the connection closes after the answer.
  res.setHeader("Connection", "close");
  problem(res, { status: 413, code: "CW956", at: "body", error: `the file is larger than ${MAX_BODY / 2 ** 20} MB` });
  res.once("finish", () => req.destroy());
}

/** The body, or null as soon as it is larger than MAX_BODY. */
function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) {
        req.off("data", onData);
        req.pause();
        resolve(null);
      } else chunks.push(c);
    };
    req.on("data", onData);
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.end(JSON.stringify(body));
}

function problem(res: ServerResponse, p: ApiProblem): void {
  send(res, p.status, { error: p.error, code: p.code, at: p.at });
}
