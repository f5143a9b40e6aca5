// translate(lang): the one API the CLI and the editor use to speak a language. Every string is
// looked up on its own: the translation when the language has it, otherwise the English source
// (a missing translation never hides the rest of a sentence, a log or a card).
import { overlayList, type Diagnostic, type DiagnosticArgs, type MessagePart } from "../diagnostics/diagnostic.js";
import type { Decision, LogEntry } from "../kernel/index.js";
import type { I18nBundle } from "./bundle.js";
import { formatList, formatNumber, formatNodes, parseMessage, type Args, type FormatContext, type MessageNode, type NameType } from "./format.js";
import { noteKey } from "./sources.js";
import { languageName, templateProblem } from "./status.js";

export interface Translator {
  readonly lang: string;
  readonly bundle: I18nBundle;
  /** A message by key (without `msg.`), formatted; English when the language lacks it; the key itself when English lacks it too. */
  t(key: string, args?: Args): string;
  /** Whether a message exists (in the language or in English). */
  hasMessage(key: string): boolean;
  /** A content string (card.fidel.text …) in the language or English; null when unknown. */
  text(key: string): string | null;
  /** The localized name of an id under its key prefix: a card, a side, a space (the game's word for it) … */
  name(type: NameType, id: string): string;
  /** The grammatical gender the language gives that name (`gender:` of its entry), or null. */
  gender(type: NameType, id: string): string | null;
  /** A game log line. */
  log(entry: LogEntry): string;
  /** The question a pending decision asks. */
  prompt(decision: Decision): string;
  /** How to show one option of a decision. */
  option(decision: Decision, option: string): string;
  /** A diagnostic's message and hint in the language. */
  diagnostic(d: Diagnostic): { message: string; hint?: string };
  /** `file:line:column: error CW302: message` (+ hint line), in the language. */
  formatDiagnostic(d: Diagnostic): string;
  number(n: number, style?: "signed" | "percent"): string;
  list(items: string[]): string;
}

/**
 * A translator for `lang`; an unknown language gives English. `fallback` speaks the messages the
 * bundle lacks (the engine's own messages, src/locales/, under a game's: diagnostics, the command
 * line's words); given as a function, it is made only when a message is missing.
 */
