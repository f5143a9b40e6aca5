// Board geometry: box sizes, where region labels go, which colour text needs on a fill.
// Plain functions over the map (positions are box centres in 1600×1000 board units).
import type { MapView } from "../game/protocol.js";

export const BOX = { w: 112, h: 58, band: 22 } as const;

/** Adjacency as unique pairs (each drawn once). */
export function adjacencyPairs(map: MapView): [string, string][] {
  const seen = new Set<string>();
  const out: [string, string][] = [];
  for (const c of map.countries) {
    for (const a of c.adjacent) {
      const key = c.id < a ? `${c.id}|${a}` : `${a}|${c.id}`;
      if (seen.has(key) || !map.countries.some((x) => x.id === a)) continue;
      seen.add(key);
      out.push([c.id, a]);
    }
  }
  return out;
}

/**
 * A label spot for each top-level region: the free spot nearest the middle of its main cluster,
 * tried above, below and beside each of its countries, so a label never covers a country box.
 */
export function regionLabels(map: MapView): { id: string; name: string; colour: string; x: number; y: number }[] {
  const boxes = map.countries.map((c) => ({ x0: c.x - BOX.w / 2 - 4, x1: c.x + BOX.w / 2 + 4, y0: c.y - BOX.h / 2 - 4, y1: c.y + BOX.h / 2 + 4 }));
  for (const s of map.superpowers) boxes.push({ x0: s.x - 70, x1: s.x + 70, y0: s.y - 34, y1: s.y + 34 });
  const placed: typeof boxes = [];
  return map.regions
    .filter((r) => !r.parent)
    .map((r) => {
      const cs = map.countries.filter((c) => c.region === r.id);
      if (!cs.length) return null;
      const xs = cs.map((c) => c.x).sort((a, b) => a - b);
      const mid = xs[Math.floor(xs.length / 2)]!;
      // Outliers (Canada is European but sits by the USA) do not pull the label away.
      const near = cs.filter((c) => Math.abs(c.x - mid) < 330);
      const cx = near.reduce((s, c) => s + c.x, 0) / near.length;
      const cy = near.reduce((s, c) => s + c.y, 0) / near.length;
      const w = r.name.length * 12.5 + 10;
      const h = 20;
      const free = (x: number, y: number) => {
        const b = { x0: x - w / 2, x1: x + w / 2, y0: y - h + 4, y1: y + 6 };
        if (b.x0 < 0 || b.x1 > 1600 || b.y0 < 0 || b.y1 > 1000) return false;
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
      return { id: r.id, name: r.name, colour: r.colour, x: at.x, y: at.y };
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

export function regionColour(map: MapView, region: string): string {
  return map.regions.find((r) => r.id === region)?.colour ?? "#9aa2ac";
}
