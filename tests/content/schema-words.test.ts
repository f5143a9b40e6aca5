// A schema error as a designer reads it, for each JSON Schema keyword the kernel's and the shipped
// games' schemas use: the place by the item's id and its kind (not `spaces.0.stability`), what is
// wrong in words (not `integer` or a regular expression), the same in Spanish (no ajv English
// left inside a translated line), and a mended value suggested when one is obvious.
import { describe, expect, it } from "vitest";
import { customValidator, validateAgainstSchema, type Validator } from "../../src/content/schemas.js";
import { parseYamlSource } from "../../src/content/yaml-source.js";
import { translate } from "../../src/i18n/index.js";
import { engineMessages } from "../helpers.js";

const ID = "^[a-z][a-z0-9_]*$";
// A board-like file (labelled `board`: its `spaces` are the kernel's spaces) with one field per keyword.
const schema = {
  type: "object",
  properties: {
    spaces: {
      type: "array",
      items: {
        type: "object",
        properties: {
          id: { type: "string", pattern: ID },
          stability: { type: "integer", minimum: 0, maximum: 5 },
          ratio: { type: "number", exclusiveMinimum: 0, exclusiveMaximum: 1 },
          tags: { type: "array", minItems: 1, maxItems: 2, uniqueItems: true },
          name: { type: "string", minLength: 1, maxLength: 4 },
          code: { type: "string", minLength: 3 },
          kind: { enum: ["land", "sea"] },
          version: { const: 3 },
          either: { type: ["string", "integer"] },
          mode: { oneOf: [{ type: "integer" }, { type: "string", pattern: "^x" }] },
          colour: { type: "string", pattern: "^#[0-9a-fA-F]{6}$" },
          digest: { type: "string", pattern: "^[0-9a-f]{8}$" },
          other: { type: "string", pattern: "^[A-Z]+$" },
          links: { type: "object", minProperties: 1, maxProperties: 1, propertyNames: { pattern: ID } },
          effects: { type: "array", items: { type: "object", properties: { turns: { type: "integer" } } } },
          // Keywords no shipped schema uses, which a game's own schema may.
          step: { type: "integer", multipleOf: 5 },
          notThree: { type: "integer", not: { const: 3 } },
          needs: { type: "array", contains: { const: "coastal" } },
          few: { type: "array", contains: { const: "coastal" }, minContains: 2, maxContains: 3 },
          pair: { type: "array", prefixItems: [{ type: "integer" }, { type: "integer" }], items: false, minItems: 2 },
          retired: false,
          sub: { type: "object", properties: { a: { type: "integer" } }, unevaluatedProperties: false },
          deps: { type: "object", dependentRequired: { from: ["to"] } },
        },
      },
    },
    rows: { type: "array", items: { type: "object", properties: { id: { type: "string" }, n: { type: "integer", minimum: 1 } } } },
    defcon: { type: "object", properties: { start: { type: "integer" } } },
  },
};
const validate = customValidator(schema) as Validator;
const english = translate(engineMessages(), "en");
const spanish = translate(engineMessages(), "es");

/** Each error of the file's text, as `message | hint` in English (the diagnostic's own and the translator's, which must agree) and in Spanish. */
function said(text: string, check: Validator = validate): { en: string[]; es: string[] } {
  const { source } = parseYamlSource("board.yaml", text);
  const found = validateAgainstSchema(check, source.data, source, "board");
  const line = (tr: typeof english) => found.map((d) => tr.diagnostic(d)).map(({ message, hint }) => (hint ? `${message} | ${hint}` : message));
  const en = line(english);
  expect(found.map((d) => (d.hint ? `${d.message} | ${d.hint}` : d.message))).toEqual(en);
  return { en, es: line(spanish) };
}

/** One space, `benelux`, with these lines under its id. */
const space = (fields: string) => `spaces:\n  - id: benelux\n${fields.replace(/^/gm, "    ")}\n`;

