// The GitHub reporting library: check runs with batched annotations, commit statuses,
// one upserted PR comment, the job summary and workflow-command annotations.
// Used by the Action (src/action/) and the sync agent.
export { annotationFromFinding, annotationLevel, annotationsFromFindings, batches, type AnnotationLevel, type CheckAnnotation } from './annotations.js';
export { CHECK_CONCLUSIONS, DEFAULT_MAX_ANNOTATIONS, type CheckConclusion, type CheckRunOutput, type CheckRunRef, type CheckRunResult, type CheckRunStart, type CheckRunWrite, type CompletedCheckRun } from './check-runs.js';
export { createGitHubClient, type GitHubClient, type GitHubClientOptions, type GitHubLog, type GitHubTiming } from './client.js';
export { COMMIT_STATES, type CommitState, type CommitStatus } from './commit-status.js';
export { GitHubError, GITHUB_FAILURE_KINDS, toGitHubError, type GitHubFailureKind } from './errors.js';
export { appendStepSummary, type StepSummaryAppend } from './job-summary.js';
export { GITHUB_LIMITS, prefixWithinBytes, truncateChars, truncateText, utf8Bytes } from './limits.js';
export { commentMarker, type CommentUpsert, type CommentUpsertResult } from './pr-comment.js';
export { getPullRequest, type PullRequestHead } from './pull-requests.js';
export { createGitHubReporter, type GitHubReporter, type GitHubReporterOptions } from './reporter.js';
export { formatRepository, parseRepository, type RepoRef } from './repository.js';
export { fallbackAnnotationCommands } from './workflow-commands.js';
