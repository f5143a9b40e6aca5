// Fingerprints of random games, to prove a change of the kernel's machinery changes no game: every
// decision asked (who, what, which options), the move chosen, and the final state (everything but
// the stack of running code, whose layout is the interpreter's business) go into one hash per seed.
import { createHash } from "node:crypto";
import { resolve } from "node:path";
import { requireContent } from "../../src/content/load-dir.js";
import { applyInPlace, newGame, type Game } from "../../src/kernel/index.js";

const ROOT = resolve(import.meta.dirname, "../..");

/** The runs recorded: a game folder, a selection, and how many seeds from 1. */
export const GOLDEN_RUNS: { name: string; dir: string; selection: { scenario?: string; variants?: string[]; options?: string[] }; seeds: number }[] = [
  { name: "twilight-struggle standard", dir: "cards/twilight-struggle", selection: {}, seeds: 1000 },
  { name: "twilight-struggle late_war", dir: "cards/twilight-struggle", selection: { scenario: "late_war" }, seeds: 100 },
  { name: "twilight-struggle chinese_civil_war + optional_cards + spanish_edition", dir: "cards/twilight-struggle", selection: { variants: ["chinese_civil_war"], options: ["optional_cards", "spanish_edition"] }, seeds: 100 },
  { name: "twilight-struggle alternate rules", dir: "cards/twilight-struggle", selection: { options: ["realign_ignores_defcon", "split_influence_realign", "space_decline_roll", "scoring_cards_forced", "first_edition_headline", "reshuffle_when_empty"] }, seeds: 100 },
  { name: "thirteen-days standard", dir: "cards/thirteen-days", selection: {}, seeds: 300 },
];

/** The hash of one random game (moves drawn with a xorshift generator seeded by `seed`). */
export function gameFingerprint(g: Game, seed: number, selection: { scenario?: string; variants?: readonly string[]; options?: readonly string[] }): string {
  let x = (seed * 2654435761) >>> 0 || 1;
  const next = () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
  const h = createHash("sha1");
  const s = newGame(g, { seed, scenario: selection.scenario, variants: [...(selection.variants ?? [])], options: [...(selection.options ?? [])] });
  for (let n = 0; s.pending.length && !s.result && n < 20_000; n++) {
    for (const d of s.pending) h.update(`${d.player}|${d.kind}|${d.options.join(",")}\n`);
    const d = s.pending[Math.floor(next() * s.pending.length)]!;
    const choice = d.options[Math.floor(next() * d.options.length)]!;
    h.update(`> ${d.player} ${choice}\n`);
    applyInPlace(g, s, { player: d.player, choice });
  }
  const { stack: _stack, changes: _changes, ...rest } = s;
  h.update(JSON.stringify(rest));
  return h.digest("hex").slice(0, 16);
}

export function runFingerprints(run: (typeof GOLDEN_RUNS)[number]): string[] {
  const content = requireContent(resolve(ROOT, run.dir), run.selection);
  const out: string[] = [];
  for (let seed = 1; seed <= run.seeds; seed++) out.push(gameFingerprint(content.game, seed, run.selection));
  return out;
}
