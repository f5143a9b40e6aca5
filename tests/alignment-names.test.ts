// An alignment of cards that is no side (13 Days' UN cards) may be named in game.yaml as a side is
// (`alignments: [{ id, name }]`): the name is translated as side.<id>.name and shown wherever a
// card's side is named (the editor's New card dialog, hovers), not the bare id.
import { describe, expect, it } from "vitest";
import { diskReader, requireContent } from "../src/content/load-dir.js";
import { loadContent } from "../src/content/load.js";
import { loadI18n, translate } from "../src/i18n/index.js";
import { english, nameInfos } from "../editor/src/game/content-info.js";

const DIR = "cards/thirteen-days";

describe("alignment names", () => {
  it("13 Days names its UN alignment in every language it ships", () => {
    const bundle = loadI18n(diskReader(DIR)).bundle;
    const names = Object.fromEntries(["en", "es", "it", "pt"].map((l) => [l, translate(bundle, l).name("side", "un")]));
    expect(names).toEqual({ en: "UN", es: "ONU", it: "ONU", pt: "ONU" });
  });

  it("the name shows in the editor's hover of the alignment and of a card of it", () => {
    const content = requireContent(DIR);
    const infos = nameInfos(content, english(loadI18n(diskReader(DIR)).bundle));
    expect(infos.find((n) => n.id === "un" && n.kind === "constant")?.label).toBe("UN");
    // An agenda's face has no line saying whose card it is: the hover says it by name.
    expect(infos.find((n) => n.id === "agenda_turkey")?.detail).toBe("UN");
  });

  it("an alignment declared by its id alone still loads (Twilight Struggle's neutral), and a named one without its name is an error at its place", () => {
    expect(requireContent("cards/twilight-struggle").manifest.alignments).toEqual(["neutral"]);
    const read = diskReader(DIR);
    const r = loadContent((p) => (p === "game.yaml" ? read(p)!.replace("alignments: [{ id: un, name: UN }]", "alignments: [{ id: un }]") : read(p)), DIR);
    expect(r.diagnostics.map((d) => [d.code, d.file, d.start.line, d.start.column, d.message])).toEqual([["CW202", "game.yaml", 10, 14, "missing required property `name` in entry `un` of `alignments`"]]);
  });
});
