// Log lines and decisions in plain English. Every number says where it comes from: a coup shows
// roll + Ops + modifiers against twice the stability, a realignment both totals, a space attempt
// the roll needed.
import type { Decision, LogEntry, Value } from "../../../src/engine/state.js";
import type { Names } from "./names.js";

export type Tone = "turn" | "card" | "influence" | "roll" | "vp" | "defcon" | "effect" | "over" | "note";

export interface Line {
  text: string;
  tone: Tone;
  /** An explanation added by the worker (Ops value, scoring breakdown). */
  detail?: string;
}

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "±0");
const minus = (n: number) => (n >= 0 ? `+ ${n}` : `− ${-n}`);

export function vpText(vp: number): string {
  return vp === 0 ? "even" : vp > 0 ? `US +${vp}` : `USSR +${-vp}`;
}

export function describeEntry(e: LogEntry, n: Names): Line {
  const a = (e.a ?? {}) as Record<string, Value>;
  const num = (k: string) => Number(a[k] ?? 0);
  const str = (k: string) => String(a[k] ?? "");
  const side = n.side(a["side"]);
  switch (e.k) {
    case "game.start":
      return { text: `Game starts: ${str("scenario")} (seed ${str("seed")})`, tone: "turn" };
    case "turn.start":
      return { text: `Turn ${str("turn")} begins`, tone: "turn" };
    case "deck.era":
      return { text: `${str("era")} war cards join the draw pile (${str("cards")})`, tone: "turn" };
    case "deck.reshuffle":
      return { text: `Discards reshuffled into the draw pile (${str("cards")} cards)`, tone: "turn" };
    case "ar.start":
      return { text: `Action round ${str("round")}: ${side}`, tone: "turn" };
    case "ar.pass":
      return { text: `${side} passes`, tone: "card" };
    case "headline.card":
      return { text: `${side} headlines ${n.card(str("card"))}`, tone: "card" };
    case "headline.cancelled":
      return { text: `${side}'s headline is cancelled`, tone: "card" };
    case "card.play": {
      const mode = str("mode");
      const how = mode === "event" ? "for its event" : mode === "space" ? "on the space race" : `for Operations (${mode})`;
      return { text: `${side} plays ${n.card(str("card"))} ${how}`, tone: "card" };
    }
    case "ops.use":
      return { text: `${side} uses ${num("ops")} Ops: ${str("use")}`, tone: "card" };
    case "influence": {
      const d = num("delta");
      return { text: `${signed(d)} ${side} Influence in ${n.country(str("country"))} → US ${num("us")} · USSR ${num("ussr")}`, tone: "influence" };
    }
    case "coup.success":
    case "coup.failure": {
      const mod = num("modifier");
      const sum = `roll ${num("roll")} + ${num("ops")} Ops${mod ? ` ${minus(mod)}` : ""} = ${num("total")} vs 2 × stability = ${num("defence")}`;
      const margin = num("total") - num("defence");
      const verdict = e.k === "coup.success" ? `succeeds by ${margin}` : "fails";
      return { text: `${side} coup in ${n.country(str("country"))}: ${sum}: ${verdict}${a["free"] ? " (free coup)" : ""}`, tone: "roll" };
    }
    case "realign.roll": {
      const other = a["side"] === "us" ? "USSR" : "US";
      const mine = `${side} ${num("total")} (roll ${num("roll")}${num("total") !== num("roll") ? ` ${minus(num("total") - num("roll"))}` : ""})`;
      const theirs = `${other} ${num("enemyTotal")} (roll ${num("enemyRoll")}${num("enemyTotal") !== num("enemyRoll") ? ` ${minus(num("enemyTotal") - num("enemyRoll"))}` : ""})`;
      return { text: `Realignment in ${n.country(str("country"))}: ${mine} vs ${theirs}`, tone: "roll" };
    }
    case "space.success":
    case "space.failure":
      return { text: `${side} space race, box ${num("box")}: roll ${num("roll")}, needs ${num("needed")} or less: ${e.k === "space.success" ? "success" : "failure"}`, tone: "roll" };
    case "space.advance":
      return { text: `${side} reaches space race box ${num("box")}`, tone: "vp" };
    case "space.declined":
      return { text: `${side} declines the space race roll`, tone: "roll" };
    case "vp.gain":
      return { text: `${side} ${signed(num("amount"))} VP → ${vpText(num("vp"))}`, tone: "vp" };
    case "defcon.degrade":
      return { text: `DEFCON drops to ${num("defcon")}`, tone: "defcon" };
    case "defcon.improve":
      return { text: `DEFCON improves to ${num("defcon")}`, tone: "defcon" };
    case "milops":
      return { text: `${side} Military Ops → ${num("value")}`, tone: "defcon" };
    case "milops.penalty":
      return { text: `Military Ops shortfall: US −${num("us")} VP, USSR −${num("ussr")} VP`, tone: "vp" };
    case "score.region":
      return { text: `${n.region(str("region"))} scored: US ${num("us")} VP, USSR ${num("ussr")} VP`, tone: "vp" };
    case "final.scoring":
      return { text: "Final scoring", tone: "vp" };
    case "game.over":
      return { text: `Game over: ${a["winner"] === "draw" ? "a draw" : `${n.side(a["winner"])} wins`} (${str("reason").replace(/_/g, " ")})`, tone: "over" };
    case "card.discard":
      return { text: `${n.card(str("card"))} is discarded`, tone: "card" };
    case "card.removed":
      return { text: `${n.card(str("card"))} is removed from the game`, tone: "card" };
    case "card.given":
      return { text: `${n.card(str("card"))} goes to the ${side} hand`, tone: "card" };
    case "card.rigged":
      return { text: `${n.card(str("card"))} put into the ${side} hand (from the ${str("from").replace("_", " ")})`, tone: "note" };
    case "china.passed":
      return { text: `The China Card passes to the ${n.side(a["to"])}${a["face_up"] === false ? " face down" : ""}`, tone: "card" };
    case "hand.revealed":
      return { text: `${side} reveals: ${(Array.isArray(a["cards"]) ? a["cards"] : []).map((c) => n.card(String(c))).join(", ") || "nothing"}`, tone: "card" };
    case "effect.start":
      return { text: `${n.effect(str("effect"))} is in force (${side})`, tone: "effect" };
    case "effect.end":
      return { text: `${n.effect(str("effect"))} ends`, tone: "effect" };
    case "effect.note":
      return { text: str("text"), tone: "note" };
    case "event.play":
      return { text: `Event: ${n.card(str("card"))} (${side})`, tone: "effect" };
    case "event.not_scripted":
      return { text: `${n.card(str("card"))} has no event code yet`, tone: "note" };
    case "turn.held_scoring":
      return { text: `${side} held a scoring card at the end of the turn`, tone: "over" };
    case "setup.handicap":
      return { text: `${side} handicap: ${num("amount")} Influence`, tone: "influence" };
    default: {
      if (e.k.startsWith("event.")) return { text: `${n.card(str("card"))}: no event (${e.k.slice(6).replace(/_/g, " ")})`, tone: "effect" };
      const args = Object.entries(a).map(([k, v]) => `${k} ${Array.isArray(v) ? v.join(",") : String(v)}`).join(", ");
      return { text: `${e.k}${args ? ` (${args})` : ""}`, tone: "note" };
    }
  }
}

