// Turns the engine's state and the replayed script into what the page shows: the board's numbers,
// the hands, the pending decision with labelled options, and the log grouped by step with every
// number explained (Ops values with their modifiers, scoring standings).
import type { Content, Side } from "../../../src/content/model.js";
import { SIDES } from "../../../src/content/model.js";
import { explainOps, opsValue } from "../../../src/engine/queries.js";
import { regionStanding } from "../../../src/engine/scoring.js";
import type { GameState, LogEntry } from "../../../src/engine/state.js";
import { describeDecision, describeEntry, optionLabel, type Line } from "./describe.js";
import type { Names } from "./names.js";
import type { BoardState, HandCard, PendingView, StepView } from "./protocol.js";
import type { Replay, Script, Step } from "./script.js";

export function boardState(content: Content, s: GameState, names: Names): BoardState {
  const choosable = new Set(s.pending?.options ?? []);
  const card = (id: string): HandCard => {
    const c = content.cards[id];
    return { id, number: c?.number ?? 0, name: c?.name ?? id, ops: c?.ops ?? 0, side: c?.side ?? "neutral", era: c?.era ?? "", kind: c?.kind ?? "event", choosable: choosable.has(id) };
  };
  return {
    turn: s.turn,
    round: s.round,
    phasing: s.phasing,
    defcon: s.defcon,
    vp: s.vp,
    milops: { ...s.milops },
    space: { ...s.space },
    influence: s.influence,
    china: { ...s.china },
    effects: s.effects.map((e) => ({ id: e.id, name: names.effect(e.id), owner: e.owner, card: content.effects[e.id]?.card ?? "" })),
    hands: { us: s.hands.us.map(card), ussr: s.hands.ussr.map(card) },
    deck: s.deck.length,
    discard: [...s.discard],
    removed: [...s.removed],
    rigged: [...s.rigged],
    result: s.result ? { winner: s.result.winner, reason: s.result.reason } : null,
  };
}

export function pendingView(content: Content, s: GameState, names: Names): PendingView | null {
  const d = s.pending;
  if (!d) return null;
  const view: PendingView = {
    player: d.player,
    kind: d.kind,
    prompt: describeDecision(d, names, s.turn, s.round),
    options: d.options.map((o) => ({ id: o, label: optionLabel(o, names), kind: content.country[o] ? "country" : content.cards[o] ? "card" : "other" })),
  };
  if (d.kind === "play_mode" && typeof d.args?.["card"] === "string") view.detail = opsDetail(content, s, d.player, d.args["card"]);
  return view;
}

/** "ops 3 = 4, −1 Red Scare/Purge": the card's Ops for the side, with the effects that changed it. */
export function opsDetail(content: Content, s: GameState, side: Side, cardId: string): string {
  const card = content.cards[cardId];
  if (!card) return "";
  const v = opsValue(content, s, side, card.ops, cardId);
  const text = v.parts.length > 1 ? `ops ${explainOps(content, v).replace(/^(\d+ = \d+) /, "$1, ")}` : `ops ${v.value} (printed)`;
  const bonus = v.bonuses.map((b) => `+${b.amount} if all in ${content.regions[b.region]?.name ?? b.region} (${content.cards[b.source]?.name ?? content.effects[b.source]?.name ?? b.source})`);
  return [text, ...bonus].join("; ");
}

export function stepTitle(step: Step, names: Names): string {
  if ("dice" in step) return `Dice forced: ${step.dice.join(", ")}`;
  if ("rig" in step) return `${names.card(step.rig.card)} put into the ${names.side(step.rig.side)} hand`;
  return `${names.side(step.player)}: ${optionLabel(step.choice, names)}`;
}

function lines(content: Content, log: LogEntry[], names: Names, after: GameState | null): Line[] {
  return log.map((e) => {
    const line = describeEntry(e, names);
    if (e.k === "score.region" && after) line.detail = standingDetail(content, after, String(e.a?.["region"]));
    return line;
  });
}

function standingDetail(content: Content, s: GameState, region: string): string {
  if (!content.regions[region]) return "";
  const st = regionStanding(content, s, region, true);
  return SIDES.map((side) => {
    const x = st[side];
    const extras = [x.battlegrounds ? `${x.battlegrounds} battleground${x.battlegrounds > 1 ? "s" : ""}` : "", x.adjacentToEnemy ? `${x.adjacentToEnemy} next to the enemy` : ""].filter(Boolean);
    return `${side === "us" ? "US" : "USSR"} ${x.level}${extras.length ? ` + ${extras.join(" + ")}` : ""}`;
  }).join(" · ");
}

export function startLines(content: Content, replay: Replay, names: Names, script: Script): Line[] {
  const first = replay.before[0] ?? replay.state;
  void script;
  return lines(content, first.log, names, null);
}

export function stepViews(content: Content, script: Script, replay: Replay, names: Names, changedAt: number | null): StepView[] {
  return script.steps.map(({ step, group }, i) => {
    const outcome = replay.outcomes[i];
    if (!outcome) return { index: i, group, title: stepTitle(step, names), lines: [], status: "not-replayed" as const };
    const before = replay.before[i]!;
    const after = replay.before[i + 1] ?? replay.state;
    const ls = lines(content, after.log.slice(outcome.logFrom, outcome.logTo), names, after);
    // The Ops of a card played for Operations, explained with the state it was played in.
    if ("player" in step && before.pending?.kind === "play_mode" && step.choice !== "event") {
      const card = before.pending.args?.["card"];
      const use = ls.find((l) => l.text.includes(" uses "));
      if (typeof card === "string" && use) use.detail = opsDetail(content, before, step.player, card);
    }
    return { index: i, group, title: stepTitle(step, names), lines: ls, status: i === changedAt ? ("changed" as const) : ("ok" as const) };
  });
}
