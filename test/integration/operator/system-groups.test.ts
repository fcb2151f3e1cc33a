// The operator refuses system: groups and reserved namespaces itself, whatever the API server
// hands it (issue 23: a CRD default or a write that bypassed the policy pack). The TenantOnboardings
// here are written straight to the API server without the pack's admission policies, as such a
// default or a bypass would leave them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveObject } from '../../../src/core/manifest/manifest.js';
import { applyObject, type ApplyContext } from '../../../src/io/kube/apply.js';
import { createTestNamespace, deleteNamespace, eventually, testKubeConfig } from '../../support/cluster.js';
import { adminClient, condition, eventsFor, getObject, installOperatorPrerequisites, startOperator, type RunningOperator, tenantNamespaceName, tenantObject, waitCondition, waitIdle, waitReady } from './support.js';

const kc = testKubeConfig();
let admin: ApplyContext;
let operator: RunningOperator;
let home: string;
const cleanup: string[] = [];

beforeAll(async () => {
  admin = adminClient(kc);
  await installOperatorPrerequisites(kc, admin);
  home = await createTestNamespace(kc, 'operator-system-groups');
  cleanup.push(home);
  operator = await startOperator(kc, home);
});

afterAll(async () => {
  await operator?.stop();
  for (const ns of cleanup) await deleteNamespace(kc, ns);
  admin?.client.close();
});

async function bindings(ns: string): Promise<LiveObject[]> {
  const list = await admin.client.request<{ items: LiveObject[] }>({ method: 'GET', path: `/apis/rbac.authorization.k8s.io/v1/namespaces/${ns}/rolebindings` });
  return list.items;
}

function systemSubjects(list: readonly LiveObject[]): string[] {
  return list.flatMap((b) => ((b.subjects as { name?: string }[] | undefined) ?? []).map((s) => s.name ?? '').filter((n) => n.startsWith('system:')));
}

describe('the operator and system: groups', () => {
  it('a tenant with editGroups [system:authenticated] is Stalled (SystemGroupForbidden) and no RoleBinding is written', async () => {
    const tns = tenantNamespaceName('sysgrp');
    cleanup.push(tns);
    await applyObject(
      admin,
      tenantObject(home, 'everyone', { namespace: tns, quota: { gpuCount: 0 }, access: { adminGroups: ['team-admins'], editGroups: ['system:authenticated'] } }),
      { fieldManager: 'bypass', force: true },
    );
    const t = await waitCondition(admin, home, 'everyone', (o) => condition(o, 'Stalled')?.status === 'True', 'Stalled');
    expect(condition(t, 'Stalled')).toMatchObject({ reason: 'SystemGroupForbidden' });
    expect(condition(t, 'Ready')).toMatchObject({ status: 'False', reason: 'SystemGroupForbidden' });
    expect(condition(t, 'Stalled')!.message).toContain('spec.access.editGroups[0] "system:authenticated" is a Kubernetes system group');
    await waitIdle(operator);
    // Nothing at all is provisioned for a refused tenant: no namespace, so no binding anywhere.
    expect(await getObject(admin, `/api/v1/namespaces/${tns}`)).toBeUndefined();
  });

  it('a provisioned tenant whose groups turn into a system group: its binding to that group is deleted, the tenant Stalled', async () => {
    const tns = tenantNamespaceName('sysgrp');
    cleanup.push(tns);
    await applyObject(admin, tenantObject(home, 'turned', { namespace: tns, quota: { gpuCount: 0 }, access: { adminGroups: ['team-admins'], editGroups: ['devs'] } }), {
      fieldManager: 'platform-team',
      force: true,
    });
    await waitReady(admin, home, 'turned');
    // What an operator without this check wrote when a CRD default injected the group: our
    // binding, with the system group among its subjects. Both writes land before the next reconcile.
    await operator.stop();
    const editors = (await getObject(admin, `/apis/rbac.authorization.k8s.io/v1/namespaces/${tns}/rolebindings/tenant-editors`))!;
    await admin.client.request({
      method: 'PATCH',
      path: `/apis/rbac.authorization.k8s.io/v1/namespaces/${tns}/rolebindings/tenant-editors`,
      contentType: 'application/merge-patch+json',
      body: { subjects: [...(editors.subjects as unknown[]), { apiGroup: 'rbac.authorization.k8s.io', kind: 'Group', name: 'system:authenticated' }] },
    });
    await applyObject(admin, tenantObject(home, 'turned', { namespace: tns, quota: { gpuCount: 0 }, access: { adminGroups: ['team-admins'], editGroups: ['devs', 'system:authenticated'] } }), {
      fieldManager: 'platform-team',
      force: true,
    });
    expect(systemSubjects(await bindings(tns))).toEqual(['system:authenticated']);
    operator = await startOperator(kc, home);

    const t = await waitCondition(admin, home, 'turned', (o) => condition(o, 'Stalled')?.status === 'True', 'Stalled');
    expect(condition(t, 'Stalled')).toMatchObject({ reason: 'SystemGroupForbidden' });
    expect(condition(t, 'AccessProvisioned')).toMatchObject({ status: 'False', reason: 'SystemGroupForbidden' });
    await eventually(async () => expect(systemSubjects(await bindings(tns))).toEqual([]));
    expect(await getObject(admin, `/apis/rbac.authorization.k8s.io/v1/namespaces/${tns}/rolebindings/tenant-editors`)).toBeUndefined();
    // the binding to an ordinary group stays
    expect(await getObject(admin, `/apis/rbac.authorization.k8s.io/v1/namespaces/${tns}/rolebindings/tenant-admins`)).toBeDefined();
    await eventually(async () => expect((await eventsFor(admin, home, 'turned')).map((e) => e.reason)).toContain('SystemGroupBindingRemoved'));
  });

  it('a tenant that claims a reserved namespace (cert-manager) is Stalled (NamespaceReserved) and the namespace is not created', async () => {
    await applyObject(admin, tenantObject(home, 'squats-addon', { namespace: 'cert-manager', quota: { gpuCount: 0 }, access: { adminGroups: ['team-admins'] } }), {
      fieldManager: 'bypass',
      force: true,
    });
    const t = await waitCondition(admin, home, 'squats-addon', (o) => condition(o, 'Stalled')?.status === 'True', 'Stalled');
    expect(condition(t, 'Stalled')).toMatchObject({ reason: 'NamespaceReserved' });
    expect(condition(t, 'Stalled')!.message).toContain('spec.namespace "cert-manager" is reserved');
    await waitIdle(operator);
    expect(await getObject(admin, '/api/v1/namespaces/cert-manager')).toBeUndefined();
  });
});
