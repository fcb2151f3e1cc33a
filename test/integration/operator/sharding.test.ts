// Two operator instances with `shards: 2` against the real API server, as the operator's
// ServiceAccount with the RBAC of deploy/operator + deploy/operator-sharded: each holds one
// shard Lease and reconciles only its shard's tenants (every write is recorded per instance, and
// no tenant is written by both); when one dies without releasing, the other takes its shard
// once the lease expires and reconciles those tenants' next change. Children carry their
// tenant's shard label and a replica's child caches hold only its shards' children. Children
// written before sharding get the label from the first sharded reconcile (one apply each, no
// drift reported); a namespace nobody labelled is still seen (read live) and never taken over.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyObject, type ApplyContext } from '../../../src/io/kube/apply.js';
import { shardOf } from '../../../src/core/ports/shards.js';
import { SHARD_LABEL } from '../../../src/core/kube/well-known.js';
import { createTestNamespace, deleteNamespace, eventually, randomSuffix, testKubeConfig } from '../../support/cluster.js';
import { adminClient, eventsFor, getObject, installOperatorPrerequisites, readYaml, startOperator, type RunningOperator, tenantObject, tenantPath, waitCondition, waitReady } from './support.js';

const kc = testKubeConfig();
const TENANTS = 20;
const LEASE_NAMESPACE = 'driftgate-system';
// Short enough for a quick takeover, long enough that a renew never misses its deadline on a loaded CI machine
// (a lost lease would let the other instance write for a tenant, which this test counts as an overlap).
const timings = { leaseDurationMs: 6_000, renewDeadlineMs: 4_000, retryPeriodMs: 1_000 };
let admin: ApplyContext;
let home: string;
const prefix = `sharding-${randomSuffix(6)}`; // a Lease prefix of its own: nothing left from another run
const operators: RunningOperator[] = [];
const namespaces: string[] = [];
/** Tenant name → instance → number of writes (its status, or objects in its namespace). */
const writes = new Map<string, Map<string, number>>();
const tenantOfNamespace = new Map<string, string>();

function recordWrite(identity: string, method: string, path: string, status: number): void {
  if (method === 'GET' || status >= 400 || status === 0) return;
  const statusWrite = /\/tenantonboardings\/([^/]+)\/status$/.exec(path);
  const nsWrite = /\/api\/v1\/namespaces\/([^/?]+)|\/namespaces\/([^/]+)\/(?:resourcequotas|networkpolicies|rolebindings)/.exec(path);
  const tenant = statusWrite?.[1] ?? tenantOfNamespace.get(nsWrite?.[1] ?? nsWrite?.[2] ?? '');
  if (tenant === undefined) return;
  const byInstance = writes.get(tenant) ?? new Map<string, number>();
  byInstance.set(identity, (byInstance.get(identity) ?? 0) + 1);
  writes.set(tenant, byInstance);
}

async function instance(identity: string): Promise<RunningOperator> {
  const op = await startOperator(kc, home, {
    shards: 2,
    conversionProbeMs: 0,
    leaderElection: { namespace: LEASE_NAMESPACE, name: prefix, identity, ...timings },
    onRequest: (r) => recordWrite(identity, r.method, r.path, r.status),
  });
  operators.push(op);
  return op;
}

function writers(tenant: string): string[] {
  return [...(writes.get(tenant)?.keys() ?? [])].sort();
}

beforeAll(async () => {
  admin = adminClient(kc);
  await installOperatorPrerequisites(kc, admin);
  for (const object of readYaml('deploy/operator-sharded/rbac-sharding.yaml')) await applyObject(admin, object, { fieldManager: 'driftgate-tests', force: true });
  home = await createTestNamespace(kc, 'operator-shards');
  namespaces.push(home);
}, 120_000);

afterAll(async () => {
  await Promise.all(operators.map((o) => o.stop()));
  for (const ns of namespaces) await deleteNamespace(kc, ns);
  admin?.client.close();
});

