// The words of a run's summary (`simulate --bots`, `merge`): the messages `cli.simulate.summary.*`
// of the locale files. Without a translator (a library caller, a test) they are English from
// ENGLISH, which is what the engine's src/locales/en.yaml says (tests/sim/summary-words.test.ts
// keeps the two the same), so that the summary needs no locale file to be read.
import { englishFrom, type Words } from "../i18n/words.js";

/** The English messages, as in the engine's src/locales/en.yaml (keys without `msg.`). */
export const ENGLISH: Record<string, string> = {
  "cli.simulate.summary.title": "{games, plural, one {{count} game} other {{count} games}}, setup: {setup}; 95% intervals in brackets",
  "cli.simulate.summary.title_bare": "{games, plural, one {{count} game} other {{count} games}}; 95% intervals in brackets",
  "cli.simulate.summary.percent": "{value}%",
  "cli.simulate.summary.bot_wins": "{bot} wins",
  "cli.simulate.summary.bot_record": "({won} won, {drawn} drawn, {lost} lost of {games})",
  "cli.simulate.summary.every_side": "{bot} plays every side ({drawn} drawn of {games}): see the wins by side",
  "cli.simulate.summary.side_wins": "{side, side} wins",
  "cli.simulate.summary.sides_turned": "the bots change sides from game to game (each seed once each way): a side's wins count every bot's games on it",
  "cli.simulate.summary.ended_by": "ended by: {endings}",
  "cli.simulate.summary.ending": "{reason} {share}",
  "cli.simulate.summary.unfinished": "unfinished",
  "cli.simulate.summary.error": "an error",
  "cli.simulate.summary.final": "final {score}: mean {mean}",
  "cli.simulate.summary.length": "length: {mean} {progress}, {decisions} decisions a game",
  "cli.simulate.summary.failed": "{failed, plural, one {{count} game failed} other {{count} games failed}}, e.g. game {game} (seed {seed}): {error}",
  "cli.simulate.summary.speed": "{games, plural, one {{count} game} other {{count} games}} in {seconds} s: {rate} games/s, {decisions} decisions/s",
  "cli.simulate.summary.records_in": "records in {file}",
  "cli.simulate.summary.merged": "{records, plural, one {{count} record} other {{count} records}} in {file}",
  "cli.simulate.summary.no_evaluation": "this game declares no evaluation (`bots: evaluation:` in game.yaml), so greedy and search bots ({bots}) choose at random among the moves that do not lose at once, as careful does",
};

/** English words from ENGLISH; sides by `sideNames` (the content's names), else by their ids. */
export function englishSummaryWords(sideNames?: Record<string, string>): Words {
  return englishFrom(ENGLISH, sideNames);
}
