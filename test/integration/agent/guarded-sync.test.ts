// A sync that cannot be turned against the cluster (issue #13), against a real API server with
// an all-powerful kubeconfig: an escalating commit is refused whole before anything is written,
// the commit gets a `failure` status with located reasons, another team's namespace and data
// survive every later commit (adopted or not), prune deletes only what this sync recorded, and
// with --service-account the API server's RBAC stops what a too-wide scope would let through.
import { afterEach, describe, expect, it } from 'vitest';
import { SYNC_LABEL } from '../../../src/core/drift/ownership.js';
import { isNotFound } from '../../../src/io/kube/errors.js';
import { deleteNamespace, eventually, randomSuffix } from '../../support/cluster.js';
import { startFakeGitHub, type FakeGitHub } from '../../support/fake-github/server.js';
import { configMapYaml, createAgentHarness, policyPackFiles, tenantYaml, type AgentHarness } from './harness.js';

let h: AgentHarness | undefined;
let github: FakeGitHub | undefined;
const extraNamespaces: string[] = [];

afterEach(async () => {
  for (const ns of extraNamespaces.splice(0)) await deleteNamespace(h!.kc, ns).catch(() => undefined);
  await h?.close();
  await github?.close();
  h = undefined;
  github = undefined;
});

type Meta = { metadata: { uid: string; labels?: Record<string, string>; annotations?: Record<string, string>; deletionTimestamp?: string }; data?: Record<string, string> };

