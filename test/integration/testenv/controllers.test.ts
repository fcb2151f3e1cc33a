// The two kube-controller-manager controllers kube-testenv runs for the tests:
// the garbage collector (owner references) and the namespace controller.
import { CoreV1Api, CustomObjectsApi, type KubeConfig, type V1ConfigMap } from '@kubernetes/client-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiStatus,
  createTestNamespace,
  deleteNamespace,
  eventually,
  installCrd,
  testKubeConfig,
} from '../../support/cluster.js';
import { WIDGET_GROUP, WIDGET_PLURAL, WIDGET_VERSION, widget, widgetCrd } from './widgets.js';

const isNotFound = async (read: () => Promise<unknown>): Promise<void> => {
  const status = await read().then(
    () => 200,
    (error: unknown) => apiStatus(error),
  );
  if (status !== 404) throw new Error(`still there (HTTP ${status})`);
};

describe('garbage collector', () => {
  let kc: KubeConfig;
  let core: CoreV1Api;
  let namespace: string;

  beforeAll(async () => {
    kc = testKubeConfig();
    core = kc.makeApiClient(CoreV1Api);
    namespace = await createTestNamespace(kc, 'testenv-gc');
  });
  afterAll(async () => {
    if (namespace) await deleteNamespace(kc, namespace);
  });

  const ownerWithDependent = async (name: string): Promise<V1ConfigMap> => {
    const owner = await core.createNamespacedConfigMap({ namespace, body: { metadata: { name }, data: { role: 'owner' } } });
    await core.createNamespacedSecret({
      namespace,
      body: {
        metadata: {
          name: `${name}-dependent`,
          ownerReferences: [{ apiVersion: 'v1', kind: 'ConfigMap', name, uid: owner.metadata!.uid!, blockOwnerDeletion: true }],
        },
        stringData: { k: 'v' },
      },
    });
    return owner;
  };

  it('deletes a dependent after its owner is deleted (background cascade)', async () => {
    await ownerWithDependent('cascade');
    await core.deleteNamespacedConfigMap({ name: 'cascade', namespace });
    await eventually(() => isNotFound(() => core.readNamespacedSecret({ name: 'cascade-dependent', namespace })), {
      timeoutMs: 60_000,
      intervalMs: 500,
      message: 'garbage collector did not delete the dependent Secret',
    });
  });

  it('keeps an orphaned dependent and strips its owner reference', async () => {
    await ownerWithDependent('orphan');
    await core.deleteNamespacedConfigMap({ name: 'orphan', namespace, propagationPolicy: 'Orphan' });
    await eventually(() => isNotFound(() => core.readNamespacedConfigMap({ name: 'orphan', namespace })), {
      timeoutMs: 60_000,
      intervalMs: 500,
      message: 'the orphan finalizer was not processed',
    });
    const dependent = await core.readNamespacedSecret({ name: 'orphan-dependent', namespace });
    expect(dependent.metadata?.ownerReferences ?? []).toEqual([]);
  });
});

describe('namespace controller', () => {
  it('empties a deleted namespace (built-in and custom resources) and removes it', async () => {
    const kc = testKubeConfig();
    const core = kc.makeApiClient(CoreV1Api);
    await installCrd(kc, widgetCrd());
    const namespace = await createTestNamespace(kc, 'testenv-nsdel');
    await core.createNamespacedConfigMap({ namespace, body: { metadata: { name: 'content' }, data: { k: 'v' } } });
    await kc.makeApiClient(CustomObjectsApi).createNamespacedCustomObject({
      group: WIDGET_GROUP,
      version: WIDGET_VERSION,
      plural: WIDGET_PLURAL,
      namespace,
      body: widget(namespace, 'content', { size: 3 }),
    });

    await deleteNamespace(kc, namespace);
    const terminating = await core.readNamespace({ name: namespace }).then(
      (ns) => ns.status?.phase,
      (error: unknown) => (apiStatus(error) === 404 ? 'gone' : Promise.reject(error)),
    );
    expect(['Terminating', 'gone']).toContain(terminating);
    await eventually(() => isNotFound(() => core.readNamespace({ name: namespace })), {
      timeoutMs: 90_000,
      intervalMs: 500,
      message: `namespace ${namespace} was not removed`,
    });
  });
});
