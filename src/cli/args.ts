// Minimal argument parsing: positionals, `--flag value`, repeatable flags and booleans.
export class UsageError extends Error {}

export interface ParsedArgs {
  positionals: string[];
  flags: Map<string, string[]>;
}

export function parseArgs(argv: string[], booleans: string[] = []): ParsedArgs {
  const positionals: string[] = [];
  const flags = new Map<string, string[]>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (!a.startsWith("--")) {
      positionals.push(a);
      continue;
    }
    const [name, inline] = a.slice(2).split("=", 2) as [string, string | undefined];
    const value = booleans.includes(name) ? (inline ?? "true") : (inline ?? argv[++i]);
    if (value === undefined) throw new UsageError(`--${name} needs a value`);
    flags.set(name, [...(flags.get(name) ?? []), value]);
  }
  return { positionals, flags };
}

export function intFlag(args: ParsedArgs, name: string, fallback: number): number {
  const v = args.flags.get(name)?.at(-1);
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!Number.isInteger(n)) throw new UsageError(`--${name} must be a whole number, got "${v}"`);
  return n;
}

export function checkFlags(args: ParsedArgs, allowed: string[]): void {
  for (const name of args.flags.keys()) if (!allowed.includes(name)) throw new UsageError(`unknown option --${name}`);
}
