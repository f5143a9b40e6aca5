// The Play page's files (the built bundle, `npm run build` → dist/) served by `cardwright serve`, so
// a seat link opens the page on the same origin as the API. Only files inside the folder, GET only.
import { existsSync, readFileSync, statSync } from "node:fs";
import { extname, join, resolve, sep } from "node:path";
import type { ServerResponse } from "node:http";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8",
  ".json": "application/json", ".wasm": "application/wasm", ".ttf": "font/ttf", ".svg": "image/svg+xml", ".png": "image/png",
};

/** Sends the page's file for a URL path; false when there is none (the caller answers 404). */
export function sendPageFile(dir: string, pathname: string, res: ServerResponse): boolean {
  const root = resolve(dir);
  let rel: string;
  try {
    rel = pathname === "/" ? "play.html" : decodeURIComponent(pathname).replace(/^\/+/, "");
  } catch {
    return false; // a malformed escape names no file
  }
  const file = resolve(join(root, rel));
  if (!file.startsWith(root + sep) || !existsSync(file) || !statSync(file).isFile()) return false;
  res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream", "cache-control": rel.startsWith("assets/") ? "max-age=31536000, immutable" : "no-store" });
  res.end(readFileSync(file));
  return true;
}
