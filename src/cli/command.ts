// The command line is declarative: each command is one description (its arguments, its options
// with their types, bounds and whether they may repeat, a summary, and what it runs). From that
// one description come the parsing, the checks, the per-command `--help` and the "did you mean"
// of an unknown option. Node's util.parseArgs splits the words; everything it leaves to the
// caller (types, ranges, repeats, unknown names) is checked here, each problem a coded UsageError
// that names the argument it is about. Adding a command = writing one CommandSpec.
import { parseArgs } from "node:util";
import { closest } from "../diagnostics/closest.js";
import type { Diagnostic, MessagePart } from "../diagnostics/diagnostic.js";
import { DEFAULT_CONTENT_RELATIVE } from "../content/load-dir.js";
import type { Translator } from "../i18n/index.js";

/**
 * The values a help line's message names (a default taken from the code, a version), when it
 * names any. The words themselves are messages (src/locales/, see `helpKeys`), so the help speaks
 * `--lang`'s language.
 */
export type HelpArgs = Record<string, string | number>;

export type OptionSpec =
  /** --check: on or off; takes no value. */
  | { kind: "flag"; helpArgs?: HelpArgs }
  /** --scenario S: a word; `repeat` lets it be given several times (each value once). */
  | { kind: "text"; value: string; helpArgs?: HelpArgs; repeat?: boolean; format?: { pattern: RegExp; example: string | MessageArg } }
  /** --games N: a whole number within [min, max]. */
  | { kind: "int"; value: string; helpArgs?: HelpArgs; min: number; max: number; default?: number };

/** An argument; its help is the message cli.help.<command>.arg.<name in lower case>. */
export interface ArgumentSpec {
  name: string;
  optional?: boolean;
  /** Any number of them (at least one unless optional). */
  many?: boolean;
}

/** Options every command takes. */
export const GLOBAL_OPTIONS = {
  content: { kind: "text", value: "DIR", helpArgs: { folder: DEFAULT_CONTENT_RELATIVE } },
  game: { kind: "text", value: "ID" },
  lang: { kind: "text", value: "LANG" },
  help: { kind: "flag" },
} as const satisfies Record<string, OptionSpec>;

type Global = typeof GLOBAL_OPTIONS;

export type Values<O extends Record<string, OptionSpec>> = {
  [K in keyof O]: O[K] extends { kind: "flag" }
    ? boolean
    : O[K] extends { kind: "int"; default: number }
      ? number
      : O[K] extends { kind: "int" }
        ? number | undefined
        : O[K] extends { kind: "text"; repeat: true }
          ? string[]
          : string | undefined;
};

/** Where a word of the command line is: its position after `cardwright` (1-based) and its text ("" past the end). */
export interface ArgLocation {
  index: number;
  text: string;
}

export interface Parsed<O extends Record<string, OptionSpec>> {
  command: string;
  values: Values<O & Global>;
  arguments: string[];
  /** Where an option (with that value, for a repeated one) was given; where an argument is. */
  at(option: keyof (O & Global) & string, value?: string): ArgLocation | undefined;
  atArgument(i: number): ArgLocation | undefined;
}

export interface CommandSpec<O extends Record<string, OptionSpec> = Record<string, OptionSpec>> {
  /** One or more words: "validate", "i18n stamp". Its one line for `cardwright --help` is the message cli.help.<command>. */
  name: string;
  /** More lines for `cardwright <command> --help`: the message cli.help.<command>.details. */
  details?: true;
  /** Values the summary's or the details' message names. */
  helpArgs?: HelpArgs;
  arguments?: readonly ArgumentSpec[];
  options: O;
  run(args: Parsed<O>): number | Promise<number>;
}

/** Keeps the option types of a command literal, so `values` is typed. */
export function defineCommand<const O extends Record<string, OptionSpec>>(spec: CommandSpec<O>): CommandSpec<O> {
  return spec;
}

/** A problem with the command line (exit 2): coded and translatable like a diagnostic, located at an argument. */
export type UsageProblem = Pick<Diagnostic, "code" | "message" | "key" | "args" | "parts" | "hint" | "hintKey" | "hintArgs"> & { at?: ArgLocation };

/**
 * An argument of a usage problem that is itself a message (why a library refused a value, a
 * SaidError; an example in words): its English, and the message that says it in --lang's language.
 */
