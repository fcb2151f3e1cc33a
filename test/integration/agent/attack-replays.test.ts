// Issue 23's remaining attacks, replayed through the agent on a real API server with the shipped
// deploy/agent RBAC (applies impersonate driftgate-sync) and the shipped scope (attacks 1 and 2
// are in crd-infrastructure.test.ts). Each refused commit ends with nothing of it applied, the
// TenantOnboarding CRD and every tenant and namespace intact, no binding to a `system:` group and
// a `failure` commit status on the fake GitHub:
//   5. a tenant without gpuCount, and one above the GPU budget: refused by the pack;
//   6. a commit that adds a .driftgateignore hiding its own bad file, and one that adds a waiver
//      annotation to pass itself: both judged by the last applied revision's configuration;
//   low: namespaced-ness from discovery (a cluster-scoped kind written with a namespace, a CRD
//      that contradicts the served scope), and the control-plane kinds `clusterKinds: ["*"]`
//      never admits.
// The operator does not run in this harness: that an applied tenant's ResourceQuota always
// carries `requests.nvidia.com/gpu` is pinned by test/integration/operator/lifecycle.test.ts.
import { afterEach, describe, expect, it } from 'vitest';
import { kubeRequest, deleteNamespace, installCrd, randomSuffix } from '../../support/cluster.js';
import { startFakeGitHub, type FakeGitHub } from '../../support/fake-github/server.js';
import { configMapYaml, createAgentHarness, policyPackFiles, tenantYaml, type AgentHarness } from './harness.js';
import { bindingsToSystemGroups, commitStatus, installShippedGuards, located, readLive, SYNC_SA, type Live } from './shipped-guards.js';

const TENANT_CRD = '/apis/apiextensions.k8s.io/v1/customresourcedefinitions/tenantonboardings.platform.example.com';
const GPU_WAIVER = 'waivers.driftgate.dev/vap.tenant-gpu-limit';

let h: AgentHarness | undefined;
let github: FakeGitHub | undefined;
const cleanups: (() => Promise<unknown>)[] = [];

afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c().catch(() => undefined);
  await h?.close();
  await github?.close();
  h = undefined;
  github = undefined;
});

interface Fixture {
  readonly harness: AgentHarness;
  readonly github: FakeGitHub;
  /** Tenant namespaces of this test: `<prefix>-<name>` (in the scope). */
  readonly tenantPrefix: string;
}

/** A harness whose agent runs with the shipped RBAC and scope (`editScope` changes the scope text). */
async function replay(editScope?: (scope: string) => string): Promise<Fixture> {
  github = await startFakeGitHub();
  h = await createAgentHarness({ github });
  const tenantPrefix = `t-${randomSuffix(6)}`;
  const scope = await installShippedGuards(h, { tenantGlob: `${tenantPrefix}-*`, ...(editScope ? { edit: editScope } : {}) });
  await h.restart({ serviceAccount: SYNC_SA, scope });
  expect(h.agent.writeClient.impersonating).toBe(`system:serviceaccount:${SYNC_SA.namespace}:${SYNC_SA.name}`);
  return { harness: h, github, tenantPrefix };
}

interface TenantOptions {
  readonly name: string;
  readonly namespace: string;
  readonly tenantNamespace: string;
  /** spec.quota (v1) or spec.resourceQuota (v1alpha1); absent: no quota at all. */
  readonly quota?: { readonly cpu: string; readonly gpuCount?: number };
  /** Default v1. */
  readonly version?: 'v1' | 'v1alpha1';
  readonly annotations?: Record<string, string>;
}

