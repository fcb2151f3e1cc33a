// The agent's drift checks as a reconciler on the controller workqueue (src/controller), keyed by
// object id: a watch event adds the key after a short debounce, the periodic scan adds every
// desired key (a resync, as an informer's), a key already queued is not added twice, one worker
// runs the check inside the agent's exclusive section (never beside a sync), and a check that
// fails is retried with the rate limiter's backoff.
import { Controller } from '../controller/controller.js';
import { BucketRateLimiter, ItemExponentialFailureRateLimiter, MaxOfRateLimiter, type RateLimiter } from '../controller/rate-limiter.js';
import type { Clock, TimerHandle } from '../core/ports/clock.js';

/** A watch event is checked this long after it arrives: an edit often comes as several events. */
export const DRIFT_DEBOUNCE_MS = 100;
/** How long stop() lets an in-flight check finish (it sees the agent's abort) before giving up on it. */
export const DRIFT_STOP_DEADLINE_MS = 10_000;

/**
 * Retries of a failed drift check: per object, 1 s doubling to 5 min (a check is a dry-run apply,
 * so client-go's 5 ms start would hammer an API server that is already failing), within one
 * bucket of 10 per second for the whole queue.
 */
export function driftRateLimiter(clock: Clock): RateLimiter {
  return new MaxOfRateLimiter([new ItemExponentialFailureRateLimiter({ baseMs: 1000, maxMs: 300_000 }), new BucketRateLimiter({ qps: 10, burst: 100, clock })]);
}

export interface DriftQueueOptions {
  readonly clock: Clock;
  /** Checks one object (and reverts or reports it); throws to be retried. */
  readonly check: (id: string) => Promise<void>;
  /** The agent's exclusive section: a check never runs beside a sync or another check. */
  readonly exclusive: <T>(fn: () => Promise<T>) => Promise<T>;
  /** A failed check (not called once the queue is stopping). */
  readonly onError: (fields: Record<string, unknown>, message: string) => void;
  readonly rateLimiter?: RateLimiter;
}

export class DriftQueue {
  readonly #controller: Controller;
  readonly #clock: Clock;
  #stopping = false;

  constructor(options: DriftQueueOptions) {
    this.#clock = options.clock;
    this.#controller = new Controller({
      name: 'drift',
      clock: options.clock,
      rateLimiter: options.rateLimiter ?? driftRateLimiter(options.clock),
      reconciler: {
        reconcile: async ({ key }) => {
          await options.exclusive(() => options.check(key));
          return {};
        },
      },
      log: (message, fields) => {
        if (!this.#stopping) options.onError(fields ?? {}, `drift check: ${message}`);
      },
    });
  }

  /** Starts the worker; keys added before wait for it. */
  start(): void {
    this.#controller.start();
  }

  /** A watch event for the object: checked after the debounce, once however many events arrive meanwhile. */
  objectChanged(id: string): void {
    this.#controller.queue.addAfter(id, DRIFT_DEBOUNCE_MS);
  }

  /** Checks each of these objects (the periodic scan). */
  resync(ids: Iterable<string>): void {
    for (const id of ids) this.#controller.enqueue(id);
  }

  /** Whether a check of the object is still to come or under way. */
  pending(id: string): boolean {
    return this.#controller.queue.has(id);
  }

  /** Hands out no more keys and resolves once the check in flight (if any) ended or the deadline passed. */
  async stop(): Promise<void> {
    this.#stopping = true;
    // Controller.stop() also waits for its worker after the deadline (a reconcile that ignores the
    // abort would hold it): the agent's stop must end, so the deadline bounds that wait too.
    let timer: TimerHandle | undefined;
    const deadline = new Promise<void>((resolve) => (timer = this.#clock.setTimer(DRIFT_STOP_DEADLINE_MS, resolve)));
    await Promise.race([this.#controller.stop({ deadlineMs: DRIFT_STOP_DEADLINE_MS }), deadline]);
    timer?.cancel();
  }
}
