// Where a replay is inside a segment of the log: the section (operations or event) the engine is
// carrying out, and which targets, die rolls and card lines its moves have used. It follows the
// engine's own markers (an event starts, operations start), so answers and dice are taken from
// the part of the log that describes what the engine is doing now. Plain data.
import type { Fact } from "./facts.js";
import type { Item, Segment } from "./import.js";

export interface Cursor {
  seg: number;
  section: number;
  entered: number[];
  used: number[];
}

export function newCursor(seg: Segment): Cursor {
  return { seg: seg.index, section: 0, entered: [0], used: [] };
}

function enter(cur: Cursor, seg: Segment, test: (s: Segment["sections"][number]) => boolean): boolean {
  // Each section of the log is entered once, in order.
  for (let i = cur.section; i < seg.sections.length; i++) {
    if (cur.entered.includes(i) || !test(seg.sections[i]!)) continue;
    cur.section = i;
    cur.entered.push(i);
    return true;
  }
  return false;
}

/** Moves to the section the engine has just started, if the log shows one. */
export function followMarker(cur: Cursor, seg: Segment, f: Fact): void {
  if (f.k === "event") enter(cur, seg, (s) => s.kind === "event" && s.card === f.card);
  else if (f.k === "ops") enter(cur, seg, (s) => s.kind === "ops" && s.mode === f.use && (!s.side || s.side === f.side));
  else if (f.k === "play" && f.mode === "space") enter(cur, seg, (s) => s.kind === "ops" && s.mode === "space");
}

/**
 * Where a section's lines begin: its first item, or, for a section without lines of its own (an
 * action round's header when the card's first section is on the same line), the next section's.
 */
export function sectionStart(seg: Segment, section: number): number {
  const i = seg.items.findIndex((item) => item.section >= section);
  return i < 0 ? seg.items.length : i;
}

/** Items after the start of the current section that no move has used, in log order. */
export function openItems(cur: Cursor, seg: Segment, opts: { sectionOnly?: boolean } = {}): { item: Item; index: number }[] {
  const from = sectionStart(seg, cur.section);
  const out: { item: Item; index: number }[] = [];
  for (let i = Math.min(from, seg.items.length); i < seg.items.length; i++) {
    const item = seg.items[i]!;
    if (opts.sectionOnly && item.section !== cur.section) break;
    if (!cur.used.includes(i)) out.push({ item, index: i });
  }
  return out;
}

export function use(cur: Cursor, index: number): void {
  if (!cur.used.includes(index)) cur.used.push(index);
}

/** The sections after the current one, in order. */
export function sectionsAhead(cur: Cursor, seg: Segment): { index: number; section: Segment["sections"][number] }[] {
  return seg.sections.map((section, index) => ({ index, section })).filter((s) => s.index >= cur.section);
}