const OPTION_WORDS: Record<string, string> = {
  event: "Event",
  influence: "Influence",
  realign: "Realign",
  coup: "Coup",
  space: "Space race",
  event_first: "Event first",
  ops_first: "Operations first",
  done: "Done",
  pass: "Pass",
  keep: "Keep it",
  roll: "Roll",
  decline: "Decline",
  none: "None",
  yes: "Yes",
  no: "No",
};

export function optionLabel(option: string, n: Names): string {
  if (OPTION_WORDS[option]) return OPTION_WORDS[option]!;
  const kind = n.kindOf(option);
  if (kind) return n.any(option);
  return option.replace(/_/g, " ");
}

export function describeDecision(d: Decision, n: Names, turn: number, round: number): string {
  const a = (d.args ?? {}) as Record<string, Value>;
  const p = n.side(d.player);
  const left = a["left"] !== undefined ? ` (${String(a["left"])} left)` : "";
  switch (d.kind) {
    case "action_card":
      return `${p}: choose a card to play — turn ${turn}, action round ${round}`;
    case "headline_card":
      return `${p}: choose a headline card — turn ${turn}`;
    case "play_mode":
      return `${p}: how to play ${n.card(String(a["card"]))} (${String(a["ops"])} Ops)`;
    case "event_order":
      return `${p}: ${n.card(String(a["card"]))} — event first, or Operations first?`;
    case "ops_use":
      return `${p}: use ${String(a["ops"])} Ops for…`;
    case "place_influence":
      return `${p}: place Influence${a["left"] !== undefined ? ` (${String(a["left"])} Ops left)` : ""}`;
    case "setup_influence":
      return `${p}: place setup Influence${left}${a["region"] ? ` in ${n.region(String(a["region"]))}` : ""}`;
    case "add_influence":
      return `${p}: add ${n.side(a["side"])} Influence${left}`;
    case "remove_influence":
      return `${p}: remove ${n.side(a["side"])} Influence${left}`;
    case "realign_target":
      return `${p}: choose a realignment target${a["left"] !== undefined ? ` (${String(a["left"])} rolls left)` : ""}`;
    case "coup_target":
      return `${p}: choose a coup target (${String(a["ops"])} Ops)`;
    case "space_roll":
      return `${p}: roll for the space race?`;
    case "discard_held":
      return `${p}: discard a held card, or keep it?`;
    case "pick_country":
      return `${p}: choose a country${left}`;
    case "pick_cards":
      return `${p}: choose cards${left}`;
    case "choose_option":
      return `${p}: choose${a["card"] ? ` (${n.card(String(a["card"]))})` : ""}`;
    default:
      return `${p}: ${d.kind.replace(/_/g, " ")}`;
  }
}
