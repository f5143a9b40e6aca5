// Turns the engine's state and the replayed script into what the page shows, in the editor's
// language (a src/i18n Translator): the board's numbers, the hands, the pending decision with
// labelled options, and the log grouped by step with every number explained (Ops values with
// their modifiers, coup defences, scoring standings).
import type { Content, Side } from "../../../src/content/model.js";
import { SIDES } from "../../../src/content/model.js";
import { opsValue } from "../../../src/engine/queries.js";
import { regionStanding } from "../../../src/engine/scoring.js";
import type { GameState, LogEntry } from "../../../src/engine/state.js";
import type { Translator } from "../../../src/i18n/index.js";
import { describeDecision, describeEntry, optionLabel, type Line } from "./describe.js";
import type { BoardState, HandCard, PendingView, StepView } from "./protocol.js";
import type { Replay, Script, Step } from "./script.js";

export function boardState(content: Content, s: GameState, tr: Translator): BoardState {
  const choosable = new Set(s.pending?.options ?? []);
  const card = (id: string): HandCard => {
    const c = content.cards[id];
    return { id, number: c?.number ?? 0, name: c ? tr.name("card", id) : id, ops: c?.ops ?? 0, side: c?.side ?? "neutral", era: c?.era ?? "", kind: c?.kind ?? "event", choosable: choosable.has(id) };
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
    effects: s.effects.map((e) => ({ id: e.id, name: sourceName(content, tr, e.id), owner: e.owner, card: content.effects[e.id]?.card ?? "" })),
    hands: { us: s.hands.us.map(card), ussr: s.hands.ussr.map(card) },
    deck: s.deck.length,
    discard: [...s.discard],
    removed: [...s.removed],
    rigged: [...s.rigged],
    result: s.result ? { winner: s.result.winner, reason: s.result.reason } : null,
  };
}

export function pendingView(content: Content, s: GameState, tr: Translator): PendingView | null {
  const d = s.pending;
  if (!d) return null;
  const view: PendingView = {
    player: d.player,
    who: tr.name("side", d.player),
    kind: d.kind,
    prompt: describeDecision(d, tr),
    options: d.options.map((o) => ({ id: o, label: optionLabel(d, o, tr), kind: content.country[o] ? "country" : content.cards[o] ? "card" : "other" })),
  };
  if (d.kind === "play_mode" && typeof d.args?.["card"] === "string") view.detail = opsDetail(content, s, d.player, d.args["card"], tr);
  return view;
}

/** The name of what changed a number: a card, or a lasting effect (named like its card when it has no name). */
export function sourceName(content: Content, tr: Translator, id: string): string {
  return content.cards[id] ? tr.name("card", id) : tr.name("effect", id);
}

/** "3 Ops = 4 printed, −1 Red Scare/Purge": the card's Ops for the side, with the effects that changed it. */
export function opsDetail(content: Content, s: GameState, side: Side, cardId: string, tr: Translator): string {
  const card = content.cards[cardId];
  if (!card) return "";
  const v = opsValue(content, s, side, card.ops, cardId);
  const [printed, ...changes] = v.parts;
  const text = changes.length
    ? tr.t("editor.ops.changed", { value: v.value, printed: printed!.amount, changes: changes.map((p) => tr.t("editor.ops.change", { amount: p.amount, source: sourceName(content, tr, p.source) })).join(", ") })
    : tr.t("editor.ops.printed", { ops: v.value });
  const bonus = v.bonuses.map((b) => tr.t("editor.ops.bonus", { amount: b.amount, region: b.region, source: sourceName(content, tr, b.source) }));
  return [text, ...bonus].join("; ");
}

export function stepTitle(step: Step, tr: Translator, before?: GameState): string {
  if ("dice" in step) return tr.t(step.random ? "editor.step.dice_random" : "editor.step.dice", { dice: tr.list(step.dice.map(String)) });
  if ("rig" in step) return tr.t("editor.step.rig", { card: step.rig.card, side: step.rig.side });
  const d = before?.pending ?? { kind: "", player: step.player, options: [] };
  return tr.t("editor.step.move", { player: step.player, option: optionLabel(d, step.choice, tr) });
}

function lines(content: Content, log: LogEntry[], tr: Translator, after: GameState | null): Line[] {
  return log.map((e) => {
    const line = describeEntry(e, tr);
    const a = e.a ?? {};
    if (e.k === "score.region" && after) line.detail = standingDetail(content, after, String(a["region"]), tr);
    if ((e.k === "coup.success" || e.k === "coup.failure") && typeof a["country"] === "string") {
      const stability = content.country[a["country"]]?.stability;
      const defence = Number(a["defence"]);
      const total = Number(a["total"]);
      // Only when the defence is the plain rule's (an effect could set another).
      if (stability !== undefined && defence === 2 * stability) line.detail = tr.t("editor.log.coup", { success: e.k === "coup.success", total, stability, defence, margin: total - defence });
    }
    return line;
  });
}

function standingDetail(content: Content, s: GameState, region: string, tr: Translator): string {
  if (!content.regions[region]) return "";
  const st = regionStanding(content, s, region, true);
  return SIDES.map((side) => tr.t("editor.score.standing", { side, level: st[side].level, battlegrounds: st[side].battlegrounds, adjacent: st[side].adjacentToEnemy })).join(" · ");
}

export function startLines(content: Content, replay: Replay, tr: Translator): Line[] {
  const first = replay.before[0] ?? replay.state;
  return lines(content, first.log, tr, null);
}

export function stepViews(content: Content, script: Script, replay: Replay, tr: Translator, changedAt: number | null): StepView[] {
  return script.steps.map(({ step, group }, i) => {
    const outcome = replay.outcomes[i];
    if (!outcome) return { index: i, group, title: stepTitle(step, tr), lines: [], status: "not-replayed" as const };
    const before = replay.before[i]!;
    const after = replay.before[i + 1] ?? replay.state;
    const ls = lines(content, after.log.slice(outcome.logFrom, outcome.logTo), tr, after);
    // The Ops of a card played for Operations, explained with the state it was played in.
    if ("player" in step && before.pending?.kind === "play_mode" && step.choice !== "event") {
      const card = before.pending.args?.["card"];
      const use = ls.find((l) => l.k === "ops.use");
      if (typeof card === "string" && use) use.detail = opsDetail(content, before, step.player, card, tr);
    }
    return { index: i, group, title: stepTitle(step, tr, before), lines: ls, status: i === changedAt ? ("changed" as const) : ("ok" as const) };
  });
}
