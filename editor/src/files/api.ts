// The dev server's file API (editor/server/files-plugin.ts).
export interface FileEntry {
  path: string;
  text: string;
}

export async function fetchFiles(): Promise<FileEntry[]> {
  const res = await fetch("/api/files", { cache: "no-store" });
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
