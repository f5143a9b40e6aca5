// What the page knows of the content besides its diagnostics (names, cards, board, overlays,
// vocabulary, schemas: some 300 kB) changes with few edits; a card's event typed key by key
// changes none of it. The worker sends each part only when it differs from what it last sent, so a
// keystroke costs the page no copy of them, no new completion words, no new YAML schemas. The page
// keeps the last of each part it got: what it holds is always what a full build would send.
import type { InfoMessage } from "./protocol.js";

export type InfoParts = Omit<InfoMessage, "t" | "version">;

export class InfoDelta {
  /** Each part as last sent (its JSON). */
  private sent = new Map<string, string>();
  /** Each part as last given: the same object again (a part kept by the worker) is the same part, its JSON not written again. */
  private given = new Map<string, unknown>();

  /** The parts of `parts` that differ from the last sent, remembered as sent (empty: nothing to send). Parts are never changed once given. */
  changed(parts: InfoParts): InfoParts {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(parts)) {
      if (v === undefined || this.given.get(k) === v) continue;
      this.given.set(k, v);
      const json = JSON.stringify(v);
      if (this.sent.get(k) === json) continue;
      this.sent.set(k, json);
      out[k] = v;
    }
    return out as InfoParts;
  }

  /** Forgets what was sent (another game chosen: the page gets every part again). */
  reset(): void {
    this.sent.clear();
    this.given.clear();
  }
}
