// The instruction-count harness for compiling a game (src/PERFORMANCE.md, "Measuring"; bundled and run as
// count-games.ts is): loads GAME as count-games does, then MODE: "load" (nothing more), "compile"
// (content.game), "new" (compiled and one newGame: its start snapshot), "compile2"/"compile3"
// (compiled once or twice more from the same declarations: a warm process's compile).
import { tuneV8 } from "../build/v8-tuning.js";
import { join } from "node:path";
import { CARDS_DIR, loadContentDir } from "../content/load-dir.js";
import { compiledFromOf } from "../content/load.js";
import { compileGame, newGame } from "../kernel/index.js";

tuneV8();
const [game, mode = "compile"] = process.argv.slice(2);
const loaded = loadContentDir(join(CARDS_DIR, game!), undefined, false);
if (!loaded.content) throw new Error(`${game} does not load`);
if (mode !== "load") {
  const g = loaded.content.game;
  if (mode === "new") newGame(g, { seed: 1 });
  const from = compiledFromOf(loaded.content);
  const again = mode === "compile2" ? 1 : mode === "compile3" ? 2 : 0;
  for (let i = 0; i < again; i++) compileGame(from.declarations, from.code);
  console.log(g.units.length);
}
