// A progress bar with rate and time left, drawn on one line of a terminal. Nothing at all is
// written when the stream is not a terminal (a file, a pipe, a CI log).
import type { Words } from "../i18n/words.js";
import { progressText, type Progress } from "../sim/progress.js";

export interface ProgressStream {
  isTTY?: boolean;
  write(s: string): unknown;
}

/** A progress callback drawing on `stream`, and `done` to end its line; null when the stream is no terminal. */
export function progressBar(stream: ProgressStream, words?: Words): { update: (p: Progress) => void; done: () => void } | null {
  if (!stream.isTTY) return null;
  let last = 0;
  let drawn = false;
  return {
    update(p) {
      const now = performance.now();
      if (p.done < p.total && now - last < 200) return;
      last = now;
      drawn = true;
      stream.write(`\r${progressLine(p, words)}\x1b[K`);
    },
    done() {
      if (drawn) stream.write("\n");
    },
  };
}

/** "[#####.....]  512/1000 games  8.3 games/s  1,234 decisions/s  about 59 s left" (in `words`' language; default English) */
export function progressLine(p: Progress, words?: Words): string {
  const width = 24;
  const filled = p.total ? Math.round((p.done / p.total) * width) : 0;
  return `[${"#".repeat(filled)}${".".repeat(width - filled)}] ${progressText(p, words)}`;
}
