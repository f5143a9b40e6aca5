// The kernel's validators are generated at build time (src/build/kernel-validators.js, by
// `npm run build:gen`) instead of compiled by ajv on every run: a cold `validate` compiled the
// game, routines, sequence and locale schemas each time. Their errors (and with them every
// diagnostic, its place and its hint) must be those of the validators ajv compiles at run time.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";
import { parse } from "yaml";
import { afterEach, describe, expect, it, vi } from "vitest";
import { randomPlaces } from "./random-places.js";
import { AJV_OPTIONS, namesKeyword } from "../../src/build/ajv-options.js";
import { schemasDigest } from "../../src/build/schemas-digest.js";
import * as generated from "../../src/generated/kernel-validators.js";
import { schemas, type SchemaKind } from "../../src/content/schemas.js";

/** Validators compiled at run time from the kernel's schemas, as src/content/schemas.ts compiles them. */
function compiledAtRunTime() {
  const ajv = new Ajv2020({ ...AJV_OPTIONS });
  ajv.addKeyword(namesKeyword(() => true));
  for (const s of Object.values(schemas)) ajv.addSchema(s);
  return (kind: SchemaKind) => ajv.getSchema(schemas[kind].$id)!;
}

/** Shipped data of each kind (a kind without a file of its own gets an empty object, mutated below). */
function samples(): [SchemaKind, unknown][] {
  // The files of each game's folder `dir` whose names `name` matches.
  const files = (dir: string, name: RegExp) =>
    readdirSync("cards").flatMap((game) => {
      const at = dir ? `cards/${game}/${dir}` : `cards/${game}`;
      return existsSync(at) ? readdirSync(at).filter((f) => name.test(f)).sort().map((f) => `${at}/${f}`) : [];
    });
  const read = (f: string) => parse(readFileSync(f, "utf8")) as unknown;
  return [
    ...files("", /^game\.yaml$/).map((f) => ["game", read(f)] as [SchemaKind, unknown]),
    ...files("", /^board\.yaml$/).map((f) => ["board", read(f)] as [SchemaKind, unknown]),
    ...files("cards", /\.yaml$/).map((f) => ["cards", read(f)] as [SchemaKind, unknown]),
    ...files("procedures", /\.yaml$/).map((f) => ["routines", read(f)] as [SchemaKind, unknown]),
    ...files("", /^sequence\.yaml$/).map((f) => ["sequence", read(f)] as [SchemaKind, unknown]),
    ...files("options", /\.yaml$/).map((f) => ["overlay", read(f)] as [SchemaKind, unknown]),
    ...files("tests", /^card-a.*\.yaml$/).map((f) => ["test", read(f)] as [SchemaKind, unknown]),
    ...files("locales", /\.yaml$/).map((f) => ["locale", read(f)] as [SchemaKind, unknown]),
    ["save", {}],
  ];
}

describe("the kernel's validators generated at build time", () => {
  afterEach(() => vi.restoreAllMocks());

  it("are generated from the schemas as they are (else run `npm run build:gen`), and a schema changed since is told apart", () => {
    expect(generated.DIGEST).toBe(schemasDigest(schemas));
    const edited = { ...schemas, routines: { ...schemas.routines, description: `${schemas.routines.description} ` } };
    expect(schemasDigest(edited)).not.toBe(generated.DIGEST);
  });

  it("checking a game's files compiles none of the kernel's schemas", async () => {
    vi.resetModules();
    const compile = vi.spyOn(Ajv2020.prototype, "compile");
    const getSchema = vi.spyOn(Ajv2020.prototype, "getSchema");
    const { validateAgainstSchema } = await import("../../src/content/schemas.js");
    const { parseYamlSource } = await import("../../src/content/yaml-source.js");
    for (const [kind, file] of [["game", "cards/thirteen-days/game.yaml"], ["routines", "cards/thirteen-days/procedures/round.yaml"], ["sequence", "cards/thirteen-days/sequence.yaml"], ["locale", "cards/thirteen-days/locales/es.yaml"]] as const) {
      const { source } = parseYamlSource(file, readFileSync(file, "utf8"));
      expect(validateAgainstSchema(kind, source.data, source), file).toEqual([]);
    }
    // A file with a problem too: its diagnostic, without compiling.
    const { source } = parseYamlSource("game.yaml", "id: x\nname: X\nsides: [{ id: a, name: A }, { id: b, name: B }]\nboard: b.yaml\ncards: [c.yaml]\nprocedures: []\nsequence: s.yaml\nalignmnts: []\n");
    expect(validateAgainstSchema("game", source.data, source).map((d) => `${d.start.line}:${d.start.column} ${d.code} ${d.message} (${d.hint})`)).toEqual(["8:1 CW201 unknown property `alignmnts` in the game file (did you mean `alignments`?)"]);
    expect(compile).not.toHaveBeenCalled();
    expect(getSchema).not.toHaveBeenCalled();
  });

  it("give the errors of validators compiled at run time, for shipped data and 3,000 random changes of it", () => {
    const compiled = compiledAtRunTime();
    const { change } = randomPlaces(56);
    const values: unknown[] = [null, 0, -1, 1.5, "", "x", "Bad Id", true, [], {}, ["x"], { zz: 1 }];
    const all = samples();
    expect(new Set(all.map(([k]) => k)).size).toBe(Object.keys(schemas).length);
    let failing = 0;
    for (let n = 0; n < 3000 + all.length; n++) {
      const [kind, sample] = all[n % all.length]!;
      const data = structuredClone(sample);
      if (n >= all.length) {
        change(data, values);
      }
      const g = generated[kind];
      const c = compiled(kind);
      const ok = g(data);
      expect(ok, kind).toBe(c(data));
      if (!ok) failing++;
      expect(JSON.stringify(g.errors ?? null), kind).toBe(JSON.stringify(c.errors ?? null));
    }
    // (Most changes make the data invalid: the errors are compared, not only the verdict.)
    expect(failing).toBeGreaterThan(2000);
  });
});
