// Cards: piles (a draw pile, hands, discards …) with their declared visibility, special cards
// held outside the piles by a side, and what each side knows.
import type { Game, Runtime } from "../game.js";
import type { CardDef, PileDef } from "../model.js";
import { shuffle } from "../rng.js";
import { EffectRuntimeError, num, show, str, strings, truthy, type Value } from "../values.js";
import { arg, p, type KernelBuiltin } from "./define.js";
import { sideIndexOf } from "./board.js";

export function cardOf(g: Game, id: Value): CardDef {
  const c = typeof id === "string" ? g.card.get(id) : undefined;
  if (!c) throw new EffectRuntimeError(`not a card: ${show(id)}`, "runtime.not_card", { value: show(id) });
  return c;
}

export function pileOf(g: Game, id: Value): PileDef {
  const d = typeof id === "string" ? g.pile.get(id) : undefined;
  if (!d) throw new EffectRuntimeError(`not a pile: ${show(id)}`, "runtime.not_pile", { value: show(id) });
  return d;
}

/** Index of a pile (or a side's pile of a per-side kind) in `State.piles`. */
export function pileInstance(g: Game, pile: Value, side: Value): number {
  const d = pileOf(g, pile);
  if (!d.perSide) return d.offset;
  if (side === null) throw new EffectRuntimeError(`each side has its own ${d.id}: say whose`, "runtime.pile_whose", { pile: d.id });
  return d.offset + sideIndexOf(g, side);
}

/**
 * Each card's pile instance (by card index; -1: in no pile), made from a state's piles and kept
 * beside them: keyed by the piles' list, which every copy of a state makes anew. The kernel's moves
 * keep it up to date (moveCard, takeOut). Its last slot holds how many cards the piles hold: a card
 * the index places in no pile is believed only while that count is right (a card put into a pile
 * from outside the kernel makes it wrong).
 *
 * It is made only for piles asked about INDEX_AFTER times in a row (the state being played): until
 * then a card is looked for in each pile. A bot's look-ahead copies a state, plays one answer on it
 * and leaves it, asking where a card is a few times: made for every copy, the index (a look-up by id
 * of every card, a typed array and a WeakMap entry) took 5% of a careful bot's time.
 */
const pileIndexes = new WeakMap<string[][], Int16Array>();

/** How many looks in a row at the same piles, without an index, make it worth making one. */
const INDEX_AFTER = 4;
let lastLooked: string[][] | null = null;
let looks = 0;

function makePileIndex(rt: Runtime): Int16Array {
  const piles = rt.s.piles;
  const n = rt.g.cards.length;
  const where = new Int16Array(n + 1).fill(-1);
  let held = 0;
  for (let i = 0; i < piles.length; i++) {
    for (const id of piles[i]!) where[rt.g.card.get(id)!.index] = i;
    held += piles[i]!.length;
  }
  where[n] = held;
  pileIndexes.set(piles, where);
  return where;
}

/** Whether the piles hold as many cards as the index counted (the card it places nowhere may be in one). */
function heldAsCounted(rt: Runtime, where: Int16Array): boolean {
  const piles = rt.s.piles;
  let held = 0;
  for (let i = 0; i < piles.length; i++) held += piles[i]!.length;
  return held === where[rt.g.cards.length];
}

/** The index of the state's piles when it is made or now worth making (INDEX_AFTER), else undefined. */
function pileIndex(rt: Runtime): Int16Array | undefined {
  const piles = rt.s.piles;
  const where = pileIndexes.get(piles);
  if (where) return where;
  if (piles !== lastLooked) {
    lastLooked = piles;
    looks = 0;
  }
  return ++looks >= INDEX_AFTER ? makePileIndex(rt) : undefined;
}

/**
 * Where a card is: its pile instance and position, or null (a special card held, or nowhere). Should
 * the piles have been changed from outside the kernel since the index was made (a card not in the
 * pile it names), the index is made again from them.
 */
export function locate(rt: Runtime, card: string): { pile: number; at: number } | null {
  const c = rt.g.card.get(card);
  if (!c) return null;
  const piles = rt.s.piles;
  const where = pileIndex(rt);
  if (!where) {
    for (let i = 0; i < piles.length; i++) {
      const at = piles[i]!.indexOf(card);
      if (at >= 0) return { pile: i, at };
    }
    return null;
  }
  let pile = where[c.index]!;
  if (pile < 0 && heldAsCounted(rt, where)) return null;
  let at = pile < 0 ? -1 : piles[pile]!.indexOf(card);
  if (at < 0) {
    pile = makePileIndex(rt)[c.index]!;
    if (pile < 0) return null;
    at = piles[pile]!.indexOf(card);
  }
  return { pile, at };
}

