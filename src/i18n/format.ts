// A small message formatter, a subset of ICU MessageFormat:
//
//   {name}                         the argument (numbers formatted for the language, lists joined)
//   {n, number}  {n, number, signed}   a number (Intl.NumberFormat); styles: signed (+/−),
//                                  plain (no digit grouping: seeds, years), decimal1, decimal2
//                                  (one or two decimals), percent
//   {n, plural, =0 {…} one {# point} other {# points}}   plural forms (Intl.PluralRules); # is the number
//   {x, select, red {…} blue {…} other {…}}      a choice on the value
//   {x, gender, feminine {…} masculine_plural {…} other {…}}
//                                  a choice on the grammatical gender of the name x shows: the
//                                  `gender:` its translated entry gives (GENDERS); `other` for a
//                                  name with none (every English name), an unknown id or a list.
//                                  The name is looked up under the type x is shown with elsewhere
//                                  in the message ({x, side} …), else as {x, name} would
//   {c, card}  {s, side}  {o, overlay}  {l, language}  {x, <prefix>}
//                                  the localized name of an id under its key prefix (card.<id>.name;
//                                  a game's own prefixes too, such as its word for a space); a list
//                                  of ids becomes a list
//   {c, card, lower}  {p, pile, lower}  the name as it reads inside a sentence: its first letter
//                                  in lower case ("Your {p, pile, lower}" → "Your hand"), unless it
//                                  starts with an acronym ("UN vote", "NATO"); a language whose nouns keep
//                                  their capital simply does not ask for it
//   {k, term}                      the game's word for a kind of the kernel's (k: space, spaces, group,
//                                  groups, card, cards): its `terms:` in game.yaml, translated as
//                                  term.<k> in its locale files; the engine's own word (its message
//                                  term.<k>) for a kind the game gives no word of its own. Its gender
//                                  is that entry's, so a message can agree with it ("teatro
//                                  desconocido", "región desconocida")
//   {x, name}                      the name of an id of any kind (a list mixing spaces and tracks …):
//                                  the first of card, the game's words, track, pile, piece, effect, side
//   {m, key, mode}                 the message `mode.<value>` (an enumerated word, e.g. a play mode)
//
// Apostrophes are plain text (no ICU quoting), so Italian and Portuguese elisions need no escaping.
// No node: imports: the editor uses this in the browser.

export type MessageNode =
  | { t: "text"; v: string }
  | { t: "arg"; name: string; type: string | null; style: string | null }
  | { t: "plural"; name: string; offset: number; cases: Record<string, MessageNode[]> }
  | { t: "select"; name: string; cases: Record<string, MessageNode[]> }
  /** `kind`: the name type the gender is looked up under (the argument's type elsewhere in the message, else `name`). */
  | { t: "gender"; name: string; kind: string; cases: Record<string, MessageNode[]> }
  | { t: "pound" };

export type ArgValue = number | string | boolean | null | undefined | ArgValue[];
export type Args = Record<string, ArgValue>;

/** Argument types every game has that name something; any other word is a name prefix of the game's. */
export const NAME_TYPES = ["card", "side", "effect", "overlay", "language", "name", "term"] as const;
/** The key prefix of a name (card, side, a game's word for its spaces …). */
export type NameType = string;
/**
 * The grammatical genders a translated name may be given (`gender:` of its entry in a locale file,
 * schemas/locale.schema.json) and a `{x, gender, …}` may choose on, with `other`. Plural names
 * (Portuguese "os EUA") have their own: a language's article and verb agree with both at once.
 */
export const GENDERS = ["masculine", "feminine", "neuter", "masculine_plural", "feminine_plural", "neuter_plural"] as const;
export type Gender = (typeof GENDERS)[number];
const GENDER_SET = new Set<string>(GENDERS);

/** Argument types that format rather than name. */
export const FORMATS = new Set<string>(["number", "key", "list"]);
const isType = (t: string) => FORMATS.has(t) || /^[a-z][a-z0-9_]*$/.test(t);

export class MessageSyntaxError extends Error {
  /**
   * `message`: what is wrong, in English; `reason` and `args`: the same as the message
   * `diag.reason.<reason>` and its arguments, for other languages (their texts in locales/*.yaml).
   */
  constructor(message: string, readonly offset: number, readonly reason: string, readonly args: Readonly<Record<string, string>> = {}) {
    super(message);
    this.name = "MessageSyntaxError";
  }
}

const cache = new Map<string, MessageNode[]>();

