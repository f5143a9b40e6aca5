// Messages name things with the kernel's words `space`, `group` and `name`; each game shows its
// own names for them (13 Days' battlegrounds are under battleground.<id>.name).
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { diskReader } from "../src/content/load-dir.js";
import { loadI18n, loadLocaleFolder, translate } from "../src/i18n/index.js";
import { readdirSync } from "node:fs";
import { EDITOR_LOCALES_DIR } from "../src/cli/editor-locales.js";
import { spoken } from "./helpers.js";

const dir = resolve(import.meta.dirname, "../cards/thirteen-days");

describe("name types in messages", () => {
  const { bundle } = loadI18n(diskReader(dir));
  it("`space` and `group` use the game's prefixes; `name` finds an id of any kind", () => {
    const en = translate(bundle, "en");
    expect(en.log({ k: "cubes", a: { space: "cuba_military", side: "ussr", delta: 2, us: 0, ussr: 2 } })).toContain("Cuba (Military)");
    expect(en.log({ k: "agenda.flags", a: { side: "us", targets: ["atlantic", "defcon_military"] } })).toBe("US places its flags on Atlantic and Military DEFCON");
    const es = translate(bundle, "es");
    expect(es.name("space", "atlantic")).toBe("Atlántico");
    expect(es.name("group", "political")).toBe("Político");
  });
  it("an id no name is known for is shown as it is", () => {
    expect(translate(bundle, "en").name("name", "no_such_thing")).toBe("no_such_thing");
  });
  it("a game's own names under the kernel's word `space` still show (Twilight Struggle's space race boxes)", () => {
    const ts = loadI18n(diskReader(resolve(import.meta.dirname, "../cards/twilight-struggle"))).bundle;
    expect(translate(ts, "en").log({ k: "space.success", a: { side: "us", roll: 2, needed: 4, box: 4 } })).toContain("reaches Man in Earth Orbit");
    expect(translate(ts, "es").name("space", "4")).toBe("Paseo espacial");
    expect(translate(ts, "en").name("space", "cuba")).toBe("Cuba");
  });
  it("a message of the editor's own names the game's own sides (the editor's 13 Days: \"US +2\", not \"us +2\")", () => {
    // As the editor speaks a game: the game's messages, then its own (editor/locales/), which carry none of the game's names.
    const own = loadLocaleFolder(diskReader(EDITOR_LOCALES_DIR), readdirSync(EDITOR_LOCALES_DIR))!.bundle;
    for (const lang of ["en", "es"]) {
      const tr = translate(bundle, lang, translate(own, lang));
      expect(tr.t("editor.tracks.vp_lead", { side: "us", by: 2 })).toBe(lang === "en" ? "US +2" : "EE. UU. +2");
      // A message the game words its own way is its own: 13 Days' sides dominate a battleground.
      expect(tr.t("editor.board.control", { side: "ussr" })).toBe(lang === "en" ? "USSR dominates" : "La URSS domina");
      expect(tr.t("editor.tracks.china_value", { holder: "ussr", face_up: true })).toBe(lang === "en" ? "USSR · face up" : "URSS · boca arriba");
    }
  });
  it("a message of the engine's own names the game's own sides (the Play page's 13 Days)", () => {
    // The engine's messages (src/locales/) have no names: the game's are said in them.
    expect(spoken(bundle, "es").t("play.seat", { side: "ussr", seat: "human" })).toBe("URSS: una persona");
  });
});
