// Where the compiled command line is kept, and whether it was built from the code as it is now
// (see bundle-cli.js, which builds it). Apart from the builder so that code bundled into the
// command line can find it without pulling the bundler in.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { codeFingerprint } from "./fingerprint.js";

/** @param {string} root Cardwright's folder. */
export function cliBundlePaths(root) {
  const dir = join(root, "node_modules", ".cache", "cardwright");
  return { dir, file: join(dir, "cli.cjs"), stamp: join(dir, "cli.json"), codeCache: join(dir, "cli.v8-code-cache") };
}

/** The compiled command line if it was built from the code as it is now, else null. @param {string} root */
export function freshCliBundle(root) {
  const { file, stamp } = cliBundlePaths(root);
  try {
    const { fingerprint } = JSON.parse(readFileSync(stamp, "utf8"));
    return fingerprint === codeFingerprint(root) ? file : null;
  } catch {
    return null;
  }
}
