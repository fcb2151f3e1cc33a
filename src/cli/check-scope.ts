// `driftgate check --scope FILE --default-namespace NS`: the sync scope's findings next to the
// check's own, so a pull request learns before merge what the agent would refuse. The Action's
// `scope` input comes through here too.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseFiles } from '../core/check/check.js';
import type { SourceFile } from '../core/check/input.js';
import type { Finding, RuleInfo } from '../core/findings/finding.js';
import { GATE_RULES, configChangeFindings } from '../core/gate/config-changes.js';
import type { Manifest } from '../core/manifest/manifest.js';
import { checkScope } from '../core/scope/check.js';
import { parseScopeConfig } from '../core/scope/config.js';
import { SCOPE_RULES } from '../core/scope/evaluate.js';
import { isDns1123Label } from '../core/schema/metadata.js';
import { BlobTooLargeError, GitOperationError, GitRepository } from '../io/git/repository.js';
import { stringFlag, type ParsedArgs } from './args.js';
import { UsageError } from './command.js';

export const SCOPE_FLAGS = {
  scope: { type: 'string' },
  'default-namespace': { type: 'string' },
} as const;

/** A scope file is a few hundred bytes; anything near this is not one (and is never read whole). */
const MAX_SCOPE_BYTES = 1024 * 1024;

export interface ScopeCheckResult {
  readonly findings: Finding[];
  /** Problems in the scope file: the verdict is unreliable (exit code 2). */
  readonly configurationErrors: number;
  readonly rules: ReadonlyMap<string, RuleInfo>;
}

export interface ScopeCheckOptions {
  /** The SyncScope file (relative to cwd); absent: only the namespace rule (with defaultNamespace). */
  readonly scopeFile?: string;
  readonly defaultNamespace?: string;
  readonly cwd: string;
  /** The repository root: a scope file inside it is repository content. */
  readonly root: string;
  /**
   * With a base revision: the trusted revision (base, or the base branch's tip in the Action),
   * the base and the head. A scope file inside the repository is then read at the trusted
   * revision, never the head: a pull request cannot widen the scope that judges it. What the pull
   * request itself changes in it (base → head, not what the base branch changed since) is a
   * `gate/policy-changed` finding and takes effect after merge.
   */
  readonly revisions?: { readonly trusted: string; readonly base: string; readonly head: string };
  readonly manifests: readonly Manifest[];
  readonly crdFiles: readonly SourceFile[];
  readonly selected?: ReadonlySet<string>;
  /**
   * With `--kubeconfig`: what the API server serves (`discoverKinds(discovery, kindsToDiscover(manifests, crds))`
   * from src/io/kube/discovered-kinds.ts), so namespaced-ness comes from the cluster as in the agent.
   */
  readonly discovered?: ReadonlyMap<string, boolean>;
}

/** `--scope` and `--default-namespace` of `driftgate check`, validated. */
export function scopeFlags(args: ParsedArgs): { scopeFile?: string; defaultNamespace?: string } {
  const scopeFile = stringFlag(args, 'scope');
  const defaultNamespace = stringFlag(args, 'default-namespace');
  return { ...(scopeFile !== undefined ? { scopeFile } : {}), ...(defaultNamespace !== undefined ? { defaultNamespace } : {}) };
}

export async function scopeFindings(options: ScopeCheckOptions): Promise<ScopeCheckResult> {
  const rules = new Map([...SCOPE_RULES, ...GATE_RULES].map((r) => [r.id, r]));
  const { scopeFile, defaultNamespace } = options;
  if (defaultNamespace !== undefined && !isDns1123Label(defaultNamespace)) throw new UsageError(`--default-namespace must be a namespace name; found ${JSON.stringify(defaultNamespace)}`);
  let scope;
  const changes: Finding[] = [];
  if (scopeFile !== undefined) {
    const read = await readScopeFile(scopeFile, options);
    changes.push(...read.changes);
    if (read.text !== undefined) {
      const parsed = parseScopeConfig(read.text, { file: read.displayPath });
      if (parsed.findings.length > 0) return { findings: [...changes, ...parsed.findings], configurationErrors: parsed.findings.length, rules };
      scope = parsed.scope;
    }
  }
  const crds = parseFiles(options.crdFiles.filter((f) => !options.manifests.some((m) => m.file === f.path))).manifests;
  const findings = checkScope({
    manifests: options.manifests,
    crds,
    ...(scope ? { scope } : {}),
    ...(defaultNamespace !== undefined ? { defaultNamespace } : {}),
    ...(options.selected ? { selected: options.selected } : {}),
    ...(options.discovered ? { discovered: options.discovered } : {}),
  });
  return { findings: [...changes, ...findings], configurationErrors: 0, rules };
}

