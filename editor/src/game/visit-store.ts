// The engine worker's store of kept visits (kept-visit.ts) in the browser's IndexedDB: the pieces
// of each game's visit, keyed by [content folder, piece id] ("parts"), and per game when it was last
// visited and which pieces its visit is made of ("games"). A game's pieces are read alone (one
// range), each piece is written in a transaction of its own (the page's tests and bench read
// "games" to know when a visit is kept whole), so that no write holds the worker's
// thread long (a structured clone of the whole visit took 0.1–0.3 s), and only the last few games
// visited are kept. Reading is asynchronous and the build is not: the worker starts the read as
// soon as it knows the game, and its first build waits for it a short while at most (worker.ts). A
// browser without IndexedDB, a store that fails or is blocked: nothing is read, nothing is written,
// the build does all the work as on a first visit.
import { gamesToDrop } from "./kept-visit.js";

const DB = "cardwright-visits";
/** 2: pieces (1 held one record per game, cloned whole). */
const VERSION = 2;
const PARTS = "parts";
const GAMES = "games";

/** What "games" holds of a game: when it was last visited, and whether its visit is kept whole since (its pieces all written). */
export interface GameVisited {
  at: number;
  whole: boolean;
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, VERSION);
    req.onupgradeneeded = () => {
      const d = req.result;
      for (const name of Array.from(d.objectStoreNames)) d.deleteObjectStore(name);
      d.createObjectStore(PARTS);
      d.createObjectStore(GAMES);
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
    req.onblocked = () => reject(new Error("blocked"));
  });
}

let db: Promise<IDBDatabase> | null = null;
/** The database once open: a piece is put (cloned) in the task that made it, not in a later microtask. */
let opened: IDBDatabase | null = null;
function database(): Promise<IDBDatabase> {
  if (typeof indexedDB === "undefined") return Promise.reject(new Error("no IndexedDB"));
  return (db ??= open().then((d) => (opened = d)));
}

/** The piece a piece goes with: a share of a file's code, `<id>#<n>`, its file's; any other, itself. */
const ownerOf = (id: string) => (id.includes("#") ? id.slice(0, id.lastIndexOf("#")) : id);

/** Every key of a game's pieces: [root, id] for any id (an array sorts after every string). */
const gameRange = (root: string) => IDBKeyRange.bound([root], [root, []]);

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

/** The pieces kept of the game in `root` (none when none can be read). */
export async function readVisit(root: string): Promise<unknown[]> {
  try {
    const d = await database();
    return await new Promise((resolve, reject) => {
      const req = d.transaction(PARTS, "readonly").objectStore(PARTS).getAll(gameRange(root));
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
  } catch {
    return [];
  }
}

/**
 * Keeps one piece of the game's visit (replacing the last under its id; a file's entry drops its
 * code's shares, `<id>#<n>`, which follow it); a failure keeps nothing.
 */
export async function writePiece(root: string, id: string, piece: unknown): Promise<void> {
  try {
    const tx = (opened ?? (await database())).transaction(PARTS, "readwrite");
    const parts = tx.objectStore(PARTS);
    if (!id.includes("#")) parts.delete(IDBKeyRange.bound([root, `${id}#`], [root, `${id}#\uffff`]));
    parts.put(piece, [root, id]);
    await done(tx);
  } catch {
    // The next visit does that part of the work again.
  }
}

/**
 * Notes that a game was visited now, and with `ids`, that its visit is kept whole in those pieces
 * (the others it has are dropped: files gone, fewer checks). The games visited least lately are dropped
 * then and the games visited least lately are dropped
 * (kept-visit.ts's gamesToDrop).
 */
export async function visited(root: string, ids: readonly string[] | null): Promise<void> {
  try {
    const tx = (await database()).transaction([PARTS, GAMES], "readwrite");
    const parts = tx.objectStore(PARTS);
    const games = tx.objectStore(GAMES);
    if (ids) {
      const keep = new Set(ids);
      const keys = parts.getAllKeys(gameRange(root));
      keys.onsuccess = () => {
        for (const key of keys.result) if (Array.isArray(key) && !keep.has(ownerOf(String(key[1])))) parts.delete(key);
      };
    }
    games.put({ at: Date.now(), whole: ids !== null } satisfies GameVisited, root);
    const cursor = games.openCursor();
    const visited: [string, number][] = [];
    cursor.onsuccess = () => {
      const c = cursor.result;
      if (c) {
        if (typeof c.key === "string") visited.push([c.key, c.key === root ? Infinity : Number((c.value as GameVisited | undefined)?.at) || 0]);
        return c.continue();
      }
      for (const old of gamesToDrop(visited)) {
        games.delete(old);
        parts.delete(gameRange(old));
      }
    };
    await done(tx);
  } catch {
    // The pieces written stand: each is used only where it is still true.
  }
}
