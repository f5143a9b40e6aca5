// The shipped games' schemas (their card, board and overlay schemas extended with the fields the
// game declares, and the schemas of their own data files) are generated at build time as ajv's
// standalone code (src/build/game-validators.js, by `npm run build:gen`): a cold `validate`
// compiled them on every run. A schema not generated so (a designer's game, or a shipped one
// edited since) is compiled at run time as before. Either way the errors, and the names the
// `names` keyword records, must be the same.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { parse } from "yaml";
import { afterEach, describe, expect, it, vi } from "vitest";
import { randomPlaces } from "./random-places.js";
import { AJV_OPTIONS, namesKeyword } from "../../src/build/ajv-options.js";
import { recordName } from "../../src/content/name-refs.js";
import { namesIn, schemas, type Validator } from "../../src/content/schemas.js";
import * as generated from "../../src/generated/game-validators.js";

const GAMES = readdirSync("cards").filter((g) => readdirSync(join("cards", g)).includes("game.yaml"));

/** A reader of a shipped game's folder with some files' texts changed. */
function reader(game: string, edits: Record<string, (text: string) => string> = {}) {
  return (path: string): string | null => {
    try {
      const text = readFileSync(join("cards", game, path), "utf8");
      return edits[path] ? edits[path](text) : text;
    } catch {
      return null;
    }
  };
}

/** A validator compiled at run time from a schema, as src/content/schemas.ts compiles one. */
function compiledAtRunTime(schema: object): Validator {
  const ajv = new Ajv2020({ ...AJV_OPTIONS });
  ajv.addKeyword(namesKeyword(recordName));
  for (const s of Object.values(schemas)) ajv.addSchema(s);
  const { $id: _i, $schema: _s, ...rest } = schema as Record<string, unknown>;
  return ajv.compile(rest);
}

/** Every YAML and JSON data file of the shipped games (parsed). */
function shippedData(): unknown[] {
  const out: unknown[] = [];
  const walk = (dir: string) => {
    for (const f of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, f.name);
      if (f.isDirectory()) walk(p);
      else if (/\.(ya?ml|json)$/.test(f.name) && !/schema\.json$/.test(f.name)) out.push(parse(readFileSync(p, "utf8")) as unknown);
    }
  };
  for (const g of GAMES) walk(join("cards", g));
  return out;
}

describe("the shipped games' validators generated at build time", () => {
  afterEach(() => vi.restoreAllMocks());

  it("loading either shipped game compiles no schema", async () => {
    vi.resetModules();
    const compile = vi.spyOn(Ajv2020.prototype, "compile");
    const getSchema = vi.spyOn(Ajv2020.prototype, "getSchema");
    const { loadRaw } = await import("../../src/content/raw.js");
    for (const game of GAMES) {
      const r = loadRaw(reader(game), game);
      expect(r.diagnostics.filter((d) => d.severity === "error"), game).toEqual([]);
      expect(r.raw, game).not.toBeNull();
    }
    // (Compiled: a shipped game's schema changed since the last `npm run build:gen`: run it.)
    expect(compile, "run npm run build:gen").not.toHaveBeenCalled();
    expect(getSchema).not.toHaveBeenCalled();
  });

  it("a game's own schema edited is compiled at run time: the error the edit adds is reported", async () => {
    vi.resetModules();
    const compile = vi.spyOn(Ajv2020.prototype, "compile");
    const { loadRaw } = await import("../../src/content/raw.js");
    // The rules file's schema now allows two rounds at most (the file says three).
    const rules = (text: string) => {
      const s = JSON.parse(text) as { properties: { rounds: { maximum?: number } } };
      s.properties.rounds.maximum = 2;
      return JSON.stringify(s, null, 2);
    };
    const r = loadRaw(reader("thirteen-days", { "schemas/rules.schema.json": rules }), "thirteen-days");
    expect(r.diagnostics.map((d) => `${d.file} ${d.start.line}:${d.start.column} ${d.code} ${d.message}`)).toEqual(["rules.yaml 2:9 CW205 `rounds` must be 2 or less"]);
    expect(compile).toHaveBeenCalled();
  });

  it("an edited scenario schema's `names` marks are recorded by the validator compiled at run time", async () => {
    vi.resetModules();
    const { loadRaw } = await import("../../src/content/raw.js");
    const { namesIn: names } = await import("../../src/content/schemas.js");
    const load = (edit?: (t: string) => string) => {
      const r = loadRaw(reader("twilight-struggle", edit ? { "schemas/scenario.schema.json": edit } : {}), "twilight-struggle");
      const raw = r.raw!;
      return raw.scenarios.flatMap((s) => names(raw.scenarioValidator!, s.data)).map((n) => `${n.kinds.join("|")} ${n.name} ${n.path.join(".")}${n.isKey ? " (key)" : ""}`);
    };
    const shipped = load();
    expect(shipped.length).toBeGreaterThan(10);
    // Every space named becomes a card named (the same places, another kind).
    const edited = load((t) => t.replaceAll('"names": "space"', '"names": "card"'));
    expect(edited).toEqual(shipped.map((n) => n.replace(/^space /, "card ")));
    expect(edited).not.toEqual(shipped);
  });

  it("give the errors and record the names of validators compiled at run time, for shipped data and 3,000 random changes of it", () => {
    const keys = [...generated.VALIDATORS.keys()];
    // Each game's board, cards and overlay schemas, and its own schemas (rules, scenarios), at least.
    expect(keys.length).toBeGreaterThanOrEqual(5 * GAMES.length);
    expect(generated.OPTIONS).toBe(JSON.stringify(AJV_OPTIONS));
    const data = shippedData();
    // Each generated validator with the shipped data it accepts (its own files), and its run-time twin.
    const pairs = keys.flatMap((key) => {
      const g = generated.VALIDATORS.get(key)!();
      const c = compiledAtRunTime(JSON.parse(key) as object);
      return data.filter((d) => c(d)).map((d) => ({ g, c, d }));
    });
    // Every schema but the variables' (a number, a list) accepts some shipped file.
    expect(new Set(pairs.map((p) => p.c)).size).toBeGreaterThanOrEqual(5 * GAMES.length);
    const { change } = randomPlaces(57);
    const values: unknown[] = [null, 0, -1, 1.5, "", "x", "Bad Id", "berlin", true, [], {}, ["x"], { zz: 1 }];
    let failing = 0;
    let named = 0;
    for (let n = 0; n < 3000 + pairs.length; n++) {
      const { g, c, d } = pairs[n % pairs.length]!;
      const data = structuredClone(d);
      if (n >= pairs.length) {
        change(data, values);
      }
      const ok = g(data);
      expect(ok).toBe(c(data));
      if (!ok) failing++;
      expect(JSON.stringify(g.errors ?? null)).toBe(JSON.stringify(c.errors ?? null));
      const names = namesIn(g, data);
      expect(names).toEqual(namesIn(c, data));
      named += names.length;
    }
    expect(failing).toBeGreaterThan(1500);
    expect(named).toBeGreaterThan(300);
  });
});
