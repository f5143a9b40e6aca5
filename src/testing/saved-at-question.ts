// A save file stopped at a question a test needs: standard games of the first seeds, played with
// answers from a fixed sequence, until `side` is asked a question `wanted` accepts. Tests of the
// terminal and of the Play page load it as a player would load a save.
import { sessionStep, startSession, type Decision, type Game, type SavedGame, type State } from "../kernel/index.js";

export function savedAtQuestion(g: Game, side: string, seeds: number, wanted: (d: Decision, s: State) => boolean): SavedGame {
  for (let seed = 1; seed <= seeds; seed++) {
    const save = startSession(g, { scenario: "standard", seed });
    let x = seed;
    for (let i = 0; i < 3000 && !save.state.result && save.state.pending.length; i++) {
      const d = save.state.pending[0]!;
      if (d.player === side && wanted(d, save.state)) return save;
      x = (x * 1103515245 + 12345) % 2147483648;
      sessionStep(g, save, { player: d.player, choice: d.options[x % d.options.length]! });
    }
  }
  throw new Error(`no game of seeds 1–${seeds} reaches such a question for ${side}`);
}
