// The editor's engine worker keeps its first build of a game for the next visit (a reload in the
// same browser profile: editor/src/game/kept-visit.ts, in IndexedDB). A revisit must find exactly
// what a fresh build finds — the same diagnostics at the same places — whatever changed since:
// an edited file (a draft), another engine, another game, a damaged piece, a write cut short. And
// what is kept is bounded, and written again only where it changed.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadContent, newReuse, type LoadResult, type Reuse } from "../src/content/load.js";
import { gamesToDrop, KEPT_GAMES, MAX_KEPT_CHARS, MAX_KEPT_FILES, visitMemory, withinBounds, type KeptPiece, type VisitMemory } from "../editor/src/game/kept-visit.js";

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
/**
 * Writes what a visit's build keeps into `store` (a game's pieces by id) as the worker does, each
 * piece as the browser's store gives it back (a structured clone); `upTo`: a write cut short after
 * that many pieces. The pieces written.
 */
function write(m: VisitMemory, store = new Map<string, unknown>(), upTo = Infinity): string[] {
  const plan = m.toWrite(m.reuse, m.locales)!;
  const done = plan.pieces.slice(0, upTo);
  for (const p of done) {
    // A file written again drops its code's shares (`<id>#<n>`) first, as the store does.
    for (const id of [...store.keys()]) if (id.startsWith(`${p.id}#`)) store.delete(id);
    for (const [id, piece] of p.make()) store.set(id, structuredClone(piece));
  }
  const owner = (id: string) => (id.includes("#") ? id.slice(0, id.lastIndexOf("#")) : id);
  if (upTo >= plan.pieces.length) for (const id of [...store.keys()]) if (!plan.ids.includes(owner(id))) store.delete(id);
  return done.map((p) => p.id);
}
/** What a first visit keeps, as the store gives it back. */
function firstVisit(engine = "engine-a", root = ".", edits: Record<string, string> = {}): unknown[] {
  const m = visitMemory(undefined, engine, root);
  load(reuseOf(m), edits);
  const store = new Map<string, unknown>();
  write(m, store);
  return [...store.values()];
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
    const withError = firstVisit("engine-a", ".", { [CARDS]: broken });
    const mended = load(reuseOf(visitMemory(withError, "engine-a", ".")));
    expect(shown(mended)).toBe(shown(load(newReuse())));
    expect(mended.diagnostics.some((d) => d.severity === "error")).toBe(false);
  });

  it("is not used by another engine, another game, another entry format; a damaged piece alone is not used", () => {
    expect(visitMemory(kept, "engine-b", ".").restored).toBe(0);
    expect(visitMemory(kept, "engine-a", "cards/other").restored).toBe(0);
    expect(visitMemory(kept.map((p) => ({ ...(p as KeptPiece), format: [(p as KeptPiece).format[0], (p as KeptPiece).format[1] + 1] })), "engine-a", ".").restored).toBe(0);
    const damaged = structuredClone(kept) as KeptPiece[];
    const cards = damaged.find((p) => "f" in p.part && p.part.f.path === CARDS)!;
    if ("f" in cards.part) cards.part.f.code = "not code" as never;
    for (const p of damaged) if ("n" in p.part) p.part.n = [["key", "not names" as never]];
    const m = visitMemory(damaged, "engine-a", ".");
    expect(m.reuse.files.has(CARDS)).toBe(false);
    expect(m.reuse.files.has("board.yaml")).toBe(true);
    expect(shown(load(reuseOf(m)))).toBe(shown(load(newReuse())));
    expect(shown(load(reuseOf(visitMemory(damaged, "engine-a", ".")), { [CARDS]: broken }))).toBe(shown(load(newReuse(), { [CARDS]: broken })));
    expect(visitMemory("nonsense", "engine-a", ".").restored).toBe(0);
    expect(visitMemory(["nonsense", null, { format: 1 }], "engine-a", ".").restored).toBe(0);
    expect(visitMemory(null, "engine-a", ".").restored).toBe(0);
  });
});

describe("a visit is kept in pieces", () => {
  const kept = firstVisit();

  it("a write cut short, or pieces of two visits, give a revisit what a fresh build gives", () => {
    const m = visitMemory(undefined, "engine-a", ".");
    load(reuseOf(m), { [CARDS]: broken });
    const store = new Map<string, unknown>();
    const half = write(m, store, 20);
    expect(half.length).toBe(20);
    const cut = visitMemory([...store.values()], "engine-a", ".");
    expect(cut.restored).toBe(half.filter((id) => /^[fl]:/.test(id)).length);
    expect(shown(load(reuseOf(cut), { [CARDS]: broken }))).toBe(shown(load(newReuse(), { [CARDS]: broken })));
    // The next visit, with the file mended, writes over what the cut one left: then a part of that.
    const next = visitMemory([...store.values()], "engine-a", ".");
    load(reuseOf(next));
    write(next, store, 12);
    const mixed = visitMemory([...store.values()], "engine-a", ".");
    expect(shown(load(reuseOf(mixed)))).toBe(shown(load(newReuse())));
    expect(shown(load(reuseOf(visitMemory([...store.values()], "engine-a", ".")), { [CARDS]: broken }))).toBe(shown(load(newReuse(), { [CARDS]: broken })));
  });

  it("a revisit with nothing changed writes nothing; with a file edited, that file's piece and the checks it adds", () => {
    const m = visitMemory(kept, "engine-a", ".");
    load(reuseOf(m));
    expect(m.toWrite(m.reuse, m.locales)!.pieces).toEqual([]);
    const e = visitMemory(kept, "engine-a", ".");
    load(reuseOf(e), { [CARDS]: broken });
    const ids = e.toWrite(e.reuse, e.locales)!.pieces.map((p) => p.id);
    expect(ids.filter((id) => /^[fl]:/.test(id))).toEqual([`f:${CARDS}`]);
    expect(ids.length).toBeLessThan(40);
  });

  it("keeps the names memo by digests, not by the schemas' and files' texts", () => {
    const names = (kept as KeptPiece[]).flatMap((p) => ("n" in p.part ? p.part.n : []));
    expect(names.length).toBeGreaterThan(10);
    for (const [key] of names) expect(key.length).toBeLessThan(300);
  });

  it("keeps the last games visited only", () => {
    const visited: [string, number][] = Array.from({ length: KEPT_GAMES + 2 }, (_, i) => [`cards/g${i}`, 1000 + i]);
    expect(gamesToDrop(visited).sort()).toEqual(["cards/g0", "cards/g1"]);
    expect(gamesToDrop(visited.slice(0, KEPT_GAMES))).toEqual([]);
    expect(gamesToDrop([...visited].reverse()).sort()).toEqual(["cards/g0", "cards/g1"]);
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
    expect(m.toWrite(m.reuse, m.locales)).toBeNull();
  });
});
