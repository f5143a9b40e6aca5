// The vocabulary of the effect language: every built-in with its parameters, result and doc.
// One table feeds the checker (names, arity, types), the interpreter (src/engine/builtins.ts
// implements each entry) and the README reference (`cardwright docs` prints it).

export type ValueType =
  | "number" | "boolean" | "side" | "country" | "countries" | "region" | "card" | "cards"
  | "effect" | "string" | "era" | "any" | "predicate" | "list";

export interface Param {
  name: string;
  type: ValueType;
  optional?: boolean;
  doc: string;
}

export interface Builtin {
  name: string;
  params: Param[];
  /** `void` for statements; statements that return a value may also be used in `let`. */
  returns: ValueType | "void";
  /** Asks a player something: allowed only as a statement or on the right of `let`. */
  asks?: boolean;
  doc: string;
  example?: string;
}

const side = (doc = "A side: us, ussr, me (who resolves the event) or opponent."): Param => ({ name: "side", type: "side", doc });
const where: Param = { name: "where", type: "predicate", optional: true, doc: "Condition on `it`, the candidate." };

export const BUILTINS: Builtin[] = [
  // --- tracks
  { name: "vp", params: [side(), { name: "amount", type: "number", doc: "VP gained (negative: lost)." }], returns: "void", doc: "The side gains VP.", example: "vp(me, 2)" },
  { name: "defcon", params: [{ name: "change", type: "number", doc: "+1 improves, -1 degrades." }], returns: "void", doc: "Moves DEFCON. Reaching 1 ends the game: the phasing player loses.", example: "defcon(-1)" },
  { name: "set_defcon", params: [{ name: "level", type: "number", doc: "New level, 1 to 5." }], returns: "void", doc: "Sets DEFCON to a level.", example: "set_defcon(2)" },
  { name: "military_ops", params: [side(), { name: "amount", type: "number", doc: "Added to the track." }], returns: "void", doc: "Advances a side's Military Operations track (capped at the track maximum).", example: "military_ops(me, 2)" },
  { name: "set_military_ops", params: [side(), { name: "value", type: "number", doc: "New value." }], returns: "void", doc: "Sets a side's Military Operations track.", example: "set_military_ops(me, 5)" },
  { name: "space_advance", params: [side(), { name: "boxes", type: "number", optional: true, doc: "Boxes to advance (default 1)." }, { name: "vp_for_each", type: "boolean", optional: true, doc: "Score the VP of every box passed (default true); false scores only the final box." }], returns: "void", doc: "Moves a side's space race marker without a roll.", example: "space_advance(me, 1)" },
  // --- influence
  { name: "add_influence", params: [side("Whose Influence is added."), { name: "amount", type: "number", doc: "How much in total." }, { name: "in", type: "countries", doc: "A country or a list of countries where it may go." }, { name: "per_country", type: "number", optional: true, doc: "At most this much in any one country." }, { name: "by", type: "side", optional: true, doc: "Who chooses where (default: me)." }], returns: "number", asks: true, doc: "Adds Influence one marker at a time in the allowed countries; stops early when none is left. Returns how much was added.", example: "add_influence(ussr, 4, in: countries(where: it in africa), per_country: 1)" },
  { name: "remove_influence", params: [side("Whose Influence is removed."), { name: "amount", type: "number", doc: "How much in total." }, { name: "in", type: "countries", doc: "A country or a list of countries." }, { name: "per_country", type: "number", optional: true, doc: "At most this much from any one country." }, { name: "up_to", type: "boolean", optional: true, doc: "The chooser may stop early." }, { name: "by", type: "side", optional: true, doc: "Who chooses (default: me)." }], returns: "number", asks: true, doc: "Removes Influence one marker at a time; returns how much was removed.", example: "remove_influence(us, 3, in: countries(where: it in western_europe), per_country: 2)" },
  { name: "remove_all_influence", params: [side("Whose Influence."), { name: "country", type: "country", doc: "The country." }], returns: "number", doc: "Removes all of a side's Influence from a country; returns how much.", example: "remove_all_influence(us, cuba)" },
  { name: "set_influence", params: [side("Whose Influence."), { name: "country", type: "country", doc: "The country." }, { name: "amount", type: "number", doc: "New value." }], returns: "void", doc: "Sets a side's Influence in a country.", example: "set_influence(ussr, romania, 3)" },
  { name: "gain_control", params: [side(), { name: "country", type: "country", doc: "The country." }], returns: "void", doc: "Adds just enough Influence for the side to control the country.", example: "gain_control(ussr, cuba)" },
  // --- operations
  { name: "operations", params: [side(), { name: "ops", type: "number", doc: "Ops value, treated like a card of that value (modifiers apply)." }, { name: "only", type: "list", optional: true, doc: "Allowed uses among influence, realign, coup, space (default: influence, realign, coup)." }, { name: "in", type: "countries", optional: true, doc: "Countries the Ops may be used in." }], returns: "void", asks: true, doc: "The side conducts operations.", example: "operations(me, 1)" },
  { name: "coup", params: [side(), { name: "in", type: "countries", doc: "Countries that may be targeted." }, { name: "ops", type: "number", doc: "Ops of the coup." }, { name: "free", type: "boolean", optional: true, doc: "A free coup ignores DEFCON restrictions and gives no Military Ops (default true)." }], returns: "number", asks: true, doc: "The side makes a coup attempt; returns the enemy Influence it removed.", example: "coup(me, in: countries(where: it in africa and not battleground(it)), ops: 3)" },
  { name: "realign", params: [side(), { name: "in", type: "countries", doc: "Countries that may be targeted." }, { name: "rolls", type: "number", doc: "How many realignment rolls." }, { name: "free", type: "boolean", optional: true, doc: "Ignores DEFCON restrictions (default true)." }], returns: "void", asks: true, doc: "The side makes realignment rolls.", example: "realign(me, in: countries(where: it in europe), rolls: 3)" },
  { name: "war", params: [side("Who wages the war."), { name: "target", type: "country", doc: "The attacked country." }, { name: "modifier", type: "number", doc: "Added to the die (e.g. minus 1 per enemy-controlled neighbour)." }, { name: "needed", type: "number", doc: "The lowest modified roll that wins." }, { name: "vp", type: "number", doc: "VP the side gains with a victory." }, { name: "military_ops", type: "number", doc: "Added to the side's Military Operations, win or lose." }], returns: "boolean", doc: "A war card (rule 7.6): rolls a die, adds `modifier` (and any effect on this card's rolls); with `needed` or more the side gains `vp` and the enemy Influence in `target` is replaced by its own. The side adds `military_ops` either way. Logs the roll, the result and what changes; returns whether the side won.", example: "war(me, south_korea, modifier: -count(countries(where: adjacent(it, south_korea) and controlled_by(us, it))), needed: 4, vp: 2, military_ops: 2)" },
  { name: "score", params: [{ name: "region", type: "region", doc: "Region or subregion with scoring values." }], returns: "void", doc: "Scores a region now.", example: "score(asia)" },
  // --- cards
  { name: "draw", params: [side(), { name: "count", type: "number", doc: "Cards to draw." }], returns: "void", doc: "The side draws cards from the draw pile.", example: "draw(us, 2)" },
  { name: "discard", params: [{ name: "card", type: "card", doc: "A card." }], returns: "void", doc: "Puts a card in the discard pile (its event does not happen).", example: "discard(c)" },
  { name: "remove_from_game", params: [{ name: "card", type: "card", doc: "A card." }], returns: "void", doc: "Takes a card out of the game.", example: "remove_from_game(c)" },
  { name: "give_card", params: [{ name: "card", type: "card", doc: "A card." }, side("Who receives it in hand."), { name: "face_up", type: "boolean", optional: true, doc: "For the China Card: playable at once (default true)." }], returns: "void", doc: "Moves a card into a side's hand (the China Card: to the side, face up or down).", example: "give_card(china_card, us, face_up: false)" },
  { name: "return_to_deck", params: [{ name: "card", type: "card", doc: "A card." }], returns: "void", doc: "Puts a card back into the draw pile.", example: "return_to_deck(c)" },
  { name: "shuffle_deck", params: [], returns: "void", doc: "Shuffles the draw pile.", example: "shuffle_deck()" },
  { name: "random_card", params: [side("Whose hand."), where], returns: "card", doc: "A random card from the side's hand (never the China Card), or none.", example: "let c = random_card(ussr)" },
  { name: "reveal_hand", params: [side(), { ...where, doc: "Only the cards for which this holds of `it` are shown (default: the whole hand)." }], returns: "void", doc: "Shows the side's hand, or the cards of it matching `where`, to the opponent (logged).", example: "reveal_hand(us, where: is_scoring(it))" },
  { name: "play_event", params: [{ name: "card", type: "card", doc: "The card." }, side("Who plays it; a US or USSR event is carried out by its own side.")], returns: "boolean", asks: true, doc: "The card's event happens as if the side had played it; a card with the asterisk then leaves the game. Returns whether the event happened.", example: "play_event(c, us)" },
  { name: "play_card", params: [side(), { name: "card", type: "card", doc: "The card." }, { name: "event", type: "boolean", optional: true, doc: "false: no event happens, neither the side's own nor the opponent's (default true)." }], returns: "void", asks: true, doc: "The side plays the card as in an action round (event, operations or space race), then it is discarded or removed as usual.", example: "play_card(me, c, event: false)" },
  { name: "pick_cards", params: [side("Who chooses."), { name: "from", type: "cards", doc: "The candidate cards." }, { name: "max", type: "number", doc: "At most this many." }, where], returns: "cards", asks: true, doc: "The side chooses up to `max` cards (it may stop at any time).", example: "let cs = pick_cards(us, from: hand(us), max: count(hand(us)))" },
  { name: "cancel_headline", params: [side("Whose headline is cancelled.")], returns: "void", doc: "During the headline phase, the side's headline card is discarded without its event.", example: "cancel_headline(ussr)" },
  { name: "pick_card", params: [side("Who chooses."), { name: "from", type: "cards", doc: "The candidate cards." }, where, { name: "optional", type: "boolean", optional: true, doc: "The side may pick none (returns `none`)." }], returns: "card", asks: true, doc: "The side chooses one card.", example: "let c = pick_card(us, from: discard_pile(), where: not is_scoring(it))" },
  // --- choices
  { name: "pick_country", params: [side("Who chooses."), { name: "in", type: "countries", doc: "The candidates." }], returns: "country", asks: true, doc: "The side chooses one country.", example: "let c = pick_country(me, in: countries(where: it in europe))" },
  { name: "pick_countries", params: [side("Who chooses."), { name: "count", type: "number", doc: "How many distinct countries." }, { name: "in", type: "countries", doc: "The candidates." }], returns: "countries", asks: true, doc: "The side chooses up to `count` distinct countries.", example: "for c in pick_countries(me, 2, in: [iran, iraq]) { remove_all_influence(us, c) }" },
  { name: "pick_region", params: [side("Who chooses."), { name: "in", type: "list", doc: "Candidate regions." }], returns: "region", asks: true, doc: "The side chooses a region.", example: "let r = pick_region(us, in: [europe, asia])" },
  { name: "pick_number", params: [side("Who chooses."), { name: "min", type: "number", doc: "Lowest." }, { name: "max", type: "number", doc: "Highest." }], returns: "number", asks: true, doc: "The side chooses a number.", example: "let d = pick_number(me, 1, 5)" },
  // --- lasting effects
  { name: "start_effect", params: [{ name: "effect", type: "effect", doc: "An effect declared under a card's `effects:`." }, { name: "value", type: "any", optional: true, doc: "A value the effect's modifiers read with `effect_value(...)`." }], returns: "void", doc: "Puts a lasting effect in force, owned by `me`.", example: "start_effect(containment)" },
  { name: "end_effect", params: [{ name: "effect", type: "effect", doc: "The effect." }], returns: "void", doc: "Ends a lasting effect (no effect if not in force).", example: "end_effect(willy_brandt)" },
  { name: "end_game", params: [{ name: "winner", type: "side", optional: true, doc: "The winner; without it, final scoring decides." }, { name: "final_scoring", type: "boolean", optional: true, doc: "false (and no winner): no final scoring; the side ahead on VP wins, a tie is a draw (default true)." }], returns: "void", doc: "Ends the game.", example: "end_game(final_scoring: false)" },
  { name: "log", params: [{ name: "text", type: "string", doc: "A short English note (a message key in translations)." }], returns: "void", doc: "Writes a line to the game log.", example: "log(\"no target\")" },
  // --- expressions
  { name: "roll", params: [{ name: "side", type: "side", optional: true, doc: "Who rolls (for the log)." }, { name: "modifier", type: "number", optional: true, doc: "Added to the die; the log shows the die, the modifier and the total (default 0)." }], returns: "number", doc: "A six-sided die roll, plus its modifier.", example: "roll(me, modifier: 1) >= 4" },
  { name: "influence", params: [side(), { name: "country", type: "country", doc: "The country." }], returns: "number", doc: "A side's Influence in a country.", example: "influence(us, cuba)" },
  { name: "controlled_by", params: [side(), { name: "country", type: "country", doc: "The country." }], returns: "boolean", doc: "Whether the side controls the country.", example: "controlled_by(us, israel)" },
  { name: "battleground", params: [{ name: "country", type: "country", doc: "The country." }], returns: "boolean", doc: "Whether the country is a battleground.", example: "battleground(it)" },
  { name: "stability", params: [{ name: "country", type: "country", doc: "The country." }], returns: "number", doc: "The country's stability number.", example: "stability(it) <= 2" },
  { name: "adjacent", params: [{ name: "a", type: "country", doc: "A country." }, { name: "b", type: "any", doc: "A country or a superpower side (us, ussr)." }], returns: "boolean", doc: "Whether two spaces are adjacent.", example: "adjacent(it, israel)" },
  { name: "countries", params: [where], returns: "countries", doc: "Every country for which `where` holds.", example: "countries(where: it in europe and influence(ussr, it) > 0)" },
  { name: "count", params: [{ name: "items", type: "list", doc: "A list." }], returns: "number", doc: "How many items.", example: "count(countries(where: controlled_by(us, it)))" },
  { name: "min", params: [{ name: "a", type: "number", doc: "A number." }, { name: "b", type: "number", doc: "A number." }], returns: "number", doc: "The smaller.", example: "min(3, influence(us, it))" },
  { name: "max", params: [{ name: "a", type: "number", doc: "A number." }, { name: "b", type: "number", doc: "A number." }], returns: "number", doc: "The larger.", example: "max(0, vp)" },
  { name: "forbidden", params: [side("The side that would act."), { name: "action", type: "string", doc: "coup, realign, influence, war …" }, { name: "country", type: "country", doc: "The target." }], returns: "boolean", doc: "Whether a lasting effect forbids the side this action against the country (e.g. NATO and a war card's target).", example: "not forbidden(me, \"war\", it)" },
  { name: "has_effect", params: [{ name: "effect", type: "effect", doc: "The effect." }], returns: "boolean", doc: "Whether a lasting effect is in force.", example: "has_effect(nato)" },
  { name: "effect_value", params: [{ name: "effect", type: "effect", doc: "The effect." }], returns: "any", doc: "The value given to start_effect.", example: "it in effect_value(chernobyl)" },
  { name: "contest", params: [side("The first side."), { name: "bonus", type: "number", optional: true, doc: "Added to the first side's roll." }, { name: "opponent_bonus", type: "number", optional: true, doc: "Added to the other side's roll." }], returns: "side", doc: "Both sides roll a die plus their bonus, rolling again on a tie; the higher total's side.", example: "let winner = contest(me, bonus: 2)" },
  { name: "select", params: [{ name: "items", type: "list", doc: "Countries or cards." }, where], returns: "list", doc: "The items for which `where` holds of `it`.", example: "select(hand(us), where: is_scoring(it))" },
  { name: "top_cards", params: [{ name: "count", type: "number", doc: "How many." }], returns: "cards", doc: "The top cards of the draw pile (they stay there).", example: "top_cards(5)" },
  { name: "scored_region", params: [{ name: "card", type: "card", doc: "A scoring card." }], returns: "region", doc: "The region a scoring card scores, or none.", example: "scored_region(c)" },
  { name: "hand", params: [side()], returns: "cards", doc: "The cards in the side's hand (not the China Card).", example: "count(hand(us))" },
  { name: "discard_pile", params: [], returns: "cards", doc: "The cards in the discard pile.", example: "discard_pile()" },
  { name: "removed_cards", params: [], returns: "cards", doc: "The cards out of the game (events with the asterisk that happened, cards an event removed).", example: "glasnost in removed_cards()" },
  { name: "ops", params: [{ name: "card", type: "card", doc: "A card." }], returns: "number", doc: "The card's Ops value for the side that holds it, modifiers included.", example: "ops(it) >= 3" },
  { name: "side_of", params: [{ name: "card", type: "card", doc: "A card." }], returns: "any", doc: "Whose event the card has: us, ussr or neutral.", example: "side_of(c) == us" },
  { name: "is_scoring", params: [{ name: "card", type: "card", doc: "A card." }], returns: "boolean", doc: "Whether it is a scoring card.", example: "not is_scoring(it)" },
  { name: "holds_china_card", params: [side()], returns: "boolean", doc: "Whether the side holds the China Card.", example: "holds_china_card(us)" },
  { name: "space", params: [side()], returns: "number", doc: "The side's space race box (0 before the first).", example: "space(us) > space(ussr)" },
  { name: "action_rounds_left", params: [side()], returns: "number", doc: "The side's action rounds this turn that have not begun yet (the one being played does not count; all of them in the headline phase).", example: "count(select(hand(me), where: is_scoring(it))) > action_rounds_left(me)" },
  { name: "military_ops_of", params: [side()], returns: "number", doc: "The side's Military Operations this turn.", example: "military_ops_of(me) >= defcon" },
  { name: "opponent_of", params: [side()], returns: "side", doc: "The other side.", example: "opponent_of(me)" },
  { name: "dominates", params: [side(), { name: "region", type: "region", doc: "A region." }], returns: "boolean", doc: "Whether the side has domination (or control) of the region.", example: "dominates(us, europe)" },
  { name: "controls_region", params: [side(), { name: "region", type: "region", doc: "A region." }], returns: "boolean", doc: "Whether the side controls the region.", example: "controls_region(ussr, europe)" },
  { name: "has_presence", params: [side(), { name: "region", type: "region", doc: "A region." }], returns: "boolean", doc: "Whether the side controls a country in the region.", example: "has_presence(us, africa)" },
];

