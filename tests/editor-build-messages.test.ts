// The editor's worker sends the content's names, cards, board, overlays, vocabulary and schemas
// only when they changed (editor/src/game/info-delta.ts): the page keeps the last of each part it
// got. Whatever the edits, what the page holds must be what a full build of the same files sends,
// and an edit that changes none of them (a card's event typed key by key) sends nothing.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadContent, newReuse, type LoadResult } from "../src/content/load.js";
import { loadI18n, translate } from "../src/i18n/index.js";
import { boardLayout, cardInfos, gameInfo, keptSchemaInfo, nameInfos, overlayInfos, schemaInfo, vocabularyInfo } from "../editor/src/game/content-info.js";
import { InfoDelta, type InfoParts } from "../editor/src/game/info-delta.js";

const root = "cards/twilight-struggle";
const selection = { scenario: "standard", variants: [] as string[], options: [] as string[] };
const files = new Map<string, string>();
const walk = (d: string) => {
  for (const f of readdirSync(d)) {
    const p = join(d, f);
    if (statSync(p).isDirectory()) walk(p);
    else files.set(p, readFileSync(p, "utf8"));
  }
};
walk(root);
const read = (p: string) => files.get(`${root}/${p}`) ?? null;
const en = translate(loadI18n(read).bundle, "en");

/** Every part, as the worker computes them after a build (the schemas kept while their inputs are the same, with `schemas`). */
function parts(r: LoadResult, schemas = schemaInfo): InfoParts {
  const c = r.content;
  return {
    ...(c ? { info: gameInfo(c, root), names: nameInfos(c, en), cards: cardInfos(c), board: boardLayout(c), overlays: overlayInfos(c), vocabulary: vocabularyInfo(c) } : {}),
    ...(r.raw ? { schemas: schemas(r.raw, root, files) } : {}),
  };
}

function edit(path: string, from: string, to: string): void {
  const text = files.get(`${root}/${path}`)!;
  if (!text.includes(from)) throw new Error(`${from} is not in ${path}`);
  files.set(`${root}/${path}`, text.replace(from, to));
}

describe("the content's parts sent to the page after a build", () => {
  it("hold, once applied, what a full build sends; an edit of a card's event sends nothing", { timeout: 300_000 }, () => {
    const reuse = newReuse();
    const delta = new InfoDelta();
    const kept = keptSchemaInfo();
    /** What the page holds: the last of each part it got. */
    const page: InfoParts = {};
    const build = () => {
      const sent = delta.changed(parts(loadContent(read, root, selection, true, reuse), kept));
      Object.assign(page, sent);
      // A page that got every part of a build from scratch holds the same.
      const full = parts(loadContent(read, root, selection, true));
      for (const k of Object.keys(full) as (keyof InfoParts)[]) expect(page[k], k).toEqual(full[k]);
      return Object.keys(sent).sort();
    };
    expect(build()).toEqual(["board", "cards", "info", "names", "overlays", "schemas", "vocabulary"]);
    // A card's event typed key by key: an error (nothing compiled: nothing sent), its fix, a digit.
    edit("cards/early-war.yaml", "vp(us, 5 - defcon_level", "vp(us, 5 - defcon_levelx");
    expect(build()).toEqual([]);
    edit("cards/early-war.yaml", "vp(us, 5 - defcon_levelx", "vp(us, 5 - defcon_level");
    expect(build()).toEqual([]);
    edit("cards/early-war.yaml", "vp(us, 5 - defcon_level", "vp(us, 6 - defcon_level");
    expect(build()).toEqual([]);
    // A card's name and ops: its card and its name change.
    edit("cards/early-war.yaml", "name: Duck and Cover", "name: Duck and Hide");
    expect(build()).toEqual(["cards", "names"]);
    edit("cards/early-war.yaml", "name: Duck and Hide", "name: Duck and Cover");
    expect(build()).toEqual(["cards", "names"]);
    // Edits the shortcuts of a build see (a card parsed alone, code checked again only when its
    // names changed): a line added inside a card, a lasting effect other cards use renamed (errors:
    // nothing sent) and back, a duplicate id, a YAML error mid-file, an edit across two cards, a
    // card added and removed.
    const steps: [string, string][] = [
      ["    number: 21\n", "    number: 21\n    # a note\n"],
      ["      - id: nato\n        duration: game", "      - id: nato_renamed\n        duration: game"],
      ["      - id: nato_renamed\n        duration: game", "      - id: nato\n        duration: game"],
      ["  - id: nato\n", "  - id: marshall_plan\n"],
      ["  - id: marshall_plan\n    number: 21", "  - id: nato\n    number: 21"],
      ["    number: 21\n    # a note\n", "    number: 21\n   name: NATO\n"],
      ["    number: 21\n   name: NATO\n", "    number: 21\n"],
      ["      gain_control(ussr, cuba)\n  - id: vietnam_revolts\n    number: 9\n", "      gain_control(ussr, cuba) \n  - id: vietnam_revolts\n    number: 9 # ninth\n"],
      ["  - id: nato\n", "  - id: added_card\n    number: 200\n    name: Added\n    ops: 1\n    side: us\n    era: early\n    kind: event\n    removed_after_event: false\n    optional: false\n    text: Added.\n    event: vp(us, 1)\n  - id: nato\n"],
      ["    event: vp(us, 1)\n", "    event: vp(us, 2)\n"],
    ];
    for (const [from, to] of steps) {
      edit("cards/early-war.yaml", from, to);
      build();
    }
    // The card added is in the page's cards and names; removed, it is gone from them.
    expect(page.cards?.some((c) => c.id === "added_card")).toBe(true);
    edit("cards/early-war.yaml", "  - id: added_card\n    number: 200\n    name: Added\n    ops: 1\n    side: us\n    era: early\n    kind: event\n    removed_after_event: false\n    optional: false\n    text: Added.\n    event: vp(us, 2)\n", "");
    expect(build()).toEqual(expect.arrayContaining(["cards", "names"]));
    expect(page.cards?.some((c) => c.id === "added_card")).toBe(false);
    // A space's name on the board.
    edit("board.yaml", "name: Afghanistan", "name: Afghanistan (edited)");
    expect(build()).toContain("board");
    edit("board.yaml", "name: Afghanistan (edited)", "name: Afghanistan");
    expect(build()).toContain("board");
    // What the schemas are made from: a declared card field (game.yaml), a test file added and
    // removed (its schema is the tests'). Each is sent again; a card's code typed after is not.
    edit("game.yaml", 'description: "The era whose deck it belongs to."', 'description: "The era of its deck."');
    expect(build()).toContain("schemas");
    files.set(`${root}/tests/card-added.yaml`, "name: added\n");
    expect(build()).toEqual(["schemas"]);
    files.delete(`${root}/tests/card-added.yaml`);
    expect(build()).toEqual(["schemas"]);
    edit("cards/early-war.yaml", "vp(us, 6 - defcon_level", "vp(us, 6 - defcon_levelx");
    expect(build()).toEqual([]);
    edit("cards/early-war.yaml", "vp(us, 6 - defcon_levelx", "vp(us, 6 - defcon_level");
    expect(build()).toEqual([]);
  });

  it("are all sent again after a reset (another game chosen)", () => {
    const delta = new InfoDelta();
    const p = parts(loadContent(read, root, selection, true));
    expect(Object.keys(delta.changed(p)).length).toBe(7);
    expect(delta.changed(p)).toEqual({});
    delta.reset();
    expect(Object.keys(delta.changed(p)).length).toBe(7);
  });
});
