// The Balance panel plays each seed once with every bot on every side (the games' bots turned
// round the sides, src/sim/jobs.ts planJobs with `swap`): a bot field is not one side's bot. Its
// label says which sides it plays, in the order it plays them, from the bot that starts as the
// first side.

/** For the bot fields in the order of `sides`: the sides each one plays, in turn ("North, then South"; `then` says it in the editor's language). */
export function botTurns(sides: readonly string[], then: (first: string, next: string) => string = (first, next) => `${first}, then ${next}`): string[] {
  return sides.map((_, i) => sides.map((__, k) => sides[(i + k) % sides.length]!).reduce((first, next) => then(first, next)));
}
