// A namespace of ConfigMaps for the drift watch's tests (ManagedWatch on a real API server):
// made before the file's tests, deleted after them, with a client and paths and keys inside it.
import { afterAll, beforeAll } from 'vitest';
import { ManagedWatch, type ManagedWatchOptions } from '../../src/agent/watch.js';
import { realClock } from '../../src/controller/clock.js';
import type { ObjectKey } from '../../src/core/drift/ownership.js';
import { KubeClient } from '../../src/io/kube/client.js';
import { Discovery } from '../../src/io/kube/discovery.js';
import { createTestNamespace, deleteNamespace, testKubeConfig } from './cluster.js';

export interface ConfigMapNamespace {
  readonly kc: ReturnType<typeof testKubeConfig>;
  /** The namespace's name (set before the first test). */
  readonly ns: string;
  readonly client: KubeClient;
  /** The ConfigMaps' collection, or one of them. */
  path(name?: string): string;
  key(name: string): ObjectKey;
  /** A drift watch of the sync's objects that records `<name> deleted|changed` for each drift it reports. */
  recordingWatch(sync: string, options?: Pick<ManagedWatchOptions, 'selectorsFor'>): { watch: ManagedWatch; drift: string[] };
}

/** Call at the top of a test file: hooks make the namespace before its tests and delete it after. */
export function configMapNamespace(prefix: string): ConfigMapNamespace {
  const kc = testKubeConfig();
  let ns = '';
  let client: KubeClient | undefined;
  beforeAll(async () => {
    ns = await createTestNamespace(kc, prefix);
    client = new KubeClient({ kubeConfig: kc, userAgent: `${prefix}-test` });
  });
  afterAll(async () => {
    client?.close();
    if (ns) await deleteNamespace(kc, ns);
  });
  return {
    kc,
    get ns() {
      return ns;
    },
    get client() {
      if (!client) throw new Error('configMapNamespace: used before its beforeAll ran');
      return client;
    },
    path: (name) => `/api/v1/namespaces/${ns}/configmaps${name ? `/${name}` : ''}`,
    key: (name) => ({ apiVersion: 'v1', kind: 'ConfigMap', namespace: ns, name }),
    recordingWatch(sync, options = {}) {
      const drift: string[] = [];
      const watcher = this.client;
      const watch = new ManagedWatch({
        client: watcher,
        discovery: new Discovery({ client: watcher, now: () => realClock.monotonic() }),
        clock: realClock,
        sync,
        ...options,
        onDrift: (k, live) => drift.push(`${k.name} ${live === undefined ? 'deleted' : 'changed'}`),
      });
      return { watch, drift };
    },
  };
}