function tenant(t: TenantOptions): string {
  const annotations = Object.entries(t.annotations ?? {});
  return [
    `apiVersion: platform.example.com/${t.version ?? 'v1'}`,
    'kind: TenantOnboarding',
    'metadata:',
    `  name: ${t.name}`,
    `  namespace: ${t.namespace}`,
    ...(annotations.length ? ['  annotations:', ...annotations.map(([k, v]) => `    ${k}: ${JSON.stringify(v)}`)] : []),
    'spec:',
    `  namespace: ${t.tenantNamespace}`,
    ...(t.quota ? [t.version === 'v1alpha1' ? '  resourceQuota:' : '  quota:', `    cpu: "${t.quota.cpu}"`, ...(t.quota.gpuCount !== undefined ? [`    gpuCount: ${t.quota.gpuCount}`] : [])] : []),
    '  access:',
    `    adminGroups: [${t.name}-admins]`,
    '',
  ].join('\n');
}

/** Another team's tenant, created outside this sync, with its namespace as the operator makes it. */
async function otherTeam(fx: Fixture): Promise<{ namespace: string; tenantNamespace: string }> {
  const { harness } = fx;
  const namespace = `${fx.tenantPrefix}-team`;
  const tenantNamespace = `${fx.tenantPrefix}-theirs`;
  await harness.client.request({ method: 'POST', path: '/api/v1/namespaces', body: { apiVersion: 'v1', kind: 'Namespace', metadata: { name: namespace } } });
  cleanups.push(() => deleteNamespace(harness.kc, namespace));
  await harness.client.request({
    method: 'POST',
    path: '/api/v1/namespaces',
    body: { apiVersion: 'v1', kind: 'Namespace', metadata: { name: tenantNamespace, labels: { 'app.kubernetes.io/managed-by': 'driftgate-operator' }, annotations: { 'platform.example.com/owner': `${namespace}/theirs` } } },
  });
  cleanups.push(() => deleteNamespace(harness.kc, tenantNamespace));
  const { load } = await import('js-yaml');
  const object = load(tenant({ name: 'theirs', namespace, tenantNamespace, quota: { cpu: '2', gpuCount: 1 } })) as object;
  await harness.client.request({ method: 'POST', path: `/apis/platform.example.com/v1/namespaces/${namespace}/tenantonboardings`, body: object });
  return { namespace, tenantNamespace };
}

interface Snapshot {
  readonly crd: Live;
  readonly objects: ReadonlyMap<string, string>;
}

/** The uids of the CRD, the tenants and the namespaces that must survive every refused commit. */
async function snapshot(harness: AgentHarness, paths: readonly string[]): Promise<Snapshot> {
  const crd = (await readLive(harness, TENANT_CRD))!;
  const objects = new Map<string, string>();
  for (const p of paths) {
    const live = await readLive(harness, p);
    expect(live, p).toBeDefined();
    objects.set(p, live!.metadata.uid);
  }
  return { crd, objects };
}

/** Nothing deleted, replaced or widened; no binding to a `system:` group anywhere. */
async function expectIntact(harness: AgentHarness, before: Snapshot, when: string): Promise<void> {
  const crd = await readLive(harness, TENANT_CRD);
  expect(crd?.metadata.uid, `${when}: the TenantOnboarding CRD`).toBe(before.crd.metadata.uid);
  expect(crd?.metadata.deletionTimestamp, `${when}: the TenantOnboarding CRD`).toBeUndefined();
  expect(JSON.stringify(crd?.spec), `${when}: the TenantOnboarding CRD`).not.toContain('system:');
  for (const [p, uid] of before.objects) {
    const live = await readLive(harness, p);
    expect(live?.metadata.uid, `${when}: ${p}`).toBe(uid);
    expect(live?.metadata.deletionTimestamp, `${when}: ${p}`).toBeUndefined();
  }
  const namespaces = [...before.objects.keys()].map((p) => /^\/api\/v1\/namespaces\/([^/]+)$/.exec(p)?.[1]).filter((n): n is string => n !== undefined);
  expect(await bindingsToSystemGroups(harness, namespaces), when).toEqual([]);
}

const tenantPath = (namespace: string, name: string): string => `/apis/platform.example.com/v1/namespaces/${namespace}/tenantonboardings/${name}`;
const configMapPath = (namespace: string, name: string): string => `/api/v1/namespaces/${namespace}/configmaps/${name}`;

/** An expiry inside the shipped waiver limit (90 days). */
function waiverExpiry(): string {
  return new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
}

