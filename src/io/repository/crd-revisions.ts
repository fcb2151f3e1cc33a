// What `driftgate crd-diff --base` and the Action's crd-diff read for the gate
// (core/gate/judge.ts): the CRDs at two revisions, as the check and the agent read the
// repository (the named paths and deploy/crds, less what the base's ignore files leave out),
// and the gate's configuration at the trusted revision.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SourceFile } from '../../core/manifest/input.js';
import { DEFAULT_CONFIG, parseCrdCompatConfig, type CrdCompatConfig } from '../../core/crd-compat/config.js';
import type { Finding } from '../../core/findings/finding.js';
import { configChangeFindings } from '../../core/check/config-changes.js';
import { findRepositoryRoot } from '../fs/repository-root.js';
import { GitRepository } from '../git/repository.js';
import { readIgnoreMatcherAt } from './tree-sources.js';
import type { GateInput } from '../../core/gate/judge.js';
import { duplicateFindings } from '../../core/schema/crd-set.js';
import type { CrdLiveReader } from '../kube/crd-live.js';
import { readLiveCrdData } from '../kube/live-crds.js';
import { CrdInputError, DEFAULT_CONFIG_FILE, readCrdManifests } from './crd-files.js';
import { CRD_KIND } from '../../core/kube/crd.js';
import { fileIncludes } from '../../core/manifest/files.js';

// What needs no git lives in crd-files.ts: crd-diff on two paths loads only that.
export { CrdInputError, DEFAULT_CONFIG_FILE, readCrdManifests };

const DEFAULT_CRD_DIR = 'deploy/crds';
const YAML_FILE = /\.ya?ml$/i;

/**
 * Two revisions of the repository around cwd; paths are relative to the repository root. The
 * CRDs compared are those the check and the agent read: under the named paths and the CRD
 * directory (deploy/crds), less what the ignore files at the base revision leave out. A CRD
 * deleted, or moved out of those paths or into an ignored one, is a removed CRD.
 */
export async function readCrdRevisions(cwd: string, base: string, head: string, positionals: readonly string[]): Promise<{ base: SourceFile[]; head: SourceFile[]; root: string }> {
  const root = await findRepositoryRoot(cwd);
  if (!existsSync(path.join(root, '.git'))) throw new CrdInputError(`--base needs a git repository; ${cwd} is not inside one`);
  const repo = new GitRepository({ dir: root });
  const named = (positionals.length > 0 ? positionals : ['.']).map((p) => path.relative(root, path.resolve(cwd, p)) || '.');
  const paths = named.includes('.') ? named : [...new Set([...named, DEFAULT_CRD_DIR])];
  const [baseRev = '', headRev = ''] = await repo.resolveRevisions([base, head]);
  // What a pull request adds to an ignore file does not hide its own changes: read at the base.
  const ignore = await readIgnoreMatcherAt(repo, baseRev, paths);
  const kept = (p: string): boolean => YAML_FILE.test(p) && ignore.ignored(p) === undefined;
  const changed = await repo.changedFiles({ base: baseRev, head: headRev, paths });
  const candidates = changed.filter((c) => YAML_FILE.test(c.path));
  // Unchanged files cannot introduce a change: only changed YAML files are read, at both revisions.
  const readAt = async (revision: string, keep: (p: string) => boolean): Promise<SourceFile[]> => {
    const wanted = candidates.filter((c) => keep(c.path));
    const read = await repo.readFilesAtRevision({ revision, paths: wanted.map((c) => c.path) });
    return wanted.flatMap((c) => {
      const file = read.get(c.path);
      return file && 'bytes' in file ? [{ path: c.path, bytes: file.bytes }] : [];
    });
  };
  const [baseFiles, headChanged] = await Promise.all([readAt(baseRev, (p) => YAML_FILE.test(p)), readAt(headRev, kept)]);
  // A CRD whose file changed at base may live on unchanged elsewhere in the paths at head (a
  // move within them): those files are read too, so the CRD pairs with itself and is not removed.
  const changedPaths = new Set(candidates.map((c) => c.path));
  const headFiles = [...headChanged];
  if (baseFiles.some((f) => fileIncludes(f, CRD_KIND))) {
    for (const tree of (await repo.readTrees({ revision: headRev, paths, select: kept })).values()) {
      for (const f of tree.files) {
        if (changedPaths.has(f.path) || !kept(f.path)) continue;
        if (fileIncludes(f, CRD_KIND)) headFiles.push(f);
      }
    }
  }
  // Base files share their paths with head files; findings located in them (removals) name the
  // revision as git does (`REV:path`), so a line number is never read against the wrong file.
  return { base: baseFiles.map((f) => ({ ...f, path: `${base}:${f.path}` })), head: headFiles, root };
}

