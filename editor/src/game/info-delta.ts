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

  /** The parts of `parts` that differ from the last sent, remembered as sent (empty: nothing to send). */
  changed(parts: InfoParts): InfoParts {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(parts)) {
      if (v === undefined) continue;
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
  }
}