/** A first clean revision (the pack, one tenant of ours, a ConfigMap), applied, and another team's tenant beside it. */
async function applied(fx: Fixture, extra: Record<string, string> = {}): Promise<Snapshot> {
  const { harness } = fx;
  const ns = harness.namespace;
  const first = harness.fx.commit({
    ...policyPackFiles(),
    'cluster/tenants/mine.yaml': tenantYaml({ name: 'mine', namespace: ns, tenantNamespace: `${fx.tenantPrefix}-mine` }),
    'cluster/app.yaml': configMapYaml('app', ns, { v: '1' }),
    ...extra,
  });
  await harness.poll();
  expect(harness.agent.lastSync, JSON.stringify(located(harness))).toMatchObject({ revision: first, outcome: 'applied' });
  const team = await otherTeam(fx);
  return snapshot(harness, [
    tenantPath(ns, 'mine'),
    tenantPath(team.namespace, 'theirs'),
    `/api/v1/namespaces/${ns}`,
    `/api/v1/namespaces/${harness.agentNamespace}`,
    `/api/v1/namespaces/${team.namespace}`,
    `/api/v1/namespaces/${team.tenantNamespace}`,
    configMapPath(ns, 'app'),
  ]);
}

const SYSTEM_BINDING = (namespace: string): string => `apiVersion: rbac.authorization.k8s.io/v1
kind: RoleBinding
metadata:
  name: everyone-edits
  namespace: ${namespace}
roleRef:
  apiGroup: rbac.authorization.k8s.io
  kind: ClusterRole
  name: edit
subjects:
  - apiGroup: rbac.authorization.k8s.io
    kind: Group
    name: system:authenticated
`;

describe('attack 5: a tenant without a GPU limit', () => {
  it('refuses a tenant without quota or gpuCount and one above the GPU budget: nothing applied', async () => {
    const fx = await replay();
    const { harness } = fx;
    const ns = harness.namespace;
    const before = await applied(fx);

    const noLimit = harness.fx.commit({
      // v1alpha1 has no required gpuCount in its schema: the pack is what refuses these two
      'cluster/tenants/no-quota.yaml': tenant({ name: 'no-quota', namespace: ns, tenantNamespace: `${fx.tenantPrefix}-no-quota`, version: 'v1alpha1' }),
      'cluster/tenants/no-gpus.yaml': tenant({ name: 'no-gpus', namespace: ns, tenantNamespace: `${fx.tenantPrefix}-no-gpus`, quota: { cpu: '2' }, version: 'v1alpha1' }),
      // v1 requires spec.quota.gpuCount in the CRD itself
      'cluster/tenants/no-quota-v1.yaml': tenant({ name: 'no-quota-v1', namespace: ns, tenantNamespace: `${fx.tenantPrefix}-no-quota-v1` }),
      'cluster/tenants/greedy.yaml': tenant({ name: 'greedy', namespace: ns, tenantNamespace: `${fx.tenantPrefix}-greedy`, quota: { cpu: '2', gpuCount: 64 } }),
      'cluster/app.yaml': configMapYaml('app', ns, { v: '2' }),
    });
    await harness.poll();
    expect(harness.agent.lastSync).toMatchObject({ revision: noLimit, outcome: 'refused', reason: 'CheckFailed' });
    const errors = located(harness);
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^vap\/tenant-gpu-count cluster\/tenants\/no-quota\.yaml:\d+$/),
        expect.stringMatching(/^vap\/tenant-gpu-count cluster\/tenants\/no-gpus\.yaml:\d+$/),
        expect.stringMatching(/^vap\/tenant-gpu-limit cluster\/tenants\/greedy\.yaml:\d+$/),
        expect.stringMatching(/^schema\/required cluster\/tenants\/no-quota-v1\.yaml:\d+$/),
      ]),
    );
    expect(await commitStatus(harness, fx.github, noLimit)).toBe('failure');
    for (const name of ['no-quota', 'no-gpus', 'no-quota-v1', 'greedy']) expect(await readLive(harness, tenantPath(ns, name)), name).toBeUndefined();
    expect((await readLive(harness, configMapPath(ns, 'app')))?.data).toEqual({ v: '1' });
    await expectIntact(harness, before, 'attack 5');
  });
});

