// Invariants every reachable state keeps: the kernel's (declared bounds, card bookkeeping, a
// decision pending while the game goes on) and the game's own (game.yaml: invariants). Checked
// after every move by the property tests and by `cardwright simulate --check`.
import { evalInvariant, type Game, type State } from "../kernel/index.js";

export function invariantViolations(g: Game, s: State): string[] {
  const out: string[] = [];
  for (const t of g.tracks) {
    for (let i = 0; i < (t.perSide ? g.sides.length : 1); i++) {
      const v = s.tracks[t.offset + i]!;
      if (v < t.min || v > t.max) out.push(`${t.id}${t.perSide ? ` (${g.sides[i]})` : ""} is ${v}, outside ${t.min}..${t.max}`);
    }
  }
  for (const k of g.pieces) {
    const total = g.sides.map(() => 0);
    for (const sp of g.spaces) {
      g.sides.forEach((side, i) => {
        const n = s.pieces[k.offset + sp.index * g.sides.length + i]!;
        total[i]! += n;
        if (n < 0) out.push(`${side} has ${n} ${k.id} on ${sp.id}`);
        if (n > k.capPerSpace) out.push(`${side} has ${n} ${k.id} on ${sp.id}, over the cap of ${k.capPerSpace}`);
        if (n > 0 && sp.homeOf) out.push(`${side} has ${k.id} on the home space ${sp.id}`);
      });
    }
    g.sides.forEach((side, i) => {
      if (total[i]! > k.supply) out.push(`${side} has ${total[i]} ${k.id} on the board, over its supply of ${k.supply}`);
    });
  }
  const seen = new Map<string, number>();
  s.piles.forEach((pile, i) => {
    for (const c of pile) {
      if (!g.card.has(c)) out.push(`unknown card ${c} in ${g.pileOf[i]![0].id}`);
      if (seen.has(c)) out.push(`${c} is in two piles (${g.pileOf[seen.get(c)!]![0].id} and ${g.pileOf[i]![0].id})`);
      seen.set(c, i);
    }
  });
  if (!s.result && !s.pending.length) out.push("no decision is pending but the game is not over");
  for (const d of s.pending) {
    if (d.options.length === 0) out.push(`decision ${d.kind} has no options`);
    if (new Set(d.options).size !== d.options.length) out.push(`decision ${d.kind} lists an option twice`);
  }
  for (const inv of g.invariants) if (!evalInvariant(g, s, inv.unit)) out.push(inv.message);
  return out;
}
