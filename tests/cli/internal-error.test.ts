// What the command line prints when a command fails in a way nobody planned for (a fault of the
// engine): one line, in the reader's language (--lang), that says it is Cardwright's fault and what
// to do; and a refusal of something typed that a command let through is said as such, not called a
// fault.
import { afterEach, describe, expect, it, vi } from "vitest";
import { defineCommand } from "../../src/cli/command.js";
import { runCommand } from "../../src/cli/main.js";
import { SetupSpecError } from "../../src/balance/setup-spec.js";

function failing(thrown: unknown) {
  return defineCommand({ name: "validate", options: {}, run: () => { throw thrown; } });
}

async function printed(thrown: unknown, rest: string[]): Promise<{ code: number; err: string }> {
  const lines: string[] = [];
  const spy = vi.spyOn(console, "error").mockImplementation((...a: unknown[]) => void lines.push(a.join(" ")));
  try {
    const code = await runCommand(failing(thrown), rest, 1);
    return { code, err: lines.join("\n") };
  } finally {
    spy.mockRestore();
  }
}

afterEach(() => vi.restoreAllMocks());

describe("an unexpected failure of a command", () => {
  it("is one line saying it is an internal error and to report it, in English by default", async () => {
    const { code, err } = await printed(new Error("boom"), []);
    expect(code).toBe(1);
    expect(err).toBe("cardwright validate: internal error: boom (a fault of Cardwright, not of the content or the command: please report it, with the command that led to it)");
  });

  it("is said in --lang's language, the fault's own words kept", async () => {
    const { code, err } = await printed(new Error("boom"), ["--lang", "es"]);
    expect(code).toBe(1);
    expect(err).toMatch(/^cardwright validate: error interno: boom \(/);
    expect(err).not.toContain("internal error");
  });

  it("a refusal of something typed is not called internal, and is said in --lang's language", async () => {
    const refusal = new SetupSpecError({ key: "cli.setup.empty" }, "an empty setup: name a scenario, variants or options joined by +");
    const en = await printed(refusal, []);
    expect(en.err).toBe("cardwright validate: an empty setup: name a scenario, variants or options joined by +");
    const es = await printed(refusal, ["--lang", "es"]);
    expect(es.code).toBe(1);
    expect(es.err).not.toMatch(/internal|interno|empty setup/);
    expect(es.err).toMatch(/^cardwright validate: \S/);
  });
});
