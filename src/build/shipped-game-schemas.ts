// Prints (JSON) the schemas a load of each shipped game compiles, each as customValidator keys it
// (its JSON): the build generates their validators (src/build/game-validators.js). Found by
// loading the games, so they are exactly the schemas a run composes and asks for.
// Run by src/build/generate.js: node --import tsx src/build/shipped-game-schemas.ts <cards folder>
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { diskReader } from "../content/load-dir.js";
import { loadRaw } from "../content/raw.js";
import { customSchemaKeys } from "../content/schemas.js";

const cards = process.argv[2]!;
for (const game of readdirSync(cards).sort()) {
  const dir = join(cards, game);
  if (existsSync(join(dir, "game.yaml"))) loadRaw(diskReader(dir), dir);
}
process.stdout.write(JSON.stringify(customSchemaKeys()));
