// The balance report as one self-contained HTML page: the question (two setups, the bots, the
// games), then charts and tables with 95% intervals. No script and no external file: it opens
// offline and can be mailed or attached to an issue.
import type { Interval, Mean, Proportion } from "../sim/stats.js";
import { describeSetup } from "./setup-spec.js";
import { FEWEST_PLAYS, type BalanceReport, type CardStats } from "./report.js";
import { barChart, differenceChart, esc, histogramChart } from "./svg.js";
import { balanceVerdict } from "./verdict.js";

const pct = (p: Proportion) => (p.n ? `${(100 * p.value).toFixed(1)}% <small>(${(100 * p.lo).toFixed(1)}–${(100 * p.hi).toFixed(1)})</small>` : "–");
const num = (m: Mean | null, d = 2) => (m && m.n ? `${m.value.toFixed(d)} ${Number.isFinite(m.lo) ? `<small>(${m.lo.toFixed(d)}…${m.hi.toFixed(d)})</small>` : ""}` : "–");
const diff = (i: Interval | null, scale = 1, d = 1) => {
  if (!i || !Number.isFinite(i.value)) return "–";
  if (!Number.isFinite(i.lo)) return `${i.value >= 0 ? "+" : ""}${(scale * i.value).toFixed(d)}`;
  const clear = i.lo > 0 || i.hi < 0;
  const s = `${i.value >= 0 ? "+" : ""}${(scale * i.value).toFixed(d)} <small>(${(scale * i.lo).toFixed(d)}…${(scale * i.hi).toFixed(d)})</small>`;
  return clear ? `<b>${s}</b>` : s;
};

/** The report's styles: the HTML file's, and the editor's Balance panel's (inside its shadow root). */
export const REPORT_CSS = `body { font: 14px/1.45 system-ui, sans-serif; margin: 2em auto; max-width: 1100px; color: #222; padding: 0 1em; }
h1 { font-size: 22px; } h2 { font-size: 17px; margin-top: 1.8em; border-bottom: 1px solid #ddd; }
table { border-collapse: collapse; margin: .6em 0; } td, th { border: 1px solid #ddd; padding: 2px 6px; text-align: right; }
td:first-child, th:first-child { text-align: left; } small { color: #777; } td.none { color: #999; text-align: center; }
table.cards { font-size: 12px; } svg { display: block; margin: .5em 0; }
p.verdict { font-size: 15px; padding: .4em .7em; background: #f3f6fa; border-left: 4px solid #4a6fa5; }
svg .t { font-size: 13px; font-weight: 600; } svg .s { font-size: 11px; } svg .v { font-size: 10px; fill: #555; }`;

export function balanceHtml(r: BalanceReport): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(r.title)}</title>
<style>
${REPORT_CSS}
</style></head><body>
${balanceBody(r)}
</body></html>
`;
}

/** The report's sections (title, charts, tables) as HTML: the file's body, and what the Balance panel shows as games finish. */
export function balanceBody(r: BalanceReport): string {
  const A = r.a.label;
  const B = r.b.label;
  // A report of one setup (the editor's Balance panel, with nothing to compare) shows its own column only.
  const one = r.single === true;
  const series = one ? [A] : [A, B];
  const pair = <T>(a: T, b: T): T[] => (one ? [a] : [a, b]);
  const heads = (first: string, difference: string) => `<tr><th>${first}</th><th>${esc(A)}</th>${one ? "" : `<th>${esc(B)}</th><th>${difference}</th>`}</tr>`;
  const cells = (a: string, b: string, d: string) => `<td>${a}</td>${one ? "" : `<td>${b}</td><td>${d}</td>`}`;
  const means = (what: string, a: Mean | null, b: Mean | null, d: Interval | null) => (one ? `${what}: ${num(a)}.` : `${what}: ${esc(A)} ${num(a)}, ${esc(B)} ${num(b)}; difference ${diff(d, 1, 2)}.`);
  const bots = Object.entries(r.bots).map(([side, spec]) => `${side}: ${spec}`).join(", ");
  const sections: string[] = [];
  sections.push(`<h1>${esc(r.title)}</h1>
