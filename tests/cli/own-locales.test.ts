// A cold `validate` needs the engine's locale files twice: their translating form for its messages
// (engineBundle) and the check of their problems, each through a reader of its own that records for
// the disk cache what it read. The same texts are loaded, parsed and checked once (own-locales.ts).
import { describe, expect, it } from "vitest";
import { ENGINE_LOCALES } from "../../src/cli/engine-locales.js";
import { diskReader } from "../../src/content/load-dir.js";
import { yamlParsed } from "../../src/content/yaml-source.js";

describe("a folder of locale files of no game", () => {
  it("loaded again through another reader, its texts the same: not parsed again, each file read through that reader", () => {
    const disk = diskReader(ENGINE_LOCALES.dir);
    const first = ENGINE_LOCALES.loadFrom(disk);
    expect(first?.bundle.locales.translations.length).toBeGreaterThan(0);
    const parsedBefore = yamlParsed().texts;
    const read: string[] = [];
    const again = ENGINE_LOCALES.loadFrom((path) => (read.push(path), disk(path)));
    expect(again).toBe(first);
    expect(yamlParsed().texts).toBe(parsedBefore);
    expect([...new Set(read)].sort()).toEqual(ENGINE_LOCALES.names());
  });

  it("a text changed since: loaded again", () => {
    const disk = diskReader(ENGINE_LOCALES.dir);
    const first = ENGINE_LOCALES.loadFrom(disk);
    const edited = ENGINE_LOCALES.loadFrom((path) => (path === "es.yaml" ? `${disk(path)}# a comment\n` : disk(path)));
    expect(edited).not.toBe(first);
    expect(edited?.bundle.locales.translations.map((t) => t.language)).toEqual(first?.bundle.locales.translations.map((t) => t.language));
  });
});
