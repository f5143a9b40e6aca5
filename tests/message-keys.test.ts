// A message key that effect code names with a literal — `log("key", …)`, a question's prompt
// `pick(…, "kind")` (the message prompt.<kind>) — and that has no English message shows the bare
// key to players: validate warns of it (CW608) at the literal, through its fast paths too.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { codeKeys } from "../src/i18n/message-keys.js";

const ROOT = resolve(import.meta.dirname, "..");
const work = mkdtempSync(join(tmpdir(), "cw-message-keys-"));
const game = join(work, "thirteen-days");
cpSync(join(ROOT, "cards/thirteen-days"), game, { recursive: true });
afterAll(() => rmSync(work, { recursive: true, force: true }));

const validate = (env: NodeJS.ProcessEnv, ...more: string[]) => {
  const r = spawnSync(process.execPath, [join(ROOT, "src/cli/cardwright.js"), "validate", "--content", game, ...more], { encoding: "utf8", env: { ...process.env, CARDWRIGHT_CACHE_DIR: join(work, "cache"), ...env } });
  expect(r.stderr).toBe("");
  return { code: r.status, out: r.stdout.replace(/ (in|en|em) [\d.,]+ ms/, " in N ms") };
};
/** validate through the disk cache (its fast paths after an edit), checked against a run with the cache off. */
const run = (...more: string[]) => {
  const cached = validate({}, ...more);
  expect(cached).toEqual(validate({ CARDWRIGHT_CACHE: "0" }, ...more));
  return cached;
};
const edit = (file: string, from: string, to: string) => {
  const text = readFileSync(join(game, file), "utf8");
  expect(text).toContain(from);
  writeFileSync(join(game, file), text.replace(from, to));
};
/** `file:line:column` of the first occurrence of `text` in a file of the copy. */
const at = (file: string, text: string) => {
  const lines = readFileSync(join(game, file), "utf8").split("\n");
  const line = lines.findIndex((l) => l.includes(text));
  return `${game}/${file}:${line + 1}:${lines[line]!.indexOf(text) + 1}`;
};

describe("a literal message key without English", () => {
  it("is read from the code: log's key, pick's and pick_each's kind (by position or by name); not a computed one, a comment or a string", () => {
    const keys = (code: string) => codeKeys(code).map((k) => [k.key, code.slice(k.from, k.to)]);
    expect(keys('log("a.b", { x: 1 })\nlet c = pick(me, cards(hand, me), "target", extra: ["done"])')).toEqual([["a.b", '"a.b"'], ["prompt.target", '"target"']]);
    expect(keys('let p = pick_each({ red: xs }, "secret")\nlet q = pick(me, f(a, [b, c]), args: { n: 1 }, kind: "named")')).toEqual([["prompt.secret", '"secret"'], ["prompt.named", '"named"']]);
    expect(keys('log(key)\nlet c = pick(me, xs, kind)\n# log("in.comment")\nnote("log(\\"x\\")")\nmy_log("mine")\nlog("a" + b)')).toEqual([]);
  });

  it("is warned by validate at the literal, with where to add it, in every language; a key given English is not; the shipped game has none", () => {
    const clean = run();
    expect(clean.code).toBe(0);
    expect(clean.out).not.toContain("CW608");
    // A misspelt log key and a question's kind with no prompt message (an edit of code only).
    edit("procedures/agendas.yaml", 'log("agenda.flags", {', 'log("agenda.flagz", {');
    edit("procedures/commands.yaml", '"command_target"', '"command_targte"');
    const warned = run();
    expect(warned.code).toBe(0);
    expect(warned.out).toContain(`${at("procedures/agendas.yaml", '"agenda.flagz"')}: warning CW608: no English message \`agenda.flagz\`: players see the key itself\n    hint: add \`agenda.flagz: "…"\` under messages: in locales/en.yaml`);
    expect(warned.out).toContain(`${at("procedures/commands.yaml", '"command_targte"')}: warning CW608: no English message \`prompt.command_targte\``);
    expect(run("--lang", "es").out).toContain(`${at("procedures/commands.yaml", '"command_targte"')}: aviso CW608: no hay mensaje en inglés \`prompt.command_targte\``);
    // The code edited before the literal on its line: the warning moves with it.
    edit("procedures/agendas.yaml", 'log("agenda.flagz", {', 'let shown = 1; log("agenda.flagz", {');
    expect(run().out).toContain(`${at("procedures/agendas.yaml", '"agenda.flagz"')}: warning CW608: no English message \`agenda.flagz\``);
    // English given to one (an edit of en.yaml only): its warning goes, the other stays.
    edit("locales/en.yaml", "\nmessages:\n", '\nmessages:\n  agenda.flagz: "{side, side} flags: {targets}"\n');
    const fixed = run();
    expect(fixed.out).not.toContain("`agenda.flagz`");
    expect(fixed.out).toContain("`prompt.command_targte`");
  });
});
