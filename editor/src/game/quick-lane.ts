// The quick check's answer, from the engine worker to the page through shared memory. A worker's
// message reaches the page only after the frame that draws the key (Chromium runs the rendering
// first after an input), so a diagnostic sent 1–2 ms after the key still showed one frame later.
// Written here, it is read by the page at the end of the key's own task (a microtask) and shown in
// the key's frame. Needs a cross-origin isolated page (the editor's server sends the headers,
// editor/vite.config.ts); without it the page has no lane and the message alone answers.
//
// Layout: three 32-bit slots (the answered edit's sequence number, the length, the edit the worker
// is checking now), then the message as UTF-8 JSON. The writer marks the slot empty before writing
// and sets the number last; the reader checks the number again after copying, so it never takes a
// half-written message. The third slot lets the page wait longer for an answer that is on its way
// (the worker has the edit: about 1 ms of work) than for one the worker has not started (it is
// busy with an earlier build, and may not answer for tens of ms).
import type { BuildMessage } from "./protocol.js";

const HEADER = 12;
/** Room for the diagnostics of any game we know (a longer message goes by postMessage alone). */
export const LANE_BYTES = 4 << 20;

export class LaneWriter {
  private readonly slots: Int32Array;
  private readonly bytes: Uint8Array;
  private readonly encoder = new TextEncoder();

  constructor(buffer: SharedArrayBuffer) {
    this.slots = new Int32Array(buffer, 0, 3);
    this.bytes = new Uint8Array(buffer, HEADER);
  }

  /** Says the worker has edit `seq` and is checking it: its answer (or none()) follows within ~1–5 ms. */
  started(seq: number): void {
    Atomics.store(this.slots, 2, seq);
  }

  /** Says there is no quick answer to edit `seq` (the full build answers): the page stops waiting. */
  none(seq: number): void {
    Atomics.store(this.slots, 1, 0);
    Atomics.store(this.slots, 0, seq);
  }

  /** Writes the answer to edit `seq`; false when it does not fit (then none() is written). */
  write(seq: number, m: BuildMessage): boolean {
    Atomics.store(this.slots, 0, 0);
    // Encoded apart, then copied: Chromium's encoder does not write into shared memory.
    const encoded = this.encoder.encode(JSON.stringify(m));
    if (encoded.length > this.bytes.length) {
      this.none(seq);
      return false;
    }
    this.bytes.set(encoded);
    Atomics.store(this.slots, 1, encoded.length);
    Atomics.store(this.slots, 0, seq);
    return true;
  }
}

export class LaneReader {
  readonly buffer = new SharedArrayBuffer(HEADER + LANE_BYTES);
  private readonly slots = new Int32Array(this.buffer, 0, 3);
  private readonly bytes = new Uint8Array(this.buffer, HEADER);
  private readonly decoder = new TextDecoder();

  /**
   * The answer to edit `seq` (> 0): the message, "none" when the worker has none (the full build
   * answers), null when it has not answered yet.
   */
  read(seq: number): BuildMessage | "none" | null {
    if (Atomics.load(this.slots, 0) !== seq) return null;
    const length = Atomics.load(this.slots, 1);
    if (length === 0) return "none";
    // A copy in memory of its own (the decoder does not read shared memory).
    const copy = this.bytes.slice(0, length);
    if (Atomics.load(this.slots, 0) !== seq) return null;
    return JSON.parse(this.decoder.decode(copy)) as BuildMessage;
  }

  /** Whether the worker has taken edit `seq` (or a later one) and is checking it. */
  started(seq: number): boolean {
    return Atomics.load(this.slots, 2) >= seq;
  }

  /**
   * Waits at most `ms` for the answer to edit `seq` — at most `whileStarted` once the worker says
   * it is checking that edit (started()). The page's thread may not block on shared memory
   * (Atomics.wait), so it looks again and again: the worker answers 1–3 ms after the key when it
   * is idle, and says "none" at once when it has no quick answer.
   */
  await(seq: number, ms: number, whileStarted = ms): BuildMessage | "none" | null {
    const t0 = performance.now();
    for (;;) {
      const m = this.read(seq);
      if (m !== null) return m;
      const spent = performance.now() - t0;
      if (spent >= (this.started(seq) ? Math.max(ms, whileStarted) : ms)) return null;
    }
  }
}
