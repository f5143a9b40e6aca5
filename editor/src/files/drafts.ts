// Unsaved work survives a reload: every changed buffer is kept in localStorage with the disk text
// it started from, and put back over the files when the editor opens again.
export interface Draft {
  text: string;
  /** The file's text on disk when the draft was made (null: a new file). */
  base: string | null;
}

export type Drafts = Record<string, Draft>;

export interface Merged {
  buffers: Map<string, string>;
  /** Drafts restored over the disk text. */
  restored: string[];
  /** Restored drafts whose file changed on disk since (the draft wins; the user may revert). */
  conflicts: string[];
}

/** The buffers to open: the disk files, with every draft that still differs put back over them. */
export function mergeDrafts(disk: ReadonlyMap<string, string>, drafts: Drafts): Merged {
  const buffers = new Map(disk);
  const restored: string[] = [];
  const conflicts: string[] = [];
  for (const [path, d] of Object.entries(drafts)) {
    const now = disk.get(path);
    if (now === d.text) continue;
    if (now === undefined && d.base !== null) continue; // deleted on disk since: drop the draft
    buffers.set(path, d.text);
    restored.push(path);
    if ((now ?? null) !== d.base) conflicts.push(path);
  }
  return { buffers, restored: restored.sort(), conflicts: conflicts.sort() };
}

const KEY = "cardwright.drafts.v1";

export function loadDrafts(storage: Pick<Storage, "getItem"> = localStorage): Drafts {
  try {
    const raw = storage.getItem(KEY);
    const v = raw ? (JSON.parse(raw) as unknown) : {};
    return v && typeof v === "object" ? (v as Drafts) : {};
  } catch {
    return {};
  }
}

export function saveDrafts(drafts: Drafts, storage: Pick<Storage, "setItem"> = localStorage): void {
  try {
    storage.setItem(KEY, JSON.stringify(drafts));
  } catch {
    // Storage full or disabled: the work is still in the open buffers.
  }
}
