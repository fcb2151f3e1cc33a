import os from 'node:os';
import path from 'node:path';
import { makeScratchDir, removeScratchDir } from '../scratch-dir.js';
import type { SourceFile } from '../../core/manifest/input.js';
import { isSafeRef, redactUrl } from '../../core/catalog/source.js';
import { parseLsRemoteTags } from '../../core/catalog/tags.js';
import { gitProcess } from '../git/environment.js';
import { GitOperationError, GitRepository, normalizePath, toGitOperationError } from '../git/repository.js';
import { fileTooLarge } from '../fs/read-bounded.js';

/**
 * A git source of catalog CRDs: one shallow clone of one tag into a temporary directory, the
 * YAML files under a path read from it (sizes checked before reading, as check does), then the
 * clone is removed. Nothing is fetched again until the next `crds add`.
 */

export interface GitSourceRead {
  /** The commit the ref named. */
  readonly commit: string;
  /** YAML files under the path, named relative to the source repository's root. */
  readonly files: SourceFile[];
  /** False when the path does not exist at the ref. */
  readonly exists: boolean;
}

const YAML_FILE = /\.ya?ml$/i;
/** One shallow clone of one tag: generous, since `--quiet` gives git's no-output timer nothing to reset it. */
const CLONE_TIMEOUT_MS = 5 * 60_000;

/** The credentials a URL carries, so no git error message can repeat them. */
function urlSecrets(url: string): string[] {
  try {
    const { username, password } = new URL(url);
    return [username, password, decodeURIComponent(username), decodeURIComponent(password)].filter((s) => s.length > 0);
  } catch {
    return [];
  }
}

export async function readGitSource(options: { readonly url: string; readonly ref: string; readonly path?: string; readonly maxBytes: number; readonly timeoutMs?: number }): Promise<GitSourceRead> {
  if (!isSafeRef(options.ref)) throw new GitOperationError(`${JSON.stringify(options.ref)} is not a tag or branch name`, 'invalid');
  const shown = redactUrl(options.url);
  const dir = await makeScratchDir('driftgate-crds-');
  try {
    // A quiet clone prints nothing while it transfers: the no-output timeout must cover the whole transfer.
    const git = gitProcess({ baseDir: dir, timeoutMs: options.timeoutMs ?? CLONE_TIMEOUT_MS });
    try {
      // --no-checkout: the files are read from the object store, so a large project costs its blobs under the path only.
      await git.raw(['clone', '--quiet', '--depth', '1', '--single-branch', '--no-checkout', '--branch', options.ref, '--end-of-options', options.url, 'clone']);
    } catch (error) {
      throw toGitOperationError(error, `clone ${shown} at ${options.ref}`, urlSecrets(options.url));
    }
    const repo = new GitRepository({ dir: path.join(dir, 'clone'), ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}) });
    const commit = await repo.resolveRevision('HEAD');
    const sub = normalizePath(options.path ?? '');
    const snapshot = await repo.readTree({ revision: commit, path: sub, select: (p) => YAML_FILE.test(p), maxFileBytes: options.maxBytes });
    const files: SourceFile[] = [...snapshot.files];
    for (const t of snapshot.tooLarge ?? []) files.push({ path: t.path, bytes: new Uint8Array(0), problem: fileTooLarge(t.size, options.maxBytes) });
    files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return { commit, files, exists: snapshot.exists };
  } finally {
    await removeScratchDir(dir);
  }
}

/** The tags of a remote: one `git ls-remote --tags`, no objects transferred. */
export async function listRemoteTags(options: { readonly url: string; readonly timeoutMs?: number }): Promise<string[]> {
  const git = gitProcess({ baseDir: os.tmpdir(), ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}) });
  try {
    return parseLsRemoteTags(await git.raw(['ls-remote', '--tags', '--end-of-options', options.url]));
  } catch (error) {
    throw toGitOperationError(error, `ls-remote ${redactUrl(options.url)}`, urlSecrets(options.url));
  }
}
