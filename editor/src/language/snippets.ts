// Snippets for the effect language's common shapes, offered by completion inside effect code
// (Monaco snippet syntax: ${1:placeholder}, ${2|a,b|} a choice, \t one indentation step), and one
// for a card's lasting effect, offered at a card's keys. They are written in the words of the game
// that is open: its own snippets (game.yaml `snippets:`, in its procedures, checked by validate as
// inserted; their labels and details in the editor's language where the game translates them), and for each shape it has none of, the shape written with the kernel's built-ins and
// the game's own names (its pieces and tracks), labelled with its terms (`choose spaces` says
// the game's word for spaces).
import { snippetKey } from "../../../src/i18n/sources.js";
import type { GameSnippet } from "../game/protocol.js";
import type { Words } from "./effect-words.js";

export interface Snippet {
  /** Shown in the list, what a designer would search for. */
  label: string;
  /** A sentence about when to use it. */
  detail: string;
  body: string;
}

/** The kernel's shapes, which a game's own snippet may replace. */
type Shape = NonNullable<GameSnippet["replaces"]>;

/** Lasting effects are the kernel's: the same snippet in every game. */
const LASTING_EFFECT: Snippet = {
  label: "lasting effect",
  detail: "start an effect declared under the card's effects: (see the `effects` snippet)",
  body: "start_effect(${1:effect_id})",
};

/**
 * The snippets for the open game: its own where it declares them, and each shape none of them
 * replaces in the kernel's built-ins with the game's names (a game whose words are not known yet
 * gets those).
 */
export function effectSnippets(w: Words): Snippet[] {
  // The game's own in the editor's language (snippet.<slug of the label>.label / .detail), else as written.
  const own = (w.game?.snippets ?? []).map((s) => {
    const key = snippetKey(s.label);
    return { label: w.text?.(`${key}.label`) ?? s.label, detail: w.text?.(`${key}.detail`) ?? s.detail, body: s.code };
  });
  const has = new Set<string | null>((w.game?.snippets ?? []).map((s) => s.replaces));
  const terms = w.game?.terms ?? {};
  const spaces = terms["spaces"] ?? "spaces";
  const pieces = terms["pieces"] ?? "pieces";
  // A track with one marker (moved without naming a side), the game's first; else its first track.
  const tracks = w.game?.tracks ?? [];
  const track = tracks.find((t) => !t.perSide) ?? tracks[0];
  // The game's first space, as the placeholder of a space (so the snippet as inserted is valid code).
  const space = w.names.find((n) => n.kind === "space")?.id ?? "target";
  const move = (by: number) => (track ? `move_track(${track.id}, ${by}${track.perSide ? ", side: me" : ""})` : `log("${by > 0 ? "gain" : "loss"}")`);
  const kernel: (Snippet & { shape: Shape })[] = [
    {
      shape: "choose",
      label: `choose ${spaces}`,
      detail: `a player chooses one of the ${spaces}, then something happens there`,
      body: `let \${1:target} = pick(\${2:me}, spaces(where: \${3:pieces(it, opponent) > 0}), "\${4:target}")\n\${5:move_pieces(target, opponent, -1)}`,
    },
    {
      shape: "place",
      label: `place ${pieces}`,
      detail: `a side adds ${pieces} on a space`,
      body: `move_pieces(\${1:${space}}, \${2:me}, \${3:2})`,
    },
    {
      shape: "remove",
      label: `remove ${pieces}`,
      detail: `a side's ${pieces} are removed from a space`,
      body: `move_pieces(\${1:${space}}, \${2:opponent}, -\${3:2})`,
    },
    {
      shape: "dice",
      label: "dice roll",
      detail: "roll a die and act on the result",
      body: `let die = roll_die()\nif die >= \${1:4} {\n\t\${2:${move(1)}}\n} else {\n\t\${3:${move(-1)}}\n}`,
    },
    {
      shape: "choice",
      label: "choice of options",
      detail: "a player picks one of several outcomes",
      body: `choose \${1:me} {\n\toption "\${2:first}" { \${3:${move(1)}} }\n\toption "\${4:second}" { \${5:${move(-1)}} }\n}`,
    },
  ];
  const snippets: Snippet[] = [...own, LASTING_EFFECT, ...kernel.filter((s) => !has.has(s.shape))];
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
  return {
    label: "effects (lasting effect)",
    detail: "declare a lasting effect the event starts with start_effect(id)",
    body: `effects:\n  - id: \${1:effect_id}\n    duration: \${2|${durations}|}\n    modifiers:\n      - { kind: \${3|${hooks}|}, side: \${4|${sides}|}, amount: \${5:1} }`,
  };
}
