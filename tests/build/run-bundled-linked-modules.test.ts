// `npm run bench` times games through src/build/run-bundled.js, which bundles an entry into the
// compiled command line's folder under node_modules/.cache. In a checkout whose node_modules is a
// symbolic link to a folder elsewhere (a git worktree sharing one install), the bundle used to
// look for the project from its real path, outside the project, and failed to find package.json.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../src/content/load-dir.js";
import { cliBundlePaths } from "../../src/build/cli-bundle-path.js";

const base = realpathSync(mkdtempSync(join(tmpdir(), "cw-linked-modules-")));
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe("an entry run bundled, node_modules a symbolic link", () => {
  it("finds the project it runs in", () => {
    const project = join(base, "project");
    const modules = join(base, "shared-modules");
    mkdirSync(project);
    // The code as it is, times kept: the compiled command line copied below stays fresh for it.
    for (const part of ["src", "schemas", "grammar", "cards", "package.json"]) {
      cpSync(join(REPO_ROOT, part), join(project, part), { recursive: true, preserveTimestamps: true });
    }
    mkdirSync(modules);
    for (const name of readdirSync(join(REPO_ROOT, "node_modules"))) {
      if (name !== ".cache") symlinkSync(join(REPO_ROOT, "node_modules", name), join(modules, name));
    }
    // (Without one, run-bundled.js builds it first: slower, same outcome.)
    const built = cliBundlePaths(REPO_ROOT).dir;
    if (existsSync(built)) cpSync(built, join(modules, ".cache", "cardwright"), { recursive: true, preserveTimestamps: true });
    symlinkSync(modules, join(project, "node_modules"));
    writeFileSync(join(project, "where.ts"), 'import { REPO_ROOT, CARDS_DIR } from "./src/content/load-dir.js";\nconsole.log(JSON.stringify({ root: REPO_ROOT, cards: CARDS_DIR }));\n');

    const r = spawnSync(process.execPath, [join(project, "src/build/run-bundled.js"), join(project, "where.ts")], { cwd: project, encoding: "utf8" });
    expect(r.stderr).toBe("");
    expect(JSON.parse(r.stdout)).toEqual({ root: project, cards: join(project, "cards") });
  }, 180_000);
});
