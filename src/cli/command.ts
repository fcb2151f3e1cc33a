import type { Readable, Writable } from 'node:stream';
import type { ExitCode } from '../core/exit-codes.js';

/** The flags a command takes, as node:util parseArgs reads them (args.ts parses, flag-errors.ts explains mistakes). */
export type FlagSpec = Record<string, { type: 'string' | 'boolean'; multiple?: boolean; short?: string }>;

/** What a command may touch of the process: its arguments, streams and environment. */
export interface CommandContext {
  readonly argv: readonly string[];
  readonly stdout: Writable & { isTTY?: boolean };
  readonly stderr: Writable & { isTTY?: boolean };
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly cwd: string;
  /** Standard input, for commands that read `-`. */
  readonly stdin?: Readable;
}

export interface Command {
  readonly name: string;
  readonly summary: string;
  /** Full usage text, printed by `driftgate help <name>` and `--help`. */
  readonly usage: string;
  run(context: CommandContext): Promise<ExitCode>;
}

/** A problem with how the command was called: printed as one line with a pointer to --help, exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
