// Translations for Cardwright: locale files, English fallback string by string, message
// formatting (placeholders, plurals, numbers, content names), translation status and card faces.
// No node: imports anywhere in src/i18n: the editor runs all of it in the browser.
export { sourceHash, fnv1a32, normalizeSource } from "./hash.js";
export { parseMessage, formatMessage, formatNumber, formatList, pluralCategory, argumentNames, MessageSyntaxError, NAME_TYPES, GENDERS, type Gender, type Args, type ArgValue, type MessageNode, type NameType, type FormatContext } from "./format.js";
export { contentSources, noteKey, snippetKey, CONTENT_KEY, type SourceString, type Location, type ContentSources } from "./sources.js";
export { entryPlaces, loadLocales, type KeptLocales, type Locales, type SourceLocale, type TranslationFile, type TranslationEntry, type GlossaryEntry } from "./locales.js";
export { buildBundle, loadI18n, type I18nBundle, type I18nLoad, type Language } from "./bundle.js";
export { loadLocaleFolder, FOLDER_SOURCE } from "./locale-folder.js";
export { translate, wordedPart, type Translator } from "./translate.js";
export { translationStatus, keysStatus, statusDiagnostics, problemPlace, glossaryDiagnostics, glossaryWarnings, sourceDiagnostics, messageKeyMissing, codeKeyWarning, templateProblem, languageName, wholeWords, type LanguageStatus, type StatusItem, type ItemState, type GlossaryViolation } from "./status.js";
export { cardFace, noEventByDesign, renderCardFace, type CardFace, type CardLike } from "./card-face.js";
export { editLocaleText, type LocaleEdit } from "./edit.js";
