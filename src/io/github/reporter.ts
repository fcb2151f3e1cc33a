import { completeCheckRun, createCheckRun, createCheckRunWithOutput, updateCheckRun, type CheckRunRef, type CheckRunResult, type CheckRunStart, type CheckRunWrite, type CompletedCheckRun } from './check-runs.js';
import { createGitHubClient, type GitHubClient, type GitHubClientOptions } from './client.js';
import { setCommitStatus, type CommitStatus } from './commit-status.js';
import { upsertComment, type CommentUpsert, type CommentUpsertResult } from './pr-comment.js';
import { getPullRequest, type PullRequestHead } from './pull-requests.js';
import type { RepoRef } from './repository.js';

/**
 * What driftgate reports to GitHub, for one repository. The Action uses check runs and
 * the PR comment; the sync agent uses commit statuses and check runs. Every method
 * throws a GitHubError (with a `kind`) when GitHub refuses after retries; callers decide
 * how to degrade, and a failed report never changes a verdict.
 */
export interface GitHubReporter {
  readonly repository: RepoRef;
  /** Creates a check run in progress on `headSha`. */
  createCheckRun(start: CheckRunStart): Promise<CheckRunRef>;
  /** Sends annotations in batches of 50, then completes the run with its conclusion. */
  completeCheckRun(run: CheckRunRef, result: CheckRunResult): Promise<CompletedCheckRun>;
  /** Creates and completes a check run in one go (for reporters that have the result already). */
  publishCheckRun(run: CheckRunStart & CheckRunResult): Promise<CompletedCheckRun>;
  /** Creates a check run with its output in one request, to be updated in place later. */
  createCheckRunWithOutput(start: Pick<CheckRunStart, 'name' | 'headSha' | 'externalId' | 'detailsUrl'>, write: CheckRunWrite): Promise<CheckRunRef>;
  /** Replaces a check run's output (and sets its conclusion, when given) in one request. */
  updateCheckRun(run: CheckRunRef, write: CheckRunWrite): Promise<void>;
  setCommitStatus(status: CommitStatus): Promise<void>;
  /** Creates or updates the one comment carrying `marker`. */
  upsertComment(comment: CommentUpsert): Promise<CommentUpsertResult>;
  /** A pull request's state and head commit. */
  getPullRequest(number: number): Promise<PullRequestHead>;
}

export interface GitHubReporterOptions {
  readonly repository: RepoRef;
  /** An existing client, or the options to create one (with retry and throttling). */
  readonly client: GitHubClient | GitHubClientOptions;
}

export function createGitHubReporter(options: GitHubReporterOptions): GitHubReporter {
  const client = 'rest' in options.client ? options.client : createGitHubClient(options.client);
  const repository = options.repository;
  return {
    repository,
    createCheckRun: (start) => createCheckRun(client, repository, start),
    completeCheckRun: (run, result) => completeCheckRun(client, repository, run, result),
    publishCheckRun: async (run) => completeCheckRun(client, repository, await createCheckRun(client, repository, run), run),
    createCheckRunWithOutput: (start, write) => createCheckRunWithOutput(client, repository, start, write),
    updateCheckRun: (run, write) => updateCheckRun(client, repository, run, write),
    setCommitStatus: (status) => setCommitStatus(client, repository, status),
    upsertComment: (comment) => upsertComment(client, repository, comment),
    getPullRequest: (number) => getPullRequest(client, repository, number),
  };
}
