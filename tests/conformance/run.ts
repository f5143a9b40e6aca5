// `npm run conformance`: replays every log of ../shared/conformance/tsreplayer and prints one
// line per game (lines replayed, result) and the totals. Exit code 0 when the harness worked,
// whatever the games show (an engine error inside a game is that game's result); with
// --strict, 1 when a game differs or fails. --file NAME replays one log;
// --verbose prints the notes of each difference; --trace every move; --continue goes on after
// a difference with the engine set to what the log shows (diagnostics: see resync.ts);
// --workers N replays on N threads, this one included (default: every core; the output is the same).
import { existsSync, readdirSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_CONTENT_DIR, requireContent } from "../../src/content/load-dir.js";
import { classificationProblems, EFFECTS_IN_PLAY_FILE, everyVariant, loadEffectsInPlay } from "./effects-in-play.js";
import { UNPRINTED, type Difference } from "./matcher.js";
import { OFFICIAL_EDITION_OPTIONS, type ReplayResult } from "./replay.js";
import { replayFiles, type ReplayedFile } from "./replay-task.js";
import { runTask } from "../../src/workers/pool.js";
import { scriptUsageProblem, type ScriptOptions } from "../../src/cli/script-options.js";

const ROOT = resolve(fileURLToPath(new URL("../..", import.meta.url)));
export const CORPUS_DIR = join(ROOT, "..", "shared", "conformance", "tsreplayer");

const USAGE = "Usage: npm run conformance -- [--file NAME] [--strict] [--verbose] [--trace] [--continue] [--workers N]";
/** Options and whether each takes a value. */
const OPTIONS: ScriptOptions = { "--strict": false, "--verbose": false, "--continue": false, "--trace": false, "--file": true, "--workers": true, "--help": false };

