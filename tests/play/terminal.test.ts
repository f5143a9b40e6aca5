// `cardwright play` driven as a player drives it: lines on stdin, the screen on stdout.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_CONTENT_DIR, requireContent } from "../../src/content/load-dir.js";
import { apply, newGame, view } from "../../src/kernel/index.js";
import { numberedByValue } from "../../src/play/answer-keys.js";
import { savedAtQuestion } from "../../src/testing/saved-at-question.js";
import { loadBundle } from "../../src/cli/i18n-option.js";
import { translate } from "../../src/i18n/index.js";

const bin = new URL("../../src/cli/cardwright.js", import.meta.url).pathname;
function play(input: string[], ...args: string[]) {
  const r = spawnSync(process.execPath, [bin, "play", ...args], { input: input.join("\n") + "\n", encoding: "utf8" });
  return { code: r.status, out: r.stdout, err: r.stderr };
}
const en = translate(loadBundle(DEFAULT_CONTENT_DIR).bundle, "en");
const LATE_WAR = ["--scenario", "late_war", "--as", "us", "--opponent", "random", "--seed", "3"];

describe("cardwright play", () => {
  it("plays a Late War turn against a bot to its end, showing the other side's moves", () => {
    const r = play(Array(400).fill("1"), ...LATE_WAR);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(r.out).toContain("Late War: you play US");
    expect(r.out).toContain("US: choose your headline card");
    expect(r.out).toMatch(/· USSR plays .+/);
    expect(r.out).toContain("· Turn 9\n");
  });

  it("shows only the player's own hand", () => {
    const g = requireContent(DEFAULT_CONTENT_DIR, { scenario: "late_war" }).game;
    const s = newGame(g, { scenario: "late_war", variants: [], options: [], seed: 3 });
    const hand = (side: string) => (view(g, s, side).piles["hand"] as Record<string, { cards: string[] }>)[side]!.cards.map((c) => en.name("card", c));
    const r = play(["quit"], ...LATE_WAR);
    for (const card of hand("us")) expect(r.out).toContain(card);
    // Cards in both hands cannot be told apart by name: only the USSR's own are checked.
    for (const card of hand("ussr").filter((c) => !hand("us").includes(c))) expect(r.out).not.toContain(card);
    expect(r.out).toMatch(/\nUSSR's hand: \d+ cards\n/);
  });

  it("refuses a wrong answer with the nearest one, and accepts a name", () => {
    const r = play(["tear down thsi wall", "99", "Tear Down This Wall", "quit"], ...LATE_WAR);
    expect(r.out).toContain("`tear down thsi wall` is not one of the answers. Did you mean `Tear Down This Wall`?");
    expect(r.out).toContain("Answer with a number from 1 to 8, a name, or `help`.");
    expect(r.out).toContain("US headlines Tear Down This Wall");
  });

  it("undo takes back the player's move and the bot's answers after it, and asks again", () => {
    const r = play(["1", "undo", "quit"], ...LATE_WAR);
    const after = r.out.slice(r.out.indexOf("Took back"));
    expect(r.out).toMatch(/Took back \d+ moves\./);
    expect(after).toContain("US: choose your headline card");
    expect(play(["undo", "quit"], ...LATE_WAR).out).toContain("There is no move of yours to take back.");
  });

  it("saves to a file and resumes from it where it was", () => {
    const file = join(mkdtempSync(join(tmpdir(), "cw-play-")), "game.json");
    const first = play(["2", "1", `save ${file}`, "quit"], ...LATE_WAR);
    expect(first.out).toContain(`Saved to ${file}.`);
    const save = JSON.parse(readFileSync(file, "utf8")) as { format: string; steps: unknown[] };
    expect(save.format).toBe("cardwright-save");
    expect(save.steps.length).toBeGreaterThan(2);
    const lastQuestion = (out: string) => out.slice(out.lastIndexOf("Late War: you play US"), out.lastIndexOf("   1. "));
    const resumed = play(["quit"], "--resume", file, "--as", "us", "--opponent", "random");
    expect(resumed.code).toBe(0);
    expect(lastQuestion(resumed.out)).toBe(lastQuestion(first.out.slice(0, first.out.indexOf("Saved to"))));
    // The save is the one the other commands read.
    const check = spawnSync(process.execPath, [bin, "replay", file], { encoding: "utf8" });
    expect(check.stdout).toContain("replayed state matches the saved state");
  });

  it("resumes, replays and logs a save of another game without --game: the save names its game", () => {
    const file = join(mkdtempSync(join(tmpdir(), "cw-play-")), "thirteen.json");
    expect(spawnSync(process.execPath, [bin, "new-game", "--game", "thirteen-days", "--seed", "2", "--out", file], { encoding: "utf8" }).status).toBe(0);
    const resumed = play(["quit"], "--resume", file, "--opponent", "random");
    expect(resumed.err).toBe("");
    expect(resumed.code).toBe(0);
    expect(resumed.out).toContain("US: choose your agenda for this round, in secret");
    const replayed = spawnSync(process.execPath, [bin, "replay", file], { encoding: "utf8" });
    expect(replayed.stderr).toBe("");
    expect(replayed.stdout).toContain("replayed state matches the saved state");
    const log = spawnSync(process.execPath, [bin, "log", file], { encoding: "utf8" });
    expect(log.status).toBe(0);
    expect(log.stdout).toContain("Round 1: every DEFCON marker steps up");
  });

  it("a save that cannot be written says so with the file asked for", () => {
    const file = join(mkdtempSync(join(tmpdir(), "cw-play-")), "no-such-folder", "game.json");
    const r = play([`save ${file}`, "quit"], ...LATE_WAR);
    expect(r.out).toContain(`Could not save to ${file}: the folder ${dirname(file)} does not exist (create it first, or save elsewhere)\n`);
    expect(r.out).not.toContain("ENOENT");
    // A folder named as the file.
    const folder = dirname(dirname(file));
    expect(play([`save ${folder}`, "quit"], ...LATE_WAR).out).toContain(`Could not save to ${folder}: that is a folder; give a file name\n`);
  });

  it("hot-seat clears the screen and asks for a hand-over before the other side's hand shows", () => {
    const r = play(["", "1", "", "quit"], "--scenario", "late_war", "--opponent", "human", "--seed", "3");
    expect(r.out.indexOf("Hand the keyboard to US.")).toBeLessThan(r.out.indexOf("you play US"));
    const handover = r.out.indexOf("Hand the keyboard to USSR.");
    expect(handover).toBeGreaterThan(0);
    expect(r.out.lastIndexOf("\x1b[2J", handover)).toBeGreaterThan(0);
    const ussrScreen = r.out.slice(handover);
    expect(ussrScreen).toContain("Late War: you play USSR");
    expect(ussrScreen).toMatch(/\nUS's hand: \d+ cards\n/);
    expect(ussrScreen.indexOf("\x1b[2J")).toBeLessThan(ussrScreen.indexOf("you play USSR"));
  });

  it("plays 13 Days to its end", () => {
    const r = play(Array(400).fill("1"), "--content", "cards/thirteen-days", "--opponent", "random", "--seed", "2");
    expect(r.code).toBe(0);
    expect(r.out).toContain("Standard game: you play US");
    expect(r.out).toMatch(/game over: .+ wins/);
  });

  it("shows no track the game keeps for its rules only (`show: hidden`), as the Play page does", () => {
    const r = play(["quit"], ...LATE_WAR);
    expect(r.out).toContain("Space Race US 6, USSR 4");
    expect(r.out).not.toContain("Space Race attempts");
  });

  it("a tug-of-war track (`show: bar`) says who leads and by how much, as the Play page does, not a signed number", () => {
    // The Late War starts with the USSR 4 VP ahead: the VP track's negative end is the second side's lead.
    expect(play(["quit"], ...LATE_WAR).out).toContain("VP USSR +4 · DEFCON 4");
    expect(play(["quit"], ...LATE_WAR, "--lang", "es").out).toContain("PV URSS +4 · DEFCON 4");
    expect(play(["quit"], "--as", "us", "--opponent", "random", "--seed", "3").out).toContain("VP 0 · DEFCON 5");
  });

  it("a country asked for by a card's event names the card, and a war's says it is the country attacked", () => {
    const r = play(["Iran-Iraq War", "quit"], ...LATE_WAR);
    expect(r.out).toContain("US: choose the country attacked (Iran-Iraq War); each enemy-controlled neighbour of it subtracts 1 from the roll\n   1. Iran\n   2. Iraq\n");
  });

  it("`card NAME` shows what a card does, its face in the player's language, without making a move", () => {
    const r = play(["card iranian hostage crisis", "card Tear Down This Wall", "card tear down thsi wall", "card", "quit"], ...LATE_WAR);
    expect(r.out).toContain("#82 Iranian Hostage Crisis* · 3 Ops · USSR event · Late War\nClear all US Influence from Iran, then the USSR places 2 Influence there.");
    expect(r.out).toContain("(Removed from the game after its event (*))");
    expect(r.out).toContain("Tear Down This Wall");
    expect(r.out).toContain("No card is named `tear down thsi wall`. Did you mean `Tear Down This Wall`?");
    expect(r.out).toContain("Write `card NAME`");
    // Asking moved nothing: the headline is still to choose.
    expect(r.out).not.toContain("US headlines");
    const es = play(["card Crisis de los rehenes en Irán", "quit"], ...LATE_WAR, "--lang", "es");
    expect(es.out).toContain("n.º 82 Crisis de los rehenes en Irán* · 3 Ops · evento de la URSS · Guerra tardía\nElimina toda la Influencia de EE. UU. de Irán");
  });

  it("`card NAME` in a resumed game of another game shows that game's card", () => {
    const file = join(mkdtempSync(join(tmpdir(), "cw-play-")), "game.json");
    play(["save " + file, "quit"], "--game", "thirteen-days", "--as", "us", "--opponent", "random", "--seed", "3");
    const r = play(["card u thant", "quit"], "--resume", file, "--as", "us", "--opponent", "random");
    expect(r.out).toContain("#10 U Thant · Command 1 · UN card: either player may use its event\nMove each of your three DEFCON markers one space down.");
  });

  it("the end of the input (Ctrl-D) leaves the game as `quit` does, saying how to keep it", () => {
    const r = play(["1"], ...LATE_WAR);
    expect(r.code).toBe(0);
    expect(r.out.trimEnd().split("\n").at(-1)).toBe("Game left (`save FILE` before `quit` keeps it).");
    // At a hot-seat hand-over too.
    const h = spawnSync(process.execPath, [bin, "play", "--opponent", "human", "--seed", "3"], { input: "", encoding: "utf8" });
    expect(h.stdout.trimEnd().split("\n").at(-1)).toBe("Game left (`save FILE` before `quit` keeps it).");
  });

  it("says how the game ended in the game's words (final scoring, not final_scoring)", () => {
    const r = play(Array(3000).fill("1"), "--scenario", "late_war", "--as", "us", "--opponent", "random", "--seed", "11");
    expect(r.code).toBe(0);
    expect(r.out.trimEnd().split("\n").at(-1)).toBe("game over: USSR wins (final scoring)");
  });

  it("names sides offered as answers by their names, not their ids (13 Days: who plays first)", () => {
    const r = play(["1", "quit"], "--game", "thirteen-days", "--as", "ussr", "--opponent", "random", "--seed", "4");
    expect(r.out).toContain("USSR: who plays the first card of this round?\n   1. US\n   2. USSR\n");
  });

  it("an empty pile of the player's own is shown with its count alone, no dangling colon", () => {
    const r = play(["quit"], "--game", "thirteen-days", "--as", "us", "--opponent", "random", "--seed", "4");
    expect(r.out).toContain("\nYour hand (0)\n");
    expect(r.out).toContain("\nYour agendas dealt (3): ");
    expect(r.out).not.toMatch(/\(0\): *\n/);
  });

  it("each side's piles read as English and Spanish say them: the side's name first, the pile's name in lower case inside the line", () => {
    const en = play(["quit"], "--game", "thirteen-days", "--as", "us", "--opponent", "random", "--seed", "4").out;
    for (const line of ["USSR's hand: 0 cards", "USSR's agendas dealt: 3 cards", "Your chosen agenda (0)", "USSR's chosen agenda: 0 cards"]) expect(en).toContain(`\n${line}\n`);
    expect(en).not.toMatch(/ of USSR:/);
    // Spanish: the possessive agrees with the pile's name (Tus agendas, Tu mano), each pile then "de la URSS".
    const es = play(["quit"], "--game", "thirteen-days", "--as", "us", "--opponent", "random", "--seed", "4", "--lang", "es").out;
    expect(es).toContain("\nTu mano (0)\n");
    expect(es).toContain("\nTus agendas repartidas (3): ");
    for (const line of ["Mano de la URSS: 0 cartas", "Agendas repartidas de la URSS: 3 cartas", "Tu agenda elegida (0)"]) expect(es).toContain(`\n${line}\n`);
  });

  it("refuses an unknown side or bot with the argument named", () => {
    expect(play([], "--as", "usa").err).toContain("argument 3 `usa`: error CW904: unknown side `usa`");
    expect(play([], "--opponent", "searhc").err).toContain("unknown bot (did you mean `search`?)");
    // --opponent also takes a second player at the keyboard: the list says so, and a near miss is named.
    expect(play([], "--opponent", "nobody").err).toContain("bots: random, careful, greedy, search, or human (two players at this keyboard)");
    expect(play([], "--opponent", "humna").err).toContain("`--opponent humna`: did you mean `human`? (two players at this keyboard)");
    // A near miss of a scenario, a variant or an option is named, not only listed.
    expect(play([], "--scenario", "latewar").err).toContain("unknown scenario `latewar`\n    hint: did you mean `late_war`?");
    expect(play([], "--option", "optional").err).toContain("unknown option `optional`\n    hint: did you mean `optional_cards`?");
  });

  it("names the phase of the turn in the content's words, never `action round 0`", () => {
    // The action round is 0 in both the setup and the headline phase; the game's message tells them apart.
    const late = play(Array(30).fill("1"), ...LATE_WAR).out;
    expect(late).toContain("Late War: you play US\nturn 8, headline phase\n");
    expect(late).toContain("\nturn 8, action round 1\n");
    expect(late).not.toContain("action round 0");
    expect(play(["quit"], ...LATE_WAR, "--lang", "es").out).toContain("\nturno 8, fase de cabecera\n");
    expect(play(["quit"], "--as", "us", "--opponent", "random", "--seed", "3").out).toMatch(/you play US\nsetup\n[^]*US: place setup Influence/);
    // 13 Days counts the card plays of step 3 only: before them, its round alone.
    const days = play(["quit"], "--game", "thirteen-days", "--as", "us", "--opponent", "random", "--seed", "3").out;
    expect(days).toContain("you play US\nround 1\n");
    expect(days).not.toContain("play 0");
  });
});

describe("cardwright play: answers that are numbers", () => {
  const dir = "cards/thirteen-days";
  const g = requireContent(dir).game;
  const tr = translate(loadBundle(dir).bundle, "en");
  // A US question whose answers are whole numbers not in the places 1, 2, 3 … (how many spaces a
  // DEFCON marker moves: -1, 0, 1), saved there and resumed as a player would.
  const save = savedAtQuestion(g, "us", 200, (d) => {
    const values = numberedByValue(d.options.map((o) => tr.option(d, o)));
    return values !== null && values.some((v, i) => v !== i + 1);
  });
  const d = save.state.pending[0]!;
  const labels = d.options.map((o) => tr.option(d, o));
  const file = join(mkdtempSync(join(tmpdir(), "cw-play-")), "numbers.json");
  writeFileSync(file, JSON.stringify(save));

  it("are answered with the number itself: typing 1 picks the answer 1, not the first in the list", () => {
    const one = labels.indexOf("1");
    expect(one).toBeGreaterThanOrEqual(0);
    expect(one).not.toBe(0);
    const r = play(["1", "quit"], "--resume", file, "--opponent", "random");
    expect(r.err).toBe("");
    // Listed as they are, not numbered as well.
    expect(r.out).toContain(`${tr.prompt(d)}\n${labels.map((l) => `  ${l.padStart(5)}`).join("\n")}\n`);
    // The log after the answer is the one the answer 1 gives.
    const after = apply(g, save.state, { player: "us", choice: d.options[one]! });
    const lines = after.log.slice(save.state.log.length).map((e) => `  · ${tr.log(e)}`);
    expect(lines.length).toBeGreaterThan(0);
    expect(r.out).toContain(lines.join("\n"));
  });

  it("a track offered as an answer (which DEFCON marker) is named, in the player's language", () => {
    const es = translate(loadBundle(dir).bundle, "es");
    const which = { player: "us", kind: "defcon_track", options: ["defcon_political", "defcon_world_opinion", "none"] };
    expect(which.options.map((o) => tr.option(which, o))).toEqual(["Political DEFCON", "World Opinion DEFCON", "None"]);
    expect(which.options.map((o) => es.option(which, o))).toEqual(["DEFCON político", "DEFCON de opinión mundial", "Ninguno"]);
  });

  it("a number that is not an answer is refused with the answers", () => {
    const r = play(["7", "quit"], "--resume", file, "--opponent", "random");
    expect(r.out).toContain(`The answers are the numbers ${labels.join(", ")}: answer with one of them, or \`help\`.`);
  });
});

describe("cardwright play --resume of a save made before the content changed", () => {
  // The war cards' question was `pick_country` before it became `pick_war_target` (same player,
  // same options): a save stopped there, made before, still replays step by step.
  const g = requireContent(DEFAULT_CONTENT_DIR).game;
  const save = savedAtQuestion(g, "ussr", 50, (d) => d.kind === "pick_war_target");
  const old = JSON.parse(JSON.stringify(save)) as { state: { pending: { kind: string }[] } };
  old.state.pending[0]!.kind = "pick_country";
  const file = join(mkdtempSync(join(tmpdir(), "cw-play-")), "before-rename.json");
  writeFileSync(file, JSON.stringify(old, null, 2));

  it("resumes at the replayed question and says once, in the player's language, that the saved state differs", () => {
    const r = play(["quit"], "--resume", file, "--as", "ussr", "--opponent", "random");
    expect(r.code).toBe(0);
    const d = save.state.pending[0]!;
    expect(r.out).toContain(`${en.prompt(d)}\n${d.options.map((o, i) => `   ${i + 1}. ${en.option(d, o)}`).join("\n")}\n`);
    expect(r.err.match(/warning CW\d+/g)).toEqual(["warning CW709"]);
    expect(r.err).toContain(`${file}:`);
    expect(r.err).toContain('differs from the saved state in 1 field (saved ≠ replayed): pending.0.kind: "pick_country" ≠ "pick_war_target"');
    expect(r.err).toContain("the game goes on from the state its steps lead to");
    const es = play(["quit"], "--resume", file, "--as", "ussr", "--opponent", "random", "--lang", "es");
    expect(es.code).toBe(0);
    expect(es.err).toContain('aviso CW709: el estado reproducido difiere del guardado en 1 campo (guardado ≠ reproducido): pending.0.kind: "pick_country" ≠ "pick_war_target"');
  });
});
