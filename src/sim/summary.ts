// The report of a run of games: who won (by side and by bot, with 95% intervals), how games ended,
// the final score and the length. Computed from the records alone, so one run and the merge of
// its shards give the same report.
import type { GameRecord } from "./play-game.js";
import { histogram, mean, proportion, tally, type Mean, type Proportion } from "./stats.js";

export interface RunSummary {
  games: number;
  setup: GameRecord["setup"] | null;
  /** Wins of each side. */
  sides: Record<string, Proportion>;
  /** Each bot (spec): its wins over the games it played, whatever its side. */
  bots: Record<string, { wins: Proportion; draws: number; losses: number; everySide?: boolean }>;
  draws: number;
  /** How games ended: the game's reasons, "unfinished" and "error", with their shares. */
  endings: { reason: string; share: Proportion }[];
  score: Mean | null;
  scoreHistogram: { value: number; count: number }[];
  progress: Mean | null;
  decisions: Mean;
  errors: { game: number; seed: number; error: string }[];
}

export function summarize(records: readonly GameRecord[]): RunSummary {
  const n = records.length;
  const sides = [...new Set(records.flatMap((r) => Object.keys(r.bots)))];
  const specs = [...new Set(records.flatMap((r) => Object.values(r.bots)))].sort();
  const bots: RunSummary["bots"] = {};
  for (const spec of specs) {
    // With the same bot on several sides a game counts once: won if its side won.
    const played = records.filter((r) => Object.values(r.bots).includes(spec));
    const wins = played.filter((r) => r.winner !== null && r.bots[r.winner] === spec).length;
    const draws = played.filter((r) => r.winner === "draw").length;
    // A bot on every side of every game it played wins each game that is not drawn: its share says nothing.
    const everySide = played.every((r) => Object.values(r.bots).every((b) => b === spec));
    bots[spec] = { wins: proportion(wins, played.length), draws, losses: played.length - wins - draws, ...(everySide ? { everySide } : {}) };
  }
  const scores = records.flatMap((r) => (r.score === null ? [] : [r.score]));
  const progress = records.flatMap((r) => (r.progress === null ? [] : [r.progress]));
  return {
    games: n,
    setup: records[0]?.setup ?? null,
    sides: Object.fromEntries(sides.map((side) => [side, proportion(records.filter((r) => r.winner === side).length, n)])),
    bots,
    draws: records.filter((r) => r.winner === "draw").length,
    endings: tally(records.map((r) => r.reason)).map(([reason, k]) => ({ reason, share: proportion(k, n) })),
    score: scores.length ? mean(scores) : null,
    scoreHistogram: histogram(scores),
    progress: progress.length ? mean(progress) : null,
    decisions: mean(records.map((r) => r.decisions)),
    errors: records.filter((r) => r.error).map((r) => ({ game: r.game, seed: r.seed, error: r.error! })),
  };
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
/** "61.2% (58.1–64.2%)" */
export function showProportion(p: Proportion): string {
  return p.n ? `${pct(p.value)} (${pct(p.lo)}–${pct(p.hi)})` : "–";
}
export function showMean(m: Mean | null, digits = 1): string {
  return m && m.n ? `${m.value.toFixed(digits)} (${m.lo.toFixed(digits)}…${m.hi.toFixed(digits)})` : "–";
}

/** The report as a few lines of text (95% intervals in brackets). */
export function formatSummary(s: RunSummary, names: { score?: string; progress?: string } = {}): string {
  const lines: string[] = [];
  lines.push(`${s.games} games${s.setup ? ` of ${[s.setup.scenario, ...s.setup.variants, ...s.setup.options].join(" + ")}` : ""}; 95% intervals in brackets`);
  for (const [spec, b] of Object.entries(s.bots)) lines.push(b.everySide ? `  ${spec.padEnd(18)} plays every side (${b.draws} drawn of ${b.wins.n}): see the wins by side` : `  ${spec.padEnd(18)} wins ${showProportion(b.wins)}  (${b.wins.k} won, ${b.draws} drawn, ${b.losses} lost of ${b.wins.n})`);
  for (const [side, p] of Object.entries(s.sides)) lines.push(`  ${`side ${side}`.padEnd(18)} wins ${showProportion(p)}`);
  lines.push(`  ended by: ${s.endings.map((e) => `${e.reason} ${pct(e.share.value)}`).join(", ")}`);
  if (s.score) lines.push(`  final ${names.score ?? "score"}: mean ${showMean(s.score)}`);
  if (s.progress) lines.push(`  length: ${showMean(s.progress)} ${names.progress ?? ""}, ${s.decisions.value.toFixed(0)} decisions a game`);
  if (s.errors.length) lines.push(`  ${s.errors.length} games failed, e.g. game ${s.errors[0]!.game} (seed ${s.errors[0]!.seed}): ${s.errors[0]!.error}`);
  return lines.join("\n");
}
