// The engine worker's store of kept visits (kept-visit.ts) in the browser's IndexedDB: one record
// per content folder. Reading is asynchronous and the build is not: the worker starts the read
// when it starts and its first build waits for it a short while at most (worker.ts). A browser
// without IndexedDB, a store that fails or is blocked: nothing is read, nothing is written, the
// build does all the work as on a first visit.
const DB = "cardwright-visits";
const STORE = "visits";

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
    req.onblocked = () => reject(new Error("blocked"));
  });
}

let db: Promise<IDBDatabase> | null = null;
function database(): Promise<IDBDatabase> {
  if (typeof indexedDB === "undefined") return Promise.reject(new Error("no IndexedDB"));
  return (db ??= open());
}

/** Every record kept, by content folder (an empty map when none can be read). */
export async function readVisits(): Promise<Map<string, unknown>> {
  try {
    const d = await database();
    return await new Promise((resolve, reject) => {
      const out = new Map<string, unknown>();
      const req = d.transaction(STORE, "readonly").objectStore(STORE).openCursor();
      req.onsuccess = () => {
        const c = req.result;
        if (!c) return resolve(out);
        if (typeof c.key === "string") out.set(c.key, c.value);
        c.continue();
      };
      req.onerror = () => reject(req.error);
    });
  } catch {
    return new Map();
  }
}

/** Keeps `value` as the content folder's record (replacing its last); a failure keeps nothing. */
export async function writeVisit(root: string, value: unknown): Promise<void> {
  try {
    const d = await database();
    await new Promise<void>((resolve, reject) => {
      const tx = d.transaction(STORE, "readwrite");
      tx.objectStore(STORE).put(value, root);
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  } catch {
    // The next visit does the work again.
  }
}
