// How the disk cache answered a command: run in a new process with its cache folder, the command's
// output silenced, it reports the outcome for one kind of entry and how many YAML texts were parsed
// (0: everything came from the cache).
import { spawnSync } from "node:child_process";
import { join, resolve } from "node:path";
import { expect } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");

/** `cardwright ARGS` with the disk cache in `cache`: the cache's outcome for entries of `kind`, and the YAML texts parsed. */
export function cacheOutcome(cache: string, args: string[], kind: string): { outcome: string; parsedTexts: number } {
  const script = `const cache = await import(${JSON.stringify(join(ROOT, "src/content/disk-cache.ts"))});
    const yaml = await import(${JSON.stringify(join(ROOT, "src/content/yaml-source.ts"))});
    const { main } = await import(${JSON.stringify(join(ROOT, "src/cli/main.ts"))});
    const log = console.log;
    console.log = () => {};
    await main(${JSON.stringify(args)});
    log(JSON.stringify({ outcome: cache.lastOutcomeOf[${JSON.stringify(kind)}], parsedTexts: yaml.yamlParsed().texts }));`;
  const r = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { cwd: ROOT, encoding: "utf8", env: { ...process.env, CARDWRIGHT_CACHE_DIR: cache } });
  expect(r.stderr).toBe("");
  return JSON.parse(r.stdout) as { outcome: string; parsedTexts: number };
}
