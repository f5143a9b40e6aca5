// 13 Days, the second game written as content only: random legal games keep every invariant and
// always finish; games that avoid escalation reach the aftermath scoring; and what one side sees
// (the kernel's views) never shows the other side's hand or its agendas before they are revealed.
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { requireContent } from "../src/content/load-dir.js";
import { applyInPlace, newGame, view, type Game, type State } from "../src/kernel/index.js";
import { invariantViolations } from "../src/testing/invariants.js";
import { playRandomGame } from "../src/testing/random-play.js";

const DIR = resolve(import.meta.dirname, "../cards/thirteen-days");
const content = () => requireContent(DIR, {});
const SIDES = ["us", "ussr"] as const;
const other = (s: string) => (s === "us" ? "ussr" : "us");

/** A deterministic generator for move choices (xorshift). */
function chooser(seed: number) {
  let x = (seed * 2654435761) >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
}

/**
 * Plays a game where every player avoids escalation: it prefers removing cubes, moving markers
 * down and stopping early; otherwise it picks at random. Calls `each` after every move.
 */
function playCautious(g: Game, seed: number, each?: (s: State) => void): State {
  const next = chooser(seed);
  const s = newGame(g, { seed });
  let moves = 0;
  while (s.pending.length && !s.result && moves++ < 5000) {
    const d = s.pending[Math.floor(next() * s.pending.length)]!;
    const calm = d.options.filter((o) => o === "remove" || o === "done" || o === "no_event" || o === "no_command" || /^-\d$/.test(o) || (d.kind === "command_cubes" && o === "1"));
    const pool = calm.length && next() < 0.9 ? calm : d.options;
    applyInPlace(g, s, { player: d.player, choice: pool[Math.floor(next() * pool.length)]! });
    each?.(s);
  }
  return s;
}

describe("13 Days: random legal games", () => {
  it("1,000 random games end with no crash, no stuck state and no broken invariant", () => {
    const g = content().game;
    const problems: string[] = [];
    const reasons = new Map<string, number>();
    for (let seed = 1; seed <= 1000; seed++) {
      const r = playRandomGame(g, seed, { check: true });
      if (r.crash) problems.push(`seed ${seed}: crash ${r.crash.split("\n")[0]}`);
      for (const v of r.violations) problems.push(`seed ${seed}: ${v}`);
      if (r.state.result) reasons.set(r.state.result.reason, (reasons.get(r.state.result.reason) ?? 0) + 1);
    }
    expect(problems).toEqual([]);
    // Random players escalate: most games end in nuclear war, both losing in some of them.
    expect(reasons.get("nuclear_war")).toBeGreaterThan(0);
  });

  it("games where both sides avoid escalation reach the aftermath scoring and a winner on Prestige or the Personal Letter", () => {
    const g = content().game;
    const problems: string[] = [];
    const reasons = new Map<string, number>();
    for (let seed = 1; seed <= 200; seed++) {
      const s = playCautious(g, seed, (st) => {
        const v = invariantViolations(g, st);
        if (v.length) problems.push(`seed ${seed}: ${v.join("; ")}`);
      });
      if (!s.result) problems.push(`seed ${seed}: did not finish`);
      else reasons.set(s.result.reason, (reasons.get(s.result.reason) ?? 0) + 1);
      if (s.result && s.result.reason !== "nuclear_war") {
        expect(s.log.some((l) => l.k === "aftermath.score")).toBe(true);
        // 2 cards a round and up to one Alliances card a round (rules: 6 to 9)
        const aftermath = s.piles[g.pile.get("aftermath")!.offset]!;
        expect(aftermath.length).toBeGreaterThanOrEqual(6);
        expect(aftermath.length).toBeLessThanOrEqual(9);
      }
    }
    expect(problems.slice(0, 5)).toEqual([]);
    expect((reasons.get("prestige") ?? 0) + (reasons.get("personal_letter") ?? 0)).toBeGreaterThan(50);
  });
});

