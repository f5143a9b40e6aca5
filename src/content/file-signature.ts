// A file's signature: what its `stat` says of it (device, inode, size, modification and change
// times in nanoseconds), recorded with the digest of the bytes read from it, so that the disk
// cache can tell a file unchanged by its `stat` alone, without reading and digesting it again, as
// git's index does (disk-cache.ts, load-dir.ts).
//
// Why a change cannot keep the signature: any write, and any change of the times (`touch -d` back
// to the old time included), sets the change time (ctime) to the clock's time, which no call can
// set back; a file replaced by another (an editor's save by rename) has another inode. What is
// left is the clock's grain: a write just after the read, in the same tick as the write before
// it, could leave the same ctime. So a signature is recorded only when the file's ctime was
// already SAFE_AGE older than the read ("racy" in git's words; 3 s covers the coarsest common
// grain, FAT's 2 s): such a file is digested at each run until it is that old, when the next write
// of the cache entry records it. This relies on the file system keeping ctime (every POSIX one
// does) and on its clock not running more than SAFE_AGE behind this machine's (a network file
// system's server).
import type { BigIntStats } from "node:fs";

/** How long before a read a file's ctime must be for its signature to be recorded. */
export const SAFE_AGE_MS = 3000;

/** The signature of a regular file's `stat` (taken with `bigint: true`). */
export function signatureOf(st: BigIntStats): string {
  return `${st.dev}:${st.ino}:${st.size}:${st.mtimeNs}:${st.ctimeNs}`;
}

/**
 * The signature to record for bytes read from a file whose `stat` was `st`, taken at `before`
 * (Date.now() before the `stat`): undefined while its ctime is too recent to rule out a write
 * in the same tick after the read.
 */
export function safeSignature(st: BigIntStats, before: number, safeAgeMs: number = SAFE_AGE_MS): string | undefined {
  return BigInt(before - safeAgeMs) * 1_000_000n > st.ctimeNs ? signatureOf(st) : undefined;
}
