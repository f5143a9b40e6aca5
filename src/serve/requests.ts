// The shape of what a client may send, checked with JSON Schema (ajv) before anything reads it,
// and the size a body may have. A bot spec and an id are words; a move is one option id.
import { Ajv2020, type ErrorObject } from "ajv/dist/2020.js";

/** Bytes a move's body may have (a move is one option id). */
export const MAX_MOVE_BYTES = 2_048;
/** Bytes a new table's body may have. */
export const MAX_CREATE_BYTES = 8_192;

const WORD = { type: "string", minLength: 1, maxLength: 100, pattern: "^[a-z0-9_][a-z0-9_-]*$" } as const;

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
    seats: { type: "object", minProperties: 1, maxProperties: 8, propertyNames: WORD, additionalProperties: { type: "string", maxLength: 40, pattern: "^[a-z0-9:]+$" } },
  },
} as const;

const moveSchema = {
  type: "object",
  additionalProperties: false,
  required: ["choice"],
  properties: {
    choice: { type: "string", minLength: 1, maxLength: 200, pattern: "^[A-Za-z0-9_:.-]+$" },
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

const ajv = new Ajv2020({ strict: true, allErrors: true });
const checkCreate = ajv.compile<CreateTableRequest>(createSchema);
const checkMove = ajv.compile<MoveRequest>(moveSchema);
const checkUndo = ajv.compile<UndoRequest>(undoSchema);
const checkUndoAnswer = ajv.compile<UndoAnswer>(undoAnswerSchema);

/** The problems of a body, one line each (`/seats/SIDE: must match pattern …`), or none. */
export function createProblems(body: unknown): string[] {
  return checkCreate(body) ? [] : lines(checkCreate.errors);
}

export function moveProblems(body: unknown): string[] {
  return checkMove(body) ? [] : lines(checkMove.errors);
}

export function undoProblems(body: unknown): string[] {
  return checkUndo(body) ? [] : lines(checkUndo.errors);
}

export function undoAnswerProblems(body: unknown): string[] {
  return checkUndoAnswer(body) ? [] : lines(checkUndoAnswer.errors);
}

function lines(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((e) => `${e.instancePath || "(body)"}: ${e.message ?? "is not allowed"}${e.keyword === "additionalProperties" ? ` (\`${String(e.params["additionalProperty"])}\`)` : ""}`);
}
