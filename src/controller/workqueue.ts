// A workqueue of keys with client-go's semantics (k8s.io/client-go/util/workqueue):
// - keys, never objects: the worker re-reads the current object from the cache;
// - a key waiting in the queue is not added twice (dedupe);
// - a key being processed is never handed to a second worker; if it is added meanwhile it is
//   marked dirty and queued once more when the first worker calls done();
// - addRateLimited() retries with the rate limiter's delay, forget() clears the history;
// - addAfter() schedules; of several schedules for one key the earliest wins.
// Differences: get() is a promise, and shutDown() stops handing out keys at once (queued keys
// are dropped: level-based reconciles pick them up after a restart), which is what a
// graceful shutdown wants.
import type { Clock, TimerHandle } from '../core/ports/clock.js';
import type { RateLimiter } from './rate-limiter.js';

export interface QueueObserver {
  depth(n: number): void;
  added(): void;
  retried(): void;
  /** Time a key waited in the queue before a worker took it. */
  queued(ms: number): void;
  /** Time a worker held a key. */
  worked(ms: number): void;
}

export interface WorkQueueOptions {
  readonly name: string;
  readonly clock: Clock;
  readonly rateLimiter: RateLimiter;
  readonly observer?: QueueObserver;
}

export class WorkQueue {
  readonly name: string;
  readonly #clock: Clock;
  readonly #limiter: RateLimiter;
  readonly #observer: QueueObserver | undefined;
  /** Keys ready to be handed out, in order. */
  #queue: string[] = [];
  /** Keys that need processing (queued, or added while being processed). */
  readonly #dirty = new Set<string>();
  readonly #processing = new Set<string>();
  readonly #addedAt = new Map<string, number>();
  readonly #startedAt = new Map<string, number>();
  /**
   * Delayed adds: the due time of each waiting key, a min-heap of (due, key) entries (an entry
   * whose due time no longer matches #waiting is stale and skipped) and ONE timer, armed for the
   * earliest (client-go's delaying queue): 10,000 tenants waiting cost no 10,000 timers.
   */
  readonly #waiting = new Map<string, number>();
  readonly #heap: { at: number; key: string }[] = [];
  #timer: { at: number; handle: TimerHandle } | undefined;
  #getters: ((key: string | undefined) => void)[] = [];
  #shuttingDown = false;
  #drained: (() => void)[] = [];

  constructor(options: WorkQueueOptions) {
    this.name = options.name;
    this.#clock = options.clock;
    this.#limiter = options.rateLimiter;
    this.#observer = options.observer;
  }

  get shuttingDown(): boolean {
    return this.#shuttingDown;
  }

  /** Keys ready to be handed out (not those being processed or waiting for a delay). */
  len(): number {
    return this.#queue.length;
  }

  /** Keys a worker holds right now. */
  processing(): number {
    return this.#processing.size;
  }

  /** Whether `key` is queued, waiting for a delayed add, or held by a worker (work on it is still to come or under way). */
  has(key: string): boolean {
    return this.#dirty.has(key) || this.#waiting.has(key) || this.#processing.has(key);
  }

