// A card an overlay adds (`cards: add:`) that a scenario's setup puts straight out of the game (in
// a pile game.yaml marks `out_of_game: true`) is never in that scenario's games: a designer who
// adds a variant card and plays it in that scenario would see it only in the pile list. `validate`
// says so (hint CW505) at the card in the overlay's file, naming the scenario and the pile. Only
// what the start does before its first random draw counts (start-snapshot.ts): the same for every
// seed, so it is the scenario's doing, not a game's luck. Content whose overlays add no card
// (the shipped games) costs nothing here: no game is compiled.
//
// The work is one check per overlay and scenario (each compiles a game: 6–25 ms once warm), so
// that the editor can run them one task at a time when the typing pauses (editor/src/game/start-hints.ts).
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import { pileCards, startSnapshot } from "../kernel/index.js";
import { compileSelection, withRequirements, type Reuse } from "./load.js";
import type { RawGame } from "./raw.js";
import { rangeAt } from "./yaml-source.js";

/** One overlay that adds cards, started in one scenario. */
export interface StartCheck {
  overlay: string;
  scenario: string;
  /** Its hints (compiles the game and runs its start); `reuse` keeps code checks from earlier loads. */
  run(reuse?: Pick<Reuse, "names" | "checks">): Diagnostic[];
}

/** The hints, or null when there is nothing to look at (no overlay adds a card, or no pile is out of the game). */
export function cardsOutAtStart(raw: RawGame): Diagnostic[] | null {
  return startChecks(raw)?.flatMap((c) => c.run()) ?? null;
}

/** The checks to run, in the order their hints are listed; null as cardsOutAtStart (no game compiled to know it). */
export function startChecks(raw: RawGame): StartCheck[] | null {
  const adding = raw.overlays.filter((o) => o.data.kind !== "scenario" && (o.data.cards?.add?.length ?? 0) > 0);
  const outPiles = Object.entries(raw.manifest.data.piles ?? {}).filter(([, p]) => p.out_of_game === true);
  if (!adding.length || !outPiles.length) return null;
  const scenarios = [...raw.scenarios.map((s) => s.data.id), ...raw.overlays.filter((o) => o.data.kind === "scenario").map((o) => o.data.id)];
  return adding.flatMap((o) => scenarios.map((scenario): StartCheck => ({
    overlay: o.data.id,
    scenario,
    run(reuse) {
      const out: Diagnostic[] = [];
      const added = new Set((o.data.cards?.add ?? []).map((c) => c.id));
      const selection = withRequirements(raw, o.data.id, scenario);
      // (A selection that does not compose or compile is reported by the overlay's own check.)
      const { content } = compileSelection(raw, selection, true, reuse);
      if (!content) return out;
      let snap;
      try {
        snap = startSnapshot(content.game, selection);
      } catch {
        return out; // a start that fails is the scenario tests' and new-game's to report
      }
      if (!snap) return out;
      for (const [pile, p] of outPiles) {
        const sides = p.per_side ? content.game.sides : [undefined];
        for (const side of sides) {
          for (const card of pileCards(content.game, snap.state, pile, side)) {
            if (!added.has(card)) continue;
            const at = content.composed.cards.find((c) => c.data.id === card && c.source === o.source);
            if (!at) continue; // replaced by a later overlay of the selection
            const args = { card, kind: o.data.kind, overlay: o.data.id, scenario, pile };
            out.push({
              code: "CW505", severity: "hint", file: o.source.path, ...rangeAt(o.source, [...at.at, "id"]),
              message: `the scenario \`${scenario}\` starts \`${card}\` (added by the ${o.data.kind} \`${o.data.id}\`) out of the game, in \`${pile}\`: its games never have this card`,
              key: "diag.card_out_at_start", args,
              hint: `its setup removes it (what the scenario removes, or the card's fields, decide it): change one of them if the card should be played there`,
              hintKey: "diag.hint.card_out_at_start", hintArgs: {},
            });
          }
        }
      }
      return out;
    },
  })));
}