export function translate(bundle: I18nBundle, lang: string, fallback?: Translator | (() => Translator)): Translator {
  let other: Translator | undefined = typeof fallback === "function" ? undefined : fallback;
  const fallbackOf = (): Translator | undefined => (other ??= typeof fallback === "function" ? fallback() : undefined);
  const table = bundle.translations.get(lang);
  const parsed = new Map<string, MessageNode[] | null>();
  const nodes = (template: string): MessageNode[] | null => {
    if (!parsed.has(template)) {
      try {
        parsed.set(template, parseMessage(template));
      } catch {
        parsed.set(template, null);
      }
    }
    return parsed.get(template)!;
  };
  const english = (key: string): string | null => bundle.byKey.get(key)?.text ?? null;
  const local = (key: string): string | null => table?.entries.get(key)?.text ?? null;
  const text = (key: string): string | null => {
    const alias = bundle.aliases[key];
    return local(key) ?? (alias ? local(alias) : null) ?? english(key) ?? (alias ? english(alias) : null);
  };
  // `space` and `group` are the kernel's words: they name with the game's own prefixes (country.,
  // region. …); `name` names an id of any kind.
  const [spacePrefix, groupPrefix] = bundle.namePrefixes;
  const prefixOf = (type: NameType): string => (type === "space" && spacePrefix ? spacePrefix : type === "group" && groupPrefix ? groupPrefix : type);
  // Which entry names an id, and its text, in text()'s order (null: none; the id or a message names it).
  type Found = { key: string; text: string } | null;
  const entryOf = (key: string): Found => {
    const alias = bundle.aliases[key];
    const tried = (k: string, v: string | null): Found => (v === null ? null : { key: k, text: v });
    return tried(key, local(key)) ?? (alias ? tried(alias, local(alias)) : null) ?? tried(key, english(key)) ?? (alias ? tried(alias, english(alias)) : null);
  };
  const nameEntry = (type: NameType, id: string): Found => {
    if (type === "language") return null;
    // The game's word for a kind of the kernel's (`terms:` in game.yaml, term.<kind> translated).
    if (type === "term") return entryOf(`term.${id}`);
    if (type === "name") {
      for (const t of ["card", "side", ...bundle.namePrefixes, "track", "pile", "piece", "effect", "overlay"]) {
        const found = entryOf(`${t}.${id}.name`);
        if (found !== null) return found;
      }
      return null;
    }
    const found = type === "side" && id === "neutral" ? null : entryOf(`${prefixOf(type)}.${id}.name`);
    // A game may also name things of its own data under the kernel's word (the boxes of one of
    // its tracks as space.<box>.name): when the game's prefix has no such id, that key.
    return found ?? (prefixOf(type) !== type ? entryOf(`${type}.${id}.name`) : null);
  };
  const name = (type: NameType, id: string): string => {
    if (type === "language") return languageName(id, lang);
    const found = nameEntry(type, id);
    if (found !== null) return found.text;
    if (type === "side") return message(`side.${id}`) ?? id;
    // A kind the game has no word for: the engine's own (its message term.<kind>).
    if (type === "term") return message(`term.${id}`) ?? id;
    return id;
  };
  /** The grammatical gender the language's entry of a name gives it (`gender:`), or null. */
  const gender = (type: NameType, id: string): string | null => {
    const found = nameEntry(type, id);
    if (found !== null) return table?.genders?.get(found.key) ?? null;
    if (type !== "term") return null;
    // The engine's own word for a kind (name() above): the gender its entry msg.term.<kind> gives,
    // here or in the engine's messages this translator falls back on.
    return local(`msg.term.${id}`) !== null ? (table?.genders?.get(`msg.term.${id}`) ?? null) : (fallbackOf()?.gender(type, id) ?? null);
  };
  const ctx: FormatContext = { lang, name: (type, id) => name(type, id), message: (key) => message(key), gender };
  /** A translated template is used only when it parses and uses no argument the English one lacks. */
  const usable = new Map<string, MessageNode[] | null>();
  const translated = (key: string): MessageNode[] | null => {
    if (!usable.has(key)) {
      const t = local(`msg.${key}`);
      const en = english(`msg.${key}`);
      const n = t === null ? null : nodes(t);
      const ok = n !== null && (en === null || templateProblem(en, t!) === null);
      usable.set(key, ok ? n : null);
    }
    return usable.get(key)!;
  };
  /**
   * A message in the language, falling back to English when the translation is missing or
   * malformed, formatted with `c`'s names; a message only the fallback has is formatted with this
   * bundle's names first (a game speaking the engine's "{side, side} wins" names its own sides,
   * which the engine's messages alone do not carry).
   */
  const messageIn = (key: string, args: Args, c: FormatContext): string | null => {
    const n = translated(key) ?? (english(`msg.${key}`) === null ? null : nodes(english(`msg.${key}`)!));
    if (n) return formatNodes(n, args, c);
    const f = fallbackOf();
    if (!f) return null;
    const borrowing = borrowers.get(f);
    if (!borrowing) return f.hasMessage(key) ? f.t(key, args) : null;
    // This bundle's name where it has one of its own (a name that is only the id is none), else the
    // fallback's; its gender from where the name came from.
    const ownName = (type: NameType, id: string): boolean => {
      const own = c.name(type, id);
      return own !== null && own !== id;
    };
    const names: FormatContext = {
      lang,
      name: (type, id) => (ownName(type, id) ? c.name(type, id) : f.name(type, id)),
      message: c.message,
      gender: (type, id) => (ownName(type, id) ? (c.gender?.(type, id) ?? null) : f.gender(type, id)),
    };
    return borrowing(key, args, names);
  };
  const message = (key: string, args: Args = {}): string | null => messageIn(key, args, ctx);
  const t = (key: string, args: Args = {}): string => message(key, args) ?? key;

  const tr: Translator = {
    lang,
    bundle,
    t,
    hasMessage: (key) => english(`msg.${key}`) !== null || local(`msg.${key}`) !== null,
    text,
    name,
    gender,
    log(entry) {
      const args = { ...(entry.a ?? {}) } as Args;
      if (entry.k === "effect.note" && typeof args.text === "string") args.text = text(noteKey(args.text)) ?? args.text;
      const m = message(entry.k, args);
      if (m !== null) return m;
      const shown = Object.entries(entry.a ?? {}).map(([k, v]) => `${k}=${Array.isArray(v) ? v.join(",") : String(v)}`);
      return [entry.k, ...shown].join(" ");
    },
    prompt(d) {
      return message(`prompt.${d.kind}`, { player: d.player, ...(d.args ?? {}) }) ?? t("prompt.other", { player: d.player, kind: d.kind });
    },
    option(d, o) {
      if (d.kind === "pick_number" && /^-?\d+$/.test(o)) return formatNumber(lang, Number(o));
      // An option `<word>:<id>` (an action in a space, say) is the message option.<word>_in of the id.
      const prefixed = /^([a-z_]+):(.+)$/.exec(o);
      if (prefixed) return message(`option.${prefixed[1]}_in`, { id: prefixed[2]! }) ?? o;
      for (const type of ["card", ...bundle.namePrefixes]) {
        const found = text(`${type}.${o}.name`);
        if (found !== null) return found;
      }
      // A side offered as an answer (who plays first, say) by its name, as everywhere else.
      const side = nameEntry("side", o)?.text ?? message(`side.${o}`);
      // A declared track, pile or piece offered as an answer (which marker to move, say) by its name,
      // unless the game words that answer itself (its option message comes first).
      const declared = ["track", "pile", "piece"].map((type) => text(`${type}.${o}.name`)).find((t) => t !== null) ?? null;
      return message(`option.${o}`) ?? side ?? declared ?? o.replace(/_/g, " ");
    },
    diagnostic(d) {
      const translated = d.key ? message(d.key, worded(message, d.args, d.parts)) : null;
      // Under which overlays it appears (load.ts, underOverlays), in this language's words too.
      const list = d.under && overlayList(d.under, (o) => message("diag.overlay", { kind: o.kind, id: o.id }) ?? `${o.kind} ${o.id}`, (first, last) => message("diag.overlays_or", { first, last }) ?? `${first}, ${last}`);
      const message_ = translated !== null && list ? (message("diag.with_overlays", { message: translated, overlays: list }) ?? `${translated} (${list})`) : translated;
      const hint = d.hintKey ? message(d.hintKey, toArgs(d.hintArgs)) : null;
      return { message: message_ ?? d.message, ...(hint ?? d.hint ? { hint: hint ?? d.hint } : {}) };
    },
    formatDiagnostic(d) {
      const { message: m, hint } = tr.diagnostic(d);
      const severity = t(`cli.severity.${d.severity}`);
      const where = `${d.file}:${d.start.line}:${d.start.column}`;
      return `${where}: ${severity} ${d.code}: ${m}${hint ? `\n    ${t("cli.hint")}: ${hint}` : ""}`;
    },
    number: (n, style) => formatNumber(lang, n, style ?? null),
    list: (items) => formatList(lang, items),
  };
  borrowers.set(tr, messageIn);
  return tr;
}

