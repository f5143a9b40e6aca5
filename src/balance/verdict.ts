// The balance report's answer in one sentence: did the setup under test move any side's win rate
// beyond its 95% interval, by how much, and how many games that rests on. A designer reads this
// first; the tables below it are the evidence. Game-neutral: the sides are named by the content.
import type { Interval } from "../sim/stats.js";
import type { BalanceReport } from "./report.js";

/**
 * Above this half-width of the win-rate difference's interval (in points) a run cannot tell even a
 * large change from chance — a shift that would upend a game's balance could hide in it — so the
 * verdict says "too few games" rather than "no measurable change" (about 50 games a setup or fewer).
 */
export const TOO_WIDE_POINTS = 20;

const pts = (x: number) => (100 * x).toFixed(1);
const signed = (x: number) => `${x >= 0 ? "+" : ""}${pts(x)}`;
const moved = (i: Interval) => i.lo > 0 || i.hi < 0;

/** The verdict line, or null for a report of one setup alone (nothing to compare). */
export function balanceVerdict(r: BalanceReport): string | null {
  if (r.single) return null;
  const A = r.a.label;
  const B = r.b.label;
  const na = r.a.summary.games;
  const nb = r.b.summary.games;
  if (!na || !nb || !r.sides.length) return `Verdict: no games finished on both ${A} and ${B} yet: nothing to tell.`;
  const games = na === nb ? `${na} game${na === 1 ? "" : "s"} a setup` : `${na} and ${nb} games`;
  const name = (side: string) => r.sideNames?.[side] ?? side;
  const changes = r.sides.filter((s) => Number.isFinite(s.difference.lo) && moved(s.difference));
  if (changes.length) {
    // A fall is said as a fall, its interval turned round so both ends read as sizes of the fall.
    const said = changes.map(({ side, difference: d }) =>
      d.value > 0
        ? `raises the ${name(side)} win rate by ${pts(d.value)} points [${pts(d.lo)}, ${pts(d.hi)}]`
        : `lowers the ${name(side)} win rate by ${pts(-d.value)} points [${pts(-d.hi)}, ${pts(-d.lo)}]`);
    return `Verdict: ${A} ${joinAnd(said)}; ${games}.`;
  }
  // No side moved: the largest change seen (with two sides and no draws the other is its mirror),
  // and the smallest change these games could have shown (the widest half-interval of a side).
  const top = r.sides.reduce((x, y) => (Math.abs(y.difference.value) > Math.abs(x.difference.value) ? y : x));
  const seen = `${name(top.side)} ${signed(top.difference.value)} [${pts(top.difference.lo)}, ${pts(top.difference.hi)}] points`;
  const half = Math.max(...r.sides.map((s) => (s.difference.hi - s.difference.lo) / 2));
  const reach = `at ${games}, only a change of about ${pts(half)} points or more would show`;
  if (!(half <= TOO_WIDE_POINTS / 100)) return `Verdict: too few games to tell whether ${A} moves a side's win rate (${seen}); ${reach}.`;
  return `Verdict: ${A} moves no side's win rate measurably (${seen}); ${reach}.`;
}

function joinAnd(xs: string[]): string {
  return xs.length < 2 ? (xs[0] ?? "") : `${xs.slice(0, -1).join(", ")} and ${xs[xs.length - 1]}`;
}
