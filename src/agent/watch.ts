// Watches what the agent manages, so drift is seen within seconds: one informer per kind in
// the desired set, selecting the sync's label across namespaces. A change to a managed object
// that is more than status or bookkeeping (and not the echo of our own apply) and every
// deletion are handed to `onDrift`; every change is handed to `onObserved` (tenant statuses).
import type { Clock } from '../core/ports/clock.js';
import { Informer, objectKey } from '../controller/informer.js';
import { deepEqual } from '../core/kube/json.js';
import { objectId, SYNC_LABEL, type ObjectKey } from '../core/drift/ownership.js';
import type { LiveObject } from '../io/kube/client.js';
import type { KubeClient } from '../io/kube/client.js';
import type { Discovery } from '../io/kube/discovery.js';
import { KubeListWatch } from '../io/kube/informer.js';

export interface ManagedWatchOptions {
  readonly client: KubeClient;
  readonly discovery: Discovery;
  readonly clock: Clock;
  readonly sync: string;
  /** Extra label requirements, ANDed with `driftgate.dev/sync=<sync>` on the server (a shard's `driftgate.dev/shard=<k>`). */
  readonly extraSelector?: string;
  /** `previous` is the cached object before an update (absent for a list, a re-list or a delete). */
  readonly onDrift: (key: ObjectKey, live: LiveObject | undefined, previous?: LiveObject) => void;
  readonly onObserved?: (live: LiveObject) => void;
  readonly log?: (message: string) => void;
  readonly onWatchEvent?: (type: string) => void;
}

interface Watched {
  readonly informer: Informer<LiveObject>;
  readonly apiVersion: string;
  readonly kind: string;
}

export class ManagedWatch {
  private readonly o: ManagedWatchOptions;
  private readonly informers = new Map<string, Watched>();
  private tracked = new Map<string, ObjectKey>();
  /** resourceVersions our own writes produced: their watch events are not drift. */
  private readonly own = new Map<string, string>();

  constructor(options: ManagedWatchOptions) {
    this.o = options;
  }

  /** Starts informers for the kinds of `keys` (stopping ones no longer needed) and tracks exactly these objects. */
  async track(keys: readonly ObjectKey[]): Promise<void> {
    this.tracked = new Map(keys.map((k) => [objectId(k), k]));
    const kinds = new Map<string, { apiVersion: string; kind: string }>();
    for (const k of keys) kinds.set(`${k.apiVersion}/${k.kind}`, { apiVersion: k.apiVersion, kind: k.kind });
    for (const [id, w] of this.informers) {
      if (!kinds.has(id)) {
        this.informers.delete(id);
        await w.informer.stop();
      }
    }
    for (const [id, gvk] of kinds) {
      if (this.informers.has(id)) continue;
      let resource;
      try {
        resource = await this.o.discovery.resolve(gvk.apiVersion, gvk.kind);
      } catch (error) {
        this.o.log?.(`cannot watch ${gvk.kind} in ${gvk.apiVersion}: ${error instanceof Error ? error.message : String(error)}`);
        continue;
      }
      const informer = new Informer<LiveObject>({
        name: `${gvk.kind}(${this.o.sync})`,
        source: new KubeListWatch({ client: this.o.client, resource, kind: gvk.kind, labelSelector: `${SYNC_LABEL}=${this.o.sync}${this.o.extraSelector ? `,${this.o.extraSelector}` : ''}` }),
        clock: this.o.clock,
        resyncMs: 0,
        ...(this.o.log ? { log: this.o.log } : {}),
        ...(this.o.onWatchEvent ? { observer: { event: (t) => this.o.onWatchEvent?.(t), restart: () => undefined, listed: () => undefined } } : {}),
      });
      informer.addHandler({
        add: (o) => this.changed(gvk, undefined, o),
        update: (prev, cur) => this.changed(gvk, prev, cur),
        delete: (o) => this.deleted(gvk, o),
      });
      this.informers.set(id, { informer, ...gvk });
      informer.start();
    }
  }

  /** Waits until every informer listed once. */
  async synced(): Promise<void> {
    await Promise.all([...this.informers.values()].map((w) => w.informer.waitForSync()));
  }

  hasSynced(): boolean {
    return [...this.informers.values()].every((w) => w.informer.hasSynced());
  }

  /** The cached live object, or undefined. */
  get(key: ObjectKey): LiveObject | undefined {
    const w = this.informers.get(`${key.apiVersion}/${key.kind}`);
    return w?.informer.get(key.namespace ? `${key.namespace}/${key.name}` : key.name);
  }

  /** Records the object our own apply produced, so its echo is not taken for drift. */
  expect(key: ObjectKey, live: LiveObject): void {
    this.own.set(objectId(key), live.metadata.resourceVersion);
    this.informers.get(`${key.apiVersion}/${key.kind}`)?.informer.assume(live);
  }

  async stop(): Promise<void> {
    const all = [...this.informers.values()];
    this.informers.clear();
    await Promise.all(all.map((w) => w.informer.stop()));
  }

  private keyFor(gvk: { apiVersion: string; kind: string }, o: LiveObject): ObjectKey {
    return { apiVersion: gvk.apiVersion, kind: gvk.kind, ...(o.metadata.namespace ? { namespace: o.metadata.namespace } : {}), name: o.metadata.name };
  }

  private changed(gvk: { apiVersion: string; kind: string }, previous: LiveObject | undefined, current: LiveObject): void {
    this.o.onObserved?.(current);
    const key = this.keyFor(gvk, current);
    const id = objectId(key);
    if (!this.tracked.has(id)) return;
    if (this.own.get(id) === current.metadata.resourceVersion) return;
    if (previous && !meaningfulChange(previous, current)) return;
    if (!previous) {
      // An initial list or re-list. An object whose version is not the one our own apply
      // produced was changed meanwhile (say, edited while the watch was starting): check it
      // now. Anything else is checked by the full scan.
      const applied = this.own.get(id);
      if (applied !== undefined && applied !== current.metadata.resourceVersion) this.o.onDrift(key, current);
      return;
    }
    this.o.onDrift(key, current, previous);
  }

  private deleted(gvk: { apiVersion: string; kind: string }, o: LiveObject): void {
    const key = this.keyFor(gvk, o);
    if (!this.tracked.has(objectId(key))) return;
    this.o.onDrift(key, undefined);
  }
}

/** True unless only status and bookkeeping (resourceVersion, managedFields, generation) changed. */
export function meaningfulChange(previous: LiveObject, current: LiveObject): boolean {
  return !deepEqual(comparable(previous), comparable(current));
}

function comparable(o: LiveObject): unknown {
  const { status: _s, metadata, ...rest } = o;
  const { resourceVersion: _r, managedFields: _m, generation: _g, ...meta } = metadata;
  return { ...rest, metadata: meta };
}

export { objectKey };
