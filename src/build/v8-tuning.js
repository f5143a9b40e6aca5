// V8 settings for the processes that play games (the command line, `npm run bench`). Flags are
// process-wide, so worker threads started later follow them too.
//
// Allocation-site pretenuring is off. V8 watches how many objects made by each literal survive a
// young-generation collection and, past a threshold, makes that literal allocate in the old
// generation from then on. A process that plays lasting games or bots' play-outs keeps state copies
// alive for a while, so the literals that build states and frames (copyState, frameOf) could be
// switched to old-generation allocation; after that every copy — almost all garbage within a move —
// went to the old generation and was found only by full collections. Which processes it hit
// depended on where the collections fell: in about two `npm run bench` runs in five, copyState took
// 9-30 µs instead of 0.4-1.1 and lasting games ran 3 to 4 times slower, for the rest of the run.
//
// The interrupt budget (how much bytecode a function runs between V8's looks at whether to optimize
// it) is 1.5 times V8's default, which suits a web page's short-lived code. Optimized a little
// later, on fuller feedback, the engine's code costs less in a process that plays games: 1,000
// random games with their load took 3.9% and 7.1% fewer instructions (the two games of cards/), and
// 5.5% and 10% less CPU time (medians of 8 alternated runs). Half the default or a quarter took
// 15-20% more instructions, twice the default about as few as 1.5 times, three times a little more.
import { setFlagsFromString } from "node:v8";

/** Sets the flags; call it first, before the game code runs. */
export function tuneV8() {
  setFlagsFromString("--no-allocation-site-pretenuring");
  setFlagsFromString("--interrupt-budget=101376");
}
