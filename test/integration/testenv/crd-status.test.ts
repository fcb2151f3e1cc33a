// CRD installation and the status subresource contract of the real API server.
import { ApisApi, CustomObjectsApi, type KubeConfig } from '@kubernetes/client-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiStatus, createTestNamespace, deleteNamespace, installCrd, testKubeConfig } from '../../support/cluster.js';
import { WIDGET_GROUP, WIDGET_PLURAL, WIDGET_VERSION, asRecord, at, widget, widgetCrd, type Json } from './widgets.js';

describe('CRD with a status subresource', () => {
  let kc: KubeConfig;
  let namespace: string;
  let objects: CustomObjectsApi;
  const ref = (name: string) => ({ group: WIDGET_GROUP, version: WIDGET_VERSION, plural: WIDGET_PLURAL, namespace, name });

  beforeAll(async () => {
    kc = testKubeConfig();
    await installCrd(kc, widgetCrd());
    namespace = await createTestNamespace(kc, 'testenv-crd');
    objects = kc.makeApiClient(CustomObjectsApi);
  });
  afterAll(async () => {
    if (namespace) await deleteNamespace(kc, namespace);
  });

  const get = async (name: string): Promise<Json> =>
    asRecord(await objects.getNamespacedCustomObject(ref(name)), 'widget');

  it('is served once Established', async () => {
    const groups = await kc.makeApiClient(ApisApi).getAPIVersions();
    const group = groups.groups.find((g) => g.name === WIDGET_GROUP);
    expect(group?.versions.map((v) => v.version)).toContain(WIDGET_VERSION);
    const list = asRecord(await objects.listNamespacedCustomObject({ group: WIDGET_GROUP, version: WIDGET_VERSION, plural: WIDGET_PLURAL, namespace }), 'list');
    expect(list.items).toEqual([]);
  });

  it('drops status on create and on the main endpoint, spec on /status; generation follows spec only', async () => {
    const name = 'w1';
    const created = asRecord(
      await objects.createNamespacedCustomObject({
        ...ref(name),
        body: widget(namespace, name, { size: 1 }, { status: { phase: 'Sneaky' } }),
      }),
      'created',
    );
    expect(at(created, 'status')).toBeUndefined();
    expect(at(created, 'metadata', 'generation')).toBe(1);
    expect(at(created, 'spec', 'color')).toBe('grey'); // structural-schema defaulting

    // Status through the main endpoint: ignored, and no generation bump.
    const mainWithStatus = { ...created, status: { phase: 'Hacked' } };
    const afterMain = asRecord(await objects.replaceNamespacedCustomObject({ ...ref(name), body: mainWithStatus }), 'afterMain');
    expect(at(afterMain, 'status')).toBeUndefined();
    expect(at(afterMain, 'metadata', 'generation')).toBe(1);

    // Spec through /status: ignored; status stored; no generation bump.
    const statusWithSpec = { ...afterMain, spec: { size: 99, color: 'red' }, status: { phase: 'Ready', observedGeneration: 1 } };
    const afterStatus = asRecord(
      await objects.replaceNamespacedCustomObjectStatus({ ...ref(name), body: statusWithSpec }),
      'afterStatus',
    );
    expect(at(afterStatus, 'status', 'phase')).toBe('Ready');
    expect(at(afterStatus, 'spec', 'size')).toBe(1);
    expect(at(afterStatus, 'spec', 'color')).toBe('grey');
    expect(at(afterStatus, 'metadata', 'generation')).toBe(1);

    // A metadata-only change: no generation bump either.
    const labelled = { ...afterStatus, metadata: { ...asRecord(afterStatus.metadata, 'metadata'), labels: { tier: 'gold' } } };
    const afterLabel = asRecord(await objects.replaceNamespacedCustomObject({ ...ref(name), body: labelled }), 'afterLabel');
    expect(at(afterLabel, 'metadata', 'labels', 'tier')).toBe('gold');
    expect(at(afterLabel, 'metadata', 'generation')).toBe(1);

    // A spec change bumps generation and keeps the status.
    const respec = { ...afterLabel, spec: { size: 2, color: 'grey' } };
    const afterSpec = asRecord(await objects.replaceNamespacedCustomObject({ ...ref(name), body: respec }), 'afterSpec');
    expect(at(afterSpec, 'metadata', 'generation')).toBe(2);
    expect(at(afterSpec, 'status', 'observedGeneration')).toBe(1);

    const stored = await get(name);
    expect(at(stored, 'spec', 'size')).toBe(2);
    expect(at(stored, 'status', 'phase')).toBe('Ready');
    expect(at(stored, 'metadata', 'generation')).toBe(2);
  });

  it('rejects a spec that violates the schema with 422', async () => {
    const error = await objects
      .createNamespacedCustomObject({ ...ref('bad'), body: widget(namespace, 'bad', { size: 0 }) })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(apiStatus(error)).toBe(422);
  });
});
