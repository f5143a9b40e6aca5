// The query tier (src/kernel/query.ts) compiles searches over spaces to loops over space indexes.
// A player would notice a wrong list of legal targets, so the game's target searches are compared
// with the same game compiled without the tier, in the states of random games: Influence targets
// (attribute, control — a leader by a margin read from an attribute —, a list the candidate must
// be in, Ops bonuses tied to regions), coup and realignment targets (regions closed by DEFCON, a
// nested search over groups, forbids in force), a realignment's modifier (neighbours controlled)
// and the uses of Ops (the first open target), and searches over the spaces where a side has
// pieces, which the tier walks without building their list.
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { loadContentDir } from "../src/content/load-dir.js";
import { parseProgram } from "../src/effects/parse.js";
import { applyInPlace, compileGame, functionValue, newGame, querySearches, setQueryTier, type CodeDeclarations, type Game, type State, type Value } from "../src/kernel/index.js";

/** Conditions of the shapes the tier reads by index (and one it leaves to the general compiler), as functions of a side, a list and a group. */
const SHAPES = [
  "select(spaces(), where: room(it, side) > 0 or pieces(it, side) > 0)",
  "select(spaces(), where: pieces(it, side) > pieces(it, opponent_of(side)) and home_of(it) == none)",
  "count(spaces(), where: leader(it) == side)",
  "first(spaces(), where: home_of(it) == none and leader(it, margin: 2) != side and not (it in within))",
  "select(spaces(), where: it in grp or (it in within and pieces(it, side) >= 1))",
  "any(spaces(), where: it in grp and pieces(it, side) == 0 and not forbidden(side, \"place\", it))",
  "select(within, where: max(pieces(it, side), 1) + min(pieces(it, opponent_of(side)), 2) >= 3 and count(neighbours(it)) > 1)",
  // Searches over the spaces where a side has pieces, walked by index without the list.
  "select(spaces_with(opponent_of(side)), where: pieces(it, side) < pieces(it, opponent_of(side)) and home_of(it) == none)",
  "count(spaces_with(side), where: pieces(it, opponent_of(side)) > 0 or it in within)",
  "first(spaces_with(side), where: it in grp and pieces(it, side) >= 2)",
  "any(spaces_with(opponent_of(side)), where: it in within and leader(it) == side)",
  // Only `not forbidden(…)`: the list's own while no forbid in force names the action (NATO's names coups).
  "select(within, where: not forbidden(side, \"influence\", it))",
  "count(spaces(), where: not forbidden(side, \"coup\", it))",
  "first(spaces_with(side), where: not forbidden(side, \"realign\", it))",
  // The candidate as the side that would act: the forbid is asked of each candidate, not once.
  "count([side, opponent_of(side)], where: not forbidden(it, \"coup\"))",
];

/** A game's content compiled twice, with the tier and without it, each with SHAPES as functions `shape_0` … of (side, within, grp). */
function withShapes(dir: string): { tier: Game; general: Game } {
  const from = loadContentDir(resolve(import.meta.dirname, "..", dir), undefined, false).compiledFrom!;
  const param = (name: string, type: string) => ({ name, type, default: null, optional: false });
  const routines = SHAPES.map((text, i) => {
    const r = parseProgram(`return ${text}`);
    if (!r.ok) throw new Error(r.error.message);
    return { name: `shape_${i}`, kind: "function" as const, params: [param("side", "side"), param("within", "list"), param("grp", "any")], body: r.value.body, asName: false, origin: "test", doc: "" };
  });
  const code: CodeDeclarations = { ...from.code, routines: [...from.code.routines, ...routines] };
  const tier = compileGame(from.declarations, code);
  setQueryTier(false);
  try {
    return { tier, general: compileGame(from.declarations, code) };
  } finally {
    setQueryTier(true);
  }
}

function bothGames(): { tier: Game; general: Game } {
  const r = loadContentDir(resolve(import.meta.dirname, "../cards/twilight-struggle"), undefined, false);
  const from = r.compiledFrom!;
  // The content's game is compiled when first read: read it before the tier is switched off.
  const tier = r.content!.game;
  setQueryTier(false);
  try {
    return { tier, general: compileGame(from.declarations, from.code) };
  } finally {
    setQueryTier(true);
  }
}

