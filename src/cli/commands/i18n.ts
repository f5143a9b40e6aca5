// `cardwright i18n`: the translators' commands.
//   i18n status [LANG] [--check]   what is missing or outdated, per language, with counts
//   i18n stamp LANG [KEY...]       record that entries translate the current English text
//   i18n preview CARD [--lang L]   a card's face in a language
import { readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { requireContent } from "../../content/load-dir.js";
import { cardFace, editLocaleText, renderCardFace, sourceHash, translationStatus, type StatusItem, type Translator } from "../../i18n/index.js";
import { checkFlags, parseArgs, UsageError } from "../args.js";
import { contentDir } from "./content-option.js";
import { loadBundle, translatorFor } from "../i18n-option.js";
import { ContentError } from "../../diagnostics/diagnostic.js";

export function i18nCommand(argv: string[]): number {
  const [sub, ...rest] = argv;
  if (sub === "status") return statusCommand(rest);
  if (sub === "stamp") return stampCommand(rest);
  if (sub === "preview") return previewCommand(rest);
  throw new UsageError(sub ? `unknown i18n command "${sub}" (status, stamp, preview)` : "i18n needs a command: status, stamp or preview");
}

function shownPath(dir: string, file: string): string {
  return relative(process.cwd(), join(dir, file)) || file;
}

function brief(text: string | null, width = 70): string {
  if (text === null) return "";
  const one = text.replace(/\s+/g, " ").trim();
  return `“${one.length > width ? `${one.slice(0, width - 1)}…` : one}”`;
}

function statusCommand(argv: string[]): number {
  const args = parseArgs(argv, ["check"]);
  checkFlags(args, ["check", "content", "lang"]);
  if (args.positionals.length > 1) throw new UsageError("i18n status takes at most one language");
  const dir = contentDir(args);
  const tr = translatorFor(args, dir);
  const { bundle, diagnostics } = loadBundle(dir);
  const errors = diagnostics.filter((d) => d.severity === "error");
  if (errors.length) throw new ContentError(errors);
  const lang = args.positionals[0];
  if (lang !== undefined && !bundle.translations.has(lang)) {
    throw new UsageError(tr.t("cli.unknown_language", { lang, available: [...bundle.translations.keys()].join(", ") }));
  }
  const check = args.flags.get("check")?.at(-1) === "true";
  let open = 0;
  let avoided = 0;
  for (const st of translationStatus(bundle, lang)) {
    console.log(tr.t("cli.i18n.summary", { lang: st.language, name: st.name, upToDate: st.upToDate, total: st.total, missing: st.missing, outdated: st.outdated, obsolete: st.obsolete, invalid: st.invalid }));
    open += st.missing + st.outdated + st.invalid;
    const width = Math.max(0, ...st.items.map((i) => i.key.length), ...st.glossary.map((g) => g.key.length));
    for (const i of st.items) console.log(itemLine(tr, dir, i, width));
    if (!st.items.length) console.log(`  ${tr.t("cli.i18n.all_done", { lang: st.language })}`);
    // Glossary warnings (CW607): a translated string that uses a variant the edition does not print.
    if (st.glossary.length) console.log(`  ${tr.t("cli.i18n.glossary_summary", { lang: st.language, count: st.glossary.length })}`);
    for (const g of st.glossary) console.log(`  ${"CW607".padEnd(12)} ${g.key.padEnd(width)}  ${shownPath(dir, g.at.file)}:${g.at.start.line}  ${tr.t("cli.i18n.glossary_item", { avoid: g.avoid, official: g.official, term: g.term })}`);
    avoided += st.glossary.length;
  }
  if (check && (open || avoided)) {
    if (open) console.log(tr.t("cli.i18n.check_failed", { count: open }));
    if (avoided) console.log(tr.t("cli.i18n.glossary_check_failed", { count: avoided }));
    return 1;
  }
  return 0;
}

function itemLine(tr: Translator, dir: string, i: StatusItem, width: number): string {
  const state = tr.t("cli.i18n.item", { state: i.state });
  const where = `${shownPath(dir, i.at.file)}:${i.at.start.line}`;
  const extra = i.state === "invalid" ? i.problem ?? "" : brief(i.english ?? i.translation);
  return `  ${state.padEnd(12)} ${i.key.padEnd(width)}  ${where}  ${extra}`;
}

function stampCommand(argv: string[]): number {
  const args = parseArgs(argv);
  checkFlags(args, ["content", "lang"]);
  const [lang, ...keys] = args.positionals;
  if (!lang) throw new UsageError("i18n stamp needs a language, e.g. `cardwright i18n stamp es card.fidel.text`");
  const dir = contentDir(args);
  const tr = translatorFor(args, dir);
  const { bundle } = loadBundle(dir);
  const t = bundle.translations.get(lang);
  if (!t) throw new UsageError(tr.t("cli.unknown_language", { lang, available: [...bundle.translations.keys()].join(", ") }));
  // Without keys: every entry that was never stamped (new translations).
  const targets = keys.length ? keys : [...t.entries.values()].filter((e) => e.source === null).map((e) => e.key);
  const edits = targets.map((key) => {
    const english = bundle.byKey.get(key) ?? (bundle.aliases[key] ? bundle.byKey.get(bundle.aliases[key]!) : undefined);
    if (!english) throw new UsageError(`\`${key}\` has no English source`);
    if (!t.entries.has(key)) throw new UsageError(`${t.file} has no entry \`${key}\` to stamp: translate it first`);
    return { key, source: sourceHash(english.text) };
  });
  const file = join(dir, t.file);
  if (!edits.length) {
    console.log(tr.t("cli.i18n.nothing_to_stamp", { file: shownPath(dir, t.file) }));
    return 0;
  }
  writeFileSync(file, editLocaleText(readFileSync(file, "utf8"), edits));
  console.log(tr.t("cli.i18n.stamped", { file: shownPath(dir, t.file), count: edits.length }));
  return 0;
}

function previewCommand(argv: string[]): number {
  const args = parseArgs(argv);
  checkFlags(args, ["content", "lang"]);
  if (args.positionals.length !== 1) throw new UsageError("i18n preview takes one card id, e.g. `cardwright i18n preview fidel --lang es`");
  const dir = contentDir(args);
  const tr = translatorFor(args, dir);
  const content = requireContent(dir, { options: [] });
  const card = content.cards[args.positionals[0]!];
  if (!card) throw new UsageError(`unknown card \`${args.positionals[0]}\``);
  console.log(renderCardFace(cardFace(tr, card)));
  return 0;
}