/**
 * Takes the card at `at` out of a pile. The ends are the usual places (a draw takes the top card,
 * index 0): `shift` and `pop` there, which make no list of the cards taken as `splice` does.
 */
function removeAt(pile: string[], at: number): void {
  if (at === 0) pile.shift();
  else if (at === pile.length - 1) pile.pop();
  else pile.splice(at, 1);
}

/** Bits of every side. */
const everyone = (g: Game) => (1 << g.sides.length) - 1;

/**
 * What a card teaches where it lands: a public pile shows it to everyone; an owner's pile to its
 * owner (on top of what they knew); a hidden pile to nobody new, and a shuffle makes them forget.
 */
function learn(rt: Runtime, card: CardDef, instance: number): void {
  const [pile, side] = rt.g.pileOf[instance]!;
  const known = rt.s.known;
  if (pile.visibility === "public") known[card.index] = everyone(rt.g);
  else if (pile.visibility === "owner" && side >= 0) known[card.index] = (known[card.index] ?? 0) | (1 << side);
}

/** Moves a card from wherever it is to a pile (top or bottom). A card in no pile is just put there. */
export function moveCard(rt: Runtime, card: string, to: number, atTop = false): void {
  const c = cardOf(rt.g, card);
  const from = locate(rt, card);
  const where = pileIndexes.get(rt.s.piles);
  if (from) removeAt(rt.s.piles[from.pile]!, from.at);
  else if (where) where[rt.g.cards.length]! += 1;
  const pile = rt.s.piles[to]!;
  if (atTop) pile.unshift(card);
  else pile.push(card);
  if (where) where[c.index] = to;
  learn(rt, c, to);
  rt.s.changes++;
}

export function takeOut(rt: Runtime, card: string): void {
  const from = locate(rt, card);
  if (from) {
    removeAt(rt.s.piles[from.pile]!, from.at);
    const where = pileIndexes.get(rt.s.piles);
    if (where) {
      where[rt.g.card.get(card)!.index] = -1;
      where[rt.g.cards.length]! -= 1;
    }
  }
  rt.s.changes++;
}

export function shufflePile(rt: Runtime, instance: number): void {
  const pile = rt.s.piles[instance]!;
  shuffle(rt.s, pile);
  // Shuffled into a pile nobody may look at: whoever knew where those cards were no longer does.
  const [def] = rt.g.pileOf[instance]!;
  if (def.visibility === "hidden") for (const id of pile) rt.s.known[rt.g.card.get(id)!.index] = 0;
  // A new order (and who knows it) is a change the end conditions may read (`top`, `knows`).
  rt.s.changes++;
}

const pile = p("pile", "pile", "A declared pile.");
const whose = p("side", "side", "Whose pile, for a pile each side has (a hand).", true);
const card = (doc = "A card.") => p("card", "card", doc);