describe("the query tier", () => {
  it("gives the general form's target lists in the states of random games", () => {
    const { tier, general } = bothGames();
    const countries = tier.spaces.filter((s) => s.homeOf === null).map((s) => s.id);
    const regions = [...new Set(tier.spaces.flatMap((s) => [...s.groupIds]))];
    let compared = 0;
    const differentLists = new Set<string>();
    const before = querySearches();
    for (let seed = 1; seed <= 10; seed++) {
      let x = seed * 7919;
      const next = () => (x = (x * 1103515245 + 12345) % 2147483648) / 2147483648;
      const pickSome = <T,>(xs: T[], p: number) => xs.filter(() => next() < p);
      const s: State = newGame(tier, { seed });
      for (let n = 0; s.pending.length && !s.result && n < 400; n++) {
        if (n % 6 === 0) {
          for (const side of tier.sides) {
            const within: Value = next() < 0.5 ? null : pickSome(countries, 0.3);
            const bonuses: Value = next() < 0.5 ? [] : [{ region: regions[Math.floor(next() * regions.length)]!, amount: 1 }];
            const access = functionValue(general, s, "influence_access", [side]);
            const calls: [string, Value[]][] = [
              ["influence_access", [side]],
              ...[1, 2, 3].map((left): [string, Value[]] => ["influence_targets", [side, access, within, left, bonuses]]),
              ["attack_targets", [side, within, false, "coup"]],
              ["attack_targets", [side, within, true, "realign"]],
              ["ops_uses", [side, within, false]],
              ["ops_uses", [side, null, true]],
              ...pickSome(countries, 0.1).map((c): [string, Value[]] => ["realign_modifier", [side, c]]),
            ];
            for (const [name, args] of calls) {
              const want = functionValue(general, s, name, args);
              expect(functionValue(tier, s, name, args), `${name}(${JSON.stringify(args)}), seed ${seed}, decision ${n}`).toEqual(want);
              differentLists.add(JSON.stringify(want));
              compared++;
            }
          }
        }
        const d = s.pending[Math.floor(next() * s.pending.length)]!;
        applyInPlace(tier, s, { player: d.player, choice: d.options[Math.floor(next() * d.options.length)]! });
      }
    }
    expect(compared).toBeGreaterThan(2_000);
    // The positions were varied (many different answers), and the tier did run its searches.
    expect(differentLists.size).toBeGreaterThan(300);
    expect(querySearches() - before).toBeGreaterThan(compared);
  }, 120_000);

  for (const dir of ["cards/twilight-struggle", "cards/thirteen-days"]) {
    it(`gives the general form's results for conditions of several shapes, ${dir}`, () => {
      const { tier, general } = withShapes(dir);
      const ids = tier.spaces.map((sp) => sp.id);
      const groups = [...new Set(tier.spaces.flatMap((sp) => [...sp.groupIds]))];
      const answers = new Set<string>();
      let compared = 0;
      const before = querySearches();
      for (let seed = 1; seed <= 8; seed++) {
        let x = seed * 104729;
        const next = () => (x = (x * 1103515245 + 12345) % 2147483648) / 2147483648;
        const s: State = newGame(tier, { seed });
        for (let n = 0; s.pending.length && !s.result && n < 300; n++) {
          if (n % 5 === 0) {
            for (const side of tier.sides) {
              const within = ids.filter(() => next() < 0.4);
              const grp = groups[Math.floor(next() * groups.length)] ?? null;
              SHAPES.forEach((text, i) => {
                const want = functionValue(general, s, `shape_${i}`, [side, within, grp]);
                expect(functionValue(tier, s, `shape_${i}`, [side, within, grp]), `${text} for ${side}, seed ${seed}, decision ${n}`).toEqual(want);
                answers.add(`${i} ${JSON.stringify(want)}`);
                compared++;
              });
            }
          }
          const d = s.pending[Math.floor(next() * s.pending.length)]!;
          applyInPlace(tier, s, { player: d.player, choice: d.options[Math.floor(next() * d.options.length)]! });
        }
      }
      expect(compared).toBeGreaterThan(500);
      expect(answers.size).toBeGreaterThan(150);
      expect(querySearches() - before).toBeGreaterThan(compared / 2);
    }, 120_000);
  }
});
