// Region scoring (rule 10.1): presence, domination, control, battleground and adjacency bonuses.
import { inRegion, otherSide, SIDES, type Content, type Side } from "../content/model.js";
import { controller, isBattleground, modifiers } from "./queries.js";
import type { GameState } from "./state.js";

export interface Standing {
  countries: number;
  battlegrounds: number;
  nonBattlegrounds: number;
  adjacentToEnemy: number;
  level: "none" | "presence" | "domination" | "control";
}

/**
 * Each side's standing in a region. `scoring`: for a scoring of the region, where
 * `scoring_battlegrounds` modifiers (Shuttle Diplomacy) add or take away battlegrounds the side
 * controls; they change its presence, domination and control as well as the battleground VP.
 */
export function regionStanding(content: Content, state: GameState, region: string, scoring = false): Record<Side, Standing> {
  const blank = (): Standing => ({ countries: 0, battlegrounds: 0, nonBattlegrounds: 0, adjacentToEnemy: 0, level: "none" });
  const out: Record<Side, Standing> = { us: blank(), ussr: blank() };
  let totalBattlegrounds = 0;
  for (const c of content.countries) {
    if (!inRegion(c, region) || c.scored === false) continue;
    const bg = isBattleground(content, state, c.id, true);
    if (bg) totalBattlegrounds++;
    const owner = controller(content, state, c.id);
    if (!owner) continue;
    const s = out[owner];
    s.countries++;
    if (bg) s.battlegrounds++;
    else s.nonBattlegrounds++;
    if (c.superpowers.includes(otherSide(owner))) s.adjacentToEnemy++;
  }
  if (scoring) {
    for (const side of SIDES) {
      const s = out[side];
      for (const m of modifiers(content, state, "scoring_battlegrounds", side, region)) {
        const delta = Math.max(-s.battlegrounds, m.modifier.amount ?? 0);
        s.battlegrounds += delta;
        s.countries += delta;
      }
    }
  }
  for (const side of SIDES) {
    const me = out[side];
    const them = out[otherSide(side)];
    if (me.countries > them.countries && totalBattlegrounds > 0 && me.battlegrounds === totalBattlegrounds) me.level = "control";
    else if (me.countries > them.countries && me.battlegrounds > them.battlegrounds && me.battlegrounds > 0 && me.nonBattlegrounds > 0) me.level = "domination";
    else if (me.countries > 0) me.level = "presence";
  }
  return out;
}

export interface RegionScore {
  vp: Record<Side, number>;
  /** Set when a side controls a region whose control wins the game. */
  winner: Side | null;
  standing: Record<Side, Standing>;
}

export function scoreRegion(content: Content, state: GameState, region: string): RegionScore {
  const perCountry = content.rules.scoring.per_country?.find((p) => p.subregion === region);
  if (perCountry) {
    const vp = { us: 0, ussr: 0 };
    for (const c of content.countries) {
      if (!inRegion(c, region) || c.scored === false) continue;
      const owner = controller(content, state, c.id);
      if (owner) vp[owner] += perCountry.overrides?.[c.id] ?? perCountry.vp;
    }
    return { vp, winner: null, standing: regionStanding(content, state, region) };
  }
  const values = content.rules.scoring.regions.find((r) => r.region === region);
  if (!values) throw new Error(`region ${region} has no scoring values in rules.yaml`);
  const standing = regionStanding(content, state, region, true);
  const vp = { us: 0, ussr: 0 };
  let winner: Side | null = null;
  for (const side of SIDES) {
    const s = standing[side];
    if (s.level === "control" && values.control === "win") winner = side;
    const base = s.level === "control" ? (values.control === "win" ? values.domination : values.control) : s.level === "domination" ? values.domination : s.level === "presence" ? values.presence : 0;
    vp[side] = base + s.battlegrounds * content.rules.scoring.battleground_bonus + s.adjacentToEnemy * content.rules.scoring.adjacent_to_enemy_superpower_bonus;
  }
  return { vp, winner, standing };
}
