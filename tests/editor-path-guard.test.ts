// The dev server's save guard: only YAML files inside cards/ may be written.
import { mkdirSync, mkdtempSync, realpathSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { PathRefused, resolveCardsPath } from "../editor/server/path-guard.js";

let root: string;
let cards: string;

beforeAll(() => {
  root = realpathSync(mkdtempSync(join(tmpdir(), "cw-guard-")));
  cards = join(root, "cards");
  mkdirSync(join(cards, "game", "tests"), { recursive: true });
  mkdirSync(join(root, "outside"));
  writeFileSync(join(cards, "game", "map.yaml"), "a: 1\n");
  writeFileSync(join(root, "outside", "secret.yaml"), "b: 2\n");
  symlinkSync(join(root, "outside"), join(cards, "game", "linked-dir"));
  symlinkSync(join(root, "outside", "secret.yaml"), join(cards, "game", "linked.yaml"));
  symlinkSync(join(root, "outside", "missing.yaml"), join(cards, "game", "dangling.yaml"));
  symlinkSync(join(cards, "game", "map.yaml"), join(cards, "game", "inside-link.yaml"));
});

const refused = (p: unknown) => {
  expect(() => resolveCardsPath(cards, p)).toThrow(PathRefused);
};

describe("save path guard", () => {
  it("accepts YAML files inside cards/, new ones and new folders included", () => {
    expect(resolveCardsPath(cards, "cards/game/map.yaml")).toBe(join(cards, "game", "map.yaml"));
    expect(resolveCardsPath(cards, "cards/game/tests/new-test.yaml")).toBe(join(cards, "game", "tests", "new-test.yaml"));
    expect(resolveCardsPath(cards, "cards/game/new-folder/x.yml")).toBe(join(cards, "game", "new-folder", "x.yml"));
    expect(resolveCardsPath(cards, "cards/game/inside-link.yaml")).toBe(join(cards, "game", "inside-link.yaml"));
  });

  it("refuses `..`, `.` and empty segments", () => {
    refused("cards/../package.json");
    refused("cards/game/../../outside/secret.yaml");
    refused("cards/./game/map.yaml");
    refused("cards//game/map.yaml");
    refused("cards/game/..");
  });

  it("refuses absolute paths, backslashes and paths outside cards/", () => {
    refused("/etc/passwd.yaml");
    refused(join(cards, "game", "map.yaml"));
    refused("C:/cards/x.yaml");
    refused("cards\\game\\map.yaml");
    refused("src/engine/game.yaml");
    refused("package.json");
    refused("cards-copy/x.yaml");
  });

  it("refuses files that are not YAML, and junk", () => {
    refused("cards/game/evil.js");
    refused("cards/game/map.yaml\0.txt");
    refused("");
    refused(null);
    refused(42);
  });

  it("refuses symbolic links that lead out of cards/, dangling ones too", () => {
    refused("cards/game/linked.yaml");
    refused("cards/game/linked-dir/secret.yaml");
    refused("cards/game/linked-dir/new.yaml");
    refused("cards/game/dangling.yaml");
  });
});
