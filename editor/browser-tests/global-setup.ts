// Builds the editor once before the browser tests (skipped with CARDWRIGHT_NO_BUILD=1 when dist/ is
// fresh), and fails when the bundle holds monaco-editor's editor more than once.
import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { build, type Plugin } from "vite";
import { CONFIG, REPO, SHOTS } from "./paths.js";

/** Collects every chunk that contains monaco-editor's standalone editor. */
function oneMonaco(found: string[]): Plugin {
  return {
    name: "check-one-monaco",
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        const copies = chunk.moduleIds.filter((id) => /monaco-editor[\\/]esm[\\/]vs[\\/]editor[\\/]standalone[\\/]browser[\\/]standaloneEditor\.js$/.test(id));
        found.push(...copies.map((id) => `${chunk.fileName}: ${id}`));
      }
    },
  };
}

export default async function globalSetup(): Promise<void> {
  // Screenshots of this run only.
  rmSync(SHOTS, { recursive: true, force: true });
  if (process.env["CARDWRIGHT_NO_BUILD"] && existsSync(join(REPO, "dist", "index.html"))) return;
  const monaco: string[] = [];
  const t0 = performance.now();
  await build({ configFile: CONFIG, logLevel: "warn", plugins: [oneMonaco(monaco)] });
  if (monaco.length !== 1) throw new Error(`expected one copy of monaco-editor in the bundle, found ${monaco.length}:\n${monaco.join("\n")}`);
  console.log(`built the editor in ${((performance.now() - t0) / 1000).toFixed(1)} s; monaco-editor once, in ${monaco[0]!.split(":")[0]}`);
}
