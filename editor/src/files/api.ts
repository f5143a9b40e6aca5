// The dev server's file API (editor/server/files-plugin.ts). Every request carries the token the
// server put into this page; a save says which version of the file it edited, and a file changed
// on disk since is a ConflictError with the file as it is now.
export interface FileEntry {
  path: string;
  text: string;
  /** Version of the text on disk (a hash); null for a file that is not on disk yet. */
  version: string | null;
}

/** The save was refused because the file on disk is no longer the one edited. */
export class ConflictError extends Error {
  constructor(
    readonly path: string,
    /** The file as it is on disk now; null when it was deleted. */
    readonly current: FileEntry | null,
  ) {
    super(`${path} changed on disk`);
    this.name = "ConflictError";
  }
}

function headers(): Record<string, string> {
  const token = document.querySelector<HTMLMetaElement>('meta[name="cardwright-token"]')?.content ?? "";
  return { "X-Cardwright-Token": token };
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
  // If the early request was refused (a page served before the server restarted, say), ask again
  // here: the answer then says why.
  const first = early ? await early.catch(() => null) : null;
  const res = first?.ok ? first : await fetch("/api/files", { cache: "no-store", headers: headers() });
  if (!res.ok) throw new Error(`cannot list the content files: ${await errorOf(res)}`);
  return ((await res.json()) as { files: FileEntry[] }).files;
}

/** Saves a file edited from `version` (null: a new file); returns the new version. */
export async function saveFile(path: string, text: string, version: string | null): Promise<string> {
  const res = await fetch(`/api/file?path=${encodeURIComponent(path)}`, {
    method: "PUT",
    body: text,
    headers: { ...headers(), "Content-Type": "text/plain; charset=utf-8", ...(version === null ? { "If-None-Match": "*" } : { "If-Match": `"${version}"` }) },
  });
  if (res.status === 409) {
    const body = (await res.json().catch(() => ({}))) as { current?: FileEntry | null };
    throw new ConflictError(path, body.current ?? null);
  }
  if (!res.ok) throw new Error(await errorOf(res));
  return ((await res.json()) as { version: string }).version;
}

async function errorOf(res: Response): Promise<string> {
  const body = (await res.json().catch(() => ({}))) as { error?: string; code?: string };
  return body.error ? `${body.code ? `${body.code}: ` : ""}${body.error}` : `HTTP ${res.status}`;
}
