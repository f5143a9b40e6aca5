// Hardening of the online tables: limits on open tables and event streams (429, configurable),
// and a bot that throws, which must not leave a table waiting forever.
import type { ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { GameShelf } from "../../src/serve/games.js";
import { TableStore } from "../../src/serve/store.js";
import { TableService } from "../../src/serve/tables.js";
import { tableServer } from "../../src/serve/http.js";
import type { AddressInfo } from "node:net";
import { botMove } from "../../src/play/table.js";
import { startServer } from "./start-server.js";

const dir = mkdtempSync(join(tmpdir(), "cw-hardening-"));

/** `cardwright serve` with extra options on its own database. */
const serve = (...extra: string[]) => startServer(["--db", join(dir, `limits-${Date.now()}.sqlite`), ...extra]);

const children: ChildProcess[] = [];
afterAll(() => children.forEach((c) => c.kill("SIGKILL")));

const create = (base: string) => fetch(`${base}/api/tables`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ seats: { us: "human", ussr: "human" } }) });

describe("online tables: limits", () => {
  it("refuses a table past the open tables one client may have, with 429 naming the limit", async () => {
    const s = await serve("--max-tables-per-client", "2");
    children.push(s.child);
    expect((await create(s.base)).status).toBe(201);
    expect((await create(s.base)).status).toBe(201);
    const third = await create(s.base);
    expect(third.status).toBe(429);
    const e = ((await third.json()) as { error: { code: string; message: string } }).error;
    expect(e.code).toBe("too_many_tables");
    expect(e.message).toBe("too many open tables: this server allows 2 (--max-tables-per-client)");
  });

  it("refuses a table past the open tables of the whole server", async () => {
    const s = await serve("--max-tables", "1");
    children.push(s.child);
    expect((await create(s.base)).status).toBe(201);
    const second = await create(s.base);
    expect(second.status).toBe(429);
    expect(((await second.json()) as { error: { message: string } }).error.message).toContain("(--max-tables)");
    // In the asker's language (?lang=), the option that sets the limit as it is typed.
    const spanish = await fetch(`${s.base}/api/tables?lang=es`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ seats: { us: "human", ussr: "human" } }) });
    expect(spanish.status).toBe(429);
    expect(((await spanish.json()) as { error: unknown }).error).toEqual({ code: "too_many_tables", message: "demasiadas mesas abiertas: este servidor admite 1 (--max-tables)" });
  });

  it("refuses an event stream past the streams of a table, and takes one again when another closes", async () => {
    const s = await serve("--max-streams-per-table", "2");
    children.push(s.child);
    const made = (await (await create(s.base)).json()) as { table: string; seats: { us: { token: string }; ussr: { token: string } } };
    const url = (token: string) => `${s.base}/api/tables/${made.table}/events?token=${token}`;
    const first = new AbortController();
    const a = await fetch(url(made.seats.us.token), { signal: first.signal });
    const b = await fetch(url(made.seats.ussr.token), { signal: new AbortController().signal });
    expect([a.status, b.status]).toEqual([200, 200]);
    const c = await fetch(url(made.seats.us.token));
    expect(c.status).toBe(429);
    const e = ((await c.json()) as { error: { code: string; message: string } }).error;
    expect(e).toEqual({ code: "too_many_streams", message: "too many open streams: this server allows 2 (--max-streams-per-table)" });
    // A closed stream frees its place.
    first.abort();
    await expect.poll(async () => {
      const r = await fetch(url(made.seats.us.token), { signal: AbortSignal.timeout(2_000) }).catch(() => null);
      const status = r?.status;
      await r?.body?.cancel().catch(() => undefined);
      return status;
    }, { timeout: 10_000 }).toBe(200);
  });

  it("refuses an event stream past the streams of one client", async () => {
    const s = await serve("--max-streams-per-client", "1");
    children.push(s.child);
    const made = (await (await create(s.base)).json()) as { table: string; seats: { us: { token: string } } };
    const url = `${s.base}/api/tables/${made.table}/events?token=${made.seats.us.token}`;
    expect((await fetch(url)).status).toBe(200);
    const r = await fetch(url);
    expect(r.status).toBe(429);
    expect(((await r.json()) as { error: { message: string } }).error.message).toContain("(--max-streams-per-client)");
  });
});

/** Tables whose bots throw while `failing.now` is true; `settle` waits until no bot is scheduled. */
function failingBots(file: string) {
  const failing = { now: true };
  const logged: { table: string; e: unknown }[] = [];
  const store = new TableStore(join(dir, file));
  const tables = new TableService(store, new GameShelf(), (table, e) => logged.push({ table, e }), (t) => {
    if (failing.now) throw new Error("the search ran out of memory");
    return botMove(t);
  });
  const settle = async () => {
    while (!tables.idle) await new Promise((r) => setImmediate(r));
  };
  return { failing, logged, store, tables, settle };
}

