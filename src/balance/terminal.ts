// The balance report on one screen of a terminal: the two setups, win rate per side, endings,
// final score and length, and the cards that changed most — each with its 95% interval — under a
// one-sentence verdict on the win rates, in the reader's language (words.ts).
import type { Interval, Proportion } from "../sim/stats.js";
import { balanceTitleOf, describeSetup } from "./setup-spec.js";
import { FEWEST_PLAYS, type BalanceReport } from "./report.js";
import { balanceVerdict } from "./verdict.js";
import { fixed, gameWords, nameOf, signedFixed, whole, type Words } from "../i18n/words.js";
import { englishWords } from "./words.js";

export function balanceSummary(r: BalanceReport, maxCards = 6, w: Words = englishWords(r)): string {
  const p = (x: Proportion) => (x.n ? w.t("cli.balance.percent", { value: fixed(w, 100 * x.value, 1) }) : "–");
  const d = (i: Interval | null, scale = 1, digits = 1) => {
    if (!i || !Number.isFinite(i.value)) return "–";
    if (!Number.isFinite(i.lo)) return `${signedFixed(w, scale * i.value, digits)} [${w.t("cli.balance.too_few")}]`;
    const star = i.lo > 0 || i.hi < 0 ? " *" : "";
    return `${signedFixed(w, scale * i.value, digits)} ${w.t("cli.balance.interval", { lo: fixed(w, scale * i.lo, digits), hi: fixed(w, scale * i.hi, digits) })}${star}`;
  };
  const points = (i: Interval | null) => w.t("cli.balance.points", { value: d(i, 100) });
  const game = gameWords(r, w);
  const A = r.a.label;
  const B = r.b.label;
  const w0 = Math.max(A.length, B.length, 8);
  const lines: string[] = [];
  lines.push(balanceTitleOf(r, w));
  // The answer first, in words; the figures it rests on follow.
  const verdict = balanceVerdict(r, w);
  if (verdict) lines.push(...wrap(verdict, 108, "  "));
  lines.push(`  ${w.t("cli.balance.setups", { a: A, aSetup: describeSetup(r.a.setup), b: B, bSetup: describeSetup(r.b.setup) })}`);
  lines.push(`  ${w.t("cli.balance.run", { a: whole(w, r.a.summary.games), b: whole(w, r.b.summary.games), seed: whole(w, r.seed), bots: Object.entries(r.bots).map(([s, b]) => `${s}=${b}`).join(" ") })}`);
  const rows: [string, string, string, string][] = [];
  for (const s of r.sides) rows.push([w.t("cli.balance.wins", { side: s.side }), p(s.a), p(s.b), points(s.difference)]);
  for (const e of r.endings.slice(0, 5)) rows.push([w.t("cli.balance.ended_by", { reason: game.reason(e.reason) }), p(e.a), p(e.b), points(e.difference)]);
  const m = (x: { value: number } | null) => (x ? fixed(w, x.value, 2) : "–");
  rows.push([w.t("cli.balance.final_mean", { score: game.score }), m(r.score.a), m(r.score.b), d(r.score.difference, 1, 2)]);
  rows.push([w.t("cli.balance.length_mean", { progress: game.progress }), m(r.length.a), m(r.length.b), d(r.length.difference, 1, 2)]);
  // The rows' words in a column of 30 characters, wider when a language's words need it.
  const label = Math.max(30, ...rows.map(([what]) => what.length + 1));
  lines.push(`  ${"".padEnd(label)}${A.padStart(w0)}  ${B.padStart(w0)}  ${w.t("cli.balance.difference")}`);
  for (const [what, a, b, diff] of rows) lines.push(`  ${what.padEnd(label)}${a.padStart(w0)}  ${b.padStart(w0)}  ${diff}`);
  const often = Math.max(10, Math.ceil(0.02 * r.games));
  const only = r.cards.filter((c) => (!c.a || !c.b) && (c.a ?? c.b)!.plays >= often);
  for (const c of only.slice(0, 3)) {
    const x = (c.a ?? c.b)!;
    const swing = `${fixed(w, x.swing.value, 2)}${Number.isFinite(x.swing.lo) ? ` ${w.t("cli.balance.interval", { lo: fixed(w, x.swing.lo, 2), hi: fixed(w, x.swing.hi, 2) })}` : ""}`;
    lines.push(`  ${w.t("cli.balance.only_in", { setup: c.a ? A : B, card: nameOf(w, "card", c.card, c.name), plays: whole(w, x.plays), event: p(x.event), score: game.score, swing })}`);
  }
  // Only cards with an interval in both setups (FEWEST_PLAYS plays or more) are compared.
  const both = r.cards.filter((c) => c.a && c.b && c.swingDifference && Number.isFinite(c.swingDifference.lo));
  const changed = both.slice(0, maxCards);
  // Many cards are compared at once: about one in twenty excludes 0 by chance alone.
  const compared = both.length;
  const marked = both.filter((c) => c.swingDifference!.lo > 0 || c.swingDifference!.hi < 0).length;
  if (changed.length) lines.push(`  ${w.t("cli.balance.card_changes", { score: game.score, a: A, b: B, marked: whole(w, marked), compared: whole(w, compared), fewest: whole(w, FEWEST_PLAYS), chance: whole(w, Math.round(compared / 20)) })}`);
  // Columns as wide as their longest entry (names at least 34), so each figure stays in its column.
  const names = changed.map((c) => nameOf(w, "card", c.card, c.name));
  const swings = changed.map((c) => d(c.swingDifference, 1, 2));
  const width = Math.max(34, ...names.map((n) => n.length));
  const swingWidth = Math.max(...swings.map((x) => x.length));
  changed.forEach((c, i) => lines.push(`    ${names[i]!.padEnd(width)} ${swings[i]!.padEnd(swingWidth)}   ${w.t("cli.balance.event_share", { value: d(c.eventDifference, 100) })}`));
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
