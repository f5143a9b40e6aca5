import { readdirSync, readFileSync, existsSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { DEFAULT_CONTENT_DIR } from "../../content/load-dir.js";
import { runScenarioTestText } from "../../testing/scenario-test.js";
import { checkFlags, parseArgs, UsageError } from "../args.js";
import { contentDir, contentFrom } from "./content-option.js";
import { translatorFor } from "../i18n-option.js";

export function testCommand(argv: string[]): number {
  const args = parseArgs(argv);
  checkFlags(args, ["content", "lang"]);
  contentFrom(args); // fail early, with every diagnostic, when the base content is broken
  const tr = translatorFor(args, contentDir(args));
  const [ok, fail] = [tr.t("cli.test.ok"), tr.t("cli.test.fail")];
  const width = Math.max(ok.length, fail.length);
  const dir = resolve(args.flags.get("content")?.at(-1) ?? DEFAULT_CONTENT_DIR);
  const targets = args.positionals.length ? args.positionals : [join(dir, "tests")];
  const files = targets.flatMap((t) => {
    if (!existsSync(t)) throw new UsageError(`no such file or folder: ${t}`);
    return statSync(t).isDirectory() ? readdirSync(t).filter((f) => f.endsWith(".yaml")).sort().map((f) => join(t, f)) : [t];
  });
  let passed = 0;
  let failed = 0;
  for (const file of files) {
    const shown = relative(process.cwd(), file);
    for (const r of runScenarioTestText((selection) => contentFrom(args, selection), shown, readFileSync(file, "utf8"))) {
      if (r.passed) {
        passed++;
        console.log(`  ${ok.padEnd(width)} ${shown}: ${r.name}`);
      } else {
        failed++;
        console.log(`  ${fail.padEnd(width)} ${shown}: ${r.name}`);
        for (const f of r.failures) console.log(`       ${f.file}:${f.line}: ${f.message}`);
      }
    }
  }
  console.log(tr.t("cli.test.summary", { passed, failed }));
  return failed ? 1 : 0;
}
