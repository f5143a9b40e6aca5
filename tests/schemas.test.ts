// The schemas are the user-facing contract: every property carries a description (it becomes
// hover text in the editor and in other YAML tools). The kernel's schemas, and each game's own
// (its rules and scenarios, its conformance data).
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
const schemaFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? schemaFiles(join(dir, e.name)) : e.name.endsWith(".schema.json") ? [join(dir, e.name)] : []));

function undocumented(node: unknown, path: string, out: string[]): void {
  if (Array.isArray(node)) node.forEach((n, i) => undocumented(n, `${path}[${i}]`, out));
  else if (node && typeof node === "object") {
    const o = node as Record<string, unknown>;
    if (o.properties && typeof o.properties === "object") {
      for (const [name, prop] of Object.entries(o.properties as Record<string, Record<string, unknown>>)) {
        if (typeof prop.description !== "string" || !prop.description.trim()) out.push(`${path}.${name}`);
      }
    }
    for (const [k, v] of Object.entries(o)) undocumented(v, `${path}/${k}`, out);
  }
}

describe("schemas", () => {
  for (const path of [...schemaFiles(join(root, "schemas")), ...schemaFiles(join(root, "cards"))]) {
    const file = relative(root, path);
    it(`${file}: every property has a description`, () => {
      const out: string[] = [];
      undocumented(JSON.parse(readFileSync(path, "utf8")), file, out);
      expect(out).toEqual([]);
    });
  }
});
