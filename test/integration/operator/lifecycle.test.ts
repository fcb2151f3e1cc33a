// The tenant operator against the real API server, running as its ServiceAccount with the
// RBAC and admission policy from deploy/operator: create → Ready, spec update, drift,
// status-only updates, invalid specs and conflicts, deletion with Delete and Retain, and a
// cleanup that cannot finish.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveObject } from '../../../src/core/manifest/manifest.js';
import { applyObject, type ApplyContext } from '../../../src/io/kube/apply.js';
import { CONTROLLER_NAME } from '../../../src/operator/operator.js';
import { createTestNamespace, deleteNamespace, eventually, testKubeConfig } from '../../support/cluster.js';
import {
  adminClient,
  condition,
  eventsFor,
  getObject,
  installOperatorPrerequisites,
  startOperator,
  type RunningOperator,
  tenantNamespaceName,
  tenantObject,
  tenantPath,
  waitCondition,
  waitIdle,
  waitReady,
} from './support.js';

const kc = testKubeConfig();
let admin: ApplyContext;
let operator: RunningOperator;
let home: string; // where the TenantOnboardings live
const cleanup: string[] = [];

beforeAll(async () => {
  admin = adminClient(kc);
  await installOperatorPrerequisites(kc, admin);
  home = await createTestNamespace(kc, 'operator-lifecycle');
  cleanup.push(home);
  operator = await startOperator(kc, home);
});

afterAll(async () => {
  await operator?.stop();
  for (const ns of cleanup) await deleteNamespace(kc, ns);
  admin?.client.close();
});

async function create(name: string, spec: Record<string, unknown>, annotations?: Record<string, string>): Promise<void> {
  await applyObject(admin, tenantObject(home, name, spec, annotations), { fieldManager: 'platform-team', force: true });
}

async function quota(ns: string): Promise<LiveObject | undefined> {
  return getObject(admin, `/api/v1/namespaces/${ns}/resourcequotas/tenant-quota`);
}

