// The editor's engine worker keeps its first build of a game for the next visit (a reload in the
// same browser profile: editor/src/game/kept-visit.ts, in IndexedDB). A revisit must find exactly
// what a fresh build finds — the same diagnostics at the same places — whatever changed since:
// an edited file (a draft), another engine, another game, a damaged record. And what is kept is
// bounded.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadContent, newReuse, type LoadResult, type Reuse } from "../src/content/load.js";
import { MAX_KEPT_CHARS, MAX_KEPT_FILES, visitMemory, withinBounds, type KeptVisit, type VisitMemory } from "../editor/src/game/kept-visit.js";

const dir = "cards/twilight-struggle";
const CARDS = "cards/early-war.yaml";
const selection = { scenario: "standard", variants: [] as string[], options: [] as string[] };
const texts = new Map<string, string | null>();
const disk = (p: string): string | null => {
  if (!texts.has(p)) {
    try {
      texts.set(p, readFileSync(join(dir, p), "utf8"));
    } catch {
      texts.set(p, null);
    }
  }
  return texts.get(p)!;
};

function reuseOf(m: VisitMemory): Reuse {
  return m.reuse;
}
function load(reuse: Reuse, edits: Record<string, string> = {}): LoadResult {
  return loadContent((p) => edits[p] ?? disk(p), ".", selection, true, reuse);
}
/** What the page shows of a build: its diagnostics (words, file, place) and whether the game compiled. */
function shown(r: LoadResult): string {
  return JSON.stringify({ ok: !!r.content, diagnostics: r.diagnostics, cards: r.content ? [...r.content.game.card.keys()] : null });
}
/** What a visit keeps, as the browser's store gives it back (a structured clone). */
function firstVisit(engine = "engine-a", root = "."): KeptVisit {
  const m = visitMemory(undefined, engine, root);
  load(reuseOf(m));
  return structuredClone(m.keep(m.reuse, m.locales)!);
}

const broken = (() => {
  const text = disk(CARDS)!;
  const at = text.indexOf("vp(us, 5 - defcon_level)");
  return text.slice(0, at) + "vp(us, 5 - defcon_levl)" + text.slice(at + "vp(us, 5 - defcon_level)".length);
})();

describe("a kept visit", () => {
  const kept = firstVisit();

  it("is restored for the same engine and game, and its files are not parsed again", () => {
    const m = visitMemory(kept, "engine-a", ".");
    expect(m.restored).toBeGreaterThan(10);
    const board = m.reuse.files.get("board.yaml");
    expect(board).toBeDefined();
    const r = load(reuseOf(m));
    expect(shown(r)).toBe(shown(load(newReuse())));
    // The board's entry as restored was used (a parse would have replaced it).
    expect(m.reuse.files.get("board.yaml")).toBe(board);
  });

  it("gives a file edited since (a draft with an error) the diagnostics and places of a fresh build", () => {
    const fresh = load(newReuse(), { [CARDS]: broken });
    expect(fresh.diagnostics.some((d) => d.severity === "error" && d.file.endsWith(CARDS))).toBe(true);
    expect(shown(load(reuseOf(visitMemory(kept, "engine-a", ".")), { [CARDS]: broken }))).toBe(shown(fresh));
  });

  it("kept with an error, gives the file mended the fresh build's (no error left over)", () => {
    const m = visitMemory(undefined, "engine-a", ".");
    load(reuseOf(m), { [CARDS]: broken });
    const withError = structuredClone(m.keep(m.reuse, m.locales)!);
    const mended = load(reuseOf(visitMemory(withError, "engine-a", ".")));
    expect(shown(mended)).toBe(shown(load(newReuse())));
    expect(mended.diagnostics.some((d) => d.severity === "error")).toBe(false);
  });

  it("is not used by another engine, another game, another entry format, or when damaged", () => {
    expect(visitMemory(kept, "engine-b", ".").restored).toBe(0);
    expect(visitMemory(kept, "engine-a", "cards/other").restored).toBe(0);
    expect(visitMemory({ ...kept, format: [kept.format[0], kept.format[1] + 1] }, "engine-a", ".").restored).toBe(0);
    const damaged = structuredClone(kept);
    damaged.files[0]!.code = "not code" as never;
    const m = visitMemory(damaged, "engine-a", ".");
    expect(m.restored).toBe(0);
    expect(shown(load(reuseOf(m), { [CARDS]: broken }))).toBe(shown(load(newReuse(), { [CARDS]: broken })));
    expect(visitMemory({ ...kept, names: [["key", "not names"]] }, "engine-a", ".").restored).toBe(0);
    expect(visitMemory("nonsense", "engine-a", ".").restored).toBe(0);
    expect(visitMemory(null, "engine-a", ".").restored).toBe(0);
  });
});

describe("what a visit keeps is bounded", () => {
  it("in files and in text", () => {
    expect(withinBounds(Array.from({ length: MAX_KEPT_FILES }, () => ({ text: "x" })))).toBe(true);
    expect(withinBounds(Array.from({ length: MAX_KEPT_FILES + 1 }, () => ({ text: "x" })))).toBe(false);
    expect(withinBounds([{ text: "x".repeat(MAX_KEPT_CHARS) }])).toBe(true);
    expect(withinBounds([{ text: "x".repeat(MAX_KEPT_CHARS / 2) }, { text: "x".repeat(MAX_KEPT_CHARS / 2 + 1) }])).toBe(false);
  });

  it("content larger than the bound is not kept", () => {
    const m = visitMemory(undefined, "engine-a", ".");
    load(reuseOf(m));
    // A file as large as the bound, besides the game's (as a load of it would hold it).
    m.reuse.files.set("huge.yaml", { ...m.reuse.files.get("board.yaml")!, text: "x".repeat(MAX_KEPT_CHARS) });
    expect(m.keep(m.reuse, m.locales)).toBeNull();
  });
});
