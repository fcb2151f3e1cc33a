import { existsSync } from 'node:fs';
import path from 'node:path';
import type { CheckInput } from '../core/check/check.js';
import { SHIPPED_PREFIX, type SourceFile } from '../core/manifest/input.js';
import { shippedBuiltinRegistry } from './builtin-schemas.js';
import { collectYamlFiles } from './fs/manifest-files.js';
import { openGitRepository } from './git/open.js';
import type { ChangedFile, GitRepository } from './git/repository.js';
import { fileTooLarge } from './fs/read-bounded.js';
import { DEFAULT_FILE_LIMITS, fileText } from '../core/manifest/files.js';
import { CRD_KIND } from '../core/kube/crd.js';
import { extendDefaultPack } from '../core/policy/extend.js';
import type { YamlParseCache } from '../core/yaml/parse.js';
import { DEFAULT_CATALOG_DIR } from '../core/catalog/lockfile.js';

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
  /** Work-tree files larger than this are not read (a finding instead). */
  readonly maxBytes?: number;
  /**
   * With base: the revision the policy pack (policies, waivers, driftgate.yaml, crd-compat.yaml)
   * is read at. Default: base. The Action passes the base branch's tip. Never the head: a pull
   * request must not choose what judges it.
   */
  readonly trustedRevision?: string;
  /** Directories of the checked paths the work-tree walk does not enter (ignore rules). */
  readonly skipDirectory?: (relative: string) => boolean;
  /**
   * Used when root has no deploy/crds (or no policies/ and no policiesDir was given): the CRD and
   * the default pack that ship with driftgate (absolute paths; see io/fs/package-assets.ts).
   */
  readonly fallback?: { readonly crdDir?: string; readonly policiesDir?: string };
  /**
   * With base: the head's files are read when their contents are first asked for, not when the
   * tree is listed: a check that judges a file by facts kept under its blob id never reads it.
   * Deciding which files to defer would read the kept entries before the base's files are asked
   * of git; deferring all lets git run while the check starts (a deferred file costs what an
   * eager one does: the checkout's file, hashed, else one cat-file for every file left unread).
   */
  readonly deferHeadContents?: boolean;
  /** Parse results kept from run to run (the CLI's cache): the pack's files are read here to extend the default pack. */
  readonly parseCache?: YamlParseCache;
}

export interface CheckSources {
  readonly files: SourceFile[];
  readonly crdFiles: SourceFile[];
  /** The policy pack; with base, as it is at the trusted (base) revision. */
  readonly policyFiles: SourceFile[];
  /** With base: the policy pack at head, reported as `gate/policy-changed` where it differs. */
  readonly headPolicyFiles?: SourceFile[];
  /** The revision policyFiles were read at, with base. */
  readonly policyRevision?: string;
  /** With a trusted revision other than base: the pack at base, what the PR's own changes are measured against. */
  readonly policyChangeBase?: SourceFile[];
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
  const ownCrds = existsSync(path.join(options.root, DEFAULT_CRD_DIR));
  if (ownCrds && !crdPaths.includes(DEFAULT_CRD_DIR)) crdPaths.push(DEFAULT_CRD_DIR);
  // The pinned CRD catalog (driftgate crds add) is schemas like deploy/crds, whichever paths are checked.
  if (existsSync(path.join(options.root, DEFAULT_CATALOG_DIR)) && !crdPaths.includes(DEFAULT_CATALOG_DIR)) crdPaths.push(DEFAULT_CATALOG_DIR);
  const policiesDir = options.policiesDir ?? (existsSync(path.join(options.root, DEFAULT_POLICIES_DIR)) ? DEFAULT_POLICIES_DIR : undefined);
  // Outside a repository laid out like this one: driftgate's own CRD and default pack, read from disk.
  const shipped = !ownCrds && options.fallback?.crdDir ? await readShipped(options.root, options.fallback.crdDir, 'deploy/crds') : [];
  const fallbackPolicies = policiesDir === undefined && options.fallback?.policiesDir ? await readShipped(options.root, options.fallback.policiesDir, 'policies') : [];

  if (options.base === undefined) {
    const limit = options.maxBytes !== undefined ? { maxBytes: options.maxBytes } : {};
    const files = await collectYamlFiles({ root: options.root, paths: options.paths, ...limit, ...(options.skipDirectory ? { skipDirectory: options.skipDirectory } : {}) });
    const ownCrdFiles = crdPaths.length ? await collectYamlFiles({ root: options.root, paths: crdPaths, ...limit }) : [];
    const fallbackCrds = notDefinedIn(shipped, [...files, ...ownCrdFiles]);
    return {
      files,
      crdFiles: [...ownCrdFiles, ...fallbackCrds],
      policyFiles: policiesDir ? await withDefaultPack(options.root, policiesDir, await collectYamlFiles({ root: options.root, paths: [policiesDir], ...limit }), options.fallback?.policiesDir, options.parseCache) : fallbackPolicies,
    };
  }

