// The command-line faces of the bots, the batch simulation and the balance lab: `simulate`,
// `balance` and `merge`, as thin functions over the libraries (src/bots, src/sim, src/balance).
// They take their options already read (whatever parses the command line) and write to the
// streams they are given. Exit codes: 0 success, 1 a failure was found, 2 bad usage.
import { writeFileSync } from "node:fs";
import { balanceHtml, balanceSummary, runBalance, SetupSpecError } from "../balance/index.js";
import { parseSetup } from "../balance/setup-spec.js";
import { englishWords } from "../balance/words.js";
import { fixed, whole, type Words } from "../i18n/words.js";
import { BotSpecError } from "../bots/index.js";
import { botsWeighingNothing } from "../bots/specs.js";
import { requireContent } from "../content/load-dir.js";
import type { MessagePart } from "../diagnostics/diagnostic.js";
import { SaidError } from "../diagnostics/said-error.js";
import { wordedPart } from "../i18n/translate.js";
import { runBatch, workerCount, WorkersError } from "../sim/batch.js";
import { gameOf, mergeRecords, readJsonl, ResultsError, toJsonl } from "../sim/jsonl.js";
import { parseShard, ShardError } from "../sim/shard.js";
import { formatSummary, summarize, type SummaryNames } from "../sim/summary.js";
import { englishSummaryWords } from "../sim/summary-words.js";
import { progressBar, type ProgressStream } from "./progress.js";

export interface Io {
  out: { write(s: string): unknown };
  err: ProgressStream;
}

/** Bad usage: the message (`cli.bots.*`, `cli.run.*`, src/locales/) is shown and the exit code is 2. */
export class BotUsageError extends SaidError {
  override name = "BotUsageError";
}

/** A problem with the value of --bots: the message begins with the option. */
const badBots = (said: MessagePart, detail: string) => new BotUsageError(said, detail, "--bots");

/** `side=spec,side=spec` (e.g. `red=search:200,blue=greedy`); every side of the game must have one. */
export function parseBots(text: string, sides: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of text.split(",").map((x) => x.trim()).filter(Boolean)) {
    const eq = part.indexOf("=");
    if (eq <= 0) throw badBots({ key: "cli.bots.not_side_bot", args: { part, example: `${sides[0]}=greedy` } }, `\`${part}\` is not side=bot (e.g. ${sides[0]}=greedy)`);
    const side = part.slice(0, eq);
    if (!sides.includes(side)) throw badBots({ key: "cli.bots.unknown_side", args: { side, sides: sides.join(", ") } }, `unknown side \`${side}\` (sides: ${sides.join(", ")})`);
    if (out[side]) throw badBots({ key: "cli.bots.twice", args: { side } }, `${side} is given twice`);
    out[side] = part.slice(eq + 1);
  }
  const missing = sides.filter((s) => !out[s]);
  if (missing.length) {
    const example = `--bots ${sides.map((s) => `${s}=greedy`).join(",")}`;
    throw badBots({ key: "cli.bots.missing", args: { sides: missing.join(", "), example } }, `no bot for ${missing.join(", ")} (e.g. ${example})`);
  }
  return out;
}

export interface SimulateOptions {
  contentDir: string;
  scenario?: string;
  variants?: string[];
  options?: string[];
  /** `side=spec,…` */
  bots: string;
  games: number;
  seed: number;
  /** `auto` or a number. */
  workers?: string;
  /** `i/n` */
  shard?: string;
  /** JSON Lines file for the records. */
  out?: string;
  /** Keep every side's bot in its seat (default: turn the bots round the sides from game to game). */
  fixedSides?: boolean;
  /** The language of the summary (a Translator; default English, the sides by the content's names). */
  words?: Words;
}

export async function simulate(o: SimulateOptions, io: Io): Promise<number> {
  return usage(io, o.words, async () => {
    if (!Number.isInteger(o.games) || o.games < 1) throw new BotUsageError({ key: "cli.run.games" }, "--games must be a whole number above 0");
    const setup = { scenario: o.scenario ?? "standard", variants: o.variants ?? [], options: o.options ?? [] };
    const content = requireContent(o.contentDir, setup);
    const bots = parseBots(o.bots, content.game.sides);
    const shard = o.shard ? parseShard(o.shard) : null;
    const bar = progressBar(io.err, o.words);
    const run = await runBatch(
      { contentDir: o.contentDir, setup, bots, games: o.games, seed: o.seed, swap: !o.fixedSides, shard },
      { workers: workerCount(o.workers), ...(bar ? { onProgress: bar.update } : {}) },
    );
    bar?.done();
    if (o.out) writeFileSync(o.out, toJsonl(run.records));
    const g = content.game;
    const w = o.words ?? englishSummaryWords(g.sideNames);
    io.out.write(formatSummary(summarize(run.records), { score: g.bots?.score?.name, progress: g.bots?.progress?.name, words: w, overlayName: overlayNames(content.overlays, o.words) }) + "\n");
    const unweighed = botsWeighingNothing(Object.values(bots), g.bots?.evaluation);
    if (unweighed.length) io.out.write(`  ${w.t("cli.simulate.summary.no_evaluation", { bots: unweighed.join(", ") })}\n`);
    const n = run.records.length;
    const speed = w.t("cli.simulate.summary.speed", { games: n, count: whole(w, n), seconds: fixed(w, run.seconds, 1), rate: fixed(w, n / run.seconds, 2), decisions: whole(w, Math.round(run.decisions / run.seconds)) });
    io.out.write(`  ${speed}${o.out ? `; ${w.t("cli.simulate.summary.records_in", { file: o.out })}` : ""}\n`);
    return run.records.some((r) => r.error) ? 1 : 0;
  });
}