/** Each translator's messages formatted with another's names: how a translator that borrows them from its fallback formats them. */
const borrowers = new WeakMap<Translator, (key: string, args: Args, c: FormatContext) => string | null>();

function toArgs(a: DiagnosticArgs | undefined): Args {
  return (a ?? {}) as Args;
}

/**
 * A message's arguments with its parts (Diagnostic.parts) in this language's words: each part
 * worded first (its own parts too); one without a message here keeps its English from `args`.
 */
function worded(message: (key: string, args: Args) => string | null, args: DiagnosticArgs | undefined, parts: Record<string, MessagePart> | undefined): Args {
  if (!parts) return toArgs(args);
  const out = { ...toArgs(args) };
  for (const [name, part] of Object.entries(parts)) {
    const text = message(part.key, worded(message, part.args, part.parts));
    if (text !== null) out[name] = text;
  }
  return out;
}

/**
 * A message part (see Diagnostic.parts) in the translator's words, or null when it has no such
 * message, in its bundle or its fallback (the engine's own messages word most parts; t() gives
 * back the key when neither has it).
 */
export function wordedPart(tr: Pick<Translator, "t">, part: MessagePart): string | null {
  const say = (key: string, args: Args): string | null => {
    const text = tr.t(key, args);
    return text === key ? null : text;
  };
  return say(part.key, worded(say, part.args, part.parts));
}
