// The shipped deploy/agent guards for a replay on kube-testenv: the sync service account, its
// ClusterRoles (aggregated by the controller-manager), driftgate-sync-namespaced bound in the
// test namespace, and the shipped scope ConfigMap's text with its `tenants` namespace swapped for
// the test's. The agent is then restarted impersonating driftgate-sync with that scope, as the
// shipped Deployment runs it. The TenantOnboarding CRD is the shared one the harness installs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { SYNC_LABEL } from '../../../src/core/drift/ownership.js';
import { loadManifests, type KubeObject } from '../../../src/core/manifest/manifest.js';
import { parseYaml } from '../../../src/core/yaml/parse.js';
import { applyObject } from '../../../src/io/kube/apply.js';
import { Discovery } from '../../../src/io/kube/discovery.js';
import { isNotFound } from '../../../src/io/kube/errors.js';
import { eventually } from '../../support/cluster.js';
import { REPO_ROOT } from '../../support/control-plane.js';
import type { FakeGitHub } from '../../support/fake-github/server.js';
import type { AgentHarness } from './harness.js';

export const SYNC_SA = { namespace: 'driftgate-system', name: 'driftgate-sync' } as const;

export function shippedObjects(file: string): KubeObject[] {
  const text = readFileSync(path.join(REPO_ROOT, 'deploy/agent', file), 'utf8');
  return loadManifests(parseYaml(text, { file }).documents).manifests.map((m) => m.object);
}

/** The scope.yaml of deploy/agent/scope-configmap.yaml, as shipped. */
export function shippedScopeText(): string {
  const configMap = shippedObjects('scope-configmap.yaml')[0] as KubeObject & { data: Record<string, string> };
  const text = configMap.data['scope.yaml'] ?? '';
  expect(text).toContain('namespaces: [tenants]');
  return text;
}

export interface ScopeFile {
  readonly kind: 'file';
  readonly path: string;
  readonly text: string;
}

async function syncMay(harness: AgentHarness, attributes: Record<string, string>): Promise<boolean> {
  const review = await harness.client.request<{ status?: { allowed?: boolean } }>({
    method: 'POST',
    path: '/apis/authorization.k8s.io/v1/subjectaccessreviews',
    body: {
      apiVersion: 'authorization.k8s.io/v1',
      kind: 'SubjectAccessReview',
      spec: {
        user: `system:serviceaccount:${SYNC_SA.namespace}:${SYNC_SA.name}`,
        groups: ['system:serviceaccounts', `system:serviceaccounts:${SYNC_SA.namespace}`, 'system:authenticated'],
        resourceAttributes: attributes,
      },
    },
  });
  return review.status?.allowed === true;
}

/**
 * Installs the shipped RBAC, binds driftgate-sync-namespaced in the test namespace and returns
 * the shipped scope with `namespaces: [<test namespace>, <tenantGlob>]` (`edit` changes it further).
 */
export async function installShippedGuards(harness: AgentHarness, options: { readonly tenantGlob: string; readonly edit?: (scope: string) => string }): Promise<ScopeFile> {
  const resolver = new Discovery({ client: harness.client });
  const apply = (o: KubeObject) => applyObject({ client: harness.client, resolver }, o, { fieldManager: 'driftgate-tests', force: true });
  for (const o of [...shippedObjects('namespace.yaml'), ...shippedObjects('sync-serviceaccount.yaml'), ...shippedObjects('sync-rbac.yaml')]) await apply(o);
  await apply({
    apiVersion: 'rbac.authorization.k8s.io/v1',
    kind: 'RoleBinding',
    metadata: { name: 'driftgate-sync-namespaced', namespace: harness.namespace },
    roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: 'driftgate-sync-namespaced' },
    subjects: [{ kind: 'ServiceAccount', ...SYNC_SA }],
  } as KubeObject);
  // the aggregated driftgate-sync ClusterRole is filled by the controller-manager
  await eventually(async () => expect(await syncMay(harness, { verb: 'create', group: '', resource: 'namespaces' })).toBe(true), { timeoutMs: 30_000 });
  expect(await syncMay(harness, { verb: 'create', group: 'rbac.authorization.k8s.io', resource: 'rolebindings', namespace: harness.namespace })).toBe(false);
  const scope = shippedScopeText().replace('namespaces: [tenants]', `namespaces: [${harness.namespace}, "${options.tenantGlob}"]`);
  return { kind: 'file', path: 'scope.yaml', text: options.edit ? options.edit(scope) : scope };
}

export interface Live {
  metadata: { uid: string; name: string; namespace?: string; generation?: number; deletionTimestamp?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  spec?: Record<string, unknown>;
  data?: Record<string, string>;
}

export async function readLive(harness: AgentHarness, pathname: string): Promise<Live | undefined> {
  try {
    return (await harness.get(pathname)) as Live;
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

/**
 * Bindings to a `system:` group this sync could have made, as `kind ns/name → group`: any
 * RoleBinding or ClusterRoleBinding with the sync's label, and every RoleBinding in `namespaces`
 * (the test's, its tenants', kube-system, default). Not the whole cluster: the bootstrap policy
 * binds system: groups by design, and operator tests running alongside create one on purpose.
 */
export async function bindingsToSystemGroups(harness: AgentHarness, namespaces: readonly string[] = []): Promise<string[]> {
  const out: string[] = [];
  const watched = new Set([harness.namespace, harness.agentNamespace, 'kube-system', 'default', ...namespaces]);
  for (const [kind, pathname] of [
    ['RoleBinding', '/apis/rbac.authorization.k8s.io/v1/rolebindings'],
    ['ClusterRoleBinding', '/apis/rbac.authorization.k8s.io/v1/clusterrolebindings'],
  ] as const) {
    const list = (await harness.get(pathname)) as { items: (Live & { subjects?: { kind: string; name: string }[] })[] };
    for (const b of list.items) {
      const ours = b.metadata.labels?.[SYNC_LABEL] !== undefined;
      if (!ours && (kind === 'ClusterRoleBinding' || !watched.has(b.metadata.namespace ?? ''))) continue;
      for (const s of b.subjects ?? []) if (s.kind === 'Group' && s.name.startsWith('system:')) out.push(`${kind} ${b.metadata.namespace ?? ''}/${b.metadata.name} → ${s.name}`);
    }
  }
  return out;
}

/** The `driftgate/sync` commit status the fake GitHub holds for a revision, once the reporter is idle. */
export async function commitStatus(harness: AgentHarness, github: FakeGitHub, sha: string): Promise<string | undefined> {
  await harness.agent.reporter.idle();
  return github.statuses.find((s) => s.sha === sha && s.context === 'driftgate/sync')?.state;
}

/** The error findings of the last sync, as `ruleId file:line`. */
export function located(harness: AgentHarness): string[] {
  return harness.agent.lastSync!.findings.filter((f) => f.severity === 'error').map((f) => `${f.ruleId} ${f.file}:${f.line}`);
}
