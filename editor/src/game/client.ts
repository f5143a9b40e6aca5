// The page's side of the engine worker.
import type { FromWorker, ToWorker } from "./protocol.js";
import { LaneReader } from "./quick-lane.js";

export class EngineClient {
  private worker = new Worker(new URL("./worker.ts", import.meta.url), { type: "module", name: "cardwright-engine" });
  /** Where the worker writes its quick answers to edits (a cross-origin isolated page only: quick-lane.ts). */
  readonly lane: LaneReader | null = globalThis.crossOriginIsolated ? new LaneReader() : null;

  constructor(onMessage: (m: FromWorker) => void) {
    this.worker.onmessage = (e: MessageEvent<FromWorker>) => onMessage(e.data);
    this.worker.onerror = (e) => console.error("engine worker:", e.message);
    if (this.lane) this.send({ t: "lane", buffer: this.lane.buffer });
  }

  send(m: ToWorker): void {
    this.worker.postMessage(m);
  }

  dispose(): void {
    this.worker.terminate();
  }
}
