// A game's own JSON Schema that does not compile, as a designer reads it: the error at the
// offending keyword or value in the schema file (its line and column, not 1:1), what is wrong in
// words in the reader's language (not ajv's English), and a correction when one is near.
import { describe, expect, it } from "vitest";
import { customValidator } from "../../src/content/schemas.js";
import { unusableSchemaDiagnostic } from "../../src/content/schema-fault.js";
import { parseYamlSource } from "../../src/content/yaml-source.js";
import { translate } from "../../src/i18n/index.js";
import { engineMessages } from "../helpers.js";

const english = translate(engineMessages(), "en");
const spanish = translate(engineMessages(), "es");

/** The schema file's one problem: where (line:column) and `message | hint` in English and in Spanish. */
function said(text: string): { at: string; en: string; es: string } {
  const { source } = parseYamlSource("schemas/rules.schema.json", text);
  const v = customValidator(source.data as object);
  expect(v).toBeInstanceOf(Error);
  const d = unusableSchemaDiagnostic(source.data as object, v as Error, source);
  const line = (tr: typeof english) => {
    const { message, hint } = tr.diagnostic(d);
    return hint ? `${message} | ${hint}` : message;
  };
  expect(d.hint ? `${d.message} | ${d.hint}` : d.message).toBe(line(english));
  return { at: `${d.file}:${d.start.line}:${d.start.column}`, en: line(english), es: line(spanish) };
}

const rules = (field: string) => `{\n  "type": "object",\n  "properties": {\n    "rounds": { "type": "integer" },\n    ${field}\n  }\n}\n`;

describe("a game's schema that is not usable", () => {
  it("an unknown keyword: at the keyword, with JSON Schema's nearest keyword", () => {
    expect(said(rules(`"bonus": { "type": "integer", "minimun": 0 }`))).toEqual({
      at: "schemas/rules.schema.json:5:35",
      en: "not a usable JSON Schema: `minimun` is not a JSON Schema keyword | did you mean `minimum`?",
      es: "no es un JSON Schema utilizable: `minimun` no es una palabra clave de JSON Schema | ¿quisiste decir `minimum`?",
    });
  });

  it("a type that is not one of JSON Schema's: at the value, with the nearest type", () => {
    expect(said(rules(`"bonus": { "type": "integr" }`))).toEqual({
      at: "schemas/rules.schema.json:5:24",
      en: "not a usable JSON Schema: `integr` is not a JSON Schema type (array, boolean, integer, null, number, object, string) | did you mean `integer`?",
      es: "no es un JSON Schema utilizable: `integr` no es un tipo de JSON Schema (array, boolean, integer, null, number, object, string) | ¿quisiste decir `integer`?",
    });
  });

  it("a keyword whose value is not of its kind: the keyword and what it must be", () => {
    expect(said(rules(`"name": { "type": "string", "minLength": "one" }`))).toEqual({
      at: "schemas/rules.schema.json:5:46",
      en: "not a usable JSON Schema: `minLength` must be a whole number | write a whole number; here it is `one`",
      es: "no es un JSON Schema utilizable: `minLength` debe ser un número entero | escribe un número entero; aquí pone `one`",
    });
  });

  it("an unknown format: at the value, with the formats there are", () => {
    const r = said(rules(`"held": { "type": "string", "format": "dat" }`));
    expect(r.at).toBe("schemas/rules.schema.json:5:43");
    expect(r.en).toMatch(/^not a usable JSON Schema: `dat` is not a format it knows; the formats are: date, time, date-time, .*email.* \| did you mean `date`\?$/);
    expect(r.es).toMatch(/^no es un JSON Schema utilizable: `dat` no es un formato que conozca; los formatos son: date, time, date-time, .*email.* \| ¿quisiste decir `date`\?$/);
  });

  it("one of several types that is not JSON Schema's: at that type in the list", () => {
    expect(said(rules(`"bonus": { "type": ["string", "integr"] }`)).at).toBe("schemas/rules.schema.json:5:35");
  });

  it("anything else keeps ajv's words but is placed: a reference to no schema, at the `$ref`; a pattern that is no regular expression, at the pattern", () => {
    const r = said(rules(`"bonus": { "$ref": "#/$defs/nope" }`));
    expect(r.at).toBe("schemas/rules.schema.json:5:24");
    expect(r.en).toContain("#/$defs/nope");
    const p = said(rules(`"code": { "type": "string", "pattern": "([a-z" }`));
    expect(p.at).toBe("schemas/rules.schema.json:5:44");
    expect(p.en).toContain("([a-z");
  });
});
