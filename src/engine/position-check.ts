// Whether a start position (scenario tests, the editor's test games) can happen in a game of this
// content: a turn the game has, an action round the turn has, tracks within their range, no
// game already over, and only known countries, cards and effects, each card in one place.
// Each problem names the path of the value in the position, so it can be shown where it is written.
import type { Content } from "../content/model.js";
import type { Position } from "./game.js";

export interface PositionProblem {
  /** Path inside the position, e.g. ["turn"] or ["hands", "us", 2]. */
  at: (string | number)[];
  message: string;
}

export function positionProblems(content: Content, p: Position): PositionProblem[] {
  const out: PositionProblem[] = [];
  const range = (at: (string | number)[], value: number | undefined, min: number, max: number) => {
    if (value === undefined || (value >= min && value <= max)) return;
    const field = at.join(".");
    out.push({ at, message: `\`${field}: ${value}\` cannot happen in a game: it must be from ${min} to ${max}` });
  };
  const rules = content.rules;
  range(["turn"], p.turn, 1, rules.turns.count);
  const schedule = rules.turns.schedule.find((s) => p.turn >= s.from && p.turn <= s.to);
  // One more than the schedule: the Space Race's eighth action round (and effects that add one).
  if (schedule && (p.phase ?? "action") === "action") range(["action_round"], p.action_round, 1, schedule.action_rounds + 1);
  // DEFCON 1 and ±vp_to_win end the game: no game is still going there.
  range(["defcon"], p.defcon, 2, rules.defcon.max);
  const win = rules.victory.vp_to_win;
  range(["vp"], p.vp, -(win - 1), win - 1);
  for (const side of ["us", "ussr"] as const) {
    range(["military_ops", side], p.military_ops?.[side], 0, rules.military_ops.max);
    range(["space", side], p.space?.[side], 0, rules.space_race.boxes.length);
    range(["space_attempts", side], p.space_attempts?.[side], 0, rules.space_race.attempts_per_turn + 1);
  }
  for (const c of Object.keys(p.influence ?? {})) {
    if (!content.country[c]) out.push({ at: ["influence", c], message: `unknown country \`${c}\`` });
  }
  // Every card in one place: a hand, the draw pile, the discard pile or out of the game.
  const placed = new Map<string, string>();
  const piles: [(string | number)[], string[] | undefined][] = [
    [["hands", "us"], p.hands?.us],
    [["hands", "ussr"], p.hands?.ussr],
    [["deck"], p.deck],
    [["discard"], p.discard],
    [["removed"], p.removed],
  ];
  for (const [at, cards] of piles) {
    const pile = at.join(".");
    (cards ?? []).forEach((id, i) => {
      if (!content.cards[id]) out.push({ at: [...at, i], message: `unknown card \`${id}\`` });
      else if (placed.has(id)) out.push({ at: [...at, i], message: `\`${id}\` is in two places: \`${placed.get(id)}\` and \`${pile}\`` });
      else placed.set(id, pile);
    });
  }
  (p.effects ?? []).forEach((e, i) => {
    const id = typeof e === "string" ? e : e.id;
    if (!content.effects[id]) out.push({ at: ["effects", i], message: `unknown effect \`${id}\`` });
  });
  return out;
}
