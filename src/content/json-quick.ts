// A quick read of a file written in JSON (a game's own JSON Schemas), without the `yaml` package's
// document: the package read them as YAML flow collections spread over many lines (which the
// quick YAML reader, yaml-quick.ts, leaves to it), about 3% of a cold `validate` of a game with
// 24 KB of them. JSON is YAML, and the package gives a JSON text the data JSON gives, save where
// the two languages part: a duplicate key (an error in YAML), and, by YAML's rules, a key not on
// one line with its `:` or longer than 1024 characters, characters YAML refuses, and the package's
// depth and size limits. Any of those, or anything else whose reading in YAML's rules this file
// does not copy (a number other than a plain decimal, a tab, a carriage return, a byte order
// mark, `__proto__`), and the text is not read here: the package parses it as before, with its
// problems and their places.
// The document is made only when a place in the file is asked for (a restored file's way).
import { YAML_MAX_DEPTH, YAML_MAX_NODES } from "./yaml-source.js";

/** Thrown where the text leaves the quick form. */
const NOT_QUICK = Symbol("not quick JSON");

function notQuick(): never {
  throw NOT_QUICK;
}

/** A number as both languages read it alike: a decimal integer a double holds exactly, or a plain fraction (no `-0`, no exponent). */
const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
const SAME_NUMBER = /^(?:0|-?[1-9][0-9]{0,14})(?:\.[0-9]{1,15})?$/;
/** Characters of a string that YAML may refuse or read otherwise (control, non-characters, surrogates, a byte order mark). */
const ODD_CHARACTER = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\ud800-\udfff\ufeff\ufffe\uffff]/;
/** YAML's limit on an implicit key (1024 characters), with room. */
const MAX_KEY = 512;

/**
 * The data of a text that is a JSON object or array, as the `yaml` package would give it; null
 * when the text is not JSON or is JSON the package might read otherwise or report a problem in.
 */
export function quickJson(text: string): object | null {
  const first = text.charCodeAt(0);
  // ({ or [ at the very start: no comment, blank line or byte order mark before.)
  if ((first !== 0x7b && first !== 0x5b) || /[\t\r]/.test(text)) return null;
  try {
    return new JsonReader(text).document();
  } catch (e) {
    if (e === NOT_QUICK) return null;
    throw e;
  }
}

class JsonReader {
  private at = 0;
  private nodes = 0;
  constructor(private readonly text: string) {}

  document(): object {
    const data = this.value(1) as object;
    this.space();
    if (this.at !== this.text.length) notQuick();
    return data;
  }

  /** Spaces and line breaks (the only white space taken). */
  private space(): void {
    const t = this.text;
    while (this.at < t.length) {
      const c = t.charCodeAt(this.at);
      if (c !== 0x20 && c !== 0x0a) return;
      this.at++;
    }
  }

  /** Spaces only: a key and its `:` on one line. */
  private spacesOnLine(): void {
    while (this.text.charCodeAt(this.at) === 0x20) this.at++;
  }

  private value(depth: number): unknown {
    // (The package's limits, with room: its measure of depth and nodes is not copied.)
    if (depth > YAML_MAX_DEPTH / 2 || ++this.nodes > YAML_MAX_NODES / 2) notQuick();
    this.space();
    const t = this.text;
    const c = t[this.at];
    if (c === "{") return this.object(depth);
    if (c === "[") return this.array(depth);
    if (c === '"') return this.string();
    for (const [word, value] of [["true", true], ["false", false], ["null", null]] as const) {
      if (t.startsWith(word, this.at)) {
        this.at += word.length;
        return value;
      }
    }
    NUMBER.lastIndex = this.at;
    const m = NUMBER.exec(t);
    if (!m || !SAME_NUMBER.test(m[0])) notQuick();
    this.at += m[0].length;
    return Number(m[0]);
  }

  private object(depth: number): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    const keys = new Set<string>();
    this.at++;
    this.space();
    if (this.text[this.at] === "}") {
      this.at++;
      return out;
    }
    for (;;) {
      this.space();
      if (this.text[this.at] !== '"') notQuick();
      const start = this.at;
      const key = this.string();
      if (this.at - start > MAX_KEY || keys.has(key) || key === "__proto__") notQuick();
      keys.add(key);
      this.spacesOnLine();
      if (this.text[this.at] !== ":") notQuick();
      this.at++;
      out[key] = this.value(depth + 1);
      this.space();
      const next = this.text[this.at++];
      if (next === "}") return out;
      if (next !== ",") notQuick();
    }
  }

  private array(depth: number): unknown[] {
    const out: unknown[] = [];
    this.at++;
    this.space();
    if (this.text[this.at] === "]") {
      this.at++;
      return out;
    }
    for (;;) {
      out.push(this.value(depth + 1));
      this.space();
      const next = this.text[this.at++];
      if (next === "]") return out;
      if (next !== ",") notQuick();
    }
  }

  /** A string on one line, its escapes read by JSON.parse (YAML's double-quoted escapes include JSON's). */
  private string(): string {
    const t = this.text;
    const start = this.at;
    let i = start + 1;
    let escaped = false;
    for (;;) {
      const c = t.charCodeAt(i);
      if (Number.isNaN(c) || c === 0x0a) notQuick();
      if (c === 0x22) break;
      if (c === 0x5c) {
        escaped = true;
        i += 2;
      } else i++;
    }
    this.at = i + 1;
    const raw = t.slice(start + 1, i);
    let value = raw;
    if (escaped) {
      try {
        value = JSON.parse(t.slice(start, i + 1)) as string;
      } catch {
        notQuick();
      }
    }
    if (ODD_CHARACTER.test(raw) || (escaped && ODD_CHARACTER.test(value))) notQuick();
    return value;
  }
}
