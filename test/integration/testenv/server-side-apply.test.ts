// Server-side apply field ownership and server-side dry-run on the real API server.
import { CoreV1Api, KubernetesObjectApi, PatchStrategy, type KubeConfig, type V1ConfigMap } from '@kubernetes/client-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiStatus, createTestNamespace, deleteNamespace, installCrd, testKubeConfig } from '../../support/cluster.js';
import { widget, widgetCrd } from './widgets.js';

const failure = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (error: unknown) => error,
  );

describe('server-side apply', () => {
  let kc: KubeConfig;
  let namespace: string;
  let objects: KubernetesObjectApi;
  let core: CoreV1Api;

  beforeAll(async () => {
    kc = testKubeConfig();
    namespace = await createTestNamespace(kc, 'testenv-ssa');
    objects = KubernetesObjectApi.makeApiClient(kc);
    core = kc.makeApiClient(CoreV1Api);
  });
  afterAll(async () => {
    if (namespace) await deleteNamespace(kc, namespace);
  });

  const configMap = (name: string, data: Record<string, string>): V1ConfigMap => ({
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name, namespace },
    data,
  });
  const apply = (body: V1ConfigMap, manager: string, force = false) =>
    objects.patch(body, undefined, undefined, manager, force, PatchStrategy.ServerSideApply);
  const managersOf = (cm: V1ConfigMap, field: string): string[] =>
    (cm.metadata?.managedFields ?? [])
      .filter((m) => {
        const fields: unknown = m.fieldsV1;
        return JSON.stringify(fields ?? {}).includes(`"f:${field}"`);
      })
      .map((m) => m.manager ?? '')
      .sort();

  it('tracks two managers, answers a conflict with 409, and hands the field over on force', async () => {
    await apply(configMap('shared', { a: '1', shared: 'from-a' }), 'manager-a');
    const both = await apply(configMap('shared', { b: '2' }), 'manager-b');
    expect(both.data).toEqual({ a: '1', b: '2', shared: 'from-a' });
    expect(managersOf(both, 'a')).toEqual(['manager-a']);
    expect(managersOf(both, 'b')).toEqual(['manager-b']);

    const conflict = await failure(apply(configMap('shared', { b: '2', shared: 'from-b' }), 'manager-b'));
    expect(apiStatus(conflict)).toBe(409);
    expect((await core.readNamespacedConfigMap({ name: 'shared', namespace })).data?.shared).toBe('from-a');

    const forced = await apply(configMap('shared', { b: '2', shared: 'from-b' }), 'manager-b', true);
    expect(forced.data?.shared).toBe('from-b');
    expect(managersOf(forced, 'shared')).toEqual(['manager-b']);

    // manager-a applies its intent without "shared": it no longer owns it, so it stays.
    const reapplied = await apply(configMap('shared', { a: '1' }), 'manager-a');
    expect(reapplied.data).toEqual({ a: '1', b: '2', shared: 'from-b' });
    // ...and dropping a field a manager solely owns removes it.
    const dropped = await apply(configMap('shared', {}), 'manager-a');
    expect(dropped.data).toEqual({ b: '2', shared: 'from-b' });
  });

  it('persists nothing on server-side dry-run, yet validates', async () => {
    const planned = await objects.create(configMap('dry', { k: 'v' }), undefined, 'All', 'dry-runner');
    expect(planned.metadata?.name).toBe('dry');
    expect(apiStatus(await failure(core.readNamespacedConfigMap({ name: 'dry', namespace })))).toBe(404);

    await apply(configMap('real', { k: 'before' }), 'manager-a');
    const dryApplied = await objects.patch(
      configMap('real', { k: 'after' }),
      undefined,
      'All',
      'manager-a',
      false,
      PatchStrategy.ServerSideApply,
    );
    expect(dryApplied.data?.k).toBe('after');
    expect((await core.readNamespacedConfigMap({ name: 'real', namespace })).data?.k).toBe('before');

    await core.deleteNamespacedConfigMap({ name: 'real', namespace, dryRun: 'All' });
    expect((await core.readNamespacedConfigMap({ name: 'real', namespace })).data?.k).toBe('before');

    await installCrd(kc, widgetCrd());
    const invalid = await failure(
      objects.create(widget(namespace, 'invalid', { size: 0 }), undefined, 'All', 'dry-runner'),
    );
    expect(apiStatus(invalid)).toBe(422);
  });
});
