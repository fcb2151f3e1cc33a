import type { GitHubClient } from './client.js';
import { toGitHubError } from './errors.js';
import type { RepoRef } from './repository.js';

export interface PullRequestHead {
  readonly number: number;
  readonly state: 'open' | 'closed';
  /** The commit the PR currently proposes. */
  readonly headSha: string;
  /** `owner/name` of the head repository (another repository for a fork); undefined when it was deleted. */
  readonly headRepository?: string;
  /** Set once merged: the commit the merge made on the base branch (merge, squash or rebase). */
  readonly mergeCommitSha?: string;
  readonly merged?: boolean;
}

/** Reads a pull request's state and head commit (e.g. to check a claim about which PR a result belongs to). */
export async function getPullRequest(client: GitHubClient, repository: RepoRef, number: number): Promise<PullRequestHead> {
  try {
    const { data } = await client.rest.pulls.get({ ...repository, pull_number: number });
    return {
      number: data.number,
      state: data.state === 'open' ? 'open' : 'closed',
      headSha: data.head.sha,
      ...(data.head.repo?.full_name ? { headRepository: data.head.repo.full_name } : {}),
      ...(data.merged ? { merged: true } : {}),
      ...(data.merge_commit_sha ? { mergeCommitSha: data.merge_commit_sha } : {}),
    };
  } catch (error) {
    throw toGitHubError(error, `read pull request #${number}`);
  }
}
