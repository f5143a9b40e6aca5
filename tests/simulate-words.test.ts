// The random `simulate` named why games ended by their ids ("USSR by nuclear_war", "none by …")
// where the game words its endings (game.reason), which the bots' summary uses; and the bots'
// summary named its setup by the scenario's id ("2 games of standard"). Both now speak as the
// game's other reports do: endings by game.reason, the setup by its names, in --lang's words.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { engineTranslator, translatorBundle } from "../src/cli/i18n-option.js";
import { gameWords } from "../src/i18n/words.js";
import { translate } from "../src/i18n/index.js";

const ROOT = resolve(import.meta.dirname, "..");
const shipped = join(ROOT, "cards/thirteen-days");
const work = mkdtempSync(join(tmpdir(), "cw-simulate-words-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const simulate = (content: string, ...args: string[]) => {
  const r = spawnSync(process.execPath, [join(ROOT, "src/cli/cardwright.js"), "simulate", "--content", content, "--workers", "1", ...args], { encoding: "utf8", cwd: work });
  expect(r.status, r.stderr).toBe(0);
  return r.stdout;
};

describe("simulate's words for endings and setups", () => {
  it("random games: endings as game.reason words them, with the game's outcome message and with the engine's", () => {
    const out = simulate(shipped, "--games", "20");
    expect(out).toMatch(/^ +\d+ {2}USSR by nuclear war$/m);
    expect(out).toMatch(/^ +\d+ {2}both sides lose to nuclear war$/m);
    expect(out).not.toContain("nuclear_war");
    expect(simulate(shipped, "--games", "20", "--lang", "es")).toMatch(/^ +\d+ {2}gana la URSS por guerra nuclear$/m);
    // A game that leaves the outcome line to the engine (a new game's usual case).
    const copy = join(work, "game");
    cpSync(shipped, copy, { recursive: true });
    for (const f of readdirSync(join(copy, "locales"))) {
      const text = readFileSync(join(copy, "locales", f), "utf8");
      writeFileSync(join(copy, "locales", f), text.replace(/^ {2}(msg\.)?cli\.simulate\.outcome:.*\n/m, ""));
    }
    const engine = simulate(copy, "--games", "20");
    expect(engine).toMatch(/^ +\d+ {2}USSR by nuclear war$/m);
    expect(engine).not.toContain("nuclear_war");
    expect(simulate(copy, "--games", "20", "--lang", "pt")).toMatch(/^ +\d+ {2}URSS vence \(guerra nuclear\)$/m);
  });

  it("13 Days' endings read as one phrase in every language: no bracket inside another (the Personal Letter's tie-break)", () => {
    const bundle = translatorBundle(shipped).bundle;
    const lines = (lang: string) => {
      const tr = translate(bundle, lang, () => engineTranslator(lang));
      const reason = gameWords({ scoreName: "", progressName: "" }, tr).reason;
      const outcome = (winner: string, why: string) => tr.t("cli.simulate.outcome", { winner, reason: reason(why) });
      return { letter: outcome("ussr", "personal_letter"), prestige: outcome("us", "prestige"), war: outcome("none", "nuclear_war"), endedBy: tr.t("cli.balance.ended_by", { reason: reason("personal_letter") }) };
    };
    expect(lines("en")).toEqual({ letter: "USSR by the Personal Letter breaking a Prestige tie", prestige: "US by Prestige", war: "both sides lose to nuclear war", endedBy: "ended by the Personal Letter breaking a Prestige tie" });
    expect(lines("es")).toEqual({ letter: "gana la URSS por la Misiva personal tras un empate a Prestigio", prestige: "gana EE. UU. por Prestigio", war: "pierden los dos bandos por guerra nuclear", endedBy: "terminadas por la Misiva personal tras un empate a Prestigio" });
    expect(lines("it")).toEqual({ letter: "vince l'URSS per la Lettera personale a parità di Prestigio", prestige: "vincono gli SU per Prestigio", war: "perdono entrambe le parti per guerra nucleare", endedBy: "finite per la Lettera personale a parità di Prestigio" });
    expect(lines("pt")).toEqual({ letter: "a URSS vence por desempate de Prestígio pela Carta Pessoal", prestige: "os EUA vencem por Prestígio", war: "os dois lados perdem por guerra nuclear", endedBy: "terminadas por desempate de Prestígio pela Carta Pessoal" });
  });

  it("games between bots: the setup by the scenario's name, in --lang's words", () => {
    // Said as a report's header says it ("2 games of Standard game" read stiffly).
    const title = (lang: string) => simulate(shipped, "--games", "2", "--bots", "us=random,ussr=careful", "--lang", lang).split("\n")[0];
    expect(title("en")).toBe("2 games, setup: Standard game; 95% intervals in brackets");
    expect(title("es")).toBe("2 partidas, configuración: Partida estándar; intervalos del 95 % entre paréntesis");
    expect(title("it")).toBe("2 partite, configurazione: Partita standard; intervalli al 95% tra parentesi");
    expect(title("pt")).toBe("2 partidas, configuração: Partida padrão; intervalos de 95% entre parênteses");
    // merge names it as the game the records are of does.
    const file = join(work, "r.jsonl");
    simulate(shipped, "--games", "2", "--bots", "us=random,ussr=careful", "--out", file);
    const merged = spawnSync(process.execPath, [join(ROOT, "src/cli/cardwright.js"), "merge", file, "--content", shipped], { encoding: "utf8", cwd: work });
    expect(merged.stdout).toMatch(/^2 games, setup: Standard game;/m);
  });
});
