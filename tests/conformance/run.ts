// `npm run conformance`: replays every log of ../shared/conformance/tsreplayer and prints one
// line per game (lines replayed, result) and the totals. Exit code 0 when the harness worked,
// whatever the games show (an engine error inside a game is that game's result); with
// --strict, 1 when a game differs or fails. --file NAME replays one log;
// --verbose prints the notes of each difference; --trace every move; --continue goes on after
// a difference with the engine set to what the log shows (diagnostics: see resync.ts).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_CONTENT_DIR, requireContent } from "../../src/content/load-dir.js";
import { classificationProblems, EFFECTS_IN_PLAY_FILE, everyVariant, loadEffectsInPlay } from "./effects-in-play.js";
import { importLog, planSetup } from "./import.js";
import { UNPRINTED, type Difference } from "./matcher.js";
import { parseLog } from "./parse-log.js";
import { OFFICIAL_EDITION_OPTIONS, replayGame, type ReplayResult } from "./replay.js";

const ROOT = resolve(fileURLToPath(new URL("../..", import.meta.url)));
export const CORPUS_DIR = join(ROOT, "..", "shared", "conformance", "tsreplayer");

function main(argv: string[]): number {
  const strict = argv.includes("--strict");
  const verbose = argv.includes("--verbose");
  const keepGoing = argv.includes("--continue");
  const only = argv.includes("--file") ? argv[argv.indexOf("--file") + 1] : undefined;
  if (!existsSync(CORPUS_DIR)) {
    console.log(`no conformance corpus at ${CORPUS_DIR}: nothing to replay`);
    return 0;
  }
  const content = requireContent();
  const t0 = performance.now();
  const errors: string[] = [];
  const all = readdirSync(CORPUS_DIR)
    .filter((f) => f.endsWith(".txt"))
    .sort((a, b) => a.localeCompare(b, "en", { numeric: true }))
    .flatMap((file) => {
      try {
        return [importLog(content.game, parseLog(file, readFileSync(join(CORPUS_DIR, file), "utf8")))];
      } catch (e) {
        console.log(`${file}: cannot import: ${(e as Error).stack ?? e}`);
        errors.push(file);
        return [];
      }
    });
  // Fixed data, not computed from the logs present: see effects-in-play.ts.
  const inPlay = loadEffectsInPlay(DEFAULT_CONTENT_DIR);
  for (const p of classificationProblems(everyVariant(DEFAULT_CONTENT_DIR), inPlay)) console.log(`${EFFECTS_IN_PLAY_FILE}: ${p}`);
  const games = all.filter((g) => !only || g.file === only || g.file === `${only}.txt`);
  const rows: ReplayResult[] = [];
  let unparsed = 0;
  let problems = 0;
  const unprinted: Record<string, number> = {};
  let arithmetic = 0;
  for (const game of games) {
    const file = game.file;
    unparsed += game.unparsed.length;
    for (const u of game.unparsed) console.log(`${file}:${u.line}: cannot parse: ${u.text}`);
    const problemsShown = new Set(game.problems);
    for (const p of game.problems) console.log(`${file}:${p.line}: ${p.message}: ${p.text}`);
    // The game's own content: the options the log names (optional cards, the US handicap), and
    // the official edition's behaviours that the printed rules do not have.
    const own = requireContent(DEFAULT_CONTENT_DIR, { options: [...game.options, ...OFFICIAL_EDITION_OPTIONS] });
    planSetup(own.game, game);
    for (const p of game.problems.filter((p) => !problemsShown.has(p))) console.log(`${file}:${p.line}: ${p.message}: ${p.text}`);
    const r = replayGame(own, game, { notShownInPlay: inPlay.notShown, continueAfterDifferences: keepGoing, ...(argv.includes("--trace") ? { trace: (l: string) => console.log(l) } : {}) });
    if (r.outcome === "error") errors.push(file);
    problems += game.problems.length;
    for (const [k, n] of Object.entries(r.unprinted)) unprinted[k] = (unprinted[k] ?? 0) + n;
    rows.push(r);
    const result = r.outcome === "replayed" ? "replayed to the end" : r.outcome === "error" ? `error (engine or harness): ${r.error?.split("\n")[0]}` : `${file}:${r.difference!.line}: ${r.difference!.text} | expected ${r.difference!.expected} | ${r.difference!.actual}`;
    console.log(`${file.padEnd(20)} ${`${r.linesReplayed}/${r.linesTotal}`.padStart(9)}  ${result}${keepGoing && r.differences.length > 1 ? ` (+${r.differences.length - 1} more)` : ""}`);
    if (keepGoing && verbose) for (const d of r.differences.slice(1)) console.log(`${"".padEnd(32)}${file}:${d.line}: ${d.text} | expected ${d.expected} | ${d.actual}`);
    if (verbose && r.difference?.notes.length) for (const n of r.difference.notes) console.log(`${"".padEnd(32)}note: ${n}`);
    if (verbose && r.error) console.log(r.error);
    arithmetic += r.arithmetic.length;
    if (verbose) for (const a of r.arithmetic) console.log(`${"".padEnd(32)}arithmetic: ${file}:${a.line}: ${a.text} | ${a.engine}`);
  }
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
  if (arithmetic) console.log(`${arithmetic} coup or realignment results differ from the log's arithmetic before the first difference (--verbose lists them)`);
  console.log(`${rows.length} games: ${replayed} replayed to the end, ${rows.length - replayed - errors.length} differ, ${errors.length} errors; ${lines}/${total} lines replayed (${((100 * lines) / Math.max(1, total)).toFixed(1)}%); ${unparsed} unparsed lines, ${problems} import problems; ${s} s`);
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


process.exitCode = main(process.argv.slice(2));
