// An online seat's question marks the answers that lose the game for the seat (as the terminal and
// the Play page do: src/play/losing-answers.ts), and only those: at once, or by a danger the game
// declares, said in the seat's language.
import { createHash } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { GameShelf } from "../../src/serve/games.js";
import { TableStore } from "../../src/serve/store.js";
import { TableService } from "../../src/serve/tables.js";

const sha = (t: string) => createHash("sha256").update(t).digest("hex");

describe("an online seat's question", () => {
  it("marks an answer that loses with loses: true (and a danger with its warning), and not the others", () => {
    // Tables of known seeds (a table's seed is a server secret: stored here as an older table's
    // number), two people answering at random until one is asked a question with such an answer.
    const store = new TableStore(join(mkdtempSync(join(tmpdir(), "cw-losing-")), "t.sqlite"));
    const tokens = { us: "token-us", ussr: "token-ussr" } as Record<string, string>;
    for (let seed = 1; seed <= 20; seed++) {
      store.create({ id: `t${seed}`, game: new GameShelf().defaultGame, scenario: "standard", variants: [], options: [], seed, seats: { us: "human", ussr: "human" }, tokenHashes: { us: sha(tokens["us"]!), ussr: sha(tokens["ussr"]!) } });
    }
    const tables = new TableService(store, new GameShelf());
    expect(tables.restore().failed).toEqual([]);
    type Options = { id: string; loses?: true; warning?: string }[];
    let atOnce: Options | null = null;
    let danger: Options | null = null;
    let asked = 0;
    for (let seed = 1; seed <= 20 && !(atOnce && danger); seed++) {
      let x = seed;
      for (let i = 0; i < 3000 && !(atOnce && danger); i++) {
        const side = ["us", "ussr"].find((s) => tables.seatView(`t${seed}`, tokens[s]!).question);
        if (!side) break;
        const q = tables.seatView(`t${seed}`, tokens[side]!, "es").question!;
        asked++;
        if (q.options.some((o) => o.loses && !o.warning)) atOnce ??= q.options;
        if (q.options.some((o) => o.warning)) danger ??= q.options;
        x = (x * 1103515245 + 12345) % 2147483648;
        tables.move(`t${seed}`, tokens[side]!, { choice: q.options[x % q.options.length]!.id });
      }
    }
    expect(atOnce, "a random game reaches a question with an answer that loses at once").not.toBeNull();
    expect(asked, "questions without such an answer are not marked").toBeGreaterThan(1);
    // Marked, not removed: the other answers are still offered, unmarked.
    expect(atOnce!.some((o) => !o.loses)).toBe(true);
    // A danger the game declares (a scoring card kept with no round left) is marked with why, in the seat's language.
    expect(danger, "a random game reaches a question with an answer that keeps a scoring card past the turn").not.toBeNull();
    const warned = danger!.filter((o) => o.warning);
    expect(warned.every((o) => o.loses === true && /cartas de puntuación/.test(o.warning!))).toBe(true);
    expect(danger!.some((o) => !o.loses)).toBe(true);
    store.close();
  });
});
