// The editor worker's full build (loadContent with the editor's reuse) after keys typed in a
// procedure's code: a letter after `region_score(region` in the scoring procedure, then Backspace,
// N times (default 40; the first 4 not counted). Prints figures, asserts nothing. Another checkout
// (an older commit's, with its node_modules) is measured by naming it, so both run alike:
//   node --import tsx editor/bench/procedure-key-build.ts [REPO] [N]
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { REPO } from "../browser-tests/paths.js";

const repo = resolve(process.argv[2] ?? REPO);
const n = Number(process.argv[3] ?? 40);
const { loadContent, newReuse } = (await import(join(repo, "src/content/load.ts"))) as typeof import("../../src/content/load.js");
const dir = join(repo, "cards/twilight-struggle");
const files = new Map<string, string>();
const read = (p: string): string | null => {
  if (!files.has(p)) {
    try {
      files.set(p, readFileSync(join(dir, p), "utf8"));
    } catch {
      return null;
    }
  }
  return files.get(p)!;
};
const reuse = newReuse();
const selection = { scenario: "standard", variants: [], options: [] };
loadContent(read, dir, selection, true, reuse);
const FILE = "procedures/scoring.yaml";
const text = read(FILE)!;
const times: number[] = [];
for (let i = 0; i < n; i++) {
  files.set(FILE, i % 2 === 0 ? text.replace("region_score(region)", "region_score(regionx)") : text);
  const t0 = performance.now();
  loadContent(read, dir, selection, true, reuse);
  times.push(performance.now() - t0);
}
const s = times.slice(4).sort((a, b) => a - b);
console.log(`${repo}: full build after a key in a procedure's code, median ${s[Math.floor(s.length / 2)]!.toFixed(1)} ms, p90 ${s[Math.floor(s.length * 0.9)]!.toFixed(1)} ms (${s.length} keys)`);
