// How far a run is, in words: games done, rate and time left. The terminal's progress bar
// (src/cli/progress.ts) and the editor's Balance panel say it the same way, in the reader's
// language: the messages `run.progress` and `run.left` of the locale files, or, without a
// translator, the English of ENGLISH (tests/sim/summary-words.test.ts keeps it en.yaml's).
import { englishFrom, fixed, type Words } from "../i18n/words.js";

export interface Progress {
  done: number;
  total: number;
  /** Seconds since the start. */
  elapsed: number;
  decisions: number;
}

/** The English messages, as in the engine's src/locales/en.yaml (keys without `msg.`). */
export const ENGLISH: Record<string, string> = {
  "run.progress": "{done}/{total} games  {rate} games/s  {decisions} decisions/s",
  "run.left": "about {amount} {unit, select, h {h} min {min} other {s}} left",
};

const english = englishFrom(ENGLISH);

/** "512/1000 games  8.3 games/s  1,234 decisions/s  about 59 s left" (in `w`'s language). */
export function progressText(p: Progress, w: Words = english): string {
  const rate = p.elapsed > 0 ? p.done / p.elapsed : 0;
  const left = rate > 0 ? (p.total - p.done) / rate : NaN;
  const dps = p.elapsed > 0 ? Math.round(p.decisions / p.elapsed) : 0;
  const grouped = new Intl.NumberFormat(w.lang, { maximumFractionDigits: 0 }).format(dps);
  const done = String(p.done).padStart(String(p.total).length);
  const text = w.t("run.progress", { done, total: String(p.total), rate: fixed(w, rate, rate < 10 ? 2 : 1), decisions: grouped });
  if (!Number.isFinite(left)) return `${text}  `;
  const [amount, unit] = left >= 3600 ? [fixed(w, left / 3600, 1), "h"] : left >= 90 ? [String(Math.round(left / 60)), "min"] : [String(Math.round(left)), "s"];
  return `${text}  ${w.t("run.left", { amount, unit })}`;
}
