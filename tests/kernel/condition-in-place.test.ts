// A condition written inline by the caller of a function compiled in place goes into the search
// that uses it (src/kernel/condition-in-place.ts), so the query tier can read it: the larger
// game's events ask `countries(where: …)` about 7 times a game, each over every country. A
// player would notice a wrong list of countries, so functions calling it with conditions of
// several shapes (reading the caller's parameters and variables, nested searches, `me`) are
// compared with the same content compiled without the mechanism, in the states of random games;
// a search whose condition begins with the candidate in a group or list known while compiling tests
// only those spaces (`searchAmong` in src/kernel/query.ts), compared the same way;
// so are the cases it must leave alone (a body that also compares the condition with none, a
// search whose list reads a name, a condition not given, a condition held in a parameter).
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { loadContentDir } from "../../src/content/load-dir.js";
import { parseProgram } from "../../src/effects/parse.js";
import { applyInPlace, compileGame, functionValue, newGame, queryCandidates, querySearches, setConditionsInPlace, type CodeDeclarations, type Game, type State } from "../../src/kernel/index.js";

/** Bodies of test functions of (side, grp, n); `guarded` and `among` are the edge cases' helpers below. */
const SHAPES = [
  "return countries(where: it in grp and pieces(it, side) > 0)",
  "return count(countries(where: pieces(it, side) >= n and pieces(it, opponent_of(side)) < n))",
  "let m = n + 1\nreturn countries(where: pieces(it, side) + pieces(it, opponent_of(side)) >= m or it in grp)",
  "return countries(where: pieces(it, side) > 0 and any(neighbours(it), where: pieces(it, opponent_of(side)) > 0))",
  "return countries(where: leader(it) == me and not (it in grp))",
  "return countries(where: pieces(it, side) > 0 and count(countries(where: it in grp and pieces(it, side) > 0)) > n)",
  // Conditions that hold only in groups or lists known while compiling: only those countries are tested.
  "return countries(where: it in europe and pieces(it, side) >= n)",
  "return count(countries(where: (it in africa or it in southeast_asia) and pieces(it, opponent_of(side)) > n))",
  "return countries(where: it in [iran, iraq, egypt, libya] and leader(it) != side)",
  "return select(concat(spaces_with(side), spaces_with(opponent_of(side))), where: it in europe or it in asia)",
  "return count(concat(all_countries(), [side]), where: it in europe and pieces(it, side) > n)",
  "return countries(where: pieces(it, side) > n and it in europe)",
  // Left to the general form: the body compares the condition with none, the list reads a name,
  // no condition, a condition passed on from a parameter.
  "return guarded(where: it in grp and pieces(it, side) > 0)",
  "return among(spaces_with(side), where: it in grp or pieces(it, opponent_of(side)) > n)",
  "return countries()",
  "return pass_on(where: pieces(it, side) > n)",
];

const HELPERS: [string, string, [string, string][]][] = [
  ["guarded", "return if where == none then [] else select(all_countries(), where: where)", [["where", "predicate"]]],
  ["among", "return select(xs, where: where)", [["xs", "list"], ["where", "predicate"]]],
  ["pass_on", "return countries(where: where)", [["where", "predicate"]]],
];

function routine(name: string, text: string, params: [string, string][]) {
  const r = parseProgram(text);
  if (!r.ok) throw new Error(r.error.message);
  return { name, kind: "function" as const, params: params.map(([n, type]) => ({ name: n, type, default: null, optional: false })), body: r.value.body, asName: false, origin: "test", doc: "" };
}

/** The larger game's content with SHAPES as functions `shape_0` … of (side, grp, n), compiled with the mechanism and without it. */
function bothForms(): { inPlace: Game; general: Game } {
  const from = loadContentDir(resolve(import.meta.dirname, "../../cards/twilight-struggle"), undefined, false).compiledFrom!;
  const shapes = SHAPES.map((text, i) => routine(`shape_${i}`, text, [["side", "side"], ["grp", "any"], ["n", "number"]]));
  const helpers = HELPERS.map(([name, text, params]) => routine(name, text, params));
  const code: CodeDeclarations = { ...from.code, routines: [...from.code.routines, ...helpers, ...shapes] };
  const inPlace = compileGame(from.declarations, code);
  setConditionsInPlace(false);
  try {
    return { inPlace, general: compileGame(from.declarations, code) };
  } finally {
    setConditionsInPlace(true);
  }
}

describe("a caller's condition in the search of a function compiled in place", () => {
  it("gives the general form's answers in the states of random games, and runs in the query tier", () => {
    const { inPlace, general } = bothForms();
    const groups = [...new Set(inPlace.spaces.flatMap((sp) => [...sp.groupIds]))];
    const answers = new Set<string>();
    let compared = 0;
    for (let seed = 1; seed <= 6; seed++) {
      let x = seed * 7919;
      const next = () => (x = (x * 1103515245 + 12345) % 2147483648) / 2147483648;
      const s: State = newGame(inPlace, { seed });
      for (let d = 0; s.pending.length && !s.result && d < 300; d++) {
        if (d % 7 === 0) {
          for (const side of inPlace.sides) {
            const grp = groups[Math.floor(next() * groups.length)]!;
            const n = Math.floor(next() * 3);
            SHAPES.forEach((text, i) => {
              const want = functionValue(general, s, `shape_${i}`, [side, grp, n]);
              expect(functionValue(inPlace, s, `shape_${i}`, [side, grp, n]), `${text} for ${side}, ${grp}, ${n}; seed ${seed}, decision ${d}`).toEqual(want);
              answers.add(`${i} ${JSON.stringify(want)}`);
              compared++;
            });
          }
        }
        const p = s.pending[Math.floor(next() * s.pending.length)]!;
        applyInPlace(inPlace, s, { player: p.player, choice: p.options[Math.floor(next() * p.options.length)]! });
      }
    }
    expect(compared).toBeGreaterThan(1_000);
    expect(answers.size).toBeGreaterThan(300);

    // The first shape's search is the tier's (one search a call) only with the mechanism: the
    // general form hands the condition to `select` as a value.
    const s = newGame(inPlace, { seed: 1 });
    const searched = (g: Game) => {
      const before = querySearches();
      functionValue(g, s, "shape_0", [inPlace.sides[0]!, groups[0]!, 0]);
      return querySearches() - before;
    };
    expect(searched(inPlace)).toBe(1);
    expect(searched(general)).toBe(0);

    // A search over every country whose condition begins with `it in europe` tests Europe's countries only.
    const europe = inPlace.spaces.filter((sp) => sp.homeOf === null && sp.groupIds.has("europe") && sp.attrs.event_target).length;
    const before = queryCandidates();
    functionValue(inPlace, s, "shape_6", [inPlace.sides[0]!, groups[0]!, 0]);
    expect(europe).toBeGreaterThan(10);
    expect(queryCandidates() - before).toBe(europe);
  }, 120_000);
});
