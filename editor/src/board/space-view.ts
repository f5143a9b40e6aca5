// What one space of the board shows, as plain data: its place, names, colours, pieces by side,
// holder and marks, and what that is made from (spaceDeps). The board draws a space again only
// when those changed (cw-board.ts): a game message that moves a track, adds to the log or changes
// one space's pieces leaves the other ~90 spaces (most of the board's ~2,000 shapes) as they are.
import type { Translator } from "../../../src/i18n/translate.js";
import type { BoardLayout, BoardState, GameInfo } from "../game/protocol.js";
import { BOX, groupColour, inkOn, sideColour, sideTint } from "./geometry.js";

type Space = BoardLayout["spaces"][number];

export interface SpaceView {
  id: string;
  /** The box's top left corner and centre. */
  x: number;
  y: number;
  cx: number;
  /** The space's name in the page's language, and as written on the box (long names shortened). */
  full: string;
  name: string;
  /** The accessible label: the name and the holder's name. */
  label: string;
  colour: string;
  bandFill: string;
  bandInk: string;
  body: string;
  marked: boolean;
  holder: string | null;
  /** The space field shown in the middle (`display.space_number`). */
  number: number | null;
  /** It answers the pending decision; another space does (this one is dimmed). */
  option: boolean;
  picking: boolean;
  /** Changed by the last move (or the step looked at); by the last edit. */
  last: boolean;
  edited: boolean;
  /** One box of pieces per side, spread across the bottom of the space. */
  pieces: { side: string; x: number; y: number; n: number; colour: string; holds: boolean }[];
}

/** What the board draws its spaces from. */
export interface BoardInputs {
  layout: BoardLayout;
  info: GameInfo;
  /** The page's language (names); null: the board's own English names. */
  tr: Translator | null;
  board: BoardState | null;
  /** Spaces that answer the pending decision. */
  options: ReadonlySet<string>;
  changed: ReadonlySet<string>;
  edited: ReadonlySet<string>;
}

/**
 * What a space's drawing depends on: the layout, the game and the language (compared as the same
 * objects), and what the game shows on it now. A space is drawn again only when one of these is
 * not the same as at its last drawing (cw-board.ts guards each space with them).
 */
export function spaceDeps(c: Space, inputs: BoardInputs): unknown[] {
  return [inputs.layout, inputs.info, inputs.tr, stateKey(spaceState(c, inputs))];
}

/** What a game message can change on one space. */
interface SpaceState {
  counts: number[];
  holder: string | null;
  option: boolean;
  picking: boolean;
  last: boolean;
  edited: boolean;
}

function spaceState(c: Space, { info, board, options, changed, edited }: BoardInputs): SpaceState {
  const kind = info.pieces[0]?.id;
  return {
    counts: (kind && board?.pieces[kind]?.[c.id]) || [],
    holder: board?.holders[c.id] ?? null,
    option: options.has(c.id),
    picking: options.size > 0,
    last: changed.has(c.id),
    edited: edited.has(c.id),
  };
}

function stateKey(s: SpaceState): string {
  return `${s.counts.join(",")}|${s.holder ?? ""}|${+s.option}${+s.picking}${+s.last}${+s.edited}`;
}

/** The space as drawn: made from the layout, the game, the language and the space's state alone (see spaceDeps). */
export function spaceView(c: Space, inputs: BoardInputs): SpaceView {
  const { layout, info, tr } = inputs;
  const { counts, holder, option, picking, last, edited } = spaceState(c, inputs);
  const sides = info.sides.map((s) => s.id);
  const x = c.x - BOX.w / 2;
  const y = c.y - BOX.h / 2;
  const colour = groupColour(layout, c);
  const mark = info.display.spaceMark;
  const numberField = info.display.spaceNumber;
  const marked = !!mark && c.fields[mark] === true;
  const full = tr?.name("space", c.id) ?? c.name;
  const number = numberField ? c.fields[numberField] : undefined;
  const slot = (BOX.w - 10) / Math.max(1, sides.length);
  return {
    id: c.id,
    x,
    y,
    cx: c.x,
    full,
    name: full.length > 13 ? full.replace(" States", " St.").replace("Republic", "Rep.") : full,
    label: `${full}${holder ? ` — ${tr?.name("side", holder) ?? holder}` : ""}`,
    colour,
    bandFill: marked ? "#7d1d2c" : colour,
    bandInk: marked ? "#ffffff" : inkOn(colour),
    body: sideTint(sides, holder),
    marked,
    holder,
    number: typeof number === "number" ? number : null,
    option,
    picking,
    last,
    edited,
    pieces: sides.map((side, i) => ({
      side,
      x: x + 5 + i * slot + (slot - 34) * (i === 0 ? 0 : i === sides.length - 1 ? 1 : 0.5),
      y: y + BOX.band + 5,
      n: counts[i] ?? 0,
      colour: sideColour(sides, side),
      holds: holder === side,
    })),
  };
}
