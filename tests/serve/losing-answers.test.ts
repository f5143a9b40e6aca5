// An online seat's question marks the answers that lose the game at once for the seat (as the
// terminal and the Play page do: src/play/losing-answers.ts), and only those.
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
  it("marks an answer that loses at once with loses: true, and not the others", () => {
    // Tables of known seeds (a table's seed is a server secret: stored here as an older table's
    // number), two people answering at random until one is asked a question with such an answer.
    const store = new TableStore(join(mkdtempSync(join(tmpdir(), "cw-losing-")), "t.sqlite"));
    const tokens = { us: "token-us", ussr: "token-ussr" } as Record<string, string>;
    for (let seed = 1; seed <= 20; seed++) {
      store.create({ id: `t${seed}`, game: new GameShelf().defaultGame, scenario: "standard", variants: [], options: [], seed, seats: { us: "human", ussr: "human" }, tokenHashes: { us: sha(tokens["us"]!), ussr: sha(tokens["ussr"]!) } });
    }
    const tables = new TableService(store, new GameShelf());
    expect(tables.restore().failed).toEqual([]);
    let marked: { id: string; loses?: true }[] | null = null;
    let asked = 0;
    for (let seed = 1; seed <= 20 && !marked; seed++) {
      let x = seed;
      for (let i = 0; i < 3000 && !marked; i++) {
        const side = ["us", "ussr"].find((s) => tables.seatView(`t${seed}`, tokens[s]!).question);
        if (!side) break;
        const q = tables.seatView(`t${seed}`, tokens[side]!).question!;
        asked++;
        if (q.options.some((o) => o.loses)) marked = q.options;
        else {
          x = (x * 1103515245 + 12345) % 2147483648;
          tables.move(`t${seed}`, tokens[side]!, { choice: q.options[x % q.options.length]!.id });
        }
      }
    }
    expect(marked, "a random game reaches a question with an answer that loses at once").not.toBeNull();
    expect(asked, "questions without such an answer are not marked").toBeGreaterThan(1);
    // Marked, not removed: the other answers are still offered, unmarked.
    expect(marked!.some((o) => !o.loses)).toBe(true);
    store.close();
  });
});
