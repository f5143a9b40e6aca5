// `cardwright serve` started on an ephemeral port as a separate process, for the tests that talk to
// it over real HTTP: resolves once it prints the address of its tables.
import { spawn, type ChildProcess } from "node:child_process";

const BIN = new URL("../../src/cli/cardwright.js", import.meta.url).pathname;

export interface Server {
  child: ChildProcess;
  base: string;
  /** What the server has printed so far (stdout and stderr). */
  output: () => string;
}

/** `cardwright serve --port 0 ARGS…`, run in `cwd` with `env` when given. */
export async function startServer(args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<Server> {
  const child = spawn(process.execPath, [BIN, "serve", "--port", "0", ...args], { stdio: ["ignore", "pipe", "pipe"], ...options });
  let out = "";
  const base = await new Promise<string>((ok, fail) => {
    child.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      const m = /at (http:\/\/\S+)\/api\/tables/.exec(out);
      if (m) ok(m[1]!);
    });
    child.stderr!.on("data", (d: Buffer) => (out += d.toString()));
    child.on("exit", () => fail(new Error(`server exited: ${out}`)));
  });
  return { child, base, output: () => out };
}
