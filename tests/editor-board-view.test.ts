// The board draws a space again only when what its drawing depends on changed
// (editor/src/board/space-view.ts, spaceDeps): that must change with everything the space shows
// (its pieces, holder, marks, name), stay the same when a game message changed something else (a
// track, the log), and the same dependencies must always give the same drawing.
import { describe, expect, it } from "vitest";
import { DEFAULT_CONTENT_DIR } from "../src/content/load-dir.js";
import { loadContent } from "../src/content/load.js";
import { loadI18n, translate, type Translator } from "../src/i18n/index.js";
import { boardLayout, gameInfo } from "../editor/src/game/content-info.js";
import { boardState } from "../editor/src/game/view.js";
import { defaultSetup, playMove, replayScript } from "../editor/src/game/script.js";
import { spaceDeps, spaceView, type BoardInputs } from "../editor/src/board/space-view.js";
import type { BoardState } from "../editor/src/game/protocol.js";
import type { State } from "../src/kernel/index.js";
import { readWithEdits } from "./helpers.js";

const dir = DEFAULT_CONTENT_DIR;
const disk = readWithEdits();
const loaded = loadContent(disk, dir, { scenario: "standard", variants: [], options: [] }, false);
if (!loaded.content) throw new Error("the content does not load");
const content = loaded.content;
const bundle = loadI18n(disk).bundle;
const en = translate(bundle, "en");
const es = translate(bundle, "es");
const layout = boardLayout(content);
const info = gameInfo(content, dir);

/** The Soviet player's Fidel for Influence, then a marker placed in each of `spaces`. */
function after(spaces: string[]): State {
  let state = replayScript(content, { setup: { ...defaultSetup(), start: "action", hands: { ussr: ["fidel"], us: [] } }, steps: [] }).state;
  for (const choice of ["fidel", "influence", ...spaces]) state = playMove(content, state, { player: state.pending[0]!.player, choice }, () => 1).state;
  return state;
}

/** A game message's board: a copy, as the page receives it. */
const message = (s: State, tr: Translator = en): BoardState => structuredClone(boardState(content, s, tr, null));

function inputs(board: BoardState, more: Partial<BoardInputs> = {}, tr: Translator = en): BoardInputs {
  return { layout, info, tr, board, options: new Set(), changed: new Set(), edited: new Set(), ...more };
}

/**
 * The spaces the board draws again going from `a` to `b` (their dependencies differ, as the board's
 * guard compares them). Each space not drawn again must look the same: its view is checked.
 */
function redrawn(a: BoardInputs, b: BoardInputs): string[] {
  const same = (x: unknown[], y: unknown[]) => x.length === y.length && x.every((v, i) => v === y[i]);
  return layout.spaces
    .filter((c) => {
      if (!same(spaceDeps(c, a), spaceDeps(c, b))) return true;
      expect(spaceView(c, b), `${c.id} is not drawn again: it must look the same`).toEqual(spaceView(c, a));
      return false;
    })
    .map((c) => c.id);
}

describe("the board's space views", () => {
  const before = message(after([]));
  const one = message(after(["afghanistan"]));
  const two = message(after(["afghanistan", "afghanistan"]));
  const afghanistan = layout.spaces.find((c) => c.id === "afghanistan")!;

  it("change for the space whose pieces or holder changed, and for it alone", () => {
    expect(redrawn(inputs(before), inputs(one))).toEqual(["afghanistan"]);
    const ussr = info.sides.findIndex((s) => s.id === "ussr");
    expect(spaceView(afghanistan, inputs(one)).pieces[ussr]!.n).toBe(1);
    expect(spaceView(afghanistan, inputs(one)).holder).toBe(null);
    // Two markers take Afghanistan (stability 2): the holder changes too.
    expect(redrawn(inputs(one), inputs(two))).toEqual(["afghanistan"]);
    expect(spaceView(afghanistan, inputs(two)).holder).toBe("ussr");
    expect(spaceView(afghanistan, inputs(two)).label).toBe("Afghanistan — USSR");
  });

  it("stay the same for a new message whose spaces show the same (a track moved, new sets of the same marks)", () => {
    const moved: BoardState = { ...message(after([])), tracks: { ...before.tracks, vp: 5 } };
    expect(redrawn(inputs(before), inputs(moved))).toEqual([]);
    expect(redrawn(inputs(before, { changed: new Set(["iran"]) }), inputs(moved, { changed: new Set(["iran"]) }))).toEqual([]);
  });

  it("change with the marks: the last move, the last edit, the spaces a decision offers", () => {
    expect(redrawn(inputs(before), inputs(before, { changed: new Set(["iran"]) }))).toEqual(["iran"]);
    expect(redrawn(inputs(before), inputs(before, { edited: new Set(["iran", "iraq"]) }))).toEqual(["iran", "iraq"]);
    // A decision on spaces: those offered glow, every other space is dimmed.
    const picking = inputs(before, { options: new Set(["iran"]) });
    expect(redrawn(inputs(before), picking)).toEqual(layout.spaces.map((c) => c.id));
    expect(spaceView(layout.spaces.find((c) => c.id === "iran")!, picking)).toMatchObject({ option: true, picking: true });
    expect(spaceView(afghanistan, picking)).toMatchObject({ option: false, picking: true });
  });

  it("change with the page's language", () => {
    const spanish = inputs(message(after([]), es), {}, es);
    expect(redrawn(inputs(before), spanish)).toContain("west_germany");
    expect(spaceView(layout.spaces.find((c) => c.id === "west_germany")!, spanish).full).toBe("Alemania Occidental");
  });
});
