// Stands in for src/generated/kernel-validators.js in the editor's build (editor/vite.config.ts):
// the kernel's validators generated at build time are 540 KB of code in each engine worker, which
// a worker parses on every page load, where compiling the few schemas it uses costs less. A digest
// no schemas have makes src/content/schemas.ts compile them at run time, as before.
export const DIGEST = "none: compiled in the worker";
