// The dev server's file API over HTTP: lists cards/, saves inside it, refuses everything else.
import { createServer, type Server } from "node:http";
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, symlinkSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiHandler } from "../editor/server/files-plugin.js";

let root: string;
let cards: string;
let server: Server;
let base: string;

beforeAll(async () => {
  root = realpathSync(mkdtempSync(join(tmpdir(), "cw-api-")));
  cards = join(root, "cards");
  mkdirSync(join(cards, "g"), { recursive: true });
  writeFileSync(join(cards, "g", "game.yaml"), "id: g\n");
  writeFileSync(join(root, "outside.yaml"), "secret: 1\n");
  symlinkSync(join(root, "outside.yaml"), join(cards, "g", "link.yaml"));
  const handle = apiHandler(cards);
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

const put = (path: string, body: string) => fetch(`${base}/file?path=${encodeURIComponent(path)}`, { method: "PUT", body });

describe("file API", () => {
  it("lists the YAML files of cards/ with their text, leaving out links that lead outside", async () => {
    const res = await fetch(`${base}/files`);
    const body = (await res.json()) as { files: { path: string; text: string }[] };
    expect(body.files).toEqual([{ path: "cards/g/game.yaml", text: "id: g\n" }]);
  });

  it("saves a file inside cards/, creating folders", async () => {
    expect((await put("cards/g/game.yaml", "id: g2\n")).status).toBe(200);
    expect(readFileSync(join(cards, "g", "game.yaml"), "utf8")).toBe("id: g2\n");
    expect((await put("cards/g/tests/new.yaml", "name: t\n")).status).toBe(200);
    expect(readFileSync(join(cards, "g", "tests", "new.yaml"), "utf8")).toBe("name: t\n");
  });

  it("refuses paths outside cards/ with 403 and writes nothing", async () => {
    for (const p of ["cards/../outside.yaml", "/tmp/x.yaml", "package.json", "cards/g/link.yaml", "cards/g/x.js", join(root, "cards/g/abs.yaml")]) {
      const res = await put(p, "pwned: true\n");
      expect(res.status, p).toBe(403);
      expect(((await res.json()) as { error: string }).error).toMatch(/refused/);
    }
    expect(readFileSync(join(root, "outside.yaml"), "utf8")).toBe("secret: 1\n");
    expect(existsSync(join(cards, "g", "x.js"))).toBe(false);
  });
});
