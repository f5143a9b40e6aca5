// Turns a parsed log into what a replay needs: the game's options, the setup placements as
// answers, and the play cut into segments (setup, each headline phase, each action round, the
// final scoring) whose lines carry content ids. Each segment is cut again into sections: the
// operations and events of the card, in the order the log shows them.
import type { Game } from "../../src/kernel/index.js";
import type { Side } from "./ts-state.js";
import { nameTables, type NameTables } from "./names.js";
import type { Entry, LocatedEntry, OpsMode, ParsedLog, UnparsedLine } from "./parse-log.js";

/** A log entry with content ids instead of names (cards, countries, regions). */
export type Item = LocatedEntry & { section: number; cardId?: string | null; countryId?: string; regionId?: string | null };

export interface Section {
  kind: "header" | "event" | "ops";
  card?: string;
  mode?: OpsMode;
  ops?: number;
  /** Who uses these Ops, when the lines show it (an event's Ops may be the other side's). */
  side?: Side;
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
  /** Content options of the game: `optional_cards`, `us_handicap` (the log's "US +2"). */
  options: string[];
  /** Any other handicap: bid Influence (rule 11.1.4). */
  bid: { side: Side; amount: number; kind: "influence" } | null;
  /** Setup answers, one country per Influence point, in the order each side is asked. */
  setup: Record<Side, string[]>;
  segments: Segment[];
  winner: { side: Side; reason: string; line: number } | null;
  problems: ImportProblem[];
  /** Lines the parser could not read (from ParsedLog). */
  unparsed: UnparsedLine[];
  /** Lines that are not blank. */
  lines: number;
}

/**
 * Cuts a parsed log into segments with content ids. The setup answers depend on the options the
 * log names: compose the content for `game.options`, then call planSetup with it.
 */
export function importLog(g: Game, log: ParsedLog): ImportedGame {
  const names = nameTables(g);
  const problems: ImportProblem[] = [];
  const game: ImportedGame = { file: log.file, options: [], bid: null, setup: { us: [], ussr: [] }, segments: [], winner: null, problems, unparsed: log.unparsed, lines: 0 };
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
        // The content's `us_handicap` option is the online "US +2"; another amount is a bid.
        if (e.side === "us" && e.amount === 2) game.options.push("us_handicap");
        else game.bid = { side: e.side, amount: e.amount, kind: "influence" };
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
  for (const seg of game.segments) for (const section of seg.sections) if (section.kind === "ops") section.side = opsSide(seg, section);
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

/** A free placement of the scenario's setup (see cards/twilight-struggle/schemas/scenario.schema.json). */
interface SetupStep {
  side: Side;
  free?: { amount: number; in?: string };
}

/**
 * The setup answers. The log prints one line per country, extra Influence included; each point
 * goes to the first free placement of its side (in the order the game's scenario asks them, the
 * bid last) that still has room and whose region holds the country. Call it with the game
 * compiled for the log's options (us_handicap adds a placement).
 */
export function planSetup(g: Game, game: ImportedGame): void {
  const scenario = g.data.scenario as { setup?: SetupStep[] } | undefined;
  const steps = (scenario?.setup ?? []).filter((s) => s.free).map((s) => ({ side: s.side, left: s.free!.amount, region: s.free!.in ?? null, answers: [] as string[] }));
  if (game.bid) steps.push({ side: game.bid.side, left: game.bid.amount, region: null, answers: [] });
  for (const item of game.segments[0]!.items) {
    if (item.kind !== "influence" || !item.countryId) continue;
    const country = g.space.get(item.countryId)!;
    for (let n = 0; n < item.delta; n++) {
      const step = steps.find((s) => s.side === item.side && s.left > 0 && (s.region === null || country.groupIds.has(s.region)));
      if (!step) {
        game.problems.push({ line: item.line, text: item.text, message: "setup Influence beyond every free placement" });
        break;
      }
      step.left--;
      step.answers.push(item.countryId);
    }
  }
  game.setup = { us: steps.filter((s) => s.side === "us").flatMap((s) => s.answers), ussr: steps.filter((s) => s.side === "ussr").flatMap((s) => s.answers) };
}

/** The side that used an ops section: whose military ops moved, or whose Influence grew. */
function opsSide(seg: Segment, section: Section): Side | undefined {
  for (const i of section.items) {
    const item = seg.items[i]!;
    if (item.kind === "milops") return item.side;
    if (item.kind === "influence" && item.delta > 0) return item.side;
    if (item.kind === "space") return item.side;
  }
  return undefined;
}

/** Entries of one kind (typed). */
export function itemsOf<K extends Entry["kind"]>(seg: Segment, kind: K): (Item & Extract<Entry, { kind: K }>)[] {
  return seg.items.filter((i) => i.kind === kind) as (Item & Extract<Entry, { kind: K }>)[];
}
