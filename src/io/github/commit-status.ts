import type { GitHubClient } from './client.js';
import { toGitHubError } from './errors.js';
import { GITHUB_LIMITS, truncateChars } from './limits.js';
import type { RepoRef } from './repository.js';

export const COMMIT_STATES = ['pending', 'success', 'failure', 'error'] as const;
export type CommitState = (typeof COMMIT_STATES)[number];

export interface CommitStatus {
  readonly sha: string;
  readonly state: CommitState;
  /** The status's name, e.g. `driftgate/sync`; one status per context per commit is shown. */
  readonly context: string;
  /** Cut to GitHub's 140 characters (a longer one is a 422). */
  readonly description?: string;
  readonly targetUrl?: string;
}

/** Sets a commit status (no annotations; a cheap signal, e.g. for the sync agent). */
export async function setCommitStatus(client: GitHubClient, repository: RepoRef, status: CommitStatus): Promise<void> {
  try {
    await client.rest.repos.createCommitStatus({
      ...repository,
      sha: status.sha,
      state: status.state,
      context: status.context,
      ...(status.description !== undefined ? { description: truncateChars(status.description, GITHUB_LIMITS.statusDescriptionChars) } : {}),
      ...(status.targetUrl !== undefined ? { target_url: status.targetUrl } : {}),
    });
  } catch (error) {
    throw toGitHubError(error, `set commit status "${status.context}"`);
  }
}
