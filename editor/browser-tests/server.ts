// `cardwright serve` for the online specs: the built page over a table database, in a child process.
import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { REPO } from "./paths.js";

/** `cardwright serve` over `db` on a port (0: any free one), with `more` arguments (`--content DIR`); resolves with its base URL once it listens. */
export function serve(db: string, port = 0, more: string[] = []): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, [join(REPO, "src/cli/cardwright.js"), "serve", "--port", String(port), "--db", db, "--page", join(REPO, "dist"), ...more], { stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  return new Promise((ok, fail) => {
    child.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      const m = /at (http:\/\/\S+)\/api\/tables/.exec(out);
      if (m) ok({ child, base: m[1]! });
    });
    child.stderr!.on("data", (d: Buffer) => (out += d.toString()));
    child.on("exit", () => fail(new Error(`the server exited: ${out}`)));
  });
}

/** Kills the server at once (as a crash would) and waits until it has exited. */
export const kill = (c: ChildProcess) => new Promise<void>((done) => (c.exitCode !== null ? done() : (c.once("exit", () => done()), c.kill("SIGKILL"))));
