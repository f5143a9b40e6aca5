// A key typed in a procedure's code. Every overlay not selected is checked on its own on each build
// (loadContent) and its diagnostics are kept while nothing it can depend on changed: a routine's
// code reaches them only through whether it asks a player (src/content/load.ts, outsideOverlays).
// Whatever the edit, the build must equal a full load from scratch; and a key that leaves every
// procedure asking as it did must not check the overlays again (what made such a key take the
// editor ~130 ms where a key in a card takes ~10).
import { describe, expect, it } from "vitest";
import { editableContent } from "../helpers.js";
import { loadContent, newReuse, type LoadResult } from "../../src/content/load.js";

const dir = "cards/twilight-struggle";
const selection = { scenario: "standard", variants: [] as string[], options: [] as string[] };
const SCORING = "procedures/scoring.yaml";
const VARIANT = "variants/chinese-civil-war.yaml";

const { read, edit } = editableContent(dir);

describe("a key in a procedure's code", () => {
  const reuse = newReuse();
  /**
   * Builds with the editor's reuse and from scratch: the same diagnostics, the same game. Returns
   * the full build and the overlays whose diagnostics were computed again (not the list kept).
   */
  const build = (): { full: LoadResult; checkedAgain: string[] } => {
    const kept = new Map([...reuse.overlays].map(([path, entry]) => [path, entry.diagnostics]));
    const incremental = loadContent(read, dir, selection, true, reuse);
    const full = loadContent(read, dir, selection, true);
    expect(incremental.diagnostics).toEqual(full.diagnostics);
    expect(incremental.content !== null).toBe(full.content !== null);
    if (incremental.compiledFrom) expect(JSON.stringify(incremental.compiledFrom.code)).toEqual(JSON.stringify(full.compiledFrom!.code));
    const checkedAgain = [...reuse.overlays].filter(([path, entry]) => kept.get(path) !== entry.diagnostics).map(([path]) => path);
    return { full, checkedAgain };
  };
  const errors = (r: LoadResult) => r.diagnostics.filter((d) => d.severity === "error").map((d) => `${d.code} ${d.file}:${d.start.line}:${d.start.column} ${d.message}`);

  it("checks no overlay again while every procedure asks a player as before; the same diagnostics as a full load", { timeout: 300_000 }, () => {
    const first = build();
    expect(errors(first.full)).toEqual([]);
    expect(reuse.overlays.size).toBeGreaterThan(5);
    // An unknown name typed letter by letter into `score`'s code, then Backspaced away.
    const typed = (s: string) => `let r = region_score(region${s})`;
    for (const [from, to] of [["", "x"], ["x", "xy"], ["xy", "x"], ["x", ""]] as const) {
      edit(SCORING, typed(from), typed(to));
      const { full, checkedAgain } = build();
      expect(errors(full).join("\n")).toEqual(to ? expect.stringMatching(/^CW302 procedures\/scoring\.yaml:10:\d+ unknown name `regionx?y?`/) : "");
      expect(checkedAgain).toEqual([]);
    }
    // A syntax error and its repair; a call to another procedure added (it asks nobody): the same.
    edit(SCORING, "let net = r.us - r.ussr\n      if net > 0", "let net = (r.us - r.ussr\n      if net > 0");
    expect(build().checkedAgain).toEqual([]);
    edit(SCORING, "let net = (r.us - r.ussr\n      if net > 0", "let net = r.us - r.ussr\n      if net > 0");
    edit(SCORING, '      emit("region_scored", it: region)\n', '      emit("region_scored", it: region)\n      winner_on_points("x")\n');
    const added = build();
    expect(errors(added.full)).toEqual([]);
    expect(added.checkedAgain).toEqual([]);
    edit(SCORING, '      winner_on_points("x")\n', "");
    expect(build().checkedAgain).toEqual([]);
  });

  it("checks the overlays again when a procedure's code makes it ask a player: an overlay's error says so", { timeout: 300_000 }, () => {
    // The variant (not selected) calls final_scoring inside an expression: an error only the
    // variant's own check finds, whose words say whether final_scoring asks a player.
    edit(VARIANT, "          end_effect(chinese_civil_war)\n", '          end_effect(chinese_civil_war)\n          log("x", { s: final_scoring() })\n');
    const before = build();
    expect(errors(before.full)).toEqual([expect.stringMatching(/^CW305 variants\/chinese-civil-war\.yaml:\d+:\d+ `final_scoring` changes the game/)]);
    // score_now (which final_scoring calls) made to ask a player: final_scoring now asks too.
    const asking = '      let r = region_score(region)\n      let c = pick(us, [1, 2], "ops_use")\n';
    edit(SCORING, "    do: |\n      let r = region_score(region)\n      log(\"score.region\", { region: region, us: r.us, ussr: r.ussr })\n      let net = r.us - r.ussr\n      if net > 0 { vp(us, net) }\n      if net < 0 { vp(ussr, -net) }\n      if r.winner != none and rules.victory.europe_control_wins { game_over(winner: r.winner, reason: \"region_control\") }\n  winner_on_points", `    do: |\n${asking}      log("score.region", { region: region, us: r.us, ussr: r.ussr })\n      let net = r.us - r.ussr\n      if net > 0 { vp(us, net) }\n      if net < 0 { vp(ussr, -net) }\n      if r.winner != none and rules.victory.europe_control_wins { game_over(winner: r.winner, reason: "region_control") }\n  winner_on_points`);
    const asks = build();
    expect(errors(asks.full)).toEqual([expect.stringMatching(/^CW305 variants\/chinese-civil-war\.yaml:\d+:\d+ `final_scoring` asks a player/)]);
    expect(asks.checkedAgain).toContain(VARIANT);
    // A key in score_now's new line that keeps it asking: nothing checked again.
    edit(SCORING, '"ops_use")\n', '"ops_use") \n');
    expect(build().checkedAgain).toEqual([]);
    // Taken out again: the first words come back.
    edit(SCORING, asking.replace('"ops_use")', '"ops_use") '), "      let r = region_score(region)\n");
    const back = build();
    expect(errors(back.full)).toEqual(errors(before.full));
    expect(back.checkedAgain).toContain(VARIANT);
    edit(VARIANT, '          log("x", { s: final_scoring() })\n', "");
    expect(errors(build().full)).toEqual([]);
  });
});
