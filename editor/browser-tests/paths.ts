// Where the browser tests find the repository, the editor's vite config and their screenshots.
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const REPO = resolve(fileURLToPath(new URL("../..", import.meta.url)));
export const CONFIG = join(REPO, "editor", "vite.config.ts");
/** Screenshots of each flow, for people to look at (kept out of git). */
export const SHOTS = join(REPO, "editor", "browser-tests", "screenshots");