  add(key: string): void {
    if (this.#shuttingDown || this.#dirty.has(key)) return;
    this.#observer?.added();
    this.#dirty.add(key);
    this.#addedAt.set(key, this.#clock.monotonic());
    if (this.#processing.has(key)) return; // re-queued by done()
    this.#push(key);
  }

  /** Adds `key` after `ms`; an earlier pending schedule for the key is kept. */
  addAfter(key: string, ms: number): void {
    if (this.#shuttingDown) return;
    if (ms <= 0) return this.add(key);
    const at = this.#clock.monotonic() + ms;
    const existing = this.#waiting.get(key);
    if (existing !== undefined && existing <= at) return;
    this.#waiting.set(key, at);
    heapPush(this.#heap, { at, key });
    this.#arm();
  }

  /** Keys waiting for a delayed add (for tests and metrics). */
  waiting(): number {
    return this.#waiting.size;
  }

  /** Arms the one timer for the earliest due entry (re-arms when that is earlier than the armed one). */
  #arm(): void {
    while (this.#heap.length > 0 && this.#waiting.get(this.#heap[0]!.key) !== this.#heap[0]!.at) heapPop(this.#heap); // stale
    const first = this.#heap[0];
    if (first === undefined) {
      this.#timer?.handle.cancel();
      this.#timer = undefined;
      return;
    }
    if (this.#timer !== undefined && this.#timer.at <= first.at) return;
    this.#timer?.handle.cancel();
    const handle = this.#clock.setTimer(Math.max(0, first.at - this.#clock.monotonic()), () => this.#fire());
    this.#timer = { at: first.at, handle };
  }

  #fire(): void {
    this.#timer = undefined;
    if (this.#shuttingDown) return;
    const now = this.#clock.monotonic();
    while (this.#heap.length > 0 && this.#heap[0]!.at <= now) {
      const { at, key } = heapPop(this.#heap)!;
      if (this.#waiting.get(key) !== at) continue; // stale
      this.#waiting.delete(key);
      this.add(key);
    }
    this.#arm();
  }

  /** Retries `key` after the rate limiter's delay (per-key backoff and the shared bucket). */
  addRateLimited(key: string): void {
    if (this.#shuttingDown) return;
    this.#observer?.retried();
    this.addAfter(key, this.#limiter.when(key));
  }

  forget(key: string): void {
    this.#limiter.forget(key);
  }

  numRequeues(key: string): number {
    return this.#limiter.numRequeues(key);
  }

  /** The next key (the caller must call done(key)), or undefined once the queue shuts down. */
  get(): Promise<string | undefined> {
    if (this.#shuttingDown) return Promise.resolve(undefined);
    const key = this.#queue.shift();
    if (key !== undefined) return Promise.resolve(this.#take(key));
    return new Promise((resolve) => this.#getters.push(resolve));
  }

  /** Marks `key` finished; if it was added meanwhile, it is queued again (once). */
  done(key: string): void {
    this.#processing.delete(key);
    const started = this.#startedAt.get(key);
    if (started !== undefined) this.#observer?.worked(this.#clock.monotonic() - started);
    this.#startedAt.delete(key);
    if (this.#dirty.has(key) && !this.#shuttingDown) this.#push(key);
    if (this.#processing.size === 0) for (const resolve of this.#drained.splice(0)) resolve();
  }

  /** Stops handing out keys: waiting get() calls resolve undefined, delayed adds are cancelled. */
  shutDown(): void {
    if (this.#shuttingDown) return;
    this.#shuttingDown = true;
    this.#timer?.handle.cancel();
    this.#timer = undefined;
    this.#waiting.clear();
    this.#heap.length = 0;
    this.#queue = [];
    this.#dirty.clear();
    this.#observer?.depth(0);
    for (const resolve of this.#getters.splice(0)) resolve(undefined);
  }

  /** Resolves when no key is being processed (after shutDown: when in-flight work finished). */
  whenIdle(): Promise<void> {
    if (this.#processing.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.#drained.push(resolve));
  }

  #push(key: string): void {
    const getter = this.#getters.shift();
    if (getter) {
      getter(this.#take(key));
      return;
    }
    this.#queue.push(key);
    this.#observer?.depth(this.#queue.length);
  }

  #take(key: string): string {
    this.#dirty.delete(key);
    this.#processing.add(key);
    const now = this.#clock.monotonic();
    const added = this.#addedAt.get(key);
    if (added !== undefined) this.#observer?.queued(now - added);
    this.#addedAt.delete(key);
    this.#startedAt.set(key, now);
    this.#observer?.depth(this.#queue.length);
    return key;
  }
}

type HeapEntry = { at: number; key: string };

function heapPush(heap: HeapEntry[], entry: HeapEntry): void {
  heap.push(entry);
  let i = heap.length - 1;
  while (i > 0) {
    const parent = (i - 1) >> 1;
    if (heap[parent]!.at <= heap[i]!.at) break;
    [heap[parent], heap[i]] = [heap[i]!, heap[parent]!];
    i = parent;
  }
}

function heapPop(heap: HeapEntry[]): HeapEntry | undefined {
  const top = heap[0];
  const last = heap.pop();
  if (top === undefined || last === undefined || heap.length === 0) return top;
  heap[0] = last;
  let i = 0;
  for (;;) {
    const l = 2 * i + 1;
    const r = l + 1;
    let smallest = i;
    if (l < heap.length && heap[l]!.at < heap[smallest]!.at) smallest = l;
    if (r < heap.length && heap[r]!.at < heap[smallest]!.at) smallest = r;
    if (smallest === i) return top;
    [heap[smallest], heap[i]] = [heap[i]!, heap[smallest]!];
    i = smallest;
  }
}