describe('attack 6: configuration a commit brings judges the next commit, not itself', () => {
  it('a .driftgateignore added with the file it hides does not hide it; once applied, it takes effect as documented', async () => {
    const fx = await replay();
    const { harness } = fx;
    const ns = harness.namespace;
    const before = await applied(fx);

    const hiding = harness.fx.commit({ '.driftgateignore': 'cluster/bad.yaml\n', 'cluster/bad.yaml': SYSTEM_BINDING(ns), 'cluster/app.yaml': configMapYaml('app', ns, { v: '2' }) });
    await harness.poll();
    expect(harness.agent.lastSync).toMatchObject({ revision: hiding, outcome: 'refused', reason: 'ScopeRefused' });
    expect(located(harness)).toEqual(expect.arrayContaining([expect.stringMatching(/^scope\/rbac-system-subject cluster\/bad\.yaml:\d+$/), expect.stringMatching(/^scope\/namespaced-kind-not-allowed cluster\/bad\.yaml:\d+$/)]));
    expect(await commitStatus(harness, fx.github, hiding)).toBe('failure');
    expect(await readLive(harness, `/apis/rbac.authorization.k8s.io/v1/namespaces/${ns}/rolebindings/everyone-edits`)).toBeUndefined();
    expect((await readLive(harness, configMapPath(ns, 'app')))?.data).toEqual({ v: '1' });
    await expectIntact(harness, before, 'ignore file and hidden file in one commit');

    // the ignore file alone is applied; from the next revision on it is the trusted one, and the
    // file it names is left out (neither judged nor applied), as docs/agent.md says
    const ignoreOnly = harness.fx.commit({ 'cluster/bad.yaml': null });
    await harness.poll();
    expect(harness.agent.lastSync).toMatchObject({ revision: ignoreOnly, outcome: 'applied' });
    const later = harness.fx.commit({ 'cluster/bad.yaml': SYSTEM_BINDING(ns), 'cluster/app.yaml': configMapYaml('app', ns, { v: '3' }) });
    await harness.poll();
    expect(harness.agent.lastSync).toMatchObject({ revision: later, outcome: 'applied' });
    expect(harness.agent.lastSync!.desired.map((o) => o.kind)).not.toContain('RoleBinding');
    expect(await readLive(harness, `/apis/rbac.authorization.k8s.io/v1/namespaces/${ns}/rolebindings/everyone-edits`)).toBeUndefined();
    expect((await readLive(harness, configMapPath(ns, 'app')))?.data).toEqual({ v: '3' });
    expect(await bindingsToSystemGroups(harness)).toEqual([]);
  });

  it('a waiver annotation a commit adds to pass itself does not count in that revision; once applied, it does', async () => {
    const fx = await replay();
    const { harness } = fx;
    const ns = harness.namespace;
    const tenantNamespace = `${fx.tenantPrefix}-burst`;
    const before = await applied(fx, { 'cluster/tenants/burst.yaml': tenant({ name: 'burst', namespace: ns, tenantNamespace, quota: { cpu: '2', gpuCount: 2 } }) });
    const waiver = { [GPU_WAIVER]: `${waiverExpiry()} PLAT-9 approved burst` };

    const selfWaived = harness.fx.commit({ 'cluster/tenants/burst.yaml': tenant({ name: 'burst', namespace: ns, tenantNamespace, quota: { cpu: '2', gpuCount: 12 }, annotations: waiver }) });
    await harness.poll();
    expect(harness.agent.lastSync).toMatchObject({ revision: selfWaived, outcome: 'refused', reason: 'CheckFailed' });
    expect(located(harness)).toEqual([expect.stringMatching(/^vap\/tenant-gpu-limit cluster\/tenants\/burst\.yaml:\d+$/)]);
    expect(await commitStatus(harness, fx.github, selfWaived)).toBe('failure');
    const live = (await readLive(harness, tenantPath(ns, 'burst'))) as (Live & { spec: { quota: { gpuCount: number } } }) | undefined;
    expect(live?.spec.quota.gpuCount).toBe(2);
    expect(live?.metadata.annotations?.[GPU_WAIVER]).toBeUndefined();
    await expectIntact(harness, before, 'self-added waiver');

    // the waiver applied first (nothing to waive yet); the next revision may rely on it
    const waiverFirst = harness.fx.commit({ 'cluster/tenants/burst.yaml': tenant({ name: 'burst', namespace: ns, tenantNamespace, quota: { cpu: '2', gpuCount: 2 }, annotations: waiver }) });
    await harness.poll();
    expect(harness.agent.lastSync).toMatchObject({ revision: waiverFirst, outcome: 'applied' });
    const relying = harness.fx.commit({ 'cluster/tenants/burst.yaml': tenant({ name: 'burst', namespace: ns, tenantNamespace, quota: { cpu: '2', gpuCount: 12 }, annotations: waiver }) });
    await harness.poll();
    expect(harness.agent.lastSync, JSON.stringify(located(harness))).toMatchObject({ revision: relying, outcome: 'applied' });
  });
});

