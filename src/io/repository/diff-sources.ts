// What a drift preview (`driftgate diff`, the Action's drift-preview) reads: the manifests of the
// work tree, or those a change touched between two revisions, and the drift ignore rules.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SourceFile } from '../../core/manifest/input.js';
import { collectYamlFiles } from '../fs/manifest-files.js';
import { GitRepository } from '../git/repository.js';

/** Drift ignore rules, versioned with the manifests (see docs/agent.md). */
export const DRIFT_CONFIG_FILE = '.driftgate/drift.yaml';
const YAML_FILE = /\.ya?ml$/i;

export interface DiffSources {
  readonly headFiles: SourceFile[];
  /** With a base: the changed files as they were there (deleted ones are previewed as pruned). */
  readonly baseFiles?: SourceFile[];
  readonly configText?: string;
}

export async function readDiffSources(options: { readonly root: string; readonly paths: readonly string[]; readonly base?: string; readonly head?: string }): Promise<DiffSources> {
  const { root, paths } = options;
  if (options.base === undefined) {
    return {
      headFiles: await collectYamlFiles({ root, paths }),
      ...(await readFile(path.join(root, DRIFT_CONFIG_FILE), 'utf8').then(
        (configText) => ({ configText }),
        () => ({}),
      )),
    };
  }
  const repo = new GitRepository({ dir: root });
  const baseRev = await repo.resolveRevision(options.base);
  const headRev = await repo.resolveRevision(options.head ?? 'HEAD');
  const changed = (await repo.changedFiles({ base: baseRev, head: headRev, paths })).filter((c) => YAML_FILE.test(c.path));
  const read = async (revision: string, files: readonly string[]): Promise<SourceFile[]> => {
    const found = await repo.readFilesAtRevision({ revision, paths: files });
    return files.flatMap((f) => {
      const file = found.get(f);
      return file && 'bytes' in file ? [{ path: f, bytes: file.bytes }] : [];
    });
  };
  const headFiles = await read(headRev, changed.filter((c) => c.status !== 'deleted').map((c) => c.path));
  const baseFiles = await read(baseRev, changed.filter((c) => c.status !== 'added').map((c) => c.path));
  const config = await repo.readFileAtRevision({ revision: headRev, path: DRIFT_CONFIG_FILE });
  return { headFiles, baseFiles, ...(config ? { configText: new TextDecoder().decode(config) } : {}) };
}