export const CARD_BUILTINS: KernelBuiltin[] = [
  {
    name: "all_cards", kind: "kernel-expression", params: [p("where", "predicate", "Condition on `it`, the card.", true)], returns: "cards",
    doc: "Every card of the game (for which `where` holds), in number order.", example: "all_cards(where: it.cost == 1)",
    impl: (rt, _f, a) => {
      const w = a[0];
      const out: Value[] = [];
      for (const c of rt.g.cards) if (typeof w !== "function" || truthy((w as (x: Value) => Value)(c.id))) out.push(c.id);
      return out;
    },
  },
  {
    name: "cards", kind: "kernel-expression", reads: ["piles"], params: [pile, whose], returns: "cards",
    doc: "The cards in a pile, top first.", example: "cards(hand, me)",
    impl: (rt, _f, a) => rt.s.piles[pileInstance(rt.g, arg(a, 0), arg(a, 1))]!.slice(),
  },
  {
    name: "top", kind: "kernel-expression", params: [pile, p("count", "number", "How many."), whose], returns: "cards",
    doc: "The top cards of a pile (they stay there).", example: "top(deck, 5)",
    impl: (rt, _f, a) => rt.s.piles[pileInstance(rt.g, arg(a, 0), arg(a, 2))]!.slice(0, Math.max(0, num(arg(a, 1)))),
  },
  {
    name: "location", kind: "kernel-expression", params: [card()], returns: "pile",
    doc: "The pile a card is in, or none.", example: "location(c) == discard",
    impl: (rt, _f, a) => {
      const at = locate(rt, str(arg(a, 0)));
      return at ? rt.g.pileOf[at.pile]![0].id : null;
    },
  },
  {
    name: "location_side", kind: "kernel-expression", params: [card()], returns: "side",
    doc: "The side whose pile (a hand) a card is in, or none.", example: "location_side(c) == me",
    impl: (rt, _f, a) => {
      const at = locate(rt, str(arg(a, 0)));
      const side = at ? rt.g.pileOf[at.pile]![1] : -1;
      return side >= 0 ? rt.g.sides[side]! : null;
    },
  },
  {
    name: "move_card", kind: "kernel-statement",
    params: [card(), p("to", "pile", "The pile it goes to."), p("side", "side", "Whose pile, for a pile each side has.", true), p("top", "boolean", "Put it on top (default: at the bottom).", true)],
    returns: "void", doc: "Moves a card from wherever it is to a pile.", example: "move_card(c, discard)",
    impl: (rt, _f, a) => {
      moveCard(rt, str(arg(a, 0)), pileInstance(rt.g, arg(a, 1), arg(a, 2)), arg(a, 3) === true);
      return null;
    },
  },
  {
    name: "take_out", kind: "kernel-statement", params: [card()], returns: "void",
    doc: "Takes a card out of whatever pile it is in (it is then in no pile).", example: "take_out(c)",
    impl: (rt, _f, a) => {
      takeOut(rt, str(arg(a, 0)));
      return null;
    },
  },
  {
    name: "shuffle", kind: "kernel-statement", params: [pile, whose], returns: "void",
    doc: "Shuffles a pile with the game's random generator.", example: "shuffle(deck)",
    impl: (rt, _f, a) => {
      shufflePile(rt, pileInstance(rt.g, arg(a, 0), arg(a, 1)));
      return null;
    },
  },
  {
    name: "holder", kind: "kernel-expression", params: [card("A special card.")], returns: "side",
    doc: "Who holds a special card (outside the piles), or none.", example: "holder(special_card) == me",
    impl: (rt, _f, a) => rt.s.specials[str(arg(a, 0))]?.holder ?? null,
  },
  {
    name: "face_up", kind: "kernel-expression", params: [card("A special card.")], returns: "boolean",
    doc: "Whether a special card is face up (playable).", example: "face_up(special_card)",
    impl: (rt, _f, a) => rt.s.specials[str(arg(a, 0))]?.face_up ?? false,
  },
  {
    name: "pass_card", kind: "kernel-statement", params: [card("A special card."), p("to", "side", "Who holds it now (none: nobody)."), p("face_up", "boolean", "Playable at once (default true).", true)], returns: "void",
    doc: "Gives a special card to a side, face up or down.", example: "pass_card(special_card, opponent, face_up: false)",
    impl: (rt, _f, a) => {
      const id = str(arg(a, 0));
      if (!cardOf(rt.g, id).special) throw new EffectRuntimeError(`${id} is not a special card`, "runtime.not_special", { card: id });
      const to = arg(a, 1);
      if (to !== null) sideIndexOf(rt.g, to);
      rt.s.specials[id] = { holder: to === null ? null : str(to), face_up: arg(a, 2, true) === true };
      rt.s.changes++;
      rt.s.known[cardOf(rt.g, id).index] = everyone(rt.g);
      return null;
    },
  },
  {
    name: "set_face", kind: "kernel-statement", params: [card("A special card."), p("up", "boolean", "Face up?")], returns: "void",
    doc: "Turns a special card face up or down.", example: "set_face(special_card, true)",
    impl: (rt, _f, a) => {
      const sp = rt.s.specials[str(arg(a, 0))];
      if (sp) sp.face_up = arg(a, 1) === true;
      rt.s.changes++;
      return null;
    },
  },
  {
    name: "reveal", kind: "kernel-statement", params: [p("cards", "cards", "A card or cards."), p("to", "any", "A side or list of sides (default: every side).", true)], returns: "void",
    doc: "Shows cards to sides: their views show them where they are, until the cards move to a pile those sides may not see.", example: "reveal(cards(hand, me), to: opponent)",
    impl: (rt, _f, a) => {
      const to = arg(a, 1);
      const mask = to === null ? everyone(rt.g) : strings(to).reduce((m, s) => m | (1 << sideIndexOf(rt.g, s)), 0);
      for (const id of strings(arg(a, 0))) {
        const c = cardOf(rt.g, id);
        rt.s.known[c.index] = (rt.s.known[c.index] ?? 0) | mask;
      }
      rt.s.changes++;
      return null;
    },
  },
  {
    name: "knows", kind: "kernel-expression", params: [p("side", "side", "A side."), card()], returns: "boolean",
    doc: "Whether a side knows which card this is where it lies (its own hand, a public pile, a revealed card).", example: "knows(opponent, c)",
    impl: (rt, _f, a) => ((rt.s.known[cardOf(rt.g, arg(a, 1)).index] ?? 0) & (1 << sideIndexOf(rt.g, arg(a, 0)))) !== 0,
  },
];
