import { describe, expect, it } from 'vitest';
import { parseFiles } from '../check/check.js';
import { DEFAULT_SCOPE, globMatch, parseScopeConfig, type SyncScope } from './config.js';
import { evaluateScope, namespaceOwner, type NamespaceOwner } from './evaluate.js';
import { kindsToDiscover, NEVER_BY_WILDCARD } from './kinds.js';

const enc = new TextEncoder();
function manifests(files: Record<string, string>) {
  return parseFiles(Object.entries(files).map(([path, text]) => ({ path, bytes: enc.encode(text) }))).manifests;
}
function run(files: Record<string, string>, options: { scope?: SyncScope; owners?: Record<string, NamespaceOwner>; ownNamespace?: string; defaultNamespace?: string; discovered?: Record<string, boolean> } = {}) {
  return evaluateScope({
    manifests: manifests(files),
    scope: options.scope ?? DEFAULT_SCOPE,
    ...(options.owners ? { namespaceOwners: new Map(Object.entries(options.owners)) } : {}),
    ...(options.ownNamespace ? { ownNamespace: options.ownNamespace } : {}),
    ...(options.defaultNamespace ? { defaultNamespace: options.defaultNamespace } : {}),
    ...(options.discovered ? { discovered: new Map(Object.entries(options.discovered)) } : {}),
  }).map((f) => `${f.ruleId} ${f.file}:${f.line}:${f.column} ${f.pointer}`);
}

const ESCALATING = {
  'rb.yaml': `apiVersion: rbac.authorization.k8s.io/v1
kind: RoleBinding
metadata:
  name: own-kube-system
  namespace: kube-system
roleRef:
  apiGroup: rbac.authorization.k8s.io
  kind: ClusterRole
  name: admin
subjects:
  - kind: Group
    name: attackers
`,
  'crb.yaml': `apiVersion: rbac.authorization.k8s.io/v1
kind: ClusterRoleBinding
metadata:
  name: everyone-admin
roleRef:
  apiGroup: rbac.authorization.k8s.io
  kind: ClusterRole
  name: cluster-admin
subjects:
  - kind: Group
    name: system:authenticated
`,
  'tenant.yaml': `apiVersion: platform.example.com/v1alpha1
kind: TenantOnboarding
metadata:
  name: evil
  namespace: tenants
spec:
  namespace: evil
  access:
    adminGroups: [team-evil, system:masters]
`,
};

