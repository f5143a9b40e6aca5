// Snippets for the effect language's common shapes, offered by completion inside effect code
// (Monaco snippet syntax: ${1:placeholder}, ${2|a,b|} a choice, \t one indentation step), and one
// for a card's lasting effect, offered at a card's keys.
export interface Snippet {
  /** Shown in the list, what a designer would search for. */
  label: string;
  /** A sentence about when to use it. */
  detail: string;
  body: string;
}

export const EFFECT_SNIPPETS: Snippet[] = [
  {
    label: "choose countries",
    detail: "a player chooses countries, then something happens in each",
    body: "for c in pick_countries(${1:me}, ${2:2}, in: countries(where: ${3:it in europe and influence(opponent, it) > 0})) {\n\t${4:remove_influence(opponent, 1, in: c)}\n}",
  },
  {
    label: "place influence",
    detail: "a side places Influence in countries it chooses",
    body: "add_influence(${1:me}, ${2:3}, in: countries(where: ${3:it in asia}), per_country: ${4:1})",
  },
  {
    label: "remove influence",
    detail: "a side's Influence is removed from countries",
    body: "remove_influence(${1:opponent}, ${2:3}, in: countries(where: ${3:it in europe}), per_country: ${4:2})",
  },
  {
    label: "lasting effect",
    detail: "start an effect declared under the card's effects: (see the `effects` snippet)",
    body: "start_effect(${1:effect_id})",
  },
  {
    label: "dice roll",
    detail: "roll a die and act on the result",
    body: "let die = roll(${1:me})\nif die >= ${2:4} {\n\t${3:vp(me, 2)}\n} else {\n\t${4:vp(opponent, 1)}\n}",
  },
  {
    label: "choice of options",
    detail: "a player picks one of several outcomes",
    body: 'choose ${1:me} {\n\toption "${2:first}" { ${3:vp(me, 1)} }\n\toption "${4:second}" { ${5:defcon(-1)} }\n}',
  },
];

/** A card's lasting effect, declared under `effects:` (completion at a card's keys). */
export const EFFECTS_SNIPPET: Snippet = {
  label: "effects (lasting effect)",
  detail: "declare a lasting effect the event starts with start_effect(id)",
  body: "effects:\n  - id: ${1:effect_id}\n    duration: ${2|turn,action_round,game|}\n    modifiers:\n      - { kind: ${3|ops,coup_roll,realign_roll,forbid,trigger|}, side: ${4|owner,opponent,us,ussr,both|}, amount: ${5:1} }",
};
