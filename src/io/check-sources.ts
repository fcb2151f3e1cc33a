import { existsSync } from 'node:fs';
import path from 'node:path';
import type { CheckInput } from '../core/check/check.js';
import type { SourceFile } from '../core/check/input.js';
import { collectYamlFiles } from './fs/manifest-files.js';
import { GitRepository } from './git/repository.js';

/**
 * Reads what `driftgate check` needs from the work tree or from git revisions. The CLI and
 * the GitHub Action both call this, then hand the result to the pure check.
 */
export interface CheckSourceOptions {
  /** Repository root; paths in findings are relative to it. */
  readonly root: string;
  /** Files or directories to check, relative to root. */
  readonly paths: readonly string[];
  /** With base: only files changed between base and head are reported. */
  readonly base?: string;
  /** The head revision; with base and without head, HEAD. Without base, the work tree is read. */
  readonly head?: string;
  /** Extra CRD files or directories (deploy/crds is always read when it exists). */
  readonly crdPaths: readonly string[];
  /** Directory of the policy pack, relative to root. */
  readonly policiesDir?: string;
  /** Directories of the checked paths the work-tree walk does not enter (ignore rules). */
  readonly skipDirectory?: (relative: string) => boolean;
}

export interface CheckSources {
  readonly files: SourceFile[];
  readonly crdFiles: SourceFile[];
  readonly policyFiles: SourceFile[];
  /** The changed files as they were at base (files that did not change are the same at head). */
  readonly baseFiles?: SourceFile[];
  readonly baseCrdFiles?: SourceFile[];
  /** Set when base is given: the changed files among the checked paths. */
  readonly selected?: Set<string>;
  readonly headRevision?: string;
  readonly baseRevision?: string;
}

export const DEFAULT_CRD_DIR = 'deploy/crds';
export const DEFAULT_POLICIES_DIR = 'policies';

const YAML_FILE = /\.ya?ml$/i;

export async function collectCheckSources(options: CheckSourceOptions): Promise<CheckSources> {
  const crdPaths = [...options.crdPaths];
  if (existsSync(path.join(options.root, DEFAULT_CRD_DIR)) && !crdPaths.includes(DEFAULT_CRD_DIR)) crdPaths.push(DEFAULT_CRD_DIR);
  const policiesDir = options.policiesDir ?? (existsSync(path.join(options.root, DEFAULT_POLICIES_DIR)) ? DEFAULT_POLICIES_DIR : undefined);

  if (options.base === undefined) {
    return {
      files: await collectYamlFiles({ root: options.root, paths: options.paths, ...(options.skipDirectory ? { skipDirectory: options.skipDirectory } : {}) }),
      crdFiles: crdPaths.length ? await collectYamlFiles({ root: options.root, paths: crdPaths }) : [],
      policyFiles: policiesDir ? await collectYamlFiles({ root: options.root, paths: [policiesDir] }) : [],
    };
  }

  const repo = new GitRepository({ dir: options.root });
  const baseRevision = await repo.resolveRevision(options.base);
  const headRevision = await repo.resolveRevision(options.head ?? 'HEAD');
  const readAt = async (revision: string, paths: readonly string[]): Promise<SourceFile[]> => {
    const out = new Map<string, SourceFile>();
    for (const p of paths) {
      const snapshot = await repo.readTree({ revision, path: p });
      for (const f of snapshot.files) if (YAML_FILE.test(f.path)) out.set(f.path, { path: f.path, bytes: f.bytes });
    }
    return [...out.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  };
  const changed = (await repo.changedFiles({ base: baseRevision, head: headRevision, paths: options.paths })).filter((c) => YAML_FILE.test(c.path));
  // Only changed files can differ at base; the check takes every other file as it is at head.
  const baseFiles: SourceFile[] = [];
  for (const c of changed) {
    if (c.status === 'added') continue;
    const bytes = await repo.readFileAtRevision({ revision: baseRevision, path: c.path });
    if (bytes) baseFiles.push({ path: c.path, bytes });
  }
  return {
    files: await readAt(headRevision, options.paths),
    crdFiles: await readAt(headRevision, crdPaths),
    policyFiles: policiesDir ? await readAt(headRevision, [policiesDir]) : [],
    baseFiles,
    baseCrdFiles: await readAt(baseRevision, crdPaths),
    selected: new Set(changed.filter((c) => c.status !== 'deleted').map((c) => c.path)),
    headRevision,
    baseRevision,
  };
}

/** The pure check's input from what was read: the one place both the CLI and the Action build it. */
export function toCheckInput(sources: CheckSources, options: Pick<CheckInput, 'now' | 'strict' | 'limits'>): CheckInput {
  return {
    files: sources.files,
    crdFiles: sources.crdFiles,
    policyFiles: sources.policyFiles,
    ...(sources.selected ? { selected: sources.selected } : {}),
    ...(sources.baseFiles ? { baseFiles: sources.baseFiles } : {}),
    ...(sources.baseCrdFiles ? { baseCrdFiles: sources.baseCrdFiles } : {}),
    ...options,
  };
}
