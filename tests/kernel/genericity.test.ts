// The kernel knows no game: no identifier, string or comment of src/kernel names a notion of
// Twilight Struggle or of 13 Days, and the kernel imports nothing outside itself but the effect
// language's syntax tree and vocabulary types. The whole of src/ and of the editor (editor/src)
// names no notion of either game: a game lives in its content folder (cards/<game>/).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? (f === "generated" ? [] : files(p)) : /\.(ts|js)$/.test(f) ? [p] : [];
  });

/** Words of the two games (whole words, any case). */
const TWILIGHT_STRUGGLE = ["defcon", "vp", "china card", "china_card", "headline", "coup", "coups", "realign", "realignment", "us", "ussr", "battleground", "battlegrounds", "space race", "space_race", "twilight", "milops", "military ops", "military_ops", "superpower", "phasing", "influence", "stability", "scoring card"];
const THIRTEEN_DAYS = ["prestige", "agenda", "agendas", "aftermath", "epilogue", "thirteen", "13 days", "thirteen-days", "personal letter", "personal_letter", "world opinion", "world_opinion"];

function hits(paths: string[], words: string[]): string[] {
  const pattern = new RegExp(`(?<![a-z0-9_])(${words.map((w) => w.replace(/[ _]/g, "[ _]")).join("|")})(?![a-z0-9_])`, "i");
  const out: string[] = [];
  for (const p of paths) {
    readFileSync(p, "utf8").split("\n").forEach((line, i) => {
      const m = pattern.exec(line);
      if (m) out.push(`${relative(ROOT, p)}:${i + 1}: ${m[0]}`);
    });
  }
  return out;
}

describe("the kernel names no game", () => {
  const kernel = files(join(ROOT, "src/kernel"));
  it("has sources to check", () => expect(kernel.length).toBeGreaterThan(10));
  it("no word of Twilight Struggle in src/kernel", () => expect(hits(kernel, TWILIGHT_STRUGGLE)).toEqual([]));
  it("no word of 13 Days in src/kernel", () => expect(hits(kernel, THIRTEEN_DAYS)).toEqual([]));
  it("imports nothing but itself and the effect language's types", () => {
    const bad: string[] = [];
    for (const p of kernel) {
      for (const m of readFileSync(p, "utf8").matchAll(/from\s+"([^"]+)"/g)) {
        const target = resolve(join(p, ".."), m[1]!);
        const ok = !m[1]!.startsWith(".") ? m[1]!.startsWith("node:") : target.startsWith(join(ROOT, "src/kernel")) || /src\/effects\/(ast|vocabulary-types)\.js$/.test(target);
        if (!ok) bad.push(`${relative(ROOT, p)} imports ${m[1]}`);
      }
    }
    expect(bad).toEqual([]);
  });
  it("the word list itself works (it finds a planted word)", () => {
    expect(hits([join(ROOT, "cards/twilight-struggle/game.yaml")], TWILIGHT_STRUGGLE).length).toBeGreaterThan(0);
  });
});

describe("src/ names no game", () => {
  const src = files(join(ROOT, "src"));
  it("no word of 13 Days anywhere in src/", () => expect(hits(src, THIRTEEN_DAYS)).toEqual([]));
  it("no word of Twilight Struggle anywhere in src/", () => expect(hits(src, TWILIGHT_STRUGGLE)).toEqual([]));
});

describe("the editor names no game", () => {
  const editor = files(join(ROOT, "editor/src"));
  it("has sources to check", () => expect(editor.length).toBeGreaterThan(50));
  it("no word of 13 Days anywhere in editor/src", () => expect(hits(editor, THIRTEEN_DAYS)).toEqual([]));
  it("no word of Twilight Struggle anywhere in editor/src", () => expect(hits(editor, TWILIGHT_STRUGGLE)).toEqual([]));
});

describe("the kernel has one public face", () => {
  it("outside src/kernel, code and tests import the kernel through src/kernel/index.ts only", () => {
    const users = [...files(join(ROOT, "src")), ...files(join(ROOT, "editor/src")), ...files(join(ROOT, "tests"))].filter((p) => !p.startsWith(join(ROOT, "src/kernel")));
    expect(users.length).toBeGreaterThan(20);
    const bad: string[] = [];
    for (const p of users) {
      for (const m of readFileSync(p, "utf8").matchAll(/from\s+"([^"]+)"/g)) {
        if (!m[1]!.startsWith(".")) continue;
        const target = resolve(join(p, ".."), m[1]!);
        if (target.startsWith(join(ROOT, "src/kernel/")) && target !== join(ROOT, "src/kernel/index.js")) bad.push(`${relative(ROOT, p)} imports ${m[1]}`);
      }
    }
    expect(bad).toEqual([]);
  });
});
