import type { GitRepository, GitRepositoryOptions } from './repository.js';

/**
 * A GitRepository, with simple-git (and child_process) loaded on first use: most runs of `check`
 * read no revision and start faster without it.
 */
export async function openGitRepository(options: GitRepositoryOptions): Promise<GitRepository> {
  const { GitRepository } = await import('./repository.js');
  return new GitRepository(options);
}