describe("13 Days: what each side sees", () => {
  /** The cards of a pile instance (a side's, for a per-side pile). */
  const pile = (g: Game, s: State, id: string, side?: string) => {
    const p = g.pile.get(id)!;
    return s.piles[p.offset + (p.perSide ? g.sideIndex.get(side!)! : 0)]!;
  };

  it("a side never sees the other's hand, dealt agendas or chosen agenda, nor log lines about them; flags are public", () => {
    const g = content().game;
    let checked = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const next = chooser(seed + 7);
      const s = newGame(g, { seed });
      let logSeen = 0;
      while (s.pending.length && !s.result) {
        for (const me of SIDES) {
          const them = other(me);
          const v = view(g, s, me);
          const piles = v.piles as Record<string, Record<string, { cards?: string[]; known?: { card: string }[]; count: number }>>;
          for (const secret of ["hand", "agenda_hand", "agenda"]) {
            const theirs = piles[secret]![them]!;
            expect(theirs.cards, `${me} sees the ${them} ${secret}`).toBeUndefined();
            expect(theirs.known, `${me} knows cards of the ${them} ${secret}`).toEqual([]);
            expect(theirs.count).toBe(pile(g, s, secret, them).length);
            expect(piles[secret]![me]!.cards).toEqual(pile(g, s, secret, me));
          }
          // Another side's decision shows who decides and what, never its options.
          for (const d of v.pending) if (d.player !== me) expect(d.options).toBeUndefined();
          // The flags on the board are the same for both sides.
          expect(v.variables.flags).toEqual(view(g, s, them).variables.flags);
          // New log lines readable by `me` name no card now secret in the other side's piles.
          const secretCards = new Set(["hand", "agenda_hand", "agenda"].flatMap((p) => pile(g, s, p, them)));
          for (const line of s.log.slice(logSeen)) {
            if (line.to && !line.to.includes(me)) continue;
            const words = JSON.stringify(line.a ?? {});
            for (const c of secretCards) expect(words.includes(`"${c}"`), `${me} reads ${line.k} naming ${c}`).toBe(false);
          }
          checked++;
        }
        logSeen = s.log.length;
        const d = s.pending[Math.floor(next() * s.pending.length)]!;
        applyInPlace(g, s, { player: d.player, choice: d.options[Math.floor(next() * d.options.length)]! });
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it("the aftermath is face down: each side knows the cards it put there, not the other's, until the end reveals all", () => {
    const g = content().game;
    const s = playCautious(g, 11, (st) => {
      if (st.result) return;
      const own = (side: string) => st.log.filter((l) => l.k === "aftermath.card" && l.to?.includes(side)).map((l) => l.a!.card as string);
      for (const me of SIDES) {
        const v = view(g, st, me).piles.aftermath as { cards?: string[]; known?: { card: string }[]; count: number };
        expect(v.cards).toBeUndefined();
        expect(v.count).toBe(pile(g, st, "aftermath").length);
        expect(v.known!.map((k) => k.card).sort()).toEqual(own(me).sort());
      }
    });
    expect(s.result?.reason).not.toBe("nuclear_war");
    expect(pile(g, s, "aftermath").length).toBeGreaterThanOrEqual(6);
    // At the end every aftermath card is revealed to both sides.
    for (const me of SIDES) {
      const v = view(g, s, me).piles.aftermath as { known?: { card: string }[] };
      expect(v.known!.map((k) => k.card).sort()).toEqual([...pile(g, s, "aftermath")].sort());
    }
  });

  it("the secret agenda choice: a side's answer stays hidden from the other until both have chosen", () => {
    const g = content().game;
    const s = newGame(g, { seed: 5 });
    expect(s.pending.map((d) => d.kind)).toEqual(["agenda", "agenda"]);
    const usChoice = s.pending.find((d) => d.player === "us")!.options[0]!;
    const before = JSON.stringify(view(g, s, "ussr"));
    applyInPlace(g, s, { player: "us", choice: usChoice });
    const after = view(g, s, "ussr");
    // The USSR sees that the US is no longer deciding, and nothing else changed for it.
    expect(after.pending.map((d) => d.player)).toEqual(["ussr"]);
    expect(JSON.stringify({ ...after, pending: [], moves: 0 })).toBe(JSON.stringify({ ...JSON.parse(before), pending: [], moves: 0 }));
    expect(JSON.stringify(after)).not.toContain(usChoice);
    expect(pile(g, s, "agenda", "us")).toEqual([]);
  });
});

describe("13 Days: content", () => {
  it("loads with the kernel alone: 39 strategy cards (13 per side), 13 agendas, the Personal Letter, 9 battlegrounds in 3 theatres", () => {
    const g = content().game;
    const kinds = (k: string) => g.cards.filter((c) => c.attrs.kind === k);
    expect(kinds("strategy")).toHaveLength(39);
    for (const side of ["un", "us", "ussr"]) expect(kinds("strategy").filter((c) => c.side === side)).toHaveLength(13);
    expect(kinds("agenda")).toHaveLength(13);
    expect(g.cards.filter((c) => c.special).map((c) => c.id)).toEqual(["personal_letter"]);
    expect(g.spaces).toHaveLength(9);
    expect(g.groups.map((x) => [x.id, x.spaces.length])).toEqual([["political", 3], ["military", 3], ["world_opinion", 3]]);
  });
});
