import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { makeScratchDir, removeScratchDir } from '../scratch-dir.js';
import type { Readable } from 'node:stream';
import type { SourceFile } from '../../core/manifest/input.js';
import { DEFAULT_FILE_LIMITS } from '../../core/manifest/files.js';
import { planTree, type RenderedKustomization, type TreeCheckInput } from '../../core/repository/check-tree.js';
import type { SkippedFile } from '../../core/repository/non-manifest.js';
import { MissingPathError } from '../fs/manifest-files.js';
import { openGitRepository } from '../git/open.js';
import type { GitRepository } from '../git/repository.js';
import { collectCheckSources, DEFAULT_CRD_DIR, resolveCheckRevisions, DEFAULT_POLICIES_DIR, notDefinedIn, readShipped, toCheckInput, withDefaultPack, type CheckRunOptions, type CheckSourceOptions, type CheckSources } from '../check-sources.js';
import { IGNORE_FILE, loadIgnoreRules, matcherFromIgnoreFiles, type IgnoreMatcher } from './ignore.js';
import type { PathFacts } from '../../core/repository/kustomization.js';
import { findKustomize, renderKustomizeRoots } from './kustomize.js';
import { catalogProvenance, DEFAULT_CATALOG_DIR, LOCK_FILE } from '../../core/catalog/lockfile.js';
import { jobPaths, jobTouches, type HelmRenders, type ValuesSet } from '../../core/repository/helm.js';
import { planHelmTree, renderHelmTree } from './helm.js';
import { RenderBudget } from './sandbox.js';
import { uptimeMs } from '../uptime.js';

/**
 * What `driftgate check` reads from a repository, beyond the files named: the repository
 * context (so that a file's verdict does not depend on which sub-path was named: cross-document
 * rules see the whole tree, findings are reported for the named paths), ignore rules,
 * standard input, and kustomize renders.
 */

/** The path that means standard input. */
export const STDIN_PATH = '-';
/** How standard input is named in findings. */
export const STDIN_FILE = '<stdin>';

/** Files that mark the top of a checked tree: the nearest one above a named path bounds its context. */
export const ROOT_MARKERS = ['.git', IGNORE_FILE] as const;

export interface TreeSourceOptions extends CheckSourceOptions {
  /** --exclude globs, repository-relative. */
  readonly exclude: readonly string[];
  /** Standard input, read when a path is `-`. */
  readonly stdin?: Readable;
  /** The environment kustomize is looked up in (PATH). */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Render kustomizations (default true). */
  readonly kustomize?: boolean;
  /** Render Helm charts and releases (default true). */
  readonly helm?: boolean;
  /** --values / --helm-values-set: each chart renders with each set (repository-relative files). */
  readonly helmValuesSets?: readonly ValuesSet[];
  readonly maxStdinBytes?: number;
  /** Files by blob id that Helm planning may pass by unread (CrossFactsStore.mayLeaveUnread). */
  readonly mayLeaveUnread?: (blob: string) => boolean;
}

export interface TreeSources {
  readonly sources: CheckSources;
  /** Files reported on; undefined when every file read is. */
  readonly selected?: Set<string>;
  readonly ignored: SkippedFile[];
  readonly renders: RenderedKustomization[];
  /** The directories whose trees were read as context. */
  readonly contextRoots: string[];
  /** What is on disk at the paths the rendered kustomizations name (checked before kustomize ran). */
  readonly kustomizePaths?: PathFacts;
  /** Notes for the run summary (kustomize rendered without a network namespace). */
  readonly notes?: string[];
  /** Catalog CRD files → where the catalog took them from (its lockfile), for the summary. */
  readonly catalogSources?: ReadonlyMap<string, string>;
  /** Helm renders of the tree's charts and releases. */
  readonly helm?: HelmRenders;
}

async function exists(p: string): Promise<boolean> {
  try {
    await stat(p);
    return true;
  } catch {
    return false;
  }
}