/** A check's result with the scope's findings, configuration errors and rules added. */
export function withScopeFindings<T extends ScopeCheckResult>(checked: T, scoped: ScopeCheckResult | undefined): T {
  if (!scoped) return checked;
  return { ...checked, findings: [...checked.findings, ...scoped.findings], configurationErrors: checked.configurationErrors + scoped.configurationErrors, rules: new Map([...checked.rules, ...scoped.rules]) };
}

/**
 * The scope's text: from the trusted revision when the file is in the repository and a base
 * is given, else from disk. A scope file the trusted revision does not have (a pull request
 * adds it) means the default scope until it is merged.
 */
async function readScopeFile(scopeFile: string, options: ScopeCheckOptions): Promise<{ text?: string; displayPath: string; changes: Finding[] }> {
  const absolute = path.resolve(options.cwd, scopeFile);
  const inRepo = path.relative(options.root, absolute);
  const repositoryPath = inRepo !== '' && !inRepo.startsWith('..') && !path.isAbsolute(inRepo) ? inRepo.split(path.sep).join('/') : undefined;
  if (options.revisions && repositoryPath !== undefined) {
    const repo = new GitRepository({ dir: options.root });
    const { trusted, base, head } = options.revisions;
    const atTrusted = await readAt(repo, trusted, repositoryPath, scopeFile);
    const atBase = base === trusted ? atTrusted : await readAt(repo, base, repositoryPath, scopeFile);
    const atHead = await readAt(repo, head, repositoryPath, scopeFile);
    const asFiles = (bytes: Uint8Array | undefined): SourceFile[] => (bytes ? [{ path: repositoryPath, bytes }] : []);
    const changes = configChangeFindings({ base: asFiles(atBase), head: asFiles(atHead) });
    return { ...(atTrusted ? { text: new TextDecoder().decode(atTrusted) } : {}), displayPath: repositoryPath, changes };
  }
  let size: number;
  try {
    const info = await stat(absolute);
    if (!info.isFile()) throw new UsageError(`--scope ${scopeFile}: not a regular file`);
    size = info.size;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`--scope ${scopeFile}: cannot read the file`);
  }
  if (size > MAX_SCOPE_BYTES) throw new UsageError(`--scope ${scopeFile}: ${size} bytes is not a scope file (at most ${MAX_SCOPE_BYTES} bytes)`);
  try {
    return { text: await readFile(absolute, 'utf8'), displayPath: repositoryPath ?? scopeFile, changes: [] };
  } catch {
    throw new UsageError(`--scope ${scopeFile}: cannot read the file`);
  }
}

async function readAt(repo: GitRepository, revision: string, file: string, scopeFile: string): Promise<Uint8Array | undefined> {
  try {
    return await repo.readFileAtRevision({ revision, path: file, maxBytes: MAX_SCOPE_BYTES });
  } catch (error) {
    if (error instanceof BlobTooLargeError) throw new UsageError(`--scope ${scopeFile}: ${error.size} bytes at ${revision.slice(0, 12)} is not a scope file (at most ${MAX_SCOPE_BYTES} bytes)`);
    if (error instanceof GitOperationError) throw new UsageError(`--scope ${scopeFile}: cannot read it at ${revision.slice(0, 12)}: ${error.message}`);
    throw error;
  }
}
