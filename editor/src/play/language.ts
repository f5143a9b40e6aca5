// The language the Play page speaks: `?lang=xx` in its address, else the one chosen before (kept in
// localStorage), else the browser's first language. A language the game has no locale for falls
// back to English word by word (src/i18n's translate).
const KEY = "cardwright.play.lang";

export function chosenLanguage(): string {
  const asked = new URLSearchParams(location.search).get("lang");
  if (asked && /^[a-z]{2,3}$/.test(asked)) return asked;
  try {
    const kept = localStorage.getItem(KEY);
    if (kept) return kept;
  } catch {
    // No storage: the browser's language.
  }
  return (navigator.languages?.[0] ?? navigator.language ?? "en").slice(0, 2).toLowerCase();
}

export function rememberLanguage(lang: string): void {
  try {
    localStorage.setItem(KEY, lang);
  } catch {
    // Not kept: the page still speaks it until it is closed.
  }
}
