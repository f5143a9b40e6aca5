// The balance report on one screen of a terminal: the two setups, win rate per side, endings,
// final score and length, and the cards that changed most — each with its 95% interval — under a
// one-sentence verdict on the win rates.
import type { Interval, Proportion } from "../sim/stats.js";
import { describeSetup } from "./setup-spec.js";
import { FEWEST_PLAYS, type BalanceReport } from "./report.js";
import { balanceVerdict } from "./verdict.js";

const p = (x: Proportion) => (x.n ? `${(100 * x.value).toFixed(1)}%` : "–");
const d = (i: Interval | null, scale = 1, digits = 1) => {
  if (!i || !Number.isFinite(i.value)) return "–";
  if (!Number.isFinite(i.lo)) return `${i.value >= 0 ? "+" : ""}${(scale * i.value).toFixed(digits)} [too few]`;
  const star = i.lo > 0 || i.hi < 0 ? " *" : "";
  return `${i.value >= 0 ? "+" : ""}${(scale * i.value).toFixed(digits)} [${(scale * i.lo).toFixed(digits)}, ${(scale * i.hi).toFixed(digits)}]${star}`;
};

export function balanceSummary(r: BalanceReport, maxCards = 6): string {
  const A = r.a.label;
  const B = r.b.label;
  const w = Math.max(A.length, B.length, 8);
  const label = 30;
  const lines: string[] = [];
  lines.push(`${r.title}`);
  // The answer first, in words; the figures it rests on follow.
  const verdict = balanceVerdict(r);
  if (verdict) lines.push(...wrap(verdict, 108, "  "));
  lines.push(`  ${A} = ${describeSetup(r.a.setup)};  ${B} = ${describeSetup(r.b.setup)}`);
  lines.push(`  ${r.a.summary.games} + ${r.b.summary.games} games, seeds from ${r.seed}, bots ${Object.entries(r.bots).map(([s, b]) => `${s}=${b}`).join(" ")}; [95% interval], * excludes 0`);
  lines.push(`  ${"".padEnd(label)}${A.padStart(w)}  ${B.padStart(w)}  difference`);
  for (const s of r.sides) lines.push(`  ${`${s.side} wins`.padEnd(label)}${p(s.a).padStart(w)}  ${p(s.b).padStart(w)}  ${d(s.difference, 100)} points`);
  for (const e of r.endings.slice(0, 5)) lines.push(`  ${`ended by ${e.reason}`.padEnd(label)}${p(e.a).padStart(w)}  ${p(e.b).padStart(w)}  ${d(e.difference, 100)} points`);
  const m = (x: { value: number } | null) => (x ? x.value.toFixed(2) : "–");
  lines.push(`  ${`final ${r.scoreName} (mean)`.padEnd(label)}${m(r.score.a).padStart(w)}  ${m(r.score.b).padStart(w)}  ${d(r.score.difference, 1, 2)}`);
  lines.push(`  ${`${r.progressName} (mean)`.padEnd(label)}${m(r.length.a).padStart(w)}  ${m(r.length.b).padStart(w)}  ${d(r.length.difference, 1, 2)}`);
  const often = Math.max(10, Math.ceil(0.02 * r.games));
  const only = r.cards.filter((c) => (!c.a || !c.b) && (c.a ?? c.b)!.plays >= often);
  for (const c of only.slice(0, 3)) {
    const x = (c.a ?? c.b)!;
    lines.push(`  played only in ${c.a ? A : B}: ${c.name} — ${x.plays} plays, ${p(x.event)} for its event, ${r.scoreName} swing ${x.swing.value.toFixed(2)}${Number.isFinite(x.swing.lo) ? ` [${x.swing.lo.toFixed(2)}, ${x.swing.hi.toFixed(2)}]` : ""}`);
  }
  // Only cards with an interval in both setups (FEWEST_PLAYS plays or more) are compared.
  const both = r.cards.filter((c) => c.a && c.b && c.swingDifference && Number.isFinite(c.swingDifference.lo));
  const changed = both.slice(0, maxCards);
  // Many cards are compared at once: about one in twenty excludes 0 by chance alone.
  const compared = both.length;
  const marked = both.filter((c) => c.swingDifference!.lo > 0 || c.swingDifference!.hi < 0).length;
  if (changed.length) lines.push(`  surest ${r.scoreName} swing changes after a card (${A} − ${B}; ${marked} of ${compared} played ${FEWEST_PLAYS}+ times *, ~${Math.round(compared / 20)} by chance):`);
  for (const c of changed) lines.push(`    ${c.name.padEnd(34)} ${d(c.swingDifference, 1, 2)}   event share ${d(c.eventDifference, 100)} points`);
  return lines.join("\n");
}

/** Words of `text` on lines of at most `width` characters, each after `indent`. */
function wrap(text: string, width: number, indent: string): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line && indent.length + line.length + 1 + word.length > width) {
      lines.push(indent + line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(indent + line);
  return lines;
}
