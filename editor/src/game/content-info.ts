// What the page needs to know about freshly built content: names for completion and hover, the
// card list, the map to draw and the overlays to offer.
import { cardOptions } from "../../../src/content/card-options.js";
import type { Content } from "../../../src/content/model.js";
import type { CardFaceInfo, MapView, NameInfo, OverlayInfo } from "./protocol.js";

const sideName = (s: string) => (s === "us" ? "US" : s === "ussr" ? "USSR" : "Neutral");

export function nameInfos(content: Content): NameInfo[] {
  const out: NameInfo[] = [];
  const regionName = (id: string) => content.regions[id]?.name ?? id;
  for (const c of content.countries) {
    const bits = [regionName(c.region), `stability ${c.stability}`, c.battleground ? "battleground" : "", c.superpowers.length ? `next to ${c.superpowers.map(sideName).join(" and ")}` : ""];
    out.push({ id: c.id, kind: "country", label: c.name, detail: bits.filter(Boolean).join(" · ") });
  }
  for (const r of Object.values(content.regions)) {
    const count = content.countries.filter((c) => c.region === r.id || c.subregions.includes(r.id)).length;
    out.push({ id: r.id, kind: r.parent ? "subregion" : "region", label: r.name, detail: `${r.parent ? `subregion of ${regionName(r.parent)}` : "region"} · ${count} countries` });
  }
  for (const c of content.cardList) {
    out.push({ id: c.id, kind: "card", label: c.name, detail: `#${c.number} · ${sideName(c.side)} · ${c.ops} Ops · ${c.era} war${c.removed_after_event ? " · removed after event" : ""}` });
  }
  for (const e of Object.values(content.effects)) {
    if (content.cards[e.id]) continue;
    out.push({ id: e.id, kind: "effect", label: e.name, detail: `lasting effect${e.card ? ` of ${content.cards[e.card]?.name ?? e.card}` : ""} · lasts ${e.duration}` });
  }
  for (const s of Object.values(content.superpowers)) out.push({ id: s.id, kind: "superpower", label: s.name, detail: "superpower space" });
  for (const e of content.rules.turns.eras) out.push({ id: e.id, kind: "era", label: e.id, detail: `era from turn ${e.joins_at_turn}` });
  return out;
}

export function cardInfos(content: Content): CardFaceInfo[] {
  const lasting = new Map<string, string[]>();
  for (const e of Object.values(content.effects)) if (e.card) lasting.set(e.card, [...(lasting.get(e.card) ?? []), e.id]);
  return content.cardList.map((c) => ({
    id: c.id, number: c.number, name: c.name, ops: c.ops, side: c.side, era: c.era, kind: c.kind,
    text: c.text ?? "", removed_after_event: !!c.removed_after_event, optional: !!c.optional, lasting: lasting.get(c.id) ?? [], hasEvent: c.event !== null,
  }));
}

export function mapView(content: Content): MapView {
  return {
    countries: content.countries.map((c) => ({ id: c.id, name: c.name, region: c.region, subregions: c.subregions, stability: c.stability, battleground: c.battleground, adjacent: c.adjacent, superpowers: c.superpowers, x: c.position.x, y: c.position.y })),
    regions: Object.values(content.regions).map((r) => ({ id: r.id, name: r.name, colour: r.colour, parent: r.parent })),
    superpowers: (["us", "ussr"] as const).map((side) => {
      const s = content.superpowers[side];
      return { side, id: s.id, name: s.name, x: s.position.x, y: s.position.y };
    }),
    eras: content.rules.turns.eras.map((e) => ({ id: e.id, name: e.name ?? e.id, from: e.joins_at_turn })),
    defconMax: content.rules.defcon.max,
    milopsMax: content.rules.military_ops.max,
    vpToWin: content.rules.victory.vp_to_win,
    space: content.rules.space_race.boxes.map((b) => ({ box: b.box, name: b.name, ops: b.ops, roll: b.roll })),
    turns: content.rules.turns.count,
  };
}

/** Scenarios, variants and options, as `cardwright scenarios` lists them (card options included). */
export function overlayInfos(content: Content): OverlayInfo[] {
  const scenarios = Object.values(content.scenarios).map((s) => ({ id: s.id, kind: "scenario" as const, name: s.name, description: s.description }));
  const overlays = Object.values(content.overlays).filter((o) => !scenarios.some((s) => s.id === o.id));
  const cards = [...cardOptions(content)].map(([id, cards]) => ({
    id,
    kind: "option" as const,
    name: id.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase()),
    description: `puts ${cards.map((c) => content.cards[c]?.name ?? c).join(", ")} in the deck`,
    cards,
  }));
  const rank = { scenario: 0, variant: 1, option: 2 };
  return [...scenarios, ...overlays, ...cards].sort((a, b) => rank[a.kind] - rank[b.kind] || a.id.localeCompare(b.id));
}
