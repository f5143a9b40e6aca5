// Terminal play knows no game: every scenario, variant and option of Twilight Struggle, and
// 13 Days, can be played from its first question (here: 30 answers each against a random bot),
// and no screen names a card the other side holds unseen.
import { describe, expect, it } from "vitest";
import { DEFAULT_CONTENT_DIR, requireContent } from "../../src/content/load-dir.js";
import { startSession, view } from "../../src/kernel/index.js";
import { loadBundle } from "../../src/cli/i18n-option.js";
import { translate } from "../../src/i18n/index.js";
import { HUMAN, openTable } from "../../src/play/table.js";
import { playInTerminal } from "../../src/play/terminal.js";

const THIRTEEN_DAYS = new URL("../../cards/thirteen-days", import.meta.url).pathname;

/**
 * Plays `answers` answers (always the first) against a random bot. At every question, the screen
 * shown since the last one (its log lines aside: a card once played may be named there) must not
 * name a card the other side holds unseen.
 */
async function playSome(dir: string, selection: { scenario: string; variants: string[]; options: string[] }, answers: number) {
  const c = requireContent(dir, selection);
  const g = c.game;
  const save = startSession(g, { ...selection, seed: 11 });
  const [me, other] = g.sides as [string, string];
  const tr = dir === DEFAULT_CONTENT_DIR ? translate(loadBundle(dir).bundle, "en") : translate(loadBundle(dir).bundle, "en", translate(loadBundle(DEFAULT_CONTENT_DIR).bundle, "en"));
  // 13 Days' agenda cards bear the names of tracks and battlegrounds, which every screen shows.
  const shared = new Set([...g.tracks.map((t) => tr.name("track", t.id)), ...g.spaces.map((sp) => tr.name("space", sp.id))]);
  const table = openTable(g, save, { [me]: HUMAN, [other]: "random" });
  const hiddenFromMe = (): string[] => {
    const mine = view(g, table.save.state, me);
    const known = new Set(Object.values(mine.piles).flatMap((p) => Object.values(p as Record<string, { cards?: string[]; known?: { card: string }[] }>).flatMap((x) => [...(x.cards ?? []), ...(x.known ?? []).map((k) => k.card)])));
    const theirs = view(g, table.save.state, other);
    const held = g.piles.filter((p) => p.perSide && p.visibility === "owner").flatMap((p) => (theirs.piles[p.id] as Record<string, { cards?: string[] }>)[other]!.cards ?? []);
    return held.filter((card) => !known.has(card)).map((card) => tr.name("card", card)).filter((n) => !shared.has(n));
  };
  let out = "";
  let from = 0;
  let checked = 0;
  let left = answers;
  await playInTerminal(table, tr, {
    read: async () => {
      const screen = out.slice(from).split("\n").filter((l) => !l.startsWith("  · ")).join("\n");
      for (const card of hiddenFromMe()) {
        expect(screen).not.toContain(card);
        checked++;
      }
      from = out.length;
      return left-- > 0 ? "1" : null;
    },
    write: (t) => (out += t),
    save: () => {},
  });
  return { out, checked, moves: table.save.steps.length };
}

const ts = requireContent(DEFAULT_CONTENT_DIR, {});
const setups: { scenario: string; variants: string[]; options: string[] }[] = [];
const offered = (kind: string) => Object.values(ts.overlays).filter((o) => o.kind === kind).map((o) => o.id);
for (const s of offered("scenario")) for (const v of [[], ...offered("variant").map((x) => [x])]) setups.push({ scenario: s, variants: v, options: [] });
for (const o of offered("option")) setups.push({ scenario: "late_war", variants: [], options: [o] });

describe("terminal play on every setup", () => {
  it.each(setups.map((s) => [`${s.scenario} ${s.variants.join(" ")} ${s.options.join(" ")}`, s] as const))("%s", async (_, selection) => {
    const r = await playSome(DEFAULT_CONTENT_DIR, selection, 30);
    expect(r.moves).toBeGreaterThanOrEqual(30);
    expect(r.out).not.toContain("No one is asked anything");
    expect(r.checked).toBeGreaterThan(50);
  });

  it("13 Days", async () => {
    const r = await playSome(THIRTEEN_DAYS, { scenario: "standard", variants: [], options: [] }, 30);
    expect(r.moves).toBeGreaterThanOrEqual(30);
    expect(r.checked).toBeGreaterThan(20);
  });
});
