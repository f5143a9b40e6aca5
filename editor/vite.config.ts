// Vite config of the editor: `npm start` (dev), `npm run build` (to dist/), `npm run preview`.
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { cardwrightFiles } from "./server/files-plugin.js";

const repo = resolve(fileURLToPath(new URL("..", import.meta.url)));
const cardsDir = resolve(process.env["CARDWRIGHT_CARDS_DIR"] ?? resolve(repo, "cards"));

export default defineConfig({
  root: resolve(repo, "editor"),
  publicDir: false,
  plugins: [cardwrightFiles(cardsDir)],
  server: {
    port: Number(process.env["PORT"] ?? 5173),
    // No other origin may read what this server serves (Vite would allow any localhost page).
    cors: false,
    // Only what the editor loads: its own files, the parts of the engine it imports, the schemas
    // and the packages. Not the rest of src/ (the command line), package files or the repository.
    fs: {
      strict: true,
      allow: [
        resolve(repo, "editor"),
        ...["content", "diagnostics", "effects", "engine", "generated", "i18n", "testing"].map((d) => resolve(repo, "src", d)),
        resolve(repo, "schemas"),
        resolve(repo, "node_modules"),
      ],
    },
  },
  preview: { port: Number(process.env["PORT"] ?? 4173), cors: false },
  worker: { format: "es" },
  // Found late otherwise (they are imported by workers), which makes the first page load reload.
  optimizeDeps: { include: ["ajv/dist/2020.js", "monaco-yaml/yaml.worker.js", "yaml"] },
  build: {
    outDir: resolve(repo, "dist"),
    emptyOutDir: true,
    chunkSizeWarningLimit: 6000,
    target: "es2022",
  },
});