async function main(argv: string[]): Promise<number> {
  if (argv.includes("--help")) {
    console.log(`${USAGE}\n\nReplays the real games of ../shared/conformance/tsreplayer and prints one line per game; see the top of tests/conformance/run.ts.`);
    return 0;
  }
  const problem = scriptUsageProblem(argv, OPTIONS);
  if (problem) {
    console.error(`${problem}\n${USAGE}`);
    return 2;
  }
  const strict = argv.includes("--strict");
  const verbose = argv.includes("--verbose");
  const keepGoing = argv.includes("--continue");
  const trace = argv.includes("--trace");
  const only = argv.includes("--file") ? argv[argv.indexOf("--file") + 1] : undefined;
  const workersArg = argv.includes("--workers") ? argv[argv.indexOf("--workers") + 1] : undefined;
  if (workersArg !== undefined && !/^[1-9][0-9]*$/.test(workersArg)) {
    console.log(`--workers must be a whole number above 0, got \`${workersArg}\``);
    return 2;
  }
  if (!existsSync(CORPUS_DIR)) {
    console.log(`no conformance corpus at ${CORPUS_DIR}: nothing to replay`);
    return 0;
  }
  const t0 = performance.now();
  const errors: string[] = [];
  // Fixed data, not computed from the logs present: see effects-in-play.ts.
  const inPlay = loadEffectsInPlay(DEFAULT_CONTENT_DIR);
  for (const p of classificationProblems(everyVariant(DEFAULT_CONTENT_DIR), inPlay)) console.log(`${EFFECTS_IN_PLAY_FILE}: ${p}`);
  const files = readdirSync(CORPUS_DIR)
    .filter((f) => f.endsWith(".txt"))
    .sort((a, b) => a.localeCompare(b, "en", { numeric: true }))
    .filter((f) => !only || f === only || f === `${only}.txt`);
  // Every game on its own worker thread (default: every core); --trace prints from this thread.
  const workers = trace ? 1 : workersArg ? Number(workersArg) : availableParallelism();
  if (workers > 1) requireContent(); // fills the disk cache once, before the workers load it
  const rows: Omit<ReplayResult, "state">[] = [];
  let unparsed = 0;
  let problems = 0;
  const unprinted: Record<string, number> = {};
  let arithmetic = 0;
  const report = (one: ReplayedFile) => {
    const file = one.file;
    for (const n of one.notes) console.log(n);
    if (!one.result) {
      console.log(`${file}: cannot import: ${one.importError}`);
      errors.push(file);
      return;
    }
    const r = one.result;
    unparsed += one.unparsed;
    problems += one.problems;
    if (r.outcome === "error") errors.push(file);
    for (const [k, n] of Object.entries(r.unprinted)) unprinted[k] = (unprinted[k] ?? 0) + n;
    rows.push(r);
    const result = r.outcome === "replayed" ? "replayed to the end" : r.outcome === "error" ? `error (engine or harness): ${r.error?.split("\n")[0]}` : `${file}:${r.difference!.line}: ${r.difference!.text} | expected ${r.difference!.expected} | ${r.difference!.actual}`;
    console.log(`${file.padEnd(20)} ${`${r.linesReplayed}/${r.linesTotal}`.padStart(9)}  ${result}${keepGoing && r.differences.length > 1 ? ` (+${r.differences.length - 1} more)` : ""}`);
    if (keepGoing && verbose) for (const d of r.differences.slice(1)) console.log(`${"".padEnd(32)}${file}:${d.line}: ${d.text} | expected ${d.expected} | ${d.actual}`);
    if (verbose && r.difference?.notes.length) for (const n of r.difference.notes) console.log(`${"".padEnd(32)}note: ${n}`);
    if (verbose && r.error) console.log(r.error);
    arithmetic += r.arithmetic.length;
    if (verbose) for (const a of r.arithmetic) console.log(`${"".padEnd(32)}arithmetic: ${file}:${a.line}: ${a.text} | ${a.engine}`);
  };
  await runTask(replayFiles, { corpusDir: CORPUS_DIR, continueAfterDifferences: keepGoing, trace }, files, { workers, onResult: report });
  const s = ((performance.now() - t0) / 1000).toFixed(1);
  console.log(`every game replayed with the option${OFFICIAL_EDITION_OPTIONS.length > 1 ? "s" : ""} ${OFFICIAL_EDITION_OPTIONS.join(", ")} (official-edition behaviour: cards/twilight-struggle/conformance/known-differences.yaml)`);
  const replayed = rows.filter((r) => r.outcome === "replayed").length;

  const lines = rows.reduce((n, r) => n + r.linesReplayed, 0);
  const total = rows.reduce((n, r) => n + r.linesTotal, 0);
  const causes = new Map<string, string[]>();
  for (const r of rows) {
    if (!r.difference) continue;
    const key = cause(r.difference);
    causes.set(key, [...(causes.get(key) ?? []), `${r.file}:${r.difference.line}`]);
  }
  if (causes.size) console.log("first differences by cause:");
  for (const [key, at] of [...causes].sort((a, b) => b[1].length - a[1].length)) console.log(`${String(at.length).padStart(4)}  ${key}  (${at.slice(0, 4).join(", ")}${at.length > 4 ? ", ..." : ""})`);
  const accepted = Object.entries(unprinted).map(([k, n]) => `${n} ${UNPRINTED[k as keyof typeof UNPRINTED] ?? k}`);
  if (accepted.length) console.log(`changes the logs do not print, checked by later lines: ${accepted.join("; ")}`);
  if (arithmetic) console.log(`${arithmetic} coup, realignment or war results differ from the log's arithmetic before the first difference (--verbose lists them)`);
  console.log(`${rows.length} ${rows.length === 1 ? "game" : "games"}: ${replayed} replayed to the end, ${rows.length - replayed - errors.length} differ, ${errors.length} errors; ${lines}/${total} lines replayed (${((100 * lines) / Math.max(1, total)).toFixed(1)}%); ${unparsed} unparsed lines, ${problems} import problems; ${s} s`);
  return strict && (replayed < rows.length || errors.length) ? 1 : 0;
}

/** A short name for what a difference is about, to group games by the cause of their first difference. */
function cause(d: Difference): string {
  if (d.expected === "the move the log shows") return `engine refuses the logged move: ${d.actual.split(";")[0]}`;
  if (d.expected.startsWith("no change here")) return `engine change the log does not show: ${d.actual.replace(/^engine: /, "").replace(/\[.*$/, "").replace(/[+-]?\d+/g, "N")}`;
  if (d.expected.endsWith("no longer in play")) return `effect still in play in the engine: ${d.expected.replace(/ no longer in play$/, "")}`;
  if (d.expected.endsWith(" in play")) return `effect not in play in the engine: ${d.expected.replace(/ in play$/, "")}`;
  if (d.expected.includes("discarded from")) return "card still in the engine's hand";
  if (d.expected.includes("reshuffled")) return "reshuffle at another time (the piles hold other numbers of cards)";
  const what = /military ops|space race|DEFCON|VP|in [a-z_]+/.exec(d.expected)?.[0] ?? d.expected;
  return `${what.startsWith("in ") ? "Influence" : what} differs`;
}


process.exitCode = await main(process.argv.slice(2));
