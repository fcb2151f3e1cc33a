// What the agent reads from Git at one revision: the manifests under the synced path, plus the
// CRD and policy directories the `check` command reads from a checkout, so the agent's gate
// gives the same verdict as `driftgate check` and the Action on the same commit.
import type { SourceFile } from '../core/check/input.js';
import { DEFAULT_CRD_DIR, DEFAULT_POLICIES_DIR } from '../io/check-sources.js';
import { normalizePath, type TreeSnapshot } from '../io/git/repository.js';

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
}

export interface SnapshotReader {
  snapshots(options: { revision: string; paths: readonly string[] }): Promise<Map<string, TreeSnapshot>>;
}

export async function readRevisionSources(reader: SnapshotReader, options: { revision: string; path: string }): Promise<RevisionSources> {
  const path = normalizePath(options.path);
  const trees = await reader.snapshots({ revision: options.revision, paths: [path, DEFAULT_CRD_DIR, DEFAULT_POLICIES_DIR, DRIFT_CONFIG_FILE] });
  const get = (p: string): TreeSnapshot => trees.get(p) ?? { revision: options.revision, path: p, exists: false, files: [], skipped: [] };
  const main = get(path);
  const crds = get(DEFAULT_CRD_DIR);
  const policies = get(DEFAULT_POLICIES_DIR);
  const config = get(DRIFT_CONFIG_FILE);
  const yaml = (s: TreeSnapshot): SourceFile[] => s.files.filter((f) => YAML_FILE.test(f.path)).map((f) => ({ path: f.path, bytes: f.bytes }));
  const configFile = config.files.find((f) => f.path === DRIFT_CONFIG_FILE);
  return {
    revision: main.revision,
    pathExists: main.exists,
    files: yaml(main),
    crdFiles: yaml(crds),
    policyFiles: yaml(policies),
    ...(configFile ? { driftConfig: { path: configFile.path, bytes: configFile.bytes } } : {}),
  };
}
