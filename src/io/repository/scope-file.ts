// The sync scope of `driftgate check --scope FILE` and the Action's `scope` input, read for the
// gate (core/gate/judge.ts). A scope file inside the repository is read at the trusted revision
// on a pull request: a pull request cannot widen the scope that judges it.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { SourceFile } from '../../core/manifest/input.js';
import type { Finding } from '../../core/findings/finding.js';
import { configChangeFindings } from '../../core/check/config-changes.js';
import { parseScopeConfig, type SyncScope } from '../../core/scope/config.js';
import { isDns1123Label } from '../../core/kube/names.js';
import { BlobTooLargeError, GitOperationError } from '../git/errors.js';
import { openGitRepository } from '../git/open.js';
import type { GitRepository } from '../git/repository.js';

/** A scope file that cannot be used (unreadable, too large, not in the repository at a revision): a usage error. */
export class ScopeFileError extends Error {
  override readonly name = 'ScopeFileError';
}

/** A scope file is a few hundred bytes; anything near this is not one (and is never read whole). */
const MAX_SCOPE_BYTES = 1024 * 1024;

export interface ScopeRead {
  /** The scope to judge by (absent: no scope file, only the namespace rule with defaultNamespace). */
  readonly scope?: SyncScope;
  readonly defaultNamespace?: string;
  /** What a pull request changes in the scope file (gate/policy-changed), and its parse problems. */
  readonly findings: Finding[];
  /** Problems in the scope file: the verdict is unreliable (exit code 2). */
  readonly configurationErrors: number;
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
}

/** Reads and parses the scope file (at the trusted revision on a pull request) for the gate. */
export async function readScope(options: ScopeCheckOptions): Promise<ScopeRead> {
  const { scopeFile, defaultNamespace } = options;
  if (defaultNamespace !== undefined && !isDns1123Label(defaultNamespace)) throw new ScopeFileError(`--default-namespace must be a namespace name; found ${JSON.stringify(defaultNamespace)}`);
  const base = defaultNamespace !== undefined ? { defaultNamespace } : {};
  if (scopeFile === undefined) return { ...base, findings: [], configurationErrors: 0 };
  const read = await readScopeFile(scopeFile, options);
  if (read.text === undefined) return { ...base, findings: read.changes, configurationErrors: 0 };
  const parsed = parseScopeConfig(read.text, { file: read.displayPath });
  if (parsed.findings.length > 0) return { ...base, findings: [...read.changes, ...parsed.findings], configurationErrors: parsed.findings.length };
  return { ...base, scope: parsed.scope, findings: read.changes, configurationErrors: 0 };
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
    const repo = await openGitRepository({ dir: options.root });
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
    if (!info.isFile()) throw new ScopeFileError(`--scope ${scopeFile}: not a regular file`);
    size = info.size;
  } catch (error) {
    if (error instanceof ScopeFileError) throw error;
    throw new ScopeFileError(`--scope ${scopeFile}: cannot read the file`);
  }
  if (size > MAX_SCOPE_BYTES) throw new ScopeFileError(`--scope ${scopeFile}: ${size} bytes is not a scope file (at most ${MAX_SCOPE_BYTES} bytes)`);
  try {
    return { text: await readFile(absolute, 'utf8'), displayPath: repositoryPath ?? scopeFile, changes: [] };
  } catch {
    throw new ScopeFileError(`--scope ${scopeFile}: cannot read the file`);
  }
}

async function readAt(repo: GitRepository, revision: string, file: string, scopeFile: string): Promise<Uint8Array | undefined> {
  try {
    return await repo.readFileAtRevision({ revision, path: file, maxBytes: MAX_SCOPE_BYTES });
  } catch (error) {
    if (error instanceof BlobTooLargeError) throw new ScopeFileError(`--scope ${scopeFile}: ${error.size} bytes at ${revision.slice(0, 12)} is not a scope file (at most ${MAX_SCOPE_BYTES} bytes)`);
    if (error instanceof GitOperationError) throw new ScopeFileError(`--scope ${scopeFile}: cannot read it at ${revision.slice(0, 12)}: ${error.message}`);
    throw error;
  }
}
