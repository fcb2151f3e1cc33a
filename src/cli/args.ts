import { parseArgs } from 'node:util';
import { UsageError, type FlagSpec } from './command.js';
import { checkFlags } from './flag-errors.js';

export type { FlagSpec };

export interface ParsedArgs {
  readonly values: Readonly<Record<string, string | boolean | (string | boolean)[] | undefined>>;
  readonly positionals: readonly string[];
}

/** Strict flag parsing: unknown flags and missing values are usage errors, not surprises. */
export function parseFlags(argv: readonly string[], spec: FlagSpec): ParsedArgs {
  checkFlags(argv, spec);
  try {
    const { values, positionals } = parseArgs({ args: [...argv], options: spec, allowPositionals: true, strict: true });
    return { values, positionals };
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message.replace(/^TypeError \[[A-Z_]+\]: /, '') : String(error));
  }
}

export function stringFlag(args: ParsedArgs, name: string): string | undefined {
  const v = args.values[name];
  return typeof v === 'string' ? v : undefined;
}

export function stringListFlag(args: ParsedArgs, name: string): string[] {
  const v = args.values[name];
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : typeof v === 'string' ? [v] : [];
}

export function booleanFlag(args: ParsedArgs, name: string): boolean {
  return args.values[name] === true;
}

/** A flag restricted to a closed set of values. */
export function choiceFlag<T extends string>(args: ParsedArgs, name: string, choices: readonly T[], fallback: T): T {
  const v = stringFlag(args, name);
  if (v === undefined) return fallback;
  if ((choices as readonly string[]).includes(v)) return v as T;
  throw new UsageError(`--${name} must be one of ${choices.join(', ')}; found ${JSON.stringify(v)}`);
}

/** Parses durations such as 30s, 5m, 1h30m, 250ms into milliseconds. */
export function durationFlag(args: ParsedArgs, name: string, fallbackMs: number): number {
  const v = stringFlag(args, name);
  if (v === undefined) return fallbackMs;
  const ms = parseDuration(v);
  if (ms === undefined) throw new UsageError(`--${name} must be a duration such as 30s, 5m or 1h; found ${JSON.stringify(v)}`);
  return ms;
}

export function parseDuration(text: string): number | undefined {
  const unit: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
  const re = /(\d+(?:\.\d+)?)(ms|s|m|h)/y;
  let total = 0;
  let pos = 0;
  while (pos < text.length) {
    re.lastIndex = pos;
    const m = re.exec(text);
    if (!m) return undefined;
    total += Number(m[1]) * (unit[m[2] ?? 's'] ?? 1000);
    pos = re.lastIndex;
  }
  return text.length ? total : undefined;
}
