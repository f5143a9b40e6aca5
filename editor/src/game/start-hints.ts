// Hint CW505 in the editor: a card an overlay adds that a scenario's setup starts out of the game
// (src/content/cards-out-at-start.ts, what `cardwright validate` reports). Finding it compiles a
// game and runs its start for each overlay that adds cards and each scenario (6–25 ms each in this
// worker, 2026-12-04), too much for every key: the engine worker runs those checks only once the
// typing has paused (IDLE_MS after the last build), one check per task so that a key typed
// meanwhile waits for one check at most, and gives up the run when another build comes first.
// Until a run finishes, a build shows the hints last found, placed again at their card in the files
// as they are now (the card's line moves with an edit above it; a card or overlay gone takes its
// hint with it). Content whose overlays add no card (the shipped games) has no checks: nothing is
// scheduled. What it costs: editor/bench/start-hints.ts.
import { startChecks } from "../../../src/content/cards-out-at-start.js";
import { newReuse, sameTexts } from "../../../src/content/load.js";
import type { RawGame } from "../../../src/content/raw.js";
import { rangeAt, type SourceFile } from "../../../src/content/yaml-source.js";
import type { Diagnostic } from "../../../src/diagnostics/diagnostic.js";

/** How long the typing must pause before the checks run (a key every 100–200 ms is typing). */
export const IDLE_MS = 300;

export class StartHints {
  /** The hints last found (paths relative to the content folder) and the files' texts they were found in. */
  private found: Diagnostic[] = [];
  private foundIn: string[] | null = null;
  /** The run under way or waiting (its timer), given up when `current` says a newer build came. */
  private timer: ReturnType<typeof setTimeout> | null = null;
  private runId = 0;
  /** The code checks of earlier runs (the builds' own memory is left alone: it keeps a few vocabularies). */
  private memory = newReuse();

  /** Forgets everything (another game). */
  reset(): void {
    this.cancel();
    this.found = [];
    this.foundIn = null;
    this.memory = newReuse();
  }

  /** The hints to show with a build that compiled: the last ones found, at their card's place in `raw`. */
  placed(raw: RawGame): Diagnostic[] {
    const out: Diagnostic[] = [];
    for (const d of this.found) {
      const args = d.args as { card: string; overlay: string };
      const o = raw.overlays.find((x) => x.data.id === args.overlay && x.source.path === d.file);
      const i = o?.data.cards?.add?.findIndex((c) => c.id === args.card) ?? -1;
      if (!o || i < 0) continue;
      out.push({ ...d, ...rangeAt(o.source, [...o.at, "cards", "add", i, "id"]) });
    }
    return out;
  }

  /**
   * After a build that compiled: when the files changed since the hints were found, runs the checks
   * once the typing pauses and calls `done` with the new hints when they differ from those placed.
   * `current` says whether no newer build came meanwhile.
   */
  schedule(raw: RawGame, sources: Map<string, SourceFile>, current: () => boolean, done: (hints: Diagnostic[]) => void): void {
    this.cancel();
    const texts = [...sources].flatMap(([path, s]) => [path, s.text]);
    if (this.foundIn && sameTexts(this.foundIn, texts)) return;
    const checks = startChecks(raw);
    if (!checks) {
      // Nothing to look at: no hint, and nothing to run.
      const had = this.found.length > 0;
      this.found = [];
      this.foundIn = texts;
      if (had) done([]);
      return;
    }
    const before = JSON.stringify(this.placed(raw));
    const id = ++this.runId;
    const hints: Diagnostic[] = [];
    let next = 0;
    const step = () => {
      this.timer = null;
      if (id !== this.runId || !current()) return;
      hints.push(...checks[next++]!.run(this.memory));
      if (next < checks.length) {
        // The next check in a task of its own: an edit that arrived meanwhile is handled first.
        this.timer = setTimeout(step, 0);
        return;
      }
      this.found = hints;
      this.foundIn = texts;
      if (JSON.stringify(this.placed(raw)) !== before) done(this.placed(raw));
    };
    this.timer = setTimeout(step, IDLE_MS);
  }

  private cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.runId++;
  }
}
