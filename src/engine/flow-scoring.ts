// Applying a region's score, and the final scoring after the last turn (rule 10.3.2).
import { otherSide, type Side } from "../content/model.js";
import { endGame, gainVp, log } from "./actions.js";
import { defineFrame, pop, type Machine } from "./machine.js";
import { scoreRegion } from "./scoring.js";
import { fireTriggers } from "./triggers.js";

export function scoreAndApply(m: Machine, region: string): void {
  const { content, state } = m;
  const r = scoreRegion(content, state, region);
  const net = r.vp.us - r.vp.ussr;
  log(state, "score.region", { region, us: r.vp.us, ussr: r.vp.ussr });
  if (net > 0) gainVp(content, state, "us", net);
  else if (net < 0) gainVp(content, state, "ussr", -net);
  if (r.winner && content.rules.victory.europe_control_wins) endGame(state, r.winner, "region_control");
  fireTriggers(m, "region_scored", null, region);
}

defineFrame("final_scoring", {
  step(m) {
    const { content, state } = m;
    state.finalScoring = true;
    log(state, "final.scoring");
    for (const r of content.rules.scoring.regions) {
      scoreAndApply(m, r.region);
      if (state.result) return;
    }
    if (state.china.holder && state.china.holder !== null) gainVp(content, state, state.china.holder, content.rules.china_card.final_vp);
    declareWinnerByVp(m, "final_scoring");
    pop(m);
  },
});

/**
 * The winner when the game ends on points (after final scoring, or when an event such as Wargames
 * ends it): the scenario's own condition if it has one (Late War: the US needs 20 VP, otherwise
 * the USSR wins), else whoever is ahead, a draw at 0.
 */
export function declareWinnerByVp(m: Machine, reason: string): void {
  const { content, state } = m;
  const positive: Side = content.rules.vp.positive_side;
  const rule = content.scenarios[state.scenario]?.victory?.final_scoring;
  if (rule) {
    const vpFor = rule.side === positive ? state.vp : -state.vp;
    endGame(state, vpFor >= rule.vp_at_least ? rule.side : rule.otherwise, reason);
  } else endGame(state, state.vp > 0 ? positive : state.vp < 0 ? otherSide(positive) : "draw", reason);
}
