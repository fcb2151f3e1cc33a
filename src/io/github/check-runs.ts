import { batches, type CheckAnnotation } from './annotations.js';
import type { GitHubClient } from './client.js';
import { GitHubError, toGitHubError } from './errors.js';
import { GITHUB_LIMITS, truncateChars, truncateText } from './limits.js';
import type { RepoRef } from './repository.js';

/** Conclusions a check run can be completed with (`stale` is GitHub's own). */
export const CHECK_CONCLUSIONS = ['success', 'neutral', 'failure', 'action_required', 'cancelled', 'skipped', 'timed_out'] as const;
export type CheckConclusion = (typeof CHECK_CONCLUSIONS)[number];

export interface CheckRunStart {
  /** Shown in the PR's checks list; keep it stable across runs (e.g. `driftgate / check`). */
  readonly name: string;
  /** The commit the run is about: on pull requests the PR head, never the merge commit. */
  readonly headSha: string;
  readonly externalId?: string;
  /** Link from the check run, e.g. the workflow run. */
  readonly detailsUrl?: string;
  /** Title and summary shown while the run is in progress. */
  readonly title?: string;
  readonly summary?: string;
  readonly startedAt?: Date;
}

export interface CheckRunRef {
  readonly id: number;
  readonly name: string;
  readonly headSha: string;
  readonly htmlUrl?: string;
}

export interface CheckRunResult {
  readonly conclusion: CheckConclusion;
  readonly title: string;
  /** Markdown; cut to GitHub's 65,535 bytes at a line break, followed by `overflowNote`. */
  readonly summary: string;
  /** Markdown details; same limit. */
  readonly text?: string;
  readonly annotations: readonly CheckAnnotation[];
  /** Default: GitHub's time of the final update. */
  readonly completedAt?: Date;
  /** Says where the rest is when text or annotations are cut, e.g. "Full report: the SARIF file driftgate.sarif". */
  readonly overflowNote?: string;
  /** Annotations beyond this are not sent (each 50 costs one request). Default 1000. */
  readonly maxAnnotations?: number;
}

export interface CompletedCheckRun extends CheckRunRef {
  readonly annotationsSent: number;
  /** Annotations not sent: over `maxAnnotations`, or in a batch GitHub rejected. */
  readonly annotationsOmitted: number;
  /** Requests that carried annotations. */
  readonly annotationBatches: number;
  readonly summaryTruncated: boolean;
  readonly textTruncated: boolean;
  /** Batches that failed without failing the run (the conclusion was still set). */
  readonly batchErrors: readonly GitHubError[];
}

export const DEFAULT_MAX_ANNOTATIONS = 1000;

/** Creates a check run in progress. */
export async function createCheckRun(client: GitHubClient, repository: RepoRef, start: CheckRunStart): Promise<CheckRunRef> {
  try {
    const response = await client.rest.checks.create({
      ...repository,
      name: start.name,
      head_sha: start.headSha,
      status: 'in_progress',
      ...(start.startedAt ? { started_at: start.startedAt.toISOString() } : {}),
      ...(start.externalId !== undefined ? { external_id: start.externalId } : {}),
      ...(start.detailsUrl !== undefined ? { details_url: start.detailsUrl } : {}),
      ...(start.title !== undefined
        ? { output: { title: truncateChars(start.title, 255), summary: truncateText(start.summary ?? start.title, { maxBytes: GITHUB_LIMITS.checkRunTextBytes, notice: '…' }).text } }
        : {}),
    });
    return { id: response.data.id, name: start.name, headSha: start.headSha, ...(response.data.html_url ? { htmlUrl: response.data.html_url } : {}) };
  } catch (error) {
    throw toGitHubError(error, `create check run "${start.name}"`);
  }
}

/** The output a check run shows: title, summary and details (markdown). */
export interface CheckRunOutput {
  readonly title: string;
  /** Cut to GitHub's 65,535 bytes at a line break, followed by `overflowNote`, if longer. */
  readonly summary: string;
  readonly text?: string;
}

/** What one write sets on a check run: its output, and its conclusion once known. */
export interface CheckRunWrite {
  readonly output: CheckRunOutput;
  /** Completes the run; without it a new run is in progress and an existing one keeps its status. */
  readonly conclusion?: CheckConclusion;
  readonly overflowNote?: string;
}

function outputOf(write: CheckRunWrite): { title: string; summary: string; text?: string } {
  const notice = write.overflowNote ?? 'Output truncated to fit GitHub’s limit.';
  const summary = truncateText(write.output.summary, { maxBytes: GITHUB_LIMITS.checkRunTextBytes, notice }).text;
  const text = write.output.text !== undefined ? truncateText(write.output.text, { maxBytes: GITHUB_LIMITS.checkRunTextBytes, notice }).text : undefined;
  return { title: truncateChars(write.output.title, 255), summary, ...(text !== undefined ? { text } : {}) };
}

