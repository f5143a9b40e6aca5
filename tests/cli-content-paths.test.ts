// A command other than `validate` that meets broken content (new-game, scenarios, play …) prints
// each problem at a path that opens from where the command was run, as `validate` does: a designer
// working on `--content my-game` reads `my-game/cards/strategy.yaml:19:14`, not a path inside it.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const bin = new URL("../src/cli/cardwright.js", import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), "cardwright-paths-"));
cpSync(new URL("../cards/thirteen-days", import.meta.url).pathname, join(work, "my-game"), { recursive: true });
const file = join(work, "my-game", "cards", "strategy.yaml");
writeFileSync(file, readFileSync(file, "utf8").replace("    command: 3\n", "    command: three\n"));
const run = (...args: string[]) => spawnSync(process.execPath, [bin, ...args], { cwd: work, encoding: "utf8", env: { ...process.env, CARDWRIGHT_CACHE_DIR: join(work, "cache") } });

describe("broken content seen by a command other than validate", () => {
  it("is shown at the path from the working folder, the same as validate shows it", () => {
    const validate = run("validate", "--content", "my-game");
    const place = /^(\S+:\d+:\d+): error CW204/m.exec(validate.stdout)?.[1];
    expect(place).toBe("my-game/cards/strategy.yaml:19:14");
    for (const args of [["new-game", "--content", "my-game"], ["scenarios", "--content", "my-game"]]) {
      const r = run(...args);
      expect(r.status).toBe(1);
      expect(r.stderr).toContain(`${place}: error CW204`);
    }
  }, 120_000);
});
