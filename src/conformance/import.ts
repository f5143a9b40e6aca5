// Turns a parsed log into what a replay needs: the game's options, the setup placements as
// answers, and the play cut into segments (setup, each headline phase, each action round, the
// final scoring) whose lines carry content ids. Each segment is cut again into sections: the
// operations and events of the card, in the order the log shows them.
import { inRegion, type Content, type Side } from "../content/model.js";
import { nameTables, type NameTables } from "./names.js";
import type { Entry, LocatedEntry, OpsMode, ParsedLog } from "./parse-log.js";

/** A log entry with content ids instead of names (cards, countries, regions). */
export type Item = LocatedEntry & { section: number; cardId?: string | null; countryId?: string; regionId?: string | null };

export interface Section {
  kind: "header" | "event" | "ops";
  card?: string;
  mode?: OpsMode;
  ops?: number;
  line: number;
  /** Indexes into the segment's items. */
  items: number[];
}

export interface Segment {
  index: number;
  kind: "setup" | "headline" | "action_round" | "final";
  turn: number;
  side?: Side;
  round?: number;
  /** The card of an action round (null: the player played none). */
  card?: string | null;
  /** The headline cards. */
  headlines?: Partial<Record<Side, string>>;
  line: number;
  text: string;
  items: Item[];
  sections: Section[];
}

export interface ImportProblem {
  line: number;
  text: string;
  message: string;
}

export interface ImportedGame {
  file: string;
  options: string[];
  handicap: { side: Side; amount: number } | null;
  /** Setup answers, one country per Influence point, in the order they are asked. */
  setup: Record<Side, string[]>;
  handicapPlacements: string[];
  segments: Segment[];
  winner: { side: Side; reason: string; line: number } | null;
  problems: ImportProblem[];
  /** Lines that are not blank. */
  lines: number;
}

export function importLog(content: Content, log: ParsedLog, scenarioId = "standard"): ImportedGame {
  const names = nameTables(content);
  const problems: ImportProblem[] = [];
  const game: ImportedGame = { file: log.file, options: [], handicap: null, setup: { us: [], ussr: [] }, handicapPlacements: [], segments: [], winner: null, problems, lines: 0 };
  const lineSet = new Set(log.entries.map((e) => e.line));
  game.lines = lineSet.size + log.unparsed.length;
  let seg: Segment = { index: 0, kind: "setup", turn: 0, line: 1, text: "", items: [], sections: [{ kind: "header", line: 1, items: [] }] };
  game.segments.push(seg);
  const open = (s: Omit<Segment, "index" | "items" | "sections">) => {
    seg = { ...s, index: game.segments.length, items: [], sections: [{ kind: "header", line: s.line, items: [] }] };
    game.segments.push(seg);
  };
  for (const e of log.entries) {
    const resolved = resolve(names, e, problems);
    switch (e.kind) {
      case "optional_cards":
        game.options.push("optional_cards");
        break;
      case "handicap":
        game.handicap = { side: e.side, amount: e.amount };
        break;
      case "headline_phase":
        open({ kind: "headline", turn: e.turn, line: e.line, text: e.text, headlines: {} });
        continue;
      case "headline":
        if (seg.headlines && resolved.cardId) seg.headlines[e.side] = resolved.cardId;
        break;
      case "action_round":
        open({ kind: "action_round", turn: e.turn, side: e.side, round: e.round, card: e.card ? resolved.cardId ?? null : null, line: e.line, text: e.text });
        continue;
      case "end_marker":
        open({ kind: "final", turn: seg.turn, line: e.line, text: e.text });
        continue;
      case "game_end":
        game.winner = { side: e.winner, reason: e.reason, line: e.line };
        break;
      case "ops":
      case "event":
        seg.sections.push({ kind: e.kind, line: e.line, items: [], ...(e.kind === "ops" ? { mode: e.mode, ops: e.ops } : { card: resolved.cardId ?? undefined }) });
        break;
    }
    const section = seg.sections.length - 1;
    seg.items.push({ ...resolved, section });
    seg.sections[section]!.items.push(seg.items.length - 1);
  }
  mergeRepeatedEvents(game);
  planSetup(content, game, scenarioId);
  return game;
}

function resolve(names: NameTables, e: LocatedEntry, problems: ImportProblem[]): Item {
  const out: Item = { ...e, section: 0 };
  const bad = (what: string, name: string) => problems.push({ line: e.line, text: e.text, message: `unknown ${what} "${name}"` });
  if ("card" in e && typeof e.card === "string" && e.card !== "") {
    out.cardId = names.card(e.card);
    if (!out.cardId) bad("card", e.card);
  }
  if ("country" in e) {
    const id = names.country(e.country);
    if (id) out.countryId = id;
    else bad("country", e.country);
  }
  if (e.kind === "choice") out.regionId = names.region(e.text);
  return out;
}

/**
 * The log sometimes prints `Event: X` twice in a row (the second line before the event's
 * results); the two lines are one event.
 */
function mergeRepeatedEvents(game: ImportedGame): void {
  for (const seg of game.segments) {
    for (let i = seg.sections.length - 1; i > 0; i--) {
      const a = seg.sections[i - 1]!;
      const b = seg.sections[i]!;
      if (a.kind === "event" && b.kind === "event" && a.card === b.card && a.items.length === 1) {
        a.items.push(...b.items);
        seg.sections.splice(i, 1);
      }
    }
    seg.sections.forEach((s, i) => s.items.forEach((j) => (seg.items[j]!.section = i)));
  }
}

/**
 * The log prints one line per country for the setup, the handicap Influence included. The
 * scenario's free placements are taken first, in the log's order, from countries of their region;
 * what is left is the handicap placement.
 */
function planSetup(content: Content, game: ImportedGame, scenarioId: string): void {
  const scenario = content.scenarios[scenarioId]!;
  const setup = game.segments[0]!;
  const left: Record<Side, { amount: number; region: string }> = { us: { amount: 0, region: "" }, ussr: { amount: 0, region: "" } };
  for (const step of scenario.setup ?? []) if (step.free) left[step.side] = { amount: step.free.amount, region: step.free.in ?? "" };
  for (const item of setup.items) {
    if (item.kind !== "influence" || !item.countryId) continue;
    const country = content.country[item.countryId]!;
    for (let n = 0; n < item.delta; n++) {
      const free = left[item.side];
      if (free.amount > 0 && inRegion(country, free.region)) {
        free.amount--;
        game.setup[item.side].push(item.countryId);
      } else game.handicapPlacements.push(item.countryId);
    }
  }
}

/** Entries of one kind (typed). */
export function itemsOf<K extends Entry["kind"]>(seg: Segment, kind: K): (Item & Extract<Entry, { kind: K }>)[] {
  return seg.items.filter((i) => i.kind === kind) as (Item & Extract<Entry, { kind: K }>)[];
}
