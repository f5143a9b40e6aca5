// The dev server's file API over HTTP: lists cards/ with versions, saves inside it when the file
// is still the version edited (atomically), refuses everything else. More refusals (origin, host,
// token, sizes) are in the bad-input corpus (tests/bad-inputs/http.yaml).
import { createServer, type Server } from "node:http";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, symlinkSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiHandler } from "../editor/server/files-plugin.js";
import { versionOf } from "../editor/server/file-store.js";

let root: string;
let cards: string;
let server: Server;
let base: string;
const token = "test-token-123";

beforeAll(async () => {
  root = realpathSync(mkdtempSync(join(tmpdir(), "cw-api-")));
  cards = join(root, "cards");
  mkdirSync(join(cards, "g"), { recursive: true });
  writeFileSync(join(cards, "g", "game.yaml"), "id: g\n");
  writeFileSync(join(root, "outside.yaml"), "secret: 1\n");
  symlinkSync(join(root, "outside.yaml"), join(cards, "g", "link.yaml"));
  const handle = apiHandler(cards, token);
  server = createServer((req, res) => {
    if (!req.url?.startsWith("/api/")) return void res.writeHead(404).end();
    req.url = req.url.slice(4);
    handle(req, res, () => res.writeHead(404).end());
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const addr = server.address() as { port: number };
  base = `http://127.0.0.1:${addr.port}/api`;
});

afterAll(() => new Promise<void>((r) => server.close(() => r())));

const headers = (extra: Record<string, string> = {}) => ({ "X-Cardwright-Token": token, ...extra });
const put = (path: string, body: string, version: string | null) =>
  fetch(`${base}/file?path=${encodeURIComponent(path)}`, { method: "PUT", body, headers: headers(version === null ? { "If-None-Match": "*" } : { "If-Match": `"${version}"` }) });

describe("file API", () => {
  it("lists the YAML files of cards/ with their text and version, leaving out links that lead outside", async () => {
    const res = await fetch(`${base}/files`, { headers: headers() });
    const body = (await res.json()) as { files: { path: string; text: string; version: string }[] };
    expect(body.files).toEqual([{ path: "cards/g/game.yaml", text: "id: g\n", version: versionOf("id: g\n") }]);
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("saves a file edited from its current version, atomically, and returns the new version", async () => {
    const res = await put("cards/g/game.yaml", "id: g2\n", versionOf("id: g\n"));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { version: string }).version).toBe(versionOf("id: g2\n"));
    expect(readFileSync(join(cards, "g", "game.yaml"), "utf8")).toBe("id: g2\n");
    expect(readdirSync(join(cards, "g")).filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });

  it("creates a new file (and its folders) only when it does not exist yet", async () => {
    expect((await put("cards/g/tests/new.yaml", "name: t\n", null)).status).toBe(200);
    expect(readFileSync(join(cards, "g", "tests", "new.yaml"), "utf8")).toBe("name: t\n");
    const again = await put("cards/g/tests/new.yaml", "name: other\n", null);
    expect(again.status).toBe(409);
    expect(readFileSync(join(cards, "g", "tests", "new.yaml"), "utf8")).toBe("name: t\n");
  });

  it("refuses a save from an older version with 409 and the file as it is now, writing nothing", async () => {
    writeFileSync(join(cards, "g", "game.yaml"), "id: changed-on-disk\n");
    const res = await put("cards/g/game.yaml", "id: mine\n", versionOf("id: g2\n"));
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: "conflict: cards/g/game.yaml changed on disk since the editor read it",
      code: "CW955",
      at: "header If-Match",
      current: { path: "cards/g/game.yaml", text: "id: changed-on-disk\n", version: versionOf("id: changed-on-disk\n") },
    });
    expect(readFileSync(join(cards, "g", "game.yaml"), "utf8")).toBe("id: changed-on-disk\n");
  });

  it("refuses paths outside cards/ with 403 and writes nothing", async () => {
    for (const p of ["cards/../outside.yaml", "/tmp/x.yaml", "package.json", "cards/g/link.yaml", "cards/g/x.js", join(root, "cards/g/abs.yaml")]) {
      const res = await put(p, "pwned: true\n", null);
      expect(res.status, p).toBe(403);
      expect(await res.json()).toMatchObject({ code: "CW954", at: "query path" });
    }
    expect(readFileSync(join(root, "outside.yaml"), "utf8")).toBe("secret: 1\n");
    expect(existsSync(join(cards, "g", "x.js"))).toBe(false);
  });
});
