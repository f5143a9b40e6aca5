// The HTTP face of the online tables: a JSON API and a server-sent event stream per seat.
//   POST /api/tables                    create a table → its id and a token and seat link per person's seat
//   GET  /api/tables/ID                 the seat's view (its side only), its question, its log
//   POST /api/tables/ID/moves           {"choice": OPTION, "after": N?} answer the seat's decision
//   GET  /api/tables/ID/events          text/event-stream: the seat's view after every move
//   POST /api/tables/ID/undo             {"after": N?} take back the seat's last move (the other seat is asked)
//   POST /api/tables/ID/undo/answer      {"accept": true|false} the other seat's answer
//   POST /api/tables/ID/retry            ask a bot that failed to answer to try again
//   GET  /api/files                     the games' content files (public rules), to draw the board
// The seat's token comes as `Authorization: Bearer TOKEN` (or `?token=TOKEN`, for EventSource).
// Bodies must be JSON, at most a few KB, and match the request schemas; errors are
// {"error": {"code", "message", "details"?}} with a 4xx status, or 500 `code_failed` when the game's
// own code failed (code-failure.ts: its place, in the request's ?lang=).
import { jsonBreakOff } from "../diagnostics/json-break.js";
import { sendPageFile } from "./page.js";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createProblems, MAX_CREATE_BYTES, MAX_MOVE_BYTES, moveProblems, undoAnswerProblems, undoProblems, type BodyProblem, type CreateTableRequest, type MoveRequest, type UndoAnswer, type UndoRequest } from "./requests.js";
import { answerText } from "./illegal-answer.js";
import { TableError, type TableService } from "./tables.js";
import { refusal } from "./errors.js";
import { CodeFailedError, codeFailureText } from "./code-failure.js";
import { engineTranslator } from "../cli/i18n-option.js";
import { wordedPart } from "../i18n/index.js";
import { DEFAULT_LIMITS, StreamCount, type Limits } from "./limits.js";

const json = (res: ServerResponse, status: number, body: unknown): void => {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", "x-content-type-options": "nosniff" });
  res.end(text);
};

class TooLarge extends Error {}

/** The body as JSON, refusing it past `max` bytes (413), if not JSON (415/400). */
async function readJson(req: IncomingMessage, max: number): Promise<unknown> {
  if (!/^application\/json\b/i.test(req.headers["content-type"] ?? "")) throw refusal(415, "not_json", "send the body as application/json");
  const declared = Number(req.headers["content-length"] ?? NaN);
  if (declared > max) throw new TooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > max) throw new TooLarge();
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  try {
    return JSON.parse(text);
  } catch (e) {
    const at = jsonBreakOff(text, e);
    throw refusal(400, "bad_json", `the body is not JSON${at === null ? "" : `: it breaks off at character ${at}`}`, { at: at ?? "none" });
  }
}

function tokenOf(req: IncomingMessage, url: URL): string | null {
  const auth = req.headers.authorization;
  if (auth?.startsWith("Bearer ")) return auth.slice(7).trim();
  return url.searchParams.get("token");
}

