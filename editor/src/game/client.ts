// The page's side of the engine worker.
import type { FromWorker, ToWorker } from "./protocol.js";

export class EngineClient {
  private worker = new Worker(new URL("./worker.ts", import.meta.url), { type: "module", name: "cardwright-engine" });

  constructor(onMessage: (m: FromWorker) => void) {
    this.worker.onmessage = (e: MessageEvent<FromWorker>) => onMessage(e.data);
    this.worker.onerror = (e) => console.error("engine worker:", e.message);
  }

  send(m: ToWorker): void {
    this.worker.postMessage(m);
  }

  dispose(): void {
    this.worker.terminate();
  }
}
