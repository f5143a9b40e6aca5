// A move refused (a saved game's step, a scenario test's step, a move in the editor's test game)
// says why in the reader's language: the kernel keeps the reason as a message (`move.illegal.*`),
// worded where it is shown, as errors of running code are.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { requireContent } from "../src/content/load-dir.js";
import { apply, IllegalMoveError, newGame, type State } from "../src/kernel/index.js";
import { engineTranslator } from "../src/cli/i18n-option.js";
import { reasonOf, reasonText } from "../editor/src/game/script.js";

const ROOT = resolve(import.meta.dirname, "..");
const BIN = join(ROOT, "src/cli/cardwright.js");
const work = mkdtempSync(join(tmpdir(), "cw-illegal-words-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const cli = (...args: string[]) => spawnSync(process.execPath, [BIN, ...args], { encoding: "utf8", cwd: ROOT, env: { ...process.env, CARDWRIGHT_CACHE_DIR: join(work, "cache") } });

const g = requireContent().game;

function refusal(s: State, player: string, choice: string): IllegalMoveError {
  try {
    apply(g, s, { player, choice });
  } catch (e) {
    if (e instanceof IllegalMoveError) return e;
    throw e;
  }
  throw new Error("the move was accepted");
}

describe("a refused move in the reader's language", () => {
  it("says each reason as a message the translations word, the English unchanged where tests match it", () => {
    const s = newGame(g, { seed: 3 });
    const es = engineTranslator("es");
    const wrongSide = refusal(s, "us", "austria");
    expect(wrongSide.reason).toContain("not us's");
    expect(wrongSide.said.key).toBe("move.illegal.not_yours");
    expect(reasonText(es, reasonOf(wrongSide))).toMatch(/^no le toca decidir a .+: se espera a ussr \(setup_influence\)$/);
    const noOption = refusal(s, "ussr", "atlantis");
    expect(noOption.reason).toMatch(/^`atlantis` is not an option of setup_influence; options: austria, /);
    expect(reasonText(es, reasonOf(noOption))).toMatch(/^`atlantis` no es una opción de setup_influence; opciones: austria, /);
    expect(reasonText(engineTranslator("it"), reasonOf(noOption))).toContain("non è un'opzione di setup_influence");
    expect(reasonText(engineTranslator("pt"), reasonOf(noOption))).toContain("não é uma opção de setup_influence");
    const over = { ...s, result: { winner: "draw", losers: [], reason: "final_scoring" } } as State;
    expect(reasonText(es, reasonOf(refusal(over, "ussr", "austria")))).toBe("la partida ha terminado (empate: final_scoring)");
  });

  it("replay: a saved game's illegal step, with --lang es", () => {
    const file = join(work, "save.json");
    expect(cli("new-game", "--seed", "3", "--out", file).status).toBe(0);
    const save = JSON.parse(readFileSync(file, "utf8"));
    save.steps.push({ player: "ussr", choice: "atlantis" });
    writeFileSync(file, JSON.stringify(save));
    const r = cli("replay", file, "--lang", "es");
    expect(r.status).not.toBe(0);
    expect(r.stdout + r.stderr).toContain("`atlantis` no es una opción de setup_influence");
    expect(r.stdout + r.stderr).not.toContain("is not an option");
  });

  it("test: a scenario test's step no option of the question, with --lang pt", () => {
    const file = join(work, "bad-step.yaml");
    writeFileSync(file, "name: a step that is no option\nsteps:\n  - ussr: atlantis\n");
    const r = cli("test", file, "--lang", "pt");
    expect(r.status).toBe(1);
    expect(r.stdout + r.stderr).toContain("`atlantis` não é uma opção de setup_influence");
    expect(r.stdout + r.stderr).not.toContain("is not an option");
  });
});
