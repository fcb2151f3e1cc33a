// An informer: a local cache of one kind kept current by list + watch, with handlers called
// after the cache is updated (so a handler that reads the cache sees the change it was told
// about). Unlike client-node 1.4.0's informer it never gives up:
// - watches are bounded (timeoutSeconds, randomised like client-go's 5-10 min) and ask for
//   bookmarks, so the resourceVersion stays fresh on quiet kinds;
// - 410 Gone (as an ERROR event or as a status) relists at once;
// - ANY other failure (list or watch, HTTP or network, a stream that went silent) restarts
//   from the last resourceVersion after a jittered exponential backoff (800 ms → 30 s,
//   reset once a watch has been healthy for a while), on the injected clock;
// - a periodic resync hands every cached object to the `resync` handler.
// The HTTP side (paging, streaming) is a ListWatchSource: src/io/kube/informer.ts.
import { sleep } from './clock.js';
import type { Clock, TimerHandle } from '../core/ports/clock.js';
import type { CachedObject, ListResult, ListWatchSource, WatchEvent } from '../core/ports/list-watch.js';

export interface EventHandler<T> {
  add?(object: T): void;
  update?(previous: T, current: T): void;
  delete?(object: T): void;
  /** Periodic resync: called for every cached object. */
  resync?(object: T): void;
}

export interface InformerObserver {
  event(type: 'ADDED' | 'MODIFIED' | 'DELETED' | 'BOOKMARK' | 'ERROR'): void;
  restart(reason: 'gone' | 'error' | 'idle' | 'short'): void;
  listed(count: number): void;
}

export interface InformerOptions<T> {
  /** For logs and metrics, e.g. `TenantOnboarding`. */
  readonly name: string;
  readonly source: ListWatchSource<T>;
  readonly clock: Clock;
  /** Each watch asks the server to end it after a random time in this range (default 300-600 s). */
  readonly watchTimeoutSeconds?: readonly [number, number];
  /** Extra silence tolerated beyond the watch timeout before the stream counts as dead (default 30 s). */
  readonly idleGraceMs?: number;
  readonly backoff?: { readonly initialMs: number; readonly maxMs: number; readonly resetAfterMs: number };
  /** 0 disables the periodic resync. */
  readonly resyncMs?: number;
  readonly random?: () => number;
  readonly log?: (message: string) => void;
  readonly observer?: InformerObserver;
  /**
   * Applied to every object before it is cached (client-go's SetTransform): drop what the
   * controller never reads, e.g. other managers' managedFields, to keep the cache small.
   */
  readonly transform?: (object: T) => T;
}

export function objectKey(object: CachedObject): string {
  const ns = object.metadata.namespace;
  return ns === undefined || ns === '' ? object.metadata.name : `${ns}/${object.metadata.name}`;
}

function statusOf(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const s = (error as { status: unknown }).status;
    if (typeof s === 'number') return s;
  }
  return undefined;
}

/** Numeric resourceVersions compare as etcd revisions; anything else is not comparable. */
function newer(candidate: string, than: string): boolean | undefined {
  if (!/^\d+$/.test(candidate) || !/^\d+$/.test(than)) return undefined;
  return BigInt(candidate) > BigInt(than);
}

class GoneSignal extends Error {}

export class Informer<T extends CachedObject> {
  readonly name: string;
  readonly #source: ListWatchSource<T>;
  readonly #clock: Clock;
  readonly #timeouts: readonly [number, number];
  readonly #idleGraceMs: number;
  readonly #backoff: { readonly initialMs: number; readonly maxMs: number; readonly resetAfterMs: number };
  readonly #resyncMs: number;
  readonly #random: () => number;
  readonly #log: ((message: string) => void) | undefined;
  readonly #observer: InformerObserver | undefined;
  readonly #transform: (object: T) => T;
  readonly #store = new Map<string, T>();
  readonly #handlers: EventHandler<T>[] = [];
  readonly #indexers = new Map<string, (object: T) => readonly string[]>();
  readonly #indexes = new Map<string, Map<string, Set<string>>>();
  #resourceVersion = '';
  #synced = false;
  #syncWaiters: (() => void)[] = [];
  #stop = new AbortController();
  #running: Promise<void> | undefined;
  #resyncTimer: TimerHandle | undefined;
  #failures = 0;
  #lastContact = 0;

  constructor(options: InformerOptions<T>) {
    this.name = options.name;
    this.#source = options.source;
    this.#clock = options.clock;
    this.#timeouts = options.watchTimeoutSeconds ?? [300, 600];
    this.#idleGraceMs = options.idleGraceMs ?? 30_000;
    this.#backoff = options.backoff ?? { initialMs: 800, maxMs: 30_000, resetAfterMs: 120_000 };
    this.#resyncMs = options.resyncMs ?? 0;
    this.#random = options.random ?? Math.random;
    this.#log = options.log;
    this.#observer = options.observer;
    this.#transform = options.transform ?? ((o) => o);
  }

