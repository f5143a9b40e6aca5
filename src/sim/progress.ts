// How far a run is, in words: games done, rate and time left. The terminal's progress bar
// (src/cli/progress.ts) and the editor's Balance panel say it the same way.

export interface Progress {
  done: number;
  total: number;
  /** Seconds since the start. */
  elapsed: number;
  decisions: number;
}

/** "512/1000 games  8.3 games/s  1,234 decisions/s  about 59 s left" */
export function progressText(p: Progress, label = "games"): string {
  const rate = p.elapsed > 0 ? p.done / p.elapsed : 0;
  const left = rate > 0 ? (p.total - p.done) / rate : NaN;
  const time = !Number.isFinite(left) ? "" : left >= 3600 ? `about ${(left / 3600).toFixed(1)} h left` : left >= 90 ? `about ${Math.round(left / 60)} min left` : `about ${Math.round(left)} s left`;
  const dps = p.elapsed > 0 ? Math.round(p.decisions / p.elapsed).toLocaleString("en") : "0";
  return `${String(p.done).padStart(String(p.total).length)}/${p.total} ${label}  ${rate.toFixed(rate < 10 ? 2 : 1)} ${label}/s  ${dps} decisions/s  ${time}`;
}
