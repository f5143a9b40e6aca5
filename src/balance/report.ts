// The balance lab's comparison of two content setups played on the same seeds by the same bots:
// win rate per side, how games end, the final score, the length, and per card how often it was
// played for its event and the score swing of its player in the plays after it — each with 95%
// intervals, and the difference between the setups with its interval.
import type { Game } from "../kernel/index.js";
import type { GameRecord, GameSetup } from "../sim/play-game.js";
import { histogram, mean, meanDifference, proportion, proportionDifference, zScore, Z95, type Interval, type Mean, type Proportion } from "../sim/stats.js";
import { summarize, type RunSummary } from "../sim/summary.js";

export interface SetupResult {
  label: string;
  setup: GameSetup;
  summary: RunSummary;
  lengthHistogram: { value: number; count: number }[];
}

export interface CardStats {
  plays: number;
  /** Share of its plays that were for its event. */
  event: Proportion;
  /** Its player's score swing over the plays after it (all plays, then by event or not). */
  swing: Mean;
  swingEvent: Mean;
  swingOther: Mean;
}

export interface CardComparison {
  card: string;
  name: string;
  a: CardStats | null;
  b: CardStats | null;
  eventDifference: Interval | null;
  swingDifference: Interval | null;
}

export interface BalanceReport {
  title: string;
  /** A report of one setup only (`b` is empty): the editor's Balance panel when there is nothing to compare with. */
  single?: true;
  game: string;
  bots: Record<string, string>;
  seed: number;
  games: number;
  swap: boolean;
  scoreName: string;
  progressName: string;
  /** Each side's name as the content gives it (the verdict's words); ids are the keys of everything else. */
  sideNames: Record<string, string>;
  a: SetupResult;
  b: SetupResult;
  sides: { side: string; a: Proportion; b: Proportion; difference: Interval }[];
  endings: { reason: string; a: Proportion; b: Proportion; difference: Interval }[];
  score: { a: Mean | null; b: Mean | null; difference: Interval | null };
  length: { a: Mean | null; b: Mean | null; difference: Interval | null };
  cards: CardComparison[];
}

export interface ReportMeta {
  title: string;
  game: string;
  bots: Record<string, string>;
  seed: number;
  swap: boolean;
  scoreName: string;
  progressName: string;
  sideNames: Record<string, string>;
  cardNames: Record<string, string>;
}

/**
 * The report's words from the two setups' composed games: the names of the score and the length
 * the game declares, and every card's name (a variant's own cards included). The command line and
 * the editor's Balance panel both describe a run with it.
 */
export function reportMeta(run: { title: string; game: string; bots: Record<string, string>; seed: number; swap: boolean }, a: Game, b: Game): ReportMeta {
  return {
    ...run,
    scoreName: a.bots?.score?.name ?? "score",
    progressName: a.bots?.progress?.name ?? "progress",
    sideNames: { ...a.sideNames },
    cardNames: Object.fromEntries([...a.cards, ...b.cards].map((c) => [c.id, c.name])),
  };
}

