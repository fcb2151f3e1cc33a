// What the agent reads from Git at one revision: the same reading as `driftgate check`
// (io/repository/tree-sources.ts collectRevisionTree): the objects under the synced path with
// ignore files honoured and kustomizations rendered in the same runner, the CRD directory, and
// the policy pack (the shipped default pack when the repository has none). The trusted
// configuration (ignore files, the pack) is read at the last applied revision.
import type { SourceFile } from '../core/manifest/input.js';
import { DEFAULT_FILE_LIMITS } from '../core/manifest/files.js';
import { bundledDefaults } from '../io/fs/package-assets.js';
import { readShipped } from '../io/check-sources.js';
import { normalizePath, type GitRepository } from '../io/git/repository.js';
import { collectRevisionTree, type RevisionTree } from '../io/repository/tree-sources.js';

export const YAML_FILE = /\.ya?ml$/i;
import { DRIFT_CONFIG_FILE } from '../io/repository/diff-sources.js';

/** Drift ignore rules, versioned with the manifests (see docs/agent.md). */
export { DRIFT_CONFIG_FILE };

export interface RevisionSources {
  readonly revision: string;
  /** False when the synced path does not exist at this revision. */
  readonly pathExists: boolean;
  /** The revision as `check` reads it: files, renders, CRDs, the policy pack. */
  readonly tree: RevisionTree;
  /**
   * The last applied revision the trusted configuration was read at; undefined on a first sync
   * (no applied revision), when the shipped defaults are the floor (see core/gate/trusted.ts).
   */
  readonly trustedRevision?: string;
  readonly driftConfig?: SourceFile;
  /** The default pack that ships with driftgate: on a first sync, its waiver limits and CRD-gate severities are the floor. */
  readonly shippedPolicyFiles: readonly SourceFile[];
  /** Manifest files over the size limit: never read from git, refused by the gate with a located finding. */
  readonly tooLarge?: readonly { readonly path: string; readonly size: number }[];
}

export interface RevisionReadOptions {
  readonly revision: string;
  readonly path: string;
  /** The last applied revision: configuration is read there. Absent: a first sync. */
  readonly trustedRevision?: string;
  readonly maxFileBytes?: number;
  /** The environment kustomize is looked up in (PATH). */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The shipped CRD and default pack; default: those of the installed package. */
  readonly fallback?: { readonly crdDir?: string; readonly policiesDir?: string };
}

export async function readRevisionSources(repository: GitRepository, options: RevisionReadOptions): Promise<RevisionSources> {
  const path = normalizePath(options.path);
  // Only YAML files are read, and each only after its recorded size is checked: a repository can
  // hold binaries, a vendored tree or a 2 GB blob, and none of it is ever loaded.
  const maxFileBytes = options.maxFileBytes ?? DEFAULT_FILE_LIMITS.maxBytes;
  const fallback = options.fallback ?? bundledDefaults();
  const tree = await collectRevisionTree({
    repository,
    revision: options.revision,
    ...(options.trustedRevision !== undefined ? { configRevision: options.trustedRevision } : {}),
    paths: [path],
    listAlso: [DRIFT_CONFIG_FILE],
    env: options.env,
    fallback,
    maxFileBytes,
  });
  const shippedPolicyFiles = fallback.policiesDir ? await readShipped(repository.dir, fallback.policiesDir, 'policies') : [];
  const config = (await repository.readTrees({ revision: options.revision, paths: [DRIFT_CONFIG_FILE], select: (p) => YAML_FILE.test(p), maxFileBytes })).get(DRIFT_CONFIG_FILE);
  const configFile = config?.files.find((f) => f.path === DRIFT_CONFIG_FILE);
  const tooLarge = [...new Map([...tree.tooLarge, ...(config?.tooLarge ?? [])].map((t) => [t.path, t])).values()];
  return {
    revision: tree.revision,
    pathExists: tree.pathExists,
    tree,
    shippedPolicyFiles,
    ...(options.trustedRevision !== undefined ? { trustedRevision: options.trustedRevision } : {}),
    ...(configFile ? { driftConfig: configFile } : {}),
    ...(tooLarge.length > 0 ? { tooLarge } : {}),
  };
}
