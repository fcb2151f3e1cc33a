import { Octokit } from 'octokit';

/** Where the GitHub client reports retries and rate limits. Never given a token. */
export interface GitHubLog {
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
}

/**
 * Delays, injected so tests run without real waiting. Production uses the defaults:
 * Retry-After and backoff in real seconds, and octokit's own spacing of write requests
 * (1 s between writes, 3 s between writes that notify people).
 */
export interface GitHubTiming {
  /** Milliseconds per second of Retry-After / backoff (octokit's `retryAfterBaseValue`). Default 1000. */
  readonly retryAfterUnitMs?: number;
  /** Minimum spacing between write requests in ms, replacing octokit's defaults. */
  readonly writeSpacingMs?: number;
  /** How to wait for `writeSpacingMs` (default: a timer). */
  readonly sleep?: (ms: number) => Promise<void>;
}

export interface GitHubClientOptions {
  /** A GITHUB_TOKEN, an installation token or a PAT. Its format is not checked (it changes, see policy-ci.md §5.3). */
  readonly token: string;
  /** REST API root, e.g. `$GITHUB_API_URL` on GHES. Default `https://api.github.com`. */
  readonly baseUrl?: string;
  readonly userAgent?: string;
  readonly log?: GitHubLog;
  /** Retries after 5xx and network errors (octokit's retry plugin). Default 3. */
  readonly retries?: number;
  /** Rate-limit retries per request (primary and secondary). Default 2. */
  readonly rateLimitRetries?: number;
  /** Longest Retry-After worth waiting for, in seconds; longer waits give up. Default 120. */
  readonly maxRetryAfterSeconds?: number;
  readonly timing?: GitHubTiming;
}

export type GitHubClient = InstanceType<typeof Octokit>;

const SILENT: GitHubLog = { debug: () => undefined, info: () => undefined, warn: () => undefined };

/**
 * An octokit with the retry plugin (5xx, network errors; backoff 1, 4, 9 s) and the
 * throttling plugin (secondary and primary rate limits, honouring Retry-After), both
 * bundled by the `octokit` package.
 */
export function createGitHubClient(options: GitHubClientOptions): GitHubClient {
  const log = options.log ?? SILENT;
  const unit = options.timing?.retryAfterUnitMs ?? 1000;
  const rateLimitRetries = options.rateLimitRetries ?? 2;
  const maxWait = options.maxRetryAfterSeconds ?? 120;
  const shouldRetry = (kind: string) => (retryAfter: number, request: { method: string; url: string }, _octokit: unknown, retryCount: number): boolean => {
    const retry = retryCount < rateLimitRetries && retryAfter <= maxWait;
    log.warn(
      `GitHub ${kind} rate limit on ${request.method} ${request.url}; ` +
        (retry ? `retrying after ${retryAfter} s (retry ${retryCount + 1} of ${rateLimitRetries})` : `giving up (asked to wait ${retryAfter} s)`),
    );
    return retry;
  };
  const paced = options.timing?.writeSpacingMs !== undefined ? pacedGroup(options.timing.writeSpacingMs, options.timing.sleep ?? sleepFor) : undefined;
  return new Octokit({
    auth: options.token,
    baseUrl: (options.baseUrl ?? 'https://api.github.com').replace(/\/+$/, ''),
    userAgent: options.userAgent ?? 'driftgate',
    log: { debug: (m: string) => log.debug(m), info: (m: string) => log.info(m), warn: (m: string) => log.warn(m), error: (m: string) => log.warn(m) },
    retry: { retries: options.retries ?? 3, retryAfterBaseValue: unit },
    throttle: {
      retryAfterBaseValue: unit,
      onRateLimit: shouldRetry('primary'),
      onSecondaryRateLimit: shouldRetry('secondary'),
      // The plugin only calls `key(id).schedule(options, task, ...args)` on these groups;
      // Bottleneck itself is not a dependency of ours, so a structural stand-in is passed.
      ...(paced ? { write: paced as unknown as never, notifications: paced as unknown as never } : {}),
    },
  });
}

function sleepFor(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A minimal Bottleneck.Group: one task at a time, at least `spacingMs` between starts. */
function pacedGroup(spacingMs: number, sleep: (ms: number) => Promise<void>) {
  let queue: Promise<unknown> = Promise.resolve();
  let last = Number.NEGATIVE_INFINITY;
  let clock = 0;
  const limiter = {
    schedule<T>(_jobOptions: unknown, task: (...args: unknown[]) => Promise<T>, ...args: unknown[]): Promise<T> {
      const run = queue.then(async () => {
        // A logical clock: spacing is counted in scheduled waits, not read from a wall clock.
        const wait = Math.max(0, last + spacingMs - clock);
        if (wait > 0) {
          await sleep(wait);
          clock += wait;
        }
        last = clock;
        return task(...args);
      });
      queue = run.catch(() => undefined);
      return run;
    },
  };
  return { key: () => limiter };
}
