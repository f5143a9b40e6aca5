// A progress bar with rate and time left, drawn on one line of a terminal. Nothing at all is
// written when the stream is not a terminal (a file, a pipe, a CI log).
import type { Progress } from "../sim/batch.js";

export interface ProgressStream {
  isTTY?: boolean;
  write(s: string): unknown;
}

/** A progress callback drawing on `stream`, and `done` to end its line; null when the stream is no terminal. */
export function progressBar(stream: ProgressStream, label = "games"): { update: (p: Progress) => void; done: () => void } | null {
  if (!stream.isTTY) return null;
  let last = 0;
  let drawn = false;
  return {
    update(p) {
      const now = performance.now();
      if (p.done < p.total && now - last < 200) return;
      last = now;
      drawn = true;
      stream.write(`\r${progressLine(p, label)}\x1b[K`);
    },
    done() {
      if (drawn) stream.write("\n");
    },
  };
}

/** "[#####.....]  512/1000 games  8.3 games/s  1,234 decisions/s  about 59 s left" */
export function progressLine(p: Progress, label = "games"): string {
  const width = 24;
  const filled = p.total ? Math.round((p.done / p.total) * width) : 0;
  const rate = p.elapsed > 0 ? p.done / p.elapsed : 0;
  const left = rate > 0 ? (p.total - p.done) / rate : NaN;
  const time = !Number.isFinite(left) ? "" : left >= 3600 ? `about ${(left / 3600).toFixed(1)} h left` : left >= 90 ? `about ${Math.round(left / 60)} min left` : `about ${Math.round(left)} s left`;
  const dps = p.elapsed > 0 ? Math.round(p.decisions / p.elapsed).toLocaleString("en") : "0";
  return `[${"#".repeat(filled)}${".".repeat(width - filled)}] ${String(p.done).padStart(String(p.total).length)}/${p.total} ${label}  ${rate.toFixed(rate < 10 ? 2 : 1)} ${label}/s  ${dps} decisions/s  ${time}`;
}