async function get(harness: AgentHarness, path: string): Promise<Meta | undefined> {
  try {
    return (await harness.get(path)) as Meta;
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

async function post(harness: AgentHarness, path: string, body: unknown): Promise<void> {
  await harness.client.request({ method: 'POST', path, body });
}

/** Another team's namespace, made the way the operator makes a tenant namespace, with data in it. */
async function otherTeamNamespace(harness: AgentHarness, name: string): Promise<void> {
  await post(harness, '/api/v1/namespaces', {
    apiVersion: 'v1',
    kind: 'Namespace',
    metadata: {
      name,
      labels: { 'app.kubernetes.io/managed-by': 'driftgate-operator', 'platform.example.com/tenant': name },
      annotations: { 'platform.example.com/owner': 'payments-tenants/payments', 'platform.example.com/owner-uid': '00000000-0000-0000-0000-000000000001' },
    },
  });
  extraNamespaces.push(name);
  await post(harness, `/api/v1/namespaces/${name}/configmaps`, { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'ledger' }, data: { balance: '1000000' } });
}

function namespaceYaml(name: string, annotations: Record<string, string> = {}): string {
  const ann = Object.entries(annotations);
  return ['apiVersion: v1', 'kind: Namespace', 'metadata:', `  name: ${name}`, ...(ann.length ? ['  annotations:', ...ann.map(([k, v]) => `    ${k}: ${JSON.stringify(v)}`)] : []), ''].join('\n');
}

const ROLE_BINDING_KUBE_SYSTEM = `apiVersion: rbac.authorization.k8s.io/v1
kind: RoleBinding
metadata:
  name: attackers-admin
  namespace: kube-system
roleRef:
  apiGroup: rbac.authorization.k8s.io
  kind: ClusterRole
  name: admin
subjects:
  - apiGroup: rbac.authorization.k8s.io
    kind: Group
    name: attackers
`;

const CLUSTER_ADMIN_BINDING = `apiVersion: rbac.authorization.k8s.io/v1
kind: ClusterRoleBinding
metadata:
  name: attackers-cluster-admin
roleRef:
  apiGroup: rbac.authorization.k8s.io
  kind: ClusterRole
  name: cluster-admin
subjects:
  - apiGroup: rbac.authorization.k8s.io
    kind: Group
    name: attackers
`;

function located(harness: AgentHarness): string[] {
  return harness.agent.lastSync!.findings.filter((f) => f.severity === 'error').map((f) => `${f.ruleId} ${f.file}:${f.line}`);
}

describe('guarded sync (all-powerful kubeconfig)', () => {
  it('refuses the escalating commit whole, reports it located, and never touches another team’s namespace', async () => {
    github = await startFakeGitHub();
    h = await createAgentHarness({ github });
    const ns = h.namespace;
    const sfx = randomSuffix(5);
    const payments = `payments-${sfx}`;
    await otherTeamNamespace(h, payments);
    const ledgerBefore = await get(h, `/api/v1/namespaces/${payments}/configmaps/ledger`);
    const paymentsBefore = await get(h, `/api/v1/namespaces/${payments}`);

    const clean = h.fx.commit({ ...policyPackFiles(), 'cluster/app.yaml': configMapYaml('app', ns, { color: 'blue' }) });
    await h.poll();
    expect(h.agent.lastSync).toMatchObject({ revision: clean, outcome: 'applied' });

    const evilTenantNamespace = `evil-${sfx}`;
    const escalating = h.fx.commit({
      'cluster/app.yaml': configMapYaml('app', ns, { color: 'red' }),
      'cluster/rbac/kube-system.yaml': ROLE_BINDING_KUBE_SYSTEM,
      'cluster/rbac/cluster-admin.yaml': CLUSTER_ADMIN_BINDING,
      'cluster/tenants/evil.yaml': tenantYaml({ name: 'evil', namespace: ns, tenantNamespace: evilTenantNamespace, adminGroup: 'system:masters' }),
      // even asking to adopt it does not help: it is another tenant's
      'cluster/payments.yaml': namespaceYaml(payments, { 'driftgate.dev/adopt': 'true' }),
    });
    await h.poll();
    const refused = h.agent.lastSync!;
    expect(refused).toMatchObject({ revision: escalating, outcome: 'refused' });
    expect(['ScopeRefused', 'CheckFailed']).toContain(refused.reason); // the policy pack may refuse the tenant first
    const reasons = located(h);
    expect(reasons).toEqual(
      expect.arrayContaining([
        'scope/namespace-reserved cluster/rbac/kube-system.yaml:5',
        'scope/cluster-kind-not-allowed cluster/rbac/cluster-admin.yaml:2',
        'scope/rbac-privileged-binding cluster/rbac/cluster-admin.yaml:8',
        'scope/rbac-system-subject cluster/tenants/evil.yaml:15',
        'scope/namespace-foreign cluster/payments.yaml:4',
      ]),
    );
    // nothing of it exists
    expect(await get(h, '/apis/rbac.authorization.k8s.io/v1/namespaces/kube-system/rolebindings/attackers-admin')).toBeUndefined();
    expect(await get(h, '/apis/rbac.authorization.k8s.io/v1/clusterrolebindings/attackers-cluster-admin')).toBeUndefined();
    expect(await get(h, `/apis/platform.example.com/v1/namespaces/${ns}/tenantonboardings/evil`)).toBeUndefined();
    expect(await get(h, `/api/v1/namespaces/${evilTenantNamespace}`)).toBeUndefined();
    expect((await get(h, `/api/v1/namespaces/${ns}/configmaps/app`))?.data).toEqual({ color: 'blue' });
    const paymentsAfter = await get(h, `/api/v1/namespaces/${payments}`);
    expect(paymentsAfter?.metadata.labels).toEqual(paymentsBefore?.metadata.labels); // no marks stamped on it
    expect(paymentsAfter?.metadata.labels?.[SYNC_LABEL]).toBeUndefined();

    // the commit's status is failure with the first located reason; the check run carries all of them
    await h.agent.reporter.idle();
    const status = github.statuses.find((s) => s.sha === escalating && s.context === 'driftgate/sync');
    expect(status?.state).toBe('failure');
    expect(status?.description).toMatch(/^(ScopeRefused|CheckFailed) \(\d+ errors\): cluster\/[^ ]+\.yaml:\d+ /);
    expect(status!.description!.length).toBeLessThanOrEqual(140);
    const run = github.checkRuns.find((r) => r.head_sha === escalating);
    expect(run?.conclusion).toBe('failure');
    expect(run?.annotations.map((a) => `${a.path}:${a.start_line}`)).toEqual(
      expect.arrayContaining(['cluster/rbac/kube-system.yaml:5', 'cluster/rbac/cluster-admin.yaml:8', 'cluster/tenants/evil.yaml:15', 'cluster/payments.yaml:4']),
    );

    // the next clean commit (the Namespace manifest removed with the rest) syncs; the other team's data survives
    const next = h.fx.commit({
      'cluster/app.yaml': configMapYaml('app', ns, { color: 'green' }),
      'cluster/rbac/kube-system.yaml': null,
      'cluster/rbac/cluster-admin.yaml': null,
      'cluster/tenants/evil.yaml': null,
      'cluster/payments.yaml': null,
    });
    await h.poll();
    expect(h.agent.lastSync).toMatchObject({ revision: next, outcome: 'applied' });
    expect((await get(h, `/api/v1/namespaces/${ns}/configmaps/app`))?.data).toEqual({ color: 'green' });
    const ledger = await get(h, `/api/v1/namespaces/${payments}/configmaps/ledger`);
    expect(ledger?.metadata.uid).toBe(ledgerBefore?.metadata.uid);
    expect(ledger?.data).toEqual({ balance: '1000000' });
    expect((await get(h, `/api/v1/namespaces/${payments}`))?.metadata.deletionTimestamp).toBeUndefined();
  });

  it('adopts an unmanaged namespace only when Git asks, and never prunes it while it holds data the sync does not own', async () => {
    h = await createAgentHarness();
    const legacy = `legacy-${randomSuffix(5)}`;
    await post(h, '/api/v1/namespaces', { apiVersion: 'v1', kind: 'Namespace', metadata: { name: legacy, labels: { team: 'legacy' } } });
    extraNamespaces.push(legacy);
    await post(h, `/api/v1/namespaces/${legacy}/configmaps`, { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'data' }, data: { rows: '42' } });
    const base = { ...policyPackFiles(), 'cluster/app.yaml': configMapYaml('app', h.namespace, { v: '1' }) };

    // five ConfigMaps of one kind and namespace are read with one LIST; one of them exists already
    await post(h, `/api/v1/namespaces/${h.namespace}/configmaps`, { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c-3' }, data: { by: 'hand' } });
    const batch = Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`cluster/c-${i}.yaml`, configMapYaml(`c-${i}`, h!.namespace, { i: String(i) })]));
    const silent = h.fx.commit({ ...base, ...batch, 'cluster/legacy.yaml': namespaceYaml(legacy) });
    await h.poll();
    expect(h.agent.lastSync).toMatchObject({ revision: silent, outcome: 'refused', reason: 'AdoptionRefused' });
    expect(located(h)).toEqual(['sync/adopt-required cluster/c-3.yaml:4', 'sync/adopt-required cluster/legacy.yaml:4']);
    expect((await get(h, `/api/v1/namespaces/${h.namespace}/configmaps/c-3`))?.data).toEqual({ by: 'hand' });
    expect(await get(h, `/api/v1/namespaces/${h.namespace}/configmaps/c-0`)).toBeUndefined();
    expect(await get(h, `/api/v1/namespaces/${h.namespace}/configmaps/app`)).toBeUndefined(); // refused whole
    expect((await get(h, `/api/v1/namespaces/${legacy}`))?.metadata.labels?.[SYNC_LABEL]).toBeUndefined();

    const adopting = h.fx.commit({ 'cluster/c-3.yaml': null, 'cluster/legacy.yaml': namespaceYaml(legacy, { 'driftgate.dev/adopt': 'true' }) });
    await h.poll();
    expect(h.agent.lastSync).toMatchObject({ revision: adopting, outcome: 'applied' });
    const adopted = await get(h, `/api/v1/namespaces/${legacy}`);
    expect(adopted?.metadata.labels?.[SYNC_LABEL]).toBe(h.agent.sync);
    expect((await h.agent.inventory.read())?.entries.find((e) => e.kind === 'Namespace')).toMatchObject({ name: legacy, uid: adopted?.metadata.uid });

    // Git drops the Namespace: it holds data the sync does not own, so it stays
    const dropped = h.fx.commit({ 'cluster/legacy.yaml': null });
    await h.poll();
    expect(h.agent.lastSync).toMatchObject({ revision: dropped, outcome: 'applied' });
    expect(h.agent.lastSync!.pruned).toEqual([
      expect.objectContaining({ key: expect.objectContaining({ kind: 'Namespace', name: legacy }), outcome: 'skipped', verdict: 'holds-foreign-objects', message: expect.stringContaining('ConfigMap data') }),
    ]);
    const after = await get(h, `/api/v1/namespaces/${legacy}`);
    expect(after?.metadata.uid).toBe(adopted?.metadata.uid);
    expect(after?.metadata.deletionTimestamp).toBeUndefined();
    expect((await get(h, `/api/v1/namespaces/${legacy}/configmaps/data`))?.data).toEqual({ rows: '42' });
  });

  it('prunes a namespace it created when everything in it is its own, and nothing whose uid it did not record', async () => {
    // warn mode: the drift watch must not re-apply the look-alike before prune looks at it
    h = await createAgentHarness({ settings: { drift: 'warn' } });
    const mine = `mine-${randomSuffix(5)}`;
    extraNamespaces.push(mine);
    h.fx.commit({ ...policyPackFiles(), 'cluster/ns.yaml': namespaceYaml(mine), 'cluster/cm.yaml': configMapYaml('cm', mine, { v: '1' }), 'cluster/app.yaml': configMapYaml('app', h.namespace, { v: '1' }) });
    await h.poll();
    expect(h.agent.lastSync?.outcome).toBe('applied');
    // someone deletes "app" and creates their own "app" with our labels copied: a different uid
    const app = (await get(h, `/api/v1/namespaces/${h.namespace}/configmaps/app`))!;
    await h.client.request({ method: 'DELETE', path: `/api/v1/namespaces/${h.namespace}/configmaps/app` });
    await post(h, `/api/v1/namespaces/${h.namespace}/configmaps`, { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'app', labels: app.metadata.labels, annotations: app.metadata.annotations }, data: { v: 'theirs' } });
    h.fx.commit({ 'cluster/ns.yaml': null, 'cluster/cm.yaml': null, 'cluster/app.yaml': null, 'cluster/other.yaml': configMapYaml('other', h.namespace, { v: '1' }) });
    await h.poll();
    const result = h.agent.lastSync!;
    expect(result.outcome).toBe('applied');
    expect(result.pruned.map((p) => `${p.key.kind}/${p.key.name} ${p.outcome}${p.verdict ? ` ${p.verdict}` : ''}`)).toEqual([`ConfigMap/app skipped not-recorded`, `ConfigMap/cm deleted`, `Namespace/${mine} deleted`]);
    expect((await get(h, `/api/v1/namespaces/${h.namespace}/configmaps/app`))?.data).toEqual({ v: 'theirs' });
  });

  it('reverts drift only on the object it recorded: a deleted object comes back with its new uid recorded, a look-alike is left alone', async () => {
    h = await createAgentHarness();
    const ns = h.namespace;
    h.fx.commit({ ...policyPackFiles(), 'cluster/a.yaml': configMapYaml('a', ns, { v: '1' }), 'cluster/b.yaml': configMapYaml('b', ns, { v: '1' }) });
    await h.poll();
    const uidOf = async (name: string): Promise<string | undefined> => (await h!.agent.inventory.read())?.entries.find((e) => e.name === name)?.uid;
    // a deleted managed object is drift: re-created, and its new uid replaces the old one
    const before = (await get(h, `/api/v1/namespaces/${ns}/configmaps/a`))!.metadata.uid;
    await h.client.request({ method: 'DELETE', path: `/api/v1/namespaces/${ns}/configmaps/a` });
    await eventually(async () => {
      const now = await get(h!, `/api/v1/namespaces/${ns}/configmaps/a`);
      expect(now?.metadata.uid).toBeDefined();
      expect(now?.metadata.uid).not.toBe(before);
      expect(await uidOf('a')).toBe(now?.metadata.uid);
    }, { timeoutMs: 20_000 });

    // with the agent stopped, someone replaces "b" by a look-alike carrying our marks
    await h.agent.stop();
    const b = (await get(h, `/api/v1/namespaces/${ns}/configmaps/b`))!;
    await h.client.request({ method: 'DELETE', path: `/api/v1/namespaces/${ns}/configmaps/b` });
    await post(h, `/api/v1/namespaces/${ns}/configmaps`, { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'b', labels: b.metadata.labels, annotations: b.metadata.annotations }, data: { v: 'theirs' } });
    const agent = await h.restart();
    const drift = await agent.checkDrift({ apiVersion: 'v1', kind: 'ConfigMap', namespace: ns, name: 'b' });
    expect(drift?.diff.action).toBe('update');
    expect((await get(h, `/api/v1/namespaces/${ns}/configmaps/b`))?.data).toEqual({ v: 'theirs' });
    expect(await uidOf('b')).toBe(b.metadata.uid);
    // and when "b" leaves Git, the look-alike is not pruned; "a" (re-created, recorded) is
    h.fx.commit({ 'cluster/a.yaml': null, 'cluster/b.yaml': null, 'cluster/c.yaml': configMapYaml('c', ns, { v: '1' }) });
    await h.poll();
    expect(h.agent.lastSync?.pruned.map((p) => `${p.key.name} ${p.outcome}${p.verdict ? ` ${p.verdict}` : ''}`)).toEqual(['a deleted', 'b skipped not-recorded']);
    expect((await get(h, `/api/v1/namespaces/${ns}/configmaps/b`))?.data).toEqual({ v: 'theirs' });
  });

  it('writes nothing when the API server rejects one object of the revision (no partial apply)', async () => {
    github = await startFakeGitHub();
    h = await createAgentHarness({ github });
    const ns = h.namespace;
    h.fx.commit({ ...policyPackFiles(), 'cluster/app.yaml': configMapYaml('app', ns, { v: '1' }) });
    await h.poll();
    const bad = h.fx.commit({
      'cluster/app.yaml': configMapYaml('app', ns, { v: '2' }),
      'cluster/new.yaml': configMapYaml('new', ns, { v: '1' }),
      // the API server rejects a ConfigMap key present in both data and binaryData (422): a Go
      // validation the offline check does not implement (docs/schema.md lists such classes)
      'cluster/svc.yaml': ['apiVersion: v1', 'kind: ConfigMap', 'metadata:', '  name: web', `  namespace: ${ns}`, 'data: {a: "1"}', 'binaryData: {a: MQ==}', ''].join('\n'),
    });
    await h.poll();
    expect(h.agent.lastSync).toMatchObject({ revision: bad, outcome: 'refused', reason: 'DryRunRejected' });
    const [finding] = h.agent.lastSync!.findings.filter((f) => f.severity === 'error');
    expect(finding).toMatchObject({ ruleId: 'sync/dry-run-rejected', file: 'cluster/svc.yaml', line: 4 });
    expect(finding?.message).toMatch(/HTTP 422 Invalid.*duplicate of key/);
    expect((await get(h, `/api/v1/namespaces/${ns}/configmaps/app`))?.data).toEqual({ v: '1' });
    expect(await get(h, `/api/v1/namespaces/${ns}/configmaps/new`)).toBeUndefined();
    await h.agent.reporter.idle();
    expect(github.statuses.find((s) => s.sha === bad && s.context === 'driftgate/sync')?.description).toMatch(/^DryRunRejected: cluster\/svc\.yaml:4 sync\/dry-run-rejected/);
  });
});

