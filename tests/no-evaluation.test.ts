// greedy and search weigh positions with the game's evaluation (game.yaml `bots: evaluation:`); in a
// game that declares none every position is worth the same, and they choose at random among the
// moves that do not lose at once, as careful does. simulate, balance and play say so once, in the
// reader's language, so that their results are not read as the bots' strength.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");
const work = mkdtempSync(join(tmpdir(), "cw-no-evaluation-"));
const game = join(work, "game");
cpSync(join(ROOT, "cards/thirteen-days"), game, { recursive: true });
const yaml = readFileSync(join(game, "game.yaml"), "utf8");
const without = yaml.replace(/^ {2}evaluation:\n(?: {4}.*\n)+/m, "");
expect(without).not.toBe(yaml);
writeFileSync(join(game, "game.yaml"), without);
afterAll(() => rmSync(work, { recursive: true, force: true }));

const cli = (content: string, args: string[], input = "") => {
  const r = spawnSync(process.execPath, [join(ROOT, "src/cli/cardwright.js"), ...args, "--content", content], { encoding: "utf8", input, cwd: work });
  expect(r.status, r.stderr).toBe(0);
  return r.stdout;
};
const NOTE = "this game declares no evaluation (`bots: evaluation:` in game.yaml), so greedy and search bots";
const count = (out: string, text: string) => out.split(text).length - 1;

describe("greedy and search in a game with no evaluation", () => {
  it("simulate --bots, balance and play --opponent say once that they choose at random among safe moves; not for careful, nor in a game with an evaluation", () => {
    const sim = cli(game, ["simulate", "--bots", "us=greedy,ussr=search:5", "--games", "2", "--workers", "1"]);
    expect(count(sim, NOTE)).toBe(1);
    expect(sim).toContain(`${NOTE} (greedy, search:5) choose at random among the moves that do not lose at once, as careful does`);
    expect(cli(game, ["simulate", "--bots", "us=greedy,ussr=search:5", "--games", "2", "--workers", "1", "--lang", "es"])).toContain("este juego no declara evaluación (`bots: evaluation:` en game.yaml), así que los bots greedy y search (greedy, search:5) eligen al azar");
    expect(cli(game, ["simulate", "--bots", "us=careful,ussr=random", "--games", "2", "--workers", "1"])).not.toContain(NOTE);
    expect(cli(join(ROOT, "cards/thirteen-days"), ["simulate", "--bots", "us=greedy,ussr=careful", "--games", "2", "--workers", "1"])).not.toContain(NOTE);

    const bal = cli(game, ["balance", "--variant", "standard", "--against", "standard", "--bots", "us=greedy,ussr=careful", "--games", "2", "--workers", "1", "--out", join(work, "b")]);
    expect(count(bal, NOTE)).toBe(1);
    expect(bal).toContain(`${NOTE} (greedy) choose`);

    const play = cli(game, ["play", "--as", "us", "--opponent", "search:5", "--seed", "1"], "quit\n");
    expect(count(play, NOTE)).toBe(1);
    expect(cli(game, ["play", "--as", "us", "--opponent", "careful", "--seed", "1"], "quit\n")).not.toContain(NOTE);
    expect(cli(game, ["play", "--as", "us", "--opponent", "search:5", "--seed", "1", "--lang", "it"], "quit\n")).toContain("questo gioco non dichiara una valutazione");
  });
});
