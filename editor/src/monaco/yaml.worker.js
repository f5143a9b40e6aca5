// Re-exports monaco-yaml's worker so Vite bundles it as a worker entry of its own
// (importing `monaco-yaml/yaml.worker.js` directly fails under Vite: "Unexpected usage").
import "monaco-yaml/yaml.worker.js";
