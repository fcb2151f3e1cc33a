// The cluster's namespaces as the scope gate reads them, kept by an informer over their
// metadata. Without it every sync lists every namespace of the cluster: at 10,000 tenant
// namespaces that list is megabytes of JSON (managedFields included) read, parsed and dropped
// at each revision, for a one-tenant commit as for any other. The cache keeps, per namespace,
// only the labels and annotations that say who owns it.
//
// Freshness: a watch event arrives within milliseconds of the change, as a LIST taken a moment
// before the apply would; neither closes the window between the read and the apply (the API
// server's RBAC of the sync's identity and the adoption gate's live reads stand behind it).
// Until the informer has listed once, and whenever it is not watching, a sync lists instead.
import type { Clock } from '../core/ports/clock.js';
import type { LiveObject } from '../core/manifest/manifest.js';
import { Informer } from '../controller/informer.js';
import type { KubeClient } from '../io/kube/client.js';
import { KubeListWatch } from '../io/kube/informer.js';
import { namespaceMetaOf, requestNamespaceList, type NamespaceMeta, type NamespaceSource } from './guard.js';

export interface NamespaceCacheOptions {
  readonly client: KubeClient;
  readonly clock: Clock;
  readonly log?: (message: string) => void;
}

export class NamespaceCache {
  readonly #o: NamespaceCacheOptions;
  readonly #informer: Informer<LiveObject>;
  #started = false;
  /** False from a failed list or watch until the informer hears from the server again. */
  #healthy = true;

  constructor(options: NamespaceCacheOptions) {
    this.#o = options;
    this.#informer = new Informer<LiveObject>({
      name: 'Namespace(metadata)',
      source: new KubeListWatch({ client: options.client, resource: { group: '', version: 'v1', plural: 'namespaces', namespaced: false }, kind: 'Namespace', metadataOnly: true }),
      clock: options.clock,
      resyncMs: 0,
      transform: ownerFacts,
      observer: {
        event: (type) => {
          if (type !== 'ERROR') this.#healthy = true;
        },
        restart: (reason) => {
          if (reason !== 'short') this.#healthy = false;
        },
        listed: () => {
          this.#healthy = true;
        },
      },
      ...(options.log ? { log: options.log } : {}),
    });
  }

  /** Starts the informer (once); the syncs before it has listed list the namespaces themselves. */
  start(): void {
    if (this.#started) return;
    this.#started = true;
    this.#informer.start();
  }

  /** The namespaces for one sync: from the cache once it is listed and watching, else a LIST sent now. */
  source(signal?: AbortSignal): NamespaceSource {
    this.start();
    if (!this.#informer.hasSynced() || !this.#healthy) return requestNamespaceList({ client: this.#o.client, ...(signal ? { signal } : {}) });
    const informer = this.#informer;
    return {
      read: async () => metasOf(informer.list()),
      byName: (name) => {
        const o = informer.get(name);
        return o === undefined ? undefined : metaOf(o);
      },
    };
  }

  async stop(): Promise<void> {
    if (this.#started) await this.#informer.stop();
    this.#started = false;
  }
}

function* metasOf(objects: readonly LiveObject[]): Generator<NamespaceMeta> {
  for (const o of objects) yield metaOf(o);
}

function metaOf(o: LiveObject): NamespaceMeta {
  return { name: o.metadata.name, labels: o.metadata.labels ?? {}, annotations: o.metadata.annotations ?? {} };
}

/** What the cache keeps of a namespace: its name, resourceVersion and the owner labels and annotations. */
function ownerFacts(object: LiveObject): LiveObject {
  const meta = namespaceMetaOf(object) ?? { name: object.metadata.name, labels: {}, annotations: {} };
  return {
    apiVersion: 'v1',
    kind: 'Namespace',
    metadata: {
      name: meta.name,
      uid: object.metadata.uid,
      resourceVersion: object.metadata.resourceVersion,
      labels: meta.labels,
      annotations: meta.annotations,
    },
  };
}
