// What a worker thread of the compiled command line runs (the worker bundle, built beside the
// command line by src/build/bundle-cli.js): the tasks the command line hands worker threads, and
// only what they import: the engine and the bots, handed their game as data
// (src/workers/shared-game.ts). A fifth the size of the command line, without the content loader.
// Each task module, at its top level, starts its task when the worker was started with its tag.
import "../testing/random-games-task.js";
import "../sim/bot-games-task.js";
