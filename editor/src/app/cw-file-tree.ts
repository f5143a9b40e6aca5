// The content folder as a tree: folders fold, files show whether they are unsaved and how many
// problems they have.
import { css, html, LitElement } from "lit";
import type { Translator } from "../../../src/i18n/translate.js";
import { shared } from "./shared-styles.js";

interface Node {
  name: string;
  path: string;
  children: Node[] | null;
}

export function buildTree(paths: readonly string[], root: string): Node[] {
  const top: Node = { name: root, path: root, children: [] };
  for (const p of [...paths].sort()) {
    if (!p.startsWith(`${root}/`)) continue;
    const parts = p.slice(root.length + 1).split("/");
    let at = top;
    parts.forEach((part, i) => {
      const path = `${at.path}/${part}`;
      if (i === parts.length - 1) at.children!.push({ name: part, path, children: null });
      else {
        let dir = at.children!.find((c) => c.children && c.name === part);
        if (!dir) at.children!.push((dir = { name: part, path, children: [] }));
        at = dir;
      }
    });
  }
  // Folders first, then files; the manifest on top.
  const order = (n: Node[]): Node[] =>
    n
      .map((c) => (c.children ? { ...c, children: order(c.children) } : c))
      .sort((a, b) => (a.name === "game.yaml" ? -1 : b.name === "game.yaml" ? 1 : Number(!a.children) - Number(!b.children) || a.name.localeCompare(b.name)));
  return order(top.children!);
}

/**
 * Whether a folder starts folded: a game's `tests` folder (beside its game.yaml), whatever the
 * game, since its many recorded tests would push the game's own files out of sight.
 */
export function foldedAtFirst(folder: string, paths: readonly string[]): boolean {
  return folder.endsWith("/tests") && paths.includes(`${folder.slice(0, -"/tests".length)}/game.yaml`);
}

export class CwFileTree extends LitElement {
  static override properties = {
    paths: { attribute: false },
    root: {},
    current: {},
    dirty: { attribute: false },
    problems: { attribute: false },
    toggled: { state: true },
    tr: { attribute: false },
  };
  declare tr: Translator | null;
  declare paths: string[];
  declare root: string;
  declare current: string | null;
  declare dirty: Set<string>;
  declare problems: Map<string, { errors: number; warnings: number }>;
  /** Folders the user folded or unfolded, against how they start (see `foldedAtFirst`). */
  declare toggled: Set<string>;

  constructor() {
    super();
    this.paths = [];
    this.root = "";
    this.current = null;
    this.dirty = new Set();
    this.problems = new Map();
    this.toggled = new Set();
    this.tr = null;
  }

  static override styles = [
    shared,
    css`
      :host { display: block; }
      ul { list-style: none; margin: 0; padding: 0; }
      .row { display: flex; align-items: center; gap: 6px; height: 26px; padding: 0 10px 0 calc(10px + var(--depth) * 14px); cursor: pointer; color: var(--ink-2); border-radius: 5px; margin: 0 6px; user-select: none; }
      .row:hover { background: var(--panel-2); }
      .row.current { background: #fbeee9; color: var(--ink); }
      .row.current .name { font-weight: 600; }
      .name { flex: 1; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
      .dir .name { font-weight: 600; color: var(--ink); }
      .icon { width: 14px; flex: none; color: var(--faint); display: grid; place-items: center; }
      .dot { width: 7px; height: 7px; border-radius: 50%; background: var(--warn); flex: none; }
      .count { font-size: 10.5px; font-weight: 700; min-width: 18px; height: 17px; padding: 0 5px; border-radius: 9px; display: inline-grid; place-items: center; }
      .count.err { background: #fbe3df; color: var(--err); }
      .count.warn { background: #fdf0d5; color: #8a5a00; }
      .root { padding: 8px 16px 6px; font-size: 11px; color: var(--muted); font-family: var(--mono); }
    `,
  ];

  /** The tree of the last paths and root (the same until a file is added or removed). */
  private tree: { paths: readonly string[]; root: string; nodes: Node[] } | null = null;

  override render() {
    // Drawn again when a file's problems or unsaved state change (after most keys): the paths
    // are the same, their tree need not be sorted again.
    if (this.tree?.paths !== this.paths || this.tree.root !== this.root) this.tree = { paths: this.paths, root: this.root, nodes: buildTree(this.paths, this.root) };
    return html`<div class="root">${this.root || (this.tr?.t("editor.file.no_content") ?? "")}</div>
      <ul role="tree">${this.tree.nodes.map((n) => this.node(n, 0))}</ul>`;
  }

  private node(n: Node, depth: number): unknown {
    if (n.children) {
      const open = foldedAtFirst(n.path, this.paths) === this.toggled.has(n.path);
      const count = this.countUnder(n.path);
      return html`<li role="treeitem" aria-expanded=${open}>
        <div class="row dir" style="--depth:${depth}" data-folder=${n.path} @click=${() => this.toggle(n.path)}>
          <span class="icon">${open ? "▾" : "▸"}</span><span class="name">${n.name}</span>
          ${count ? html`<span class="count err">${count}</span>` : ""}
        </div>
        ${open ? html`<ul role="group">${n.children.map((c) => this.node(c, depth + 1))}</ul>` : ""}
      </li>`;
    }
    const p = this.problems.get(n.path);
    return html`<li role="treeitem">
      <div class="row ${n.path === this.current ? "current" : ""}" style="--depth:${depth}" data-path=${n.path} title=${n.path}
        @click=${() => this.dispatchEvent(new CustomEvent("open-file", { detail: n.path, bubbles: true, composed: true }))}>
        <span class="icon">${fileIcon(n.name)}</span><span class="name">${n.name}</span>
        ${this.dirty.has(n.path) ? html`<span class="dot" title=${this.tr?.t("editor.file.unsaved_title") ?? ""}></span>` : ""}
        ${p?.errors ? html`<span class="count err" title=${this.tr?.t("editor.file.errors_title") ?? ""}>${p.errors}</span>` : p?.warnings ? html`<span class="count warn">${p.warnings}</span>` : ""}
      </div>
    </li>`;
  }

  private countUnder(dir: string): number {
    let n = 0;
    for (const [path, p] of this.problems) if (path.startsWith(`${dir}/`)) n += p.errors;
    return n;
  }

  private toggle(path: string): void {
    const next = new Set(this.toggled);
    if (next.has(path)) next.delete(path);
    else next.add(path);
    this.toggled = next;
  }
}

function fileIcon(name: string) {
  const colour = name === "game.yaml" ? "#b8432f" : name === "map.yaml" ? "#3e8e4e" : "#8a94a1";
  return html`<svg width="12" height="14" viewBox="0 0 12 14" aria-hidden="true"><path d="M1.5 1h6l3 3v9h-9z" fill="none" stroke=${colour} stroke-width="1.3"/><path d="M3.5 7h5M3.5 9.5h5" stroke=${colour} stroke-width="1.1"/></svg>`;
}

customElements.define("cw-file-tree", CwFileTree);