/**
 * Creates a check run with its whole output in one request (in progress, or completed when the
 * conclusion is known): a report that is later updated in place with updateCheckRun.
 */
export async function createCheckRunWithOutput(client: GitHubClient, repository: RepoRef, start: Pick<CheckRunStart, 'name' | 'headSha' | 'externalId' | 'detailsUrl'>, write: CheckRunWrite): Promise<CheckRunRef> {
  try {
    const response = await client.rest.checks.create({
      ...repository,
      name: start.name,
      head_sha: start.headSha,
      ...(write.conclusion ? { status: 'completed' as const, conclusion: write.conclusion } : { status: 'in_progress' as const }),
      ...(start.externalId !== undefined ? { external_id: start.externalId } : {}),
      ...(start.detailsUrl !== undefined ? { details_url: start.detailsUrl } : {}),
      output: outputOf(write),
    });
    return { id: response.data.id, name: start.name, headSha: start.headSha, ...(response.data.html_url ? { htmlUrl: response.data.html_url } : {}) };
  } catch (error) {
    throw toGitHubError(error, `create check run "${start.name}"`);
  }
}

/** One PATCH of a check run's output (and conclusion, when given). No annotations. */
export async function updateCheckRun(client: GitHubClient, repository: RepoRef, run: CheckRunRef, write: CheckRunWrite): Promise<void> {
  try {
    await client.rest.checks.update({
      ...repository,
      check_run_id: run.id,
      ...(write.conclusion ? { status: 'completed' as const, conclusion: write.conclusion } : {}),
      output: outputOf(write),
    });
  } catch (error) {
    throw toGitHubError(error, `update check run "${run.name}"`);
  }
}

/**
 * Completes a check run: annotations go out in batches of 50 (GitHub appends each
 * update's annotations), the last batch carries the conclusion. A rejected batch is
 * recorded and skipped; a permission error aborts at once so the caller can fall back.
 */
export async function completeCheckRun(client: GitHubClient, repository: RepoRef, run: CheckRunRef, result: CheckRunResult): Promise<CompletedCheckRun> {
  const max = result.maxAnnotations ?? DEFAULT_MAX_ANNOTATIONS;
  const kept = result.annotations.slice(0, max);
  const notice = result.overflowNote ?? 'Output truncated to fit GitHub’s limit.';
  const summary = truncateText(result.summary, { maxBytes: GITHUB_LIMITS.checkRunTextBytes, notice });
  const text = result.text !== undefined ? truncateText(result.text, { maxBytes: GITHUB_LIMITS.checkRunTextBytes, notice }) : undefined;
  const output = { title: truncateChars(result.title, 255), summary: summary.text, ...(text ? { text: text.text } : {}) };
  const groups = batches(kept, GITHUB_LIMITS.annotationsPerRequest);
  const batchErrors: GitHubError[] = [];
  let sent = 0;
  let sentBatches = 0;

  const update = async (body: { annotations?: readonly CheckAnnotation[]; final: boolean }): Promise<void> => {
    try {
      await client.rest.checks.update({
        ...repository,
        check_run_id: run.id,
        ...(body.final
          ? { status: 'completed' as const, conclusion: result.conclusion, ...(result.completedAt ? { completed_at: result.completedAt.toISOString() } : {}) }
          : {}),
        output: { ...output, ...(body.annotations && body.annotations.length > 0 ? { annotations: [...body.annotations] } : {}) },
      });
    } catch (error) {
      throw toGitHubError(error, `update check run "${run.name}"`);
    }
  };

  // All but the last batch: the run stays in progress while annotations are appended.
  for (const group of groups.slice(0, -1)) {
    try {
      await update({ annotations: group, final: false });
      sent += group.length;
      sentBatches += 1;
    } catch (error) {
      const failure = toGitHubError(error, `update check run "${run.name}"`);
      if (failure.kind === 'forbidden' || failure.kind === 'unauthorized' || failure.kind === 'not-found') throw failure;
      batchErrors.push(failure);
    }
  }
  const last = groups.at(-1) ?? [];
  try {
    await update({ annotations: last, final: true });
    sent += last.length;
    if (last.length > 0) sentBatches += 1;
  } catch (error) {
    const failure = toGitHubError(error, `complete check run "${run.name}"`);
    if (last.length === 0 || failure.kind !== 'invalid') throw failure;
    // GitHub refused the last batch: still set the conclusion, without it.
    batchErrors.push(failure);
    await update({ final: true });
  }
  return {
    ...run,
    annotationsSent: sent,
    annotationsOmitted: result.annotations.length - sent,
    annotationBatches: sentBatches,
    summaryTruncated: summary.truncated,
    textTruncated: text?.truncated ?? false,
    batchErrors,
  };
}
