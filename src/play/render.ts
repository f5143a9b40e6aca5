// What a player sees of a game, as lines of text in their language: computed from their side's
// view only (src/kernel/view.ts), so nothing the side may not see can reach the screen. Knows no
// game: tracks, piles, special cards and effects are named through the content's translations,
// and the position line is the game's own `cli.replay.position` message.
import { view, type Decision, type Game, type State, type View } from "../kernel/index.js";
import type { Translator } from "../i18n/index.js";
import { stateArgs } from "../cli/state-args.js";
import type { Loss } from "./losing-answers.js";
import { lossWarning, TERMINAL_WARNINGS } from "./loss-warning.js";
import { numberedByValue } from "./answer-keys.js";

/** Tracks, position, the side's own cards, what it may count of the others', special cards, effects. */
export function summaryLines(g: Game, s: State, side: string, tr: Translator): string[] {
  const v = view(g, s, side);
  const lines: string[] = [];
  const variants = v.variants.map((x) => ` + ${tr.name("overlay", x)}`).join("");
  lines.push(tr.t("cli.play.header", { scenario: tr.name("overlay", v.scenario), variants, side }));
  if (tr.hasMessage("cli.replay.position")) lines.push(tr.t("cli.replay.position", { ...stateArgs(g, s), prompt: "" }).replace(/[;,]\s*$/, ""));
  // A track the game keeps for its rules only (`show: hidden`) is not shown, as on the Play page.
  const tracks = Object.entries(v.tracks).filter(([id]) => !g.track.get(id)?.hidden).map(([id, x]) => `${tr.name("track", id)} ${typeof x === "number" ? sharedValue(g, id, x, tr) : Object.entries(x).map(([sd, n]) => `${tr.name("side", sd)} ${n}`).join(", ")}`);
  if (tracks.length) lines.push(tracks.join(" · "));
  for (const [id, pile] of Object.entries(v.piles)) {
    if ("count" in pile && typeof pile.count === "number") continue;
    for (const [owner, p] of Object.entries(pile as Record<string, { cards?: string[]; count: number }>)) {
      if (owner === side && p.cards) lines.push(tr.t("cli.play.own_pile", { pile: id, count: p.count, cards: p.cards.map((c) => tr.name("card", c)).join(", ") }));
      else lines.push(tr.t("cli.play.other_pile", { pile: id, side: owner, count: p.count }));
    }
  }
  const shared = Object.entries(v.piles).filter(([, p]) => typeof (p as { count?: unknown }).count === "number").map(([id, p]) => `${tr.name("pile", id)} ${(p as { count: number }).count}`);
  if (shared.length) lines.push(tr.t("cli.play.piles", { piles: shared.join(" · ") }));
  for (const [card, sp] of Object.entries(v.specials)) lines.push(tr.t("cli.play.special", { card: tr.name("card", card), holder: sp.holder ?? "none", face_up: String(sp.face_up) }));
  if (v.effects.length) lines.push(tr.t("cli.play.effects", { effects: v.effects.map((e) => `${tr.name("effect", e.id)} (${tr.name("side", e.owner)})`).join(", ") }));
  return lines;
}

/** A shared track's value; a tug-of-war's as the side that leads and by how much ("<side> +4"), as
 *  the Play page's bar says it, since a signed number leaves the player to remember which end is whose. */
function sharedValue(g: Game, id: string, x: number, tr: Translator): string {
  if (!g.track.get(id)?.tugOfWar || x === 0 || g.sides.length < 2) return String(x);
  return tr.t("cli.play.track_lead", { side: x > 0 ? g.sides[0]! : g.sides[1]!, by: Math.abs(x) });
}

/** Every space with pieces on it, and the cards of the open piles (the `board` command). */
export function boardLines(g: Game, s: State, side: string, tr: Translator): string[] {
  const v: View = view(g, s, side);
  const lines: string[] = [];
  for (const [kind, spaces] of Object.entries(v.pieces)) {
    lines.push(`${tr.name("piece", kind)}:`);
    for (const [space, counts] of Object.entries(spaces)) {
      lines.push(`  ${tr.name("space", space)}: ${counts.map((n, i) => `${tr.name("side", g.sides[i]!)} ${n}`).join(", ")}`);
    }
  }
  for (const [id, pile] of Object.entries(v.piles)) {
    const p = pile as { cards?: string[]; count?: unknown };
    if (typeof p.count === "number" && p.cards?.length) lines.push(`${tr.name("pile", id)}: ${p.cards.map((c) => tr.name("card", c)).join(", ")}`);
  }
  return lines;
}

/** The question and its numbered answers (answers that are numbers are shown as they are); those in `losing` are marked with why they lose the game. */
export function questionLines(d: Decision, tr: Translator, losing: ReadonlyMap<string, Loss> = new Map()): string[] {
  const marked = (o: string) => {
    const loss = losing.get(o);
    return loss ? `  ⚠ ${lossWarning(tr, loss, TERMINAL_WARNINGS)}` : "";
  };
  const shown = d.options.map((o) => tr.option(d, o));
  // Answers that are numbers are answered with the number itself, so they are not numbered too.
  if (numberedByValue(shown)) return [tr.prompt(d), ...d.options.map((o, i) => `  ${shown[i]!.padStart(5)}${marked(o)}`)];
  return [tr.prompt(d), ...d.options.map((o, i) => `  ${String(i + 1).padStart(2)}. ${shown[i]}${marked(o)}`)];
}

/** The log lines `side` may read from index `from` of the game's log. */
export function logLines(g: Game, s: State, side: string, from: number, tr: Translator): string[] {
  return view(g, s, side, { logFrom: from }).log.map((e) => `  · ${tr.log(e)}`);
}
