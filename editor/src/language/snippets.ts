// Snippets for the effect language's common shapes, offered by completion inside effect code
// (Monaco snippet syntax: ${1:placeholder}, ${2|a,b|} a choice, \t one indentation step), and one
// for a card's lasting effect, offered at a card's keys. They are written in the words of the game
// that is open: its own snippets (game.yaml `snippets:`, in its procedures, checked by validate as
// inserted; their labels and details in the editor's language where the game translates them), and
// for each shape it has none of, the shape written with the kernel's built-ins and the game's own
// names (its pieces and tracks), labelled in the editor's language (its messages
// editor.snippet.<shape>.label/.detail) with the game's terms in that language (`choose spaces`
// says the game's word for spaces).
import { snippetKey } from "../../../src/i18n/sources.js";
import type { GameSnippet } from "../game/protocol.js";
import type { Words } from "./effect-words.js";
import { translate } from "../../../src/i18n/translate.js";
import { ownBundle } from "../i18n/own.js";

export interface Snippet {
  /** Shown in the list, what a designer would search for. */
  label: string;
  /** A sentence about when to use it. */
  detail: string;
  body: string;
}

/** The kernel's shapes, which a game's own snippet may replace. */
type Shape = NonNullable<GameSnippet["replaces"]>;

/** The editor's messages in English: what a snippet says before the app passes its language (a first completion). */
let english: ((key: string, args?: Record<string, string>) => string) | null = null;

/** The words a built-in snippet is labelled with: the editor's message `key` in its language. */
function sayer(w: Words): (key: string, args?: Record<string, string>) => string {
  if (w.t) return w.t;
  if (!english) {
    const tr = translate(ownBundle("en"), "en");
    english = (key, args) => tr.t(key, args);
  }
  return english;
}

/** A kernel's shape by its message (editor.snippet.<shape>.label / .detail). */
function worded(say: (key: string, args?: Record<string, string>) => string, shape: string, body: string, args: Record<string, string> = {}): Snippet {
  return { label: say(`editor.snippet.${shape}.label`, args), detail: say(`editor.snippet.${shape}.detail`, args), body };
}

/**
 * The snippets for the open game: its own where it declares them, and each shape none of them
 * replaces in the kernel's built-ins with the game's names (a game whose words are not known yet
 * gets those).
 */
export function effectSnippets(w: Words): Snippet[] {
  // The game's own in the editor's language (snippet.<id, or slug of the label>.label / .detail), else as written.
  const own = (w.game?.snippets ?? []).map((s) => {
    const key = snippetKey(s);
    return { label: w.text?.(`${key}.label`) ?? s.label, detail: w.text?.(`${key}.detail`) ?? s.detail, body: s.code };
  });
  const has = new Set<string | null>((w.game?.snippets ?? []).map((s) => s.replaces));
  const say = sayer(w);
  // The game's words for the kernel's kinds in the editor's language (term.<kind>), else the editor's own.
  const term = (kind: string) => w.text?.(`term.${kind}`) ?? w.game?.terms[kind] ?? say(`editor.snippet.${kind}`);
  const spaces = term("spaces");
  const pieces = term("pieces");
  // A track with one marker (moved without naming a side), the game's first; else its first track.
  const tracks = w.game?.tracks ?? [];
  const track = tracks.find((t) => !t.perSide) ?? tracks[0];
  // The game's first space, as the placeholder of a space (so the snippet as inserted is valid code).
  const space = w.names.find((n) => n.kind === "space")?.id ?? "target";
  const move = (by: number) => (track ? `move_track(${track.id}, ${by}${track.perSide ? ", side: me" : ""})` : `log("${by > 0 ? "gain" : "loss"}")`);
  const kernel: (Snippet & { shape: Shape })[] = [
    { shape: "choose", ...worded(say, "choose", `let \${1:target} = pick(\${2:me}, spaces(where: \${3:pieces(it, opponent) > 0}), "\${4:target}")\n\${5:move_pieces(target, opponent, -1)}`, { spaces }) },
    { shape: "place", ...worded(say, "place", `move_pieces(\${1:${space}}, \${2:me}, \${3:2})`, { pieces }) },
    { shape: "remove", ...worded(say, "remove", `move_pieces(\${1:${space}}, \${2:opponent}, -\${3:2})`, { pieces }) },
    { shape: "dice", ...worded(say, "dice", `let die = roll_die()\nif die >= \${1:4} {\n\t\${2:${move(1)}}\n} else {\n\t\${3:${move(-1)}}\n}`) },
    { shape: "choice", ...worded(say, "choice", `choose \${1:me} {\n\toption "\${2:first}" { \${3:${move(1)}} }\n\toption "\${4:second}" { \${5:${move(-1)}} }\n}`) },
  ];
  // Lasting effects are the kernel's: the same snippet in every game.
  const lasting = worded(say, "lasting_effect", "start_effect(${1:effect_id})");
  const snippets: Snippet[] = [...own, lasting, ...kernel.filter((s) => !has.has(s.shape))];
  return snippets.map(({ label, detail, body }) => ({ label, detail, body }));
}

/**
 * A card's lasting effect, declared under `effects:` (completion at a card's keys): the durations,
 * the kinds of modifier (hooks) and the sides the open game declares.
 */
export function effectsSnippet(w: Words): Snippet {
  const g = w.game;
  const choice = (items: readonly string[], fallback: string[]) => (items.length ? items : fallback).join(",");
  const durations = choice(g?.durations ?? [], ["turn", "game"]);
  const hooks = choice(g?.hooks ?? [], ["ops"]);
  const sides = choice(["owner", "opponent", ...(g?.sides.map((x) => x.id) ?? []), "both"], []);
  return worded(
    sayer(w),
    "effects",
    `effects:\n  - id: \${1:effect_id}\n    duration: \${2|${durations}|}\n    modifiers:\n      - { kind: \${3|${hooks}|}, side: \${4|${sides}|}, amount: \${5:1} }`,
  );
}
