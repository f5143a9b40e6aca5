// The online tables through real HTTP on an ephemeral port, as a client (or an attacker) sees them:
// tokens, what each seat can read, what it may send, and a server killed between two moves.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer as start, type Server } from "./start-server.js";

const db = join(mkdtempSync(join(tmpdir(), "cw-serve-")), "tables.sqlite");
const startServer = (...extra: string[]) => start(["--db", db, ...extra]);
const kill = (s: Server) => new Promise<void>((done) => (s.child.exitCode !== null ? done() : (s.child.once("exit", () => done()), s.child.kill("SIGKILL"))));

let server: Server;
const api = (path: string, init: { method?: string; token?: string; body?: string; type?: string } = {}) =>
  fetch(`${server.base}${path}`, {
    method: init.method ?? "GET",
    headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.body !== undefined ? { "content-type": init.type ?? "application/json" } : {}) },
    ...(init.body !== undefined ? { body: init.body } : {}),
  });
const move = (table: string, token: string, body: unknown) => api(`/api/tables/${table}/moves`, { method: "POST", token, body: JSON.stringify(body) });
async function view(table: string, token: string) {
  const r = await api(`/api/tables/${table}`, { token });
  expect(r.status).toBe(200);
  return (await r.json()) as { side: string; moves: number; view: { piles: { hand: Record<string, { cards?: string[]; count: number }> } }; question: { kind: string; options: { id: string }[] } | null; log: string[] };
}
/** The first event of a seat's stream whose view has at least `moves` moves (the raw text of it). */
async function eventWith(table: string, token: string, moves: number, during?: () => Promise<unknown>): Promise<string> {
  const ctl = new AbortController();
  const r = await fetch(`${server.base}/api/tables/${table}/events?token=${token}`, { signal: ctl.signal });
  expect(r.headers.get("content-type")).toMatch(/^text\/event-stream/);
  const reader = r.body!.getReader();
  let text = "";
  const pending = during?.();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error("stream ended");
    text += new TextDecoder().decode(value);
    for (const block of text.split("\n\n").slice(0, -1)) {
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (data && (JSON.parse(data) as { moves: number }).moves >= moves) {
        ctl.abort();
        await pending;
        return data;
      }
    }
  }
}

let table = "";
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startServer();
  const r = await api("/api/tables", { method: "POST", body: JSON.stringify({ scenario: "late_war", seats: { us: "human", ussr: "human" } }) });
  expect(r.status).toBe(201);
  const made = (await r.json()) as { table: string; seats: Record<string, { token: string }> };
  table = made.table;
  for (const [side, s] of Object.entries(made.seats)) tokens[side] = s.token;
}, 60_000);
afterAll(async () => {
  if (server) await kill(server);
});

