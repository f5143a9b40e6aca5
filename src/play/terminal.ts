// Terminal play: one person against bots, or two people at one keyboard (hot-seat), line by line.
// Input and output are passed in (lines in, text out) so tests drive it exactly as a player would.
// Each screen shows only the side whose turn it is at the keyboard: its view, its hand, the
// other side's moves as log lines, and the question with numbered answers.
import { IllegalMoveError, type Game } from "../kernel/index.js";
import { runtimeErrorText } from "../i18n/runtime-error-text.js";
import { cardFace, renderCardFace, type CardLike, type Translator } from "../i18n/index.js";
import type { CardFaceDecl } from "../content/raw.js";
import { matchAnswer, matchName } from "./answer.js";
import { losingAnswers } from "./losing-answers.js";
import { boardLines, logLines, questionLines, summaryLines } from "./render.js";
import { humanDecision, playBots, playMove, undo, type Table } from "./table.js";

export interface TerminalIO {
  /** The next line typed, or null at the end of the input. */
  read(prompt: string): Promise<string | null>;
  write(text: string): void;
  /** Writes a save file (JSON text); throws with a message the player can read. */
  save(file: string, text: string): void;
}

/**
 * The game's cards as their faces need them (their text is the content's, not the kernel's), for
 * the `card NAME` command: what a card does is public, whoever holds it.
 */
export interface CardFaces {
  cards: ReadonlyMap<string, CardLike>;
  /** How the game draws a face (game.yaml's `card_face`). */
  face: CardFaceDecl;
}

/** Clears the screen before a hand-over, so the next player does not see the last one's hand. */
const CLEAR = "\x1b[2J\x1b[H";
/** How many of the last log lines a resumed game shows first. */
const RESUMED_LOG_LINES = 20;

/** Plays until the game ends, the player quits or the input ends (said as a quit). Returns the exit code (0). */
export async function playInTerminal(t: Table, tr: Translator, io: TerminalIO, faces: CardFaces = { cards: new Map(), face: {} }): Promise<number> {
  const g: Game = t.game;
  const say = (line: string) => io.write(line + "\n");
  // `quit`, or the end of the input (Ctrl-D): either way the player is told how a game is kept.
  const leave = () => {
    say(tr.t("cli.play.bye"));
    return 0;
  };
  const people = g.sides.filter((s) => !t.bots.has(s));
  const hotSeat = people.length > 1;
  /** Per side: how much of the log it has been shown (of a resumed game, all but its last lines). */
  const resumedAt = t.save.steps.length ? Math.max(0, t.save.state.log.length - RESUMED_LOG_LINES) : 0;
  const shown = new Map<string, number>(g.sides.map((s) => [s, resumedAt]));
  let atKeyboard: string | null = null;
  // fresh: show the new log lines and the question; full: the summary too (first screen, after
  // the other side moved, after a hand-over or an undo).
  let fresh = true;
  let full = true;
  for (;;) {
    if (playBots(t).length) full = true;
    const s = t.save.state;
    if (s.result) {
      for (const side of atKeyboard ? [atKeyboard] : people) logLines(g, s, side, shown.get(side)!, tr).forEach(say);
      // The game's own words for how it ended (its reasons named, both sides losing said as such).
      say(tr.t("cli.replay.over", { outcome: tr.log({ k: "game.over", a: { winner: s.result.winner, reason: s.result.reason } }) }));
      return 0;
    }
    const d = humanDecision(t);
    if (!d) {
      say(tr.t("cli.play.stuck"));
      return 1;
    }
    if (hotSeat && d.player !== atKeyboard) {
      io.write(CLEAR);
      say(tr.t("cli.play.handover", { side: d.player }));
      if ((await io.read("")) === null) return leave();
      io.write(CLEAR);
      fresh = full = true;
    }
    atKeyboard = d.player;
    const seen = Math.min(shown.get(d.player)!, s.log.length);
    if (fresh) {
      logLines(g, s, d.player, seen, tr).forEach(say);
      if (full) summaryLines(g, s, d.player, tr).forEach(say);
      questionLines(d, tr, losingAnswers(g, s, d.player)).forEach(say);
      shown.set(d.player, s.log.length);
      fresh = full = false;
    }
    const line = await io.read(`${tr.name("side", d.player)}> `);
    if (line === null) return leave();
    const [word = "", ...rest] = line.trim().split(/\s+/);
    switch (word.toLowerCase()) {
      case "":
        continue;
      case "help":
      case "?":
        say(tr.t("cli.play.help"));
        continue;
      case "board":
        boardLines(g, s, d.player, tr).forEach(say);
        continue;
      case "quit":
      case "exit":
        return leave();
      case "undo": {
        // Against a bot, the bot's answers after the player's move are taken back with it.
        const n = undo(t, hotSeat ? undefined : d.player);
        say(n ? tr.t("cli.play.undone", { count: n }) : tr.t("cli.play.nothing_to_undo"));
        for (const side of g.sides) shown.set(side, Math.min(shown.get(side)!, t.save.state.log.length));
        fresh = full = n > 0;
        if (!n) questionLines(d, tr, losingAnswers(g, s, d.player)).forEach(say);
        continue;
      }
      case "card": {
        const name = rest.join(" ");
        if (!name) {
          say(tr.t("cli.play.card_needs_name"));
          continue;
        }
        const found = matchName(name, [...faces.cards.keys()].map((id) => [tr.name("card", id), id]));
        if ("id" in found) say(renderCardFace(cardFace(tr, faces.cards.get(found.id)!, faces.face)));
        else say(tr.t("cli.play.unknown_card", { typed: name }) + (found.near ? " " + tr.t("cli.play.did_you_mean", { suggestion: tr.name("card", found.near) }) : ""));
        continue;
      }
      case "save": {
        const file = rest.join(" ");
        if (!file) {
          say(tr.t("cli.play.save_needs_file"));
          continue;
        }
        try {
          io.save(file, JSON.stringify(t.save, null, 2) + "\n");
          say(tr.t("cli.play.saved", { file }));
        } catch (e) {
          say(tr.t("cli.play.save_failed", { file, reason: e instanceof Error ? e.message : String(e) }));
        }
        continue;
      }
    }
    const answer = matchAnswer(tr, d, line);
    if ("error" in answer) {
      if (answer.error === "out_of_range") say(tr.t("cli.play.out_of_range", { max: answer.max }));
      else if (answer.error === "not_a_choice") say(tr.t("cli.play.one_of", { choices: answer.choices.join(", ") }));
      else say(tr.t("cli.play.unknown_answer", { typed: line.trim() }) + (answer.suggestion ? " " + tr.t("cli.play.did_you_mean", { suggestion: answer.suggestion }) : ""));
      continue;
    }
    try {
      playMove(t, d.player, answer.choice);
      fresh = true;
    } catch (e) {
      if (!(e instanceof IllegalMoveError)) throw e;
      say(tr.t("cli.play.illegal", { reason: runtimeErrorText(tr, { said: e.said, english: e.reason }) }));
    }
  }
}