export function compareSetups(meta: ReportMeta, a: { label: string; setup: GameSetup; records: GameRecord[] }, b: { label: string; setup: GameSetup; records: GameRecord[] }): BalanceReport {
  const ra = result(a);
  const rb = result(b);
  const sides = [...new Set([...Object.keys(ra.summary.sides), ...Object.keys(rb.summary.sides)])];
  const reasons = [...new Set([...ra.summary.endings, ...rb.summary.endings].map((e) => e.reason))];
  const ending = (r: SetupResult, reason: string) => r.summary.endings.find((e) => e.reason === reason)?.share ?? proportion(0, r.summary.games);
  const side = (r: SetupResult, s: string) => r.summary.sides[s] ?? proportion(0, r.summary.games);
  const cardsA = cardStats(a.records);
  const cardsB = cardStats(b.records);
  const ids = [...new Set([...cardsA.keys(), ...cardsB.keys()])];
  const cards = ids.map((card): CardComparison => {
    const x = cardsA.get(card) ?? null;
    const y = cardsB.get(card) ?? null;
    return {
      card, name: meta.cardNames[card] ?? card, a: x, b: y,
      eventDifference: x && y ? proportionDifference(x.event, y.event) : null,
      swingDifference: x && y ? meanDifference(x.swing, y.swing) : null,
    };
  });
  // Cards often played in one setup only first (a variant's own card), most played first; then the
  // swing changes by how sure they are (standard errors from zero), so a card played twice does not
  // lead; rare cards never played in the other setup last.
  const often = Math.max(10, Math.ceil(0.02 * Math.max(a.records.length, b.records.length)));
  const weight = (c: CardComparison) => {
    if (c.a && c.b) return zScore(c.swingDifference!) || 0;
    const plays = (c.a ?? c.b)!.plays;
    return plays >= often ? 1e9 + plays : -1e9 + plays;
  };
  cards.sort((p, q) => weight(q) - weight(p) || p.card.localeCompare(q.card));
  return {
    title: meta.title, game: meta.game, bots: meta.bots, seed: meta.seed, games: Math.max(ra.summary.games, rb.summary.games), swap: meta.swap,
    scoreName: meta.scoreName, progressName: meta.progressName, sideNames: meta.sideNames, a: ra, b: rb,
    sides: sides.map((s) => ({ side: s, a: side(ra, s), b: side(rb, s), difference: proportionDifference(side(ra, s), side(rb, s)) })),
    endings: reasons.map((reason) => ({ reason, a: ending(ra, reason), b: ending(rb, reason), difference: proportionDifference(ending(ra, reason), ending(rb, reason)) })),
    score: { a: ra.summary.score, b: rb.summary.score, difference: ra.summary.score && rb.summary.score ? meanDifference(ra.summary.score, rb.summary.score) : null },
    length: { a: ra.summary.progress, b: rb.summary.progress, difference: ra.summary.progress && rb.summary.progress ? meanDifference(ra.summary.progress, rb.summary.progress) : null },
    cards,
  };
}

/** The report of one setup's games alone, in the same shape (its other setup empty), cards most played first. */
export function singleSetup(meta: ReportMeta, a: { label: string; setup: GameSetup; records: GameRecord[] }): BalanceReport {
  const r = compareSetups(meta, a, { label: "", setup: a.setup, records: [] });
  r.cards.sort((p, q) => (q.a?.plays ?? 0) - (p.a?.plays ?? 0) || p.card.localeCompare(q.card));
  return { ...r, single: true };
}

function result(x: { label: string; setup: GameSetup; records: GameRecord[] }): SetupResult {
  return {
    label: x.label, setup: x.setup, summary: summarize(x.records),
    lengthHistogram: histogram(x.records.flatMap((r) => (r.progress === null ? [] : [r.progress]))),
  };
}

/**
 * A card's swing gets an interval (and a change of it a mark and a place among the surest) from
 * this many plays on: a card played twice with the same swing twice would otherwise have an
 * interval of width 0 and lead the list (Star Wars +9.5 [7.8, 11.2] from 4 and 2 plays).
 */
export const FEWEST_PLAYS = 10;

function cardStats(records: readonly GameRecord[]): Map<string, CardStats> {
  const by = new Map<string, { event: number; n: number; swing: number[]; swingEvent: number[]; swingOther: number[] }>();
  for (const r of records) {
    for (const [card, , , event, swing] of r.plays) {
      let c = by.get(card);
      if (!c) by.set(card, (c = { event: 0, n: 0, swing: [], swingEvent: [], swingOther: [] }));
      c.n++;
      c.event += event;
      if (swing !== null) {
        c.swing.push(swing);
        (event ? c.swingEvent : c.swingOther).push(swing);
      }
    }
  }
  return new Map([...by].map(([card, c]) => [card, { plays: c.n, event: proportion(c.event, c.n), swing: mean(c.swing, Z95, FEWEST_PLAYS), swingEvent: mean(c.swingEvent, Z95, FEWEST_PLAYS), swingOther: mean(c.swingOther, Z95, FEWEST_PLAYS) }]));
}
