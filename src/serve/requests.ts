// The shape of what a client may send, checked with JSON Schema (ajv) before anything reads it,
// and the size a body may have. A bot spec and an id are words; a move is one option id.
import { Ajv2020, type ErrorObject } from "ajv/dist/2020.js";
import type { MessagePart } from "../diagnostics/diagnostic.js";

/** One way a body misses its schema, as data for the asker's language (English included: serve.body.problem). */
export interface BodyProblem {
  said: MessagePart;
}

/** Bytes a move's body may have (a move is one option id). */
export const MAX_MOVE_BYTES = 2_048;
/** Bytes a new table's body may have. */
export const MAX_CREATE_BYTES = 8_192;

const WORD = { type: "string", minLength: 1, maxLength: 100, pattern: "^[a-z0-9_][a-z0-9_-]*$" } as const;
/** A move's option id, and a seat's player (`human`, `search:50`). */
const CHOICE_PATTERN = "^[A-Za-z0-9_:.-]+$";
const SEAT_PATTERN = "^[a-z0-9:]+$";
/** Each pattern's meaning, as serve.body.problem says it (its `form`). */
const PATTERN_FORMS: Record<string, string> = { [WORD.pattern]: "word", [CHOICE_PATTERN]: "choice", [SEAT_PATTERN]: "seat" };

export interface CreateTableRequest {
  game?: string;
  scenario?: string;
  variants?: string[];
  options?: string[];
  /** Side → "human" or a bot (`search`, `search:50`, `greedy`, `random` …). */
  seats: Record<string, string>;
}

export interface MoveRequest {
  /** The option id answered (`view.pending[…].options`, `question.options[…].id`). */
  choice: string;
  /** The number of moves of the game the client saw; a move made on an older position is refused (409). */
  after?: number;
}

const createSchema = {
  type: "object",
  additionalProperties: false,
  required: ["seats"],
  properties: {
    game: WORD,
    scenario: WORD,
    variants: { type: "array", maxItems: 20, uniqueItems: true, items: WORD },
    options: { type: "array", maxItems: 50, uniqueItems: true, items: WORD },
    seats: { type: "object", minProperties: 1, maxProperties: 8, propertyNames: WORD, additionalProperties: { type: "string", maxLength: 40, pattern: SEAT_PATTERN } },
  },
} as const;

const moveSchema = {
  type: "object",
  additionalProperties: false,
  required: ["choice"],
  properties: {
    choice: { type: "string", minLength: 1, maxLength: 200, pattern: CHOICE_PATTERN },
    after: { type: "integer", minimum: 0 },
  },
} as const;

export interface UndoRequest {
  /** The move count the seat saw; a request made on an older position is refused (409). */
  after?: number;
}

export interface UndoAnswer {
  /** true: the move is taken back; false: it stays. */
  accept: boolean;
}

const undoSchema = { type: "object", additionalProperties: false, properties: { after: { type: "integer", minimum: 0 } } } as const;
const undoAnswerSchema = { type: "object", additionalProperties: false, required: ["accept"], properties: { accept: { type: "boolean" } } } as const;

/**
 * The checks, compiled when the first body arrives: this module is part of the command line, and
 * compiling ajv's meta-schema when it loads cost every command (`--help` too) about 40 ms.
 */
let checks: ReturnType<typeof compileChecks> | null = null;
function compileChecks() {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  return {
    create: ajv.compile<CreateTableRequest>(createSchema),
    move: ajv.compile<MoveRequest>(moveSchema),
    undo: ajv.compile<UndoRequest>(undoSchema),
    undoAnswer: ajv.compile<UndoAnswer>(undoAnswerSchema),
  };
}
const check = () => (checks ??= compileChecks());

/** The problems of a body, one each (`seats.SIDE` not written as allowed), or none. */
export function createProblems(body: unknown): BodyProblem[] {
  const c = check().create;
  return c(body) ? [] : lines(c.errors);
}

export function moveProblems(body: unknown): BodyProblem[] {
  const c = check().move;
  return c(body) ? [] : lines(c.errors);
}

export function undoProblems(body: unknown): BodyProblem[] {
  const c = check().undo;
  return c(body) ? [] : lines(c.errors);
}

export function undoAnswerProblems(body: unknown): BodyProblem[] {
  const c = check().undoAnswer;
  return c(body) ? [] : lines(c.errors);
}

function lines(errors: ErrorObject[] | null | undefined): BodyProblem[] {
  const all = errors ?? [];
  // (A key of a map that is wrong itself: its own error says what is wrong; propertyNames' "must be valid" says nothing more.)
  const said = all.filter((e) => !(e.keyword === "propertyNames" && all.some((o) => o !== e && o.propertyName === e.params["propertyName"])));
  return said.map((e) => ({ said: { key: "serve.body.problem", args: problemArgs(e), ...(typeof e.propertyName === "string" ? { parts: { path: keyPlace(e.propertyName, e.instancePath) } } : {}) } }));
}

/** A body's place as its keys joined by dots, in backticks (`seats.SIDE`), as schema errors name places; "none" for the body itself. */
function placeOf(instancePath: string): string {
  return instancePath ? `\`${instancePath.slice(1).split("/").map((k) => k.replace(/~1/g, "/").replace(/~0/g, "~")).join(".")}\`` : "none";
}

/** A map's key that is wrong itself, as its place: "the key `X` in `seats`" (diag.schema_at_key). */
function keyPlace(key: string, instancePath: string): MessagePart {
  return { key: "diag.schema_at_key", args: { key, where: instancePath ? placeOf(instancePath) : "root", kind: "body" } };
}

/** What `serve.body.problem` says of an ajv error: its keyword and the values it names. */
function problemArgs(e: ErrorObject): Record<string, string | number> {
  const p = e.params as Record<string, unknown>;
  const field = p["missingProperty"] ?? p["additionalProperty"];
  return {
    keyword: e.keyword,
    path: placeOf(e.instancePath),
    ...(field !== undefined ? { field: `${e.instancePath}/${String(field)}`.slice(1).replaceAll("/", ".") } : {}),
    ...(typeof p["type"] === "string" ? { type: p["type"] } : {}),
    ...(typeof p["limit"] === "number" ? { limit: p["limit"] } : {}),
    ...(typeof p["pattern"] === "string" ? { form: PATTERN_FORMS[p["pattern"]] ?? "other" } : {}),
  };
}
