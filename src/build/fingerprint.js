// The fingerprint of Cardwright's code as it is on disk: its package.json, Node's version, and the
// name, size and modification time of every file of src/, schemas/ and grammar/. Anything built
// from the code (the compiled command line, cached results) is used only under the same one.
// The engine's locale files (src/locales/) are not code: they are read at run time, and a cached
// result made from them is checked against their contents; a translator's edit (`i18n stamp`)
// must not rebuild the command line nor drop every cached result.
// Plain JavaScript: the command line's launcher reads it before any TypeScript can run.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, sep } from "node:path";

// Kept on the global object: the launcher (src/cli/cardwright.js) computes the fingerprint to check
// the compiled command line, whose own copy of this module (bundled into it) then finds it there
// instead of walking the folders a second time.
/** @type {Map<string, string>} */
const known = (/** @type {any} */ (globalThis)[Symbol.for("cardwright.codeFingerprints")] ??= new Map());

/** @param {string} root Cardwright's folder. @returns {string} */
export function codeFingerprint(root) {
  const hit = known.get(root);
  if (hit) return hit;
  const h = createHash("sha1");
  h.update(`${process.version}\n`);
  try {
    h.update(readFileSync(join(root, "package.json")));
  } catch {
    h.update("no package.json");
  }
  // One line a file, digested at once; each path made by hand from its folder's (path.relative and
  // path.join normalize the whole path again: with a digest update a file, the walk cost the
  // launcher about 22 million instructions a run, now about 10, most of it the 180 stats).
  let lines = "";
  /** @param {string} dir @param {string} rel the folder's path from root, with a separator after it */
  const walk = (dir, rel) => {
    let names;
    try {
      names = readdirSync(dir).sort();
    } catch {
      return;
    }
    for (const name of names) {
      if (rel === `src${sep}` && name === "locales") continue;
      const full = `${dir}${sep}${name}`;
      const st = statSync(full, { throwIfNoEntry: false });
      if (!st) continue;
      if (st.isDirectory()) walk(full, `${rel}${name}${sep}`);
      else lines += `${rel}${name}\t${st.size}\t${st.mtimeMs}\n`;
    }
  };
  for (const d of ["src", "schemas", "grammar"]) walk(join(root, d), `${d}${sep}`);
  h.update(lines);
  const fp = h.digest("hex");
  known.set(root, fp);
  return fp;
}

/** Forgets the fingerprints computed so far (tests change code files under a folder of their own). */
export function forgetFingerprints() {
  known.clear();
}