/** Parses a message template; throws MessageSyntaxError (with the offset) when it is malformed. */
export function parseMessage(template: string): MessageNode[] {
  const hit = cache.get(template);
  if (hit) return hit;
  const p = new Parser(template);
  const nodes = p.message(false, 0);
  if (p.pos < template.length) throw new MessageSyntaxError("unmatched `}`", p.pos, "unmatched", { brace: "}" });
  if (p.genders.length) {
    const kinds = new Map<string, string>();
    shownTypes(nodes, kinds);
    for (const g of p.genders) g.kind = kinds.get(g.name) ?? "name";
  }
  if (cache.size > 5000) cache.clear();
  cache.set(template, nodes);
  return nodes;
}

/** The first name type each argument is shown with ({x, side} → x: side), for its gender selectors. */
function shownTypes(nodes: MessageNode[], into: Map<string, string>): void {
  for (const n of nodes) {
    if (n.t === "arg") {
      if (n.type && !FORMATS.has(n.type) && !into.has(n.name)) into.set(n.name, n.type);
    } else if (n.t === "plural" || n.t === "select" || n.t === "gender") for (const c of Object.values(n.cases)) shownTypes(c, into);
  }
}

// Sticky: each matches from where the parser is, a run at once (the classes a test of each
// character used).
const SPACES = /\s*/y;
const WORD = /[^\s,{}]*/y;

class Parser {
  pos = 0;
  /** The gender selectors parsed, their kind set once the whole message is read. */
  readonly genders: { name: string; kind: string }[] = [];
  constructor(readonly src: string) {}

  message(inPlural: boolean, depth: number): MessageNode[] {
    const out: MessageNode[] = [];
    const src = this.src;
    // Plain text runs to the next `{`, `}` or (in a plural) `#`, taken as one slice: a cold
    // validate parses every message of every language, and a string made for each character
    // was most of that parse.
    let start = this.pos;
    const flush = () => {
      if (this.pos > start) out.push({ t: "text", v: src.slice(start, this.pos) });
    };
    while (this.pos < src.length) {
      const c = src.charCodeAt(this.pos);
      if (c === 0x7d /* } */) {
        if (depth === 0) throw new MessageSyntaxError("unmatched `}`", this.pos, "unmatched", { brace: "}" });
        break;
      }
      if (c === 0x7b /* { */) {
        flush();
        out.push(this.placeholder(depth, inPlural));
        start = this.pos;
        continue;
      }
      if (c === 0x23 /* # */ && inPlural) {
        flush();
        out.push({ t: "pound" });
        start = ++this.pos;
        continue;
      }
      this.pos++;
    }
    flush();
    return out;
  }

  private skipSpace(): void {
    SPACES.lastIndex = this.pos;
    SPACES.test(this.src);
    this.pos = SPACES.lastIndex;
  }

  /** `what`: the word expected, in English, and as the message diag.reason.expected_<reason>. */
  private word(what: string, reason: string): string {
    this.skipSpace();
    const start = this.pos;
    WORD.lastIndex = start;
    WORD.test(this.src);
    this.pos = WORD.lastIndex;
    if (this.pos === start) throw new MessageSyntaxError(`expected ${what}`, start, `expected_${reason}`, { brace: "{" });
    return this.src.slice(start, this.pos);
  }

  private expect(ch: string): void {
    this.skipSpace();
    if (this.src[this.pos] !== ch) throw new MessageSyntaxError(`expected \`${ch}\``, this.pos, "expected_char", { char: ch });
    this.pos++;
  }

