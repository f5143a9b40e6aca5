// `cardwright serve` serving the built Play page: its files, and nothing outside its folder.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import type { ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sendPageFile } from "../../src/serve/page.js";

function response() {
  const r = { status: 0, headers: {} as Record<string, string>, body: "" };
  const res = { writeHead: (s: number, h: Record<string, string>) => ((r.status = s), (r.headers = h)), end: (b: Buffer) => (r.body = b.toString()) } as unknown as ServerResponse;
  return { r, res };
}

describe("the Play page served by `cardwright serve`", () => {
  const top = mkdtempSync(join(tmpdir(), "cw-page-"));
  const dir = join(top, "dist");
  mkdirSync(join(dir, "assets"), { recursive: true });
  writeFileSync(join(dir, "play.html"), "<cw-play-page>");
  writeFileSync(join(dir, "assets", "play-1.js"), "export {}");
  writeFileSync(join(top, "secret.txt"), "not for you");

  it("serves play.html at / and the assets with their types", () => {
    const a = response();
    expect(sendPageFile(dir, "/", a.res)).toBe(true);
    expect(a.r.body).toBe("<cw-play-page>");
    expect(a.r.headers["content-type"]).toMatch(/text\/html/);
    const b = response();
    expect(sendPageFile(dir, "/assets/play-1.js", b.res)).toBe(true);
    expect(b.r.headers["content-type"]).toMatch(/javascript/);
  });

  it("refuses anything outside the folder, and files it does not have", () => {
    for (const path of ["/../secret.txt", "/%2e%2e/secret.txt", "/assets/../../secret.txt", "/nope.js", "/assets", "/%E0%A4%A"]) {
      const x = response();
      expect(sendPageFile(dir, path, x.res), path).toBe(false);
      expect(x.r.body).toBe("");
    }
  });
});