describe('low: namespaced-ness from discovery, and kinds no wildcard admits', () => {
  it('judges a kind by the scope the API server serves: a cluster-scoped kind with a namespace, and a CRD that says otherwise, are refused', async () => {
    const fx = await replay();
    const { harness } = fx;
    const ns = harness.namespace;
    // a kind the API server serves cluster-scoped, installed outside the sync
    const group = `gadgets-${randomSuffix(6)}.example.com`;
    const crdName = `gadgets.${group}`;
    const crd = (scope: 'Namespaced' | 'Cluster'): string => `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: ${crdName}
spec:
  group: ${group}
  scope: ${scope}
  names: { kind: Gadget, plural: gadgets, singular: gadget, listKind: GadgetList }
  versions:
    - name: v1
      served: true
      storage: true
      schema:
        openAPIV3Schema: { type: object, x-kubernetes-preserve-unknown-fields: true }
`;
    const { load } = await import('js-yaml');
    await installCrd(harness.kc, load(crd('Cluster')) as object);
    cleanups.push(() => kubeRequest(harness.kc, { method: 'DELETE', path: `/apis/apiextensions.k8s.io/v1/customresourcedefinitions/${crdName}` }));
    const before = await applied(fx);
    const liveCrd = (await readLive(harness, `/apis/apiextensions.k8s.io/v1/customresourcedefinitions/${crdName}`))!;
    const gadget = `apiVersion: ${group}/v1\nkind: Gadget\nmetadata:\n  name: g\n  namespace: ${ns}\n`;

    // no CRD in the revision: offline nobody knows the kind, and "namespace: <ours>" would pass the scope
    const withNamespace = harness.fx.commit({ 'cluster/gadget.yaml': gadget, 'cluster/app.yaml': configMapYaml('app', ns, { v: '2' }) });
    await harness.poll();
    expect(harness.agent.lastSync).toMatchObject({ revision: withNamespace, outcome: 'refused', reason: 'ScopeRefused' });
    expect(located(harness).sort()).toEqual(['scope/cluster-kind-not-allowed cluster/gadget.yaml:2', 'scope/namespace-on-cluster-kind cluster/gadget.yaml:5']);
    expect(await commitStatus(harness, fx.github, withNamespace)).toBe('failure');

    // the revision's own CRD says Namespaced: the served scope decides, and the CRD is an error
    const contradicting = harness.fx.commit({ 'cluster/crds/gadget.yaml': crd('Namespaced') });
    await harness.poll();
    expect(harness.agent.lastSync).toMatchObject({ revision: contradicting, outcome: 'refused' });
    expect(located(harness)).toEqual(
      expect.arrayContaining(['scope/kind-scope-mismatch cluster/crds/gadget.yaml:7', 'scope/namespace-on-cluster-kind cluster/gadget.yaml:5', 'scope/cluster-kind-not-allowed cluster/gadget.yaml:2']),
    );
    expect(await commitStatus(harness, fx.github, contradicting)).toBe('failure');

    // nothing of either: no Gadget anywhere, the live CRD as installed
    const gadgets = (await harness.get(`/apis/${group}/v1/gadgets`)) as { items: unknown[] };
    expect(gadgets.items).toEqual([]);
    const after = (await readLive(harness, `/apis/apiextensions.k8s.io/v1/customresourcedefinitions/${crdName}`))!;
    expect(after.metadata.uid).toBe(liveCrd.metadata.uid);
    expect(after.metadata.generation).toBe(liveCrd.metadata.generation);
    expect(after.spec?.scope).toBe('Cluster');
    expect((await readLive(harness, configMapPath(ns, 'app')))?.data).toEqual({ v: '1' });
    await expectIntact(harness, before, 'discovery');
  });

  it('refuses webhook configurations, APIServices and PriorityClasses under clusterKinds: ["*"]', async () => {
    const fx = await replay((scope) => {
      const wide = scope.replace('clusterKinds: [Namespace, apiextensions.k8s.io/CustomResourceDefinition]', 'clusterKinds: ["*"]');
      expect(wide).not.toBe(scope);
      return wide;
    });
    const { harness } = fx;
    const ns = harness.namespace;
    const sfx = randomSuffix(6);
    const before = await applied(fx);
    // harmless if they ever got through (narrow rules, Ignore, no global default): the scope must stop them anyway
    const controlPlane = {
      'cluster/cp/webhook.yaml': `apiVersion: admissionregistration.k8s.io/v1
kind: ValidatingWebhookConfiguration
metadata:
  name: attack-${sfx}
webhooks:
  - name: deny.attack-${sfx}.example.com
    clientConfig: { url: "https://attacker.example/validate" }
    rules: [{ apiGroups: [attack-${sfx}.example.com], apiVersions: ["*"], operations: [CREATE], resources: ["*"] }]
    sideEffects: None
    admissionReviewVersions: [v1]
    failurePolicy: Ignore
`,
      'cluster/cp/apiservice.yaml': `apiVersion: apiregistration.k8s.io/v1
kind: APIService
metadata:
  name: v1.attack-${sfx}.example.com
spec:
  group: attack-${sfx}.example.com
  version: v1
  groupPriorityMinimum: 1000
  versionPriority: 15
  service: { name: attacker, namespace: ${ns} }
`,
      'cluster/cp/priority.yaml': `apiVersion: scheduling.k8s.io/v1
kind: PriorityClass
metadata:
  name: attack-${sfx}
value: 1000000
`,
    };
    const wildcard = harness.fx.commit({ ...controlPlane, 'cluster/app.yaml': configMapYaml('app', ns, { v: '2' }) });
    await harness.poll();
    expect(harness.agent.lastSync).toMatchObject({ revision: wildcard, outcome: 'refused', reason: 'ScopeRefused' });
    expect(located(harness).sort()).toEqual(['scope/cluster-kind-not-allowed cluster/cp/apiservice.yaml:2', 'scope/cluster-kind-not-allowed cluster/cp/priority.yaml:2', 'scope/cluster-kind-not-allowed cluster/cp/webhook.yaml:2']);
    expect(await commitStatus(harness, fx.github, wildcard)).toBe('failure');
    expect(await readLive(harness, `/apis/admissionregistration.k8s.io/v1/validatingwebhookconfigurations/attack-${sfx}`)).toBeUndefined();
    expect(await readLive(harness, `/apis/apiregistration.k8s.io/v1/apiservices/v1.attack-${sfx}.example.com`)).toBeUndefined();
    expect(await readLive(harness, `/apis/scheduling.k8s.io/v1/priorityclasses/attack-${sfx}`)).toBeUndefined();
    expect((await readLive(harness, configMapPath(ns, 'app')))?.data).toEqual({ v: '1' });
    await expectIntact(harness, before, 'clusterKinds: ["*"]');
  });
});
