// `driftgate check --scope FILE --default-namespace NS`: the sync scope's findings next to the
// check's own, so a pull request learns before merge what the agent would refuse.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseFiles } from '../core/check/check.js';
import type { SourceFile } from '../core/check/input.js';
import type { Finding, RuleInfo } from '../core/findings/finding.js';
import type { Manifest } from '../core/manifest/manifest.js';
import { checkScope } from '../core/scope/check.js';
import { parseScopeConfig } from '../core/scope/config.js';
import { SCOPE_RULES } from '../core/scope/evaluate.js';
import { stringFlag, type ParsedArgs } from './args.js';
import { UsageError } from './command.js';

export const SCOPE_FLAGS = {
  scope: { type: 'string' },
  'default-namespace': { type: 'string' },
} as const;

export interface ScopeCheckResult {
  readonly findings: Finding[];
  /** Problems in the scope file: the verdict is unreliable (exit code 2). */
  readonly configurationErrors: number;
  readonly rules: ReadonlyMap<string, RuleInfo>;
}

export async function scopeFindings(args: ParsedArgs, context: { cwd: string; manifests: readonly Manifest[]; crdFiles: readonly SourceFile[]; selected?: ReadonlySet<string> }): Promise<ScopeCheckResult> {
  const rules = new Map(SCOPE_RULES.map((r) => [r.id, r]));
  const scopeFile = stringFlag(args, 'scope');
  const defaultNamespace = stringFlag(args, 'default-namespace');
  if (defaultNamespace !== undefined && !/^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$/.test(defaultNamespace)) throw new UsageError(`--default-namespace must be a namespace name; found ${JSON.stringify(defaultNamespace)}`);
  let scope;
  if (scopeFile !== undefined) {
    let text: string;
    try {
      text = await readFile(path.resolve(context.cwd, scopeFile), 'utf8');
    } catch {
      throw new UsageError(`--scope ${scopeFile}: cannot read the file`);
    }
    const parsed = parseScopeConfig(text, { file: scopeFile });
    if (parsed.findings.length > 0) return { findings: parsed.findings, configurationErrors: parsed.findings.length, rules };
    scope = parsed.scope;
  }
  const crds = parseFiles(context.crdFiles.filter((f) => !context.manifests.some((m) => m.file === f.path))).manifests;
  const findings = checkScope({
    manifests: context.manifests,
    crds,
    ...(scope ? { scope } : {}),
    ...(defaultNamespace !== undefined ? { defaultNamespace } : {}),
    ...(context.selected ? { selected: context.selected } : {}),
  });
  return { findings, configurationErrors: 0, rules };
}
