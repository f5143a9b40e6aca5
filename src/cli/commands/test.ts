import { readdirSync, readFileSync, existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { shownPath } from "../shown-path.js";
import { ContentReadError, decodeUtf8 } from "../../content/open-file.js";
import { runScenarioTestText, type TestResult } from "../../testing/scenario-test.js";
import { defineCommand, usage, type OptionSpec, type Parsed } from "../command.js";
import { contentDir, contentFrom } from "./content-option.js";
import { translatorFor } from "../i18n-option.js";

export const testCommand = defineCommand({
  name: "test",
  arguments: [{ name: "FILES", optional: true, many: true }],
  options: {},
  run(args) {
    contentFrom(args, { scenario: "standard", variants: [], options: [] }); // fail early, with every diagnostic, when the base content is broken
    const tr = translatorFor(args, contentDir(args));
    const [ok, fail] = [tr.t("cli.test.ok"), tr.t("cli.test.fail")];
    const width = Math.max(ok.length, fail.length);
    const targets = args.arguments.length ? args.arguments : [join(contentDir(args), "tests")];
    const files = targets.flatMap((t, i) => {
      if (!existsSync(t)) throw usage("CW908", `no such file or folder: ${t}`, "cli.arg.no_such_path", { path: t }, args.atArgument(i));
      return statSync(t).isDirectory() ? readdirSync(t).filter((f) => f.endsWith(".yaml")).sort().map((f) => join(t, f)) : [t];
    });
    let passed = 0;
    let failed = 0;
    for (const file of files) {
      const shown = shownPath(file);
      for (const r of runTestFile(args, file, shown)) {
        if (r.passed) {
          passed++;
          console.log(`  ${ok.padEnd(width)} ${shown}: ${r.name}`);
        } else {
          failed++;
          console.log(`  ${fail.padEnd(width)} ${shown}: ${r.name}`);
          // Every line of a failure (its hint too) indented under the test's line.
          for (const f of r.failures) console.log(tr.formatDiagnostic(f).split("\n").map((l) => `       ${l}`).join("\n"));
        }
      }
    }
    console.log(tr.t("cli.test.summary", { passed, failed }));
    return failed ? 1 : 0;
  },
});

/** One test file's results; a file that is not UTF-8 fails at its first bad byte. */
function runTestFile(args: Parsed<Record<string, OptionSpec>>, file: string, shown: string): TestResult[] {
  let text: string;
  try {
    text = decodeUtf8(readFileSync(file));
  } catch (e) {
    if (!(e instanceof ContentReadError)) throw e;
    const at = e.position ?? { line: 1, column: 1 };
    return [{ name: shown, file: shown, passed: false, steps: 0, failures: [{ code: e.code, severity: "error", message: e.message, file: shown, start: at, end: at, key: e.key, args: e.args }] }];
  }
  return runScenarioTestText((selection) => contentFrom(args, selection), shown, text);
}
