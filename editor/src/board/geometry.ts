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

/** A label spot for each top-level region: above the middle of its main cluster of countries. */
export function regionLabels(map: MapView): { id: string; name: string; colour: string; x: number; y: number }[] {
  return map.regions
    .filter((r) => !r.parent)
    .map((r) => {
      const cs = map.countries.filter((c) => c.region === r.id);
      if (!cs.length) return null;
      const xs = cs.map((c) => c.x).sort((a, b) => a - b);
      const mid = xs[Math.floor(xs.length / 2)]!;
      // Outliers (Canada is European but sits by the USA) do not pull the label away.
      const near = cs.filter((c) => Math.abs(c.x - mid) < 330);
      const minY = Math.min(...near.map((c) => c.y));
      const top = near.filter((c) => c.y - minY < 40);
      const x = top.reduce((s, c) => s + c.x, 0) / top.length;
      return { id: r.id, name: r.name, colour: r.colour, x, y: Math.max(18, minY - BOX.h / 2 - 14) };
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
