// The balance report's answer in one sentence: did the setup under test move any side's win rate
// beyond its 95% interval, by how much, and how many games that rests on. A designer reads this
// first; the tables below it are the evidence. Game-neutral: the sides are named by the content.
// Its words are the messages cli.balance.verdict.* (words.ts), in the reader's language.
import type { Interval } from "../sim/stats.js";
import type { BalanceReport } from "./report.js";
import { fixed, signedFixed, whole, type Words } from "../i18n/words.js";
import { englishWords } from "./words.js";

/**
 * Above this half-width of the win-rate difference's interval (in points) a run cannot tell even a
 * large change from chance — a shift that would upend a game's balance could hide in it — so the
 * verdict says "too few games" rather than "no measurable change" (about 50 games a setup or fewer).
 */
export const TOO_WIDE_POINTS = 20;

const moved = (i: Interval) => i.lo > 0 || i.hi < 0;

/** The verdict line, or null for a report of one setup alone (nothing to compare); in `w`'s language (English by default). */
export function balanceVerdict(r: BalanceReport, w: Words = englishWords(r)): string | null {
  const body = verdictText(r, w);
  return body === null ? null : `${w.t("cli.balance.verdict.label")} ${body}`;
}

/** The verdict without its label ("Verdict:"), which the HTML report sets in bold. */
export function verdictText(r: BalanceReport, w: Words = englishWords(r)): string | null {
  if (r.single) return null;
  const pts = (x: number) => fixed(w, 100 * x, 1);
  const A = r.a.label;
  const B = r.b.label;
  const na = r.a.summary.games;
  const nb = r.b.summary.games;
  if (!na || !nb || !r.sides.length) return w.t("cli.balance.verdict.none", { a: A, b: B });
  const games = na === nb ? w.t("cli.balance.verdict.games", { games: na, count: whole(w, na) }) : w.t("cli.balance.verdict.games_each", { a: whole(w, na), b: whole(w, nb) });
  const changes = r.sides.filter((s) => Number.isFinite(s.difference.lo) && moved(s.difference));
  if (changes.length) {
    // A fall is said as a fall, its interval turned round so both ends read as sizes of the fall.
    const said = changes.map(({ side, difference: d }) =>
      d.value > 0
        ? w.t("cli.balance.verdict.raises", { side, value: pts(d.value), lo: pts(d.lo), hi: pts(d.hi) })
        : w.t("cli.balance.verdict.lowers", { side, value: pts(-d.value), lo: pts(-d.hi), hi: pts(-d.lo) }));
    return w.t("cli.balance.verdict.moves", { setup: A, changes: joinAnd(w, said), games });
  }
  // No side moved: the largest change seen (with two sides and no draws the other is its mirror),
  // and the smallest change these games could have shown (the widest half-interval of a side).
  const top = r.sides.reduce((x, y) => (Math.abs(y.difference.value) > Math.abs(x.difference.value) ? y : x));
  const seen = w.t("cli.balance.verdict.seen", { side: top.side, value: signedFixed(w, 100 * top.difference.value, 1), lo: pts(top.difference.lo), hi: pts(top.difference.hi) });
  const half = Math.max(...r.sides.map((s) => (s.difference.hi - s.difference.lo) / 2));
  const reach = w.t("cli.balance.verdict.reach", { games, half: pts(half) });
  if (!(half <= TOO_WIDE_POINTS / 100)) return w.t("cli.balance.verdict.too_few", { setup: A, seen, reach });
  return w.t("cli.balance.verdict.no_change", { setup: A, seen, reach });
}

/** "a, b and c" (the language's last joining word; not Intl's list, whose English adds a comma before "and"). */
function joinAnd(w: Words, xs: string[]): string {
  return xs.length < 2 ? (xs[0] ?? "") : w.t("cli.balance.verdict.and", { first: xs.slice(0, -1).join(", "), last: xs[xs.length - 1]! });
}
