// monaco-yaml 5.5 creates its worker with the options of Monaco ≤0.52 (`{ moduleId, label,
// createData }`); Monaco 0.54 wants `{ worker }` and the worker's handshake ("ignore", then the
// create data) done by the caller, as Monaco's own JSON language does. This adapter gives
// monaco-yaml a `monaco` whose `editor.createWebWorker` accepts both.
import type * as Monaco from "monaco-editor/esm/vs/editor/editor.api.js";

interface LegacyOptions {
  moduleId?: string;
  label?: string;
  createData?: unknown;
  host?: unknown;
  keepIdleModels?: boolean;
  worker?: Worker | Promise<Worker>;
}

export function withLegacyWorkers(monaco: typeof Monaco, getWorker: (label: string) => Worker): typeof Monaco {
  const createWebWorker = (opts: LegacyOptions) => {
    if (opts.worker) return monaco.editor.createWebWorker(opts as Monaco.editor.IInternalWebWorkerOptions);
    const worker = getWorker(opts.label ?? "monaco-editor-worker");
    worker.postMessage("ignore");
    worker.postMessage(opts.createData);
    return monaco.editor.createWebWorker({ worker, host: opts.host, keepIdleModels: opts.keepIdleModels ?? false });
  };
  return { ...monaco, editor: { ...monaco.editor, createWebWorker } } as typeof Monaco;
}
