// The shipped RBAC of deploy/agent, applied for real and asked through SubjectAccessReviews:
// the agent's own identity reads and may impersonate exactly driftgate-sync, and cannot write
// what it syncs; driftgate-sync (what a merged commit writes as) can write the examples' kinds
// where it is bound and nothing that escalates. deploy/agent-sharded adds the Leases sharding needs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadManifests } from '../../../src/core/manifest/manifest.js';
import { parseYaml } from '../../../src/core/yaml/parse.js';
import { applyObject } from '../../../src/io/kube/apply.js';
import { KubeClient } from '../../../src/io/kube/client.js';
import { Discovery } from '../../../src/io/kube/discovery.js';
import { createTestNamespace, deleteNamespace, eventually, impersonate, randomSuffix, testKubeConfig } from '../../support/cluster.js';
import { shardInventoryName } from '../../../src/agent/shard.js';
import { InventoryStore } from '../../../src/io/kube/inventory.js';
import { KubeLeaseStore } from '../../../src/io/kube/lease.js';
import { KubeMemberStore } from '../../../src/io/kube/member-lease.js';
import { REPO_ROOT } from '../../support/control-plane.js';

const kc = testKubeConfig();
const client = new KubeClient({ kubeConfig: kc });
const cleanup: string[] = [];
afterAll(async () => {
  for (const ns of cleanup) await deleteNamespace(kc, ns);
  client.close();
});

interface Access {
  readonly verb: string;
  readonly resource: string;
  readonly group?: string;
  readonly namespace?: string;
  readonly name?: string;
}

async function allowed(user: string, a: Access): Promise<boolean> {
  const review = await client.request<{ status?: { allowed?: boolean } }>({
    method: 'POST',
    path: '/apis/authorization.k8s.io/v1/subjectaccessreviews',
    body: {
      apiVersion: 'authorization.k8s.io/v1',
      kind: 'SubjectAccessReview',
      spec: {
        user,
        groups: ['system:serviceaccounts', 'system:serviceaccounts:driftgate-system', 'system:authenticated'],
        resourceAttributes: { verb: a.verb, resource: a.resource, group: a.group ?? '', ...(a.namespace ? { namespace: a.namespace } : {}), ...(a.name ? { name: a.name } : {}) },
      },
    },
  });
  return review.status?.allowed === true;
}

