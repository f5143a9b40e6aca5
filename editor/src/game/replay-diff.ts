// After an edit the script is replayed; this finds the first step whose outcome changed.
import type { Outcome } from "./script.js";

export interface ReplayChange {
  /** 0-based step index, or null when every replayed step came out the same. */
  step: number | null;
  kind: "same" | "changed" | "stopped" | "longer";
}

/**
 * Compares the outcomes of the same script before and after an edit. `stoppedAt` is where the new
 * replay stopped (a step no longer legal), which counts as a change unless the old one stopped
 * there too.
 */
export function firstChange(before: readonly Outcome[], after: readonly Outcome[], stoppedAt: number | null, stoppedBefore: number | null = null): ReplayChange {
  const n = Math.min(before.length, after.length);
  for (let i = 0; i < n; i++) if (before[i]!.fingerprint !== after[i]!.fingerprint) return { step: i, kind: "changed" };
  if (stoppedAt !== null && stoppedAt !== stoppedBefore) return { step: stoppedAt, kind: "stopped" };
  if (after.length > before.length) return { step: before.length, kind: "longer" };
  return { step: null, kind: "same" };
}
