// Vite plugin: the editor's file API, in the dev server and in `vite preview` alike.
//   GET /api/files                 every YAML file under cards/ with its text
//   PUT /api/file?path=cards/…     writes the request body to that file (refused outside cards/)
// The content folder can be pointed elsewhere with CARDWRIGHT_CARDS_DIR (the browser tests use a
// copy, so saving never touches the repository's cards).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { dirname, join, relative } from "node:path";
import type { Connect, Plugin } from "vite";
import { CARDS_PREFIX, PathRefused, resolveCardsPath } from "./path-guard.js";

const MAX_BODY = 8 * 1024 * 1024;

export function cardwrightFiles(cardsDir: string): Plugin {
  const handler = apiHandler(cardsDir);
  return {
    name: "cardwright-files",
    configureServer(server) {
      server.middlewares.use("/api", handler);
    },
    configurePreviewServer(server) {
      server.middlewares.use("/api", handler);
    },
  };
}

export function apiHandler(cardsDir: string): Connect.NextHandleFunction {
  return (req, res, next) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (req.method === "GET" && url.pathname === "/files") return send(res, 200, { files: listFiles(cardsDir) });
    if (url.pathname === "/file" && req.method === "PUT") {
      void writeRequest(cardsDir, url.searchParams.get("path"), req, res);
      return;
    }
    if (url.pathname === "/file" && req.method === "GET") {
      try {
        return send(res, 200, { text: readFileSync(resolveCardsPath(cardsDir, url.searchParams.get("path")), "utf8") });
      } catch (e) {
        return fail(res, e);
      }
    }
    next();
  };
}

async function writeRequest(cardsDir: string, path: string | null, req: IncomingMessage, res: ServerResponse): Promise<void> {
  try {
    const full = resolveCardsPath(cardsDir, path);
    const text = await readBody(req);
    mkdirSync(dirname(full), { recursive: true });
    // Checked again after creating folders: a folder made on the way cannot be a link out.
    resolveCardsPath(cardsDir, path);
    writeFileSync(full, text, "utf8");
    send(res, 200, { ok: true, path });
  } catch (e) {
    fail(res, e);
  }
}

function listFiles(cardsDir: string): { path: string; text: string }[] {
  const out: { path: string; text: string }[] = [];
  for (const entry of readdirSync(cardsDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.ya?ml$/.test(entry.name)) continue;
    const path = CARDS_PREFIX + relative(cardsDir, join(entry.parentPath, entry.name)).split("\\").join("/");
    try {
      out.push({ path, text: readFileSync(resolveCardsPath(cardsDir, path), "utf8") });
    } catch {
      // A file the guard refuses (e.g. behind a link out of cards/) is not shown at all.
    }
  }
  return out.sort((a, b) => a.path.localeCompare(b.path));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) reject(new Error("file too large"));
      else chunks.push(c);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.end(JSON.stringify(body));
}

function fail(res: ServerResponse, e: unknown): void {
  if (e instanceof PathRefused) send(res, 403, { error: e.message });
  else send(res, 500, { error: (e as Error).message });
}