export interface BalanceOptions {
  contentDir: string;
  variant: string;
  against: string;
  bots: string;
  games: number;
  seed: number;
  workers?: string;
  /** Files written: <out>.html and <out>.json (default balance-<variant>). */
  out?: string;
  /** The language of the summary and the HTML report (a Translator; default English). */
  words?: Words;
}

export async function balance(o: BalanceOptions, io: Io): Promise<number> {
  return usage(io, o.words, async () => {
    if (!Number.isInteger(o.games) || o.games < 1) throw new BotUsageError({ key: "cli.run.games" }, "--games must be a whole number above 0");
    const base = requireContent(o.contentDir);
    for (const s of [o.variant, o.against]) parseSetup(s, base.overlays);
    const bots = parseBots(o.bots, base.game.sides);
    const bar = progressBar(io.err, o.words);
    const r = await runBalance({ contentDir: o.contentDir, variant: o.variant, against: o.against, bots, games: o.games, seed: o.seed, swap: true }, { workers: workerCount(o.workers), ...(bar ? { onProgress: bar.update } : {}) });
    bar?.done();
    const prefix = o.out ?? `balance-${o.variant.replace(/[^a-z0-9_+-]/gi, "_")}`;
    const w = o.words ?? englishWords(r.report);
    writeFileSync(`${prefix}.html`, balanceHtml(r.report, w));
    writeFileSync(`${prefix}.json`, JSON.stringify(r.report, null, 1) + "\n");
    const seconds = r.runs[0].seconds + r.runs[1].seconds;
    io.out.write(balanceSummary(r.report, 6, w) + "\n");
    const unweighed = botsWeighingNothing(Object.values(bots), base.game.bots?.evaluation);
    // (A run's summary words: the balance report's English has no such message.)
    if (unweighed.length) io.out.write(`  ${(o.words ?? englishSummaryWords()).t("cli.simulate.summary.no_evaluation", { bots: unweighed.join(", ") })}\n`);
    io.out.write(`  ${w.t("cli.balance.done", { games: whole(w, 2 * o.games), seconds: fixed(w, seconds, 1), rate: fixed(w, (2 * o.games) / seconds, 2), html: `${prefix}.html`, json: `${prefix}.json` })}\n`);
    return r.runs.some((x) => x.records.some((rec) => rec.error)) ? 1 : 0;
  });
}

/**
 * A scenario's, variant's or option's name by its id, as the game's other reports give it: in the
 * words' language when they are a translator's (its overlay.<id>.name), else the content's.
 */
export function overlayNames(overlays: Record<string, { name: string }>, words?: Words | { text(key: string): string | null }): (id: string) => string {
  const text = words && "text" in words && typeof words.text === "function" ? (key: string) => words.text(key) : () => null;
  return (id) => text(`overlay.${id}.name`) ?? overlays[id]?.name ?? id;
}

/** The names of a game's score and length (and its sides, and the words of the report), for a report. */
export type ScoreNames = SummaryNames;

export interface MergeOptions {
  files: string[];
  out?: string;
  /** The names of the score and progress, for the report: given, or from the game the records name (null: they name none). */
  names?: ScoreNames | ((gameId: string | null) => ScoreNames);
  /** The language of a refusal (a Translator; default English). */
  words?: Words;
}

export async function merge(o: MergeOptions, io: Io): Promise<number> {
  return usage(io, o.words, async () => {
    if (!o.files.length) throw new BotUsageError({ key: "cli.run.no_files" }, "merge needs the JSON Lines files to merge");
    const records = mergeRecords(o.files.map((file) => ({ file, records: readJsonl(file) })));
    if (o.out) writeFileSync(o.out, toJsonl(records));
    const names = typeof o.names === "function" ? o.names(gameOf(records)) : (o.names ?? {});
    io.out.write(formatSummary(summarize(records), names) + "\n");
    const w = names.words ?? englishSummaryWords(names.sideNames);
    if (o.out) io.out.write(`  ${w.t("cli.simulate.summary.merged", { records: records.length, count: whole(w, records.length), file: o.out })}\n`);
    return 0;
  });
}

/**
 * Runs a command, turning the libraries' errors about what the user wrote into exit code 2 (a
 * file of records that cannot be read or merged: 1), said in `words`' language.
 */
async function usage(io: Io, words: Words | undefined, f: () => Promise<number>): Promise<number> {
  try {
    return await f();
  } catch (e) {
    const bad = e instanceof BotUsageError || e instanceof BotSpecError || e instanceof ShardError || e instanceof SetupSpecError || e instanceof WorkersError;
    if (!bad && !(e instanceof ResultsError)) throw e;
    io.err.write(`cardwright: ${words ? e.text((part) => wordedPart(words, part)) : e.message}\n`);
    return bad ? 2 : 1;
  }
}