/** Names always in scope. */
export const CONSTANTS: { name: string; type: ValueType; doc: string }[] = [
  { name: "us", type: "side", doc: "The US." },
  { name: "ussr", type: "side", doc: "The USSR." },
  { name: "me", type: "side", doc: "The side resolving the event (for a headlined or triggered opponent event, its owner)." },
  { name: "opponent", type: "side", doc: "The other side." },
  { name: "phasing", type: "side", doc: "The phasing player (who played the card)." },
  { name: "this_card", type: "card", doc: "The card being resolved." },
  { name: "none", type: "any", doc: "No card / no country." },
  { name: "defcon_level", type: "number", doc: "The DEFCON level." },
  { name: "vp_total", type: "number", doc: "VP (positive: US ahead)." },
  { name: "turn", type: "number", doc: "The turn number." },
  { name: "action_round", type: "number", doc: "The action round (0 in the headline)." },
  { name: "in_headline", type: "boolean", doc: "True while headline events resolve." },
  { name: "card_ops", type: "number", doc: "The Ops value of this card for me, modifiers included." },
  { name: "neutral", type: "any", doc: "The side of a neutral card (for side_of)." },
  { name: "era", type: "era", doc: "The current era (early, mid, late), from the turn." },
  { name: "defcon_at_round_start", type: "number", doc: "DEFCON when the current action round began." },
  { name: "defcon_entered_this_round", type: "list", doc: "The DEFCON levels entered during the current action round, in order." },
  { name: "in_final_scoring", type: "boolean", doc: "True during the final scoring after the last turn." },
  { name: "played_as", type: "string", doc: "In a `card_played` trigger: how the card is played (event, influence, realign, coup or space); none elsewhere. Example: `if played_as != \"space\" { vp(ussr, 2) }`." },
];

export const builtinByName: ReadonlyMap<string, Builtin> = new Map(BUILTINS.map((b) => [b.name, b]));

/**
 * Old spellings of built-ins, and what to write now. Content using one gets an error that names the
 * current spelling (and a quick fix in the editor); the engine does not run the old name.
 */
export const RENAMED_BUILTINS: Readonly<Record<string, string>> = {
  play_ops: "play_card",
};
