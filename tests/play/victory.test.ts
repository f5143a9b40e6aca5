// How a game is won is told before it starts, for every scenario (the standard game included): in
// `cardwright scenarios`, on `cardwright play`'s first screen, in the player's language.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { DEFAULT_CONTENT_DIR, requireContent } from "../../src/content/load-dir.js";
import { victoryLines } from "../../src/content/victory.js";
import { loadBundle } from "../../src/cli/i18n-option.js";
import { translate } from "../../src/i18n/index.js";

const bin = new URL("../../src/cli/cardwright.js", import.meta.url).pathname;
const cli = (args: string[], input = "quit\n") => spawnSync(process.execPath, [bin, ...args], { input, encoding: "utf8" });

describe("victory conditions before the game starts", () => {
  it("`scenarios` says under every scenario of both games how it is won", () => {
    for (const game of ["twilight-struggle", "thirteen-days"]) {
      const r = cli(["scenarios", "--game", game]);
      expect(r.status).toBe(0);
      const lines = r.stdout.split("\n");
      const scenarios = lines.flatMap((l, i) => (/^scenario\s/.test(l) ? [i] : []));
      expect(scenarios.length).toBeGreaterThan(0);
      for (const i of scenarios) expect(lines[i + 1]).toMatch(/^\s+How it is won: \S.{40,}/);
    }
  });

  it("the Late War says its own conditions, the standard game the game's; an option adds what it changes", () => {
    const out = cli(["scenarios"]).stdout;
    expect(out).toMatch(/^scenario\s+late_war\s.*\n\s+How it is won: .*the US wins with 20 VP or more; anything less is a USSR win/m);
    expect(out).toMatch(/^scenario\s+standard\s.*\n\s+How it is won: A side wins at once when it reaches 20 VP.*every region is scored/m);
    expect(out).toMatch(/^option\s+held_scoring_card_allowed\s.*\n\s+Winning changes: Ending a turn with a scoring card in hand does not lose the game\./m);
    const content = requireContent(DEFAULT_CONTENT_DIR);
    const en = translate(loadBundle(DEFAULT_CONTENT_DIR).bundle, "en");
    const lines = victoryLines(content.manifest, content.overlays, { scenario: "standard", variants: ["chinese_civil_war"], options: ["held_scoring_card_allowed"] }, en);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe("Ending a turn with a scoring card in hand does not lose the game.");
  });

  it("in Spanish, Italian and Portuguese", () => {
    expect(cli(["scenarios", "--lang", "es"]).stdout).toMatch(/^escenario\s+late_war\s.*\n\s+Cómo se gana: .*EE\. UU\. gana si tiene 20 PV o más/m);
    expect(cli(["scenarios", "--lang", "it"]).stdout).toMatch(/^scenario\s+standard\s.*\n\s+Come si vince: Una parte vince subito/m);
    expect(cli(["scenarios", "--lang", "pt", "--game", "twilight-struggle"]).stdout).toMatch(/Como se vence: Um lado vence de imediato/);
  });

  it("`cardwright play` opens with the conditions of the scenario chosen", () => {
    const late = cli(["play", "--scenario", "late_war", "--opponent", "random", "--seed", "3"]);
    expect(late.stdout).toMatch(/^How to win: The usual instant wins still count.*anything less is a USSR win/m);
    const days = cli(["play", "--game", "thirteen-days", "--opponent", "random", "--seed", "3", "--lang", "es"]);
    expect(days.stdout).toMatch(/^Cómo se gana: Tras tres rondas gana el bando con más Prestigio/m);
  });
});
