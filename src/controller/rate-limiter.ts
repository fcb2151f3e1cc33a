// Retry pacing with client-go's semantics (k8s.io/client-go/util/workqueue/default_rate_limiters.go):
// per-key exponential backoff (5 ms doubling to 1000 s) combined, by taking the longer delay,
// with one token bucket for the whole queue (10 per second, bursts of 100), so a storm of
// failing keys cannot turn into a storm of API requests.
import type { Clock } from '../core/ports/clock.js';

export interface RateLimiter {
  /** How long to wait before `key` is retried; counts one more failure. */
  when(key: string): number;
  /** Clears the failure history of `key` (after a success). */
  forget(key: string): void;
  /** Failures counted for `key` since the last forget. */
  numRequeues(key: string): number;
}

export interface ExponentialOptions {
  readonly baseMs: number;
  readonly maxMs: number;
}

/** base * 2^failures, capped: 5 ms, 10 ms, 20 ms ... ~1000 s after 18 failures. */
export class ItemExponentialFailureRateLimiter implements RateLimiter {
  readonly #failures = new Map<string, number>();
  readonly #base: number;
  readonly #max: number;

  constructor(options: ExponentialOptions = { baseMs: 5, maxMs: 1_000_000 }) {
    this.#base = options.baseMs;
    this.#max = options.maxMs;
  }

  when(key: string): number {
    const exp = this.#failures.get(key) ?? 0;
    this.#failures.set(key, exp + 1);
    const delay = this.#base * 2 ** exp;
    return !Number.isFinite(delay) || delay > this.#max ? this.#max : delay;
  }

  forget(key: string): void {
    this.#failures.delete(key);
  }

  numRequeues(key: string): number {
    return this.#failures.get(key) ?? 0;
  }
}

export interface BucketOptions {
  readonly qps: number;
  readonly burst: number;
  readonly clock: Clock;
}

/**
 * A token bucket shared by all keys (golang.org/x/time/rate's Reserve semantics): every
 * call takes a token, possibly one that only exists in the future, and returns the wait.
 */
export class BucketRateLimiter implements RateLimiter {
  readonly #qps: number;
  readonly #burst: number;
  readonly #clock: Clock;
  #tokens: number;
  #last: number;

  constructor(options: BucketOptions) {
    this.#qps = options.qps;
    this.#burst = options.burst;
    this.#clock = options.clock;
    this.#tokens = options.burst;
    this.#last = options.clock.monotonic();
  }

  when(_key: string): number {
    const now = this.#clock.monotonic();
    this.#tokens = Math.min(this.#burst, this.#tokens + ((now - this.#last) / 1000) * this.#qps);
    this.#last = now;
    this.#tokens -= 1;
    return this.#tokens >= 0 ? 0 : (-this.#tokens / this.#qps) * 1000;
  }

  forget(_key: string): void {}

  numRequeues(_key: string): number {
    return 0;
  }
}

/** The longest delay of several limiters; forget and numRequeues apply to all of them. */
export class MaxOfRateLimiter implements RateLimiter {
  readonly #limiters: readonly RateLimiter[];

  constructor(limiters: readonly RateLimiter[]) {
    this.#limiters = limiters;
  }

  when(key: string): number {
    return Math.max(0, ...this.#limiters.map((l) => l.when(key)));
  }

  forget(key: string): void {
    for (const l of this.#limiters) l.forget(key);
  }

  numRequeues(key: string): number {
    return Math.max(0, ...this.#limiters.map((l) => l.numRequeues(key)));
  }
}

/** client-go's DefaultControllerRateLimiter. */
export function defaultControllerRateLimiter(clock: Clock): RateLimiter {
  return new MaxOfRateLimiter([new ItemExponentialFailureRateLimiter({ baseMs: 5, maxMs: 1_000_000 }), new BucketRateLimiter({ qps: 10, burst: 100, clock })]);
}
