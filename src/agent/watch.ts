// Watches what the agent manages, so drift is seen within seconds: one informer per kind in
// the desired set, selecting the sync's label across namespaces. A change to a managed object
// that is more than status or bookkeeping (and not the echo of our own apply) and every
// deletion are handed to `onDrift`; every change is handed to `onObserved` (tenant statuses).
import type { Clock } from '../core/ports/clock.js';
import { Informer, objectKey } from '../controller/informer.js';
import { deepEqual } from '../core/kube/json.js';
import { objectId, SYNC_LABEL, type ObjectKey } from '../core/drift/ownership.js';
import { resourcePath, type KubeClient, type ResourceInfo } from '../io/kube/client.js';
import type { LiveObject } from '../core/manifest/manifest.js';
import { NotFoundError } from '../io/kube/errors.js';
import type { Discovery } from '../io/kube/discovery.js';
import { KubeListWatch } from '../io/kube/informer.js';

export interface ManagedWatchOptions {
  readonly client: KubeClient;
  readonly discovery: Discovery;
  readonly clock: Clock;
  readonly sync: string;
  /**
   * The label requirements of a kind, each ANDed with `driftgate.dev/sync=<sync>` on the server and
   * watched by an informer of its own; the kind's cache is their union (a shard's objects under the
   * shard label and under the agent's earlier one). Absent: the sync's label alone.
   */
  readonly selectorsFor?: (apiVersion: string, kind: string) => readonly Readonly<Record<string, string>>[];
  /** `previous` is the cached object before an update (absent for a list, a re-list or a delete). */
  readonly onDrift: (key: ObjectKey, live: LiveObject | undefined, previous?: LiveObject) => void;
  readonly onObserved?: (live: LiveObject) => void;
  readonly log?: (message: string) => void;
  readonly onWatchEvent?: (type: string) => void;
}

interface Watched {
  readonly informers: readonly { readonly informer: Informer<LiveObject>; readonly labels: Readonly<Record<string, string>> }[];
  readonly apiVersion: string;
  readonly kind: string;
}

export class ManagedWatch {
  private readonly o: ManagedWatchOptions;
  private readonly informers = new Map<string, Watched>();
  private tracked: ReadonlyMap<string, ObjectKey> = new Map();
  /** resourceVersions our own writes produced: their watch events are not drift. */
  private readonly own = new Map<string, string>();

  constructor(options: ManagedWatchOptions) {
    this.o = options;
  }

