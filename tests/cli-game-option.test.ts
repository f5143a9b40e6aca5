// `--game ID` picks a game under cards/ by its folder name, for every command.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const CLI = resolve(import.meta.dirname, "../src/cli/cardwright.js");
const run = (...args: string[]) => spawnSync(process.execPath, [CLI, ...args], { encoding: "utf8" });

describe("cardwright --game", () => {
  it("starts a game of the named folder", () => {
    const out = join(mkdtempSync(join(tmpdir(), "cw-game-")), "g.json");
    const r = run("new-game", "--game", "thirteen-days", "--out", out);
    expect(r.status).toBe(0);
    expect(JSON.parse(readFileSync(out, "utf8")).content).toBe("thirteen-days");
  });
  it("refuses an unknown game at its argument, with the games there and the nearest one", () => {
    const r = run("new-game", "--game", "thirteen-day");
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("argument 3 `thirteen-day`: error CW904: unknown game `thirteen-day`");
    expect(r.stderr).toContain("did you mean `thirteen-days`?");
  });
  it("is listed among the options of every command in the top-level help", () => {
    const r = run("--help");
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^  --game ID +A game under cards\/ by its folder name/m);
  });
  it("cannot be combined with --content", () => {
    const r = run("scenarios", "--game", "thirteen-days", "--content", "cards/twilight-struggle");
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("CW909");
  });
});
