// `cardwright test --lang LANG` says why a scenario test failed in that language: each failure keeps
// its message as data (keys `diag.test.*`), what was read a message of its own, as validate's
// diagnostics do. The ids the test names (sides, cards, spaces) stay as the test wrote them.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEFAULT_CONTENT_DIR, requireContent } from "../src/content/load-dir.js";
import { translatorFor } from "../src/cli/i18n-option.js";
import { runScenarioTestText } from "../src/testing/scenario-test.js";
import { testFailureShown } from "../editor/src/game/test-failure-shown.js";

const ROOT = resolve(import.meta.dirname, "..");
const work = mkdtempSync(join(tmpdir(), "cw-test-words-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const TEST = `name: several failures
position:
  turn: 4
  action_round: 1
  phasing: us
  hands: { us: [nuclear_test_ban, fidel], ussr: [nasser] }
steps:
  - expect: { defcon: 3, military_ops: { usa: 1 }, hand_includes: { ussr: [fidel] }, pending: { player: ussr } }
  - us: fidle
`;

function run(lang: string): string[] {
  const file = join(work, "several.yaml");
  writeFileSync(file, TEST);
  const r = spawnSync(process.execPath, [join(ROOT, "src/cli/cardwright.js"), "test", file, "--lang", lang], { encoding: "utf8", cwd: ROOT, env: { ...process.env, CARDWRIGHT_CACHE_DIR: join(work, "cache") } });
  expect(r.status).toBe(1);
  return r.stdout.split("\n").map((l) => l.trim()).filter((l) => / CW80\d: |^(pista|suggerimento|dica|hint):/.test(l)).map((l) => l.replace(/^.*? (CW80\d: )/, "$1"));
}

describe("a scenario test's failures in the reader's language", () => {
  it("English as before, Spanish and Italian in their own words", () => {
    expect(run("en")).toEqual([
      "CW801: step 1: DEFCON is 5, expected 3",
      "CW801: step 1: unknown side usa in military_ops (the sides: us, ussr)",
      "CW801: step 1: fidel is not in ussr's hand",
      "CW801: step 1: deciding player is \"us\", expected \"ussr\"",
      "CW802: step 2: us `fidle` is illegal: `fidle` is not an option of action_card; options: nuclear_test_ban, fidel",
      "hint: did you mean `us: fidel`?",
    ]);
    expect(run("es")).toEqual([
      "CW801: paso 1: DEFCON es 5; se esperaba 3",
      "CW801: paso 1: bando desconocido usa en military_ops (los bandos: us, ussr)",
      "CW801: paso 1: fidel no está en hand de ussr",
      "CW801: paso 1: el jugador que decide es \"us\"; se esperaba \"ussr\"",
      "CW802: paso 2: us `fidle` no es legal: `fidle` no es una opción de action_card; opciones: nuclear_test_ban, fidel",
      "pista: ¿quisiste decir `us: fidel`?",
    ]);
    const it = run("it");
    expect(it[3]).toBe("CW801: passo 1: il giocatore che decide è \"us\"; ci si aspettava \"ussr\"");
  });

  it("what a failure read is named as the game's locale file names it (a track, a kind of piece), the ids as written", () => {
    const file = join(work, "names.yaml");
    writeFileSync(file, `name: names in the reader's language
position:
  play: 1
  first_player: us
  hands: { us: [a_face_saver], ussr: [u_thant] }
steps:
  - expect: { prestige: 9, defcon_military: { us: 5 }, cubes: { berlin: [4, 4] } }
`);
    const failures = (lang: string) => {
      const r = spawnSync(process.execPath, [join(ROOT, "src/cli/cardwright.js"), "test", file, "--game", "thirteen-days", "--lang", lang], { encoding: "utf8", cwd: ROOT, env: { ...process.env, CARDWRIGHT_CACHE_DIR: join(work, "cache") } });
      expect(r.status).toBe(1);
      return r.stdout.split("\n").filter((l) => / CW801: /.test(l)).map((l) => l.replace(/^.*?names\.yaml:/, ""));
    };
    expect(failures("es")).toEqual([
      "7:25: error CW801: paso 1: Prestigio es 0; se esperaba 9",
      "7:51: error CW801: paso 1: DEFCON militar de us es 1; se esperaba 5",
      "7:73: error CW801: paso 1: Cubos de Influencia en berlin [us, ussr] es [0,1]; se esperaba [4,4]",
    ]);
    expect(failures("en")).toEqual([
      "7:25: error CW801: step 1: Prestige is 0, expected 9",
      "7:51: error CW801: step 1: us Military DEFCON is 1, expected 5",
      "7:73: error CW801: step 1: Influence cubes in berlin [us, ussr] is [0,1], expected [4,4]",
    ]);
  });

  it("the editor, while the test file is edited: a warning said as the test's failure, in the page's language", () => {
    const contentFor = (selection: Parameters<typeof requireContent>[1]) => requireContent(DEFAULT_CONTENT_DIR, selection);
    const [result] = runScenarioTestText(contentFor, "tests/several.yaml", TEST);
    const shown = result!.failures.map((f) => testFailureShown(f, "cards/twilight-struggle/tests/several.yaml"));
    expect(shown[0]).toMatchObject({ severity: "warning", message: "test fails: step 1: DEFCON is 5, expected 3" });
    // As the editor's page says it: the game's words (its tracks' names) over the engine's.
    const page = (lang: string) => translatorFor({ values: { lang }, at: () => undefined }, DEFAULT_CONTENT_DIR);
    expect(page("es").diagnostic(shown[0]!).message).toBe("la prueba falla: paso 1: DEFCON es 5; se esperaba 3");
    expect(page("pt").diagnostic(shown[1]!).message).toBe("o teste falha: passo 1: lado desconhecido usa em military_ops (os lados: us, ussr)");
  });
});
