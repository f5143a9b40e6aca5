// Board geometry: box sizes, the board's bounds, where group labels go, which colour text needs
// on a fill, each side's colour. Plain functions over the board the game declares (positions are
// box centres in the game's own board units).
import type { BoardLayout } from "../game/protocol.js";

export const BOX = { w: 112, h: 58, band: 22 } as const;

type Space = BoardLayout["spaces"][number];

/** Side colours in side order: the first two are the page's (blue, red), then more. */
const SIDE_COLOURS = ["#2b63b0", "#c0392b", "#2f8f5b", "#8e5bb5", "#c07a1b", "#4a5968"];

export function sideColour(sides: readonly string[], side: string | null): string {
  const i = side === null ? -1 : sides.indexOf(side);
  return i < 0 ? "#9aa2ac" : SIDE_COLOURS[i % SIDE_COLOURS.length]!;
}

/** A pale fill for a space its side holds. */
export function sideTint(sides: readonly string[], side: string | null): string {
  const i = side === null ? -1 : sides.indexOf(side);
  return i < 0 ? "#ffffff" : ["#d4e3f7", "#f7d6d1", "#d5efdf", "#e9dcf5", "#f6e4c8", "#e1e5ea"][i % 6]!;
}

/** The part of the board the spaces cover, with a margin. */
export function boardBounds(layout: BoardLayout): { x: number; y: number; w: number; h: number } {
  if (!layout.spaces.length) return { x: 0, y: 0, w: 1600, h: 1000 };
  const xs = layout.spaces.map((s) => s.x);
  const ys = layout.spaces.map((s) => s.y);
  const x = Math.min(...xs) - BOX.w / 2 - 60;
  const y = Math.min(...ys) - BOX.h / 2 - 60;
  return { x, y, w: Math.max(...xs) + BOX.w / 2 + 60 - x, h: Math.max(...ys) + BOX.h / 2 + 60 - y };
}

/** Adjacency as unique pairs (each drawn once). */
export function adjacencyPairs(layout: BoardLayout): [string, string][] {
  const ids = new Set(layout.spaces.map((s) => s.id));
  const seen = new Set<string>();
  const out: [string, string][] = [];
  for (const c of layout.spaces) {
    for (const a of c.adjacent) {
      const key = c.id < a ? `${c.id}|${a}` : `${a}|${c.id}`;
      if (seen.has(key) || !ids.has(a)) continue;
      seen.add(key);
      out.push([c.id, a]);
    }
  }
  return out;
}

/** The first top-level group a space belongs to (its colour). */
export function mainGroup(layout: BoardLayout, s: Space): BoardLayout["groups"][number] | undefined {
  const top = layout.groups.filter((g) => !g.parent);
  return top.find((g) => s.groups.includes(g.id)) ?? layout.groups.find((g) => s.groups.includes(g.id));
}

export function groupColour(layout: BoardLayout, s: Space): string {
  return mainGroup(layout, s)?.colour ?? "#9aa2ac";
}

/**
 * A label spot for each top-level group: the free spot nearest the middle of its main cluster,
 * tried above, below and beside each of its spaces, so a label never covers a space's box.
 */
export function groupLabels(layout: BoardLayout): { id: string; name: string; colour: string; x: number; y: number }[] {
  const bounds = boardBounds(layout);
  const boxes = layout.spaces.map((c) => ({ x0: c.x - BOX.w / 2 - 4, x1: c.x + BOX.w / 2 + 4, y0: c.y - BOX.h / 2 - 4, y1: c.y + BOX.h / 2 + 4 }));
  const placed: typeof boxes = [];
  return layout.groups
    .filter((r) => !r.parent)
    .map((r) => {
      const cs = layout.spaces.filter((c) => !c.home && mainGroup(layout, c)?.id === r.id);
      if (!cs.length) return null;
      const xs = cs.map((c) => c.x).sort((a, b) => a - b);
      const mid = xs[Math.floor(xs.length / 2)]!;
      // Outliers (a space drawn far from its group) do not pull the label away.
      const near = cs.filter((c) => Math.abs(c.x - mid) < 330);
      const cx = near.reduce((s, c) => s + c.x, 0) / near.length;
      const cy = near.reduce((s, c) => s + c.y, 0) / near.length;
      const w = r.name.length * 12.5 + 10;
      const h = 20;
      const free = (x: number, y: number) => {
        const b = { x0: x - w / 2, x1: x + w / 2, y0: y - h + 4, y1: y + 6 };
        if (b.x0 < bounds.x || b.x1 > bounds.x + bounds.w || b.y0 < bounds.y || b.y1 > bounds.y + bounds.h) return false;
        return ![...boxes, ...placed].some((o) => b.x0 < o.x1 && b.x1 > o.x0 && b.y0 < o.y1 && b.y1 > o.y0);
      };
      const candidates: { x: number; y: number }[] = [];
      for (const c of near) {
        candidates.push({ x: c.x, y: c.y - BOX.h / 2 - 10 }, { x: c.x, y: c.y + BOX.h / 2 + 22 });
        candidates.push({ x: c.x - BOX.w / 2 - w / 2 - 8, y: c.y + 6 }, { x: c.x + BOX.w / 2 + w / 2 + 8, y: c.y + 6 });
      }
      const best = candidates.filter((p) => free(p.x, p.y)).sort((a, b) => Math.hypot(a.x - cx, a.y - cy) - Math.hypot(b.x - cx, b.y - cy))[0];
      const at = best ?? { x: cx, y: Math.min(...near.map((c) => c.y)) - BOX.h / 2 - 10 };
      placed.push({ x0: at.x - w / 2, x1: at.x + w / 2, y0: at.y - h, y1: at.y + 6 });
      return { id: r.id, name: r.name, colour: r.colour ?? "#6b7480", x: at.x, y: at.y };
    })
    .filter((x): x is NonNullable<typeof x> => x !== null);
}

/** Black or white, whichever reads better on the colour. */
export function inkOn(hex: string): string {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return "#1b2430";
  const [r, g, b] = [m[1], m[2], m[3]].map((x) => parseInt(x!, 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  const lum = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return lum > 0.36 ? "#1b2430" : "#ffffff";
}
