import { isRecord } from '../../core/manifest/manifest.js';
/** How a GitHub call failed, as the callers need to tell it apart. */
export const GITHUB_FAILURE_KINDS = [
  /** 403 without a rate limit: a read-only token (fork PRs, Dependabot) or missing `permissions:`. */
  'forbidden',
  /** 401: the token is wrong or expired. */
  'unauthorized',
  'not-found',
  /** 422: GitHub rejected the request body. */
  'invalid',
  /** Rate limited and retries were used up. */
  'rate-limited',
  /** 5xx or a network error after retries. */
  'unavailable',
  'unexpected',
] as const;
export type GitHubFailureKind = (typeof GITHUB_FAILURE_KINDS)[number];

/** A failed GitHub call. The message names the operation and GitHub's answer, never the token. */
export class GitHubError extends Error {
  override readonly name = 'GitHubError';
  constructor(
    message: string,
    readonly details: { readonly kind: GitHubFailureKind; readonly operation: string; readonly status?: number },
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  get kind(): GitHubFailureKind {
    return this.details.kind;
  }
}

/** Turns whatever octokit threw into a GitHubError. */
export function toGitHubError(error: unknown, operation: string): GitHubError {
  if (error instanceof GitHubError) return error;
  const status = isRecord(error) && typeof error['status'] === 'number' ? error['status'] : undefined;
  const raw = error instanceof Error ? error.message : String(error);
  // octokit appends " - https://docs.github.com/..."; keep GitHub's own words.
  const said = raw.replace(/ - https:\/\/docs\.github\.com\S*$/, '');
  const kind = classify(status, said);
  return new GitHubError(`${operation} failed${status !== undefined ? ` (HTTP ${status})` : ''}: ${said}`, { kind, operation, ...(status !== undefined ? { status } : {}) }, { cause: error });
}

function classify(status: number | undefined, message: string): GitHubFailureKind {
  if (status === undefined) return 'unexpected';
  if (status === 401) return 'unauthorized';
  if (status === 429 || (status === 403 && /rate limit/i.test(message))) return 'rate-limited';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 422) return 'invalid';
  if (status >= 500) return 'unavailable';
  return 'unexpected';
}