/** The nearest directory at or above a named path (within the repository) that holds a root marker. */
export async function contextRoot(root: string, named: string): Promise<string> {
  let dir = named === '.' ? '' : named;
  try {
    if (!(await stat(path.join(root, dir))).isDirectory()) dir = path.posix.dirname(dir);
  } catch {
    dir = path.posix.dirname(dir);
  }
  if (named.startsWith('..') || path.isAbsolute(named)) return named;
  if (dir === '.') return '';
  for (;;) {
    if (dir === '' || dir === '.') return '';
    for (const marker of ROOT_MARKERS) if (await exists(path.join(root, dir, marker))) return dir;
    dir = path.posix.dirname(dir);
  }
}

const isUnder = (file: string, dir: string): boolean => dir === '' || dir === '.' || file === dir || file.startsWith(dir + '/');

/**
 * The longest of `set` that `file` is under (isUnder), found by walking up the file's ancestors:
 * O(depth) per file, whatever the size of the set. `strict`: the file itself does not count.
 */
export function nearestIn(set: ReadonlySet<string>, file: string, options: { readonly strict: boolean }): string | undefined {
  let candidate = file;
  if (!options.strict && set.has(candidate)) return candidate;
  for (;;) {
    const slash = candidate.lastIndexOf('/');
    if (slash <= 0) break;
    candidate = candidate.slice(0, slash);
    if (set.has(candidate)) return candidate;
  }
  if (set.has('') && file !== '') return '';
  if (set.has('.') && file !== '.') return '.';
  return undefined;
}

async function readStream(stream: Readable, max: number): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const b = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    total += b.byteLength;
    // Keep one byte past the limit so that the size check reports the file as too large.
    if (total > max) {
      chunks.push(b.subarray(0, Math.max(0, b.byteLength - (total - max - 1))));
      break;
    }
    chunks.push(b);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

