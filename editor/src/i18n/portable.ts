// The translation bundle as the worker posts it to the page: the same data without the parsed YAML
// documents of the locale files (which cannot be cloned, and which the page does not need).
import type { I18nBundle } from "../../../src/i18n/index.js";

export function portableBundle(bundle: I18nBundle): I18nBundle {
  return { ...bundle, locales: { ...bundle.locales, files: new Map(), diagnostics: [] } };
}