  /** Starts informers for the kinds of `keys` (stopping ones no longer needed) and tracks exactly these objects. */
  async track(keys: readonly ObjectKey[] | ReadonlyMap<string, ObjectKey>): Promise<void> {
    // A map is taken as it is (keyed by objectId: the agent's desired keys), a list is keyed here.
    this.tracked = isKeyMap(keys) ? keys : new Map(keys.map((k) => [objectId(k), k]));
    const kinds = new Map<string, { apiVersion: string; kind: string }>();
    for (const k of this.tracked.values()) {
      const id = `${k.apiVersion}/${k.kind}`;
      if (!kinds.has(id)) kinds.set(id, { apiVersion: k.apiVersion, kind: k.kind });
    }
    for (const [id, w] of this.informers) {
      if (!kinds.has(id)) {
        this.informers.delete(id);
        await Promise.all(w.informers.map((i) => i.informer.stop()));
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
      const informers = (this.o.selectorsFor?.(gvk.apiVersion, gvk.kind) ?? [{}]).map((extra) => {
        const labels = { ...extra, [SYNC_LABEL]: this.o.sync };
        const selector = Object.entries(labels).map(([k, v]) => `${k}=${v}`).join(',');
        const informer = new Informer<LiveObject>({
          name: `${gvk.kind}(${selector})`,
          source: new KubeListWatch({ client: this.o.client, resource, kind: gvk.kind, labelSelector: selector }),
          clock: this.o.clock,
          resyncMs: 0,
          ...(this.o.log ? { log: this.o.log } : {}),
          ...(this.o.onWatchEvent ? { observer: { event: (t) => this.o.onWatchEvent?.(t), restart: () => undefined, listed: () => undefined } } : {}),
        });
        const others = (): Informer<LiveObject>[] => (this.informers.get(id)?.informers ?? []).map((i) => i.informer).filter((i) => i !== informer);
        informer.addHandler({
          add: (o) => this.changed(gvk, undefined, o),
          update: (prev, cur) => this.changed(gvk, prev, cur),
          delete: (o) => {
            if (others().length === 0) return this.deleted(gvk, o);
            // With several selections, an object that left this one may only have moved to another
            // (its next apply swapped the earlier shard label for the current one): the server sends
            // DELETED with the old labels, and the other watch's ADDED may come later. Ask.
            if (others().some((i) => i.get(objectKey(o)) !== undefined)) return;
            void this.stillSelected(id, resource, o).then((moved) => {
              if (!moved) this.deleted(gvk, o);
            });
          },
        });
        return { informer, labels };
      });
      const watched = { informers, ...gvk };
      this.informers.set(id, watched);
      for (const { informer } of informers) informer.start();
      void this.reportMissingOnceListed(id, watched);
    }
  }

  /**
   * A tracked object the kind's first list does not return was deleted before the watch began
   * (between our apply and the list): no event will ever say so, and the periodic scan is minutes
   * away. It goes to `onDrift` as a deletion; the drift check then decides.
   */
  private async reportMissingOnceListed(id: string, watched: Watched): Promise<void> {
    await Promise.all(watched.informers.map((i) => i.informer.waitForSync()));
    if (this.informers.get(id) !== watched) return; // stopped or replaced meanwhile
    for (const key of this.tracked.values()) {
      if (`${key.apiVersion}/${key.kind}` === id && this.get(key) === undefined) this.o.onDrift(key, undefined);
    }
  }

  /** Waits until every informer listed once. */
  async synced(): Promise<void> {
    await Promise.all([...this.informers.values()].flatMap((w) => w.informers.map((i) => i.informer.waitForSync())));
  }

  hasSynced(): boolean {
    return [...this.informers.values()].every((w) => w.informers.every((i) => i.informer.hasSynced()));
  }

  /**
   * The cached live object, or undefined. During a relabel both selections may hold it for a
   * moment: the first selection's (the current label's) is the newer, as objects move only to it.
   */
  get(key: ObjectKey): LiveObject | undefined {
    const w = this.informers.get(`${key.apiVersion}/${key.kind}`);
    const cacheKey = key.namespace ? `${key.namespace}/${key.name}` : key.name;
    for (const { informer } of w?.informers ?? []) {
      const found = informer.get(cacheKey);
      if (found !== undefined) return found;
    }
    return undefined;
  }

  /** Records the object our own apply produced, so its echo is not taken for drift. */
  expect(key: ObjectKey, live: LiveObject): void {
    this.own.set(objectId(key), live.metadata.resourceVersion);
    // Only into the selections the object is in: a cache must never hold what its watch would not send.
    const labels = live.metadata.labels ?? {};
    for (const { informer, labels: wanted } of this.informers.get(`${key.apiVersion}/${key.kind}`)?.informers ?? []) {
      if (Object.entries(wanted).every(([k, v]) => labels[k] === v)) informer.assume(live);
    }
  }

  async stop(): Promise<void> {
    const all = [...this.informers.values()];
    this.informers.clear();
    await Promise.all(all.flatMap((w) => w.informers.map((i) => i.informer.stop())));
  }

  /** Whether `o` still exists under one of its kind's selections (read from the server). */
  private async stillSelected(id: string, resource: ResourceInfo, o: LiveObject): Promise<boolean> {
    const path = resourcePath(resource, { ...(o.metadata.namespace ? { namespace: o.metadata.namespace } : {}), name: o.metadata.name });
    let live: LiveObject;
    try {
      live = await this.o.client.request<LiveObject>({ method: 'GET', path });
    } catch (error) {
      if (error instanceof NotFoundError) return false;
      this.o.log?.(`cannot read ${path} after it left a watch: ${error instanceof Error ? error.message : String(error)}`);
      return false; // a drift check finds out
    }
    const labels = live.metadata.labels ?? {};
    return (this.informers.get(id)?.informers ?? []).some(({ labels: wanted }) => Object.entries(wanted).every(([k, v]) => labels[k] === v));
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

function isKeyMap(keys: readonly ObjectKey[] | ReadonlyMap<string, ObjectKey>): keys is ReadonlyMap<string, ObjectKey> {
  return !Array.isArray(keys);
}