export async function collectTreeSources(options: TreeSourceOptions): Promise<TreeSources> {
  // kustomize's run budget counts from here: on a tree of a thousand roots, reading and resolving
  // take a second before the first render, and the run as a whole must stay within its bound.
  const started = uptimeMs();
  const named = options.paths.filter((p) => p !== STDIN_PATH);
  const wantsStdin = options.paths.includes(STDIN_PATH);
  if (options.base === undefined) {
    for (const p of named) if (!(await exists(path.resolve(options.root, p)))) throw new MissingPathError(`${p}: no such file or directory`);
  }
  const roots = [...new Set(await Promise.all(named.map((p) => contextRoot(options.root, p))))];
  // A root inside another root's tree adds nothing. Thousands of paths are matched by walking
  // up each one's ancestors in a set, linear in the paths, never each path against every other.
  const rootSet = new Set(roots);
  const contextRoots = roots.filter((r) => nearestIn(rootSet, r, { strict: true }) === undefined);
  const contextRootSet = new Set(contextRoots);
  const policies = options.policiesDir ?? ((await exists(path.join(options.root, DEFAULT_POLICIES_DIR))) ? DEFAULT_POLICIES_DIR : undefined);
  const namedFiles = new Set<string>();
  // Files outside the repository are read with absolute paths (see toRelative); name them so too.
  const key = (p: string): string => (p.startsWith('..') || path.isAbsolute(p) ? path.resolve(options.root, p).split(path.sep).join('/') : p === '.' ? '' : p);
  const namedKeys = named.map(key);
  const namedSet = new Set(namedKeys);
  // Per directory, once (each from its parent): a walk 1,500 folders deep asks for every folder.
  const namedAboveDir = new Map<string, string | undefined>();
  const namedAbove = (file: string): string | undefined => {
    const pending: string[] = [];
    let d = file;
    let found: string | undefined;
    for (;;) {
      if (namedAboveDir.has(d)) {
        found = namedAboveDir.get(d);
        break;
      }
      if (namedSet.has(d)) {
        found = d;
        namedAboveDir.set(d, d);
        break;
      }
      pending.push(d);
      const slash = d.lastIndexOf('/');
      if (slash <= 0) {
        found = nearestIn(namedSet, d, { strict: true });
        break;
      }
      d = d.slice(0, slash);
    }
    for (const p of pending) namedAboveDir.set(p, found);
    return found;
  };
  const isNamed = (file: string): boolean => namedAbove(file) !== undefined;
  const ignored: SkippedFile[] = [];
  // The walk does not enter directories the ignore files at the context roots (and --exclude)
  // rule out; .driftgateignore files further down apply to the files read, below.
  // With a base (a pull request), the ignore files are read at the trusted revision: an ignore
  // file the pull request adds or edits cannot hide its own changes.
  let trustedMatcher: IgnoreMatcher | undefined;
  let sources: CheckSources;
  if (options.base !== undefined) {
    // A revision is resolved once, the revisions side by side; every read after names it by id.
    // The ignore files at the trusted revision and the revisions' trees are read side by side too:
    // reading a revision walks no directory, so it does not wait for the ignore rules. An ignore
    // file the checkout holds as committed is read from there (it hashes to the blob) without git.
    const repo = await openGitRepository({ dir: options.root, workTree: options.root });
    const revisions = await resolveCheckRevisions(repo, { ...options, base: options.base });
    [trustedMatcher, sources] = await Promise.all([
      readIgnoreMatcherAt(repo, revisions.trustedRevision ?? revisions.base, contextRoots, options.exclude),
      collectCheckSources({ ...options, ...revisions, paths: contextRoots }),
    ]);
  } else {
    const walkMatcher = await loadIgnoreRules({ root: options.root, directories: contextRoots, exclude: options.exclude });
    const skipDirectory = (dir: string): boolean => {
      const reason = walkMatcher.ignoredDirectory(dir, namedAbove(dir));
      if (reason !== undefined && isNamed(dir)) ignored.push({ file: `${dir}/`, reason });
      return reason !== undefined;
    };
    // Named paths are read even where a directory walk does not go (dot-directories such as .github).
    sources = await collectCheckSources({ ...options, paths: [...contextRoots, ...named.filter((p) => !contextRootSet.has(p))], skipDirectory });
  }
  // Every directory that holds a file read (and its parents) may have a .driftgateignore.
  const directories = new Set<string>(contextRoots);
  for (const f of sources.files) {
    for (let d = path.posix.dirname(f.path); d !== '.' && d !== '' && !directories.has(d); d = path.posix.dirname(d)) directories.add(d);
  }
  const matcher = trustedMatcher ?? (await loadIgnoreRules({ root: options.root, directories: [...directories], exclude: options.exclude }));

  const files: SourceFile[] = [];
  for (const file of sources.files) {
    const explicitlyNamed = namedSet.has(file.path);
    const namedBy = namedAbove(file.path);
    // The policy pack is read as the policy pack, not as manifests (unless a path inside it is named).
    if (policies !== undefined && isUnder(file.path, policies) && !(namedBy !== undefined && isUnder(namedBy, policies))) continue;
    // The CRD catalog is cluster infrastructure, read as CRDs (collectCheckSources), never as the tree's objects.
    if (isUnder(file.path, DEFAULT_CATALOG_DIR) && !(namedBy !== undefined && isUnder(namedBy, DEFAULT_CATALOG_DIR))) continue;
    const reason = explicitlyNamed ? undefined : matcher.ignored(file.path, namedBy);
    if (reason !== undefined) {
      if (isNamed(file.path)) ignored.push({ file: file.path, reason });
      continue;
    }
    files.push(file);
    if (isNamed(file.path) && (!sources.selected || sources.selected.has(file.path))) namedFiles.add(file.path);
  }
  if (wantsStdin && options.stdin) {
    files.push({ path: STDIN_FILE, bytes: await readStream(options.stdin, options.maxStdinBytes ?? 64 * 1024 * 1024) });
    namedFiles.add(STDIN_FILE);
  }
  const everything = namedFiles.size === files.length && !sources.selected;
  const selected = everything ? undefined : namedFiles;

  const renders: RenderedKustomization[] = [];
  const notes: string[] = [];
  let kustomizePaths: PathFacts | undefined;
  if (options.kustomize !== false) {
    const plan = planTree(files);
    const relevant = plan.roots.filter((r) => !plan.refused.has(r.dir) && (!selected || [...(plan.consumed.get(r.dir) ?? [])].some((f) => selected.has(f))));
    if (relevant.length > 0) {
      const tool = await findKustomize(options.env);
      // With --base, kustomize renders the head revision: its kustomization directories are
      // written to a temporary directory first (the work tree may hold another revision).
      let renderRoot = options.root;
      let cleanup: (() => Promise<void>) | undefined;
      if (options.base !== undefined && tool && sources.headRevision !== undefined) {
        const dirs = [...new Set(relevant.flatMap((r) => (plan.chain.get(r.dir) ?? [r]).map((k) => k.dir)))];
        renderRoot = await materialize(options.root, sources.headRevision, dirs, options.maxBytes);
        const dir = renderRoot;
        cleanup = () => removeScratchDir(dir);
      }
      try {
        const outsideRoots = contextRoots.filter((r) => r.startsWith('..') || path.isAbsolute(r)).map((r) => path.resolve(options.root, r));
        const rendered = await renderKustomizeRoots({ files, roots: relevant.map((r) => r.dir), tool, root: renderRoot, env: options.env, outsideRoots, budget: new RenderBudget({ startedAt: started }), ...(options.maxBytes !== undefined ? { maxInputBytes: options.maxBytes } : {}) });
        renders.push(...rendered.renders);
        kustomizePaths = rendered.paths;
        notes.push(...rendered.notes);
      } finally {
        await cleanup?.();
      }
    }
  }
  let helm: HelmRenders | undefined;
  if (options.helm !== false) {
    const filePaths = files.map((f) => f.path);
    const wanted = (job: Parameters<typeof jobTouches>[0]): boolean => !selected || jobTouches(job, (f) => selected.has(f), filePaths);
    const unread = options.mayLeaveUnread;
    const plan = planHelmTree(files, options.helmValuesSets, unread ? (f) => f.blob !== undefined && unread(f.blob) : undefined);
    const jobs = plan.jobs.filter(wanted);
    if (jobs.length > 0 || plan.notRendered.length > 0) {
      // With --base, helm renders the head revision, written out like kustomize's roots.
      let renderRoot = options.root;
      let cleanup: (() => Promise<void>) | undefined;
      if (options.base !== undefined && sources.headRevision !== undefined && jobs.length > 0) {
        const dirs = [...new Set(jobs.flatMap((j) => [j.chart.dir, ...jobPaths(j)]))];
        renderRoot = await materialize(options.root, sources.headRevision, dirs, options.maxBytes);
        const dir = renderRoot;
        cleanup = () => removeScratchDir(dir);
      }
      try {
        const rendered = await renderHelmTree({ files, root: renderRoot, env: options.env, wanted, ...(options.helmValuesSets ? { valuesSets: options.helmValuesSets } : {}), ...(options.maxBytes !== undefined ? { maxInputBytes: options.maxBytes } : {}) });
        helm = rendered.helm;
        notes.push(...rendered.notes);
      } finally {
        await cleanup?.();
      }
    }
  }
  const uniqueIgnored = [...new Map(ignored.map((i) => [i.file, i])).values()];
  const catalogSources = await readCatalogProvenance(options, sources.headRevision);
  return {
    sources: { ...sources, files },
    ...(selected ? { selected } : {}),
    ignored: uniqueIgnored,
    renders,
    contextRoots,
    ...(kustomizePaths ? { kustomizePaths } : {}),
    ...(notes.length > 0 ? { notes } : {}),
    ...(catalogSources.size > 0 ? { catalogSources } : {}),
    ...(helm ? { helm } : {}),
  };
}

