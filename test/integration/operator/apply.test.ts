// src/io/kube/apply.ts against the real API server: server-side apply with a field manager,
// dry run, force, and the typed errors for 409, 422 and 403 (the sync agent relies on them).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyObject, ConflictError, ForbiddenError, InvalidError, type ApplyContext } from '../../../src/io/kube/apply.js';
import { KubeClient } from '../../../src/io/kube/client.js';
import { Discovery } from '../../../src/io/kube/discovery.js';
import { createTestNamespace, deleteNamespace, impersonate, testKubeConfig } from '../../support/cluster.js';
import { adminClient, getObject } from './support.js';

const kc = testKubeConfig();
let admin: ApplyContext;
let ns: string;

beforeAll(async () => {
  admin = adminClient(kc);
  ns = await createTestNamespace(kc, 'apply');
});
afterAll(async () => {
  if (ns) await deleteNamespace(kc, ns);
  admin?.client.close();
});

const cm = (data: Record<string, string>) => ({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'settings', namespace: ns }, data });

describe('applyObject', () => {
  it('dry run validates and returns the would-be object without storing it', async () => {
    const result = await applyObject(admin, cm({ a: '1' }), { fieldManager: 'team-a', dryRun: true });
    expect(result.data).toEqual({ a: '1' });
    expect(await getObject(admin, `/api/v1/namespaces/${ns}/configmaps/settings`)).toBeUndefined();
  });

  it('creates, records the field manager, and is idempotent', async () => {
    const first = await applyObject(admin, cm({ a: '1' }), { fieldManager: 'team-a' });
    expect(first.metadata.managedFields?.some((m) => m.manager === 'team-a' && m.operation === 'Apply')).toBe(true);
    const again = await applyObject(admin, cm({ a: '1' }), { fieldManager: 'team-a' });
    expect(again.metadata.resourceVersion).toBe(first.metadata.resourceVersion);
  });

  it('a field owned by another manager is a ConflictError without force, and taken over with force', async () => {
    const error = await applyObject(admin, cm({ a: '2' }), { fieldManager: 'team-b' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConflictError);
    expect((error as ConflictError).status).toBe(409);
    expect((error as ConflictError).causes.some((c) => c.field === '.data.a')).toBe(true);
    const forced = await applyObject(admin, cm({ a: '2' }), { fieldManager: 'team-b', force: true });
    expect(forced.data).toEqual({ a: '2' });
  });

  it('a rejected object is an InvalidError with the field that failed', async () => {
    const error = await applyObject(admin, { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'bad', namespace: ns }, data: { 'not a key!': 'x' } }, { fieldManager: 'team-a' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidError);
    expect((error as InvalidError).status).toBe(422);
    expect((error as InvalidError).causes.some((c) => c.field === 'data[not a key!]')).toBe(true);
  });

  it('a refused request is a ForbiddenError', async () => {
    const nobody = new KubeClient({ kubeConfig: impersonate(kc, { user: 'nobody' }) });
    try {
      const error = await applyObject({ client: nobody, resolver: new Discovery({ client: nobody }) }, cm({ b: '1' }), { fieldManager: 'nobody' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ForbiddenError);
    } finally {
      nobody.close();
    }
  });

  it('resolves kinds it does not know through discovery', async () => {
    const result = await applyObject(admin, { apiVersion: 'scheduling.k8s.io/v1', kind: 'PriorityClass', metadata: { name: `apply-test-${ns}` }, value: 10 }, { fieldManager: 'team-a', dryRun: true });
    expect(result.kind).toBe('PriorityClass');
  });
});