describe("online tables: a bot that fails", () => {
  it("is logged, shown to the seat as the bot's failure, and the person can still take back a move and go on", async () => {
    const { failing, logged, store, tables, settle } = failingBots("bot.sqlite");
    const made = tables.create({ seats: { us: "random", ussr: "human" } });
    const token = made.seats["ussr"]!.token!;
    // The USSR (a person) places its setup Influence; then the bot is asked, and fails.
    for (let v = tables.seatView(made.table, token); v.question; v = tables.seatView(made.table, token)) tables.move(made.table, token, { choice: v.question.options[0]!.id });
    await settle();
    const stuck = tables.seatView(made.table, token);
    expect(stuck.botFailure).toBe("the search ran out of memory");
    expect(logged).toHaveLength(1);
    expect(logged[0]!.table).toBe(made.table);
    // The person takes back its last move (against a bot: at once); the failure is cleared.
    failing.now = false;
    const back = tables.askUndo(made.table, token, {});
    expect(back).toMatchObject({ moves: stuck.moves - 1, undone: 1 });
    expect(tables.seatView(made.table, token).botFailure).toBeNull();
    // The same move again, and now the bot answers.
    const v = tables.seatView(made.table, token);
    tables.move(made.table, token, { choice: v.question!.options[0]!.id });
    await settle();
    const after = tables.seatView(made.table, token);
    expect(after.botFailure).toBeNull();
    expect(after.moves).toBeGreaterThan(stuck.moves);
    store.close();
  });
});

describe("online tables: a bot that fails on the first move", () => {
  it("can be asked again by the person, who has no move to take back", async () => {
    const { failing, store, tables, settle } = failingBots("bot-first.sqlite");
    // The USSR places its setup Influence first: the bot is asked at once, and fails.
    const made = tables.create({ seats: { us: "human", ussr: "random" } });
    const token = made.seats["us"]!.token!;
    await settle();
    expect(tables.seatView(made.table, token)).toMatchObject({ moves: 0, botFailure: "the search ran out of memory" });
    expect(() => tables.askUndo(made.table, token, {})).toThrow(/no move to take back/);
    failing.now = false;
    // The seat asks through the API, as the Play page's "Try again" button does.
    const http = tableServer(tables);
    await new Promise<void>((ok) => http.listen(0, "127.0.0.1", ok));
    const retry = (tok: string) =>
      fetch(`http://127.0.0.1:${(http.address() as AddressInfo).port}/api/tables/${made.table}/retry`, { method: "POST", headers: { authorization: `Bearer ${tok}` } });
    const stranger = await retry("not-a-token");
    expect(stranger.status).toBe(401);
    const res = await retry(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ retried: true });
    await settle();
    const after = tables.seatView(made.table, token);
    expect(after.botFailure).toBeNull();
    expect(after.moves).toBeGreaterThan(0);
    // Nothing failed now: a retry is refused, saying why.
    const again = await retry(token);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { message: string } }).error.message).toContain("no bot has failed");
    await new Promise((ok) => http.close(ok));
    store.close();
  });
});

describe("online tables: the seed", () => {
  it("is a 128-bit secret, stored as it is and replayed from after a restart; an older table's numeric seed still reads", () => {
    const file = join(dir, "seed.sqlite");
    const store = new TableStore(file);
    const tables = new TableService(store, new GameShelf(), () => {});
    const made = tables.create({ seats: { us: "human", ussr: "human" } });
    const token = made.seats["ussr"]!.token!;
    const before = tables.seatView(made.table, token);
    tables.move(made.table, token, { choice: before.question!.options[0]!.id });
    const view = tables.seatView(made.table, token);
    const seeds = store.all().map((t) => t.seed);
    expect(seeds).toHaveLength(1);
    expect(seeds[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(view)).not.toContain(seeds[0] as string);
    store.close();
    // A restart replays the table from the stored secret and moves: the same view.
    const again = new TableStore(file);
    const restored = new TableService(again, new GameShelf(), () => {});
    expect(restored.restore()).toEqual({ restored: 1, failed: [] });
    expect(restored.seatView(made.table, token)).toEqual(view);
    // A table stored with a number (before secret seeds) reads back as that number.
    again.create({ id: "old", game: "twilight-struggle", scenario: "standard", variants: [], options: [], seed: 12345, seats: { us: "human", ussr: "human" }, tokenHashes: {} });
    expect(again.all().find((t) => t.id === "old")!.seed).toBe(12345);
    again.close();
  });
});
