// The effects the official edition shows "in play" are fixed data with a reason per card
// (conformance/effects-in-play.yaml): what a replay compares no longer depends on which logs are in
// the corpus folder. Every effect of the content is classified; the evidence is checked against the
// corpus when it is present (read at run time, never copied).
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_CONTENT_DIR, requireContent } from "../../src/content/load-dir.js";
import { newGame } from "../../src/kernel/index.js";
import { classificationProblems, EFFECTS_IN_PLAY_FILE, everyVariant, loadEffectsInPlay } from "./effects-in-play.js";
import { importLog } from "./import.js";
import { feedFact, openSegment } from "./matcher.js";
import { nameTables } from "./names.js";
import { parseLog } from "./parse-log.js";

const CORPUS = new URL("../../../shared/conformance/tsreplayer/", import.meta.url).pathname;
const data = loadEffectsInPlay(DEFAULT_CONTENT_DIR);

describe("effects the official edition shows in play", () => {
  it("classifies every effect of the content (every variant too) exactly once", () => {
    expect(classificationProblems(everyVariant(DEFAULT_CONTENT_DIR), data)).toEqual([]);
    expect(data.shown.length).toBeGreaterThan(30);
    expect(data.notShown).toContain("missile_envy");
  });

  it("names an effect that is in neither list, or in both", () => {
    const broken = { ...data, shown: data.shown.filter((c) => c !== "containment"), notShown: [...data.notShown, "nato"] };
    expect(classificationProblems(everyVariant(DEFAULT_CONTENT_DIR), broken)).toEqual([
      `containment: an effect marker in neither list of ${EFFECTS_IN_PLAY_FILE}`,
      `nato: in both lists of ${EFFECTS_IN_PLAY_FILE}`,
    ]);
  });

  it("reports a broken entry with file, line and column", () => {
    const dir = mkdtempSync(join(tmpdir(), "cw-inplay-"));
    cpSync(DEFAULT_CONTENT_DIR, dir, { recursive: true });
    const file = join(dir, EFFECTS_IN_PLAY_FILE);
    writeFileSync(file, readFileSync(file, "utf8").replace(/( {2}- card: containment\n) {4}reason: .*\n/, "$1"));
    expect(() => loadEffectsInPlay(dir)).toThrow(/effects-in-play\.yaml:\d+:\d+: error CW202: missing required property `reason`/);
  });

  it("a replay accepts a change of a listed bookkeeping effect and reports any other unprinted one", () => {
    const g = requireContent().game;
    const game = importLog(g, parseLog("synthetic.txt", "Turn 4, USSR AR1: Fidel*: Event: Fidel*\nUSSR +3 in Cuba [0][3]"));
    const seg = game.segments[1]!;
    const ms = openSegment(seg, g, newGame(g), data.notShown);
    expect(feedFact(ms, seg, { k: "effect_start", card: "missile_envy", effect: "missile_envy" }, false)).toBeNull();
    expect(ms.unprinted.bookkeeping_effect).toBe(1);
    expect(feedFact(ms, seg, { k: "effect_start", card: "containment", effect: "containment" }, false)?.actual).toContain("containment");
  });

  it.runIf(existsSync(CORPUS))("agrees with the corpus: each evidence line shows the card in play, and no log shows a card listed as never shown", () => {
    const g = requireContent(undefined, { options: ["optional_cards"] }).game;
    const names = nameTables(g);
    const lines = (file: string) => readFileSync(join(CORPUS, file), "utf8").split("\n");
    for (const s of data.data.shown) {
      for (const ev of s.evidence) {
        const [file, line] = ev.split(":");
        const text = lines(file!)[Number(line) - 1]!.trim();
        const m = /^(.+) is now in play\.$/.exec(text);
        expect(m && names.card(m[1]!), `${ev}: ${text}`).toBe(s.card);
      }
    }
    const shownInCorpus = new Set<string>();
    for (const file of readdirSync(CORPUS).filter((f) => f.endsWith(".txt"))) {
      for (const seg of importLog(g, parseLog(file, readFileSync(join(CORPUS, file), "utf8"))).segments) {
        for (const i of seg.items) if (i.kind === "in_play" && i.cardId) shownInCorpus.add(i.cardId);
      }
    }
    for (const m of data.notShown) expect(shownInCorpus.has(m), m).toBe(false);
    for (const c of shownInCorpus) expect(data.shown, c).toContain(c);
  });
});
