// A full game state consistent with what one side sees (a "determinization"): the cards it cannot
// see are dealt again at random among the places it cannot see, and the dice to come are new.
// Look-ahead bots play on such states, never on the true one, so what they choose depends only on
// the side's view and their own random source.
//
// The result is a function of what the side sees and of `random` alone: the hidden cards are
// gathered, sorted into a fixed order (their declaration order), shuffled with `random` and dealt
// into the hidden places in a fixed order — pool by pool, when the game declares pools of piles
// (bots: pools) whose cards never mix with others' (secret objectives and playing cards). Where a hidden card truly was never shows through:
// each place keeps what its owner knew of the card there (the other side knows its own hand), and
// running code that names a hidden card (a card chosen in secret, another side's pending options)
// is rewritten to name the card now in that card's place.
import type { Game, State, Value } from "../kernel/index.js";
import { copyState, Log } from "../kernel/index.js";
import type { Random } from "./random.js";

/** The places (pile instance, position) whose card `side` cannot see, in a fixed order. */
export function hiddenPlaces(g: Game, s: State, side: string): [number, number][] {
  const me = g.sideIndex.get(side);
  if (me === undefined) throw new Error(`unknown side ${side}`);
  const bit = 1 << me;
  const out: [number, number][] = [];
  s.piles.forEach((pile, i) => {
    const [def, owner] = g.pileOf[i]!;
    if (def.visibility === "public" || (def.visibility === "owner" && owner === me)) return;
    pile.forEach((card, at) => {
      if (!((s.known[g.card.get(card)!.index] ?? 0) & bit)) out.push([i, at]);
    });
  });
  return out;
}

/**
 * Deals the hidden cards of `s` into its hidden places in the order given (`cards[k]` goes to
 * place k) on a copy, moving what each place's viewers knew with it and renaming hidden cards in
 * running code and in the other sides' decisions. Shared by determinization and by the tests that
 * build another world with the same view.
 */
export function redeal(g: Game, s: State, side: string, places: [number, number][], cards: string[]): State {
  const d = copyWithoutLog(s);
  const renamed = new Map<string, string>();
  places.forEach(([pile, at], k) => {
    const before = s.piles[pile]![at]!;
    const after = cards[k]!;
    renamed.set(before, after);
    d.piles[pile]![at] = after;
    d.known[g.card.get(after)!.index] = s.known[g.card.get(before)!.index] ?? 0;
  });
  d.stack = d.stack.map((f) => {
    const c = { ...f, l: f.l.map((v) => rename(v, renamed)) };
    if (f.vals) c.vals = f.vals.map((v) => rename(v, renamed));
    if (f.commits) c.commits = Object.fromEntries(Object.entries(f.commits).map(([k, v]) => [k, rename(v, renamed)]));
    if (f.r !== undefined) c.r = rename(f.r, renamed);
    return c;
  });
  d.pending = d.pending.map((x) => (x.player === side ? x : { ...x, options: x.options.map((o) => renamed.get(o) ?? o), ...(x.args ? { args: rename(x.args, renamed) as Record<string, Value> } : {}) }));
  return d;
}

/** The hidden places of `side` grouped by the game's pools of piles (bots: pools), in a fixed order. */
export function hiddenPools(g: Game, s: State, side: string): [number, number][][] {
  const pools = g.bots?.pools ?? [];
  const poolOf = (instance: number) => {
    const i = pools.findIndex((p) => p.includes(g.pileOf[instance]![0].id));
    return i < 0 ? pools.length : i;
  };
  const out: [number, number][][] = Array.from({ length: pools.length + 1 }, () => []);
  for (const place of hiddenPlaces(g, s, side)) out[poolOf(place[0])]!.push(place);
  return out.filter((p) => p.length > 0);
}

/** A state `side` cannot tell from `s`, with its hidden cards and dice drawn from `random`. */
export function determinize(g: Game, s: State, side: string, random: Random): State {
  const places: [number, number][] = [];
  const cards: string[] = [];
  for (const pool of hiddenPools(g, s, side)) {
    const dealt = pool.map(([pile, at]) => s.piles[pile]![at]!).sort((a, b) => g.card.get(a)!.index - g.card.get(b)!.index);
    random.shuffle(dealt);
    places.push(...pool);
    cards.push(...dealt);
  }
  const d = redeal(g, s, side, places, cards);
  // Its own dice and draws to come: the quick generator, freshly seeded (a secret seed, the key
  // of an online table's generator, is not carried into a sample).
  if (typeof d.seed === "string") d.seed = 0;
  d.rng = random.seed();
  d.rigged = [];
  d.riggedPicks = [];
  d.strictDice = false;
  return d;
}

/** A copy with an empty log: look-ahead never reads the log, and lines only some sides may read stay out of it. */
function copyWithoutLog(s: State): State {
  const d = copyState(s);
  d.log = new Log();
  return d;
}

function rename(v: Value, renamed: Map<string, string>): Value {
  if (typeof v === "string") return renamed.get(v) ?? v;
  if (Array.isArray(v)) return v.map((x) => rename(x, renamed));
  if (v && typeof v === "object") {
    const out: Record<string, Value> = {};
    for (const [k, x] of Object.entries(v)) out[k] = k === "$predicate" ? x : rename(x as Value, renamed);
    return out as Value;
  }
  return v;
}
