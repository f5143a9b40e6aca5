// A message key that effect code names with a literal — `log("key", …)`, a question's prompt
// `pick(…, "kind")` (the message prompt.<kind>), or a literal given to a game's procedure that
// passes it on to one (`pick_card(…, prompt: "x")`) — and that has no English message shows the
// bare key to players: validate warns of it (CW608) at the literal, through its fast paths too.
// The keys are found where the checker binds each call's arguments (checker.ts, KEY_USE).
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkProgram, KEY_PASS, KEY_USE, KEY_VIA } from "../src/effects/checker.js";
import { parseProgram } from "../src/effects/parse.js";
import { termsOf, vocabularyFrom } from "../src/content/code.js";
import { markMessageParams, resolvedKeys } from "../src/content/message-params.js";
import type { Callable } from "../src/effects/vocabulary-types.js";

const ROOT = resolve(import.meta.dirname, "..");
const work = mkdtempSync(join(tmpdir(), "cw-message-keys-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A copy of a shipped game, and validate of it. */
function copyOf(name: string) {
  const game = join(work, name);
  cpSync(join(ROOT, "cards", name), game, { recursive: true });
  const cache = join(work, `cache-${name}`);
  const validate = (env: NodeJS.ProcessEnv, ...more: string[]) => {
    const r = spawnSync(process.execPath, [join(ROOT, "src/cli/cardwright.js"), "validate", "--content", game, ...more], { encoding: "utf8", env: { ...process.env, CARDWRIGHT_CACHE_DIR: cache, ...env } });
    expect(r.stderr).toBe("");
    return { code: r.status, out: r.stdout.replace(/ (in|en|em) [\d.,]+ ms/, " in N ms") };
  };
  return {
    game,
    /** validate through the disk cache (its fast paths after an edit), checked against a run with the cache off. */
    run: (...more: string[]) => {
      const cached = validate({}, ...more);
      expect(cached).toEqual(validate({ CARDWRIGHT_CACHE: "0" }, ...more));
      return cached;
    },
    /** Whether validate (through the cache, its output not shown) checked the edited code alone, the rest of its report kept (validate-code.ts). */
    checkedAlone: () => {
      const script = `const validate = await import(${JSON.stringify(join(ROOT, "src/cli/commands/validate.ts"))});
        const { main } = await import(${JSON.stringify(join(ROOT, "src/cli/main.ts"))});
        const log = console.log;
        console.log = () => {};
        await main(["validate", "--content", ${JSON.stringify(game)}]);
        log(JSON.stringify(validate.lastCodeAlone));`;
      const r = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { env: { ...process.env, CARDWRIGHT_CACHE_DIR: cache }, encoding: "utf8", cwd: ROOT });
      expect(r.stderr).toBe("");
      return JSON.parse(r.stdout) as boolean;
    },
    edit: (file: string, from: string, to: string) => {
      const text = readFileSync(join(game, file), "utf8");
      expect(text).toContain(from);
      writeFileSync(join(game, file), text.replace(from, to));
    },
    /** `file:line:column` of the first occurrence of `text` in a file of the copy. */
    at: (file: string, text: string) => {
      const lines = readFileSync(join(game, file), "utf8").split("\n");
      const line = lines.findIndex((l) => l.includes(text));
      return `${game}/${file}:${line + 1}:${lines[line]!.indexOf(text) + 1}`;
    },
  };
}
const { run, edit, at, checkedAlone } = copyOf("thirteen-days");

/** A game's procedure: its name, parameters and code. */
const routine = (name: string, params: string[], code: string) => ({ name, params, code });
/**
 * The literal message keys checking `code` finds, each with its literal's text, as compileCode
 * finds them: `routines`, the game's, checked first (what each gives on to a message key).
 */
const keysOf = (code: string, routines: ReturnType<typeof routine>[]) => {
  const callables: Callable[] = routines.map((r) => ({ name: r.name, kind: "procedure", returns: "any", doc: "", params: r.params.map((p) => ({ name: p, type: "any", doc: "", optional: true })) }));
  const vocab = vocabularyFrom(new Map([["me", "side"], ["xs", "list"], ["a", "any"], ["b", "any"], ["c", "any"], ["f", "any"], ["key", "string"], ["kind", "string"]]), new Set(), callables, termsOf({}));
  const check = (text: string, params?: string[]) => {
    const parsed = parseProgram(text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    return checkProgram(parsed.value.body, vocab, { locals: new Map(params?.map((p) => [p, "any"])), ...(params ? { params } : {}) });
  };
  const passes = new Map(routines.map((r) => [r.name, check(r.code, r.params).filter((p) => p.code === KEY_PASS).map((p) => ({ local: p.message, ...p.args }))]));
  const own = (n: string) => callables.find((c) => c.name === n);
  markMessageParams(passes, new Map(routines.map((r) => [r.name, r.params])), own);
  const nowhere = { line: 0, column: 0 };
  // (The literal's text where a key's file would be.)
  const found = check(code).filter((p) => p.code === KEY_USE || p.code === KEY_VIA).map((p) => ({ key: p.message, at: { file: code.slice(...p.loc), start: nowhere, end: nowhere }, place: { file: "", path: [], loc: p.loc }, ...(p.code === KEY_VIA ? { via: p.args as { fn: string; param: string } } : {}) }));
  return resolvedKeys(found, own).map((k) => [k.key, k.at.file]);
};

describe("a literal message key without English", () => {
  it("is read from the code: log's key, pick's and pick_each's kind (by position or by name); not a computed one, a comment or a string", () => {
    const keys = (code: string) => keysOf(code, []);
    expect(keys('log("a.b", { x: 1 })\nlet c = pick(me, cards(hand, me), "target", extra: ["done"])')).toEqual([["a.b", '"a.b"'], ["prompt.target", '"target"']]);
    expect(keys('let p = pick_each({ red: xs }, "secret")\nlet q = pick(me, f(a, [b, c]), args: { n: 1 }, kind: "named")')).toEqual([["prompt.secret", '"secret"'], ["prompt.named", '"named"']]);
    expect(keys('log(key)\nlet c = pick(me, xs, kind)\n# log("in.comment")\nnote("log(x)")\nlog("a" + b)')).toEqual([]);
  });

  it("is the literal given to a game's procedure that passes its parameter on to log's key or a pick's kind, through another such procedure, by position or by name", () => {
    const game = () => [
      routine("pick_card", ["side", "from", "prompt"], "let c = pick(side, from, prompt, extra: [\"none\"])\nreturn c"),
      routine("say", ["what", "args"], "log(what, args)"),
      routine("ask_twice", ["side", "question"], "let c = pick_card(side, xs, prompt: question)\nsay(\"asked\", {})"),
      // A parameter given another value before it is passed on is not what the caller wrote.
      routine("renamed", ["side", "prompt"], "let prompt = \"fixed\"\nlet c = pick(side, xs, prompt)"),
    ];
    expect(keysOf('let c = pick_card(me, xs, prompt: "event_from_discard")\nsay("vp.gain", { n: 1 })\nlet d = ask_twice(me, "which")\nlet e = pick_card(me, xs, "third")', game())).toEqual([
      ["prompt.event_from_discard", '"event_from_discard"'], ["vp.gain", '"vp.gain"'], ["prompt.which", '"which"'], ["prompt.third", '"third"'],
    ]);
    // (The keys in the routines' own code: theirs, where they are written.)
    expect(keysOf('let e = renamed(me, "not_a_key")\nlet f = pick_card(me, xs, kind)', game())).toEqual([]);
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
    // The code edited before the literal on its line: the warning moves with it (the code checked
    // alone: the code report carries its keys).
    edit("procedures/agendas.yaml", 'log("agenda.flagz", {', 'let shown = 1; log("agenda.flagz", {');
    expect(checkedAlone()).toBe(true);
    expect(run().out).toContain(`${at("procedures/agendas.yaml", '"agenda.flagz"')}: warning CW608: no English message \`agenda.flagz\``);
    // That code made not to parse: it names no key then (as a full load finds), so no warning; mended, it is back.
    edit("procedures/agendas.yaml", "let shown = 1; log(", "let shown = (1; log(");
    expect(checkedAlone()).toBe(true);
    const broken = run().out;
    expect(broken).toContain("error CW301");
    expect(broken).not.toContain("`agenda.flagz`");
    expect(broken).toContain("`prompt.command_targte`");
    edit("procedures/agendas.yaml", "let shown = (1; log(", "let shown = 1; log(");
    expect(run().out).toContain(`${at("procedures/agendas.yaml", '"agenda.flagz"')}: warning CW608: no English message \`agenda.flagz\``);
    // English given to one (an edit of en.yaml only): its warning goes, the other stays.
    edit("locales/en.yaml", "\nmessages:\n", '\nmessages:\n  agenda.flagz: "{side, side} flags: {targets}"\n');
    const fixed = run();
    expect(fixed.out).not.toContain("`agenda.flagz`");
    expect(fixed.out).toContain("`prompt.command_targte`");
  });
});

describe("a literal given to a game's procedure that asks or logs with it", () => {
  it("is warned by validate at the caller's literal and at the parameter's default, when it has no English (Twilight Struggle's pick_card prompt:); moved with an edit of the code", () => {
    const ts = copyOf("twilight-struggle");
    expect(ts.run().out).not.toContain("CW608");
    ts.edit("cards/late-war.yaml", 'prompt: "event_from_discard")', 'prompt: "event_from_discardz")');
    ts.edit("procedures/vocabulary.yaml", 'default: "\\"pick_card\\""', 'default: "\\"pick_cardz\\""');
    const warned = ts.run().out;
    expect(warned).toContain(`${ts.at("cards/late-war.yaml", '"event_from_discardz"')}: warning CW608: no English message \`prompt.event_from_discardz\`: players see the key itself`);
    // (At the literal in the default's scalar `"\"pick_cardz\""`: its opening quote, written `\"`.)
    expect(warned).toContain(`${ts.at("procedures/vocabulary.yaml", '\\"pick_cardz')}: warning CW608: no English message \`prompt.pick_cardz\``);
    // The card's code edited before the literal: checked alone, the warning moves with it.
    ts.edit("cards/late-war.yaml", "let c = pick_card(us, from: discard_pile()", "let n = 1; let c = pick_card(us, from: discard_pile()");
    expect(ts.checkedAlone()).toBe(true);
    expect(ts.run().out).toContain(`${ts.at("cards/late-war.yaml", '"event_from_discardz"')}: warning CW608: no English message \`prompt.event_from_discardz\``);
  });
});
