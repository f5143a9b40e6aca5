// The `cardwright` command line. Exit codes: 0 success, 1 a failure was found, 2 bad usage.
// Commands are declared in COMMANDS (one CommandSpec each, see command.ts); this file finds the
// command, parses its arguments, runs it, and turns what it throws into located, coded messages.
import { ContentError } from "../diagnostics/diagnostic.js";
import { SaidError } from "../diagnostics/said-error.js";
import { EffectRuntimeError } from "../kernel/index.js";
import { existsSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { CARDS_DIR } from "../content/load-dir.js";
import { closest } from "../diagnostics/closest.js";
import { wordedPart, type Translator } from "../i18n/index.js";
import { runtimeErrorText, saidError } from "../i18n/runtime-error-text.js";
import { commandHelp, commandSummary, GLOBAL_OPTIONS, helpKeys, parseCommandLine, usage, UsageError, type ArgLocation, type CommandSpec, type OptionSpec, type UsageProblem } from "./command.js";
import { checkContentFolder, contentDir } from "./commands/content-option.js";
import { engineTranslator, translatorFor } from "./i18n-option.js";
import { docsCommand } from "./commands/docs.js";
import { i18nPreviewCommand, i18nStampCommand, i18nStatusCommand } from "./commands/i18n.js";
import { logCommand } from "./commands/log.js";
import { newGameCommand } from "./commands/new-game.js";
import { playCommand } from "./commands/play.js";
import { serveCommand } from "./commands/serve.js";
import { replayCommand } from "./commands/replay.js";
import { scenariosCommand } from "./commands/scenarios.js";
import { simulateCommand } from "./commands/simulate.js";
import { balanceCommand, mergeCommand } from "./commands/bots.js";
import { testCommand } from "./commands/test.js";
import { validateCommand } from "./commands/validate.js";

/** Every command, in the order `cardwright --help` lists them. */
// (Read by the launcher, run-cli-bundle.js, once the command is done.)
export { codePaths } from "./code-paths.js";

export const COMMANDS: readonly CommandSpec[] = [
  validateCommand,
  newGameCommand,
  playCommand,
  serveCommand,
  scenariosCommand,
  replayCommand,
  simulateCommand,
  balanceCommand,
  mergeCommand,
  testCommand,
  docsCommand,
  logCommand,
  i18nStatusCommand,
  i18nStampCommand,
  i18nPreviewCommand,
] as unknown as CommandSpec[];

/** `cardwright --help`, or with a group (`i18n`) the help of the commands in it, in the translator's language. */
export function helpText(tr: Translator, group?: string): string {
  const listed = group ? COMMANDS.filter((c) => c.name.startsWith(`${group} `)) : COMMANDS;
  const table = (rows: (readonly [string, string])[]) => {
    const width = Math.max(...rows.map((r) => r[0].length)) + 2;
    return rows.map(([n, s]) => `  ${n.padEnd(width)}${s}`);
  };
  const commands = table(listed.map((c) => [c.name, commandSummary(c, tr)] as const));
  if (group) {
    return [tr.t("cli.help.usage", { synopsis: `cardwright ${group} <command> [arguments] [options]` }), "", tr.t("cli.help.commands"), ...commands, "", tr.t("cli.help.group_more", { group })].join("\n");
  }
  // The options every command takes, as each command's help says them (`--help` here: a command's own help).
  const options = table(Object.entries(GLOBAL_OPTIONS as Record<string, OptionSpec>).map(([n, o]) => [o.kind === "flag" ? `--${n}` : `--${n} ${o.value}`, n === "help" ? tr.t("cli.help.every_help") : tr.t(helpKeys.shared(n), o.helpArgs)] as const));
  return [tr.t("cli.help.intro"), "", tr.t("cli.help.usage", { synopsis: "cardwright <command> [arguments] [options]" }), "", tr.t("cli.help.commands"), ...commands, "", tr.t("cli.help.every_options"), ...options, "", tr.t("cli.help.exit_codes")].join("\n");
}

/** The command named by the first words of argv (the longest match), and how many words it used. */
function findCommand(argv: string[]): { spec: CommandSpec; words: number } | null {
  let found: { spec: CommandSpec; words: number } | null = null;
  for (const spec of COMMANDS) {
    const words = spec.name.split(" ");
    if (words.every((w, i) => argv[i] === w) && (!found || words.length > found.words)) found = { spec, words: words.length };
  }
  return found;
}

export async function main(argv: string[]): Promise<number> {
  const [first] = argv;
  if (first === undefined || first === "--help" || first === "-h" || first === "help") {
    const topic = first === "help" && argv.length > 1 ? findCommand(argv.slice(1)) : null;
    const group = first === "help" && !topic && COMMANDS.some((c) => c.name.startsWith(`${argv[1]} `)) ? argv[1] : undefined;
    const tr = engineTranslator(langOf(argv) ?? "en");
    console.log(topic ? commandHelp(topic.spec, tr) : helpText(tr, group));
    return first === undefined ? 2 : 0;
  }
  const found = findCommand(argv);
  // `cardwright i18n --help`: the commands of the group.
  if (!found && ["--help", "-h"].includes(argv[1] ?? "") && COMMANDS.some((c) => c.name.startsWith(`${first} `))) {
    console.log(helpText(engineTranslator(langOf(argv) ?? "en"), first));
    return 0;
  }
  if (!found) {
    printUsageError(unknownCommand(argv).problem, null, null);
    return 2;
  }
  return runCommand(found.spec, argv.slice(found.words), found.words);
}

/**
 * Parses and runs one command; what it throws becomes a located, coded message and an exit code.
 * `words` is how many words named the command (so argument numbers count from `cardwright`).
 */
export async function runCommand(spec: CommandSpec, rest: string[], words: number): Promise<number> {
  try {
    const args = parseCommandLine(spec, rest, words);
    if (args.values["help"]) {
      // The help is the engine's words: in --lang's language, English where it has none.
      console.log(commandHelp(spec, engineTranslator(args.values["lang"] ?? "en")));
      return 0;
    }
    const game = args.values["game"];
    if (typeof game === "string") {
      if (typeof args.values["content"] === "string") throw usage("CW909", "`--game` and `--content` cannot be used together", "cli.arg.together", { a: "--game", b: "--content" }, args.at("game", game));
      (args.values as Record<string, unknown>)["content"] = gameFolder(game, args.at("game", game));
    }
    const content = args.values["content"];
    if (typeof content === "string") checkContentFolder(content, args.at("content", content));
    return await spec.run(args as never);
  } catch (e) {
    if (e instanceof UsageError) {
      printUsageError(e.problem, spec, lenientTranslator(rest));
      return 2;
    }
    if (e instanceof ContentError) {
      const tr = lenientTranslator(rest);
      // A content file as `validate` shows it: from the working folder, so it can be opened as printed.
      const shown = e.diagnostics.map((d) => (e.root === undefined ? d : { ...d, file: `${e.root}/${d.file}`.replace(`${process.cwd()}/`, "") }));
      console.error(tr ? shown.map((d) => tr.formatDiagnostic(d)).join("\n") : e.message);
      console.error(`\n${tr ? tr.t("cli.content_errors", { errors: e.diagnostics.length }) : `${e.diagnostics.length} ${e.diagnostics.length === 1 ? "error" : "errors"} in the content; run \`cardwright validate\` for details.`}`);
      return 1;
    }
    if (e instanceof EffectRuntimeError) {
      // The content's code failed while the game ran (its message names the file, line and column): not the engine's error.
      const tr = lenientTranslator(rest);
      const error = runtimeErrorText(tr, saidError(e)!);
      console.error(`cardwright ${spec.name}: ${tr ? tr.t("cli.code_failed", { error }) : `the game's code stopped on an error: ${error}`}`);
      return 1;
    }
    // A problem with something typed that the command did not catch itself: said, not called a fault.
    if (e instanceof SaidError) {
      const tr = lenientTranslator(rest);
      console.error(`cardwright ${spec.name}: ${tr ? e.text((part) => wordedPart(tr, part)) : e.message}`);
      return 1;
    }
    // Not expected: one line that says so, rather than a stack trace. The fault's own words are the
    // engine's (English); what it is and what to do are the reader's language.
    const error = e instanceof Error ? e.message : String(e);
    const tr = lenientTranslator(rest);
    console.error(`cardwright ${spec.name}: ${tr ? tr.t("cli.internal_error", { error }) : `internal error: ${error} (a fault of Cardwright, not of the content or the command: please report it, with the command that led to it)`}`);
    return 1;
  }
}

/** The folder of `--game ID`: cards/ID, which must hold a game.yaml; otherwise the games there are listed. */
function gameFolder(id: string, at: ArgLocation | undefined): string {
  const dir = resolve(CARDS_DIR, id);
  if (/^[a-z0-9][a-z0-9_-]*$/.test(id) && existsSync(join(dir, "game.yaml"))) return dir;
  const games = readdirSync(CARDS_DIR).filter((d) => existsSync(join(CARDS_DIR, d, "game.yaml"))).sort();
  const suggestion = closest(id, games);
  throw usage("CW904", `unknown game \`${id}\` (the games under cards/: ${games.join(", ")})`, "cli.arg.unknown_game", { id, games: games.join(", ") }, at, suggestion ? { text: `did you mean \`${suggestion}\`?`, key: "cli.hint.did_you_mean", args: { suggestion } } : undefined);
}

/** `cardwright frobnicate`: the nearest command, or the list of them. */
function unknownCommand(argv: string[]): UsageError {
  const names = COMMANDS.map((c) => c.name);
  const typed = argv[0]!;
  // `i18n frob`: the group exists, its subcommand does not.
  const group = names.filter((n) => n.startsWith(`${typed} `));
  const attempt = group.length && argv[1] !== undefined ? `${typed} ${argv[1]}` : typed;
  const near = closest(attempt, group.length ? group : names);
  const at = { index: group.length && argv[1] !== undefined ? 2 : 1, text: group.length && argv[1] !== undefined ? argv[1] : typed };
  const hint: { text: string; key: string; args: Record<string, string> } = near ? { text: `did you mean \`${near}\`?`, key: "cli.hint.did_you_mean", args: { suggestion: near } } : { text: `commands: ${(group.length ? group : names).join(", ")}`, key: "cli.hint.commands", args: { commands: (group.length ? group : names).join(", ") } };
  return usage("CW901", `unknown command \`${attempt}\``, "cli.arg.unknown_command", { command: attempt }, at, hint);
}

/** `cardwright simulate: argument 2 `--gmaes`: error CW902: unknown option` and how to get help. */
function printUsageError(p: UsageProblem, spec: CommandSpec | null, tr: Translator | null): void {
  const shown = tr ? tr.diagnostic({ ...p, severity: "error", file: "", start: { line: 1, column: 1 }, end: { line: 1, column: 1 } }) : { message: p.message, ...(p.hint ? { hint: p.hint } : {}) };
  const at = p.at;
  const where = !at ? "" : at.text === "" ? `${tr ? tr.t("cli.usage_missing", { n: at.index }) : `argument ${at.index} (missing)`}: ` : `${tr ? tr.t("cli.usage_at", { n: at.index, text: at.text }) : `argument ${at.index} \`${at.text}\``}: `;
  const severity = tr ? tr.t("cli.severity.error") : "error";
  const hint = shown.hint ? `\n    ${tr ? tr.t("cli.hint") : "hint"}: ${shown.hint}` : "";
  const more = spec ? (tr ? tr.t("cli.usage_command", { command: spec.name }) : `Run \`cardwright ${spec.name} --help\` for its arguments and options.`) : tr ? tr.t("cli.usage") : "Run `cardwright --help` for usage.";
  console.error(`cardwright${spec ? ` ${spec.name}` : ""}: ${where}${severity} ${p.code}: ${shown.message}${hint}\n${more}`);
}

/**
 * The translator for `--lang` (default English) when the content's locale files can be read;
 * null otherwise (messages then are the English texts given where they were raised).
 */
function lenientTranslator(argv: string[]): Translator | null {
  // English by default: the messages are then the English templates of the locale files (src/locales/en.yaml, a game's).
  const lang = langOf(argv) ?? "en";
  try {
    return translatorFor({ values: { lang }, at: () => undefined }, contentDir({ values: { content: optionValue(argv, "content") } }));
  } catch {
    return null;
  }
}

/** An option's value in words not parsed (yet, or at all): `--name V` or `--name=V`. */
function optionValue(argv: string[], name: string): string | undefined {
  const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return undefined;
  return argv[i]!.includes("=") ? argv[i]!.slice(name.length + 3) : argv[i + 1];
}

/** The language `--lang` asks for, if it is given. */
const langOf = (argv: string[]): string | undefined => optionValue(argv, "lang");
