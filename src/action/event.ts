/**
 * The workflow's triggering event, from `$GITHUB_EVENT_PATH` and the `GITHUB_*`
 * variables, reduced to what driftgate needs: which commit to report on and what to
 * compare it with.
 */
import { isRecord } from '../core/manifest/manifest.js';

export interface PullRequestEvent {
  readonly number: number;
  /** The PR head commit: check runs go here (GITHUB_SHA is the merge commit on `pull_request`). */
  readonly headSha: string;
  /** The base branch commit the event carries. */
  readonly baseSha: string;
  readonly baseRef: string;
  readonly headRef: string;
  /** The head lives in another repository: the token is read-only under `pull_request`. */
  readonly fromFork: boolean;
}

/** A `workflow_run` event: the second stage of the fork-PR split (see docs/action.md). */
export interface WorkflowRunEvent {
  readonly id: number;
  /** The commit the first stage ran on (trusted: GitHub writes it, not the PR). */
  readonly headSha: string;
  /** The event that triggered the first stage, e.g. `pull_request`. */
  readonly event: string;
  readonly htmlUrl?: string;
  /** PR numbers GitHub lists for the run (empty for PRs from forks). */
  readonly pullRequests: readonly number[];
}

export interface EventContext {
  /** `GITHUB_EVENT_NAME`, e.g. `pull_request`. */
  readonly name: string;
  /** The commit results are reported on. */
  readonly headSha: string;
  /** The commit to compare with, when the event has one (PR base, push `before`). */
  readonly baseSha?: string;
  readonly pullRequest?: PullRequestEvent;
  readonly workflowRun?: WorkflowRunEvent;
}

export class EventError extends Error {
  override readonly name = 'EventError';
}

const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target', 'pull_request_review', 'pull_request_review_comment']);
const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
const ZERO_SHA = /^0+$/;

function field(value: unknown, ...keys: string[]): unknown {
  let node = value;
  for (const key of keys) {
    if (!isRecord(node)) return undefined;
    node = node[key];
  }
  return node;
}

function sha(value: unknown, where: string): string {
  if (typeof value !== 'string' || !SHA.test(value)) throw new EventError(`the event payload's ${where} is not a commit SHA (got ${JSON.stringify(value)})`);
  return value;
}

/**
 * Reads the event. `payload` is the parsed `$GITHUB_EVENT_PATH` (unknown: it is checked
 * here); `sha` is `$GITHUB_SHA`.
 */
export function parseEvent(input: { readonly name: string; readonly payload: unknown; readonly sha: string }): EventContext {
  const { name, payload } = input;
  if (PULL_REQUEST_EVENTS.has(name)) {
    const pr = field(payload, 'pull_request');
    if (!isRecord(pr)) throw new EventError(`a ${name} event without a pull_request object in its payload`);
    const number = pr['number'];
    if (typeof number !== 'number' || !Number.isInteger(number) || number < 1) throw new EventError(`the event payload's pull_request.number is not a PR number (got ${JSON.stringify(number)})`);
    const headSha = sha(field(pr, 'head', 'sha'), 'pull_request.head.sha');
    const baseSha = sha(field(pr, 'base', 'sha'), 'pull_request.base.sha');
    const headRepo = field(pr, 'head', 'repo', 'full_name');
    const baseRepo = field(pr, 'base', 'repo', 'full_name');
    // A deleted fork has head.repo null: treat it as a fork too.
    const fromFork = typeof baseRepo === 'string' && headRepo !== baseRepo;
    return {
      name,
      headSha,
      baseSha,
      pullRequest: {
        number,
        headSha,
        baseSha,
        baseRef: String(field(pr, 'base', 'ref') ?? ''),
        headRef: String(field(pr, 'head', 'ref') ?? ''),
        fromFork,
      },
    };
  }
  if (name === 'workflow_run') {
    const run = field(payload, 'workflow_run');
    if (!isRecord(run)) throw new EventError('a workflow_run event without a workflow_run object in its payload');
    const headSha = sha(run['head_sha'], 'workflow_run.head_sha');
    const id = run['id'];
    const pulls = Array.isArray(run['pull_requests']) ? run['pull_requests'] : [];
    return {
      name,
      headSha,
      workflowRun: {
        id: typeof id === 'number' ? id : 0,
        headSha,
        event: String(run['event'] ?? ''),
        ...(typeof run['html_url'] === 'string' ? { htmlUrl: run['html_url'] } : {}),
        pullRequests: pulls.map((p: unknown) => field(p, 'number')).filter((n): n is number => typeof n === 'number' && Number.isInteger(n) && n > 0),
      },
    };
  }
  const headSha = sha(input.sha, 'GITHUB_SHA');
  if (name === 'push') {
    const before = field(payload, 'before');
    const after = field(payload, 'after');
    const head = typeof after === 'string' && SHA.test(after) ? after : headSha;
    // A new branch has before = 000…0: nothing to compare with.
    if (typeof before === 'string' && SHA.test(before) && !ZERO_SHA.test(before)) return { name, headSha: head, baseSha: before };
    return { name, headSha: head };
  }
  return { name, headSha };
}
