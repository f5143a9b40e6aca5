// A scenario test for a card, written by playing it: the card goes into its side's hand at the
// game's default entry point, the side chooses it and plays its event, and what follows (up to
// the event's first question, or the next decision) becomes the test's expectations. The test is
// written by export-test.ts, so it uses only the names the game declares and passes as it is.
// Runs in the engine worker (it needs the content); names no game.
import type { Content } from "../../../src/content/model.js";
import type { Translator } from "../../../src/i18n/index.js";
import { apply, type State, type Value } from "../../../src/kernel/index.js";
import { exportTest } from "../game/export-test.js";
import { handPile, reasonOf, reasonText, startState, type GameSetup, type ScriptStep } from "../game/script.js";

export type CardTestResult = { ok: true; yaml: string } | { ok: false; error: string };

/** The option that plays a card for its event, when a decision offers it. */
const EVENT = "event";

export function cardTestFor(content: Content, card: string, tr: Translator): CardTestResult {
  const g = content.game;
  const c = g.card.get(card);
  if (!c) return { ok: false, error: tr.t("editor.game.unknown_card", { card }) };
  const entry = g.positions.defaultEntry;
  if (!entry || !handPile(g)) return { ok: false, error: tr.t("editor.card_test.no_entry") };
  const params = g.units[g.entries.get(entry)!]!.params.map((p) => p.name);
  // Whose card it is: its side, or each side in turn for a card of no side.
  const sides = g.sideIndex.has(c.side) ? [c.side] : g.sides;
  for (const side of sides) {
    // The entry's parameters (a round, the side to act …) are tried as nothing, the side, or 1,
    // until the side is asked to choose among cards that include this one.
    for (const values of combinations(params, [null, side, 1])) {
      const setup: GameSetup = { ...content.selection, seed: 1, start: entry, values, hands: { [side]: [card] } };
      let state: State;
      try {
        state = startState(content, setup);
      } catch {
        continue;
      }
      const asked = state.pending.find((d) => d.player === side && d.options.includes(card));
      if (!asked) continue;
      const steps: ScriptStep[] = [{ step: { player: side, choice: card }, group: 1 }];
      try {
        state = apply(g, state, { player: side, choice: card });
        const next = state.pending.find((d) => d.player === side && d.options.includes(EVENT));
        if (next) {
          state = apply(g, state, { player: side, choice: EVENT });
          steps.push({ step: { player: side, choice: EVENT }, group: 2 });
        }
      } catch (e) {
        return { ok: false, error: tr.t("editor.card_test.failed", { card, reason: reasonText(tr, reasonOf(e)) }) };
      }
      const number = c.attrs["number"];
      const name = tr.t("editor.card_test.name", { card });
      const r = exportTest(content, { setup, steps }, state, name, tr);
      if (!r.ok) return r;
      const rule = typeof number === "number" ? `rule: "card ${number}"\n` : "";
      const yaml = r.yaml.replace(/^(name: .*\n)/, `$1${rule}`).replace(/\nexpect:\n/, () => `\n  # ${tr.t("editor.card_test.steps_hint")}\nexpect:\n  # ${tr.t("editor.card_test.expect_hint")}\n`);
      return { ok: true, yaml };
    }
  }
  return { ok: false, error: tr.t("editor.card_test.no_position", { card, sides: sides.join(" / ") }) };
}

/** Every assignment of the candidate values to the names (null: left out), the fewest given first. */
function combinations(names: readonly string[], candidates: readonly (Value | null)[]): Record<string, Value>[] {
  let out: Record<string, Value | null>[] = [{}];
  for (const n of names) out = out.flatMap((o) => candidates.map((v) => ({ ...o, [n]: v })));
  const given = (o: Record<string, Value | null>) => Object.values(o).filter((v) => v !== null).length;
  return out.sort((a, b) => given(a) - given(b)).map((o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null)) as Record<string, Value>);
}
