// What the checker knows about the names a program may use: the kernel's built-ins, the game's
// procedures and functions, its ids (spaces, groups, cards, effects …), variables and constants.
// The kernel supplies its part, the loaded content the rest; the checker needs both.

/**
 * Value types the checker tracks. Games may call some of them by their own words in messages
 * (`terms` in game.yaml: a game may call its spaces "countries").
 */
export type ValueType =
  | "number" | "boolean" | "string" | "side" | "space" | "spaces" | "group" | "card" | "cards"
  | "effect" | "list" | "record" | "any" | "predicate" | "pile" | "track" | "hook";

export const VALUE_TYPES: readonly ValueType[] = [
  "number", "boolean", "string", "side", "space", "spaces", "group", "card", "cards", "effect", "list", "record", "any", "predicate", "pile", "track", "hook",
];

export interface Param {
  name: string;
  type: ValueType;
  optional?: boolean;
  doc: string;
  /**
   * The parameter is a message key (`log`'s key, the kind of a question, whose message is
   * `prompt.<kind>`): the message is this prefix and the text given. A literal given to it is a
   * key a player sees, checked against the English messages (CW608); a game's procedure passing
   * its own parameter on to one has it too (message-params.ts). A prefix with CASE_MARK
   * (`game.reason#reason:`) says instead that the text is a case of that message's `select` over
   * that argument (the reason a game ends with, shown through the game's `game.reason`): a literal
   * given to it is checked against the select's cases (CW406, src/i18n/select-cases.ts).
   */
  message?: string;
  /**
   * The only texts a `string` parameter takes (its `values:`, a game's list written out or named
   * from `value_sets`): a literal given to it, or compared with it in its routine's code, that is
   * none of them is CW312.
   */
  values?: readonly string[];
}

/**
 * A case of a message's `select` named as a key (a Param's `message` and the text given, a KeyUse's
 * key) is `<message key>#<argument>:<case>`: no message key has `#` (schemas/locale.schema.json),
 * so such a key is never mistaken for one, nor an argument's name (an identifier) has `:`.
 */
export const CASE_MARK = "#";

export interface Callable {
  name: string;
  params: Param[];
  /** `void` for statements that give nothing back. */
  returns: ValueType | "void";
  /**
   * The only texts a game's routine gives (its `returns: { type, values }`): a literal compared
   * with what a call of it gives, or with a local copied from one, that is none of them is CW312.
   */
  returnValues?: readonly string[];
  /**
   * Written as a bare name (`as_name: true`, no parameters, no game variable of that name, which the
   * kernel would bind first), the name stands for a call of it: compared with a literal, it is
   * checked against `returnValues` as a call is. A local of that name is not it.
   */
  asName?: true;
  /** Asks a player something: only as a statement or on the right of `let`. */
  asks?: boolean;
  /**
   * kernel-expression: may be used anywhere; kernel-statement: changes the game, only as a
   * statement (or `let`); procedure/function: declared by the game's content.
   */
  kind: "kernel-expression" | "kernel-statement" | "procedure" | "function";
  doc: string;
  example?: string;
  /** Where a content procedure or function is declared (file), for hovers. */
  origin?: string;
  /** Names it had before (`formerly:`): code using one is told the current name. */
  formerly?: string[];
}

/**
 * The fields a value certainly has, as far as they are known: a record of each field's own shape
 * (a field holding an object whose fields are all known), or null where what a value holds is not
 * known for certain (a list, a map keyed by ids, a number …): a read there is not checked.
 */
export type FieldShape = { readonly [field: string]: FieldShape } | null;

/**
 * The fields the code may read of what the game declares, as plain data (kept in a code report,
 * compared to tell whether a check found before still holds): those of an id of a kind (a card's,
 * a space's: the kernel's and the game's declared fields) and what each data name holds.
 */
export interface KnownFields {
  kinds: Partial<Record<ValueType, string[]>>;
  data: Record<string, FieldShape>;
  /** The only texts some fields of an id of a kind hold (a declared field's `enum`, a card's side): a literal compared with one that is none of them is CW312. */
  values?: Partial<Record<ValueType, Record<string, readonly string[]>>>;
}

export interface Vocabulary {
  callable(name: string): Callable | undefined;
  callableNames(): string[];
  /** The type of a declared name (an id, a constant, a game variable), or undefined. */
  nameType(name: string): ValueType | undefined;
  /** Every name, for "did you mean". */
  names(): string[];
  /** Whether a lasting effect with this id is declared (effects often share their card's id). */
  isEffect(name: string): boolean;
  /** Whether a track or pile is declared one per side (a call naming it must say whose with `side:`). */
  perSide?(name: string): boolean;
  /** The fields the code may read of ids and data (a read of another is an error, CW311); none known: no read checked. */
  fields?: KnownFields;
  /** The texts each moment's names hold (MomentValues); none: a record given to `emit` is not checked. */
  momentValues?: MomentValues;
  /** The names each moment gives its triggers (a moment's `names:`), by moment; none: the names of a record given to `emit` are not checked. */
  momentNames?: Record<string, readonly string[]>;
  /** The game's word for a type in messages (`country` for `space`; `groups`, the plural of `group`, too). */
  term(type: ValueType | "void" | "groups"): string;
}

/**
 * The only texts some names of a moment hold, by moment and name (a moment's `values:`): a
 * trigger on it sees them bound, and a literal given for one in `emit`'s `with:` record that is
 * none of them is CW312 (checker.ts). Plain data: kept in a code report, and in the checks' key.
 */
export type MomentValues = Record<string, Record<string, readonly string[]>>;
