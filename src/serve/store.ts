// Where the online tables live: one SQLite file (node-sqlite3-wasm: SQLite compiled to
// WebAssembly, reading and writing the real file through Node's fs with fsync, so nothing native
// is built or downloaded at install). A table is stored as what determines its game: the game,
// scenario, variants, options, seed, who sits where, and the list of moves; the state is
// recomputed by replaying the moves (a game is a pure function of content, seed and moves).
// Seat tokens are stored as SHA-256 hashes only. Every write is its own transaction, done before
// the caller acknowledges the move it records.
import { createRequire } from "node:module";
import type sqliteModule from "node-sqlite3-wasm";

// Loaded when a store opens, not when the command line starts: the package compiles SQLite's
// WebAssembly as it loads (about 15 ms every command would pay), and it finds that file beside its
// own script, so the compiled command line leaves it out of its bundle and requires it from
// node_modules (bundled, its `__dirname` does not exist).
const requirePackage = createRequire(import.meta.url);
const loadSqlite = (): typeof sqliteModule => requirePackage("node-sqlite3-wasm") as typeof sqliteModule;

export interface StoredTable {
  id: string;
  game: string;
  scenario: string;
  variants: string[];
  options: string[];
  /** A secret of 32 hex digits (tables since the keyed generator), or a number (older tables). */
  seed: number | string;
  /** Side → "human" or a bot spec. */
  seats: Record<string, string>;
  /** Side → SHA-256 (hex) of the seat's token; only human seats have one. */
  tokenHashes: Record<string, string>;
  moves: { player: string; choice: string }[];
  /** A seat's request to take back its last move, waiting for the other seat (or refused). */
  undoAsk: UndoAsk | null;
}

/** A request to take back a move: who asked, at how many moves, and whether it was refused. */
export interface UndoAsk {
  by: string;
  at: number;
  refused: boolean;
}

export class TableStore {
  private readonly db: InstanceType<typeof sqliteModule.Database>;

  constructor(file: string) {
    const sqlite = loadSqlite();
    this.db = new sqlite.Database(file);
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS tables (
        id TEXT PRIMARY KEY, created TEXT NOT NULL, game TEXT NOT NULL, scenario TEXT NOT NULL,
        variants TEXT NOT NULL, options TEXT NOT NULL, seed TEXT NOT NULL, seats TEXT NOT NULL, token_hashes TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS moves (
        table_id TEXT NOT NULL REFERENCES tables(id), n INTEGER NOT NULL, player TEXT NOT NULL, choice TEXT NOT NULL,
        PRIMARY KEY (table_id, n));
      CREATE TABLE IF NOT EXISTS undo_requests (
        table_id TEXT PRIMARY KEY REFERENCES tables(id), by_side TEXT NOT NULL, at INTEGER NOT NULL, refused INTEGER NOT NULL);`);
  }

  create(t: Omit<StoredTable, "moves" | "undoAsk">): void {
    this.db.run("INSERT INTO tables (id, created, game, scenario, variants, options, seed, seats, token_hashes) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", [
      t.id, new Date().toISOString(), t.game, t.scenario, JSON.stringify(t.variants), JSON.stringify(t.options), JSON.stringify(t.seed), JSON.stringify(t.seats), JSON.stringify(t.tokenHashes),
    ]);
  }

  /** Records move number `n` (0-based) of a table; the primary key refuses a second move n. */
  addMove(tableId: string, n: number, move: { player: string; choice: string }): void {
    this.db.run("INSERT INTO moves (table_id, n, player, choice) VALUES (?, ?, ?, ?)", [tableId, n, move.player, move.choice]);
  }

  /** Forgets the moves from number `n` on (an undo); one statement, so all of them or none. */
  dropMovesFrom(tableId: string, n: number): void {
    this.db.run("DELETE FROM moves WHERE table_id = ? AND n >= ?", [tableId, n]);
  }

  /** Records a table's request to take back a move (or its refusal), or forgets it (null): a restart keeps it. */
  setUndoAsk(tableId: string, ask: UndoAsk | null): void {
    if (ask) this.db.run("INSERT OR REPLACE INTO undo_requests (table_id, by_side, at, refused) VALUES (?, ?, ?, ?)", [tableId, ask.by, ask.at, ask.refused ? 1 : 0]);
    else this.db.run("DELETE FROM undo_requests WHERE table_id = ?", [tableId]);
  }

  all(): StoredTable[] {
    const rows = this.db.all("SELECT * FROM tables ORDER BY created") as Record<string, string | number>[];
    return rows.map((r) => ({
      id: String(r["id"]), game: String(r["game"]), scenario: String(r["scenario"]), variants: JSON.parse(String(r["variants"])) as string[],
      options: JSON.parse(String(r["options"])) as string[], seed: seedOf(r["seed"]!), seats: JSON.parse(String(r["seats"])) as Record<string, string>,
      tokenHashes: JSON.parse(String(r["token_hashes"])) as Record<string, string>,
      moves: (this.db.all("SELECT player, choice FROM moves WHERE table_id = ? ORDER BY n", [String(r["id"])]) as { player: string; choice: string }[]).map((m) => ({ player: m.player, choice: m.choice })),
      undoAsk: this.undoAskOf(String(r["id"])),
    }));
  }

  private undoAskOf(tableId: string): UndoAsk | null {
    const row = this.db.get("SELECT by_side, at, refused FROM undo_requests WHERE table_id = ?", [tableId]) as { by_side: string; at: number; refused: number } | null | undefined;
    return row ? { by: row.by_side, at: Number(row.at), refused: Number(row.refused) === 1 } : null;
  }

  close(): void {
    this.db.close();
  }
}

/**
 * A stored seed: JSON text (a secret seed is a quoted string, which SQLite keeps as text even in
 * the INTEGER column of a file made before), or the number an older table stored.
 */
function seedOf(v: string | number): number | string {
  if (typeof v === "string" && v.startsWith('"')) return JSON.parse(v) as string;
  return Number(v);
}
