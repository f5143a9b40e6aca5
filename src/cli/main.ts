// The `cardwright` command line. Exit codes: 0 success, 1 a failure was found, 2 bad usage.
import { ContentError } from "../diagnostics/diagnostic.js";
import { parseArgs, UsageError } from "./args.js";
import { contentDir } from "./commands/content-option.js";
import { translatorFor } from "./i18n-option.js";
import type { Translator } from "../i18n/index.js";
import { docsCommand } from "./commands/docs.js";
import { i18nCommand } from "./commands/i18n.js";
import { logCommand } from "./commands/log.js";
import { newGameCommand } from "./commands/new-game.js";
import { replayCommand } from "./commands/replay.js";
import { scenariosCommand } from "./commands/scenarios.js";
import { simulateCommand } from "./commands/simulate.js";
import { testCommand } from "./commands/test.js";
import { validateCommand } from "./commands/validate.js";

export const HELP = `cardwright: a declarative card-scripting engine (Twilight Struggle content included)

Usage: cardwright <command> [options]

Commands:
  validate [dir]                 Check a content folder (default: cards/twilight-struggle):
                                 YAML, schemas, names and effect code. Lists every problem
                                 with file:line:column.
  new-game --scenario S --seed N Start a game and print it as JSON (a save file).
           [--variant V]... [--option O]... [--out FILE]
           [--bid SIDE:N | --vp-bid SIDE:N]   tournament side auction: SIDE receives
                                 N bid Influence (deluxe) or N VP (older editions)
  scenarios                      List the scenarios, variants and options, one line each.
  replay FILE                    Replay a save file's moves from the start and check that
                                 they reproduce its state.
  simulate --games N --seed S    Play N random legal games; report results, crashes,
           [--scenario S] [--variant V]... [--option O]... [--check]
                                 broken invariants (--check) and throughput.
  test [FILES]                   Run YAML scenario tests (default: the content's tests/).
  docs                           Print the effect language reference (Markdown).
  log [FILE] [--seed N]          Print a saved game's log (or a random legal game's) and
           [--moves N]           the decision it waits for, in the --lang language.
  i18n status [LANG] [--check]   Translations: what is missing or outdated, per language;
                                 --check exits 1 when anything is.
  i18n stamp LANG [KEY]...       Record that translations match the current English text
                                 (without keys: every entry not stamped yet).
  i18n preview CARD              Print a card's face (in the --lang language).

Options:
  --content DIR                  Content folder for any command.
  --lang LANG                    Language of the output (en, es, it, pt); strings not
                                 translated yet are shown in English.
  --help                         This text.

Exit codes: 0 success, 1 a failure was found, 2 bad usage.`;

const COMMANDS: Record<string, (argv: string[]) => Promise<number> | number> = {
  validate: validateCommand,
  "new-game": newGameCommand,
  replay: replayCommand,
  scenarios: scenariosCommand,
  simulate: simulateCommand,
  test: testCommand,
  docs: docsCommand,
  log: logCommand,
  i18n: i18nCommand,
};

export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === "--help" || command === "-h" || command === "help") {
    console.log(HELP);
    return command ? 0 : 2;
  }
  const run = COMMANDS[command];
  if (!run) {
    console.error(`cardwright: unknown command "${command}"\n\n${HELP}`);
    return 2;
  }
  if (rest.includes("--help")) {
    console.log(HELP);
    return 0;
  }
  try {
    return await run(rest);
  } catch (e) {
    if (e instanceof UsageError) {
      console.error(`cardwright ${command}: ${e.message}\n${contentTranslator(rest)?.t("cli.usage") ?? "Run `cardwright --help` for usage."}`);
      return 2;
    }
    if (e instanceof ContentError) {
      const tr = contentTranslator(rest);
      console.error(tr ? e.diagnostics.map((d) => tr.formatDiagnostic(d)).join("\n") : e.message);
      console.error(`\n${tr ? tr.t("cli.content_errors", { errors: e.diagnostics.length }) : `${e.diagnostics.length} error(s) in the content; run \`cardwright validate\` for details.`}`);
      return 1;
    }
    console.error(`cardwright ${command}: ${(e as Error).message}`);
    return 1;
  }
}

/** The translator for `--lang` when the content's locale files can be read; null otherwise. */
function contentTranslator(argv: string[]): Translator | null {
  try {
    const args = parseArgs(argv);
    if (!args.flags.has("lang")) return null;
    return translatorFor(args, contentDir(args));
  } catch {
    return null;
  }
}
