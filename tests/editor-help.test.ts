// Editor helpers that run in the page: card preview, completion and hover in effect code, the
// schema of each file, and unsaved work kept across a reload.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { cardAt, cardAtWhole } from "../editor/src/preview/card-at.js";
import { completionsAt, enclosingCall, hoverAt } from "../editor/src/language/effect-help.js";
import { schemaKinds } from "../editor/src/language/schema-map.js";
import { mergeDrafts } from "../editor/src/files/drafts.js";
import { parse } from "yaml";
import { diskReader } from "../src/content/load-dir.js";
import { loadContent } from "../src/content/load.js";
import type { CardFaceDecl } from "../src/content/raw.js";
import { noEventByDesign } from "../src/i18n/card-face.js";
import { tsWords } from "./editor-words.js";

const early = readFileSync("cards/twilight-struggle/cards/early-war.yaml", "utf8");

describe("card preview", () => {
  it("finds the card under the cursor with its face fields", () => {
    const at = cardAt(early, early.indexOf("name: Fidel"))!;
    expect(at.card).toMatchObject({ id: "fidel", number: 8, name: "Fidel", ops: 2, side: "ussr", era: "early", removed_after_event: true, hasEvent: true });
    expect(at.count).toBeGreaterThan(30);
    const containment = cardAt(early, early.indexOf("id: containment"))!;
    expect(containment.card.lasting).toEqual(["containment"]);
  });

  it("still shows a card while the YAML around it is half typed", () => {
    const broken = early.replace("    name: Fidel\n", "    name: Fidel Castro\n    ops: [\n");
    const at = cardAt(broken, broken.indexOf("Fidel Castro"));
    expect(at?.card.name).toBe("Fidel Castro");
  });

  it("shows the card the whole file's parse shows, parsing that card alone", () => {
    for (const f of ["early-war", "mid-war", "late-war", "spanish-edition"]) {
      const text = readFileSync(`cards/twilight-struggle/cards/${f}.yaml`, "utf8");
      for (let offset = 0; offset < text.length; offset += 211) expect(cardAt(text, offset), `${f} at ${offset}`).toEqual(cardAtWhole(text, offset));
    }
  });

  it("marks a card without an event as missing one unless its game says its kind has none by the rules", () => {
    const declOf = (game: string) => (parse(readFileSync(`cards/${game}/game.yaml`, "utf8")) as { card_face: CardFaceDecl }).card_face;
    const thirteen = declOf("thirteen-days");
    /** The card under `at` in the file, with or without its event, and whether the preview says its event is missing. */
    const missing = (file: string, at: string, text = readFileSync(file, "utf8")) => {
      const card = cardAt(text, text.indexOf(at))!.card;
      return { hasEvent: card.hasEvent, byDesign: noEventByDesign(card, thirteen) };
    };
    // 13 Days' agendas and its Personal Letter have no event by the rules: nothing to warn of.
    expect(missing("cards/thirteen-days/cards/agendas.yaml", "name: Turkey")).toEqual({ hasEvent: false, byDesign: true });
    expect(missing("cards/thirteen-days/cards/personal-letter.yaml", "name: Personal Letter")).toEqual({ hasEvent: false, byDesign: true });
    // A strategy card whose event is taken out is still one whose event is to be written.
    const strategy = readFileSync("cards/thirteen-days/cards/strategy.yaml", "utf8");
    const cut = strategy.replace("    event: |\n      add_cubes(me, 3, in: spaces_in(world_opinion), per_space: 2)\n", "");
    expect(cut).not.toBe(strategy);
    expect(missing("cards/thirteen-days/cards/strategy.yaml", "name: Speech to the Nation", cut)).toEqual({ hasEvent: false, byDesign: false });
    // Twilight Struggle's China Card has none by the rules; any other of its cards without one is to be written.
    const fidel = cardAt(early, early.indexOf("name: Fidel"))!.card;
    expect(noEventByDesign({ ...fidel, hasEvent: false }, declOf("twilight-struggle"))).toBe(false);
    const china = cardAt(early, early.indexOf("id: china_card"))!.card;
    expect(china.hasEvent).toBe(false);
    expect(noEventByDesign(china, declOf("twilight-struggle"))).toBe(true);
    // A field without `equals` names the cards for which it is true.
    expect(noEventByDesign({ scored_only: true }, { no_event: [{ field: "scored_only" }] })).toBe(true);
    expect(noEventByDesign({ scored_only: "yes" }, { no_event: [{ field: "scored_only" }] })).toBe(false);
  });

  it("a card_face `no_event` entry without its field is an error at its place", () => {
    const read = diskReader("cards/thirteen-days");
    const r = loadContent((p) => (p === "game.yaml" ? read(p)!.replace("    - { field: kind, equals: letter }\n", "    - { equals: letter }\n") : read(p)), "cards/thirteen-days");
    expect(r.diagnostics.map((d) => [d.code, d.file, d.start.line, d.message])).toEqual([["CW202", "game.yaml", 134, "missing required property `field` in `card_face.no_event.#2`"]]);
  });

  it("has nothing to show outside a cards file", () => {
    expect(cardAt("regions: []\n", 0)).toBeNull();
  });
});

