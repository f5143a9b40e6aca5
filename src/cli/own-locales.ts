// A locale folder that belongs to no game (see src/i18n/locale-folder.ts): the engine's own messages
// (src/locales/) and the editor's (editor/locales/). The command line checks, stamps and shows them
// with every game's translations, since they are spoken whatever game is open.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { shownPath } from "./shown-path.js";
import { diskReader } from "../content/load-dir.js";
import type { ReadFile } from "../content/open-file.js";
import { loadLocaleFolder, type I18nLoad } from "../i18n/index.js";
import type { MessageSource } from "../i18n/locales.js";

export interface OwnLocales {
  /** The folder. */
  readonly dir: string;
  /** The message that heads its part of `i18n status` ({dir}: the folder). */
  readonly heading: string;
  /** The kind of the disk cache's entry of its problems (validate). */
  readonly cacheKind: string;
  /** Its locale files, loaded once per process (null: the folder or its en.yaml is missing). */
  load(): I18nLoad | null;
  /** Its locale files read through `read` (the disk cache's recording reader), with the English written elsewhere. */
  loadFrom(read: ReadFile): I18nLoad | null;
  /** Forgets the loaded files (after `i18n stamp` rewrote one). */
  forget(): void;
  /** Its *.yaml files' names, sorted. */
  names(): string[];
  /** A file of the folder as the command line shows it (from the working directory). */
  filePath(file: string): string;
}

/** `english`: messages of its English written elsewhere than its en.yaml (see loadLocaleFolder). */
export function ownLocales(dir: string, heading: string, cacheKind: string, english?: () => ReadonlyMap<string, MessageSource>): OwnLocales {
  let loaded: I18nLoad | null | undefined;
  const names = () => (existsSync(dir) ? readdirSync(dir).filter((n) => /\.ya?ml$/.test(n)).sort() : []);
  // The last load, and the texts it read: a cold validate loads the engine's files twice (their
  // translating form for its messages, engineBundle, and the check of their problems), each through
  // a reader of its own that records what it read for the disk cache. The same files with the same
  // texts (each read again through the new reader): the same load.
  let last: { names: string; english: unknown; texts: Map<string, string | null>; load: I18nLoad | null } | undefined;
  const sameTexts = (read: ReadFile, texts: Map<string, string | null>) => {
    try {
      return [...texts].every(([path, text]) => read(path) === text);
    } catch {
      // (A file that cannot be read now: loaded again, its problem reported there.)
      return false;
    }
  };
  const loadFrom = (read: ReadFile) => {
    const listed = names().join("\u0000");
    const given = english?.();
    if (last && last.names === listed && last.english === given && sameTexts(read, last.texts)) return last.load;
    const texts = new Map<string, string | null>();
    const recorded: ReadFile = (path) => {
      const text = read(path);
      texts.set(path, text);
      return text;
    };
    const load = loadLocaleFolder(recorded, listed ? listed.split("\u0000") : [], given);
    last = { names: listed, english: given, texts, load };
    return load;
  };
  return {
    dir, heading, cacheKind, names, loadFrom,
    load: () => (loaded !== undefined ? loaded : (loaded = loadFrom(diskReader(dir)))),
    forget: () => void (loaded = undefined),
    filePath: (file) => shownPath(join(dir, file)),
  };
}