  addHandler(handler: EventHandler<T>): void {
    this.#handlers.push(handler);
  }

  /** A secondary index, e.g. TenantOnboardings by spec.namespace. Add before start(). */
  addIndex(name: string, fn: (object: T) => readonly string[]): void {
    this.#indexers.set(name, fn);
    this.#indexes.set(name, new Map());
  }

  byIndex(name: string, value: string): T[] {
    const keys = this.#indexes.get(name)?.get(value);
    if (!keys) return [];
    return [...keys].flatMap((k) => {
      const o = this.#store.get(k);
      return o ? [o] : [];
    });
  }

  get(key: string): T | undefined {
    return this.#store.get(key);
  }

  list(): T[] {
    return [...this.#store.values()];
  }

  keys(): string[] {
    return [...this.#store.keys()];
  }

  hasSynced(): boolean {
    return this.#synced;
  }

  /** Resolves once the first list has been stored. */
  waitForSync(): Promise<void> {
    if (this.#synced) return Promise.resolve();
    return new Promise((resolve) => this.#syncWaiters.push(resolve));
  }

  get resourceVersion(): string {
    return this.#resourceVersion;
  }

  /** Monotonic ms of the last successful list or watch event (for liveness checks). */
  get lastContact(): number {
    return this.#lastContact;
  }

  /**
   * Puts the object our own write just returned into the cache when it is newer than the
   * cached one, without calling handlers (client-go's mutation cache idea): the next reconcile
   * sees its own write even before the watch delivers it, and when the watch does deliver the
   * same resourceVersion nothing fires.
   */
  assume(received: T): void {
    const object = this.#transform(received);
    const key = objectKey(object);
    const cached = this.#store.get(key);
    if (cached !== undefined && newer(object.metadata.resourceVersion, cached.metadata.resourceVersion) !== true) return;
    if (cached === undefined && !/^\d+$/.test(object.metadata.resourceVersion)) return;
    this.#put(key, object);
  }

  /** Forgets an object we deleted ourselves (no handler call); the watch's DELETED then finds nothing. */
  assumeDeleted(key: string): void {
    this.#remove(key);
  }

  start(): void {
    if (this.#running) return;
    this.#running = this.#run().catch((error: unknown) => {
      this.#log?.(`informer ${this.name} crashed: ${error instanceof Error ? error.message : String(error)}`);
    });
    this.#scheduleResync();
  }

  async stop(): Promise<void> {
    this.#stop.abort();
    this.#resyncTimer?.cancel();
    for (const resolve of this.#syncWaiters.splice(0)) resolve();
    await this.#running;
  }

  #scheduleResync(): void {
    if (this.#resyncMs <= 0) return;
    this.#resyncTimer = this.#clock.setTimer(this.#resyncMs, () => {
      if (this.#stop.signal.aborted) return;
      if (this.#synced) for (const o of [...this.#store.values()]) for (const h of this.#handlers) h.resync?.(o);
      this.#scheduleResync();
    });
  }

  async #run(): Promise<void> {
    const signal = this.#stop.signal;
    let needList = true;
    while (!signal.aborted) {
      try {
        if (needList) {
          const listed = await this.#source.list(signal);
          this.#replace(listed);
          needList = false;
          this.#failures = 0;
        }
        await this.#watchOnce(signal);
      } catch (error) {
        if (signal.aborted) return;
        if (error instanceof GoneSignal || statusOf(error) === 410) {
          this.#log?.(`informer ${this.name}: resourceVersion ${this.#resourceVersion} expired; relisting`);
          this.#observer?.restart('gone');
          needList = true;
          this.#resourceVersion = '';
          continue;
        }
        const delay = this.#nextBackoff();
        const message = error instanceof Error ? error.message : String(error);
        this.#log?.(`informer ${this.name}: ${needList ? 'list' : 'watch'} failed (${message}); retrying in ${Math.round(delay)} ms`);
        this.#observer?.restart(message.includes('idle') ? 'idle' : 'error');
        try {
          await sleep(this.#clock, delay, signal);
        } catch {
          return;
        }
        // A failed watch resumes from the last resourceVersion; a failed list lists again.
      }
    }
  }

  async #watchOnce(signal: AbortSignal): Promise<void> {
    const [lo, hi] = this.#timeouts;
    const timeoutSeconds = Math.round(lo + (hi - lo) * this.#random());
    const started = this.#clock.monotonic();
    let events = 0;
    let gone = false;
    const controller = new AbortController();
    const onAbort = (): void => controller.abort();
    signal.addEventListener('abort', onAbort, { once: true });
    try {
      await this.#source.watch({
        resourceVersion: this.#resourceVersion,
        timeoutSeconds,
        idleTimeoutMs: timeoutSeconds * 1000 + this.#idleGraceMs,
        signal: controller.signal,
        onEvent: (event) => {
          if (gone) return;
          events++;
          this.#lastContact = this.#clock.monotonic();
          this.#observer?.event(event.type);
          if (event.type === 'ERROR') {
            if (event.code === 410) {
              gone = true;
              controller.abort();
              return;
            }
            throw new Error(`watch error ${event.code} ${event.reason}: ${event.message}`);
          }
          this.#apply(event);
        },
      });
    } catch (error) {
      if (gone) throw new GoneSignal();
      throw error;
    } finally {
      signal.removeEventListener('abort', onAbort);
    }
    if (gone) throw new GoneSignal();
    const lasted = this.#clock.monotonic() - started;
    if (lasted >= this.#backoff.resetAfterMs || events > 0) this.#failures = 0;
    if (events === 0 && lasted < 1000) {
      // A watch that ends at once without a word is a failure in disguise (a flapping proxy):
      // back off instead of hammering the server.
      this.#observer?.restart('short');
      await sleep(this.#clock, this.#nextBackoff(), signal).catch(() => undefined);
    }
  }

  #nextBackoff(): number {
    const base = Math.min(this.#backoff.maxMs, this.#backoff.initialMs * 2 ** this.#failures);
    this.#failures++;
    return base * (0.5 + this.#random()); // jitter: 0.5x - 1.5x
  }

  #apply(event: WatchEvent<T>): void {
    if (event.type === 'BOOKMARK') {
      if (event.resourceVersion !== '') this.#resourceVersion = event.resourceVersion;
      return;
    }
    if (event.type === 'ERROR') return;
    const object = this.#transform(event.object);
    const key = objectKey(object);
    this.#resourceVersion = object.metadata.resourceVersion;
    const previous = this.#store.get(key);
    if (event.type === 'DELETED') {
      if (!previous) return;
      this.#remove(key);
      for (const h of this.#handlers) h.delete?.(object);
      return;
    }
    if (previous && previous.metadata.resourceVersion === object.metadata.resourceVersion) return; // already assumed
    if (previous && newer(previous.metadata.resourceVersion, object.metadata.resourceVersion) === true) return; // older than what we assumed
    this.#put(key, object);
    for (const h of this.#handlers) {
      if (previous) h.update?.(previous, object);
      else h.add?.(object);
    }
  }

  #replace(listed: ListResult<T>): void {
    const seen = new Set<string>();
    const added: T[] = [];
    const updated: [T, T][] = [];
    for (const item of listed.items) {
      const object = this.#transform(item);
      const key = objectKey(object);
      seen.add(key);
      const previous = this.#store.get(key);
      if (previous?.metadata.resourceVersion === object.metadata.resourceVersion) continue;
      this.#put(key, object);
      if (previous) updated.push([previous, object]);
      else added.push(object);
    }
    const removed: T[] = [];
    for (const [key, object] of [...this.#store]) {
      if (seen.has(key)) continue;
      this.#remove(key);
      removed.push(object);
    }
    this.#resourceVersion = listed.resourceVersion;
    this.#lastContact = this.#clock.monotonic();
    this.#observer?.listed(listed.items.length);
    const firstSync = !this.#synced;
    this.#synced = true;
    for (const h of this.#handlers) {
      for (const o of added) h.add?.(o);
      for (const [p, o] of updated) h.update?.(p, o);
      for (const o of removed) h.delete?.(o);
    }
    if (firstSync) for (const resolve of this.#syncWaiters.splice(0)) resolve();
  }

  #put(key: string, object: T): void {
    const previous = this.#store.get(key);
    if (previous) this.#unindex(key, previous);
    this.#store.set(key, object);
    for (const [name, fn] of this.#indexers) {
      const index = this.#indexes.get(name)!;
      for (const value of fn(object)) {
        let keys = index.get(value);
        if (!keys) index.set(value, (keys = new Set()));
        keys.add(key);
      }
    }
  }

  #remove(key: string): void {
    const previous = this.#store.get(key);
    if (!previous) return;
    this.#unindex(key, previous);
    this.#store.delete(key);
  }

  #unindex(key: string, object: T): void {
    for (const [name, fn] of this.#indexers) {
      const index = this.#indexes.get(name)!;
      for (const value of fn(object)) {
        const keys = index.get(value);
        keys?.delete(key);
        if (keys && keys.size === 0) index.delete(value);
      }
    }
  }
}