describe('TenantOnboarding lifecycle', () => {
  const tns = tenantNamespaceName('recs');

  it('create → every child exists and Ready=True with observedGeneration == generation', async () => {
    cleanup.push(tns);
    await create('recs', {
      namespace: tns,
      quota: { cpu: '20', memory: '64Gi', gpuCount: 4 },
      networkPolicy: { allowEgressTo: ['kube-system', 'catalog'] },
      access: { adminGroups: ['recs-admins'], editGroups: ['recs-devs'] },
    });
    const t = await waitReady(admin, home, 'recs');
    expect(t.metadata.finalizers).toContain('platform.example.com/tenant-cleanup');
    for (const type of ['NamespaceProvisioned', 'QuotaProvisioned', 'NetworkPolicyProvisioned', 'AccessProvisioned']) {
      expect(condition(t, type)).toMatchObject({ status: 'True', observedGeneration: t.metadata.generation });
    }
    expect(condition(t, 'Reconciling')!.status).toBe('False');
    expect(condition(t, 'Stalled')!.status).toBe('False');

    const ns = (await getObject(admin, `/api/v1/namespaces/${tns}`))!;
    expect(ns.metadata.labels).toMatchObject({ 'app.kubernetes.io/managed-by': 'driftgate-operator', 'platform.example.com/tenant': tns });
    expect(ns.metadata.annotations).toMatchObject({ 'platform.example.com/owner': `${home}/recs`, 'platform.example.com/owner-uid': t.metadata.uid });
    expect((await quota(tns))!.spec).toEqual({ hard: { cpu: '20', memory: '64Gi', 'requests.nvidia.com/gpu': '4' } });
    const np = (await getObject(admin, `/apis/networking.k8s.io/v1/namespaces/${tns}/networkpolicies/tenant-isolation`))!;
    expect((np.spec as { policyTypes: string[] }).policyTypes).toEqual(['Ingress', 'Egress']);
    const admins = (await getObject(admin, `/apis/rbac.authorization.k8s.io/v1/namespaces/${tns}/rolebindings/tenant-admins`))!;
    expect(admins.roleRef).toMatchObject({ kind: 'ClusterRole', name: 'admin' });
    expect(admins.subjects).toEqual([{ apiGroup: 'rbac.authorization.k8s.io', kind: 'Group', name: 'recs-admins' }]);
    const editors = (await getObject(admin, `/apis/rbac.authorization.k8s.io/v1/namespaces/${tns}/rolebindings/tenant-editors`))!;
    expect(editors.roleRef).toMatchObject({ name: 'edit' });
    await eventually(async () => expect((await eventsFor(admin, home, 'recs')).map((e) => e.reason)).toContain('Provisioned'));
  });

  it('a reconcile that finds everything in place writes nothing', async () => {
    await waitIdle(operator);
    const before = await getObject(admin, tenantPath(home, 'recs'));
    const quotaBefore = await quota(tns);
    operator.controller.enqueue(`${home}/recs`);
    await waitIdle(operator);
    expect((await getObject(admin, tenantPath(home, 'recs')))!.metadata.resourceVersion).toBe(before!.metadata.resourceVersion);
    expect((await quota(tns))!.metadata.resourceVersion).toBe(quotaBefore!.metadata.resourceVersion);
  });

  it('spec update → children follow and observedGeneration catches up', async () => {
    const before = (await getObject(admin, tenantPath(home, 'recs')))!;
    const readySince = condition(before, 'Ready')!.lastTransitionTime;
    await create('recs', {
      namespace: tns,
      quota: { cpu: '10', memory: '32Gi' },
      networkPolicy: { allowEgressTo: ['catalog'] },
      access: { adminGroups: ['recs-admins'] },
    });
    const t = await waitReady(admin, home, 'recs');
    expect(t.metadata.generation).toBe(before.metadata.generation! + 1);
    expect((await quota(tns))!.spec).toEqual({ hard: { cpu: '10', memory: '32Gi', 'requests.nvidia.com/gpu': '0' } }); // no gpuCount: a GPU limit of 0, never none
    expect(await getObject(admin, `/apis/rbac.authorization.k8s.io/v1/namespaces/${tns}/rolebindings/tenant-editors`)).toBeUndefined();
    const np = (await getObject(admin, `/apis/networking.k8s.io/v1/namespaces/${tns}/networkpolicies/tenant-isolation`))!;
    const egress = (np.spec as { egress: { to: { namespaceSelector?: { matchLabels: Record<string, string> } }[]; ports?: unknown[] }[] }).egress;
    const listed = egress.filter((rule) => rule.ports === undefined).flatMap((rule) => rule.to.flatMap((peer) => (peer.namespaceSelector ? [peer.namespaceSelector.matchLabels['kubernetes.io/metadata.name']] : [])));
    expect(listed).toEqual(['catalog']); // kube-system left the list (DNS to it stays, in its own rule)
    // Ready stayed True through the update: its lastTransitionTime did not move
    expect(condition(t, 'Ready')!.lastTransitionTime).toBe(readySince);
  });

  it('a child edited by hand is restored, with an Event', async () => {
    const live = (await quota(tns))!;
    // kubectl edit: an update by another manager takes over the field
    await admin.client.request({
      method: 'PUT',
      path: `/api/v1/namespaces/${tns}/resourcequotas/tenant-quota`,
      query: { fieldManager: 'kubectl-edit' },
      body: { ...live, spec: { hard: { cpu: '999', memory: '32Gi', 'requests.nvidia.com/gpu': '0' } } },
    });
    await eventually(async () => expect((await quota(tns))!.spec).toEqual({ hard: { cpu: '10', memory: '32Gi', 'requests.nvidia.com/gpu': '0' } }), { timeoutMs: 30_000 });
    await eventually(async () => {
      const drift = (await eventsFor(admin, home, 'recs')).filter((e) => e.reason === 'DriftCorrected');
      expect(drift.map((e) => e.note).join('\n')).toContain('ResourceQuota was changed outside the operator (/spec/hard/cpu)');
    });
    // and a deleted child is recreated
    await admin.client.request({ method: 'DELETE', path: `/apis/networking.k8s.io/v1/namespaces/${tns}/networkpolicies/tenant-isolation` });
    await eventually(async () => expect(await getObject(admin, `/apis/networking.k8s.io/v1/namespaces/${tns}/networkpolicies/tenant-isolation`)).toBeDefined(), {
      timeoutMs: 30_000,
    });
    await eventually(async () => expect((await eventsFor(admin, home, 'recs')).map((e) => e.note).join('\n')).toContain('NetworkPolicy was deleted outside the operator; recreated'));
  });

  it('status-only updates cause no reconcile (counted with controller_runtime_reconcile_total)', async () => {
    const sentinelNs = tenantNamespaceName('sentinel');
    cleanup.push(sentinelNs);
    await create('sentinel', { namespace: sentinelNs });
    await waitReady(admin, home, 'sentinel');
    await waitIdle(operator);
    const before = await operator.metrics.reconcileCount(CONTROLLER_NAME);
    // someone else writes status (a condition of their own) through the subresource
    await applyObject(
      admin,
      {
        apiVersion: 'platform.example.com/v1',
        kind: 'TenantOnboarding',
        metadata: { name: 'recs', namespace: home },
        status: { conditions: [{ type: 'Audited', status: 'True', reason: 'Checked', message: 'by the auditor', lastTransitionTime: '2026-01-01T00:00:00Z' }] },
      },
      { fieldManager: 'auditor', subresource: 'status' },
    );
    // A sentinel change after it: watch events arrive in order and the queue is FIFO, so once
    // the sentinel's reconcile is done any reconcile the status update caused is done too.
    // (An annotation the operator reads, so its cache keeps it: the default deletion policy, made
    // explicit, changes nothing to write. A foreign annotation would not reconcile at all.)
    await create('sentinel', { namespace: sentinelNs }, { 'platform.example.com/deletion-policy': 'Delete' });
    await eventually(async () => expect(await operator.metrics.reconcileCount(CONTROLLER_NAME)).toBeGreaterThan(before));
    await waitIdle(operator);
    expect(await operator.metrics.reconcileCount(CONTROLLER_NAME)).toBe(before + 1);
    const t = (await getObject(admin, tenantPath(home, 'recs')))!;
    expect(condition(t, 'Audited')).toBeDefined(); // the operator leaves others' conditions alone
    expect(condition(t, 'Ready')!.status).toBe('True');
  });

  it('an invalid spec or a taken namespace → Stalled with a reason, no hot retry', async () => {
    // an exponent the CRD pattern accepts but no quantity can hold
    await create('bad-quantity', { namespace: tenantNamespaceName('bad'), quota: { cpu: '1e1001' } });
    const bad = await waitCondition(admin, home, 'bad-quantity', (t) => condition(t, 'Stalled')?.status === 'True', 'Stalled');
    expect(condition(bad, 'Stalled')).toMatchObject({ reason: 'InvalidSpec' });
    expect(condition(bad, 'Stalled')!.message).toContain('spec.quota.cpu "1e1001" is not a Kubernetes quantity');
    expect(condition(bad, 'Ready')!.status).toBe('False');
    expect((bad.status as { observedGeneration: number }).observedGeneration).toBe(bad.metadata.generation);

    await create('copycat', { namespace: tns });
    const copy = await waitCondition(admin, home, 'copycat', (t) => condition(t, 'Stalled')?.status === 'True', 'Stalled');
    expect(condition(copy, 'Stalled')).toMatchObject({ reason: 'NamespaceOwnedByAnotherTenant' });
    expect(condition(copy, 'Stalled')!.message).toContain(`${home}/recs`);

    // an existing namespace nobody manages (default is refused earlier, as reserved: system-groups.test.ts)
    await create('squatter', { namespace: home });
    const squat = await waitCondition(admin, home, 'squatter', (t) => condition(t, 'Stalled')?.status === 'True', 'Stalled');
    expect(condition(squat, 'Stalled')).toMatchObject({ reason: 'NamespaceNotManaged' });

    await waitIdle(operator);
    for (const name of ['bad-quantity', 'copycat', 'squatter']) expect(operator.controller.queue.numRequeues(`${home}/${name}`)).toBe(0);
    // the namespace the copycat wanted was never touched by it
    const ns = (await getObject(admin, `/api/v1/namespaces/${tns}`))!;
    expect(ns.metadata.annotations?.['platform.example.com/owner']).toBe(`${home}/recs`);
    for (const name of ['bad-quantity', 'copycat', 'squatter']) await admin.client.request({ method: 'DELETE', path: tenantPath(home, name) });
    for (const name of ['bad-quantity', 'copycat', 'squatter']) await eventually(async () => expect(await getObject(admin, tenantPath(home, name))).toBeUndefined());
    expect(await getObject(admin, '/api/v1/namespaces/default')).toBeDefined();
  });

  it('delete → children gone, namespace deleted, finalizer removed', async () => {
    await admin.client.request({ method: 'DELETE', path: tenantPath(home, 'recs') });
    await eventually(async () => expect(await getObject(admin, tenantPath(home, 'recs'))).toBeUndefined(), { timeoutMs: 90_000, message: 'TenantOnboarding not gone' });
    // the finalizer waited for the namespace: by the time the TenantOnboarding is gone, so is the namespace
    expect(await getObject(admin, `/api/v1/namespaces/${tns}`)).toBeUndefined();
    expect(await quota(tns)).toBeUndefined();
  });

  it('a cleanup that cannot finish keeps the object Terminating with a condition saying why', async () => {
    const stuck = tenantNamespaceName('stuck');
    cleanup.push(stuck);
    await create('stuck', { namespace: stuck });
    await waitReady(admin, home, 'stuck');
    // something in the tenant namespace holds a finalizer nobody will remove
    await applyObject(
      admin,
      { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'pinned', namespace: stuck, finalizers: ['driftgate.dev/test-block'] }, data: {} },
      { fieldManager: 'driftgate-tests', force: true },
    );
    await admin.client.request({ method: 'DELETE', path: tenantPath(home, 'stuck') });
    const t = await waitCondition(
      admin,
      home,
      'stuck',
      (o) => o.metadata.deletionTimestamp !== undefined && /driftgate\.dev\/test-block/.test(condition(o, 'NamespaceProvisioned')?.message ?? ''),
      'Terminating with the blocking finalizer named',
      90_000,
    );
    expect(condition(t, 'Ready')).toMatchObject({ status: 'False', reason: 'NamespaceTerminating' });
    expect(condition(t, 'Reconciling')!.status).toBe('True');
    expect(t.metadata.finalizers).toContain('platform.example.com/tenant-cleanup');
    // unblock: the namespace goes, and with it the TenantOnboarding
    await admin.client.request({
      method: 'PATCH',
      path: `/api/v1/namespaces/${stuck}/configmaps/pinned`,
      contentType: 'application/merge-patch+json',
      body: { metadata: { finalizers: null } },
    });
    await eventually(async () => expect(await getObject(admin, tenantPath(home, 'stuck'))).toBeUndefined(), { timeoutMs: 90_000 });
    expect(await getObject(admin, `/api/v1/namespaces/${stuck}`)).toBeUndefined();
  });

  it('deletion policy Retain keeps the namespace and releases the TenantOnboarding', async () => {
    const kept = tenantNamespaceName('kept');
    cleanup.push(kept);
    await create('kept', { namespace: kept, quota: { cpu: '1' } }, { 'platform.example.com/deletion-policy': 'Retain' });
    await waitReady(admin, home, 'kept');
    await admin.client.request({ method: 'DELETE', path: tenantPath(home, 'kept') });
    await eventually(async () => expect(await getObject(admin, tenantPath(home, 'kept'))).toBeUndefined(), { timeoutMs: 30_000 });
    const ns = (await getObject(admin, `/api/v1/namespaces/${kept}`))!;
    expect(ns.metadata.deletionTimestamp).toBeUndefined();
    expect(await quota(kept)).toBeDefined();
    // a new TenantOnboarding may adopt the retained namespace (its recorded owner is gone)
    await create('kept-again', { namespace: kept, quota: { cpu: '2' } });
    const again = await waitReady(admin, home, 'kept-again');
    expect((await quota(kept))!.spec).toEqual({ hard: { cpu: '2', 'requests.nvidia.com/gpu': '0' } });
    expect((await getObject(admin, `/api/v1/namespaces/${kept}`))!.metadata.annotations?.['platform.example.com/owner-uid']).toBe(again.metadata.uid);
  });
});
