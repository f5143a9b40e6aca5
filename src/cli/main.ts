// The `cardwright` command line. Exit codes: 0 success, 1 a failure was found, 2 bad usage.
import { ContentError } from "../diagnostics/diagnostic.js";
import { UsageError } from "./args.js";
import { docsCommand } from "./commands/docs.js";
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
           [--option O]... [--check]  broken invariants (--check) and throughput.
  test [FILES]                   Run YAML scenario tests (default: the content's tests/).
  docs                           Print the effect language reference (Markdown).

Options:
  --content DIR                  Content folder for any command.
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
      console.error(`cardwright ${command}: ${e.message}\nRun \`cardwright --help\` for usage.`);
      return 2;
    }
    if (e instanceof ContentError) {
      console.error(e.message);
      console.error(`\n${e.diagnostics.length} error(s) in the content; run \`cardwright validate\` for details.`);
      return 1;
    }
    console.error(`cardwright ${command}: ${(e as Error).message}`);
    return 1;
  }
}