describe("online tables: tokens", () => {
  it("listens on this machine only by default", () => {
    expect(server.base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it("refuses every seat endpoint without a token, with a wrong one, or with another table's", async () => {
    const other = (await (await api("/api/tables", { method: "POST", body: JSON.stringify({ seats: { us: "human", ussr: "random" } }) })).json()) as { seats: { us: { token: string } } };
    for (const token of [undefined, "not-a-token", tokens["us"]!.slice(0, -1) + "x", other.seats.us.token]) {
      const get = await api(`/api/tables/${table}`, token ? { token } : {});
      const post = await api(`/api/tables/${table}/moves`, { method: "POST", body: JSON.stringify({ choice: "summit" }), ...(token ? { token } : {}) });
      const events = await api(`/api/tables/${table}/events`, token ? { token } : {});
      const undo = await api(`/api/tables/${table}/undo`, { method: "POST", body: "{}", ...(token ? { token } : {}) });
      const undoAnswer = await api(`/api/tables/${table}/undo/answer`, { method: "POST", body: '{"accept": true}', ...(token ? { token } : {}) });
      for (const r of [get, post, events, undo, undoAnswer]) {
        expect(r.status).toBe(401);
        const body = (await r.json()) as { error: { code: string } };
        expect(body.error.code).toBe(token ? "bad_token" : "no_token");
      }
    }
    expect((await api("/api/tables/nope", { token: tokens["us"]! })).status).toBe(404);
  });
});

describe("online tables: seat links", () => {
  it("a new table answers each person's seat with the link that opens it, ready to send", async () => {
    const r = await api("/api/tables", { method: "POST", body: JSON.stringify({ seats: { us: "human", ussr: "random" } }) });
    const made = (await r.json()) as { table: string; seats: Record<string, { token?: string; link?: string; bot?: string }> };
    expect(made.seats["us"]!.link).toBe(`${server.base}/?table=${made.table}&token=${made.seats["us"]!.token}`);
    expect(made.seats["ussr"]!.link).toBeUndefined();
  });

  it("a seat link opened where the page is not built says to build it, and so does the server when it starts", async () => {
    const other = await startServer("--page", mkdtempSync(join(tmpdir(), "cw-no-page-")));
    try {
      const r = await fetch(`${other.base}/?table=x&token=y`);
      expect(r.status).toBe(404);
      expect(((await r.json()) as { error: { message: string } }).error.message).toContain("the Play page is not served here: build it with `npm run build`");
      await expect.poll(() => other.output()).toContain("the Play page is not built");
    } finally {
      await kill(other);
    }
  });
});

describe("online tables: each seat sees its own side only", () => {
  it("the view, the question and the event stream of one seat never name the other seat's hand", async () => {
    const us = await view(table, tokens["us"]!);
    const ussr = await view(table, tokens["ussr"]!);
    expect(us.side).toBe("us");
    const ussrHand = ussr.view.piles.hand["ussr"]!.cards!;
    expect(ussrHand.length).toBeGreaterThan(5);
    expect(us.view.piles.hand["ussr"]!.cards).toBeUndefined();
    const usEvent = await eventWith(table, tokens["us"]!, 0);
    for (const text of [JSON.stringify(us), usEvent]) {
      for (const card of ussrHand) expect(text).not.toContain(`"${card}"`);
      // With the seed, every hidden card could be computed.
      expect(text).not.toMatch(/"seed"|"rng"/);
    }
  });

  it("a secret choice stays hidden from the other seat until both have chosen", async () => {
    const ussr = await view(table, tokens["ussr"]!);
    expect(ussr.question?.kind).toBe("headline_card");
    const secret = ussr.question!.options[0]!.id;
    // The US seat's stream sees the move happen, not what it was.
    const seen = await eventWith(table, tokens["us"]!, ussr.moves + 1, async () => expect((await move(table, tokens["ussr"]!, { choice: secret })).status).toBe(200));
    // Quoted: a card's id may be part of another's (asia_scoring in the removed southeast_asia_scoring).
    expect(seen).not.toContain(`"${secret}"`);
    expect(JSON.stringify(await view(table, tokens["us"]!))).not.toContain(`"${secret}"`);
  });

  it("a seat can answer only its own decisions", async () => {
    const r = await move(table, tokens["ussr"]!, { choice: "anything" });
    expect(r.status).toBe(403);
    expect(((await r.json()) as { error: { code: string } }).error.code).toBe("not_your_decision");
    // There is no way to name another side in a move.
    const us = await view(table, tokens["us"]!);
    const spoof = await move(table, tokens["us"]!, { choice: us.question!.options[0]!.id, player: "ussr" });
    expect(spoof.status).toBe(400);
    expect(((await spoof.json()) as { error: { message: string } }).error.message).toBe("the body does not have the expected shape: the field `player` is not allowed");
  });
});

describe("online tables: what a move may be", () => {
  const error = async (r: Response) => ({ status: r.status, ...((await r.json()) as { error: { code: string; message: string } }).error });

  it("refuses an oversized, malformed, mistyped or illegal move with a clear error, changing nothing", async () => {
    const before = await view(table, tokens["us"]!);
    const big = await error(await api(`/api/tables/${table}/moves`, { method: "POST", token: tokens["us"]!, body: JSON.stringify({ choice: "x".repeat(100_000) }) }));
    expect(big).toMatchObject({ status: 413, code: "too_large" });
    const broken = await error(await api(`/api/tables/${table}/moves`, { method: "POST", token: tokens["us"]!, body: '{"choice": "summit"' }));
    // In our words, with where the text stops being JSON (it was the parser's own: "Expected ',' or '}' after property value …").
    expect(broken).toMatchObject({ status: 400, code: "bad_json", message: "the body is not JSON: it breaks off at character 20" });
    const shape = await error(await move(table, tokens["us"]!, { choice: 7 }));
    expect(shape).toMatchObject({ status: 400, code: "bad_request", message: "the body does not have the expected shape: `choice` must be a text" });
    const text = await error(await api(`/api/tables/${table}/moves`, { method: "POST", token: tokens["us"]!, body: "choice=summit", type: "text/plain" }));
    expect(text).toMatchObject({ status: 415, code: "not_json" });
    const illegal = await error(await move(table, tokens["us"]!, { choice: "not_a_card" }));
    expect(illegal).toMatchObject({ status: 422, code: "illegal_move" });
    // Worded as the seat reads its question: the prompt and the options by their names, not the
    // kernel's ids ("of headline_card; options: the_iron_lady, …"); the ids stay in fields of their own.
    const question = (before as unknown as { question: { prompt: string; options: { id: string; label: string }[] } }).question;
    const names = new Intl.ListFormat("en", { type: "conjunction" }).format(question.options.map((o) => o.label));
    expect(illegal.message).toBe(`\`not_a_card\` is not one of the answers to “${question.prompt}”; the answers: ${names}`);
    expect(illegal).toMatchObject({ choice: "not_a_card", options: question.options.map((o) => o.id) });
    // An answer that names something (the China Card, never a headline) is named too.
    expect((await error(await move(table, tokens["us"]!, { choice: "china_card" }))).message).toMatch(/^The China Card is not one of the answers to “US: choose your headline card”; the answers: /);
    const stale = await error(await move(table, tokens["us"]!, { choice: before.question!.options[0]!.id, after: before.moves - 1 }));
    expect(stale).toMatchObject({ status: 409, code: "stale" });
    // In the asker's language (`?lang=`), as the Play page asks: the same refusals in Spanish.
    const moveEs = (body: unknown) => api(`/api/tables/${table}/moves?lang=es`, { method: "POST", token: tokens["us"]!, body: JSON.stringify(body) });
    const namesEs = (await (await api(`/api/tables/${table}?lang=es`, { token: tokens["us"]! })).json()) as { question: { options: { label: string }[] } };
    expect(await error(await moveEs({ choice: "not_a_card" }))).toMatchObject({
      status: 422,
      code: "illegal_move",
      message: `\`not_a_card\` no es una de las respuestas a «EE. UU.: elige tu carta de cabecera»; las respuestas: ${new Intl.ListFormat("es", { type: "conjunction" }).format(namesEs.question.options.map((o) => o.label))}`,
    });
    expect(await error(await moveEs({ choice: before.question!.options[0]!.id, after: before.moves - 1 }))).toMatchObject({ status: 409, code: "stale", message: `la partida ha avanzado: ${before.moves} movimientos, no ${before.moves - 1}; vuelve a pedir la vista` });
    const badToken = await error(await api(`/api/tables/${table}?lang=it`, { token: "wrong" }));
    expect(badToken).toMatchObject({ status: 401, code: "bad_token", message: "questa chiave non apre alcun posto di questo tavolo" });
    expect((await view(table, tokens["us"]!)).moves).toBe(before.moves);
  });

  it("a malformed request is refused in the asker's language (?lang=), with the same status and code", async () => {
    const post = (path: string, body: string, type?: string) => api(path, { method: "POST", token: tokens["us"]!, body, ...(type ? { type } : {}) });
    const moves = `/api/tables/${table}/moves`;
    const broken = await error(await post(`${moves}?lang=it`, '{"choice": "summit"'));
    expect(broken).toMatchObject({ status: 400, code: "bad_json", message: "il corpo non è JSON: si interrompe al carattere 20" });
    const missing = (await (await post(`${moves}?lang=es`, "{}")).json()) as { error: { code: string; message: string; details: string[] } };
    expect(missing.error).toEqual({ code: "bad_request", message: "el cuerpo no tiene la forma esperada: falta el campo `choice`", details: ["falta el campo `choice`"] });
    const typed = await error(await post(`${moves}?lang=pt`, JSON.stringify({ choice: 7 })));
    expect(typed).toMatchObject({ status: 400, code: "bad_request", message: "o corpo não tem a forma esperada: `choice` deve ser um texto" });
    // A seat's key that is no side's id is named as the key in `seats` (not `seats` as if the whole map were wrong), in English too.
    const seats = JSON.stringify({ seats: { "Bad Side": "human" } });
    expect(await error(await post("/api/tables?lang=es", seats))).toMatchObject({ status: 400, code: "bad_request", message: "el cuerpo no tiene la forma esperada: la clave `Bad Side` en `seats` solo puede tener letras minúsculas, cifras, `_` y `-`, sin empezar por `-`" });
    expect(await error(await post("/api/tables", seats))).toMatchObject({ status: 400, code: "bad_request", message: "the body does not have the expected shape: the key `Bad Side` in `seats` may hold only lowercase letters, digits, `_` and `-`, not starting with `-`" });
    // A seat's player written with other characters: what it may hold, not only that it is wrong.
    expect(await error(await post("/api/tables?lang=it", JSON.stringify({ seats: { us: "Search 50" } })))).toMatchObject({ status: 400, code: "bad_request", message: "il corpo non ha la forma attesa: `seats.us` può contenere solo lettere minuscole, cifre e `:`" });
    expect(await error(await post(`${moves}?lang=es`, "choice=summit", "text/plain"))).toMatchObject({ status: 415, code: "not_json", message: "envía el cuerpo como application/json" });
    expect(await error(await post(`${moves}?lang=it`, JSON.stringify({ choice: "x".repeat(100_000) })))).toMatchObject({ status: 413, code: "too_large", message: "il corpo è più grande di quanto consenta una richiesta di questo tipo" });
    expect(await error(await api("/api/nowhere?lang=it"))).toMatchObject({ status: 404, code: "not_found", message: "questo indirizzo dell'API non esiste" });
    expect(await error(await api(`/api/tables/${table}/moves?lang=es`))).toMatchObject({ status: 405, code: "method", message: "no existe ese punto de la API" });
    expect(await error(await api("/api/tables?lang=pt"))).toMatchObject({ status: 405, code: "method", message: "POST /api/tables cria uma mesa" });
    // English as before.
    expect(await error(await api("/api/tables"))).toMatchObject({ status: 405, code: "method", message: "POST /api/tables creates a table" });
  });

  it("a table that cannot be made is refused in the asker's language too: its game, its sides, its seats", async () => {
    const create = (lang: string, body: unknown) => api(`/api/tables?lang=${lang}`, { method: "POST", body: JSON.stringify(body) });
    expect(await error(await create("es", { game: "nope", seats: { us: "human", ussr: "human" } }))).toMatchObject({ status: 400, code: "unknown_game", message: expect.stringMatching(/^juego desconocido `nope` \(los juegos: .*twilight-struggle.*\)$/) });
    expect(await error(await create("it", { seats: { us: "human", ussr: "human", martians: "human" } }))).toMatchObject({ status: 400, code: "unknown_side", message: "schieramento sconosciuto `martians` (gli schieramenti: us, ussr)" });
    expect(await error(await create("pt", { seats: { us: "human" } }))).toMatchObject({ status: 400, code: "missing_seat", message: "cada lado precisa de um lugar: ussr não tem nenhum" });
    expect(await error(await create("es", { seats: { us: "random", ussr: "greedy" } }))).toMatchObject({ status: 400, code: "no_person", message: "una mesa necesita al menos una persona (\"human\")" });
    expect(await error(await create("it", { seats: { us: "human", ussr: "search:99999" } }))).toMatchObject({ status: 400, code: "bot_too_strong", message: "posto ussr: `search:99999` chiede più di quanto questo server conceda a un bot (al massimo 2000 iterazioni od opzioni per decisione)" });
    // A selection that cannot be composed and a bot that cannot be read: as `validate` and the command line say them (they were English).
    const english = /\b(unknown|did you mean|bots:|seat|must|takes|is not|cannot)\b/;
    const selection = await error(await create("es", { variants: ["nope"], seats: { us: "human", ussr: "human" } }));
    expect(selection).toMatchObject({ status: 400, code: "bad_selection", message: expect.stringContaining("`nope`") });
    expect(selection.message).not.toMatch(english);
    const scenario = await error(await create("pt", { scenario: "nowhere", options: ["nothing"], seats: { us: "human", ussr: "human" } }));
    expect(scenario).toMatchObject({ status: 400, code: "bad_selection", message: expect.stringMatching(/^[^;]*`(nowhere|nothing)`[^;]*; [^;]*`(nowhere|nothing)`[^;]*$/) });
    for (const id of ["`nowhere`", "`nothing`"]) expect(scenario.message).toContain(id);
    expect(scenario.message).not.toMatch(english);
    const bot = await error(await create("it", { seats: { us: "human", ussr: "grredy" } }));
    expect(bot).toMatchObject({ status: 400, code: "bad_bot", message: expect.stringContaining("ussr") });
    for (const kept of ["`grredy`", "`greedy`", "random, careful, greedy, search"]) expect(bot.message).toContain(kept);
    expect(bot.message).not.toMatch(english);
    const budget = await error(await create("es", { seats: { us: "human", ussr: "search:0" } }));
    expect(budget).toMatchObject({ status: 400, code: "bad_bot", message: expect.stringContaining("`0`") });
    expect(budget.message).not.toMatch(english);
    // English as before.
    expect(await error(await create("en", { seats: { us: "human" } }))).toMatchObject({ code: "missing_seat", message: "every side needs a seat: ussr has none" });
    expect(await error(await create("en", { variants: ["nope"], seats: { us: "human", ussr: "human" } }))).toMatchObject({ code: "bad_selection", message: "unknown variant `nope`" });
    expect(await error(await create("en", { seats: { us: "human", ussr: "grredy" } }))).toMatchObject({ code: "bad_bot", message: "seat ussr: bot `grredy`: unknown bot (did you mean `greedy`?); bots: random, careful, greedy, search" });
  });

  it("a server killed between two moves continues from the last acknowledged move", async () => {
    const us = await view(table, tokens["us"]!);
    const r = await move(table, tokens["us"]!, { choice: us.question!.options[0]!.id, after: us.moves });
    expect(r.status).toBe(200);
    const { moves } = (await r.json()) as { moves: number };
    // No goodbye: the process dies at once.
    await kill(server);
    server = await startServer();
    const back = await view(table, tokens["us"]!);
    expect(back.moves).toBe(moves);
    expect(back.log.join("\n")).toContain(`US headlines`);
    // The game goes on: whoever is asked answers.
    const asked = back.question ? "us" : "ussr";
    const next = await view(table, tokens[asked]!);
    const r2 = await move(table, tokens[asked]!, { choice: next.question!.options[0]!.id, after: next.moves });
    expect(r2.status).toBe(200);
    expect(((await r2.json()) as { moves: number }).moves).toBe(moves + 1);
  });

  it("a table against a bot: the bot answers on the server, and the game is 13 Days as well as Twilight Struggle", async () => {
    const r = await api("/api/tables", { method: "POST", body: JSON.stringify({ game: "thirteen-days", seats: { us: "human", ussr: "random" } }) });
    expect(r.status).toBe(201);
    const made = (await r.json()) as { table: string; seats: { us: { token: string }; ussr: { bot: string; token?: string } } };
    expect(made.seats.ussr).toEqual({ bot: "random" });
    const first = await view(made.table, made.seats.us.token);
    expect(first.question).not.toBeNull();
    await move(made.table, made.seats.us.token, { choice: first.question!.options[0]!.id });
    // The bot's answers arrive on the stream.
    const later = JSON.parse(await eventWith(made.table, made.seats.us.token, first.moves + 2)) as { moves: number };
    expect(later.moves).toBeGreaterThanOrEqual(first.moves + 2);
    const bad = await api("/api/tables", { method: "POST", body: JSON.stringify({ seats: { us: "human", ussr: "searhc" } }) });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toContain("unknown bot");
    const costly = await api("/api/tables", { method: "POST", body: JSON.stringify({ seats: { us: "human", ussr: "search:1000000" } }) });
    expect(costly.status).toBe(400);
    expect(((await costly.json()) as { error: { code: string } }).error.code).toBe("bot_too_strong");
  });
});

describe("online tables: undo", () => {
  const body = async (r: Response) => (await r.json()) as { moves?: number; undone?: number; asked?: string[]; error?: { code: string; message: string } };
  const ask = (t: string, token: string, b: unknown = {}) => api(`/api/tables/${t}/undo`, { method: "POST", token, body: JSON.stringify(b) });
  const answer = (t: string, token: string, accept: unknown) => api(`/api/tables/${t}/undo/answer`, { method: "POST", token, body: JSON.stringify({ accept }) });
  const seatState = async (t: string, token: string) => (await (await api(`/api/tables/${t}`, { token })).json()) as { moves: number; canUndo: boolean; undo: { by: string; refused: boolean } | null; question: { options: { id: string }[] } | null };
  async function humanTable(): Promise<{ id: string; us: string; ussr: string }> {
    const r = await api("/api/tables", { method: "POST", body: JSON.stringify({ seats: { us: "human", ussr: "human" } }) });
    const made = (await r.json()) as { table: string; seats: { us: { token: string }; ussr: { token: string } } };
    return { id: made.table, us: made.seats.us.token, ussr: made.seats.ussr.token };
  }
  /** The USSR places its first setup Influence (the standard game starts with its placements). */
  async function ussrMoves(t: { id: string; ussr: string }): Promise<number> {
    const v = await seatState(t.id, t.ussr);
    const r = await move(t.id, t.ussr, { choice: v.question!.options[0]!.id, after: v.moves });
    expect(r.status).toBe(200);
    return ((await r.json()) as { moves: number }).moves;
  }

  it("a seat asks, the other seat refuses or accepts; no seat takes back the other's move on its own", async () => {
    const t = await humanTable();
    const start = (await seatState(t.id, t.us)).moves;
    const after = await ussrMoves(t);
    // The US has no move of its own: it cannot take back the USSR's.
    expect(await body(await ask(t.id, t.us))).toMatchObject({ error: { code: "nothing_to_undo" } });
    expect((await seatState(t.id, t.us)).canUndo).toBe(false);
    expect((await seatState(t.id, t.ussr)).canUndo).toBe(true);
    // Asking takes nothing back by itself: the other seat is asked, and both views say so.
    const asked = await ask(t.id, t.ussr, { after });
    expect(asked.status).toBe(202);
    expect(await body(asked)).toEqual({ asked: ["us"] });
    expect((await seatState(t.id, t.us)).undo).toEqual({ by: "ussr", refused: false });
    expect((await seatState(t.id, t.ussr)).moves).toBe(after);
    expect(await body(await ask(t.id, t.ussr))).toMatchObject({ error: { code: "undo_pending" } });
    // Only the other seat answers: not the asker, not a stranger, not a malformed answer.
    const own = await answer(t.id, t.ussr, true);
    expect(own.status).toBe(403);
    expect((await body(own)).error!.code).toBe("own_undo_request");
    expect((await answer(t.id, "not-a-token", true)).status).toBe(401);
    expect((await answer(t.id, t.us, "yes")).status).toBe(400);
    // Refused: the move stays, and the asker sees the refusal.
    expect(await body(await answer(t.id, t.us, false))).toEqual({ moves: after, undone: 0 });
    expect((await seatState(t.id, t.ussr)).undo).toEqual({ by: "ussr", refused: true });
    expect((await answer(t.id, t.us, true)).status).toBe(409);
    // Asked again and accepted: the move is taken back, both seats see the position before it.
    expect((await ask(t.id, t.ussr)).status).toBe(202);
    expect(await body(await answer(t.id, t.us, true))).toEqual({ moves: start, undone: 1 });
    for (const token of [t.us, t.ussr]) expect(await seatState(t.id, token)).toMatchObject({ moves: start, undo: null });
    // A move made meanwhile lapses a request.
    await ussrMoves(t);
    expect((await ask(t.id, t.ussr)).status).toBe(202);
    await ussrMoves(t);
    expect((await seatState(t.id, t.us)).undo).toBeNull();
    expect((await answer(t.id, t.us, true)).status).toBe(409);
  });

  it("an undo is stored before it is acknowledged: a restarted server has the moves without the undone ones, and undoes again", async () => {
    const t = await humanTable();
    const start = (await seatState(t.id, t.us)).moves;
    await ussrMoves(t);
    await ussrMoves(t);
    expect((await ask(t.id, t.ussr)).status).toBe(202);
    expect(await body(await answer(t.id, t.us, true))).toEqual({ moves: start + 1, undone: 1 });
    await kill(server);
    server = await startServer();
    expect((await seatState(t.id, t.ussr)).moves).toBe(start + 1);
    // After the restart: ask and accept again.
    expect((await ask(t.id, t.ussr)).status).toBe(202);
    expect(await body(await answer(t.id, t.us, true))).toEqual({ moves: start, undone: 1 });
    await kill(server);
    server = await startServer();
    expect((await seatState(t.id, t.us)).moves).toBe(start);
    expect(await ussrMoves(t)).toBe(start + 1);
  });

  it("a request to take back a move outlives a restart: still asked after it, accepted after another, refused stays refused", async () => {
    const t = await humanTable();
    const start = (await seatState(t.id, t.us)).moves;
    const after = await ussrMoves(t);
    expect((await ask(t.id, t.ussr, { after })).status).toBe(202);
    await kill(server);
    server = await startServer();
    // Both seats still see the request, the asker cannot ask twice, and the other seat answers it.
    expect((await seatState(t.id, t.us)).undo).toEqual({ by: "ussr", refused: false });
    expect(await body(await ask(t.id, t.ussr))).toMatchObject({ error: { code: "undo_pending" } });
    await kill(server);
    server = await startServer();
    expect(await body(await answer(t.id, t.us, true))).toEqual({ moves: start, undone: 1 });
    // A refusal is kept too, and the request taken back or lapsed is gone after a restart.
    await ussrMoves(t);
    expect((await ask(t.id, t.ussr)).status).toBe(202);
    expect(await body(await answer(t.id, t.us, false))).toEqual({ moves: start + 1, undone: 0 });
    await kill(server);
    server = await startServer();
    expect((await seatState(t.id, t.ussr)).undo).toEqual({ by: "ussr", refused: true });
    await ussrMoves(t);
    await kill(server);
    server = await startServer();
    expect((await seatState(t.id, t.us)).undo).toBeNull();
    expect((await answer(t.id, t.us, true)).status).toBe(409);
  });

  it("against a bot an undo needs no one's consent, and takes back the bot's answers with the move", async () => {
    const r = await api("/api/tables", { method: "POST", body: JSON.stringify({ seats: { us: "random", ussr: "human" } }) });
    const made = (await r.json()) as { table: string; seats: { ussr: { token: string } } };
    const token = made.seats.ussr.token;
    const first = await seatState(made.table, token);
    expect(first.question).not.toBeNull();
    await move(made.table, token, { choice: first.question!.options[0]!.id, after: first.moves });
    const done = await ask(made.table, token);
    expect(done.status).toBe(200);
    const b = await body(done);
    expect(b.moves).toBe(first.moves);
    expect(b.undone).toBeGreaterThanOrEqual(1);
    expect((await seatState(made.table, token)).moves).toBe(first.moves);
  });
});