export interface MessageArg {
  detail: string;
  said: MessagePart;
}

export class UsageError extends Error {
  constructor(readonly problem: UsageProblem) {
    super(problem.message);
    this.name = "UsageError";
  }
}

/**
 * Shorthand for a usage problem with an English message and its message key. An argument that is
 * a message (MessageArg) is given in English in `args` and as a part (Diagnostic.parts), which the
 * translator words in the reader's language.
 */
export function usage(code: string, message: string, key: string, args: Record<string, string | number | MessageArg>, at?: ArgLocation, hint?: { text: string; key: string; args?: Record<string, string | number> }): UsageError {
  const plain: Record<string, string | number> = {};
  const parts: Record<string, MessagePart> = {};
  for (const [name, value] of Object.entries(args)) {
    if (typeof value === "object") {
      plain[name] = value.detail;
      parts[name] = value.said;
    } else plain[name] = value;
  }
  return new UsageError({ code, message, key, args: plain, ...(Object.keys(parts).length ? { parts } : {}), ...(at ? { at } : {}), ...(hint ? { hint: hint.text, hintKey: hint.key, ...(hint.args ? { hintArgs: hint.args } : {}) } : {}) });
}

/** CW904 at a value: what is wrong with it, as the library that read it says (`detail`). */
export function badValue(option: string, got: string, detail: string | MessageArg, at: ArgLocation | undefined): UsageError {
  return usage("CW904", `\`${option} ${got}\`: ${typeof detail === "string" ? detail : detail.detail}`, "cli.arg.bad_value", { option, got, detail }, at);
}

/**
 * Parses the words after the command's name. `offset` is how many words come before them
 * (the command's own words), so locations count from `cardwright`.
 */
export function parseCommandLine<O extends Record<string, OptionSpec>>(spec: CommandSpec<O>, argv: string[], offset: number): Parsed<O> {
  const options = { ...GLOBAL_OPTIONS, ...spec.options } as Record<string, OptionSpec>;
  const nodeOptions = Object.fromEntries(Object.entries(options).map(([name, o]) => [name, { type: o.kind === "flag" ? ("boolean" as const) : ("string" as const), multiple: true }]));
  const { tokens } = parseArgs({ args: argv, options: nodeOptions, strict: false, allowPositionals: true, tokens: true });
  const place = (index: number): ArgLocation => ({ index: offset + index + 1, text: argv[index]! });
  const seen = new Map<string, { value: string | undefined; at: ArgLocation; option: ArgLocation }[]>();
  const positional: { value: string; at: ArgLocation }[] = [];
  for (const t of tokens) {
    if (t.kind === "positional") positional.push({ value: t.value, at: place(t.index) });
    if (t.kind !== "option") continue;
    const at = place(t.index);
    const o = t.rawName === "-h" ? options["help"] : t.rawName.startsWith("--") ? options[t.name] : undefined;
    const name = t.rawName === "-h" ? "help" : t.name;
    if (!o) throw unknownOption(spec, t.rawName, options, at);
    if (o.kind === "flag" && t.value !== undefined) {
      throw usage("CW903", `\`--${name}\` takes no value`, "cli.arg.no_value", { option: `--${name}` }, at);
    }
    if (o.kind !== "flag" && (t.value === undefined || (!t.inlineValue && /^--/.test(t.value)))) {
      throw usage("CW903", `\`--${name}\` needs a value (${o.value})`, "cli.arg.needs_value", { option: `--${name}`, value: o.value }, at, { text: `write \`--${name} ${o.value}\``, key: "cli.hint.write", args: { example: `--${name} ${o.value}` } });
    }
    const list = seen.get(name) ?? [];
    // A value's problems are shown at the value itself (`--games 1e20` → the word `1e20`).
    list.push({ value: t.value, at: t.value !== undefined && !t.inlineValue ? place(t.index + 1) : at, option: at });
    seen.set(name, list);
  }
  const values: Record<string, unknown> = {};
  for (const [name, o] of Object.entries(options)) {
    const given = seen.get(name) ?? [];
    const repeats = o.kind === "text" && o.repeat;
    if (given.length > 1 && !repeats) {
      throw usage("CW906", `\`--${name}\` is given more than once`, "cli.arg.repeated", { option: `--${name}` }, given[1]!.option, { text: `give --${name} once`, key: "cli.hint.once", args: { option: `--${name}` } });
    }
    if (repeats) {
      const once = new Set<string>();
      for (const g of given) {
        if (once.has(g.value!)) throw usage("CW906", `\`--${name} ${g.value}\` is given twice`, "cli.arg.repeated_value", { option: `--${name}`, value: g.value! }, g.at, { text: "remove the repeated one", key: "cli.hint.remove_repeat" });
        once.add(g.value!);
        checkFormat(name, o, g.value!, g.at);
      }
      values[name] = given.map((g) => g.value!);
    } else if (o.kind === "flag") values[name] = given.length > 0;
    else if (o.kind === "int") values[name] = given.length ? integer(name, o, given[0]!.value!, given[0]!.at) : o.default;
    else {
      if (given.length) checkFormat(name, o, given[0]!.value!, given[0]!.at);
      values[name] = given[0]?.value;
    }
  }
  const parsed: Parsed<O> = {
    command: spec.name,
    values: values as Values<O & Global>,
    arguments: positional.map((p) => p.value),
    at: (option, value) => {
      const g = seen.get(option)?.find((x) => value === undefined || x.value === value);
      return value === undefined ? g?.option : g?.at;
    },
    atArgument: (i) => positional[i]?.at,
  };
  // A missing argument is "missing" at the end of the command line.
  if (!values["help"]) checkArguments(spec, positional, { index: offset + argv.length + 1, text: "" });
  return parsed;
}

