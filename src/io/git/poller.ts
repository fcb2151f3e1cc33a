/**
 * Watches a branch for new heads: one `ls-remote` per interval (with jitter so a fleet of agents
 * does not poll in lockstep), and at once when `trigger()` is called (a verified push webhook).
 * Time, sleeping and randomness are injected so tests never wait for real.
 */

export interface PollClock {
  now(): number;
  /** Resolves after `ms`, or early (without throwing) when the signal aborts. */
  sleep(ms: number, signal: AbortSignal): Promise<void>;
}

export const realPollClock: PollClock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve) => {
      if (signal.aborted) return resolve();
      const timer = setTimeout(done, ms);
      function done(): void {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      }
      signal.addEventListener('abort', done, { once: true });
    }),
};

export interface HeadSource {
  remoteHead(): Promise<string>;
}

export interface PollOutcome {
  /** 'changed' when the head differs from the last handled one. */
  readonly kind: 'changed' | 'unchanged' | 'error';
  readonly head?: string;
  readonly error?: unknown;
}

export interface RevisionPollerOptions {
  readonly source: HeadSource;
  readonly intervalMs: number;
  /** Fraction of the interval added at random, e.g. 0.1 → up to +10 %. */
  readonly jitter?: number;
  readonly random?: () => number;
  readonly clock?: PollClock;
  /**
   * Called with each new head. If it throws, the head is not marked handled and is offered
   * again on the next poll (with backoff); the previously applied revision stays in place.
   */
  readonly onRevision: (head: string) => Promise<void>;
  /** Every poll's outcome, for conditions, metrics and logs. */
  readonly onPoll?: (outcome: PollOutcome) => void;
  /** Backoff after failures: doubles from this (default 1 s) up to the interval. */
  readonly minBackoffMs?: number;
  /** The head already applied (e.g. re-derived after a restart), so it is not re-applied. */
  readonly initialHead?: string;
}

export class RevisionPoller {
  private readonly options: RevisionPollerOptions;
  private readonly clock: PollClock;
  private handled: string | undefined;
  private wake = new AbortController();
  private readonly stopped = new AbortController();
  private triggered = false;
  private failures = 0;
  private loop: Promise<void> | undefined;

  constructor(options: RevisionPollerOptions) {
    if (!(options.intervalMs > 0)) throw new RangeError('intervalMs must be positive');
    this.options = options;
    this.clock = options.clock ?? realPollClock;
    this.handled = options.initialHead;
  }

  /** The last head that was handled successfully. */
  get lastHandled(): string | undefined {
    return this.handled;
  }

  start(): void {
    this.loop ??= this.run();
  }

  /** Poll now (coalesces with a poll already running: at most one more poll follows it). */
  trigger(): void {
    this.triggered = true;
    this.wake.abort();
  }

  async stop(): Promise<void> {
    this.stopped.abort();
    this.wake.abort();
    await this.loop;
  }

  /** One poll: ls-remote, then onRevision when the head moved. Exposed for tests and benchmarks. */
  async pollOnce(): Promise<PollOutcome> {
    let head: string;
    try {
      head = await this.options.source.remoteHead();
    } catch (error) {
      return this.report({ kind: 'error', error });
    }
    if (head === this.handled) return this.report({ kind: 'unchanged', head });
    try {
      await this.options.onRevision(head);
    } catch (error) {
      return this.report({ kind: 'error', head, error });
    }
    this.handled = head;
    return this.report({ kind: 'changed', head });
  }

  /** The delay before the next poll after this outcome. */
  nextDelay(outcome: PollOutcome): number {
    const interval = this.options.intervalMs;
    if (outcome.kind === 'error') {
      const min = this.options.minBackoffMs ?? 1000;
      return Math.min(interval, min * 2 ** Math.min(this.failures - 1, 20));
    }
    const jitter = this.options.jitter ?? 0.1;
    const random = this.options.random ?? Math.random;
    return Math.round(interval * (1 + jitter * random()));
  }

  private report(outcome: PollOutcome): PollOutcome {
    this.failures = outcome.kind === 'error' ? this.failures + 1 : 0;
    this.options.onPoll?.(outcome);
    return outcome;
  }

  private async run(): Promise<void> {
    while (!this.stopped.signal.aborted) {
      this.triggered = false;
      const outcome = await this.pollOnce();
      if (this.stopped.signal.aborted) return;
      if (this.triggered) continue; // a webhook arrived during the poll: look again at once
      this.wake = new AbortController();
      await this.clock.sleep(this.nextDelay(outcome), this.wake.signal);
    }
  }
}
