// A table: one game between seats, each a person or a bot. Game-neutral: it knows sides, pending
// decisions and steps, never a game's words. The save (SavedGame) is the whole truth of a game;
// bots are rebuilt from their specs and answer from their side's view only (src/bots). Terminal
// play (src/play/terminal.ts) and the online tables (src/serve) both drive games through here.
import { botFactory, botInput, mixSeed, Random, type Bot } from "../bots/index.js";
import { replay, sessionStep, type Decision, type Game, type SavedGame, type Step } from "../kernel/index.js";

/** Who plays a side: "human", or a bot spec (`search`, `search:50`, `greedy` …). */
export type Seat = string;
export const HUMAN = "human";

export interface Table {
  game: Game;
  save: SavedGame;
  /** Side → seat. */
  seats: Record<string, Seat>;
  /** Side → its bot (only for bot seats), each with its own random source. */
  bots: Map<string, { bot: Bot; random: Random }>;
}

/** A table for a save; throws BotSpecError for a bad bot spec. */
export function openTable(game: Game, save: SavedGame, seats: Record<string, Seat>): Table {
  const bots = new Map<string, { bot: Bot; random: Random }>();
  game.sides.forEach((side, i) => {
    const seat = seats[side] ?? HUMAN;
    // Seeded from the game's seed, the side and how far the game is, so a resumed game's bots
    // do not replay the random draws they made before the save.
    // A secret seed (32 hex digits) is mixed in whole.
    const from = typeof save.seed === "number" ? [save.seed ^ save.steps.length] : [...[0, 8, 16, 24].map((k) => parseInt((save.seed as string).slice(k, k + 8), 16)), save.steps.length];
    if (seat !== HUMAN) bots.set(side, { bot: botFactory(seat)(), random: new Random(mixSeed(...from, i + 1)) });
  });
  return { game, save, seats: Object.fromEntries(game.sides.map((s) => [s, seats[s] ?? HUMAN])), bots };
}

export const isOver = (t: Table): boolean => t.save.state.result !== null || t.save.state.pending.length === 0;

/** The pending decision of a person at the table (the first one when several people are asked). */
export function humanDecision(t: Table, side?: string): Decision | null {
  if (t.save.state.result) return null;
  return t.save.state.pending.find((d) => (side === undefined ? !t.bots.has(d.player) : d.player === side)) ?? null;
}

/** The next bot move (chosen from its side's view, not applied), or null when no bot is asked. */
export function botMove(t: Table): { player: string; choice: string } | null {
  if (t.save.state.result) return null;
  const d = t.save.state.pending.find((x) => t.bots.has(x.player));
  if (!d) return null;
  const { bot, random } = t.bots.get(d.player)!;
  return { player: d.player, choice: bot.choose(botInput(t.game, t.save.state, d.player, random)) };
}

/** Lets the bots answer every decision that is theirs, until a person is asked or the game ends. */
export function playBots(t: Table, max = 100_000): Step[] {
  const made: Step[] = [];
  for (let step = botMove(t); step && made.length < max; step = botMove(t)) {
    sessionStep(t.game, t.save, step);
    made.push(step);
  }
  return made;
}

/** A person's move; an illegal one throws IllegalMoveError and changes nothing. */
export function playMove(t: Table, side: string, choice: string): Step {
  const step: Step = { player: side, choice };
  sessionStep(t.game, t.save, step);
  return step;
}

/** Where an undo would take the game back to: the index of the last move of `side` (or of any person), or -1. */
export function undoPoint(t: Table, side?: string): number {
  const steps = t.save.steps;
  let i = steps.length - 1;
  for (; i >= 0; i--) {
    const s = steps[i]!;
    if ("player" in s && (side === undefined ? !t.bots.has(s.player) : s.player === side)) break;
  }
  return i;
}

/**
 * Takes back the last move of `side` (or of any person, when not given) and every move after it:
 * the game is replayed from its start without them. Returns how many steps were taken back (0: none).
 */
export function undo(t: Table, side?: string): number {
  const steps = t.save.steps;
  const i = undoPoint(t, side);
  if (i < 0) return 0;
  const kept = steps.slice(0, i);
  t.save = { ...t.save, steps: kept, state: replay(t.game, { ...t.save, steps: kept }) };
  return steps.length - i;
}
