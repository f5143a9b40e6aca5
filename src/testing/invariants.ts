// Invariants every reachable state keeps. Checked after every move by the property tests
// and by `cardwright simulate`.
import type { Content } from "../content/model.js";
import type { GameState } from "../engine/state.js";

export function invariantViolations(content: Content, s: GameState): string[] {
  const out: string[] = [];
  for (const [c, [us, ussr]] of Object.entries(s.influence)) if (us < 0 || ussr < 0) out.push(`negative influence in ${c}`);
  if (s.defcon < 1 || s.defcon > content.rules.defcon.max) out.push(`DEFCON ${s.defcon} out of range`);
  if (s.defcon === 1 && !s.result) out.push("DEFCON 1 but the game goes on");
  if (!s.result && Math.abs(s.vp) >= content.rules.victory.vp_to_win) out.push(`VP ${s.vp} reached the limit but the game goes on`);
  for (const side of ["us", "ussr"] as const) {
    if (s.milops[side] < 0 || s.milops[side] > content.rules.military_ops.max) out.push(`${side} military ops ${s.milops[side]} out of range`);
    if (s.space[side] < 0 || s.space[side] > content.rules.space_race.boxes.length) out.push(`${side} space ${s.space[side]} out of range`);
    if (s.hands[side].length > 12) out.push(`${side} holds ${s.hands[side].length} cards`);
  }
  const seen = new Map<string, string>();
  const zones: [string, string[]][] = [["us hand", s.hands.us], ["ussr hand", s.hands.ussr], ["deck", s.deck], ["discard", s.discard], ["removed", s.removed], ["in play", s.inPlay]];
  for (const [zone, cards] of zones) {
    for (const c of cards) {
      if (!content.cards[c]) out.push(`unknown card ${c} in ${zone}`);
      if (c === content.chinaCard && zone !== "in play") out.push(`the China Card is in ${zone}`);
      if (seen.has(c) && c !== content.chinaCard) out.push(`${c} is in both ${seen.get(c)} and ${zone}`);
      seen.set(c, zone);
    }
  }
  // Nobody holds it only where the game starts that way (Chinese Civil War) and it was never claimed.
  if (!s.china.holder && content.scenarios[s.scenario]?.china_card.holder !== "none") out.push("nobody holds the China Card");
  if (!s.result && !s.pending) out.push("no decision is pending but the game is not over");
  if (s.pending && s.pending.options.length === 0) out.push(`decision ${s.pending.kind} has no options`);
  if (s.pending && new Set(s.pending.options).size !== s.pending.options.length) out.push(`decision ${s.pending.kind} lists an option twice`);
  return out;
}
