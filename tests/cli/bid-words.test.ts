// `cardwright new-game --bid` with a bid the game's variable schema refuses: the schema's error in
// the reader's language inside the line, as validate says schema errors (not ajv's English).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const bin = new URL("../../src/cli/cardwright.js", import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), "cw-bid-words-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The first line new-game prints on its error output for a bid of `bid`, in `lang`. */
function refused(bid: string, lang: string): string {
  const r = spawnSync(process.execPath, [bin, "new-game", "--bid", bid, "--out", join(work, "g.json"), "--lang", lang], { encoding: "utf8", env: { ...process.env, CARDWRIGHT_CACHE: "0" } });
  expect(r.status).toBe(2);
  return r.stderr.split("\n")[0]!;
}

describe("a bid the game's schema refuses", () => {
  it("says the limit in words, in English and in Spanish", { timeout: 120_000 }, () => {
    expect(refused("us:99", "en")).toBe("cardwright new-game: argument 3 `us:99`: error CW905: a bid of us:99 is not allowed: `bid.amount` must be 20 or less");
    expect(refused("us:99", "es")).toBe("cardwright new-game: argumento 3 `us:99`: error CW905: no se admite una puja de us:99: `bid.amount` debe ser 20 o menos");
  });

  it("words each of several problems, in English and in Spanish", { timeout: 120_000 }, () => {
    expect(refused("us:99:zzz", "en")).toBe("cardwright new-game: argument 3 `us:99:zzz`: error CW905: a bid of us:99:zzz is not allowed: `bid.amount` must be 20 or less; `bid.kind` must be one of: influence, vp");
    expect(refused("us:99:zzz", "es")).toBe("cardwright new-game: argumento 3 `us:99:zzz`: error CW905: no se admite una puja de us:99:zzz: `bid.amount` debe ser 20 o menos; `bid.kind` debe ser uno de estos valores: influence, vp");
  });
});
