// `driftgate check --scope FILE --default-namespace NS`: the sync scope's flags. The file is read
// in io/repository/scope-file.ts and judged by the gate (core/gate/judge.ts), so a pull request
// learns before merge what the agent would refuse. The Action's `scope` input reads it the same way.
import type { ScopeRead } from '../io/repository/scope-file.js';
import { readScope, ScopeFileError, type ScopeCheckOptions } from '../io/repository/scope-file.js';
import { stringFlag, type ParsedArgs } from './args.js';
import { UsageError } from './command.js';

export const SCOPE_FLAGS = {
  scope: { type: 'string' },
  'default-namespace': { type: 'string' },
} as const;

/** `--scope` and `--default-namespace` of `driftgate check`, validated. */
export function scopeFlags(args: ParsedArgs): { scopeFile?: string; defaultNamespace?: string } {
  const scopeFile = stringFlag(args, 'scope');
  const defaultNamespace = stringFlag(args, 'default-namespace');
  return { ...(scopeFile !== undefined ? { scopeFile } : {}), ...(defaultNamespace !== undefined ? { defaultNamespace } : {}) };
}

/** The scope for the gate; an unusable scope file is a usage error (exit code 2). */
export async function readScopeForCheck(options: ScopeCheckOptions): Promise<ScopeRead> {
  try {
    return await readScope(options);
  } catch (error) {
    if (error instanceof ScopeFileError) throw new UsageError(error.message);
    throw error;
  }
}
