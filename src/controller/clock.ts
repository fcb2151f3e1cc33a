// Time, injected. Every delay in the controller machinery (workqueue backoff, token bucket,
// informer restarts, resync, leader election) goes through a Clock, so tests drive time with
// FakeClock and never sleep.
import type { Clock, TimerHandle } from '../core/ports/clock.js';

export const realClock: Clock = {
  now: () => Date.now(),
  monotonic: () => performance.now(),
  setTimer: (ms, fn) => {
    const t = setTimeout(fn, Math.max(0, ms));
    return { cancel: () => clearTimeout(t) };
  },
};

/** Resolves after `ms` on `clock`, or at once (rejecting) when `signal` aborts. */
export function sleep(clock: Clock, ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new Error('aborted'));
    const onAbort = (): void => {
      timer.cancel();
      reject(new Error('aborted'));
    };
    const timer = clock.setTimer(ms, () => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    });
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

interface PendingTimer {
  readonly at: number;
  readonly seq: number;
  readonly fn: () => void;
  cancelled: boolean;
}

/**
 * A clock that only moves when told to. `advance(ms)` fires due timers in time order (timers
 * scheduled by fired timers fire too if they fall inside the window) and lets promise
 * callbacks run between timers, so async code driven by timers makes progress.
 */
export class FakeClock implements Clock {
  #now: number;
  #seq = 0;
  #timers: PendingTimer[] = [];

  constructor(startMs = Date.UTC(2026, 0, 1)) {
    this.#now = startMs;
  }

  now(): number {
    return this.#now;
  }

  monotonic(): number {
    return this.#now;
  }

  setTimer(ms: number, fn: () => void): TimerHandle {
    const timer: PendingTimer = { at: this.#now + Math.max(0, ms), seq: this.#seq++, fn, cancelled: false };
    this.#timers.push(timer);
    return {
      cancel: () => {
        timer.cancelled = true;
      },
    };
  }

  /** Number of timers still pending. */
  pending(): number {
    return this.#timers.filter((t) => !t.cancelled).length;
  }

  /** Moves time forward by `ms`, firing due timers one by one and flushing microtasks in between. */
  async advance(ms: number): Promise<void> {
    const target = this.#now + ms;
    await flush();
    for (;;) {
      this.#timers = this.#timers.filter((t) => !t.cancelled);
      const next = this.#timers.filter((t) => t.at <= target).sort((a, b) => a.at - b.at || a.seq - b.seq)[0];
      if (!next) break;
      this.#timers.splice(this.#timers.indexOf(next), 1);
      this.#now = Math.max(this.#now, next.at);
      next.fn();
      await flush();
    }
    this.#now = target;
    await flush();
  }
}

/** Lets pending promise callbacks run (a few macrotask turns, enough for chained awaits). */
export async function flush(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}
