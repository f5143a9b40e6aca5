// The `format` values a game's own schema may use (JSON Schema's `format` keyword). ajv knows none
// by itself, and in strict mode a schema naming an unknown one does not compile; these few are the
// ones a game's data plausibly holds (a scenario's date, a link, a contact). Each is checked by its
// definition here (RFC 3339 for dates and times), and diag.schema_format names it in words.
import type { Ajv2020 } from "ajv/dist/2020.js";

const DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** `YYYY-MM-DD`, a day its month has (29 February in leap years only). */
function isDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && !leap ? 28 : DAYS[month - 1]!);
}

/** `HH:MM:SS`, optional fraction, then `Z` or an offset `+HH:MM` (RFC 3339's full-time); a leap second allowed. */
function isTime(text: string): boolean {
  const m = /^(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:z|[+-](\d{2}):(\d{2}))$/i.exec(text);
  return !!m && Number(m[1]) < 24 && Number(m[2]) < 60 && Number(m[3]) <= 60 && (m[4] === undefined || (Number(m[4]) < 24 && Number(m[5]) < 60));
}

/** Each format: its name in a schema, and what a string must be to have it. */
export const FORMATS: Record<string, (text: string) => boolean> = {
  date: isDate,
  time: isTime,
  "date-time": (text) => {
    const t = text.search(/[tT]/);
    return t === 10 && isDate(text.slice(0, t)) && isTime(text.slice(t + 1));
  },
  email: (text) => /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(text),
  uri: (text) => /^[a-z][a-z0-9+.-]*:\S+$/i.test(text),
  uuid: (text) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text),
  ipv4: (text) => /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/.test(text),
};

/** Adds the formats to an ajv instance (they check strings only: another type passes, as JSON Schema says). */
export function addFormats(ajv: Ajv2020): void {
  for (const [name, validate] of Object.entries(FORMATS)) ajv.addFormat(name, { type: "string", validate });
}

/** A format's name as diag.schema_format's choice of words (`date-time` → `date_time`; one it has no words for: `other`). */
export function formatForm(format: string): string {
  return Object.hasOwn(FORMATS, format) ? format.replace("-", "_") : "other";
}