/** The catalog lockfile's sources, read where the catalog's CRDs were (the work tree, or the head revision). */
async function readCatalogProvenance(options: TreeSourceOptions, headRevision: string | undefined): Promise<Map<string, string>> {
  const lockPath = `${DEFAULT_CATALOG_DIR}/${LOCK_FILE}`;
  try {
    const bytes =
      options.base !== undefined && headRevision !== undefined
        ? await (await openGitRepository({ dir: options.root })).readFileAtRevision({ revision: headRevision, path: lockPath, maxBytes: options.maxBytes ?? 8 * 1024 * 1024 })
        : await readFile(path.join(options.root, lockPath));
    return bytes ? catalogProvenance(DEFAULT_CATALOG_DIR, new TextDecoder().decode(bytes)) : new Map();
  } catch {
    // No lockfile (or unreadable): the summary names the files alone; `crds verify` reports why.
    return new Map();
  }
}

/** Writes the files under `dirs` at `revision` into a new temporary directory (all files: kustomize reads non-YAML inputs too). */
async function materialize(root: string, revision: string, dirs: readonly string[], maxFileBytes: number | undefined): Promise<string> {
  const out = await makeScratchDir('driftgate-head-');
  // Files over the size bound are neither read nor written (git's recorded size is checked first):
  // a 300 MB blob at the head of a pull request cost 940 MB here. The tree read reports them as
  // input/file-too-large, and a render that needs one fails at its kustomization with a finding.
  const trees = await (await openGitRepository({ dir: root })).readTrees({ revision, paths: dirs.length ? dirs : [''], maxFileBytes: maxFileBytes ?? DEFAULT_FILE_LIMITS.maxBytes });
  for (const tree of trees.values()) {
    for (const f of tree.files) {
      const target = path.join(out, ...f.path.split('/'));
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, f.bytes);
    }
  }
  return out;
}