/** The API, and the Play page from `pageDir` (the built bundle) when given. */
export function tableServer(tables: TableService, pageDir?: string, limits: Limits = DEFAULT_LIMITS): Server {
  const streams = new StreamCount(limits);
  return createServer((req, res) => {
    handle(tables, streams, req, res, pageDir).catch((e: unknown) => {
      if (e instanceof TooLarge) {
        // Say so and close the connection rather than read the rest.
        res.setHeader("connection", "close");
        const e = refusal(413, "too_large", "the body is larger than a request of this kind may be");
        json(res, e.status, { error: { code: e.code, message: refusalText(tables, e, langOf(req)) } });
        res.on("finish", () => req.destroy());
      } else if (e instanceof CodeFailedError) {
        // The content's code failed: where, in the server's log and in the answer (in the asker's language).
        console.error(`serve: ${e.logged}`);
        json(res, e.status, { error: { code: e.code, message: codeFailureText(tables.translator(e.game, langOf(req)), e.said) } });
      } else if (e instanceof TableError) {
        const lang = langOf(req);
        // An answer that is none of the options: also the answer and the options by id, for programs.
        const answer = e.words?.answer ? { choice: e.words.answer.choice, options: e.words.answer.decision.options } : {};
        json(res, e.status, { error: { code: e.code, message: refusalText(tables, e, lang), ...(e.details ? { details: detailsText(tables, e, lang) } : {}), ...answer } });
      }
      else {
        console.error(`serve: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
        if (!res.headersSent) json(res, 500, { error: { code: "internal", message: refusalText(tables, refusal(500, "internal", "internal error"), langOf(req)) } });
      }
    });
  });
}

/** A refusal in the asker's language, its English when it has no message or the language no words for it. */
function refusalText(tables: TableService, e: TableError, lang: string): string {
  if (!e.words || lang === "en") return e.message;
  const tr = translatorOf(tables, e, lang);
  if (e.words.diagnostics) return e.words.diagnostics.map((d) => tr.diagnostic(d).message).join("; ");
  if (e.words.answer) return answerText(tr, e.words.answer);
  return (e.words.said && wordedPart(tr, e.words.said)) ?? e.message;
}

/** A refusal's details (a body's schema problems) in the asker's language, each its English when it has no words. */
function detailsText(tables: TableService, e: TableError, lang: string): string[] {
  const english = e.details ?? [];
  const words = e.words?.details;
  if (!words || lang === "en") return english;
  const tr = translatorOf(tables, e, lang);
  return english.map((text, i) => (words[i] ? (wordedPart(tr, words[i]) ?? text) : text));
}

const translatorOf = (tables: TableService, e: TableError, lang: string) => (e.words?.game ? tables.translator(e.words.game, lang) : engineTranslator(lang));

/** The language a request asks its answers in (`?lang=`): the seat's view, the log, an error of the game's code. */
const langOf = (req: IncomingMessage): string => new URL(req.url ?? "/", "http://localhost").searchParams.get("lang") ?? "en";

/** Who a request comes from, for the limits: its address (a proxy in front would pass the client's on). */
const clientOf = (req: IncomingMessage): string => req.socket.remoteAddress ?? "unknown";

async function handle(tables: TableService, streams: StreamCount, req: IncomingMessage, res: ServerResponse, pageDir?: string): Promise<void> {
  const url = new URL(req.url ?? "/", "http://localhost");
  const parts = url.pathname.split("/").filter(Boolean);
  if (parts[0] !== "api" && pageDir && req.method === "GET" && sendPageFile(pageDir, url.pathname, res)) return;
  const lang = langOf(req);
  if (req.method === "GET" && url.pathname === "/api/files") return json(res, 200, { files: tables.contentFiles() });
  // A seat link opened on a server without the built page: say what is missing, not "no such endpoint".
  if (parts[0] !== "api" && !pageDir && req.method === "GET") throw refusal(404, "no_page", "the Play page is not served here: build it with `npm run build` before `cardwright serve` (or name a build with --page DIR)");
  if (parts[0] !== "api" || parts[1] !== "tables") throw refusal(404, "not_found", "no such endpoint");
  const [, , id, sub, ...rest] = parts;
  const answer = sub === "undo" && rest.length === 1 && rest[0] === "answer";
  if (rest.length && !answer) throw refusal(404, "not_found", "no such endpoint");
  if (id === undefined) {
    if (req.method !== "POST") throw refusal(405, "method", "POST /api/tables creates a table");
    const body = await readJson(req, MAX_CREATE_BYTES);
    const problems = createProblems(body);
    if (problems.length) throw schemaError(problems);
    const made = tables.create(body as CreateTableRequest, clientOf(req));
    // Each person's seat link, ready to send: the page opened for that seat at this server.
    const seats = Object.fromEntries(Object.entries(made.seats).map(([side, seat]) => [side, seat.token ? { ...seat, link: `http://${req.headers.host ?? "localhost"}/?table=${encodeURIComponent(made.table)}&token=${encodeURIComponent(seat.token)}` } : seat]));
    json(res, 201, { ...made, seats });
    return;
  }
  const token = tokenOf(req, url);
  if (sub === undefined && req.method === "GET") return json(res, 200, tables.seatView(id, token, lang));
  if (sub === "moves" && req.method === "POST") {
    // The token first: a stranger learns nothing, not even whether a body would be accepted.
    tables.seat(id, token);
    const body = await readJson(req, MAX_MOVE_BYTES);
    const problems = moveProblems(body);
    if (problems.length) throw schemaError(problems);
    return json(res, 200, tables.move(id, token, body as MoveRequest));
  }
  if (sub === "undo" && req.method === "POST") {
    tables.seat(id, token);
    const body = await readJson(req, MAX_MOVE_BYTES);
    const problems = answer ? undoAnswerProblems(body) : undoProblems(body);
    if (problems.length) throw schemaError(problems);
    if (answer) return json(res, 200, tables.answerUndo(id, token, body as UndoAnswer));
    const done = tables.askUndo(id, token, body as UndoRequest);
    return json(res, "asked" in done ? 202 : 200, done);
  }
  if (sub === "retry" && req.method === "POST") return json(res, 200, tables.retryBot(id, token));
  if (sub === "events" && req.method === "GET") {
    const send = (v: unknown) => res.write(`event: view\ndata: ${JSON.stringify(v)}\n\n`);
    let stop: (() => void) | null = null;
    // seat() throws before any header is sent for a wrong token; open() for one stream too many.
    tables.seat(id, token);
    const close = streams.open(clientOf(req), id);
    res.writeHead(200, { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-store", connection: "keep-alive" });
    stop = tables.subscribe(id, token, lang, send);
    const beat = setInterval(() => res.write(": still here\n\n"), 15_000);
    req.on("close", () => {
      clearInterval(beat);
      stop?.();
      close();
    });
    return;
  }
  const known = sub === undefined || sub === "moves" || sub === "events" || sub === "undo" || sub === "retry";
  // A known endpoint asked with another method: "no such endpoint" as well (the status tells them apart).
  throw refusal(known ? 405 : 404, known ? "method" : "not_found", "no such endpoint", {}, undefined, "serve.refused.not_found");
}

function schemaError(problems: BodyProblem[]): TableError {
  // The English from the same messages as any language's (serve.body.problem), not ajv's own.
  const en = engineTranslator("en");
  const english = problems.map((p) => wordedPart(en, p.said) ?? p.said.key);
  const said = { key: "serve.refused.bad_request", parts: { problem: problems[0]!.said } };
  return new TableError(400, "bad_request", wordedPart(en, said) ?? english[0]!, english, {
    said,
    details: problems.map((p) => p.said),
  });
}
