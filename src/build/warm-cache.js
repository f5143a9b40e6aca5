// Run on install (`prepare`, after `build:gen`): validates each game shipped in cards/ and plays
// one game of it, so that the disk cache (src/content/disk-cache.ts) holds their checked content,
// translations and loaded content, and the command line's code cache is written. A fresh clone's
// first `cardwright validate`, `simulate`, `new-game` or `play` then starts from the cache (about
// a tenth of the CPU of parsing every file) instead of paying for it. The cache is only ever used for the same bytes of every file
// and the same code, so an edited or a new game is parsed and checked as usual; a copy of a
// shipped game (a variant started from it) starts from its entries (disk-cache.ts).
//
// Best effort, and quiet: a game that does not validate, a cache that cannot be written or
// CARDWRIGHT_CACHE=0 leave the install as it was (the work is done on first use instead).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** The shipped games: cards/<folder> with a game.yaml. */
function shippedGames() {
  const cards = join(root, "cards");
  if (!existsSync(cards)) return [];
  return readdirSync(cards, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(cards, e.name, "game.yaml")))
    .map((e) => e.name)
    .sort();
}

if (process.env.CARDWRIGHT_CACHE !== "0") {
  const warmed = [];
  for (const game of shippedGames()) {
    // `validate` keeps the checked content; one short game keeps the content as `simulate`,
    // `new-game` and `play` load it (the standard selection, its game compiled from it).
    const ok = [["validate"], ["simulate", "--games", "1", "--workers", "1"]].every(
      (command) => spawnSync(process.execPath, [join(root, "src/cli/cardwright.js"), ...command, "--game", game], { cwd: root, stdio: "ignore" }).status === 0,
    );
    if (ok) warmed.push(game);
  }
  console.log(warmed.length ? `checked ${warmed.join(", ")} into the disk cache` : "no game checked into the disk cache");
}
