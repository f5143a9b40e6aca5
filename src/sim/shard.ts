// Seed ranges for runs bigger than one machine: `--shard i/n` plays the i-th of n consecutive,
// disjoint slices of the run's games (i from 1). Every game keeps its index in the whole run,
// so merging the shards' results gives exactly the records of one run.
import { SaidError } from "../diagnostics/said-error.js";

export interface Shard {
  index: number;
  count: number;
}

/** A shard that is not one: its message `cli.shard.*` (src/locales/). */
export class ShardError extends SaidError {
  override name = "ShardError";
}

export function parseShard(text: string): Shard {
  const m = /^([1-9][0-9]*)\/([1-9][0-9]*)$/.exec(text.trim());
  if (!m) throw new ShardError({ key: "cli.shard.format", args: { got: text } }, `--shard must be i/n with 1 ≤ i ≤ n (e.g. 3/10), got \`${text}\``);
  const index = Number(m[1]);
  const count = Number(m[2]);
  if (index > count) throw new ShardError({ key: "cli.shard.above_count" }, "i must be at most n", `--shard ${text}`);
  return { index, count };
}

/** The game indexes [from, to) of a shard of a run of `games` games. */
export function shardRange(games: number, shard: Shard | null): { from: number; to: number } {
  if (!shard) return { from: 0, to: games };
  return { from: Math.floor(((shard.index - 1) * games) / shard.count), to: Math.floor((shard.index * games) / shard.count) };
}
