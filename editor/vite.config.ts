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
    // The editor imports the engine from src/ and the schemas from schemas/.
    fs: { allow: [repo] },
  },
  preview: { port: Number(process.env["PORT"] ?? 4173) },
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
