// Turns the kernel's state and the replayed script into what the page shows, in the editor's
// language (a src/i18n Translator): the declared tracks, pieces, piles and variables, the
// pending decisions with labelled options, and the log grouped by step. All open (designers see
// everything) or as one side may see it, through the kernel's `view`: the other hand as a count,
// hidden piles as counts, secret choices hidden.
import type { Content } from "../../../src/content/model.js";
import { functionValue, view, type Decision, type Game, type State, type Value } from "../../../src/kernel/index.js";
import type { Translator } from "../../../src/i18n/index.js";
import { describeEntry, type Line } from "./describe.js";
import type { BoardState, PendingView, PileState, StepView } from "./protocol.js";
import type { Replay, Script, Step } from "./script.js";

/** Who holds a space: the game's `display.holder` function, or the side with the most pieces. */
export function holderOf(content: Content, s: State, space: string, counts: number[]): string | null {
  const g = content.game;
  const fn = content.manifest.display?.holder;
  if (fn) {
    try {
      const v = functionValue(g, s, fn, [space]);
      return typeof v === "string" && g.sideIndex.has(v) ? v : null;
    } catch {
      return null;
    }
  }
  const best = Math.max(...counts);
  if (best <= 0 || counts.filter((n) => n === best).length > 1) return null;
  return g.sides[counts.indexOf(best)] ?? null;
}

/** The board of a state, all open (`viewer` null) or as one side may see it. */
export function boardState(content: Content, s: State, tr: Translator, viewer: string | null): BoardState {
  const g = content.game;
  const seen = viewer === null ? null : view(g, s, viewer);
  const variables: Record<string, Value> = {};
  g.variables.forEach((v, i) => (variables[v.id] = s.vars[i]!));
  const tracks: BoardState["tracks"] = {};
  for (const t of g.tracks) tracks[t.id] = t.perSide ? Object.fromEntries(g.sides.map((x, i) => [x, s.tracks[t.offset + i]!])) : s.tracks[t.offset]!;
  const pieces: BoardState["pieces"] = {};
  for (const k of g.pieces) {
    const bySpace: Record<string, number[]> = {};
    for (const sp of g.spaces) {
      const counts = g.sides.map((_, i) => s.pieces[k.offset + sp.index * g.sides.length + i]!);
      if (counts.some((n) => n !== 0)) bySpace[sp.id] = counts;
    }
    pieces[k.id] = bySpace;
  }
  const first = g.pieces[0]?.id;
  const holders: Record<string, string | null> = {};
  for (const sp of g.spaces) if (!sp.homeOf) holders[sp.id] = holderOf(content, s, sp.id, (first && pieces[first]![sp.id]) || g.sides.map(() => 0));
  const piles: BoardState["piles"] = {};
  for (const p of g.piles) {
    const state = (instance: number, side: string | null): PileState => {
      const cards = s.piles[instance]!;
      if (!seen) return { count: cards.length, cards: cards.slice() };
      const v = side === null ? seen.piles[p.id] : (seen.piles[p.id] as Record<string, { cards?: string[]; count: number }>)[side];
      const pv = v as { cards?: string[]; known?: { card: string }[]; count: number };
      return { count: pv.count, cards: pv.cards ?? null };
    };
    piles[p.id] = p.perSide ? Object.fromEntries(g.sides.map((x, i) => [x, state(p.offset + i, x)])) : state(p.offset, null);
  }
  const choosable = new Set<string>();
  for (const d of visibleDecisions(s, viewer)) for (const o of d.options) if (g.card.has(o)) choosable.add(o);
  return {
    viewer,
    variables,
    tracks,
    pieces,
    holders,
    piles,
    choosable: [...choosable],
    specials: Object.fromEntries(Object.entries(s.specials).map(([id, x]) => [id, { holder: x.holder, faceUp: x.face_up }])),
    effects: s.effects.map((e) => ({ id: e.id, name: sourceName(content, tr, e.id), owner: e.owner, card: g.effect.get(e.id)?.card ?? "" })),
    rigged: seen ? [] : [...s.rigged],
    result: s.result ? { winner: s.result.winner, reason: s.result.reason } : null,
  };
}

/** The decisions whose options a viewer may see: every one all open, a side's own otherwise. */
function visibleDecisions(s: State, viewer: string | null): Decision[] {
  return viewer === null ? s.pending : s.pending.filter((d) => d.player === viewer);
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

function lines(g: Game, log: State["log"], tr: Translator): Line[] {
  return log.map((e) => describeEntry(g, e, tr));
}

export function startLines(content: Content, replay: Replay, tr: Translator, viewer: string | null): Line[] {
  const first = replay.before[0] ?? replay.state;
  return lines(content.game, readable(first.log, viewer), tr);
}

/** The log lines a viewer may read (all of them, all open). */
export function readable(log: State["log"], viewer: string | null): State["log"] {
  return viewer === null ? log : log.filter((e) => !e.to || e.to.includes(viewer));
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
