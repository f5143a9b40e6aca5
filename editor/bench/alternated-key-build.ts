// The editor worker's full build (loadContent with the editor's reuse) after a key in a procedure's
// code and in a card's code, this checkout's and another's (an older commit's, with its generated
// sources) alternated key by key in one process, so that both see the same load. Prints figures,
// asserts nothing:
//   node --import tsx editor/bench/alternated-key-build.ts OTHER_REPO [N]
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { REPO } from "../browser-tests/paths.js";

const repos: Record<string, string> = { other: resolve(process.argv[2] ?? REPO), this: resolve(REPO) };
type Load = typeof import("../../src/content/load.js");
const mods: Record<string, Load> = {};
for (const [k, r] of Object.entries(repos)) mods[k] = (await import(join(r, "src/content/load.ts"))) as Load;
const dir = join(REPO, "cards/twilight-struggle");
const n = Number(process.argv[3] ?? 60);
for (const [FILE, from, to] of [["procedures/scoring.yaml", "region_score(region)", "region_score(regionx)"], ["cards/mid-war.yaml", "event: start_effect(nuclear_subs)", "event: start_effect(nuclear_subsx)"]] as const) {
  const state: Record<string, { files: Map<string, string>; reuse: ReturnType<Load["newReuse"]>; times: number[] }> = {};
  for (const k of Object.keys(repos)) {
    const files = new Map<string, string>();
    state[k] = { files, reuse: mods[k]!.newReuse(), times: [] };
  }
  const readOf = (files: Map<string, string>) => (p: string): string | null => {
    if (!files.has(p)) { try { files.set(p, readFileSync(join(dir, p), "utf8")); } catch { return null; } }
    return files.get(p)!;
  };
  const sel = { scenario: "standard", variants: [], options: [] };
  for (const k of Object.keys(repos)) mods[k]!.loadContent(readOf(state[k]!.files), dir, sel, true, state[k]!.reuse);
  const text = readFileSync(join(dir, FILE), "utf8");
  for (let i = 0; i < n; i++) {
    for (const k of i % 2 ? ["other", "this"] : ["this", "other"]) {
      const s = state[k]!;
      s.files.set(FILE, i % 2 === 0 ? text.replace(from, to) : text);
      const t0 = performance.now();
      mods[k]!.loadContent(readOf(s.files), dir, sel, true, s.reuse);
      s.times.push(performance.now() - t0);
    }
  }
  for (const k of Object.keys(repos)) {
    const s = state[k]!.times.slice(6).sort((a, b) => a - b);
    console.log(`${FILE} ${k}: median ${s[Math.floor(s.length / 2)]!.toFixed(1)} ms, p90 ${s[Math.floor(s.length * 0.9)]!.toFixed(1)} ms (${s.length} keys)`);
  }
}
