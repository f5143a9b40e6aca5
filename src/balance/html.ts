// The balance report as one self-contained HTML page: the question (two setups, the bots, the
// games), then charts and tables with 95% intervals. No script and no external file: it opens
// offline and can be mailed or attached to an issue. Its words and numbers are in the reader's
// language (words.ts).
import type { Interval, Mean, Proportion } from "../sim/stats.js";
import type { Args } from "../i18n/format.js";
import { balanceTitleOf, describeSetup } from "./setup-spec.js";
import { FEWEST_PLAYS, type BalanceReport, type CardStats } from "./report.js";
import { barChart, differenceChart, esc, histogramChart } from "./svg.js";
import { verdictText } from "./verdict.js";
import { fixed, gameWords, nameOf, signedFixed, whole, type Words } from "../i18n/words.js";
import { englishWords } from "./words.js";

/** The numbers of the report's cells, in `w`'s language (HTML: the intervals in <small>). */
function cellsOf(w: Words) {
  const pct = (p: Proportion) => (p.n ? `${w.t("cli.balance.percent", { value: fixed(w, 100 * p.value, 1) })} <small>(${fixed(w, 100 * p.lo, 1)}–${fixed(w, 100 * p.hi, 1)})</small>` : "–");
  const num = (m: Mean | null, d = 2) => (m && m.n ? `${fixed(w, m.value, d)} ${Number.isFinite(m.lo) ? `<small>(${fixed(w, m.lo, d)}…${fixed(w, m.hi, d)})</small>` : ""}` : "–");
  const diff = (i: Interval | null, scale = 1, d = 1) => {
    if (!i || !Number.isFinite(i.value)) return "–";
    if (!Number.isFinite(i.lo)) return signedFixed(w, scale * i.value, d);
    const clear = i.lo > 0 || i.hi < 0;
    const s = `${signedFixed(w, scale * i.value, d)} <small>(${fixed(w, scale * i.lo, d)}…${fixed(w, scale * i.hi, d)})</small>`;
    return clear ? `<b>${s}</b>` : s;
  };
  return { pct, num, diff };
}

/** The report's styles: the HTML file's, and the editor's Balance panel's (inside its shadow root). */
export const REPORT_CSS = `body { font: 14px/1.45 system-ui, sans-serif; margin: 2em auto; max-width: 1100px; color: #222; padding: 0 1em; }
h1 { font-size: 22px; } h2 { font-size: 17px; margin-top: 1.8em; border-bottom: 1px solid #ddd; }
table { border-collapse: collapse; margin: .6em 0; } td, th { border: 1px solid #ddd; padding: 2px 6px; text-align: right; }
td:first-child, th:first-child { text-align: left; } small { color: #777; } td.none { color: #999; text-align: center; }
table.cards { font-size: 12px; } svg { display: block; margin: .5em 0; }
p.verdict { font-size: 15px; padding: .4em .7em; background: #f3f6fa; border-left: 4px solid #4a6fa5; }
svg .t { font-size: 13px; font-weight: 600; } svg .s { font-size: 11px; } svg .v { font-size: 10px; fill: #555; }`;

/** The report as an HTML file, in `w`'s language (English by default). */
export function balanceHtml(r: BalanceReport, w: Words = englishWords(r)): string {
  return `<!doctype html>
<html lang="${esc(w.lang)}"><head><meta charset="utf-8"><title>${esc(balanceTitleOf(r, w))}</title>
<style>
${REPORT_CSS}
</style></head><body>
${balanceBody(r, w)}
</body></html>
`;
}