describe('sharding', () => {
  it('two instances split 2 shards; each tenant is reconciled by its shard holder only; a dead instance’s shard is taken over', async () => {
    const a = await instance('instance-a');
    const b = await instance('instance-b');
    await eventually(
      () => {
        expect(a.heldShards()).toHaveLength(1);
        expect(b.heldShards()).toHaveLength(1);
      },
      { timeoutMs: 30_000, intervalMs: 100, message: 'the two instances did not settle on one shard each' },
    );
    const holder = new Map([...a.heldShards().map((k) => [k, a] as const), ...b.heldShards().map((k) => [k, b] as const)]);
    expect([...holder.keys()].sort()).toEqual([0, 1]);

    const names = Array.from({ length: TENANTS }, (_, i) => `tenant-${i}`);
    for (const name of names) {
      const ns = `${prefix}-${name}`;
      namespaces.push(ns);
      tenantOfNamespace.set(ns, name);
    }
    await Promise.all(names.map((name) => applyObject(admin, tenantObject(home, name, { namespace: `${prefix}-${name}` }), { fieldManager: 'platform-team', force: true })));
    await Promise.all(names.map((name) => waitReady(admin, home, name, 60_000)));

    // Every tenant got its label from the sharder, and only its shard's holder wrote for it.
    // Its children carry the same label.
    for (const name of names) {
      const tenant = (await getObject(admin, tenantPath(home, name)))!;
      const shard = shardOf(`${home}/${name}`, 2);
      expect(tenant.metadata.labels?.[SHARD_LABEL]).toBe(String(shard));
      expect(writers(name), `writers of ${name}`).toEqual([holder.get(shard)!.identity]);
      const ns = (await getObject(admin, `/api/v1/namespaces/${prefix}-${name}`))!;
      const policy = (await getObject(admin, `/apis/networking.k8s.io/v1/namespaces/${prefix}-${name}/networkpolicies/tenant-isolation`))!;
      expect(ns.metadata.labels?.[SHARD_LABEL], `shard label of namespace ${ns.metadata.name}`).toBe(String(shard));
      expect(policy.metadata.labels?.[SHARD_LABEL]).toBe(String(shard));
    }
    // Each instance caches only the children of the shard it holds (the selector is server-side).
    for (const [shard, op] of holder) {
      const caches = op.shardCaches(shard)!;
      const ours = (list: { metadata: { name: string; namespace?: string } }[]): string[] =>
        list.map((o) => o.metadata.namespace ?? o.metadata.name).filter((n) => n.startsWith(`${prefix}-`)).sort();
      const expected = names.filter((n) => shardOf(`${home}/${n}`, 2) === shard).map((n) => `${prefix}-${n}`).sort();
      expect(ours(caches.namespaces.list())).toEqual(expected);
      expect(ours(caches.networkPolicies.list())).toEqual(expected);
      for (const cache of [caches.namespaces, caches.quotas, caches.networkPolicies, caches.roleBindings]) {
        for (const o of cache.list()) expect(o.metadata.labels?.[SHARD_LABEL]).toBe(String(shard));
      }
      expect(op.shardCaches(1 - shard)).toBeUndefined();
    }
    expect(new Set(names.map((n) => writers(n)[0])).size).toBe(2); // both instances did work

    // b dies: no release, no member Lease deletion; its leases just stop being renewed.
    const orphaned = names.filter((n) => writers(n)[0] === b.identity);
    expect(orphaned.length).toBeGreaterThan(0);
    await b.stop({ release: false });
    await eventually(() => expect(a.heldShards()).toEqual([0, 1]), { timeoutMs: 30_000, intervalMs: 100, message: 'a did not take over b’s shard' });

    // A change to each orphaned tenant is reconciled by a.
    for (const name of orphaned) writes.delete(name);
    await Promise.all(
      orphaned.map((name) => applyObject(admin, tenantObject(home, name, { namespace: `${prefix}-${name}`, quota: { cpu: '2' } }), { fieldManager: 'platform-team', force: true })),
    );
    for (const name of orphaned) {
      const tenant = await waitReady(admin, home, name, 60_000);
      expect(tenant.metadata.generation).toBe(2);
      expect(writers(name)).toEqual([a.identity]);
      const quota = await getObject(admin, `/api/v1/namespaces/${prefix}-${name}/resourcequotas`);
      expect(JSON.stringify(quota)).toContain('"hard":{"cpu":"2","requests.nvidia.com/gpu":"0"}');
    }
  }, 120_000);

  it('children written before sharding get the shard label from the first sharded reconcile; an unlabelled foreign namespace is never taken over', async () => {
    await Promise.all(operators.splice(0).map((o) => o.stop()));
    const home2 = await createTestNamespace(kc, 'operator-shards-migrate');
    namespaces.push(home2);
    const prefix2 = `migrate-${randomSuffix(6)}`;
    const names = Array.from({ length: 6 }, (_, i) => `m-${i}`);
    const spec = (name: string): Record<string, unknown> => ({ namespace: `${prefix2}-${name}`, quota: { cpu: '1' }, access: { adminGroups: [`${name}-admins`], editGroups: [`${name}-devs`] } });
    for (const name of names) {
      namespaces.push(`${prefix2}-${name}`);
      tenantOfNamespace.set(`${prefix2}-${name}`, name);
    }

    // Unsharded: children without a shard label.
    const single = await startOperator(kc, home2, { conversionProbeMs: 0 });
    await Promise.all(names.map((name) => applyObject(admin, tenantObject(home2, name, spec(name)), { fieldManager: 'platform-team', force: true })));
    await Promise.all(names.map((name) => waitReady(admin, home2, name, 60_000)));
    expect((await getObject(admin, `/api/v1/namespaces/${prefix2}-${names[0]}`))!.metadata.labels).not.toHaveProperty(SHARD_LABEL);
    await single.stop();

    // A namespace someone made by hand, without any of our labels.
    const foreign = `${prefix2}-handmade`;
    namespaces.push(foreign);
    await applyObject(admin, { apiVersion: 'v1', kind: 'Namespace', metadata: { name: foreign } }, { fieldManager: 'platform-team', force: true });

    for (const name of names) writes.delete(name);
    const c = await startOperator(kc, home2, {
      shards: 2,
      conversionProbeMs: 0,
      leaderElection: { namespace: LEASE_NAMESPACE, name: `${prefix2}`, identity: 'instance-c', ...timings },
      onRequest: (r) => recordWrite('instance-c', r.method, r.path, r.status),
    });
    operators.push(c);
    await eventually(() => expect(c.heldShards()).toEqual([0, 1]), { timeoutMs: 30_000, intervalMs: 100, message: 'c did not take both shards' });

    const children = (name: string): string[] => [
      `/api/v1/namespaces/${prefix2}-${name}`,
      `/api/v1/namespaces/${prefix2}-${name}/resourcequotas/tenant-quota`,
      `/apis/networking.k8s.io/v1/namespaces/${prefix2}-${name}/networkpolicies/tenant-isolation`,
      `/apis/rbac.authorization.k8s.io/v1/namespaces/${prefix2}-${name}/rolebindings/tenant-admins`,
      `/apis/rbac.authorization.k8s.io/v1/namespaces/${prefix2}-${name}/rolebindings/tenant-editors`,
    ];
    for (const name of names) {
      const shard = String(shardOf(`${home2}/${name}`, 2));
      await eventually(
        async () => {
          for (const path of children(name)) expect((await getObject(admin, path))?.metadata.labels?.[SHARD_LABEL], path).toBe(shard);
        },
        { timeoutMs: 60_000, intervalMs: 200, message: `the children of ${name} did not get the shard label` },
      );
      await eventually(() => expect(c.shardCaches(Number(shard))!.roleBindings.get(`${prefix2}-${name}/tenant-editors`)).toBeDefined(), { timeoutMs: 10_000, intervalMs: 100 });
    }
    for (const name of names) {
      // One apply per child, nothing else (the status did not change); no drift reported.
      expect(writes.get(name)?.get('instance-c'), `writes for ${name}`).toBe(5);
      expect((await eventsFor(admin, home2, name)).filter((e) => e.reason === 'DriftCorrected')).toEqual([]);
      expect((await waitReady(admin, home2, name)).metadata.generation).toBe(1);
    }

    // The hand-made namespace is not in any shard's cache, yet it is seen (read live) and refused.
    await applyObject(admin, tenantObject(home2, 'claims-handmade', { namespace: foreign }), { fieldManager: 'platform-team', force: true });
    await waitCondition(admin, home2, 'claims-handmade', (t) => JSON.stringify(t.status ?? {}).includes('NamespaceNotManaged'), 'Stalled with NamespaceNotManaged');
    expect((await getObject(admin, `/api/v1/namespaces/${foreign}`))!.metadata.labels).not.toHaveProperty('app.kubernetes.io/managed-by');

    // Deleting a migrated tenant (deletion policy Delete) deletes its namespace, found in the shard's cache.
    await admin.client.request({ method: 'DELETE', path: tenantPath(home2, names[0]!) });
    await eventually(async () => expect(await getObject(admin, tenantPath(home2, names[0]!))).toBeUndefined(), { timeoutMs: 60_000, intervalMs: 200, message: 'the tenant was not finalized' });
    const ns = await getObject(admin, `/api/v1/namespaces/${prefix2}-${names[0]}`);
    expect(ns === undefined || ns.metadata.deletionTimestamp !== undefined).toBe(true);
  }, 180_000);
});
