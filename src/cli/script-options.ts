// The command-line check of the npm scripts that are not `cardwright` commands (the conformance
// replay, the editor's benchmark): their options are few and read by hand, so this only makes
// sure that a mistyped or unknown option, or one missing its value, is refused rather than
// ignored (a typo in `--stric` must not start a full run that checks nothing).
import { closest } from "../diagnostics/closest.js";

/** Each option, and whether it takes a value. */
export type ScriptOptions = Record<string, boolean>;

/** What is wrong with the command line (an unknown option, a missing value), or null. */
export function scriptUsageProblem(argv: readonly string[], options: ScriptOptions): string | null {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!Object.hasOwn(options, arg)) {
      const near = arg.startsWith("--") ? closest(arg, Object.keys(options)) : null;
      return `unknown ${arg.startsWith("--") ? "option" : "argument"} \`${arg}\`${near ? ` (did you mean \`${near}\`?)` : ""}`;
    }
    if (options[arg]) {
      if (argv[i + 1] === undefined || argv[i + 1]!.startsWith("--")) return `\`${arg}\` needs a value`;
      i++;
    }
  }
  return null;
}