function unknownOption(spec: CommandSpec, raw: string, options: Record<string, OptionSpec>, at: ArgLocation): UsageError {
  const name = raw.replace(/^-+/, "").split("=")[0]!;
  const names = Object.keys(options);
  // Name the nearest real option when it is a few edits away (about a third of the name: `--gmaes`
  // is `--games`, `--setup` is not `--help`); when none is that near, list them all.
  const near = closest(name, names);
  const hint: { text: string; key: string; args: Record<string, string> } = near
    ? { text: `did you mean \`--${near}\`?`, key: "cli.hint.did_you_mean", args: { suggestion: `--${near}` } }
    : { text: `the options of ${spec.name}: ${names.map((n) => `--${n}`).join(", ")}`, key: "cli.hint.options", args: { command: spec.name, options: names.map((n) => `--${n}`).join(", ") } };
  return usage("CW902", `unknown option \`${raw}\``, "cli.arg.unknown_option", { option: raw }, at, hint);
}

function integer(name: string, o: Extract<OptionSpec, { kind: "int" }>, text: string, at: ArgLocation): number {
  if (!/^-?\d+$/.test(text.trim())) {
    throw usage("CW904", `\`--${name}\` must be a whole number, got \`${text}\``, "cli.arg.not_integer", { option: `--${name}`, got: text }, at, { text: `a whole number from ${o.min.toLocaleString("en")} to ${o.max.toLocaleString("en")}`, key: "cli.hint.range", args: { min: o.min, max: o.max } });
  }
  const n = Number(text);
  if (n < o.min || n > o.max) {
    throw usage("CW905", `\`--${name}\` must be from ${o.min.toLocaleString("en")} to ${o.max.toLocaleString("en")}, got \`${text}\``, "cli.arg.out_of_range", { option: `--${name}`, min: o.min, max: o.max, got: text }, at);
  }
  return n;
}

function checkFormat(name: string, o: Extract<OptionSpec, { kind: "text" }>, text: string, at: ArgLocation): void {
  if (o.format && !o.format.pattern.test(text)) {
    const example = o.format.example;
    throw usage("CW904", `\`--${name}\` must look like ${typeof example === "string" ? example : example.detail}, got \`${text}\``, "cli.arg.bad_format", { option: `--${name}`, example, got: text }, at);
  }
}