  // The checkout's files stand in for the blobs they hash to (see work-tree-blobs.ts): the head
  // of a pull request is usually what is checked out.
  const repo = await openGitRepository({ dir: options.root, workTree: options.root });
  const { base: baseRevision, head: headRevision, trustedRevision } = await resolveCheckRevisions(repo, { ...options, base: options.base });
  const policyRevision = trustedRevision ?? baseRevision;
  // Blobs get the bound of work-tree files: the size comes from the tree listing, and a blob over
  // it is a finding at the file, never read (a 300 MB blob at the base costs one ls-tree line).
  const maxBytes = options.maxBytes ?? DEFAULT_FILE_LIMITS.maxBytes;
  const oversized = (p: string, size: number): SourceFile => ({ path: p, bytes: new Uint8Array(0), problem: fileTooLarge(size, maxBytes) });
  const readAt = async (revision: string, paths: readonly string[], defer?: (blob: string) => boolean): Promise<SourceFile[]> => {
    const out = new Map<string, SourceFile>();
    for (const p of paths) {
      // Only YAML files are read from git; everything else is never loaded.
      const snapshot = await repo.readTree({ revision, path: p, select: (f) => YAML_FILE.test(f), maxFileBytes: maxBytes, ...(defer ? { defer } : {}) });
      for (const f of snapshot.files) if (YAML_FILE.test(f.path)) out.set(f.path, f);
      for (const t of snapshot.tooLarge ?? []) out.set(t.path, oversized(t.path, t.size));
    }
    return [...out.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  };
  // Three independent reads side by side: the head's tree, what changed (then the changed files
  // at base), and the trusted revision's pack. Reads of one revision run one after another, so
  // the second finds the first's listing and blobs (see TreeListings) instead of asking git again.
  const readHead = async (): Promise<{ files: SourceFile[]; crds: SourceFile[] }> => {
    const files = await readAt(headRevision, options.paths, options.deferHeadContents === true ? () => true : undefined);
    return { files, crds: await readAt(headRevision, crdPaths) };
  };
  const readChange = async (): Promise<{ changed: ChangedFile[]; baseFiles: SourceFile[] }> => {
    const changed = (await repo.changedFiles({ base: baseRevision, head: headRevision, paths: options.paths })).filter((c) => YAML_FILE.test(c.path));
    // Only changed files can differ at base; the check takes every other file as it is at head.
    const baseFiles: SourceFile[] = [];
    const atBase = await repo.readFilesAtRevision({ revision: baseRevision, paths: changed.filter((c) => c.status !== 'added').map((c) => c.path), maxBytes });
    for (const c of changed) {
      const read = atBase.get(c.path);
      if (read) baseFiles.push('bytes' in read ? { path: c.path, bytes: read.bytes } : oversized(c.path, read.tooLarge));
    }
    return { changed, baseFiles };
  };
  const readPack = async (): Promise<{ packDir: string | undefined; trustedPack: SourceFile[] }> => {
    // The pack's directory is the one given, or policies/ when it exists at either revision.
    const packDir = options.policiesDir ?? ((await repo.listTrees({ revision: policyRevision, paths: [DEFAULT_POLICIES_DIR] })).get(DEFAULT_POLICIES_DIR)?.exists || policiesDir !== undefined ? DEFAULT_POLICIES_DIR : undefined);
    return { packDir, trustedPack: packDir ? await readAt(policyRevision, [packDir]) : [] };
  };
  const [head, { changed, baseFiles }, { packDir, trustedPack }] = await Promise.all([readHead(), readChange(), readPack()]);
  const fallbackCrds = notDefinedIn(shipped, [...head.files, ...head.crds]);
  return {
    files: head.files,
    crdFiles: [...head.crds, ...fallbackCrds],
    // The pack that judges a change is the trusted one (base), never the head's.
    policyFiles: packDir ? await withDefaultPack(options.root, packDir, trustedPack, options.fallback?.policiesDir, options.parseCache) : fallbackPolicies,
    // The shipped default pack (no pack in the repository) cannot be changed by a pull request;
    // what a pull request changes is measured on the repository's own pack.
    ...(packDir ? { headPolicyFiles: await readAt(headRevision, [packDir]) } : {}),
    ...(packDir ? { policyChangeBase: await readAt(baseRevision, [packDir]) } : {}),
    policyRevision,
    baseFiles,
    baseCrdFiles: [...(await readAt(baseRevision, crdPaths)), ...fallbackCrds],
    selected: new Set(changed.filter((c) => c.status !== 'deleted').map((c) => c.path)),
    headRevision,
    baseRevision,
  };
}

/**
 * A pull request's revisions as commit ids: base, head (default HEAD) and the trusted revision when
 * one is given, in one `rev-parse` where they allow it (GitRepository.resolveRevisions). A commit id
 * resolved once is not asked about again, so reads that resolve the ids again start no process.
 */
export async function resolveCheckRevisions(
  repo: GitRepository,
  revisions: { readonly base: string; readonly head?: string; readonly trustedRevision?: string },
): Promise<{ base: string; head: string; trustedRevision?: string }> {
  const [base = '', head = '', trustedRevision] = await repo.resolveRevisions([revisions.base, revisions.head ?? 'HEAD', ...(revisions.trustedRevision !== undefined ? [revisions.trustedRevision] : [])]);
  return { base, head, ...(trustedRevision !== undefined ? { trustedRevision } : {}) };
}

/**
 * driftgate's own files (its CRDs, its default pack), for a repository that has none: marked
 * shipped (no user file limit applies) and named `driftgate:<packagePath>/<file>`, so no report
 * shows where driftgate is installed.
 */
export async function readShipped(root: string, dir: string, packagePath: 'deploy/crds' | 'policies'): Promise<SourceFile[]> {
  const absolute = path.resolve(root, dir);
  const files = await collectYamlFiles({ root, paths: [dir] });
  return files.map((f) => ({ ...f, path: `${SHIPPED_PREFIX}${packagePath}/${path.relative(absolute, path.resolve(root, f.path)).split(path.sep).join('/')}`, shipped: true }));
}

/**
 * The shipped CRDs that the user's files do not define themselves (a shipped file is named after
 * its CRD, `<plural>.<group>.yaml`), so checking a folder that holds the CRD is no duplicate.
 */
export function notDefinedIn(shipped: readonly SourceFile[], userFiles: readonly SourceFile[]): SourceFile[] {
  return shipped.filter((crd) => {
    const name = path.basename(crd.path).replace(/\.ya?ml$/i, '');
    return !userFiles.some((f) => {
      const text = fileText(f);
      return text.includes(name) && text.includes(CRD_KIND);
    });
  });
}

/** The pure check's input from what was read: the one place both the CLI and the Action build it. */
/** What a caller of the check sets beside the sources: the clock, the caches, the live cluster's context. */
export type CheckRunOptions = Pick<CheckInput, 'now' | 'strict' | 'limits' | 'builtins' | 'liveNamespaces' | 'liveGpu' | 'parseCache' | 'verdictMemo' | 'clock' | 'crossFacts' | 'unreportedByFacts'>;

export function toCheckInput(sources: CheckSources, options: CheckRunOptions): CheckInput {
  return {
    builtins: shippedBuiltinRegistry(),
    files: sources.files,
    crdFiles: sources.crdFiles,
    policyFiles: sources.policyFiles,
    ...(sources.headPolicyFiles ? { headPolicyFiles: sources.headPolicyFiles } : {}),
    ...(sources.policyChangeBase ? { policyChangeBase: sources.policyChangeBase } : {}),
    ...(sources.selected ? { selected: sources.selected } : {}),
    ...(sources.baseFiles ? { baseFiles: sources.baseFiles } : {}),
    ...(sources.baseCrdFiles ? { baseCrdFiles: sources.baseCrdFiles } : {}),
    ...options,
  };
}

/**
 * The repository's pack extended with the shipped default pack (core/policy/extend.ts): the
 * default policies keep judging unless the repository's driftgate.yaml says replaceDefaults.
 */
export async function withDefaultPack(root: string, packDir: string, own: readonly SourceFile[], defaultsDir: string | undefined, parseCache?: YamlParseCache): Promise<SourceFile[]> {
  if (defaultsDir === undefined) return [...own];
  const absoluteDefaults = path.resolve(root, defaultsDir);
  // Checking driftgate's own repository: its pack is the default pack.
  if (path.resolve(root, packDir) === absoluteDefaults) return [...own];
  const defaults = await readShipped(root, defaultsDir, 'policies');
  const within = (dir: string, file: string): string => path.relative(dir, path.resolve(root, file)).split(path.sep).join('/');
  return extendDefaultPack({
    defaults: defaults.map((file) => ({ file, relative: file.path.slice(`${SHIPPED_PREFIX}policies/`.length) })),
    own: own.map((file) => ({ file, relative: within(path.resolve(root, packDir), file.path) })),
    ...(parseCache ? { parseCache } : {}),
  }).files;
}