  private placeholder(depth: number, inPlural: boolean): MessageNode {
    const open = this.pos;
    try {
      return this.placeholderAt(open, depth, inPlural);
    } catch (e) {
      // The text ended inside it (`{n`): the mistake is the `{` left open, not its end.
      if (!(e instanceof MessageSyntaxError) || e.offset < this.src.length || !e.reason.startsWith("expected")) throw e;
      const name = /^\{\s*([A-Za-z_][A-Za-z0-9_]*)/.exec(this.src.slice(open))?.[1];
      throw new MessageSyntaxError(`\`{${name ?? ""}\` is not closed`, open, "not_closed", { placeholder: `{${name ?? ""}` });
    }
  }

  private placeholderAt(open: number, depth: number, inPlural: boolean): MessageNode {
    this.pos++; // {
    const name = this.word("an argument name after `{`", "name");
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new MessageSyntaxError(`bad argument name \`${name}\``, open + 1, "bad_name", { name });
    this.skipSpace();
    if (this.src[this.pos] === "}") {
      this.pos++;
      return { t: "arg", name, type: null, style: null };
    }
    this.expect(",");
    const type = this.word("a type after `,`", "type");
    if (type === "plural" || type === "select" || type === "gender") {
      this.expect(",");
      let offset = 0;
      const cases: Record<string, MessageNode[]> = {};
      for (;;) {
        this.skipSpace();
        if (this.pos >= this.src.length) throw new MessageSyntaxError(`\`{${name}, ${type}\` is not closed`, open, "not_closed", { placeholder: `{${name}, ${type}` });
        if (this.src[this.pos] === "}") {
          this.pos++;
          break;
        }
        const selector = this.word("a case such as `one` or `other`", "case");
        if (type === "plural" && selector.startsWith("offset:")) {
          offset = Number(selector.slice(7));
          if (!Number.isInteger(offset)) throw new MessageSyntaxError("bad plural offset", this.pos, "bad_offset");
          continue;
        }
        if (cases[selector]) throw new MessageSyntaxError(`case \`${selector}\` appears twice`, this.pos - selector.length, "case_twice", { selector });
        if (type === "gender" && selector !== "other" && !GENDER_SET.has(selector)) throw new MessageSyntaxError(`unknown gender \`${selector}\` (the genders: ${GENDERS.join(", ")}, and other)`, this.pos - selector.length, "unknown_gender", { gender: selector, genders: GENDERS.join(", ") });
        this.skipSpace();
        const caseOpen = this.pos;
        this.expect("{");
        cases[selector] = this.message(type === "plural" || inPlural, depth + 1);
        // (At the end of the text: at the case's `{`, which nothing closes.)
        if (this.src[this.pos] !== "}") throw new MessageSyntaxError(`case \`${selector}\` is not closed`, this.pos >= this.src.length ? caseOpen : this.pos, "case_not_closed", { selector });
        this.pos++;
      }
      if (!cases.other) throw new MessageSyntaxError(`\`{${name}, ${type}, …}\` needs an \`other\` case`, open, "needs_other", { placeholder: `{${name}, ${type}, …}` });
      if (type === "gender") {
        const node: MessageNode & { t: "gender" } = { t: "gender", name, kind: "name", cases };
        this.genders.push(node);
        return node;
      }
      return type === "plural" ? { t: "plural", name, offset, cases } : { t: "select", name, cases };
    }
    if (!isType(type)) throw new MessageSyntaxError(`unknown type \`${type}\` (a type is a word such as number, plural, select or a name prefix)`, open, "bad_type", { type });
    this.skipSpace();
    let style: string | null = null;
    if (this.src[this.pos] === ",") {
      this.pos++;
      style = this.word("a style after `,`", "style");
    }
    this.expect("}");
    return { t: "arg", name, type, style };
  }
}

/** What formatting needs from the language: numbers, plural rules, names and nested messages. */
export interface FormatContext {
  lang: string;
  /** The localized name of an id of the given kind, or null when it is unknown. */
  name(type: NameType, id: string): string | null;
  /** A nested message by key (for `{x, key, prefix}`), or null when there is none. */
  message(key: string): string | null;
  /** The grammatical gender of the name of an id of the given kind (`gender:` of its entry), or null when it has none. */
  gender?(type: NameType, id: string): string | null;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();
const listFormats = new Map<string, Intl.ListFormat>();

function memo<T>(map: Map<string, T>, key: string, make: () => T): T {
  let v = map.get(key);
  if (!v) map.set(key, (v = make()));
  return v;
}

// English whole numbers are written without Intl: the first Intl object of a process loads ICU's
// locale data, about 20 ms of a command's start-up (`cardwright validate` prints English counts).
// The same text as Intl's (tests/i18n-format.test.ts compares them); anything else goes to Intl.
const englishWhole = (lang: string, n: number): boolean => lang === "en" && Number.isSafeInteger(n) && !Object.is(n, -0);

/** A number in the language's format (e.g. 12,345 in English, 12.345 in Spanish). */
export function formatNumber(lang: string, n: number, style: string | null = null): string {
  if (englishWhole(lang, n) && (style === null || style === "plain")) return style === "plain" ? String(n) : String(n).replace(/\B(?=(\d{3})+$)/g, ",");
  const opts: Intl.NumberFormatOptions =
    style === "signed" ? { signDisplay: "exceptZero" } : style === "percent" ? { style: "percent" } : style === "plain" ? { useGrouping: false } : style === "decimal1" ? { minimumFractionDigits: 1, maximumFractionDigits: 1 } : style === "decimal2" ? { minimumFractionDigits: 2, maximumFractionDigits: 2 } : {};
  return memo(numberFormats, `${lang}|${style ?? ""}`, () => new Intl.NumberFormat(lang, opts)).format(n);
}

/** The plural category (one, other, …) of a number in the language. */
export function pluralCategory(lang: string, n: number): string {
  if (englishWhole(lang, n)) return n === 1 || n === -1 ? "one" : "other";
  return memo(pluralRules, lang, () => new Intl.PluralRules(lang)).select(n);
}

/** A list in the language's form ("a, b and c", "a, b y c", "a, b e c"). */
export function formatList(lang: string, items: string[]): string {
  return memo(listFormats, lang, () => new Intl.ListFormat(lang, { type: "conjunction", style: "long" })).format(items);
}

/** Formats a parsed message with its arguments. */
export function formatNodes(nodes: MessageNode[], args: Args, ctx: FormatContext, pound: number | null = null): string {
  let out = "";
  for (const n of nodes) {
    switch (n.t) {
      case "text":
        out += n.v;
        break;
      case "pound":
        out += pound === null ? "#" : formatNumber(ctx.lang, pound);
        break;
      case "arg":
        out += n.name in args ? formatArg(args[n.name], n.type, n.style, ctx) : `{${n.name}}`;
        break;
      case "plural": {
        const v = args[n.name];
        const num = typeof v === "number" ? v : Number(v);
        if (!Number.isFinite(num)) {
          out += formatNodes(n.cases.other!, args, ctx, null);
          break;
        }
        const exact = n.cases[`=${num}`];
        const chosen = exact ?? n.cases[pluralCategory(ctx.lang, num - n.offset)] ?? n.cases.other!;
        out += formatNodes(chosen, args, ctx, num - n.offset);
        break;
      }
      case "select": {
        const v = args[n.name];
        const key = v === null || v === undefined ? "null" : String(v);
        out += formatNodes(n.cases[key] ?? n.cases.other!, args, ctx, pound);
        break;
      }
      case "gender": {
        const v = args[n.name];
        const g = v === null || v === undefined || Array.isArray(v) ? null : (ctx.gender?.(n.kind, String(v)) ?? null);
        out += formatNodes((g !== null ? n.cases[g] : undefined) ?? n.cases.other!, args, ctx, pound);
        break;
      }
    }
  }
  return out;
}

function formatArg(v: ArgValue, type: string | null, style: string | null, ctx: FormatContext): string {
  if (Array.isArray(v)) return formatList(ctx.lang, v.map((x) => formatArg(x, type, style, ctx)));
  if (v === null || v === undefined) return "";
  if (type === null || type === "list") return typeof v === "number" ? formatNumber(ctx.lang, v) : String(v);
  if (type === "number") return typeof v === "number" ? formatNumber(ctx.lang, v, style) : String(v);
  if (type === "key") return ctx.message(`${style ?? ""}${style ? "." : ""}${String(v)}`) ?? String(v);
  const name = ctx.name(type as NameType, String(v)) ?? String(v);
  return style === "lower" ? inSentence(name, ctx.lang) : name;
}

/** A name as it reads inside a sentence: "Discard pile" → "discard pile"; "UN vote" and "NATO" unchanged. */
function inSentence(name: string, lang: string): string {
  return /^\p{Lu}(?!\p{Lu})/u.test(name) ? name[0]!.toLocaleLowerCase(lang) + name.slice(1) : name;
}

/** Parses and formats; a malformed template is returned as it is. */
export function formatMessage(template: string, args: Args, ctx: FormatContext): string {
  let nodes: MessageNode[];
  try {
    nodes = parseMessage(template);
  } catch {
    return template;
  }
  return formatNodes(nodes, args, ctx);
}

/** The argument names a template uses (to check that a translation uses only the English ones). */
export function argumentNames(nodes: MessageNode[], into = new Set<string>()): Set<string> {
  for (const n of nodes) {
    if (n.t === "arg") into.add(n.name);
    else if (n.t === "plural" || n.t === "select" || n.t === "gender") {
      into.add(n.name);
      for (const c of Object.values(n.cases)) argumentNames(c, into);
    }
  }
  return into;
}

/** The argument types a template uses (`{c, card}` → card), formats included. */
export function argumentTypes(nodes: MessageNode[], into = new Set<string>()): Set<string> {
  for (const n of nodes) {
    if (n.t === "arg" && n.type) into.add(n.type);
    else if (n.t === "plural" || n.t === "select" || n.t === "gender") for (const c of Object.values(n.cases)) argumentTypes(c, into);
  }
  return into;
}
