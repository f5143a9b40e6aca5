// What one server gives its clients at most: open tables (in all, and per client address) and
// event streams (per client address, and per table). Past a limit a request is refused with 429
// and a message naming the limit and the option that sets it, so one client cannot fill the
// server's memory with tables or its sockets with streams.
import { refusal, type TableError } from "./errors.js";

export interface Limits {
  /** Tables not over yet, in all. */
  tables: number;
  /** Tables not over yet that one client address created. */
  tablesPerClient: number;
  /** Event streams one client address holds open. */
  streamsPerClient: number;
  /** Event streams open on one table (its seats' pages, reloads, several tabs). */
  streamsPerTable: number;
}

export const DEFAULT_LIMITS: Limits = { tables: 1_000, tablesPerClient: 20, streamsPerClient: 20, streamsPerTable: 8 };

/** 429: one more of `what` (tables or streams) would pass the limit `option` sets (serve.refused.too_many). */
export const tooMany = (what: "tables" | "streams", limit: number, option: string): TableError =>
  refusal(429, `too_many_${what}`, `too many open ${what}: this server allows ${limit} (${option})`, { what, limit, option }, undefined, "serve.refused.too_many");

/** The event streams open, per client and per table; `open` refuses one past a limit. */
export class StreamCount {
  private readonly byClient = new Map<string, number>();
  private readonly byTable = new Map<string, number>();

  constructor(private readonly limits: Limits) {}

  /** Counts a new stream, or throws 429; the function returned uncounts it (once). */
  open(client: string, table: string): () => void {
    const c = this.byClient.get(client) ?? 0;
    const t = this.byTable.get(table) ?? 0;
    if (c >= this.limits.streamsPerClient) throw tooMany("streams", this.limits.streamsPerClient, "--max-streams-per-client");
    if (t >= this.limits.streamsPerTable) throw tooMany("streams", this.limits.streamsPerTable, "--max-streams-per-table");
    this.byClient.set(client, c + 1);
    this.byTable.set(table, t + 1);
    let closed = false;
    return () => {
      if (closed) return;
      closed = true;
      const nc = (this.byClient.get(client) ?? 1) - 1;
      const nt = (this.byTable.get(table) ?? 1) - 1;
      if (nc) this.byClient.set(client, nc);
      else this.byClient.delete(client);
      if (nt) this.byTable.set(table, nt);
      else this.byTable.delete(table);
    };
  }
}
