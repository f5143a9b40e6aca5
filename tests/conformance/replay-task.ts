// One real game of the corpus, imported and replayed: the unit of work `npm run conformance` hands
// to its worker threads. Each game is replayed alone from its own log, so which worker replays
// which game never changes a result.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DEFAULT_CONTENT_DIR, requireContent } from "../../src/content/load-dir.js";
import { defineTask } from "../../src/workers/pool.js";
import { loadEffectsInPlay } from "./effects-in-play.js";
import { importLog, planSetup } from "./import.js";
import { parseLog } from "./parse-log.js";
import { OFFICIAL_EDITION_OPTIONS, replayGame, type ReplayResult } from "./replay.js";

export interface ReplayInit {
  corpusDir: string;
  continueAfterDifferences: boolean;
  /** Print every move (only in the main thread: `--trace` replays with one worker). */
  trace: boolean;
}

export interface ReplayedFile {
  file: string;
  /** What the import found (unparsed lines, problems), to print before the game's line. */
  notes: string[];
  unparsed: number;
  problems: number;
  /** The replay, without the engine's final state; null when the log could not be imported. */
  result: Omit<ReplayResult, "state"> | null;
  importError: string | null;
}

export const replayFiles = defineTask("cardwright-conformance", import.meta.url, (init: ReplayInit) => {
  const content = requireContent();
  // Fixed data, not computed from the logs present: see effects-in-play.ts.
  const inPlay = loadEffectsInPlay(DEFAULT_CONTENT_DIR);
  return (file: string): ReplayedFile => {
    let game;
    try {
      game = importLog(content.game, parseLog(file, readFileSync(join(init.corpusDir, file), "utf8")));
    } catch (e) {
      return { file, notes: [], unparsed: 0, problems: 0, result: null, importError: (e as Error).stack ?? String(e) };
    }
    const notes = game.unparsed.map((u) => `${file}:${u.line}: cannot parse: ${u.text}`);
    const shown = new Set(game.problems);
    for (const p of game.problems) notes.push(`${file}:${p.line}: ${p.message}: ${p.text}`);
    // The game's own content: the options the log names (optional cards, the US handicap), and
    // the official edition's behaviours that the printed rules do not have.
    const own = requireContent(DEFAULT_CONTENT_DIR, { options: [...game.options, ...OFFICIAL_EDITION_OPTIONS] });
    planSetup(own.game, game);
    for (const p of game.problems.filter((p) => !shown.has(p))) notes.push(`${file}:${p.line}: ${p.message}: ${p.text}`);
    const { state: _state, ...result } = replayGame(own, game, { notShownInPlay: inPlay.notShown, continueAfterDifferences: init.continueAfterDifferences, ...(init.trace ? { trace: (l: string) => console.log(l) } : {}) });
    return { file, notes, unparsed: game.unparsed.length, problems: game.problems.length, result, importError: null };
  };
});
