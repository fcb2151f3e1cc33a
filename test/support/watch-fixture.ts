// A namespace of ConfigMaps for the drift watch's tests (ManagedWatch on a real API server):
// made before the file's tests, deleted after them, with a client and paths and keys inside it.
import { afterAll, beforeAll } from 'vitest';
import type { ObjectKey } from '../../src/core/drift/ownership.js';
import { KubeClient } from '../../src/io/kube/client.js';
import { createTestNamespace, deleteNamespace, testKubeConfig } from './cluster.js';

export interface ConfigMapNamespace {
  readonly kc: ReturnType<typeof testKubeConfig>;
  /** The namespace's name (set before the first test). */
  readonly ns: string;
  readonly client: KubeClient;
  /** The ConfigMaps' collection, or one of them. */
  path(name?: string): string;
  key(name: string): ObjectKey;
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
  };
}
