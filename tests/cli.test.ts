// The command line as a user runs it: output and exit codes (0 ok, 1 failure found, 2 bad usage).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync, cpSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_CONTENT_DIR, requireContent } from "../src/content/load-dir.js";
import { variableValue } from "../src/kernel/index.js";

const bin = new URL("../src/cli/cardwright.js", import.meta.url).pathname;
function run(...args: string[]) {
  const r = spawnSync(process.execPath, [bin, ...args], { encoding: "utf8" });
  return { code: r.status, out: r.stdout, err: r.stderr };
}
const tmp = mkdtempSync(join(tmpdir(), "cardwright-"));

describe("cardwright CLI", () => {
  it("--help lists the commands", () => {
    const r = run("--help");
    expect(r.code).toBe(0);
    for (const c of ["validate", "new-game", "replay", "simulate", "test"]) expect(r.out).toContain(c);
  });
  it("bad usage exits 2 with a message", () => {
    expect(run("frobnicate").code).toBe(2);
    expect(run("simulate", "--games", "lots").err).toContain("argument 3 `lots`: error CW904: `--games` must be a whole number");
    expect(run("new-game", "--scenario", "nope").code).toBe(2);
  });
  it("a misspelt option names the option meant, and an option no command has names none (it lists them)", () => {
    expect(run("simulate", "--gmaes", "3").err).toContain("did you mean `--games`?");
    expect(run("simulate", "--sed", "3").err).toContain("did you mean `--seed`?");
    // `--setup` is nothing like `--help`: suggesting it sent the user the wrong way.
    const far = run("simulate", "--setup", "x").err;
    expect(far).not.toContain("did you mean");
    expect(far).toContain("the options of simulate: ");
    expect(far).toContain("--scenario");
  });
  it("validate accepts both shipped games, with no warning", () => {
    const r = run("validate");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^ok: .*84 countries, 111 cards.*, 0 warnings in /m);
    const days = run("validate", join(DEFAULT_CONTENT_DIR, "../thirteen-days"));
    expect(days.code).toBe(0);
    expect(days.out).toMatch(/^ok: 13 Days.*, 0 warnings in /m);
  });
  it("validate reports a broken card with file:line:column and exits 1, without a stack trace", () => {
    const dir = join(tmp, "broken");
    cpSync(DEFAULT_CONTENT_DIR, dir, { recursive: true });
    const file = join(dir, "cards/early-war.yaml");
    writeFileSync(file, readFileSync(file, "utf8").replace("    event: score(asia)", "    event: score(asai)"));
    const r = run("validate", dir);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/cards\/early-war\.yaml:\d+:\d+: error CW302: unknown name `asai`/);
    expect(r.out).toContain("did you mean `asia`?");
    expect(r.out + r.err).not.toMatch(/at .*\.ts:\d+/);
  });
  it("validate says when a file's own problems (its YAML) kept names and code from being checked: a file the rest of the game is made from", () => {
    const dir = join(tmp, "stopped");
    cpSync(DEFAULT_CONTENT_DIR, dir, { recursive: true });
    const early = join(dir, "cards/early-war.yaml");
    const sequence = join(dir, "sequence.yaml");
    const text = readFileSync(sequence, "utf8");
    writeFileSync(early, readFileSync(early, "utf8").replace("    event: score(asia)", "    event: score(asai)"));
    // (A card or procedures file's own problems leave it, or the cards in error, out and the rest is checked: tests/cli/validate-quarantine.test.ts.)
    writeFileSync(sequence, text.replace("turns:\n", "turns:\n  oops\n"));
    const r = run("validate", dir);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/sequence\.yaml:\d+:\d+: error CW101: YAML layout/);
    // The misspelt name is not reported yet, and the user is told why and what to do.
    expect(r.out).not.toContain("asai");
    expect(r.out.trimEnd().split("\n").slice(-2)).toEqual(["1 error, 0 warnings", "Names and effect code are not checked until the files above read and match their schemas: mend those errors and validate again."]);
    expect(run("validate", dir, "--lang", "es").out).toContain("no se comprueban");
    // Mended, the name's problem shows, and no such line.
    writeFileSync(sequence, text);
    const mended = run("validate", dir);
    expect(mended.out).toContain("unknown name `asai`");
    expect(mended.out).not.toContain("are not checked until");
  });
  it("new-game writes a save that replay reproduces", () => {
    const save = join(tmp, "game.json");
    expect(run("new-game", "--scenario", "standard", "--seed", "5", "--out", save).code).toBe(0);
    const r = run("replay", save);
    expect(r.code).toBe(0);
    expect(r.out).toContain("replayed state matches the saved state");
  });
  it("a save's seed that is neither of its forms gets one error, for the form its type has, not one per form", () => {
    const save = join(tmp, "seed-text.json");
    expect(run("new-game", "--seed", "5", "--out", save).code).toBe(0);
    writeFileSync(save, readFileSync(save, "utf8").replace(/"seed": 5,/, '"seed": "x",'));
    const r = run("replay", save);
    expect(r.code).toBe(1);
    const errors = (r.out + r.err).split("\n").filter((l) => l.includes("error CW"));
    expect(errors).toEqual([expect.stringMatching(/seed-text\.json:\d+:\d+: error CW704: `seed` must be 32 hexadecimal digits \(0–9, a–f\)$/)]);
  });
  it("replay --upgrade rewrites an older save version once it replays, and it then reads without a warning", () => {
    const save = join(tmp, "old.json");
    expect(run("new-game", "--seed", "4", "--out", save).code).toBe(0);
    const v1 = JSON.parse(readFileSync(save, "utf8")) as Record<string, unknown>;
    delete v1["variants"]; // version 1 had no `variants`
    writeFileSync(save, JSON.stringify({ ...v1, version: 1 }, null, 2));
    const warned = run("replay", save);
    expect(warned.code).toBe(0);
    expect(warned.err).toContain("warning CW703: save version 1 is older than version 3: it was read as version 3");
    expect(warned.err).toContain(`run \`cardwright replay ${save} --upgrade\``);
    const upgraded = run("replay", save, "--upgrade");
    expect(upgraded.code).toBe(0);
    expect(JSON.parse(readFileSync(save, "utf8"))).toMatchObject({ version: 3, variants: [] });
    const again = run("replay", save);
    expect(again.code).toBe(0);
    expect(again.err).toBe("");
  });
  it("replay of a save whose state differs warns and goes on; --upgrade writes the replayed state, and it then reads without a warning", () => {
    const save = join(tmp, "differs.json");
    expect(run("new-game", "--seed", "4", "--out", save).code).toBe(0);
    const made = JSON.parse(readFileSync(save, "utf8")) as { state: { tracks: number[] } };
    const edited = structuredClone(made);
    edited.state.tracks[0] = made.state.tracks[0]! + 3;
    writeFileSync(save, JSON.stringify(edited, null, 2));
    const warned = run("replay", save);
    expect(warned.code).toBe(0);
    expect(warned.err).toMatch(/differs\.json:\d+:\d+: warning CW709: the replayed state differs from the saved state in 1 field/);
    expect(warned.err).toContain("the game goes on from the state its steps lead to");
    expect(warned.out).toContain("every step replays; the saved state differs from the replayed one (`--upgrade` rewrites it with the replayed state)");
    expect(warned.out).not.toContain("replayed state matches the saved state");
    const rewritten = run("replay", save, "--upgrade");
    expect(rewritten.code).toBe(0);
    expect(rewritten.out).toContain(`${save}: rewritten with the replayed state`);
    expect(JSON.parse(readFileSync(save, "utf8"))).toEqual(made);
    const again = run("replay", save);
    expect(again.err).toBe("");
    expect(again.out).toContain("replayed state matches the saved state");
  });
  it("cardwright i18n --help lists the i18n commands", () => {
    const r = run("i18n", "--help");
    expect(r.code).toBe(0);
    for (const c of ["i18n status", "i18n stamp", "i18n preview"]) expect(r.out).toContain(c);
  });
  it("replay of a corrupted save names the file and position", () => {
    const bad = join(tmp, "bad.json");
    writeFileSync(bad, '{ "format": "cardwright-save", "version": 1,, }');
    const r = run("replay", bad);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/bad\.json:1:45: error CW701: not valid JSON/);
  });
  it("scenarios lists every scenario, variant and option with a description", () => {
    const r = run("scenarios");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^scenario\s+late_war\s+\S/m);
    expect(r.out).toMatch(/^variant\s+chinese_civil_war\s+\S/m);
    expect(r.out).toMatch(/^option\s+scoring_cards_forced\s+\S/m);
  });
  it("new-game composes a scenario with variants and options; replay recomposes them", () => {
    const save = join(tmp, "late.json");
    const r = run("new-game", "--scenario", "late_war", "--variant", "chinese_civil_war", "--option", "optional_cards", "--seed", "2", "--out", save);
    expect(r.code).toBe(0);
    const saved = JSON.parse(readFileSync(save, "utf8"));
    const g = requireContent(DEFAULT_CONTENT_DIR, { scenario: "late_war", variants: ["chinese_civil_war"], options: ["optional_cards"] }).game;
    expect([saved.scenario, saved.variants, saved.options, variableValue(g, saved.state, "turn")]).toEqual(["late_war", ["chinese_civil_war"], ["optional_cards"], 8]);
    expect(run("replay", save).out).toContain("replayed state matches the saved state");
  });
  it("new-game with optional_cards says which optional cards are in the game, and that the Spanish-edition card is not", () => {
    const r = run("new-game", "--option", "optional_cards", "--out", join(tmp, "optional.json"));
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/^optional_cards: The Cambridge Five, .*AWACS Sale to Saudis are in the game$/m);
    expect(r.err).toContain("spanish_edition is off: NATO Referendum is not in the game (add --option spanish_edition)");
    const both = run("new-game", "--option", "optional_cards", "--option", "spanish_edition", "--out", join(tmp, "both.json"));
    expect(both.err).toContain("spanish_edition: NATO Referendum is in the game");
    // Without a card option nothing is said.
    expect(run("new-game", "--out", join(tmp, "plain.json")).err).not.toContain("optional_cards");
  });
  it("scenarios says that optional_cards does not include the Spanish-edition card, naming that option as players read it", () => {
    expect(run("scenarios").out).toMatch(/^option\s+optional_cards\s+Puts The Cambridge Five.* in the deck \(not NATO Referendum: option “Spanish-edition card”\)$/m);
    // In another language the option's name is translated too (not its id).
    const es = run("scenarios", "--lang", "es").out;
    expect(es).toMatch(/^opción\s+optional_cards\s+Añade .* \(no Referéndum OTAN: opción «Carta de la edición española»\)$/m);
    expect(es).toMatch(/^opción\s+spanish_edition\s+Añade Referéndum OTAN al mazo \(no .*: opción «Cartas opcionales»\)$/m);
    // Every description reads as a sentence, as the options' own do: a card option's too.
    for (const lang of ["en", "es", "it", "pt"]) {
      for (const line of run("scenarios", "--lang", lang).out.split("\n").filter((l) => /^\S/.test(l))) expect(line, `${lang}: ${line}`).toMatch(/^\S+\s+\S+\s+\p{Lu}/u);
    }
  });
  it("an unknown variant is bad usage and names the known ones", () => {
    const r = run("new-game", "--variant", "martian_invasion");
    expect(r.code).toBe(2);
    expect(r.err).toContain("unknown variant `martian_invasion`");
    expect(r.err).toContain("chinese_civil_war");
  });
  it("an overlay given as the wrong kind says which kind it is, in English words (an option, a variant)", () => {
    expect(run("new-game", "--option", "chinese_civil_war").err).toContain("`chinese_civil_war` is a variant, not an option");
    expect(run("new-game", "--variant", "us_handicap").err).toContain("`us_handicap` is an option, not a variant");
  });
  it("simulate plays games and reports throughput", () => {
    const r = run("simulate", "--games", "5", "--seed", "3", "--check");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/5 games, \d+ decisions .* games\/s/);
    expect(r.out).toContain("0 game(s) with crashes");
  });
  it("test runs scenario tests and reports failures with file:line:column and a code", () => {
    const good = join(tmp, "good.yaml");
    writeFileSync(good, "name: the standard game waits for the USSR's placement\nsteps:\n  - expect: { pending: { player: ussr, kind: setup_influence } }\n");
    expect(run("test", good).out).toContain("1 passed, 0 failed");
    const failing = join(tmp, "failing.yaml");
    writeFileSync(failing, "name: wrong on purpose\nsteps:\n  - expect: { defcon: 3 }\n");
    const r = run("test", failing);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/failing\.yaml:3:23: error CW801: step 1: DEFCON is 5, expected 3/);
  });
});