describe("effect completion and hover", () => {
  // The words of the game open (Twilight Struggle): the kernel's built-ins, its procedures, functions and names.
  const names = tsWords();
  const lines = ["cards:", "  - id: x", "    event: |", "      add_influence(me, 2, ", "    text: Cuba"];

  it("offers built-ins, the call's named arguments and content names inside effect code only", () => {
    const items = completionsAt(lines, 3, lines[3]!.length, names)!;
    expect(items.find((i) => i.label === "vp")).toMatchObject({ kind: "procedure", insert: "vp(${1:side}, ${2:amount})" });
    expect(items.find((i) => i.label === "per_country:")?.kind).toBe("argument");
    expect(items.find((i) => i.label === "cuba")?.detail).toContain("Cuba");
    expect(completionsAt(lines, 4, 10, names)).toBeNull();
    expect(completionsAt(lines, 1, 8, names)).toBeNull();
  });

  it("leaves statements out of conditions", () => {
    const cond = ["    prerequisite: has_effect(nato) and "];
    const items = completionsAt(cond, 0, cond[0]!.length, names)!;
    expect(items.some((i) => i.label === "has_effect")).toBe(true);
    expect(items.some((i) => i.label === "add_influence")).toBe(false);
  });

  it("knows which call the cursor is in", () => {
    expect(enclosingCall("add_influence(me, countries(where: it in asia), ")).toMatchObject({ name: "add_influence", argument: 2 });
    expect(enclosingCall("countries(where: adjacent(it, ")).toMatchObject({ name: "adjacent", argument: 1 });
    expect(enclosingCall("vp(me, 1) ")).toBeNull();
  });

  it("documents built-ins, constants and content names on hover", () => {
    const byId = names;
    const h = hoverAt(["    event: remove_all_influence(us, cuba)"], 0, 15, byId)!;
    expect(h.markdown).toContain("remove_all_influence(");
    expect(h.markdown).toContain(names.callables.get("remove_all_influence")!.doc.split(".")[0]);
    expect(hoverAt(["    event: remove_all_influence(us, cuba)"], 0, 37, byId)!.markdown).toContain("Cuba");
    expect(hoverAt(["    event: vp(me, 1)"], 0, 15, byId)!.markdown).toContain("The side the code runs for");
    expect(hoverAt(["    name: cuba"], 0, 11, byId)).toBeNull();
  });
});

describe("schema of each file", () => {
  it("reads the manifest: board, cards, procedures, sequence, overlays and tests", () => {
    const files = new Map([
      ["cards/g/game.yaml", "board: board.yaml\nprocedures: [procedures/p.yaml]\nsequence: sequence.yaml\ncards: [cards/a.yaml]\noverlays: [options/o.yaml]\n"],
      ["cards/g/board.yaml", ""],
      ["cards/g/tests/t.yaml", ""],
      ["cards/g/notes.yaml", ""],
    ]);
    const kinds = schemaKinds(files);
    expect(Object.fromEntries(kinds)).toEqual({
      "cards/g/game.yaml": "game",
      "cards/g/board.yaml": "board",
      "cards/g/procedures/p.yaml": "routines",
      "cards/g/sequence.yaml": "sequence",
      "cards/g/cards/a.yaml": "cards",
      "cards/g/options/o.yaml": "overlay",
      "cards/g/tests/t.yaml": "test",
    });
  });
});

describe("unsaved work across a reload", () => {
  it("puts drafts back over the disk text and reports files changed on disk since", () => {
    const disk = new Map([["a.yaml", "a1"], ["b.yaml", "b2"], ["c.yaml", "c1"]]);
    const m = mergeDrafts(disk, {
      "a.yaml": { text: "a-draft", base: "a1" },
      "b.yaml": { text: "b-draft", base: "b1" },
      "c.yaml": { text: "c1", base: "c0" },
      "new.yaml": { text: "fresh", base: null },
      "gone.yaml": { text: "x", base: "y" },
    });
    expect(m.buffers.get("a.yaml")).toBe("a-draft");
    expect(m.buffers.get("b.yaml")).toBe("b-draft");
    expect(m.buffers.get("c.yaml")).toBe("c1");
    expect(m.buffers.get("new.yaml")).toBe("fresh");
    expect(m.buffers.has("gone.yaml")).toBe(false);
    expect(m.restored).toEqual(["a.yaml", "b.yaml", "new.yaml"]);
    expect(m.conflicts).toEqual(["b.yaml"]);
  });
});
