// The page's side of the Play worker.
import type { FromPlayWorker, ToPlayWorker } from "./protocol.js";

export class PlayClient {
  private worker = new Worker(new URL("./play-worker.ts", import.meta.url), { type: "module", name: "cardwright-play" });

  constructor(onMessage: (m: FromPlayWorker) => void) {
    this.worker.onmessage = (e: MessageEvent<FromPlayWorker>) => onMessage(e.data);
    this.worker.onerror = (e) => console.error("play worker:", e.message);
  }

  send(m: ToPlayWorker): void {
    this.worker.postMessage(m);
  }
}
