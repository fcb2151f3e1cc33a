// Kubernetes Events (events.k8s.io/v1) about objects, deduplicated: the same event (same
// object, type, reason and note) within the window is not created again; its repeats are
// counted and reported through `series` at most once per seriesInterval. Recording never
// fails the caller: errors are logged and dropped. No event note may carry a secret or a
// credential URL; callers pass messages they built themselves.
import type { Clock } from '../../core/ports/clock.js';
import type { KubeClient } from './client.js';
import { formatMicroTime } from './lease.js';

export const EVENT_TYPES = ['Normal', 'Warning'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export interface ObjectReference {
  readonly apiVersion: string;
  readonly kind: string;
  readonly name: string;
  readonly namespace?: string;
  readonly uid?: string;
  readonly resourceVersion?: string;
}

export interface EventInput {
  readonly regarding: ObjectReference;
  readonly related?: ObjectReference;
  readonly type: EventType;
  /** CamelCase, e.g. `Provisioned`, `DriftCorrected`. */
  readonly reason: string;
  /** What the controller did, e.g. `Reconcile`, `Apply`, `Delete`. */
  readonly action: string;
  readonly note: string;
}

export interface EventRecorderOptions {
  readonly client: KubeClient;
  readonly clock: Clock;
  readonly reportingController: string;
  readonly reportingInstance: string;
  readonly dedupeWindowMs?: number;
  readonly seriesIntervalMs?: number;
  readonly log?: (message: string) => void;
}

interface Seen {
  readonly name: string;
  readonly namespace: string;
  readonly firstAt: number;
  count: number;
  lastWriteAt: number;
  lastObservedAt: number;
  pendingWrite: boolean;
}

const MAX_NOTE = 1024;

export class EventRecorder {
  readonly #o: EventRecorderOptions;
  readonly #window: number;
  readonly #seriesInterval: number;
  readonly #seen = new Map<string, Seen>();
  readonly #inflight = new Set<Promise<void>>();
  #seq = 0;

  constructor(options: EventRecorderOptions) {
    this.#o = options;
    this.#window = options.dedupeWindowMs ?? 10 * 60_000;
    this.#seriesInterval = options.seriesIntervalMs ?? 60_000;
  }

  /** Records an event in the background; see flush(). */
  record(input: EventInput): void {
    const now = this.#o.clock.now();
    this.#gc(now);
    const note = input.note.length <= MAX_NOTE ? input.note : `${input.note.slice(0, MAX_NOTE - 1)}…`;
    const key = [input.regarding.uid ?? `${input.regarding.namespace ?? ''}/${input.regarding.name}`, input.type, input.reason, note].join('\u0000');
    const seen = this.#seen.get(key);
    if (seen && now - seen.firstAt < this.#window) {
      seen.count++;
      seen.lastObservedAt = now;
      if (now - seen.lastWriteAt >= this.#seriesInterval && !seen.pendingWrite) this.#track(this.#patchSeries(seen));
      return;
    }
    const namespace = input.regarding.namespace ?? 'default';
    const name = `${input.regarding.name}.${(BigInt(now) * 1_000_000n + BigInt(this.#seq++ % 1_000_000)).toString(16)}`.slice(-253).replace(/^[^a-z0-9]+/, '');
    const entry: Seen = { name, namespace, firstAt: now, count: 1, lastWriteAt: now, lastObservedAt: now, pendingWrite: false };
    this.#seen.set(key, entry);
    this.#track(this.#create(entry, input, note));
  }

  /** Waits for events still being written (graceful shutdown, tests). */
  async flush(): Promise<void> {
    await Promise.all([...this.#inflight]);
  }

  #track(p: Promise<void>): void {
    this.#inflight.add(p);
    void p.finally(() => this.#inflight.delete(p));
  }

  async #create(entry: Seen, input: EventInput, note: string): Promise<void> {
    entry.pendingWrite = true;
    try {
      await this.#o.client.request({
        method: 'POST',
        path: `/apis/events.k8s.io/v1/namespaces/${encodeURIComponent(entry.namespace)}/events`,
        body: {
          apiVersion: 'events.k8s.io/v1',
          kind: 'Event',
          metadata: { name: entry.name, namespace: entry.namespace },
          eventTime: formatMicroTime(entry.firstAt),
          reportingController: this.#o.reportingController,
          reportingInstance: this.#o.reportingInstance,
          action: input.action,
          reason: input.reason,
          note,
          type: input.type,
          regarding: input.regarding,
          ...(input.related ? { related: input.related } : {}),
        },
      });
    } catch (error) {
      this.#o.log?.(`could not record event ${input.reason}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      entry.pendingWrite = false;
    }
  }

  async #patchSeries(entry: Seen): Promise<void> {
    entry.pendingWrite = true;
    entry.lastWriteAt = this.#o.clock.now();
    try {
      await this.#o.client.request({
        method: 'PATCH',
        path: `/apis/events.k8s.io/v1/namespaces/${encodeURIComponent(entry.namespace)}/events/${encodeURIComponent(entry.name)}`,
        contentType: 'application/merge-patch+json',
        body: { series: { count: entry.count, lastObservedTime: formatMicroTime(entry.lastObservedAt) } },
      });
    } catch (error) {
      this.#o.log?.(`could not update event series: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      entry.pendingWrite = false;
    }
  }

  #gc(now: number): void {
    if (this.#seen.size < 4096) return;
    for (const [key, s] of this.#seen) if (now - s.firstAt >= this.#window) this.#seen.delete(key);
  }
}