describe('deploy/agent RBAC', () => {
  it('gives the agent reads and one impersonation, and the sync service account no escalation', async () => {
    const resolver = new Discovery({ client: client });
    const dir = path.join(REPO_ROOT, 'deploy/agent');
    const objects = ['namespace.yaml', 'serviceaccount.yaml', 'rbac.yaml', 'sync-serviceaccount.yaml', 'sync-rbac.yaml', 'scope-configmap.yaml'].flatMap(
      (f) => loadManifests(parseYaml(readFileSync(path.join(dir, f), 'utf8'), { file: f }).documents).manifests.map((m) => m.object),
    );
    for (const o of objects) await applyObject({ client, resolver }, o, { fieldManager: 'driftgate-tests', force: true });
    const tenants = await createTestNamespace(kc, 'tenants');
    cleanup.push(tenants);
    await client.request({
      method: 'POST',
      path: `/apis/rbac.authorization.k8s.io/v1/namespaces/${tenants}/rolebindings`,
      body: {
        apiVersion: 'rbac.authorization.k8s.io/v1',
        kind: 'RoleBinding',
        metadata: { name: 'driftgate-sync' },
        roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: 'driftgate-sync-namespaced' },
        subjects: [{ kind: 'ServiceAccount', name: 'driftgate-sync', namespace: 'driftgate-system' }],
      },
    });
    const agent = 'system:serviceaccount:driftgate-system:driftgate-agent';
    const sync = 'system:serviceaccount:driftgate-system:driftgate-sync';
    const tenantOnboardings = { resource: 'tenantonboardings', group: 'platform.example.com', namespace: tenants };

    // aggregated ClusterRoles are filled by the controller-manager
    await eventually(async () => expect(await allowed(agent, { verb: 'watch', ...tenantOnboardings })).toBe(true), { timeoutMs: 30_000 });
    await eventually(async () => expect(await allowed(sync, { verb: 'patch', ...tenantOnboardings })).toBe(true), { timeoutMs: 30_000 });

    // the agent: reads, its own namespace, exactly one impersonation; no writes to synced objects
    expect(await allowed(agent, { verb: 'impersonate', resource: 'serviceaccounts', namespace: 'driftgate-system', name: 'driftgate-sync' })).toBe(true);
    expect(await allowed(agent, { verb: 'impersonate', resource: 'serviceaccounts', namespace: 'kube-system', name: 'default' })).toBe(false);
    expect(await allowed(agent, { verb: 'impersonate', resource: 'users', name: 'admin' })).toBe(false);
    expect(await allowed(agent, { verb: 'impersonate', resource: 'groups', name: 'system:masters' })).toBe(false);
    expect(await allowed(agent, { verb: 'patch', ...tenantOnboardings })).toBe(false);
    expect(await allowed(agent, { verb: 'delete', resource: 'namespaces', name: tenants })).toBe(false);
    expect(await allowed(agent, { verb: 'get', resource: 'configmaps', namespace: 'driftgate-system', name: 'driftgate-scope' })).toBe(true);
    // the parts of a split inventory are deleted once no inventory names them
    expect(await allowed(agent, { verb: 'delete', resource: 'configmaps', namespace: 'driftgate-system', name: 'driftgate-inventory-0123456789-0123456789abcdef' })).toBe(true);
    expect(await allowed(agent, { verb: 'delete', resource: 'configmaps', namespace: tenants, name: 'app' })).toBe(false);

    // driftgate-sync: the examples' kinds where bound; no RBAC, nothing in kube-system, no secrets
    expect(await allowed(sync, { verb: 'create', resource: 'namespaces' })).toBe(true);
    expect(await allowed(sync, { verb: 'patch', resource: 'customresourcedefinitions', group: 'apiextensions.k8s.io', name: 'tenantonboardings.platform.example.com' })).toBe(true);
    expect(await allowed(sync, { verb: 'patch', resource: 'customresourcedefinitions', group: 'apiextensions.k8s.io', name: 'other.example.com' })).toBe(false);
    expect(await allowed(sync, { verb: 'create', resource: 'clusterrolebindings', group: 'rbac.authorization.k8s.io' })).toBe(false);
    expect(await allowed(sync, { verb: 'create', resource: 'rolebindings', group: 'rbac.authorization.k8s.io', namespace: 'kube-system' })).toBe(false);
    expect(await allowed(sync, { verb: 'create', resource: 'rolebindings', group: 'rbac.authorization.k8s.io', namespace: tenants })).toBe(false);
    expect(await allowed(sync, { verb: 'patch', resource: 'configmaps', namespace: 'driftgate-system', name: 'driftgate-scope' })).toBe(false);
    expect(await allowed(sync, { verb: 'get', resource: 'secrets', namespace: tenants })).toBe(false);
    expect(await allowed(sync, { verb: 'patch', resource: 'tenantonboardings', group: 'platform.example.com', namespace: 'kube-system' })).toBe(false);
    expect(await allowed(sync, { verb: 'impersonate', resource: 'users', name: 'admin' })).toBe(false);
  });

  it('deploy/agent-sharded lets the agent keep its shard and member Leases and shard inventories, in its own namespace only', async () => {
    const resolver = new Discovery({ client: client });
    const objects = [
      ...['namespace.yaml', 'serviceaccount.yaml', 'rbac.yaml'].map((f) => path.join(REPO_ROOT, 'deploy/agent', f)),
      path.join(REPO_ROOT, 'deploy/agent-sharded/rbac-sharding.yaml'),
    ].flatMap((file) => loadManifests(parseYaml(readFileSync(file, 'utf8'), { file }).documents).manifests.map((m) => m.object));
    for (const o of objects) await applyObject({ client, resolver }, o, { fieldManager: 'driftgate-tests', force: true });
    const agent = 'system:serviceaccount:driftgate-system:driftgate-agent';
    const leases = { resource: 'leases', group: 'coordination.k8s.io' };
    await eventually(async () => expect(await allowed(agent, { verb: 'list', ...leases, namespace: 'driftgate-system' })).toBe(true), { timeoutMs: 30_000 });
    for (const verb of ['get', 'list', 'watch', 'create', 'update', 'patch', 'delete']) {
      expect(await allowed(agent, { verb, ...leases, namespace: 'driftgate-system', name: 'driftgate-agent-0123456789-member-pod' }), verb).toBe(true);
      expect(await allowed(agent, { verb, ...leases, namespace: 'kube-system', name: 'driftgate-agent-0123456789-shard-0' }), `${verb} in kube-system`).toBe(false);
    }

    // What the sharded agent does with them, as its own identity (impersonated).
    const agentClient = new KubeClient({ kubeConfig: impersonate(kc, { user: agent, groups: ['system:serviceaccounts', 'system:serviceaccounts:driftgate-system'] }) });
    const prefix = `driftgate-agent-rbac${randomSuffix(6)}`;
    const signal = new AbortController().signal;
    try {
      const members = new KubeMemberStore({ client: agentClient, namespace: 'driftgate-system', prefix, identity: 'pod-a', leaseDurationSeconds: 15, fieldManager: 'driftgate-sync', now: () => Date.now() });
      await members.renew(signal);
      await members.renew(signal);
      expect((await members.list(signal)).map((m) => m.identity)).toEqual(['pod-a']);
      const shardLease = new KubeLeaseStore({ client: agentClient, namespace: 'driftgate-system', name: `${prefix}-shard-0`, fieldManager: 'driftgate-sync' });
      const record = { holderIdentity: 'pod-a', leaseDurationSeconds: 15, acquireTime: Date.now(), renewTime: Date.now(), leaseTransitions: 0 };
      const created = await shardLease.create(record, signal);
      await shardLease.update({ ...record, renewTime: Date.now() + 1000 }, created.resourceVersion, signal);
      expect((await shardLease.get(signal))?.record.holderIdentity).toBe('pod-a');
      await members.remove(signal);
      expect(await members.list(signal)).toEqual([]);
      const inventory = new InventoryStore({ client: agentClient, resolver: new Discovery({ client: agentClient }), namespace: 'driftgate-system', sync: prefix.slice(-10), fieldManager: 'driftgate-sync', name: shardInventoryName(prefix.slice(-10), 3) });
      await inventory.write({ appliedRevision: 'a'.repeat(40), entries: [{ apiVersion: 'v1', kind: 'Namespace', name: 'team-a', uid: 'u1' }] }, signal);
      expect((await inventory.read(signal))?.entries).toHaveLength(1);
      await client.request({ method: 'DELETE', path: `/apis/coordination.k8s.io/v1/namespaces/driftgate-system/leases/${prefix}-shard-0` });
      await client.request({ method: 'DELETE', path: `/api/v1/namespaces/driftgate-system/configmaps/${inventory.name}` });
    } finally {
      agentClient.close();
    }
  });
});
