// The games a server offers: content folders beside the default one (cards/<name>/game.yaml), or
// the one folder given with --content. A table names its game by folder name only, so a request
// can never point the server at another path.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import { DEFAULT_CONTENT_DIR, requireContent } from "../content/load-dir.js";
import type { Content } from "../content/model.js";
import { engineTranslator, loadBundle } from "../cli/i18n-option.js";
import { translate, type Translator } from "../i18n/index.js";

export class GameShelf {
  /** Folder name → folder. */
  readonly folders = new Map<string, string>();
  private readonly composed = new Map<string, Content>();

  constructor(only?: string) {
    const dirs = only ? [resolve(only)] : readdirSync(dirname(DEFAULT_CONTENT_DIR)).map((d) => join(dirname(DEFAULT_CONTENT_DIR), d));
    for (const d of dirs) if (existsSync(join(d, "game.yaml"))) this.folders.set(basename(d), d);
  }

  /** The default game: the default content's folder when offered, else the first. */
  get defaultGame(): string {
    const def = basename(DEFAULT_CONTENT_DIR);
    return this.folders.has(def) ? def : [...this.folders.keys()][0]!;
  }

  /** The game composed for a selection (cached); throws ContentError for a selection that does not exist. */
  content(game: string, scenario: string, variants: string[], options: string[]): Content {
    const dir = this.folders.get(game);
    if (!dir) throw new Error(`unknown game ${game}`);
    const key = JSON.stringify([game, scenario, variants, options]);
    let c = this.composed.get(key);
    if (!c) this.composed.set(key, (c = requireContent(dir, { scenario, variants, options })));
    return c;
  }

  private files: { path: string; text: string; version: null }[] | null = null;

  /**
   * The offered games' content files (YAML and JSON schemas), as the Play page reads them to draw
   * the board: `cards/<game>/<file>`. The rules of a game are public; no table's state is in them.
   * Read once: a server serves the content it started with.
   */
  contentFiles(): { path: string; text: string; version: null }[] {
    if (this.files) return this.files;
    const out: { path: string; text: string; version: null }[] = [];
    for (const [name, dir] of this.folders) {
      for (const e of readdirSync(dir, { recursive: true, withFileTypes: true })) {
        if (!e.isFile() || !/\.(ya?ml|json)$/.test(e.name)) continue;
        const file = join(e.parentPath, e.name);
        out.push({ path: `cards/${name}/${relative(dir, file).split("\\").join("/")}`, text: readFileSync(file, "utf8"), version: null });
      }
    }
    return (this.files = out.sort((a, b) => a.path.localeCompare(b.path)));
  }

  translator(game: string, lang = "en"): Translator {
    const dir = this.folders.get(game)!;
    // Under the game's messages, the engine's own (src/locales/).
    return translate(loadBundle(dir).bundle, lang, engineTranslator(lang));
  }
}
