// Two operator instances against the real API server, as the operator's ServiceAccount with
// the Lease permissions of deploy/operator: one leader reconciles, the standby does not; when
// the leader dies the standby takes over; a graceful stop hands the lease over at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplyContext } from '../../../src/io/kube/apply.js';
import { applyObject } from '../../../src/io/kube/apply.js';
import { NotFoundError } from '../../../src/io/kube/errors.js';
import { CONTROLLER_NAME } from '../../../src/operator/operator.js';
import { createTestNamespace, deleteNamespace, eventually, testKubeConfig } from '../../support/cluster.js';
import { adminClient, getObject, installOperatorPrerequisites, startOperator, type RunningOperator, tenantNamespaceName, tenantObject, waitReady } from './support.js';

const kc = testKubeConfig();
const LEASE = '/apis/coordination.k8s.io/v1/namespaces/driftgate-system/leases/driftgate-operator';
const timings = { leaseDurationMs: 6_000, renewDeadlineMs: 4_000, retryPeriodMs: 1_000 };
let admin: ApplyContext;
let home: string;
const operators: RunningOperator[] = [];
const namespaces: string[] = [];

async function candidate(identity: string): Promise<RunningOperator> {
  const op = await startOperator(kc, home, { leaderElection: { namespace: 'driftgate-system', name: 'driftgate-operator', identity, ...timings } });
  operators.push(op);
  return op;
}

async function holder(): Promise<{ holder: string; transitions: number }> {
  const lease = (await getObject(admin, LEASE))!;
  const spec = lease.spec as { holderIdentity?: string; leaseTransitions?: number };
  return { holder: spec.holderIdentity ?? '', transitions: spec.leaseTransitions ?? 0 };
}

async function onboard(name: string): Promise<void> {
  const ns = tenantNamespaceName(name);
  namespaces.push(ns);
  await applyObject(admin, tenantObject(home, name, { namespace: ns }), { fieldManager: 'platform-team', force: true });
  await waitReady(admin, home, name);
}

beforeAll(async () => {
  admin = adminClient(kc);
  await installOperatorPrerequisites(kc, admin);
  home = await createTestNamespace(kc, 'operator-leader');
  namespaces.push(home);
  try {
    await admin.client.request({ method: 'DELETE', path: LEASE }); // a lease left by an earlier run
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
  }
});

afterAll(async () => {
  await Promise.all(operators.map((o) => o.stop()));
  for (const ns of namespaces) await deleteNamespace(kc, ns);
  admin?.client.close();
});

describe('leader election', () => {
  it('two instances → one leader; only the leader reconciles; failover when it dies; handover on graceful stop', async () => {
    const a = await candidate('instance-a');
    const b = await candidate('instance-b');
    await eventually(() => expect([a.isLeader(), b.isLeader()].filter(Boolean)).toHaveLength(1), { timeoutMs: 30_000 });
    const [leader, standby] = a.isLeader() ? [a, b] : [b, a];
    expect((await holder()).holder).toBe(leader.identity);

    await onboard('first');
    // Counted when the reconcile returns, after the status it wrote made the tenant Ready: on a
    // loaded host the test can see Ready first.
    await eventually(async () => expect(await leader.metrics.reconcileCount(CONTROLLER_NAME)).toBeGreaterThan(0), { timeoutMs: 30_000, message: 'the leader did not count a reconcile' });
    expect(await standby.metrics.reconcileCount(CONTROLLER_NAME)).toBe(0);
    expect(standby.ready()).toBe(true); // standbys keep warm caches and are ready
    const before = await holder();

    // The leader dies: no release, its lease simply stops being renewed.
    await leader.stop({ release: false });
    await eventually(() => expect(standby.isLeader()).toBe(true), { timeoutMs: 30_000, message: 'standby did not take over' });
    const after = await holder();
    expect(after.holder).toBe(standby.identity);
    expect(after.transitions).toBe(before.transitions + 1);
    await onboard('second');
    expect(await standby.metrics.reconcileCount(CONTROLLER_NAME)).toBeGreaterThan(0);

    // Graceful stop releases the lease: a third instance takes over at its next poll.
    const c = await candidate('instance-c');
    expect(c.isLeader()).toBe(false);
    await standby.stop({ release: true });
    await eventually(() => expect(c.isLeader()).toBe(true), { timeoutMs: 10_000, message: 'no takeover after release' });
    expect((await holder()).holder).toBe(c.identity);
    await onboard('third');
  });
});
