// Vite config of the editor: `npm start` (dev), `npm run build` (to dist/), `npm run preview`.
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { cardwrightFiles } from "./server/files-plugin.js";

const repo = resolve(fileURLToPath(new URL("..", import.meta.url)));
const cardsDir = resolve(process.env["CARDWRIGHT_CARDS_DIR"] ?? resolve(repo, "cards"));

/**
 * A cross-origin isolated page may share memory with its workers: the engine worker's quick answer
 * to a key is read in the key's own task (editor/src/game/quick-lane.ts). The editor loads nothing
 * from another origin.
 */
const ISOLATED = { "Cross-Origin-Opener-Policy": "same-origin", "Cross-Origin-Embedder-Policy": "require-corp" };

export default defineConfig({
  root: resolve(repo, "editor"),
  publicDir: false,
  plugins: [cardwrightFiles(cardsDir), preloadApp()],
  server: {
    port: Number(process.env["PORT"] ?? 5173),
    // No other origin may read what this server serves (Vite would allow any localhost page).
    cors: false,
    headers: ISOLATED,
    // Only what the editor loads: its own files, the parts of the engine it imports, the schemas
    // and the packages. Not the rest of src/ (the command line), package files or the repository.
    fs: {
      strict: true,
      allow: [
        resolve(repo, "editor"),
        ...["balance", "bots", "content", "diagnostics", "effects", "generated", "i18n", "kernel", "locales", "play", "sim", "testing"].map((d) => resolve(repo, "src", d)),
        resolve(repo, "schemas"),
        resolve(repo, "node_modules"),
      ],
    },
  },
  preview: { port: Number(process.env["PORT"] ?? 4173), cors: false, headers: ISOLATED },
  worker: { format: "es" },
  // The kernel's and the shipped games' validators generated at build time (src/generated/) are in
  // each engine worker (about 1.1 MB of code): compiling the schemas with ajv instead was the
  // largest part of the editor's first check (src/PERFORMANCE.md, "The editor's first check").
  // Found late otherwise (they are imported by workers), which makes the first page load reload.
  // (ajv's ucs2length: the kernel's validators generated at build time import it, src/generated/kernel-validators.js;
  // its codegen and keyword-call code: the `names` keyword's definition imports them, src/build/ajv-options.js;
  // ajv-formats: the formats a game's own schema may use, src/content/schema-formats.ts.)
  optimizeDeps: { include: ["ajv/dist/2020.js", "ajv-formats", "ajv/dist/runtime/ucs2length.js", "ajv/dist/compile/codegen/code.js", "ajv/dist/vocabularies/code.js", "monaco-yaml/yaml.worker.js", "yaml"] },
  build: {
    outDir: resolve(repo, "dist"),
    emptyOutDir: true,
    chunkSizeWarningLimit: 6000,
    target: "es2022",
    rollupOptions: {
      // Two pages: the editor (designers) and the Play page (players).
      input: { index: resolve(repo, "editor/index.html"), play: resolve(repo, "editor/play.html") },
      output: {
        // Monaco in a chunk of its own, fetched and compiled alongside the app's.
        manualChunks: (id) => (/node_modules[\\/]monaco-editor[\\/]/.test(id) ? "monaco" : undefined),
      },
    },
  },
});

/**
 * The entry (main.ts) is tiny and imports the app on demand, so it can start reading the files
 * first; these links let the browser fetch the app's chunks (Monaco's too) while the page parses.
 */
function preloadApp(): Plugin {
  return {
    name: "cardwright-preload-app",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, ctx) {
        // The editor's page only (the Play page loads no Monaco).
        if (!ctx.path.endsWith("/index.html")) return [];
        const bundle = ctx.bundle ?? {};
        const app = Object.values(bundle).find((c) => c.type === "chunk" && c.facadeModuleId?.endsWith("/src/app/cw-app.ts"));
        if (!app || app.type !== "chunk") return [];
        const files = new Set<string>();
        const css = new Set<string>();
        const visit = (name: string) => {
          const c = bundle[name];
          if (!c || c.type !== "chunk" || files.has(name)) return;
          files.add(name);
          for (const f of c.viteMetadata?.importedCss ?? []) css.add(f);
          c.imports.forEach(visit);
        };
        visit(app.fileName);
        // Already in the page: the entry and its styles.
        const entry = ctx.chunk;
        if (entry) {
          files.delete(entry.fileName);
          for (const f of entry.viteMetadata?.importedCss ?? []) css.delete(f);
        }
        return [
          ...[...files].map((f) => ({ tag: "link", attrs: { rel: "modulepreload", href: `/${f}` }, injectTo: "head" as const })),
          // Preloaded, not applied: a stylesheet in the head would hold back the entry script.
          ...[...css].map((f) => ({ tag: "link", attrs: { rel: "preload", as: "style", href: `/${f}` }, injectTo: "head" as const })),
        ];
      },
    },
  };
}