function checkArguments(spec: CommandSpec, given: { value: string; at: ArgLocation }[], end: ArgLocation): void {
  const wanted = spec.arguments ?? [];
  const many = wanted.some((a) => a.many);
  if (!many && given.length > wanted.length) {
    const extra = given[wanted.length]!;
    throw usage("CW907", `unexpected argument \`${extra.value}\``, "cli.arg.unexpected", { got: extra.value }, extra.at, { text: `usage: ${synopsis(spec)}`, key: "cli.hint.synopsis", args: { synopsis: synopsis(spec) } });
  }
  const required = wanted.filter((a) => !a.optional).length;
  if (given.length < required) {
    const missing = wanted[given.length]!;
    throw usage("CW907", `missing ${missing.name}`, "cli.arg.missing", { name: missing.name }, end, { text: `usage: ${synopsis(spec)}`, key: "cli.hint.synopsis", args: { synopsis: synopsis(spec) } });
  }
}

/** `cardwright new-game [--scenario S] …` */
export function synopsis(spec: CommandSpec): string {
  const args = (spec.arguments ?? []).map((a) => {
    const word = a.many ? `${a.name}...` : a.name;
    return a.optional ? `[${word}]` : word;
  });
  const opts = Object.entries(spec.options).map(([n, o]) => (o.kind === "flag" ? `[--${n}]` : `[--${n} ${o.value}]${o.kind === "text" && o.repeat ? "..." : ""}`));
  return ["cardwright", spec.name, ...args, ...opts].join(" ");
}

/**
 * The message keys of a command's help. A command's words are cli.help.<command> (its summary),
 * cli.help.<command>.details, cli.help.<command>.arg.<name>; an option's, cli.help.<command>.<option>
 * when the command words it its own way, else cli.help.option.<option> (the options several
 * commands share). In keys a command's or an option's spaces and dashes are underscores.
 */
export const helpKeys = {
  summary: (spec: Pick<CommandSpec, "name">) => `cli.help.${keyWord(spec.name)}`,
  details: (spec: Pick<CommandSpec, "name">) => `cli.help.${keyWord(spec.name)}.details`,
  argument: (spec: Pick<CommandSpec, "name">, a: ArgumentSpec) => `cli.help.${keyWord(spec.name)}.arg.${keyWord(a.name.toLowerCase())}`,
  /** The command's own key for the option, then the shared one. */
  option: (spec: Pick<CommandSpec, "name">, option: string) => [`cli.help.${keyWord(spec.name)}.${keyWord(option)}`, helpKeys.shared(option)],
  /** The words of an option several commands share (the options of every command, --seed, --scenario …). */
  shared: (option: string) => `cli.help.option.${keyWord(option)}`,
};
const keyWord = (words: string) => words.replace(/[ :-]/g, "_");

/** The first of `keys` the translator has a message for, said; the last key when none has (a missing message shows as such). */
export function firstMessage(tr: Translator, keys: string[], args?: HelpArgs): string {
  for (const key of keys) {
    const text = tr.t(key, args);
    if (text !== key) return text;
  }
  return keys[keys.length - 1]!;
}

/** A command's one line, in the translator's language. */
export function commandSummary(spec: CommandSpec, tr: Translator): string {
  return tr.t(helpKeys.summary(spec), spec.helpArgs);
}

/** The per-command help: synopsis, what it does, its arguments and options with types and bounds, in the translator's language. */
export function commandHelp(spec: CommandSpec, tr: Translator): string {
  const rows: [string, string][] = [];
  for (const a of spec.arguments ?? []) rows.push([a.name, tr.t(helpKeys.argument(spec, a))]);
  const all = { ...spec.options, ...GLOBAL_OPTIONS } as Record<string, OptionSpec>;
  for (const [n, o] of Object.entries(all)) {
    const left = o.kind === "flag" ? `--${n}` : `--${n} ${o.value}`;
    let right = firstMessage(tr, helpKeys.option(spec, n), o.helpArgs);
    if (o.kind === "int") right += ` ${tr.t("cli.help.bounds", { min: o.min, max: o.max, default: o.default ?? "none" })}`;
    if (o.kind === "text" && o.repeat) right += ` ${tr.t("cli.help.repeats")}`;
    rows.push([left, right]);
  }
  const width = Math.max(...rows.map((r) => r[0].length)) + 2;
  const lines = rows.map(([l, r]) => `  ${l.padEnd(width)}${r}`);
  const details = spec.details ? ["", tr.t(helpKeys.details(spec), spec.helpArgs)] : [];
  return [tr.t("cli.help.usage", { synopsis: synopsis(spec) }), "", commandSummary(spec, tr), ...details, "", ...lines, "", tr.t("cli.help.exit_codes")].join("\n");
}