/**
 * With --base: the configuration at the trusted revision (the base), so a pull request cannot
 * loosen the gate that judges it; a difference at the head is a `gate/policy-changed` finding.
 */
export async function loadTrustedCrdConfig(options: { cwd: string; root: string; explicit: string | undefined; trusted: string; base: string; head: string; findings: Finding[] }): Promise<CrdCompatConfig | undefined> {
  const repo = new GitRepository({ dir: options.root });
  const relative = (options.explicit !== undefined ? path.relative(options.root, path.resolve(options.cwd, options.explicit)) : DEFAULT_CONFIG_FILE).split(path.sep).join('/');
  if (relative.startsWith('..')) throw new CrdInputError(`--config ${options.explicit ?? ''}: with --base the file must be inside the repository`);
  const [trustedRev = '', headRev = '', baseRev = ''] = await repo.resolveRevisions([options.trusted, options.head, options.base]);
  const [atBase, atHead, atMergeBase] = await Promise.all([
    repo.readFileAtRevision({ revision: trustedRev, path: relative }),
    repo.readFileAtRevision({ revision: headRev, path: relative }),
    repo.readFileAtRevision({ revision: baseRev, path: relative }),
  ]);
  // What this change did to the file is measured from --base; what judges it is the trusted revision.
  options.findings.push(
    ...configChangeFindings({ base: atMergeBase ? [{ path: relative, bytes: atMergeBase }] : [], head: atHead ? [{ path: relative, bytes: atHead }] : [] }),
  );
  if (!atBase) {
    if (options.explicit !== undefined && !atHead) throw new CrdInputError(`--config ${options.explicit}: no such file at ${options.trusted} or ${options.head}`);
    return DEFAULT_CONFIG;
  }
  const parsed = parseCrdCompatConfig(new TextDecoder().decode(atBase), { file: relative });
  options.findings.push(...parsed.findings);
  return parsed.findings.some((f) => f.severity === 'error') ? undefined : parsed.config;
}

export interface CrdGateReadOptions {
  readonly cwd: string;
  readonly base: string;
  readonly head: string;
  /** Paths to compare (default: the whole repository); deploy/crds always. */
  readonly paths?: readonly string[];
  /** --config: the gate's configuration file (default policies/crd-compat.yaml). */
  readonly configFile?: string;
  /** The revision the configuration is read at (default: base). */
  readonly trusted?: string;
  /** With cluster credentials: the live CRDs, stored objects and the object counts of removed CRDs. */
  readonly live?: CrdLiveReader;
}

/**
 * Everything the gate needs to judge the CRDs of a pull request (crd-diff --base, the Action):
 * a GateInput, or the configuration's problems when it cannot be used (exit code 2).
 */
export async function readCrdGate(options: CrdGateReadOptions): Promise<{ readonly input?: GateInput; readonly findings: Finding[] }> {
  const inputs = await readCrdRevisions(options.cwd, options.base, options.head, options.paths ?? []);
  const findings: Finding[] = [];
  const config = await loadTrustedCrdConfig({ cwd: options.cwd, root: inputs.root, explicit: options.configFile, trusted: options.trusted ?? options.base, base: options.base, head: options.head, findings });
  if (config === undefined) return { findings };
  const base = readCrdManifests(inputs.base, findings, 'base');
  const head = readCrdManifests(inputs.head, findings, 'head');
  findings.push(...duplicateFindings(head));
  const headNames = new Set(head.map((m) => m.object.metadata.name));
  const live = options.live ? await readLiveCrdData(options.live, { head, removed: base.filter((m) => !headNames.has(m.object.metadata.name)) }) : undefined;
  return { input: { crd: { base, head, config }, ...(live ? { live } : {}), findings }, findings };
}
