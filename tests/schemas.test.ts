// The schemas are the user-facing contract: every property carries a description (it becomes
// hover text in the editor and in other YAML tools).
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const dir = new URL("../schemas/", import.meta.url);

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
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".schema.json"))) {
    it(`${file}: every property has a description`, () => {
      const out: string[] = [];
      undocumented(JSON.parse(readFileSync(new URL(file, dir), "utf8")), file, out);
      expect(out).toEqual([]);
    });
  }
});