describe("schema errors in a designer's words", () => {
  it("type: a whole number, not `integer`; two allowed types said together", () => {
    expect(said(space("stability: 1.5"))).toEqual({ en: ["space `benelux`: `stability` must be a whole number | write a whole number; here it is `1.5`"], es: ["espacio `benelux`: `stability` debe ser un número entero | escribe un número entero; aquí pone `1.5`"] });
    expect(said(space("either: [1]"))).toEqual({ en: ["space `benelux`: `either` must be text or a whole number"], es: ["espacio `benelux`: `either` debe ser un texto o un número entero"] });
  });

  it("minimum and maximum as `0 or more`, `5 or less`; exclusive ones as `more than`, `less than`", () => {
    expect(said(space("stability: -1"))).toEqual({ en: ["space `benelux`: `stability` must be 0 or more"], es: ["espacio `benelux`: `stability` debe ser 0 o más"] });
    expect(said(space("stability: 6"))).toEqual({ en: ["space `benelux`: `stability` must be 5 or less"], es: ["espacio `benelux`: `stability` debe ser 5 o menos"] });
    expect(said(space("ratio: 0"))).toEqual({ en: ["space `benelux`: `ratio` must be more than 0"], es: ["espacio `benelux`: `ratio` debe ser mayor que 0"] });
    expect(said(space("ratio: 1"))).toEqual({ en: ["space `benelux`: `ratio` must be less than 1"], es: ["espacio `benelux`: `ratio` debe ser menor que 1"] });
  });

  it("the id pattern said as what it means, with the id mended as a hint", () => {
    expect(said("spaces:\n  - id: Asia-Scoring\n")).toEqual({
      en: ["space `Asia-Scoring`: `id` must be an id: lowercase letters, digits and `_`, starting with a letter | did you mean `asia_scoring`?"],
      es: ["espacio `Asia-Scoring`: `id` debe ser un identificador: letras minúsculas, cifras y `_`, empezando por una letra | ¿quisiste decir `asia_scoring`?"],
    });
  });

  it("other known patterns in words, an unknown one shown as it is", () => {
    expect(said(space("colour: red"))).toEqual({ en: ["space `benelux`: `colour` must be a colour: `#` and six hexadecimal digits, like `#1f6fb2`"], es: ["espacio `benelux`: `colour` debe ser un color: `#` y seis cifras hexadecimales, por ejemplo `#1f6fb2`"] });
    expect(said(space("digest: xyz"))).toEqual({ en: ["space `benelux`: `digest` must be 8 hexadecimal digits (0–9, a–f)"], es: ["espacio `benelux`: `digest` debe ser 8 cifras hexadecimales (0–9, a–f)"] });
    expect(said(space("other: abc"))).toEqual({ en: ["space `benelux`: `other` must be text matching `^[A-Z]+$`"], es: ["espacio `benelux`: `other` debe ser un texto que siga el patrón `^[A-Z]+$`"] });
  });

  it("a list's length and repeated items", () => {
    expect(said(space("tags: []"))).toEqual({ en: ["space `benelux`: `tags` must list at least 1 item"], es: ["espacio `benelux`: `tags` debe tener al menos 1 elemento"] });
    expect(said(space("tags: [a, b, c]"))).toEqual({ en: ["space `benelux`: `tags` must list at most 2 items"], es: ["espacio `benelux`: `tags` no puede tener más de 2 elementos"] });
    expect(said(space("tags: [a, a]"))).toEqual({ en: ["space `benelux`: `tags` lists the same thing twice (items 1 and 2)"], es: ["espacio `benelux`: `tags` repite un mismo valor (elementos 1 y 2)"] });
  });

  it("a text's length: empty, too short, too long", () => {
    expect(said(space('name: ""'))).toEqual({ en: ["space `benelux`: `name` must not be empty"], es: ["espacio `benelux`: `name` no puede estar vacío"] });
    expect(said(space("code: ab"))).toEqual({ en: ["space `benelux`: `code` must be at least 3 characters long"], es: ["espacio `benelux`: `code` debe tener al menos 3 caracteres"] });
    expect(said(space("name: abcde"))).toEqual({ en: ["space `benelux`: `name` must be at most 4 characters long"], es: ["espacio `benelux`: `name` no puede pasar de 4 caracteres"] });
  });

  it("enum, const, and a value that fits none of a oneOf's forms", () => {
    expect(said(space("kind: air"))).toEqual({ en: ["space `benelux`: `kind` must be one of: land, sea"], es: ["espacio `benelux`: `kind` debe ser uno de estos valores: land, sea"] });
    expect(said(space("kind: lnad"))).toEqual({ en: ["space `benelux`: `kind` must be one of: land, sea | did you mean `land`?"], es: ["espacio `benelux`: `kind` debe ser uno de estos valores: land, sea | ¿quisiste decir `land`?"] });
    expect(said(space("version: 4"))).toEqual({ en: ["space `benelux`: `version` must be `3`"], es: ["espacio `benelux`: `version` debe ser `3`"] });
    expect(said(space("mode: true"))).toEqual({ en: ["space `benelux`: `mode` must be a whole number or text"], es: ["espacio `benelux`: `mode` debe ser un número entero o un texto"] });
    expect(said(space("mode: y"))).toEqual({ en: ["space `benelux`: `mode` must be text matching `^x`"], es: ["espacio `benelux`: `mode` debe ser un texto que siga el patrón `^x`"] });
  });

  it("a map's number of keys, and a key of it that is no id", () => {
    expect(said(space("links: {}"))).toEqual({ en: ["space `benelux`: `links` must have at least 1 key"], es: ["espacio `benelux`: `links` debe tener al menos 1 clave"] });
    expect(said(space("links: { a: 1, b: 2 }"))).toEqual({ en: ["space `benelux`: `links` must have at most 1 key"], es: ["espacio `benelux`: `links` no puede tener más de 1 clave"] });
    expect(said(space("links: { Bad-Key: 1 }"))).toEqual({
      en: ["the key `Bad-Key` in space `benelux`: `links` must be an id: lowercase letters, digits and `_`, starting with a letter | did you mean `bad_key`?"],
      es: ["la clave `Bad-Key` en espacio `benelux`: `links` debe ser un identificador: letras minúsculas, cifras y `_`, empezando por una letra | ¿quisiste decir `bad_key`?"],
    });
  });

  it("the place: an item without an id by its number, nested keys after the item, another list's entry by its id, keys alone", () => {
    expect(said("spaces:\n  - stability: -1\n")).toEqual({ en: ["space number 1: `stability` must be 0 or more"], es: ["espacio número 1: `stability` debe ser 0 o más"] });
    expect(said(space("effects: [{ turns: x }]")).en).toEqual(["space `benelux`: `effects.#1.turns` must be a whole number | write a whole number; here it is `x`"]);
    expect(said("rows:\n  - id: early\n    n: 0\n")).toEqual({ en: ["entry `early` of `rows`: `n` must be 1 or more"], es: ["entrada `early` de `rows`: `n` debe ser 1 o más"] });
    expect(said("defcon:\n  start: high\n").en).toEqual(["`defcon.start` must be a whole number | write a whole number; here it is `high`"]);
  });

  it("keywords no shipped schema uses: multipleOf, not, contains, prefixItems with items: false, a false schema, unevaluatedProperties, dependentRequired", () => {
    expect(said(space("step: 7"))).toEqual({ en: ["space `benelux`: `step` must be a multiple of 5"], es: ["espacio `benelux`: `step` debe ser múltiplo de 5"] });
    expect(said(space("notThree: 3"))).toEqual({ en: ["space `benelux`: `notThree` has a value the schema rules out here"], es: ["espacio `benelux`: `notThree` tiene un valor que el esquema excluye aquí"] });
    // (Not also "`needs.#1` must be `coastal`": an item need not be the one the list must contain.)
    expect(said(space("needs: [inland]"))).toEqual({ en: ["space `benelux`: `needs` must list at least 1 item of the kind asked for here"], es: ["espacio `benelux`: `needs` debe tener al menos 1 elemento del tipo que se pide aquí"] });
    expect(said(space("few: [coastal]"))).toEqual({ en: ["space `benelux`: `few` must list from 2 to 3 items of the kind asked for here"], es: ["espacio `benelux`: `few` debe tener entre 2 y 3 elementos del tipo que se pide aquí"] });
    expect(said(space("pair: [1, 2, 3]"))).toEqual({ en: ["space `benelux`: `pair` must list at most 2 items"], es: ["espacio `benelux`: `pair` no puede tener más de 2 elementos"] });
    expect(said(space("retired: 1"))).toEqual({ en: ["space `benelux`: `retired` is not allowed here"], es: ["espacio `benelux`: `retired` no se admite aquí"] });
    expect(said(space("sub: { a: 1, b: 2 }"))).toEqual({ en: ["unknown property `b` in space `benelux`: `sub` | did you mean `a`?"], es: ["propiedad desconocida `b` en espacio `benelux`: `sub` | ¿quisiste decir `a`?"] });
    expect(said(space("deps: { from: x }"))).toEqual({ en: ["space `benelux`: `deps` must also have `to`, as it has `from`"], es: ["espacio `benelux`: `deps` también debe tener `to`, ya que tiene `from`"] });
  });

  it("format: the formats a game's schema may use said with an example, a day its month has", () => {
    // (A schema of its own: before, one naming a format did not compile at all.)
    const dated = customValidator({ type: "object", properties: { spaces: { type: "array", items: { type: "object", properties: { id: { type: "string" }, founded: { type: "string", format: "date" }, site: { type: "string", format: "uri" } } } } } });
    expect(dated).not.toBeInstanceOf(Error);
    const space = (fields: string) => said(`spaces:\n  - id: benelux\n${fields.replace(/^/gm, "    ")}\n`, dated as Validator);
    expect(space("founded: 2026-02-30")).toEqual({ en: ["space `benelux`: `founded` must be a date, like `2026-03-01`"], es: ["espacio `benelux`: `founded` debe ser una fecha, por ejemplo `2026-03-01`"] });
    expect(space("founded: 2024-02-29\nsite: example.org")).toEqual({ en: ["space `benelux`: `site` must be an address with its scheme, like `https://example.org`"], es: ["espacio `benelux`: `site` debe ser una dirección con su esquema, por ejemplo `https://example.org`"] });
  });
});
