// The balance report's words: the messages `cli.balance.*` of the locale files (the terminal
// summary, the verdict, the HTML report and the editor's Balance panel all take a Translator).
// Without a translator (a library caller, a test) the words are English, from the same messages:
// ENGLISH is what src/locales/en.yaml says (tests/balance/balance-words.test.ts keeps the two the same),
// so that the report needs no locale file to be read. No node: imports (the editor draws the report).
import { englishFrom, type Words } from "../i18n/words.js";

/** The English messages, as in the engine's src/locales/en.yaml (keys without `msg.`). */
export const ENGLISH: Record<string, string> = {
  "cli.balance.title": "Balance: {a} against {b}",
  "cli.balance.title_saved": "Balance: the edited content against the saved files ({setup})",
  "cli.balance.title_alone": "Bots on the edited content: {setup}",
  "cli.balance.setups": "{a} = {aSetup};  {b} = {bSetup}",
  "cli.balance.run": "{a} + {b} games, seeds from {seed}, bots {bots}; [95% interval], * excludes 0",
  "cli.balance.difference": "difference",
  "cli.balance.wins": "{side, side} wins",
  "cli.balance.ended_by": "ended by {reason}",
  "cli.balance.points": "{value} points",
  "cli.balance.percent": "{value}%",
  "cli.balance.too_few": "too few",
  "cli.balance.interval": "[{lo}, {hi}]",
  "cli.balance.final_mean": "final {score} (mean)",
  "cli.balance.length_mean": "{progress} (mean)",
  "cli.balance.only_in": "played only in {setup}: {card} — {plays} plays, {event} for its event, {score} swing {swing}",
  "cli.balance.card_changes": "surest {score} swing changes after a card ({a} − {b}; {marked} of {compared} played {fewest}+ times *, ~{chance} by chance):",
  "cli.balance.event_share": "event share {value} points",
  "cli.balance.done": "{games} games in {seconds} s ({rate} games/s); report in {html} and {json}",
  "cli.balance.verdict.label": "Verdict:",
  "cli.balance.verdict.none": "no games finished on both {a} and {b} yet: nothing to tell.",
  "cli.balance.verdict.games": "{games, plural, one {{count} game} other {{count} games}} a setup",
  "cli.balance.verdict.games_each": "{a} and {b} games",
  "cli.balance.verdict.raises": "raises the {side, side} win rate by {value} points [{lo}, {hi}]",
  "cli.balance.verdict.lowers": "lowers the {side, side} win rate by {value} points [{lo}, {hi}]",
  "cli.balance.verdict.and": "{first} and {last}",
  "cli.balance.verdict.moves": "{setup} {changes}; {games}.",
  "cli.balance.verdict.seen": "{side, side} {value} [{lo}, {hi}] points",
  "cli.balance.verdict.reach": "at {games}, only a change of about {half} points or more would show",
  "cli.balance.verdict.too_few": "too few games to tell whether {setup} moves a side's win rate ({seen}); {reach}.",
  "cli.balance.verdict.no_change": "{setup} moves no side's win rate measurably ({seen}); {reach}.",
  "cli.balance.html.vs": "vs",
  "cli.balance.html.games": "{two, select, true {{a} and {b} games of {game}, the same seeds from {seed}} other {{a} games of {game}, seeds from {seed}}}, bots {bots}{swap, select, true {, turned round the sides from game to game} other {}}.",
  "cli.balance.html.intervals": "Brackets and whiskers are 95% intervals{two, select, true {; a difference in bold excludes zero} other {}}.",
  "cli.balance.html.who_wins": "Who wins",
  "cli.balance.html.win_rate": "Win rate per side",
  "cli.balance.html.side": "side",
  "cli.balance.html.difference_points": "difference (points)",
  "cli.balance.html.endings": "How games end",
  "cli.balance.html.ending_share": "Share of games by ending",
  "cli.balance.html.ending": "ending",
  "cli.balance.html.final": "Final {score}",
  "cli.balance.html.mean": "Mean",
  "cli.balance.html.mean_of": "Mean {progress}",
  "cli.balance.html.means": "{two, select, true {{what}: {a} {av}, {b} {bv}; difference {d}} other {{what}: {av}}}.",
  "cli.balance.html.final_share": "Final {score}: share of games",
  "cli.balance.html.length": "Game length",
  "cli.balance.html.length_share": "Length: share of games by {progress} reached",
  "cli.balance.html.bar_share": "{label}: {value} {unit} in {share} of games",
  "cli.balance.html.cards": "Cards",
  "cli.balance.html.cards_about": "For each card: how often it was played, the share of its plays that were for its event, and its player's {score} swing from just before the play to just before the fourth play after it (two action rounds), in all its plays, for its event and otherwise.",
  "cli.balance.html.cards_order": "{two, select, true {Cards played in one setup only come first, then the changes of swing by how sure they are.} other {Most played first.}}",
  "cli.balance.html.swing_chart": "{score} swing after a card's play, {a} minus {b} (the 20 surest changes)",
  "cli.balance.html.chance": "{marked} of the {compared} cards played {fewest} times or more in both setups have a change of swing whose interval excludes zero; with no real change about {chance} would, by chance alone.",
  "cli.balance.html.card": "card",
  "cli.balance.html.plays": "plays",
  "cli.balance.html.for_event": "for event",
  "cli.balance.html.swing": "swing",
  "cli.balance.html.swing_event": "swing, event",
  "cli.balance.html.swing_other": "swing, otherwise",
  "cli.balance.html.never_played": "never played",
  "cli.balance.html.event_share_difference": "event share difference (points)",
  "cli.balance.html.swing_difference": "swing difference",
};

/**
 * English words, from ENGLISH (no locale file read); a report's sides named as it names them
 * (`sideNames`: the content's names when it was run).
 */
export function englishWords(report?: { sideNames?: Record<string, string> }): Words {
  return englishFrom(ENGLISH, report?.sideNames);
}