/** The report's sections (title, charts, tables) as HTML: the file's body, and what the Balance panel shows as games finish. */
export function balanceBody(r: BalanceReport, w: Words = englishWords(r)): string {
  const { pct, num, diff } = cellsOf(w);
  const t = (key: string, args?: Args) => esc(w.t(key, args));
  const A = r.a.label;
  const B = r.b.label;
  // A report of one setup (the editor's Balance panel, with nothing to compare) shows its own column only.
  const one = r.single === true;
  const two = String(!one);
  const series = one ? [A] : [A, B];
  const pair = <T>(a: T, b: T): T[] => (one ? [a] : [a, b]);
  const heads = (first: string, difference: string) => `<tr><th>${first}</th><th>${esc(A)}</th>${one ? "" : `<th>${esc(B)}</th><th>${difference}</th>`}</tr>`;
  const cells = (a: string, b: string, d: string) => `<td>${a}</td>${one ? "" : `<td>${b}</td><td>${d}</td>`}`;
  // (The means' figures are HTML: the words around them are escaped one by one.)
  const means = (what: string, a: Mean | null, b: Mean | null, d: Interval | null) => w.t("cli.balance.html.means", { two, what, a: esc(A), av: num(a), b: esc(B), bv: num(b), d: diff(d, 1, 2) });
  const bots = Object.entries(r.bots).map(([side, spec]) => `${side}: ${spec}`).join(", ");
  const sections: string[] = [];
  sections.push(`<h1>${esc(balanceTitleOf(r, w))}</h1>
<p><b>${esc(A)}</b> = ${esc(describeSetup(r.a.setup))}${one ? "" : ` &nbsp;${t("cli.balance.html.vs")}&nbsp; <b>${esc(B)}</b> = ${esc(describeSetup(r.b.setup))}`}.<br>
${t("cli.balance.html.games", { two, a: whole(w, r.a.summary.games), b: whole(w, r.b.summary.games), game: r.game, seed: whole(w, r.seed), bots, swap: String(r.swap) })}
${t("cli.balance.html.intervals", { two })}</p>`);
  // The answer in words before the evidence (the terminal summary's verdict line, the same words).
  const verdict = verdictText(r, w);
  if (verdict) sections.push(`<p class="verdict" data-verdict><b>${t("cli.balance.verdict.label")}</b> ${esc(verdict)}</p>`);
  const wins = (side: string) => w.t("cli.balance.wins", { side });
  const game = gameWords(r, w);
  const barWords = { lang: w, share: (args: Args) => w.t("cli.balance.html.bar_share", args), percent: (value: string) => w.t("cli.balance.percent", { value }) };
  sections.push(`<h2>${t("cli.balance.html.who_wins")}</h2>${barChart(r.sides.map((s) => ({ label: wins(s.side), values: pair(s.a, s.b) })), series, { percent: true, min: 0, max: 1, title: w.t("cli.balance.html.win_rate"), words: barWords })}
<table>${heads(t("cli.balance.html.side"), t("cli.balance.html.difference_points"))}
${r.sides.map((s) => `<tr><td>${esc(nameOf(w, "side", s.side, r.sideNames[s.side] ?? s.side))}</td>${cells(pct(s.a), pct(s.b), diff(s.difference, 100))}</tr>`).join("\n")}</table>`);
  sections.push(`<h2>${t("cli.balance.html.endings")}</h2>${barChart(r.endings.map((e) => ({ label: game.reason(e.reason), values: pair(e.a, e.b) })), series, { percent: true, min: 0, title: w.t("cli.balance.html.ending_share"), words: barWords })}
<table>${heads(t("cli.balance.html.ending"), t("cli.balance.html.difference_points"))}
${r.endings.map((e) => `<tr><td>${esc(game.reason(e.reason))}</td>${cells(pct(e.a), pct(e.b), diff(e.difference, 100))}</tr>`).join("\n")}</table>`);
  sections.push(`<h2>${t("cli.balance.html.final", { score: game.score })}</h2><p>${means(t("cli.balance.html.mean"), r.score.a, r.score.b, r.score.difference)}</p>
${histogramChart(pair({ label: A, bins: r.a.summary.scoreHistogram }, { label: B, bins: r.b.summary.scoreHistogram }), { title: w.t("cli.balance.html.final_share", { score: game.score }), unit: game.score, words: barWords })}`);
  sections.push(`<h2>${t("cli.balance.html.length")}</h2><p>${means(t("cli.balance.html.mean_of", { progress: game.progress }), r.length.a, r.length.b, r.length.difference)}</p>
${histogramChart(pair({ label: A, bins: r.a.lengthHistogram }, { label: B, bins: r.b.lengthHistogram }), { title: w.t("cli.balance.html.length_share", { progress: game.progress }), unit: game.progress, words: barWords })}`);
  const both = r.cards.filter((c) => c.a && c.b && c.swingDifference && Number.isFinite(c.swingDifference.lo));
  const chart = one ? "" : differenceChart(both.slice(0, 20).map((c) => ({ label: nameOf(w, "card", c.card, c.name), d: c.swingDifference! })), { title: w.t("cli.balance.html.swing_chart", { score: game.score, a: A, b: B }), words: barWords });
  const cell = (c: CardStats | null) => (c ? `<td>${c.plays}</td><td>${pct(c.event)}</td><td>${num(c.swing)}</td><td>${num(c.swingEvent)}</td><td>${num(c.swingOther)}</td>` : `<td colspan="5" class="none">${t("cli.balance.html.never_played")}</td>`);
  const cardHeads = ["cli.balance.html.plays", "cli.balance.html.for_event", "cli.balance.html.swing", "cli.balance.html.swing_event", "cli.balance.html.swing_other"].map((k) => `<th>${t(k)}</th>`).join("");
  sections.push(`<h2>${t("cli.balance.html.cards")}</h2><p>${t("cli.balance.html.cards_about", { score: game.score })} ${one ? t("cli.balance.html.cards_order", { two }) : `${t("cli.balance.html.cards_order", { two })} ${esc(chanceNote(r, w))}`}</p>
${chart}
<table class="cards">${one ? `<tr><th>${t("cli.balance.html.card")}</th>${cardHeads}</tr>` : `<tr><th rowspan="2">${t("cli.balance.html.card")}</th><th colspan="5">${esc(A)}</th><th colspan="5">${esc(B)}</th><th rowspan="2">${t("cli.balance.html.event_share_difference")}</th><th rowspan="2">${t("cli.balance.html.swing_difference")}</th></tr>
<tr>${cardHeads.repeat(2)}</tr>`}
${r.cards.map((c) => `<tr><td>${esc(nameOf(w, "card", c.card, c.name))}</td>${cell(c.a)}${one ? "" : `${cell(c.b)}<td>${diff(c.eventDifference, 100)}</td><td>${diff(c.swingDifference, 1, 2)}</td>`}</tr>`).join("\n")}</table>`);
  return sections.join("\n");
}

/** Many cards are compared at once: about one in twenty has an interval that excludes zero by chance alone. */
function chanceNote(r: BalanceReport, w: Words): string {
  const both = r.cards.filter((c) => c.a && c.b && c.swingDifference && Number.isFinite(c.swingDifference.lo));
  const marked = both.filter((c) => c.swingDifference!.lo > 0 || c.swingDifference!.hi < 0).length;
  return w.t("cli.balance.html.chance", { marked: whole(w, marked), compared: whole(w, both.length), fewest: whole(w, FEWEST_PLAYS), chance: whole(w, Math.round(both.length / 20)) });
}
