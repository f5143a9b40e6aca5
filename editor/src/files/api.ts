// The dev server's file API (editor/server/files-plugin.ts).
export interface FileEntry {
  path: string;
  text: string;
}

let prefetched: Promise<FileEntry[]> | null = null;

/** Starts reading the content now (the page's entry point does, before the app has loaded). */
export function prefetchFiles(): void {
  prefetched ??= load();
  // A failure is reported when the app asks for the files.
  prefetched.catch(() => undefined);
}

/** Every content file: the prefetched answer the first time, a fresh one after. */
export function fetchFiles(): Promise<FileEntry[]> {
  const p = prefetched ?? load();
  prefetched = null;
  return p;
}

async function load(): Promise<FileEntry[]> {
  // index.html starts the request before any script loads; later calls ask again.
  const early = (window as { cwFiles?: Promise<Response> }).cwFiles;
  delete (window as { cwFiles?: Promise<Response> }).cwFiles;
  // The early request is plain; if the server wants more of a request than that, ask again here.
  const first = early ? await early.catch(() => null) : null;
  const res = first?.ok ? first : await fetch("/api/files", { cache: "no-store" });
  if (!res.ok) throw new Error(`cannot list the content files: HTTP ${res.status}`);
  return ((await res.json()) as { files: FileEntry[] }).files;
}

export async function saveFile(path: string, text: string): Promise<void> {
  const res = await fetch(`/api/file?path=${encodeURIComponent(path)}`, { method: "PUT", body: text, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { error?: string };
    throw new Error(body.error ?? `HTTP ${res.status}`);
  }
}