describe('evaluateScope', () => {
  it('locates every escalation of the escalating commit with the default scope', () => {
    expect(run(ESCALATING)).toEqual([
      'scope/namespaced-kind-not-allowed rb.yaml:2:7 /kind',
      'scope/namespace-reserved rb.yaml:5:14 /metadata/namespace',
      'scope/cluster-kind-not-allowed crb.yaml:2:7 /kind',
      'scope/rbac-privileged-binding crb.yaml:8:9 /roleRef/name',
      'scope/rbac-system-subject crb.yaml:11:11 /subjects/0/name',
      'scope/rbac-system-subject tenant.yaml:9:30 /spec/access/adminGroups/1',
    ]);
  });

  it('points at a system: group by its place in the list as written, whatever comes before it', () => {
    const tenant = 'apiVersion: platform.example.com/v1alpha1\nkind: TenantOnboarding\nmetadata:\n  name: t\n  namespace: tenants\nspec:\n  access:\n    editGroups: [7, team, system:authenticated]\n';
    expect(run({ 't.yaml': tenant }, { scope: { ...DEFAULT_SCOPE, namespaces: ['tenants'] } })).toEqual(['scope/rbac-system-subject t.yaml:8:27 /spec/access/editGroups/2']);
  });

  it('refuses a Namespace or a tenant namespace that belongs to someone else', () => {
    const files = {
      'ns.yaml': 'apiVersion: v1\nkind: Namespace\nmetadata:\n  name: payments\n',
      't.yaml': 'apiVersion: platform.example.com/v1alpha1\nkind: TenantOnboarding\nmetadata:\n  name: t\n  namespace: tenants\nspec:\n  namespace: payments\n',
      'cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\n  namespace: other-sync-ns\n',
    };
    expect(run(files, { owners: { payments: { by: 'other-tenant', detail: 'tenants/payments' }, 'other-sync-ns': { by: 'other-sync', detail: 'abc' } } })).toEqual([
      'scope/namespace-foreign ns.yaml:4:9 /metadata/name',
      'scope/namespace-foreign t.yaml:7:14 /spec/namespace',
      'scope/namespace-foreign cm.yaml:5:14 /metadata/namespace',
    ]);
    // offline (no live owners): nothing to say about ownership
    expect(run(files)).toEqual([]);
  });

  it('applies namespace globs, reserved namespaces, the own namespace and denied kinds', () => {
    const scope = parseScopeConfig('apiVersion: driftgate.dev/v1alpha1\nkind: SyncScope\nnamespaces: ["team-*", default]\ndeniedKinds: [Secret]\n', { file: 's.yaml' }).scope;
    const cm = (ns: string): string => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\n  namespace: ${ns}\n`;
    expect(run({ 'a.yaml': cm('team-a') }, { scope })).toEqual([]);
    expect(run({ 'a.yaml': cm('other') }, { scope })).toEqual(['scope/namespace-not-allowed a.yaml:5:14 /metadata/namespace']);
    // default is reserved but named exactly: allowed; driftgate-system is reserved and only globbed
    expect(run({ 'a.yaml': cm('default') }, { scope })).toEqual([]);
    const star = { ...scope, namespaces: ['*'] };
    expect(run({ 'a.yaml': cm('default'), 'b.yaml': cm('driftgate-system'), 'c.yaml': cm('kube-foo') }, { scope: star })).toEqual([
      'scope/namespace-reserved a.yaml:5:14 /metadata/namespace',
      'scope/namespace-reserved b.yaml:5:14 /metadata/namespace',
      'scope/namespace-reserved c.yaml:5:14 /metadata/namespace',
    ]);
    expect(run({ 'a.yaml': cm('team-agent') }, { scope, ownNamespace: 'team-agent' })).toEqual(['scope/namespace-reserved a.yaml:5:14 /metadata/namespace']);
    expect(run({ 'a.yaml': cm('kube-system') }, { scope: { ...scope, namespaces: ['kube-system'] } })).toEqual(['scope/namespace-reserved a.yaml:5:14 /metadata/namespace']);
    expect(run({ 's.yaml': 'apiVersion: v1\nkind: Secret\nmetadata:\n  name: s\n  namespace: team-a\n' }, { scope })).toEqual(['scope/kind-denied s.yaml:2:7 /kind']);
  });

  it('refuses escalating roles, and cluster RBAC unless named', () => {
    const role = (verbs: string, groups = '[""]', resources = '[pods]'): string =>
      `apiVersion: rbac.authorization.k8s.io/v1\nkind: Role\nmetadata:\n  name: r\n  namespace: team-a\nrules:\n  - apiGroups: ${groups}\n    resources: ${resources}\n    verbs: ${verbs}\n`;
    // namespaced RBAC only when named: the default namespacedKinds ("*") does not admit a Role
    expect(run({ 'r.yaml': role('[get, list]') })).toEqual(['scope/namespaced-kind-not-allowed r.yaml:2:7 /kind']);
    const scope = { ...DEFAULT_SCOPE, namespacedKinds: ['*', 'rbac.authorization.k8s.io/Role'] };
    expect(run({ 'r.yaml': role('[get, list]') }, { scope })).toEqual([]);
    expect(run({ 'r.yaml': role('[get, impersonate]', '[""]', '[serviceaccounts]') }, { scope })).toEqual(['scope/rbac-escalation r.yaml:9:18 /rules/0/verbs/1']);
    expect(run({ 'r.yaml': role('["*"]', '[rbac.authorization.k8s.io]', '[roles]') }, { scope })).toEqual(['scope/rbac-escalation r.yaml:9:13 /rules/0/verbs/0']);
    expect(run({ 'r.yaml': role('["*"]', '[apps]', '[deployments]') }, { scope })).toEqual([]);
    const cr = 'apiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRole\nmetadata:\n  name: reader\nrules: []\n';
    expect(run({ 'cr.yaml': cr }, { scope: { ...DEFAULT_SCOPE, clusterKinds: ['*'] } })).toEqual(['scope/cluster-kind-not-allowed cr.yaml:2:7 /kind']);
    expect(run({ 'cr.yaml': cr }, { scope: { ...DEFAULT_SCOPE, clusterKinds: ['rbac.authorization.k8s.io/ClusterRole'] } })).toEqual([]);
  });

  it('flags a namespaced object without a namespace unless a default namespace is set', () => {
    const files = { 'a.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\n', 'n.yaml': 'apiVersion: v1\nkind: Namespace\nmetadata:\n  name: team-a\n' };
    expect(run(files)).toEqual(['scope/namespace-missing a.yaml:3:1 /metadata']);
    expect(run(files, { defaultNamespace: 'team-a' })).toEqual([]);
    expect(run(files, { defaultNamespace: 'kube-system' })).toEqual(['scope/namespace-reserved a.yaml:3:1 /metadata']);
  });

  it('takes the scope of custom kinds from their CRDs; an unknown kind without a namespace is cluster-scoped', () => {
    const crd = (scope: string): string =>
      `apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: widgets.example.com\nspec:\n  group: example.com\n  scope: ${scope}\n  names: {kind: Widget, plural: widgets}\n`;
    const widget = 'apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: w\n';
    expect(run({ 'crd.yaml': crd('Namespaced'), 'w.yaml': widget })).toEqual(['scope/namespace-missing w.yaml:3:1 /metadata']);
    expect(run({ 'crd.yaml': crd('Cluster'), 'w.yaml': widget })).toEqual(['scope/cluster-kind-not-allowed w.yaml:2:7 /kind']);
    expect(run({ 'w.yaml': widget })).toEqual(['scope/cluster-kind-not-allowed w.yaml:2:7 /kind']);
  });
});

describe('evaluateScope: kinds no wildcard admits', () => {
  const star = { ...DEFAULT_SCOPE, clusterKinds: ['*'] };
  const object = (group: string, kind: string): string => `apiVersion: ${group === '' ? 'v1' : `${group}/v1`}\nkind: ${kind}\nmetadata:\n  name: x\n`;
  const clusterScoped = Object.entries(NEVER_BY_WILDCARD).flatMap(([group, kinds]) => kinds.filter((k) => k !== 'Role' && k !== 'RoleBinding').map((kind) => [group, kind] as const));

  it.each(clusterScoped)('clusterKinds ["*"] never admits %s/%s; its name does', (group, kind) => {
    expect(run({ 'o.yaml': object(group, kind) }, { scope: star })).toEqual(['scope/cluster-kind-not-allowed o.yaml:2:7 /kind']);
    expect(run({ 'o.yaml': object(group, kind) }, { scope: { ...star, clusterKinds: ['*', group === '' ? kind : `${group}/${kind}`] } })).toEqual([]);
  });

  it('covers the control plane the issue names: admission, APIService, FlowSchema, CSR, PriorityClass, RBAC, CRDs', () => {
    const named = Object.entries(NEVER_BY_WILDCARD).flatMap(([group, kinds]) => kinds.map((k) => `${group}/${k}`));
    for (const k of [
      'admissionregistration.k8s.io/MutatingWebhookConfiguration',
      'admissionregistration.k8s.io/ValidatingWebhookConfiguration',
      'admissionregistration.k8s.io/ValidatingAdmissionPolicyBinding',
      'admissionregistration.k8s.io/MutatingAdmissionPolicy',
      'apiregistration.k8s.io/APIService',
      'flowcontrol.apiserver.k8s.io/FlowSchema',
      'flowcontrol.apiserver.k8s.io/PriorityLevelConfiguration',
      'certificates.k8s.io/CertificateSigningRequest',
      'scheduling.k8s.io/PriorityClass',
      'rbac.authorization.k8s.io/ClusterRoleBinding',
      'apiextensions.k8s.io/CustomResourceDefinition',
      'node.k8s.io/RuntimeClass',
      '/Node',
    ]) {
      expect(named).toContain(k);
    }
  });

  it('a "*" still admits other cluster-scoped kinds, and a custom kind that shares a control-plane name', () => {
    const crd = (kind: string): string =>
      `apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: x.example.com\nspec:\n  group: example.com\n  scope: Cluster\n  names: {kind: ${kind}, plural: xs}\n`;
    const custom = (kind: string): string => `apiVersion: example.com/v1\nkind: ${kind}\nmetadata:\n  name: w\n`;
    // the CRD itself is named (not by "*"), its objects come through "*"
    const scope = { ...star, clusterKinds: ['*', 'apiextensions.k8s.io/CustomResourceDefinition'] };
    expect(run({ 'crd.yaml': crd('APIService'), 'w.yaml': custom('APIService') }, { scope })).toEqual([]);
    expect(run({ 'crd.yaml': crd('APIService'), 'w.yaml': custom('APIService') }, { scope: star })).toEqual(['scope/cluster-kind-not-allowed crd.yaml:2:7 /kind']);
    expect(run({ 'n.yaml': 'apiVersion: v1\nkind: Namespace\nmetadata:\n  name: team-a\n' }, { scope: star })).toEqual([]);
  });
});

describe('evaluateScope: namespaced-ness from discovery', () => {
  const crd = (scope: string): string =>
    `apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: widgets.example.com\nspec:\n  group: example.com\n  scope: ${scope}\n  names: {kind: Widget, plural: widgets}\n`;
  const widget = 'apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: w\n  namespace: team-a\n';

  it("a commit's CRD that says Namespaced for a kind served cluster-scoped: an error at the CRD, and the object is judged cluster-scoped", () => {
    // offline, the commit's CRD decides: a namespaced Widget in team-a passes
    expect(run({ 'crd.yaml': crd('Namespaced'), 'w.yaml': widget })).toEqual([]);
    // the API server serves Widget cluster-scoped: the namespace is ignored on write, so the object is a cluster-scoped one
    expect(run({ 'crd.yaml': crd('Namespaced'), 'w.yaml': widget }, { discovered: { 'example.com/v1/Widget': false } })).toEqual([
      'scope/kind-scope-mismatch crd.yaml:7:10 /spec/scope',
      'scope/namespace-on-cluster-kind w.yaml:5:14 /metadata/namespace',
      'scope/cluster-kind-not-allowed w.yaml:2:7 /kind',
    ]);
    // served in another version of the group: scope is per kind
    expect(run({ 'crd.yaml': crd('Namespaced') }, { discovered: { 'example.com/v2/Widget': false } })).toEqual(['scope/kind-scope-mismatch crd.yaml:7:10 /spec/scope']);
    // agreement: nothing to say
    expect(run({ 'crd.yaml': crd('Namespaced'), 'w.yaml': widget }, { discovered: { 'example.com/v1/Widget': true } })).toEqual([]);
  });

  it('discovery decides over the built-in table, and a disagreement is an error', () => {
    const cm = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\n  namespace: team-a\n';
    expect(run({ 'cm.yaml': cm }, { discovered: { 'v1/ConfigMap': false } })).toEqual([
      'scope/kind-scope-mismatch cm.yaml:2:7 /kind',
      'scope/namespace-on-cluster-kind cm.yaml:5:14 /metadata/namespace',
      'scope/cluster-kind-not-allowed cm.yaml:2:7 /kind',
    ]);
    expect(run({ 'cm.yaml': cm }, { discovered: { 'v1/ConfigMap': true } })).toEqual([]);
  });

  it('asks discovery about every object kind and every version of every CRD, once each', () => {
    const crd2 = `apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: widgets.example.com\nspec:\n  group: example.com\n  scope: Cluster\n  names: {kind: Widget, plural: widgets}\n  versions: [{name: v1}, {name: v2}]\n`;
    const ms = manifests({ 'crd.yaml': crd2, 'w.yaml': widget, 'w2.yaml': widget.replace('name: w', 'name: w2') });
    expect(kindsToDiscover(ms, ms.filter((m) => m.object.kind === 'CustomResourceDefinition')).map((k) => `${k.apiVersion}/${k.kind}`)).toEqual([
      'apiextensions.k8s.io/v1/CustomResourceDefinition',
      'example.com/v1/Widget',
      'example.com/v2/Widget',
    ]);
  });

  it('a cluster-scoped kind written with a namespace does not pass, even when the kind is allowed', () => {
    const ns = 'apiVersion: v1\nkind: Namespace\nmetadata:\n  name: team-a\n  namespace: team-b\n';
    expect(run({ 'ns.yaml': ns })).toEqual(['scope/namespace-on-cluster-kind ns.yaml:5:14 /metadata/namespace']);
  });
});

describe('evaluateScope: namespacedKinds', () => {
  const cm = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\n  namespace: team-a\n';
  const rb = 'apiVersion: rbac.authorization.k8s.io/v1\nkind: RoleBinding\nmetadata:\n  name: b\n  namespace: team-a\nroleRef: {apiGroup: rbac.authorization.k8s.io, kind: ClusterRole, name: view}\nsubjects: [{kind: Group, name: readers}]\n';
  it('"*" (the default) admits every namespaced kind but Role and RoleBinding; a name admits them', () => {
    expect(run({ 'cm.yaml': cm, 'rb.yaml': rb })).toEqual(['scope/namespaced-kind-not-allowed rb.yaml:2:7 /kind']);
    expect(run({ 'cm.yaml': cm, 'rb.yaml': rb }, { scope: { ...DEFAULT_SCOPE, namespacedKinds: ['*', 'RoleBinding'] } })).toEqual([]);
    expect(run({ 'cm.yaml': cm, 'rb.yaml': rb }, { scope: { ...DEFAULT_SCOPE, namespacedKinds: ['ConfigMap'] } })).toEqual(['scope/namespaced-kind-not-allowed rb.yaml:2:7 /kind']);
    expect(run({ 'cm.yaml': cm }, { scope: { ...DEFAULT_SCOPE, namespacedKinds: ['apps/Deployment'] } })).toEqual(['scope/namespaced-kind-not-allowed cm.yaml:2:7 /kind']);
  });
  it('is read from the scope file', () => {
    const r = parseScopeConfig('apiVersion: driftgate.dev/v1alpha1\nkind: SyncScope\nnamespacedKinds: ["*", rbac.authorization.k8s.io/RoleBinding]\n', { file: 'scope.yaml' });
    expect(r.findings).toEqual([]);
    expect(r.scope.namespacedKinds).toEqual(['*', 'rbac.authorization.k8s.io/RoleBinding']);
    expect(parseScopeConfig('apiVersion: driftgate.dev/v1alpha1\nkind: SyncScope\n', { file: 'scope.yaml' }).scope.namespacedKinds).toBeUndefined();
  });
});

describe('namespaceOwner', () => {
  const ctx = { sync: 'abc', tenants: new Set(['tenants/mine']) };
  it('tells this sync, another sync, another tenant and unmanaged apart', () => {
    expect(namespaceOwner({ labels: { 'driftgate.dev/sync': 'abc' } }, ctx)).toEqual({ by: 'this-sync' });
    expect(namespaceOwner({ labels: { 'driftgate.dev/sync': 'zzz' } }, ctx)).toEqual({ by: 'other-sync', detail: 'zzz' });
    const op = { 'app.kubernetes.io/managed-by': 'driftgate-operator' };
    expect(namespaceOwner({ labels: op, annotations: { 'platform.example.com/owner': 'tenants/mine' } }, ctx)).toEqual({ by: 'this-sync' });
    expect(namespaceOwner({ labels: op, annotations: { 'platform.example.com/owner': 'tenants/theirs' } }, ctx)).toEqual({ by: 'other-tenant', detail: 'tenants/theirs' });
    expect(namespaceOwner({ labels: { team: 'x' } }, ctx)).toEqual({ by: 'unmanaged' });
  });

  it('takes the claimant (a tenant of the revision) for the owner it names, and nothing else', () => {
    const op = { 'app.kubernetes.io/managed-by': 'driftgate-operator' };
    const none = { sync: 'abc', tenants: { has: (): boolean => false } };
    expect(namespaceOwner({ labels: op, annotations: { 'platform.example.com/owner': 'tenants/new' } }, none, 'tenants/new')).toEqual({ by: 'this-sync' });
    expect(namespaceOwner({ labels: op, annotations: { 'platform.example.com/owner': 'tenants/theirs' } }, none, 'tenants/new')).toEqual({ by: 'other-tenant', detail: 'tenants/theirs' });
    // no owner annotation: never the claimant's
    expect(namespaceOwner({ labels: op }, none, '')).toEqual({ by: 'other-tenant', detail: 'unknown' });
    // another sync's label decides before the operator's mark
    expect(namespaceOwner({ labels: { ...op, 'driftgate.dev/sync': 'zzz' }, annotations: { 'platform.example.com/owner': 'tenants/new' } }, none, 'tenants/new')).toEqual({ by: 'other-sync', detail: 'zzz' });
  });

  it('judges a tenant whose namespace the operator made for it as this sync\'s, and one claiming another tenant\'s namespace as foreign', () => {
    const files = {
      't.yaml': 'apiVersion: platform.example.com/v1\nkind: TenantOnboarding\nmetadata:\n  name: a\n  namespace: tenants\nspec:\n  namespace: team-a\n---\napiVersion: platform.example.com/v1\nkind: TenantOnboarding\nmetadata:\n  name: b\n  namespace: tenants\nspec:\n  namespace: team-z\n',
    };
    const metas = new Map([
      ['team-a', { name: 'team-a', labels: { 'app.kubernetes.io/managed-by': 'driftgate-operator' }, annotations: { 'platform.example.com/owner': 'tenants/a' } }],
      ['team-z', { name: 'team-z', labels: { 'app.kubernetes.io/managed-by': 'driftgate-operator' }, annotations: { 'platform.example.com/owner': 'tenants/z' } }],
    ]);
    const asked: string[] = [];
    const ctx = { sync: 'abc', tenants: { has: (key: string): boolean => (asked.push(key), key === 'tenants/a' || key === 'tenants/b') } };
    const findings = evaluateScope({
      manifests: manifests(files),
      scope: { ...DEFAULT_SCOPE, namespaces: ['team-*', 'tenants'] },
      namespaceOwners: { get: (ns, claimant) => { const meta = metas.get(ns); return meta ? namespaceOwner(meta, ctx, claimant) : undefined; } },
    });
    expect(findings.map((f) => `${f.ruleId} ${f.line}:${f.column} ${f.pointer}`)).toEqual(['scope/namespace-foreign 15:14 /spec/namespace']);
    expect(asked).toEqual(['tenants/z']); // tenant a's own namespace needed no set
  });
});

describe('parseScopeConfig', () => {
  it('reports located problems and keeps the built-in reserved namespaces', () => {
    const r = parseScopeConfig('apiVersion: driftgate.dev/v1alpha1\nkind: SyncScope\nnamespaces: [Team_A]\nclusterKind: [Namespace]\nreservedNamespaces: [payments]\n', { file: 'scope.yaml' });
    expect(r.findings.map((f) => `${f.ruleId} ${f.line}:${f.column} ${f.message}`)).toEqual([
      'scope/config 4:1 unknown field "clusterKind"; expected one of namespaces, clusterKinds, namespacedKinds, deniedKinds, reservedNamespaces',
      'scope/config 3:14 namespaces[0]: expected a namespace name or glob such as "team-*", found the string "Team_A"',
    ].sort((a, b) => (a > b ? -1 : 1)));
    expect(r.scope.reservedNamespaces).toEqual(['kube-*', 'default', 'driftgate-system', 'payments']);
    expect(parseScopeConfig('kind: Other\n', { file: 's.yaml' }).findings.map((f) => f.pointer)).toEqual(['/apiVersion', '/kind']);
  });

  it('matches globs in linear time', () => {
    expect(globMatch('team-*', 'team-a')).toBe(true);
    expect(globMatch('team-*', 'teams')).toBe(false);
    expect(globMatch('*-prod', 'a-b-prod')).toBe(true);
    expect(globMatch('t?am', 'team')).toBe(true);
    expect(globMatch('*a*a*a*a*a*b', 'a'.repeat(60))).toBe(false);
  });
});