/** The tree check's input from what was read. */
export function toTreeCheckInput(tree: TreeSources, options: CheckRunOptions): TreeCheckInput {
  const base = toCheckInput(tree.sources, options);
  const { selected: _selected, ...rest } = base;
  return {
    ...rest,
    ...(tree.selected ? { selected: tree.selected } : {}),
    renders: tree.renders,
    ignored: tree.ignored,
    ...(tree.kustomizePaths ? { kustomizePaths: tree.kustomizePaths } : {}),
    ...(tree.notes ? { notes: tree.notes } : {}),
    ...(tree.catalogSources ? { catalogSources: tree.catalogSources } : {}),
    ...(tree.helm ? { helm: tree.helm } : {}),
  };
}

export interface RevisionTreeOptions {
  /** The repository the revision is read from (a work tree or the agent's bare cache). */
  readonly repository: GitRepository;
  /** The full commit id to judge. */
  readonly revision: string;
  /**
   * The trusted revision: ignore files and the policy pack (policies/, waivers, driftgate.yaml,
   * crd-compat.yaml) are read there, never at `revision` when they differ. Default: `revision`.
   */
  readonly configRevision?: string;
  /** Repository-relative paths whose objects are judged (the agent's synced path). */
  readonly paths: readonly string[];
  /** The environment kustomize is looked up in (PATH). */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The CRD and default pack that ship with driftgate, used when the repository has none. */
  readonly fallback?: { readonly crdDir?: string; readonly policiesDir?: string };
  /** Files larger than this are never read (listed in `tooLarge`). */
  readonly maxFileBytes?: number;
  /** Render kustomizations (default true). */
  readonly kustomize?: boolean;
  /** Render Helm charts and releases (default true). */
  readonly helm?: boolean;
  /** More paths the caller reads at `revision` later (see TreeReadLimits.listAlso). */
  readonly listAlso?: readonly string[];
}

export interface RevisionTree extends TreeSources {
  readonly revision: string;
  /** False when none of the paths exists at the revision. */
  readonly pathExists: boolean;
  /** YAML files over the size limit: never read, each refuses the revision with a located finding. */
  readonly tooLarge: readonly { readonly path: string; readonly size: number }[];
  /** The revision the trusted configuration was read at. */
  readonly configRevision: string;
}