describe('guarded sync with --service-account', () => {
  it("lets the API server's RBAC stop what a too-wide scope allowed, before anything is written", async () => {
    h = await createAgentHarness();
    const ns = h.namespace;
    const sa = 'driftgate-sync';
    // the sync's service account may manage ConfigMaps in the team namespace only
    await post(h, `/api/v1/namespaces/${h.agentNamespace}/serviceaccounts`, { apiVersion: 'v1', kind: 'ServiceAccount', metadata: { name: sa } });
    await post(h, `/apis/rbac.authorization.k8s.io/v1/namespaces/${ns}/roles`, {
      apiVersion: 'rbac.authorization.k8s.io/v1',
      kind: 'Role',
      metadata: { name: 'driftgate-sync' },
      rules: [{ apiGroups: [''], resources: ['configmaps'], verbs: ['get', 'list', 'watch', 'create', 'patch', 'update', 'delete'] }],
    });
    await post(h, `/apis/rbac.authorization.k8s.io/v1/namespaces/${ns}/rolebindings`, {
      apiVersion: 'rbac.authorization.k8s.io/v1',
      kind: 'RoleBinding',
      metadata: { name: 'driftgate-sync' },
      roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'Role', name: 'driftgate-sync' },
      subjects: [{ kind: 'ServiceAccount', name: sa, namespace: h.agentNamespace }],
    });
    // a namespace the (default, too wide) scope allows, but the service account may not write
    const payroll = `payroll-${randomSuffix(5)}`;
    await post(h, '/api/v1/namespaces', { apiVersion: 'v1', kind: 'Namespace', metadata: { name: payroll } });
    extraNamespaces.push(payroll);
    const agent = await h.restart({ serviceAccount: { namespace: h.agentNamespace, name: sa } });
    expect(agent.writeClient.impersonating).toBe(`system:serviceaccount:${h.agentNamespace}:${sa}`);

    const intruding = h.fx.commit({
      ...policyPackFiles(),
      'cluster/app.yaml': configMapYaml('app', ns, { v: '1' }),
      'cluster/payroll.yaml': configMapYaml('salaries', payroll, { ceo: '1' }),
    });
    await h.poll();
    expect(h.agent.lastSync).toMatchObject({ revision: intruding, outcome: 'refused', reason: 'DryRunRejected' });
    const errors = h.agent.lastSync!.findings.filter((f) => f.severity === 'error');
    expect(errors.map((f) => `${f.ruleId} ${f.file}:${f.line}`)).toEqual(['sync/dry-run-rejected cluster/payroll.yaml:4']);
    expect(errors[0]?.message).toMatch(/HTTP 403 Forbidden.*system:serviceaccount:/);
    expect(await get(h, `/api/v1/namespaces/${payroll}/configmaps/salaries`)).toBeUndefined();
    expect(await get(h, `/api/v1/namespaces/${ns}/configmaps/app`)).toBeUndefined(); // nothing of the revision

    // the clean commit syncs as the service account, and its prune goes through it as well
    const cleanCommit = h.fx.commit({ 'cluster/payroll.yaml': null, 'cluster/old.yaml': configMapYaml('old', ns, { v: '1' }) });
    await h.poll();
    expect(h.agent.lastSync).toMatchObject({ revision: cleanCommit, outcome: 'applied' });
    expect((await get(h, `/api/v1/namespaces/${ns}/configmaps/app`))?.data).toEqual({ v: '1' });
    h.fx.commit({ 'cluster/old.yaml': null });
    await h.poll();
    expect(h.agent.lastSync?.pruned.map((p) => `${p.key.name} ${p.outcome}`)).toEqual(['old deleted']);
    expect(await get(h, `/api/v1/namespaces/${ns}/configmaps/old`)).toBeUndefined();
  });
});
