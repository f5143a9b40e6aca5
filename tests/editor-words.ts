// The chosen game's words for the editor's language tests, as the engine worker sends them after
// a build: the kernel's built-ins, the game's procedures, functions and declared names.
import { requireContent } from "../src/content/load-dir.js";
import { loadI18n, translate } from "../src/i18n/index.js";
import { diskReader } from "../src/content/load-dir.js";
import { nameInfos, vocabularyInfo } from "../editor/src/game/content-info.js";
import { setWords, wordsOf, type Words } from "../editor/src/language/effect-words.js";

let cached: Words | null = null;

/** Twilight Struggle's words, set for the tokenizer too. */
export function tsWords(): Words {
  if (!cached) {
    const content = requireContent();
    const { bundle } = loadI18n(diskReader("cards/twilight-struggle"));
    cached = wordsOf(vocabularyInfo(content), nameInfos(content, translate(bundle, "en")));
  }
  setWords(cached);
  return cached;
}
