// A refusal of the table server: its HTTP status, a stable code and a message for people.
export class TableError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Every problem, when there are several (a body's schema errors). */
    readonly details?: string[],
  ) {
    super(message);
  }
}