<p><b>${esc(A)}</b> = ${esc(describeSetup(r.a.setup))}${one ? "" : ` &nbsp;vs&nbsp; <b>${esc(B)}</b> = ${esc(describeSetup(r.b.setup))}`}.<br>
${one ? r.a.summary.games : `${r.a.summary.games} and ${r.b.summary.games}`} games of ${esc(r.game)}, ${one ? "seeds" : "the same seeds"} from ${r.seed}, bots ${esc(bots)}${r.swap ? ", turned round the sides from game to game" : ""}.
Brackets and whiskers are 95% intervals${one ? "" : "; a difference in bold excludes zero"}.</p>`);
  // The answer in words before the evidence (the terminal summary's verdict line, the same words).
  const verdict = balanceVerdict(r);
  if (verdict) sections.push(`<p class="verdict" data-verdict><b>Verdict:</b>${esc(verdict.slice("Verdict:".length))}</p>`);
  sections.push(`<h2>Who wins</h2>${barChart(r.sides.map((s) => ({ label: `${s.side} wins`, values: pair(s.a, s.b) })), series, { percent: true, min: 0, max: 1, title: "Win rate per side" })}
<table>${heads("side", "difference (points)")}
${r.sides.map((s) => `<tr><td>${esc(s.side)}</td>${cells(pct(s.a), pct(s.b), diff(s.difference, 100))}</tr>`).join("\n")}</table>`);
  sections.push(`<h2>How games end</h2>${barChart(r.endings.map((e) => ({ label: e.reason, values: pair(e.a, e.b) })), series, { percent: true, min: 0, title: "Share of games by ending" })}
<table>${heads("ending", "difference (points)")}
${r.endings.map((e) => `<tr><td>${esc(e.reason)}</td>${cells(pct(e.a), pct(e.b), diff(e.difference, 100))}</tr>`).join("\n")}</table>`);
  sections.push(`<h2>Final ${esc(r.scoreName)}</h2><p>${means("Mean", r.score.a, r.score.b, r.score.difference)}</p>
${histogramChart(pair({ label: A, bins: r.a.summary.scoreHistogram }, { label: B, bins: r.b.summary.scoreHistogram }), { title: `Final ${r.scoreName}: share of games`, unit: r.scoreName })}`);
  sections.push(`<h2>Game length</h2><p>${means(`Mean ${esc(r.progressName)}`, r.length.a, r.length.b, r.length.difference)}</p>
${histogramChart(pair({ label: A, bins: r.a.lengthHistogram }, { label: B, bins: r.b.lengthHistogram }), { title: `Length: share of games by ${r.progressName} reached`, unit: r.progressName })}`);
  const both = r.cards.filter((c) => c.a && c.b && c.swingDifference && Number.isFinite(c.swingDifference.lo));
  const chart = one ? "" : differenceChart(both.slice(0, 20).map((c) => ({ label: c.name, d: c.swingDifference! })), { title: `${r.scoreName} swing after a card's play, ${A} minus ${B} (the 20 surest changes)` });
  const cell = (c: CardStats | null) => (c ? `<td>${c.plays}</td><td>${pct(c.event)}</td><td>${num(c.swing)}</td><td>${num(c.swingEvent)}</td><td>${num(c.swingOther)}</td>` : `<td colspan="5" class="none">never played</td>`);
  const cardHeads = "<th>plays</th><th>for event</th><th>swing</th><th>swing, event</th><th>swing, otherwise</th>";
  sections.push(`<h2>Cards</h2><p>For each card: how often it was played, the share of its plays that were for its event, and its player's ${esc(r.scoreName)} swing from just before the play to just before the fourth play after it (two action rounds), in all its plays, for its event and otherwise. ${one ? "Most played first." : `Cards played in one setup only come first, then the changes of swing by how sure they are. ${esc(chanceNote(r))}`}</p>
${chart}
<table class="cards">${one ? `<tr><th>card</th>${cardHeads}</tr>` : `<tr><th rowspan="2">card</th><th colspan="5">${esc(A)}</th><th colspan="5">${esc(B)}</th><th rowspan="2">event share difference (points)</th><th rowspan="2">swing difference</th></tr>
<tr>${cardHeads.repeat(2)}</tr>`}
${r.cards.map((c) => `<tr><td>${esc(c.name)}</td>${cell(c.a)}${one ? "" : `${cell(c.b)}<td>${diff(c.eventDifference, 100)}</td><td>${diff(c.swingDifference, 1, 2)}</td>`}</tr>`).join("\n")}</table>`);
  return sections.join("\n");
}

/** Many cards are compared at once: about one in twenty has an interval that excludes zero by chance alone. */
function chanceNote(r: BalanceReport): string {
  const both = r.cards.filter((c) => c.a && c.b && c.swingDifference && Number.isFinite(c.swingDifference.lo));
  const marked = both.filter((c) => c.swingDifference!.lo > 0 || c.swingDifference!.hi < 0).length;
  return `${marked} of the ${both.length} cards played ${FEWEST_PLAYS} times or more in both setups have a change of swing whose interval excludes zero; with no real change about ${Math.round(both.length / 20)} would, by chance alone.`;
}
