// An online seat's answer that is none of its question's options is refused with the question and
// the options by their names in the asker's language; a long list (every country) names twelve and
// counts the rest.
import { describe, expect, it } from "vitest";
import { loadI18n } from "../../src/i18n/index.js";
import { answerText } from "../../src/serve/illegal-answer.js";
import { readWithEdits, spoken } from "../helpers.js";

const bundle = loadI18n(readWithEdits()).bundle;
const countries = ["iran", "iraq", "israel", "egypt", "libya", "syria", "jordan", "lebanon", "turkey", "greece", "italy", "france", "spain_portugal", "austria"];

describe("a refused answer", () => {
  it("names the question and twelve options in the asker's language, and counts the others", () => {
    const decision = { player: "ussr", kind: "pick_country", options: countries, args: { card: "brush_war" } };
    expect(answerText(spoken(bundle, "en"), { decision, choice: "atlantis" })).toBe(
      "`atlantis` is not one of the answers to “USSR: choose a country for Brush War”; the answers: Iran, Iraq, Israel, Egypt, Libya, Syria, Jordan, Lebanon, Turkey, Greece, Italy, and France (and 2 more)",
    );
    expect(answerText(spoken(bundle, "es"), { decision, choice: "west_germany" })).toBe(
      "Alemania Occidental no es una de las respuestas a «URSS: elige un país para Escalada bélica»; las respuestas: Irán, Iraq, Israel, Egipto, Libia, Siria, Jordania, Líbano, Turquía, Grecia, Italia y Francia (y 2 más)",
    );
  });
});
