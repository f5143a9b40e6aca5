// One game between bots, start to end, as a plain record (a line of a results file). A game is a
// pure function of the content, the seed and the bots: the game's dice come from the seed, each
// side's bot draws from its own generator seeded from the game's seed and the side.
import { botInput, mixSeed, Random, type Bot, type BotFactory } from "../bots/index.js";
import { applyInPlace, EffectRuntimeError, evalFor, newGame, runtimeMessageOf, type Game, type RuntimeMessage, type State } from "../kernel/index.js";

/** How many card plays, the card's own included, its score swing is measured over (two rounds of two sides): from just before it to just before the fourth play after it, or the end. */
export const SWING_PLAYS = 4;

export interface GameSetup {
  scenario: string;
  variants: string[];
  options: string[];
}

/** A card play: [card, side, how it was played, whether for its event (1) or not (0), the side's score swing]. */
export type PlayRecord = [string, string, string, 0 | 1, number | null];

export interface GameRecord {
  /** The game's index in its run (shards and merges keep it). */
  game: number;
  /**
   * Which game was played: the id its game.yaml declares (its folder name under cards/),
   * so `merge` names its score and length in that game's words. Files written before it was
   * recorded lack it (read as the default game's).
   */
  gameId?: string;
  seed: number;
  setup: GameSetup;
  /** Bot spec by side. */
  bots: Record<string, string>;
  winner: string | null;
  /** How it ended (the game's reason), "unfinished", or "error". */
  reason: string;
  /** The game's declared score at the end, or null when it declares none. */
  score: number | null;
  /** How far it went, in the game's declared unit (turns), or null. */
  progress: number | null;
  decisions: number;
  plays: PlayRecord[];
  error?: string;
  /** The error as data when the content's code failed (what went wrong and where): the summary words it in the reader's language. */
  errorSaid?: RuntimeMessage;
}

export interface PlayOptions {
  maxDecisions?: number;
}

export function playGame(g: Game, setup: GameSetup, seed: number, bots: Record<string, BotFactory>, specs: Record<string, string>, opts: PlayOptions = {}): GameRecord {
  const record: GameRecord = { game: 0, gameId: g.id, seed, setup, bots: { ...specs }, winner: null, reason: "unfinished", score: null, progress: null, decisions: 0, plays: [] };
  const players = new Map<string, { bot: Bot; random: Random }>();
  g.sides.forEach((side, i) => {
    const make = bots[side];
    if (!make) throw new Error(`no bot for ${side}`);
    players.set(side, { bot: make(), random: new Random(mixSeed(seed, i + 1)) });
  });
  const plays = g.bots?.plays ?? null;
  const score = g.bots?.score ?? null;
  const open: { play: PlayRecord; side: string; before: number; left: number }[] = [];
  const sideScore = (s: State, side: string) => (score ? (evalFor(g, s, score.forSide, side) as number) : 0);
  let s: State | null = null;
  try {
    s = newGame(g, { ...setup, seed });
    const max = opts.maxDecisions ?? 20_000;
    while (!s.result && s.pending.length && record.decisions < max) {
      // Several sides may be asked at once (secret choices): each answers in side order.
      const d = s.pending[0]!;
      const { bot, random } = players.get(d.player)!;
      const choice = bot.choose(botInput(g, s, d.player, random));
      const logFrom = s.log.length;
      const before = score ? new Map(g.sides.map((x) => [x, sideScore(s!, x)])) : null;
      applyInPlace(g, s, { player: d.player, choice });
      record.decisions++;
      if (!plays) continue;
      for (let i = logFrom; i < s.log.length; i++) {
        // The key first: the other entries are never made (log.ts keeps most of them packed).
        if (s.log.keyAt(i) !== plays.log) continue;
        const e = s.log.at(i)!;
        if (!e.a) continue;
        const how = String(e.a[plays.how]);
        const side = String(e.a[plays.side]);
        // Plays whose window ends with this one are measured before it.
        for (const o of open) o.left--;
        closeSwings(open, (x) => before?.get(x) ?? 0, false);
        const play: PlayRecord = [String(e.a[plays.card]), side, how, plays.event.includes(how) ? 1 : 0, null];
        record.plays.push(play);
        open.push({ play, side, before: before?.get(side) ?? 0, left: SWING_PLAYS });
      }
    }
    if (s.result) {
      record.winner = s.result.winner;
      record.reason = s.result.reason;
    }
    if (score) closeSwings(open, (side) => sideScore(s!, side), true);
    if (score) record.score = evalFor(g, s, score.unit, g.sides[0]!) as number;
    if (g.bots?.progress) record.progress = evalFor(g, s, g.bots.progress.unit, g.sides[0]!) as number;
  } catch (e) {
    record.reason = "error";
    record.error = e instanceof Error ? e.message : String(e);
    if (e instanceof EffectRuntimeError) record.errorSaid = runtimeMessageOf(e);
  }
  return record;
}

/** Plays whose window of plays is over (or all, at the end) get their swing: the side's score now minus before. */
function closeSwings(open: { play: PlayRecord; side: string; before: number; left: number }[], now: (side: string) => number, all: boolean): void {
  for (let i = 0; i < open.length; ) {
    const o = open[i]!;
    if (all || o.left <= 0) {
      o.play[4] = now(o.side) - o.before;
      open.splice(i, 1);
    } else i++;
  }
}
