// Turns the kernel's state and the replayed script into what the page shows, in the editor's
// language (a src/i18n Translator): the declared tracks, pieces, piles and variables, the
// pending decisions with labelled options, and the log grouped by step. All open (designers see
// everything) or as one side may see it, through the kernel's `view`: the other hand as a count,
// hidden piles as counts, secret choices hidden.
import type { Content } from "../../../src/content/model.js";
import { view, type Game, type LogEntry, type PileView, type State, type View } from "../../../src/kernel/index.js";
import { holdersOf } from "../../../src/play/holders.js";
import type { Translator } from "../../../src/i18n/index.js";
import { describeEntry, type Line } from "./describe.js";
import type { BoardState, PendingView, PileState, StepView } from "./protocol.js";
import type { Replay, Script, Step } from "./script.js";

export { holderOf } from "../../../src/play/holders.js";

/** The board of a state, all open (`viewer` null) or as one side may see it. */
export function boardState(content: Content, s: State, tr: Translator, viewer: string | null): BoardState {
  const g = content.game;
  const board = boardFromView(content, view(g, s, viewer), holdersOf(content, s), tr);
  if (viewer !== null) return board;
  // All open: every card of every pile, every decision's options, the dice forced for tests.
  for (const p of g.piles) {
    const open = (instance: number): PileState => ({ count: s.piles[instance]!.length, cards: s.piles[instance]!.slice() });
    board.piles[p.id] = p.perSide ? Object.fromEntries(g.sides.map((x, i) => [x, open(p.offset + i)])) : open(p.offset);
  }
  board.choosable = [...new Set(s.pending.flatMap((d) => d.options.filter((o) => g.card.has(o))))];
  board.rigged = [...s.rigged];
  return board;
}

/**
 * The board as one side's view shows it (the kernel's `view`, which an online seat is sent), with
 * the holders of the spaces worked out where the whole state is (src/play/holders.ts).
 */
export function boardFromView(content: Content, v: View, holders: Record<string, string | null>, tr: Translator): BoardState {
  const g = content.game;
  const pile = (pv: PileView): PileState => ({ count: pv.count, cards: pv.cards ?? null });
  const piles: BoardState["piles"] = {};
  for (const p of g.piles) {
    const pv = v.piles[p.id];
    if (!pv) continue;
    piles[p.id] = p.perSide ? Object.fromEntries(g.sides.map((x) => [x, pile((pv as Record<string, PileView>)[x]!)])) : pile(pv as PileView);
  }
  const choosable = new Set<string>();
  for (const d of v.pending) for (const o of d.options ?? []) if (g.card.has(o)) choosable.add(o);
  return {
    viewer: v.side,
    variables: v.variables,
    tracks: v.tracks,
    pieces: v.pieces,
    holders,
    piles,
    choosable: [...choosable],
    specials: Object.fromEntries(Object.entries(v.specials).map(([id, x]) => [id, { holder: x.holder, faceUp: x.face_up }])),
    effects: v.effects.map((e) => ({ id: e.id, name: sourceName(content, tr, e.id), owner: e.owner, card: g.effect.get(e.id)?.card ?? "" })),
    rigged: [],
    result: v.result ? { winner: v.result.winner, reason: v.result.reason } : null,
  };
}

export function pendingViews(content: Content, s: State, tr: Translator, viewer: string | null): PendingView[] {
  const g = content.game;
  const secret = s.pending.length > 1;
  return s.pending.map((d) => {
    const open = viewer === null || d.player === viewer;
    return {
      player: d.player,
      who: tr.name("side", d.player),
      kind: d.kind,
      prompt: open ? tr.prompt(d) : tr.t("editor.play.waiting", { side: d.player }),
      options: open ? d.options.map((o) => ({ id: o, label: tr.option(d, o), kind: g.space.has(o) ? ("space" as const) : g.card.has(o) ? ("card" as const) : ("other" as const) })) : [],
      secret,
    };
  });
}

/** The name of what changed a number: a card, or a lasting effect (named like its card when it has no name). */
export function sourceName(content: Content, tr: Translator, id: string): string {
  return content.game.card.has(id) ? tr.name("card", id) : tr.name("effect", id);
}

export function stepTitle(step: Step, tr: Translator, before?: State): string {
  if ("dice" in step) return tr.t(step.random ? "editor.step.dice_random" : "editor.step.dice", { dice: tr.list(step.dice.map(String)) });
  if ("rig" in step) return tr.t("editor.step.rig", { card: step.rig.card, side: step.rig.side });
  const d = before?.pending.find((x) => x.player === step.player) ?? { kind: "", player: step.player, options: [] };
  return tr.t("editor.step.move", { player: step.player, option: tr.option(d, step.choice) });
}

function lines(g: Game, log: readonly LogEntry[], tr: Translator): Line[] {
  return log.map((e) => describeEntry(g, e, tr));
}

export function startLines(content: Content, replay: Replay, tr: Translator, viewer: string | null): Line[] {
  const first = replay.before[0] ?? replay.state;
  return lines(content.game, readable(first.log, viewer), tr);
}

/** The log lines a viewer may read (all of them, all open). */
export function readable(log: State["log"] | readonly LogEntry[], viewer: string | null): LogEntry[] {
  return viewer === null ? log.slice() : log.filter((e) => !e.to || e.to.includes(viewer));
}

export function stepViews(content: Content, script: Script, replay: Replay, tr: Translator, changedAt: number | null, viewer: string | null): StepView[] {
  return script.steps.map(({ step, group }, i) => {
    const outcome = replay.outcomes[i];
    if (!outcome) return { index: i, group, title: stepTitle(step, tr), lines: [], status: "not-replayed" as const };
    const before = replay.before[i]!;
    const after = replay.before[i + 1] ?? replay.state;
    const ls = lines(content.game, readable(after.log.slice(outcome.logFrom, outcome.logTo), viewer), tr);
    // Another side's answer to a question asked of several sides at once stays secret in a side's view.
    const secret = viewer !== null && "player" in step && step.player !== viewer && before.pending.length > 1;
    const title = secret ? tr.t("editor.step.secret", { player: (step as { player: string }).player }) : stepTitle(step, tr, before);
    return { index: i, group, title, lines: ls, status: i === changedAt ? ("changed" as const) : ("ok" as const) };
  });
}
