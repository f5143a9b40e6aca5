// The report of a run of games: who won (by side and by bot, with 95% intervals), how games ended,
// the final score and the length. Computed from the records alone, so one run and the merge of
// its shards give the same report.
import type { GameRecord } from "./play-game.js";
import type { RuntimeMessage } from "../kernel/index.js";
import { wordedPart } from "../i18n/translate.js";
import { fixed, gameWords, whole, type Words } from "../i18n/words.js";
import { histogram, mean, proportion, tally, type Mean, type Proportion } from "./stats.js";
import { englishSummaryWords } from "./summary-words.js";

export interface RunSummary {
  games: number;
  setup: GameRecord["setup"] | null;
  /** Wins of each side. */
  sides: Record<string, Proportion>;
  /** Each bot (spec): its wins over the games it played, whatever its side. */
  bots: Record<string, { wins: Proportion; draws: number; losses: number; everySide?: boolean }>;
  /** Different bots played, and some bot played more than one side (the run turned them round the sides). */
  sidesTurned: boolean;
  draws: number;
  /** How games ended: the game's reasons, "unfinished" and "error", with their shares. */
  endings: { reason: string; share: Proportion }[];
  score: Mean | null;
  scoreHistogram: { value: number; count: number }[];
  progress: Mean | null;
  decisions: Mean;
  /** The failed games: the error in English, and as data (`said`) when the content's code failed. */
  errors: { game: number; seed: number; error: string; said?: RuntimeMessage }[];
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
    sidesTurned: specs.length > 1 && specs.some((spec) => new Set(records.flatMap((r) => Object.keys(r.bots).filter((side) => r.bots[side] === spec))).size > 1),
    draws: records.filter((r) => r.winner === "draw").length,
    endings: tally(records.map((r) => r.reason)).map(([reason, k]) => ({ reason, share: proportion(k, n) })),
    score: scores.length ? mean(scores) : null,
    scoreHistogram: histogram(scores),
    progress: progress.length ? mean(progress) : null,
    decisions: mean(records.map((r) => r.decisions)),
    errors: records.filter((r) => r.error).map((r) => ({ game: r.game, seed: r.seed, error: r.error!, ...(r.errorSaid ? { said: r.errorSaid } : {}) })),
  };
}

/** What names a summary's things: its words (a Translator; default English), the content's names of its score and length and of its sides. */
export interface SummaryNames {
  score?: string | undefined;
  progress?: string | undefined;
  /** The sides' names when there is no translator (else the translator's). */
  sideNames?: Record<string, string> | undefined;
  words?: Words | undefined;
  /** A scenario's, variant's or option's name by its id (the content's, in the reader's language); absent: its id. */
  overlayName?: ((id: string) => string) | undefined;
}

const ENGLISH_WORDS = englishSummaryWords();
const pct = (x: number, w: Words) => w.t("cli.simulate.summary.percent", { value: fixed(w, 100 * x, 1) });
/** "61.2% (58.1%–64.2%)" (in `w`'s language: "61,2 % (58,1 %–64,2 %)") */
export function showProportion(p: Proportion, w: Words = ENGLISH_WORDS): string {
  return p.n ? `${pct(p.value, w)} (${pct(p.lo, w)}–${pct(p.hi, w)})` : "–";
}
/** "1.2 (0.3…2.1)" */
export function showMean(m: Mean | null, digits = 1, w: Words = ENGLISH_WORDS): string {
  return m && m.n ? `${fixed(w, m.value, digits)} (${fixed(w, m.lo, digits)}…${fixed(w, m.hi, digits)})` : "–";
}

/** The report as a few lines of text (95% intervals in brackets), in the words `names.words` speaks. */
export function formatSummary(s: RunSummary, names: SummaryNames = {}): string {
  const w = names.words ?? englishSummaryWords(names.sideNames);
  const game = gameWords({ scoreName: names.score ?? "score", progressName: names.progress ?? "" }, w);
  // Endings the run itself gives (not the game's reasons) have words of their own.
  const reason = (id: string) => (id === "unfinished" ? w.t("cli.simulate.summary.unfinished") : id === "error" ? w.t("cli.simulate.summary.error") : game.reason(id));
  const lines: string[] = [];
  const games = { games: s.games, count: whole(w, s.games) };
  lines.push(s.setup ? w.t("cli.simulate.summary.title", { ...games, setup: [s.setup.scenario, ...s.setup.variants, ...s.setup.options].map((id) => names.overlayName?.(id) ?? id).join(" + ") }) : w.t("cli.simulate.summary.title_bare", games));
  // Who wins: "<bot> wins" and "<side> wins" in one column (wider when a language's words need it), then the shares.
  const rows: [string, string][] = [];
  for (const [bot, b] of Object.entries(s.bots)) {
    if (b.everySide) lines.push(`  ${w.t("cli.simulate.summary.every_side", { bot, drawn: whole(w, b.draws), games: whole(w, b.wins.n) })}`);
    else rows.push([w.t("cli.simulate.summary.bot_wins", { bot }), `${showProportion(b.wins, w)}  ${w.t("cli.simulate.summary.bot_record", { won: whole(w, b.wins.k), drawn: whole(w, b.draws), lost: whole(w, b.losses), games: whole(w, b.wins.n) })}`]);
  }
  for (const [side, p] of Object.entries(s.sides)) rows.push([w.t("cli.simulate.summary.side_wins", { side }), showProportion(p, w)]);
  const label = Math.max(20, ...rows.map(([what]) => what.length + 1));
  for (const [what, figures] of rows) lines.push(`  ${what.padEnd(label)}${figures}`);
  // A bot's share and a side's can read as at odds (a bot winning 95%, a side 55%) unless one
  // knows that every bot played every side.
  if (s.sidesTurned) lines.push(`  ${w.t("cli.simulate.summary.sides_turned")}`);
  lines.push(`  ${w.t("cli.simulate.summary.ended_by", { endings: s.endings.map((e) => w.t("cli.simulate.summary.ending", { reason: reason(e.reason), share: pct(e.share.value, w) })).join(", ") })}`);
  if (s.score) lines.push(`  ${w.t("cli.simulate.summary.final", { score: game.score, mean: showMean(s.score, 1, w) })}`);
  if (s.progress) lines.push(`  ${w.t("cli.simulate.summary.length", { mean: showMean(s.progress, 1, w), progress: game.progress, decisions: fixed(w, s.decisions.value, 0) })}`);
  const e = s.errors[0];
  if (e) lines.push(`  ${w.t("cli.simulate.summary.failed", { failed: s.errors.length, count: whole(w, s.errors.length), game: whole(w, e.game), seed: whole(w, e.seed), error: (e.said && wordedPart(w, e.said)) ?? e.error })}`);
  return lines.join("\n");
}
