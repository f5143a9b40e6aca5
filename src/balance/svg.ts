// Small SVG charts for self-contained reports (no script, no external file): grouped horizontal
// bars with 95% interval whiskers, paired histograms, and intervals around zero. Written by hand
// rather than with a charting library: three chart shapes in plain SVG strings are less than a
// library's setup, and the report must open offline with nothing but the file.
import type { Args } from "../i18n/format.js";
import { fixed, type Words } from "../i18n/words.js";
import { englishWords } from "./words.js";

export const COLOURS = ["#3b6fb6", "#d9822b"];

export function esc(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** The charts' words and numbers in the report's language (html.ts gives them; without, English). */
export interface ChartWords {
  lang: Words;
  /** A histogram bar's title: `{label}: {value} {unit} in {share} of games`. */
  share(args: Args): string;
  /** A share already written as a number: `{value}%`. */
  percent(value: string): string;
}

const ENGLISH_CHARTS: ChartWords = {
  get lang() {
    return englishWords();
  },
  share: (args) => englishWords().t("cli.balance.html.bar_share", args),
  percent: (value) => `${value}%`,
};

const fmtOf = (words: ChartWords) => (x: number, digits: number) => (Number.isFinite(x) ? fixed(words.lang, x, digits) : "–");

export interface BarValue {
  value: number;
  lo: number;
  hi: number;
}

/**
 * Rows of bars, one bar per series in each row, with interval whiskers. `scale` maps values to the
 * axis (shares: 0..1 shown as percent).
 */
export function barChart(rows: { label: string; values: (BarValue | null)[] }[], series: string[], opts: { percent?: boolean; min?: number; max?: number; title: string; words?: ChartWords }): string {
  const words = opts.words ?? ENGLISH_CHARTS;
  const fmt = fmtOf(words);
  const labelW = 170;
  const plotW = 420;
  const barH = 12;
  const rowH = barH * series.length + 10;
  const top = 34;
  const h = top + rows.length * rowH + 24;
  const all = rows.flatMap((r) => r.values.flatMap((v) => (v ? [v.lo, v.hi, v.value] : []))).filter(Number.isFinite);
  const min = opts.min ?? Math.min(0, ...all);
  const max = opts.max ?? Math.max(1e-9, ...all);
  const x = (v: number) => labelW + ((v - min) / (max - min || 1)) * plotW;
  const show = (v: number) => (opts.percent ? words.percent(fmt(100 * v, 1)) : fmt(v, 2));
  const parts: string[] = [];
  parts.push(`<text x="0" y="14" class="t">${esc(opts.title)}</text>`);
  series.forEach((s, i) => parts.push(`<rect x="${labelW + i * 160}" y="20" width="10" height="10" fill="${COLOURS[i % 2]}"/><text x="${labelW + 14 + i * 160}" y="29" class="s">${esc(s)}</text>`));
  rows.forEach((r, ri) => {
    const y0 = top + ri * rowH;
    parts.push(`<text x="${labelW - 6}" y="${y0 + rowH / 2 + 2}" text-anchor="end" class="s">${esc(r.label)}</text>`);
    r.values.forEach((v, si) => {
      if (!v || !Number.isFinite(v.value)) return;
      const y = y0 + 4 + si * barH;
      const a = x(Math.min(max, Math.max(min, 0)));
      const b = x(v.value);
      parts.push(`<rect x="${Math.min(a, b).toFixed(1)}" y="${y}" width="${Math.abs(b - a).toFixed(1)}" height="${barH - 2}" fill="${COLOURS[si % 2]}" opacity="0.85"><title>${esc(`${r.label}, ${series[si]}: ${show(v.value)} (${show(v.lo)}–${show(v.hi)})`)}</title></rect>`);
      parts.push(`<line x1="${x(v.lo).toFixed(1)}" x2="${x(v.hi).toFixed(1)}" y1="${y + (barH - 2) / 2}" y2="${y + (barH - 2) / 2}" stroke="#222" stroke-width="1.2"/>`);
      parts.push(`<text x="${(Math.max(x(v.hi), b) + 4).toFixed(1)}" y="${y + barH - 3}" class="v">${esc(show(v.value))}</text>`);
    });
  });
  const axisY = top + rows.length * rowH + 4;
  parts.push(`<line x1="${labelW}" x2="${labelW + plotW}" y1="${axisY}" y2="${axisY}" stroke="#999"/>`);
  for (const t of ticks(min, max)) parts.push(`<text x="${x(t).toFixed(1)}" y="${axisY + 14}" text-anchor="middle" class="v">${esc(show(t))}</text>`);
  return svg(labelW + plotW + 70, h, parts);
}

/** Two histograms of integer values side by side at each value (counts shown as shares of each series). */
export function histogramChart(series: { label: string; bins: { value: number; count: number }[] }[], opts: { title: string; unit: string; words?: ChartWords }): string {
  const words = opts.words ?? ENGLISH_CHARTS;
  const fmt = fmtOf(words);
  const values = series.flatMap((s) => s.bins.map((b) => b.value));
  if (!values.length) return "";
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const totals = series.map((s) => s.bins.reduce((a, b) => a + b.count, 0) || 1);
  const shares = series.map((s, i) => new Map(s.bins.map((b) => [b.value, b.count / totals[i]!])));
  const maxShare = Math.max(1e-9, ...shares.flatMap((m) => [...m.values()]));
  const w = 600;
  const h = 200;
  const left = 40;
  const top = 34;
  const plotH = h - top - 30;
  const slot = (w - left - 10) / (hi - lo + 1);
  const parts: string[] = [`<text x="0" y="14" class="t">${esc(opts.title)}</text>`];
  series.forEach((s, i) => parts.push(`<rect x="${left + i * 160}" y="20" width="10" height="10" fill="${COLOURS[i % 2]}"/><text x="${left + 14 + i * 160}" y="29" class="s">${esc(s.label)}</text>`));
  for (let v = lo; v <= hi; v++) {
    shares.forEach((m, i) => {
      const share = m.get(v) ?? 0;
      if (!share) return;
      const bh = (share / maxShare) * plotH;
      const bx = left + (v - lo) * slot + (i * slot) / series.length;
      parts.push(`<rect x="${bx.toFixed(1)}" y="${(top + plotH - bh).toFixed(1)}" width="${Math.max(0.5, slot / series.length - 0.5).toFixed(1)}" height="${bh.toFixed(1)}" fill="${COLOURS[i % 2]}"><title>${esc(words.share({ label: series[i]!.label, value: fmt(v, 0), unit: opts.unit, share: words.percent(fmt(100 * share, 1)) }))}</title></rect>`);
    });
  }
  parts.push(`<line x1="${left}" x2="${w - 10}" y1="${top + plotH}" y2="${top + plotH}" stroke="#999"/>`);
  for (const t of ticks(lo, hi)) if (Number.isInteger(t)) parts.push(`<text x="${(left + (t - lo + 0.5) * slot).toFixed(1)}" y="${top + plotH + 14}" text-anchor="middle" class="v">${fmt(t, 0)}</text>`);
  parts.push(`<text x="${w - 10}" y="${h - 2}" text-anchor="end" class="v">${esc(opts.unit)}</text>`);
  return svg(w, h, parts);
}

/** Intervals around zero, one row each (a difference between the two setups). */
export function differenceChart(rows: { label: string; d: BarValue }[], opts: { title: string; words?: ChartWords }): string {
  const fmt = fmtOf(opts.words ?? ENGLISH_CHARTS);
  if (!rows.length) return "";
  const labelW = 220;
  const plotW = 380;
  const rowH = 16;
  const top = 24;
  const h = top + rows.length * rowH + 24;
  const ext = Math.max(1e-9, ...rows.flatMap((r) => [Math.abs(r.d.lo), Math.abs(r.d.hi)]).filter(Number.isFinite));
  const x = (v: number) => labelW + ((v + ext) / (2 * ext)) * plotW;
  const parts: string[] = [`<text x="0" y="14" class="t">${esc(opts.title)}</text>`];
  parts.push(`<line x1="${x(0)}" x2="${x(0)}" y1="${top}" y2="${top + rows.length * rowH}" stroke="#999"/>`);
  rows.forEach((r, i) => {
    const y = top + i * rowH + rowH / 2;
    const clear = r.d.lo > 0 || r.d.hi < 0;
    parts.push(`<text x="${labelW - 6}" y="${y + 4}" text-anchor="end" class="s">${esc(r.label)}</text>`);
    parts.push(`<line x1="${x(r.d.lo).toFixed(1)}" x2="${x(r.d.hi).toFixed(1)}" y1="${y}" y2="${y}" stroke="${clear ? "#b22" : "#555"}" stroke-width="2"/>`);
    parts.push(`<circle cx="${x(r.d.value).toFixed(1)}" cy="${y}" r="3.5" fill="${clear ? "#b22" : "#555"}"><title>${esc(`${r.label}: ${fmt(r.d.value, 2)} (${fmt(r.d.lo, 2)}…${fmt(r.d.hi, 2)})`)}</title></circle>`);
  });
  const axisY = top + rows.length * rowH + 4;
  for (const t of [-ext, 0, ext]) parts.push(`<text x="${x(t).toFixed(1)}" y="${axisY + 12}" text-anchor="middle" class="v">${fmt(t, 1)}</text>`);
  return svg(labelW + plotW + 30, h, parts);
}

function ticks(min: number, max: number): number[] {
  const span = max - min || 1;
  const step = 10 ** Math.floor(Math.log10(span / 4));
  const nice = [1, 2, 5, 10].map((m) => m * step).find((s) => span / s <= 6) ?? step * 10;
  const out: number[] = [];
  for (let t = Math.ceil(min / nice) * nice; t <= max + 1e-9; t += nice) out.push(Math.round(t / nice) * nice);
  return out;
}

function svg(w: number, h: number, parts: string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">${parts.join("")}</svg>`;
}
