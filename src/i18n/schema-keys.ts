// The translation keys of JSON Schema descriptions: the kernel's schemas' (the editor's messages
// editor.schema.<key>) and a game's own, for its scenarios and named data (the game's strings
// schema.<key>). The editor's hover and completion read them; the translators' commands list them.
// No node: imports: the editor uses this in the browser.

/** A JSON Schema keyword that holds schemas, and the word it is written as in a key. */
const STEP: Record<string, string> = { $defs: "def", additionalProperties: "any", items: "items", oneOf: "alt" };

/**
 * The key of the description at `path` in the schema of `kind` (`cards`, `scenario`,
 * `data.rules` …): the kind, then the path with `properties` left out and the other keywords as
 * STEP words: `cards.def.card.side`, `test.def.step.dice.items`, `board.spaces.items.name`; the
 * file's own description is `<kind>.file`. An overlay's card definitions are the cards file's (the
 * overlay schema a game builds copies them), and a change of a card has a card's fields. Null for
 * a place no key can name (a property whose name is not snake_case, another keyword).
 */
export function schemaKey(kind: string, path: readonly string[]): string | null {
  let owner = kind;
  let p = [...path];
  if (kind === "overlay" && p[0] === "$defs" && p.length >= 2 && !(p[1] === "card_change" && p.length === 2)) {
    owner = "cards";
    if (p[1] === "card_change") p = ["$defs", "card", ...p.slice(2)];
  }
  const words: string[] = [];
  for (let i = 0; i < p.length; i++) {
    const seg = p[i]!;
    if (seg === "properties") {
      const name = p[++i];
      if (name === undefined || !/^[a-z0-9_]+$/.test(name)) return null;
      words.push(name);
    } else if (seg in STEP) {
      words.push(STEP[seg]!);
      if (seg === "$defs" || seg === "oneOf") {
        const name = p[++i];
        if (name === undefined || !/^[a-z0-9_]+$/.test(name)) return null;
        words.push(name);
      }
    } else return null;
  }
  return `${owner}.${words.length ? words.join(".") : "file"}`;
}

/** Every description of `schema` with its path (keywords and property names, from the root). */
export function descriptions(schema: unknown, path: string[] = []): { path: string[]; text: string }[] {
  if (!schema || typeof schema !== "object") return [];
  if (Array.isArray(schema)) return schema.flatMap((s, i) => descriptions(s, [...path, String(i)]));
  const out: { path: string[]; text: string }[] = [];
  for (const [k, v] of Object.entries(schema)) {
    if (k === "description" && typeof v === "string") out.push({ path, text: v });
    else if (k !== "enum" && k !== "const" && k !== "default" && k !== "examples") out.push(...descriptions(v, [...path, k]));
  }
  return out;
}
