// Build-time code generation: the effect-language parser (peggy), the content types and the
// kernel's validators (from the JSON Schemas). Run by `npm run build:gen`, and by `prepare` on install.
import { existsSync, readFileSync, renameSync, writeFileSync, mkdirSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import peggy from "peggy";
import { compile } from "json-schema-to-typescript";
import { execFileSync } from "node:child_process";
import { kernelValidatorsSource } from "./kernel-validators.js";
import { gameValidatorsSource, NO_GAME_VALIDATORS } from "./game-validators.js";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * Writes a generated file only when its text changed, and whole (a temporary file, then a
 * rename): a test or a dev server importing it meanwhile never reads half a file.
 */
function writeGenerated(path, text) {
  if (existsSync(path) && readFileSync(path, "utf8") === text) return;
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, path);
}
const out = join(root, "src/generated");
mkdirSync(out, { recursive: true });

const grammarFile = join(root, "grammar/effects.peggy");
const source = peggy.generate(readFileSync(grammarFile, "utf8"), {
  output: "source",
  format: "es",
  grammarSource: "grammar/effects.peggy",
});
writeGenerated(join(out, "effects-parser.js"), `// Generated from grammar/effects.peggy by src/build/generate.js. Do not edit.\n${source}`);
writeGenerated(
  join(out, "effects-parser.d.ts"),
  `// Generated. Do not edit.
export interface PeggyLocation { start: { offset: number; line: number; column: number }; end: { offset: number; line: number; column: number } }
export class SyntaxError extends Error { location: PeggyLocation; expected: unknown[] | null; found: string | null; }
export function parse(input: string, options?: { startRule?: string }): unknown;
`,
);

const schemaDir = join(root, "schemas");
const banner = "// Generated from schemas/*.schema.json by src/build/generate.js. Do not edit.";
let types = `${banner}\n`;
for (const file of readdirSync(schemaDir).filter((f) => f.endsWith(".schema.json")).sort()) {
  const schema = JSON.parse(readFileSync(join(schemaDir, file), "utf8"));
  types += await compile(schema, schema.title, { bannerComment: "", additionalProperties: false, strictIndexSignatures: true, ignoreMinAndMaxItems: true, declareExternallyReferenced: true, cwd: schemaDir });
}
writeGenerated(join(out, "content-types.ts"), types);

// The kernel's validators, compiled here rather than on every run (src/build/kernel-validators.js).
const kernelSchemas = Object.fromEntries(
  readdirSync(schemaDir)
    .filter((f) => f.endsWith(".schema.json"))
    .sort()
    .map((f) => [f.slice(0, -".schema.json".length), JSON.parse(readFileSync(join(schemaDir, f), "utf8"))]),
);
writeGenerated(join(out, "kernel-validators.js"), kernelValidatorsSource(kernelSchemas));
writeGenerated(
  join(out, "kernel-validators.d.ts"),
  `// Generated. Do not edit.
import type { ValidateFunction } from "ajv";
export const DIGEST: string;
${Object.keys(kernelSchemas).map((kind) => `export const ${kind}: ValidateFunction;`).join("\n")}
`,
);

// The shipped games' validators (src/build/game-validators.js): the schemas a load of each game
// compiles, found by loading them (the loader imports the module: an empty one the first time).
const gamesFile = join(out, "game-validators.js");
if (!existsSync(gamesFile)) writeGenerated(gamesFile, NO_GAME_VALIDATORS);
writeGenerated(
  join(out, "game-validators.d.ts"),
  `// Generated. Do not edit.
import type { ValidateFunction } from "ajv";
export const OPTIONS: string;
export const VALIDATORS: Map<string, () => ValidateFunction>;
`,
);
const gameSchemas = JSON.parse(execFileSync(process.execPath, ["--import", "tsx", join(root, "src/build/shipped-game-schemas.ts"), join(root, "cards")], { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 }));
writeGenerated(gamesFile, gameValidatorsSource(gameSchemas, kernelSchemas));
console.log("generated src/generated/{effects-parser.js,content-types.ts,kernel-validators.js,game-validators.js}");

// The command line compiled to JavaScript (src/build/bundle-cli.js), so `cardwright` starts
// without compiling TypeScript. Without esbuild the command line runs through tsx instead.
try {
  const { buildCliBundle } = await import("./bundle-cli.js");
  const file = await buildCliBundle(root);
  console.log(`built ${file.replace(`${root}/`, "")}`);
} catch (e) {
  console.log(`the command line was not compiled (${e.message}): it runs through tsx`);
}
