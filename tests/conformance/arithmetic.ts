// The log prints the arithmetic of coups, realignments and wars; the engine logs its own. They are
// not among the compared values (the official edition's display leaves out some modifiers), but
// a result that differs is a strong hint, so it is noted: `npm run conformance -- --verbose`.
import type { MoveOutcome } from "./dice.js";
import type { ImportedGame } from "./import.js";

export interface ArithmeticNote {
  line: number;
  text: string;
  engine: string;
}

/** Compares the coups, realignments and war cards' rolls of a move with the log lines whose dice they used. */
export function arithmeticNotes(game: ImportedGame, o: MoveOutcome): ArithmeticNote[] {
  const notes: ArithmeticNote[] = [];
  const items = o.diceItems.map((d) => game.segments[d.seg]!.items[d.item]!);
  const coups = items.filter((i) => i.kind === "coup_roll");
  const realigns = items.filter((i) => i.kind === "realign_roll");
  const wars = items.filter((i) => i.kind === "war_roll");
  let c = 0;
  let r = 0;
  let w = 0;
  for (const f of o.facts) {
    if (f.k === "coup") {
      const item = coups[c++];
      if (item?.kind !== "coup_roll") continue;
      const margin = f.total - f.defence;
      // The log's result is die + Ops + shown modifier - 2 x stability.
      if (margin !== item.result) notes.push({ line: item.line, text: item.text, engine: `coup: die ${f.roll}, total ${f.total} against ${f.defence} (result ${margin})` });
    } else if (f.k === "realign") {
      const a = realigns[r++];
      const b = realigns[r++];
      if (a?.kind !== "realign_roll" || b?.kind !== "realign_roll") continue;
      const mine = a.side === f.side ? a : b;
      const theirs = a.side === f.side ? b : a;
      if (mine.total !== f.total || theirs.total !== f.enemyTotal) notes.push({ line: a.line, text: `${a.text} / ${b.text}`, engine: `realignment: ${f.side} ${f.total} against ${f.enemyTotal}` });
    } else if (f.k === "war") {
      const item = wars[w++];
      if (item?.kind !== "war_roll") continue;
      // The log prints the die, the modifier (adjacent enemy-controlled countries) and the roll needed.
      if (item.roll !== f.roll || item.modifier !== f.modifier || item.needed !== f.needed) notes.push({ line: item.line, text: item.text, engine: `${f.card} on ${f.country}: die ${f.roll}, modifier ${f.modifier}, needed ${f.needed}` });
    }
  }
  return notes;
}
