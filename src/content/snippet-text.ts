// A code snippet (game.yaml `snippets:`) as the editor inserts it before the designer types over
// its placeholders: `${1:me}` gives `me`, `${2|a,b|}` its first word, `$0` and `${3}` nothing, `\$`
// a `$`. Validate checks that text as a card's event, so a snippet naming a procedure the game no
// longer has is found at validate, not when a designer inserts it. Each character of the result
// keeps the offset of the character of the snippet it came from, so a problem found in the
// inserted text is reported at its line and column in game.yaml.

export interface InsertedText {
  text: string;
  /** For each offset of `text` (and its end), the offset in the snippet it came from. */
  from: number[];
}

/** The snippet's code as inserted: placeholders replaced by their defaults (see the file's head). */
export function snippetAsInserted(code: string): InsertedText {
  const out: InsertedText = { text: "", from: [] };
  const end = readUntil(code, 0, null, out);
  out.from.push(end);
  return out;
}

/**
 * Copies `code` from `i` into `out` until `close` (a `}` ending a placeholder's default; null: the
 * end), placeholders replaced; gives the offset after what was read (after `close` if met).
 */
function readUntil(code: string, i: number, close: "}" | null, out: InsertedText): number {
  const emit = (ch: string, at: number) => {
    out.text += ch;
    out.from.push(at);
  };
  while (i < code.length) {
    const ch = code[i]!;
    if (close !== null && ch === close) return i + 1;
    if (ch === "\\" && (code[i + 1] === "$" || code[i + 1] === "}" || code[i + 1] === "\\")) {
      emit(code[i + 1]!, i + 1);
      i += 2;
      continue;
    }
    if (ch === "$") {
      const tab = /^\$(\d+)/.exec(code.slice(i));
      if (tab) {
        i += tab[0].length; // `$1`: a tab stop, nothing inserted
        continue;
      }
      const open = /^\$\{(\d+)([:|}])/.exec(code.slice(i, i + 12));
      if (open) {
        i += open[0].length;
        if (open[2] === "}") continue; // `${1}`: an empty placeholder
        if (open[2] === ":") {
          i = readUntil(code, i, "}", out);
          continue;
        }
        // `${1|a,b|}`: a choice, its first word inserted.
        const choiceEnd = code.indexOf("|}", i);
        const stop = choiceEnd < 0 ? code.length : choiceEnd;
        const comma = code.indexOf(",", i);
        const first = comma >= 0 && comma < stop ? comma : stop;
        for (let k = i; k < first; k++) emit(code[k]!, k);
        i = choiceEnd < 0 ? code.length : choiceEnd + 2;
        continue;
      }
    }
    emit(ch, i);
    i++;
  }
  return i;
}
