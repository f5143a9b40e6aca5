// Stands in for src/generated/game-validators.js in the editor's build (editor/vite.config.ts), as
// no-kernel-validators.js does for the kernel's: the shipped games' validators generated at build
// time are about 570 KB of code a worker would parse on every page load, for the one game it
// opens, whose few schemas it compiles instead. No validators: src/content/schemas.ts compiles
// every game's schemas at run time, as before.
export const OPTIONS = "none: compiled in the worker";
export const VALIDATORS = new Map();