const YAML = /\.ya?ml$/i;
const isIgnoreFile = (p: string): boolean => p === IGNORE_FILE || p.endsWith(`/${IGNORE_FILE}`);

/**
 * One revision of a repository as `driftgate check` reads a tree, from git: the objects under
 * the paths (ignore files honoured, kustomizations rendered in the same runner, files that are
 * not objects recognised by the pure check), the CRD directory, and the policy pack with the
 * shipped default pack as fallback. The agent reads every revision through this.
 */
export async function collectRevisionTree(options: RevisionTreeOptions): Promise<RevisionTree> {
  const repo = options.repository;
  const revision = options.revision;
  const configRevision = options.configRevision ?? revision;
  const paths = options.paths.map((p) => (p === '.' ? '' : p.replace(/\/+$/, '')));
  const limits = options.maxFileBytes !== undefined ? { maxFileBytes: options.maxFileBytes } : {};
  // One listing of this commit serves its ignore files and pack too: this revision's trusted
  // configuration when it is its own, and the next revision's when this one is applied.
  const listAlso = [IGNORE_FILE, DEFAULT_POLICIES_DIR, ...(options.listAlso ?? [])];
  const content = await repo.readTrees({ revision, paths: [...paths, DEFAULT_CRD_DIR, DEFAULT_CATALOG_DIR], listAlso, select: (p) => YAML.test(p), ...limits });
  const matcher = await readIgnoreMatcherAt(repo, configRevision, paths);

  const pack = await repo.readTrees({ revision: configRevision, paths: [DEFAULT_POLICIES_DIR], select: (p) => YAML.test(p), maxFileBytes: options.maxFileBytes ?? 8 * 1024 * 1024 });
  const packSnapshot = pack.get(DEFAULT_POLICIES_DIR);
  const ownPack = packSnapshot?.exists === true;
  const ownPackFiles = [...(packSnapshot?.files ?? [])];
  const policyFiles: SourceFile[] = ownPack
    ? await withDefaultPack(repo.dir, DEFAULT_POLICIES_DIR, ownPackFiles, options.fallback?.policiesDir)
    : options.fallback?.policiesDir
      ? await readShipped(repo.dir, options.fallback.policiesDir, 'policies')
      : [];

  const ignored: SkippedFile[] = [];
  const files = new Map<string, SourceFile>();
  let pathExists = false;
  for (const p of paths) {
    const snapshot = content.get(p);
    if (snapshot?.exists) pathExists = true;
    for (const f of snapshot?.files ?? []) {
      if (ownPack && isUnder(f.path, DEFAULT_POLICIES_DIR)) continue;
      // Catalog CRDs are cluster infrastructure: schemas for the revision, never applied, adopted or pruned by a sync.
      if (isUnder(f.path, DEFAULT_CATALOG_DIR)) continue;
      const reason = matcher.ignored(f.path, undefined);
      if (reason !== undefined) {
        ignored.push({ file: f.path, reason });
        continue;
      }
      files.set(f.path, f);
    }
  }
  const crdSnapshot = content.get(DEFAULT_CRD_DIR);
  const ownCrds = [...(crdSnapshot?.files ?? []), ...(content.get(DEFAULT_CATALOG_DIR)?.files ?? [])];
  const shipped = crdSnapshot?.exists !== true && options.fallback?.crdDir ? await readShipped(repo.dir, options.fallback.crdDir, 'deploy/crds') : [];
  const sorted = [...files.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const tooLarge = [...new Map([...content.values()].flatMap((s) => s.tooLarge ?? []).map((t) => [t.path, t])).values()];

  const renders: RenderedKustomization[] = [];
  const notes: string[] = [];
  let kustomizePaths: PathFacts | undefined;
  if (options.kustomize !== false) {
    const plan = planTree(sorted);
    const relevant = plan.roots.filter((r) => !plan.refused.has(r.dir));
    if (relevant.length > 0) {
      const tool = await findKustomize(options.env);
      // The synced paths whole (kustomize reads files the walk skips: ignored bases, non-YAML inputs),
      // rendered in the same sandbox and budget as `check`.
      const renderRoot = tool ? await materialize(repo.dir, revision, paths, options.maxFileBytes) : repo.dir;
      try {
        const rendered = await renderKustomizeRoots({ files: sorted, roots: relevant.map((r) => r.dir), tool, root: renderRoot, env: options.env, ...(options.maxFileBytes !== undefined ? { maxInputBytes: options.maxFileBytes } : {}) });
        renders.push(...rendered.renders);
        kustomizePaths = rendered.paths;
        notes.push(...rendered.notes);
      } finally {
        if (tool) await removeScratchDir(renderRoot);
      }
    }
  }
  let helm: HelmRenders | undefined;
  if (options.helm !== false) {
    const plan = planHelmTree(sorted);
    if (plan.jobs.length > 0 || plan.notRendered.length > 0) {
      const renderRoot = plan.jobs.length > 0 ? await materialize(repo.dir, revision, paths, options.maxFileBytes) : repo.dir;
      try {
        const rendered = await renderHelmTree({ files: sorted, root: renderRoot, env: options.env, ...(options.maxFileBytes !== undefined ? { maxInputBytes: options.maxFileBytes } : {}) });
        helm = rendered.helm;
        notes.push(...rendered.notes);
      } finally {
        if (plan.jobs.length > 0) await removeScratchDir(renderRoot);
      }
    }
  }
  return {
    ...(helm ? { helm } : {}),
    sources: { files: sorted, crdFiles: [...ownCrds, ...notDefinedIn(shipped, [...sorted, ...ownCrds])], policyFiles, policyRevision: configRevision, headRevision: revision },
    ignored: [...new Map(ignored.map((i) => [i.file, i])).values()],
    renders,
    ...(kustomizePaths ? { kustomizePaths } : {}),
    ...(notes.length > 0 ? { notes } : {}),
    contextRoots: paths,
    revision,
    pathExists,
    tooLarge,
    configRevision,
  };
}

/** The ignore rules of `.driftgateignore` files at a revision (the root's and those under the paths). */
export async function readIgnoreMatcherAt(repository: GitRepository, revision: string, paths: readonly string[], exclude: readonly string[] = []): Promise<IgnoreMatcher> {
  const dirs = paths.map((p) => (p === '.' ? '' : p.replace(/\/+$/, '')));
  const trees = await repository.readTrees({ revision, paths: [...new Set([IGNORE_FILE, ...dirs])], select: isIgnoreFile, maxFileBytes: 1024 * 1024 });
  const files = [...trees.values()].flatMap((s) => s.files.filter((f) => isIgnoreFile(f.path)));
  const ignoreFiles = [...new Map(files.map((f) => [f.path, { dir: path.posix.dirname(f.path), text: f.text ?? new TextDecoder().decode(f.bytes) }])).values()];
  // The same ignore files (the agent reads them at every revision) give the same matcher, which
  // remembers its verdict per path: a revision's 10,000 files are not tested against every rule again.
  const key = JSON.stringify([ignoreFiles.map((f) => [f.dir, f.text]), exclude]);
  if (lastIgnoreMatcher?.key === key) return lastIgnoreMatcher.matcher;
  const matcher = matcherFromIgnoreFiles(ignoreFiles, exclude);
  if (key.length <= MAX_IGNORE_KEY_CHARS) lastIgnoreMatcher = { key, matcher };
  return matcher;
}

/** The last matcher readIgnoreMatcherAt made, by its ignore files' texts and the excludes. */
let lastIgnoreMatcher: { readonly key: string; readonly matcher: IgnoreMatcher } | undefined;
const MAX_IGNORE_KEY_CHARS = 1024 * 1024;
