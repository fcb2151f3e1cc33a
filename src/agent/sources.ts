// What the agent reads from Git at one revision: the manifests under the synced path, plus the
// CRD and policy directories the `check` command reads from a checkout, so the agent's gate
// gives the same verdict as `driftgate check` and the Action on the same commit.
import type { SourceFile } from '../core/check/input.js';
import { DEFAULT_CRD_DIR, DEFAULT_POLICIES_DIR } from '../io/check-sources.js';
import { DEFAULT_FILE_LIMITS } from '../core/manifest/files.js';
import { normalizePath, type TreeReadLimits, type TreeSnapshot } from '../io/git/repository.js';

export const YAML_FILE = /\.ya?ml$/i;
/** Drift ignore rules, versioned with the manifests (see docs/agent.md). */
export const DRIFT_CONFIG_FILE = '.driftgate/drift.yaml';

export interface RevisionSources {
  readonly revision: string;
  /** False when the synced path does not exist at this revision. */
  readonly pathExists: boolean;
  readonly files: SourceFile[];
  readonly crdFiles: SourceFile[];
  readonly policyFiles: SourceFile[];
  readonly driftConfig?: SourceFile;
  /** Manifest files over the size limit: never read from git, refused by the gate with a located finding. */
  readonly tooLarge?: readonly { readonly path: string; readonly size: number }[];
}

export interface SnapshotReader {
  snapshots(options: { revision: string; paths: readonly string[] } & TreeReadLimits): Promise<Map<string, TreeSnapshot>>;
}

export async function readRevisionSources(reader: SnapshotReader, options: { revision: string; path: string; maxFileBytes?: number }): Promise<RevisionSources> {
  const path = normalizePath(options.path);
  // Only YAML files are read, and each only after its recorded size is checked: a repository can
  // hold binaries, a vendored tree or a 2 GB blob, and none of it is ever loaded.
  const maxFileBytes = options.maxFileBytes ?? DEFAULT_FILE_LIMITS.maxBytes;
  const trees = await reader.snapshots({
    revision: options.revision,
    paths: [path, DEFAULT_CRD_DIR, DEFAULT_POLICIES_DIR, DRIFT_CONFIG_FILE],
    select: (p) => YAML_FILE.test(p),
    maxFileBytes,
  });
  const get = (p: string): TreeSnapshot => trees.get(p) ?? { revision: options.revision, path: p, exists: false, files: [], skipped: [] };
  const main = get(path);
  const crds = get(DEFAULT_CRD_DIR);
  const policies = get(DEFAULT_POLICIES_DIR);
  const config = get(DRIFT_CONFIG_FILE);
  const yaml = (s: TreeSnapshot): SourceFile[] => s.files.filter((f) => YAML_FILE.test(f.path)).map((f) => ({ path: f.path, bytes: f.bytes }));
  const configFile = config.files.find((f) => f.path === DRIFT_CONFIG_FILE);
  const tooLarge = [...new Map([main, crds, policies, config].flatMap((s) => s.tooLarge ?? []).map((t) => [t.path, t])).values()];
  return {
    revision: main.revision,
    pathExists: main.exists,
    files: yaml(main),
    crdFiles: yaml(crds),
    policyFiles: yaml(policies),
    ...(configFile ? { driftConfig: { path: configFile.path, bytes: configFile.bytes } } : {}),
    ...(tooLarge.length > 0 ? { tooLarge } : {}),
  };
}
