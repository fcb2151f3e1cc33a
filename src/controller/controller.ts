// The reconcile loop: N workers take keys from one workqueue and call the reconciler, and
// the reconciler's outcome decides what happens to the key (one table, below). Reconcile is
// level-based: it gets a key, never an event, and must re-derive everything from the cache.
import { setMaxListeners } from 'node:events';
import type { Clock } from '../core/ports/clock.js';
import type { ControllerMetrics, ReconcileResultLabel } from './metrics.js';
import { defaultControllerRateLimiter, type RateLimiter } from './rate-limiter.js';
import { WorkQueue } from './workqueue.js';

export interface ReconcileRequest {
  readonly key: string;
  /** Aborts when the controller stops (shutdown deadline, lost leadership). */
  readonly signal: AbortSignal;
}

/** What to do with the key afterwards; `{}` means done until the next event. */
export interface ReconcileResult {
  /** Retry through the rate limiter (e.g. after a 409 conflict: re-read, then retry). */
  readonly requeue?: boolean;
  /** Look again after this long (e.g. waiting for a namespace to finish terminating). */
  readonly requeueAfterMs?: number;
}

/** An error retrying cannot fix: counted as an error, never retried (the next event or resync will call again). */
export class TerminalError extends Error {
  override readonly name = 'TerminalError';
}

export interface Reconciler {
  reconcile(request: ReconcileRequest): Promise<ReconcileResult>;
}

export interface ControllerOptions {
  readonly name: string;
  readonly reconciler: Reconciler;
  readonly clock: Clock;
  readonly workers?: number;
  readonly rateLimiter?: RateLimiter;
  readonly metrics?: ControllerMetrics;
  readonly log?: (message: string, fields?: Record<string, unknown>) => void;
}

export class Controller {
  readonly name: string;
  readonly queue: WorkQueue;
  readonly #reconciler: Reconciler;
  readonly #clock: Clock;
  readonly #workers: number;
  readonly #metrics: ControllerMetrics | undefined;
  readonly #log: ((message: string, fields?: Record<string, unknown>) => void) | undefined;
  #abort = new AbortController();
  #running: Promise<void>[] = [];
  #started = false;

  constructor(options: ControllerOptions) {
    this.name = options.name;
    this.#reconciler = options.reconciler;
    this.#clock = options.clock;
    this.#workers = Math.max(1, options.workers ?? 1);
    this.#metrics = options.metrics;
    this.#log = options.log;
    // Every in-flight API request of every worker listens on this one signal; that is not a leak.
    setMaxListeners(0, this.#abort.signal);
    this.queue = new WorkQueue({
      name: options.name,
      clock: options.clock,
      rateLimiter: options.rateLimiter ?? defaultControllerRateLimiter(options.clock),
      ...(options.metrics ? { observer: options.metrics.queueObserver(options.name) } : {}),
    });
  }

  enqueue(key: string): void {
    this.queue.add(key);
  }

  get started(): boolean {
    return this.#started;
  }

  /** Starts the workers. Call only after the informers have synced. */
  start(): void {
    if (this.#started) return;
    this.#started = true;
    for (let i = 0; i < this.#workers; i++) this.#running.push(this.#worker());
  }

  /**
   * Stops taking keys, lets in-flight reconciles finish for up to `deadlineMs`, then aborts
   * them. Resolves with whether everything finished in time.
   */
  async stop(options: { deadlineMs: number }): Promise<{ finishedInTime: boolean }> {
    this.queue.shutDown();
    let timer: { cancel(): void } | undefined;
    const timedOut = new Promise<boolean>((resolve) => {
      timer = this.#clock.setTimer(options.deadlineMs, () => resolve(false));
    });
    const finished = await Promise.race([this.queue.whenIdle().then(() => true), timedOut]);
    timer?.cancel();
    this.#abort.abort();
    await Promise.all(this.#running);
    return { finishedInTime: finished };
  }

  async #worker(): Promise<void> {
    for (;;) {
      const key = await this.queue.get();
      if (key === undefined) return;
      this.#metrics?.activeWorkers.inc({ controller: this.name });
      const started = this.#clock.monotonic();
      let label: ReconcileResultLabel = 'success';
      try {
        const result = await this.#reconciler.reconcile({ key, signal: this.#abort.signal });
        if (result.requeue) {
          label = 'requeue';
          this.queue.addRateLimited(key);
        } else if (result.requeueAfterMs !== undefined && result.requeueAfterMs > 0) {
          label = 'requeue_after';
          this.queue.forget(key);
          this.queue.addAfter(key, result.requeueAfterMs);
        } else {
          this.queue.forget(key);
        }
      } catch (error) {
        label = 'error';
        this.#metrics?.reconcileErrors.inc({ controller: this.name });
        const message = error instanceof Error ? error.message : String(error);
        if (error instanceof TerminalError) {
          this.queue.forget(key);
          this.#log?.('reconcile failed (terminal, not retried)', { controller: this.name, key, error: message });
        } else {
          this.queue.addRateLimited(key);
          this.#log?.('reconcile failed; retrying with backoff', { controller: this.name, key, error: message, retries: this.queue.numRequeues(key) });
        }
      } finally {
        this.#metrics?.reconcileTotal.inc({ controller: this.name, result: label });
        this.#metrics?.reconcileTime.observe({ controller: this.name }, (this.#clock.monotonic() - started) / 1000);
        this.#metrics?.activeWorkers.dec({ controller: this.name });
        this.queue.done(key);
      }
    }
  }
}
