// The two permission boundaries of deploy/operator, proven by impersonation against the real
// API server: the operator may write status and its own finalizer but nothing else of a
// TenantOnboarding (RBAC + ValidatingAdmissionPolicy); teams may do anything to
// TenantOnboardings except write their status.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyObject, type ApplyContext } from '../../../src/io/kube/apply.js';
import { KubeClient } from '../../../src/io/kube/client.js';
import { Discovery } from '../../../src/io/kube/discovery.js';
import { ForbiddenError } from '../../../src/io/kube/errors.js';
import { injectCaBundle, injectWebhookConfigurationCaBundle, WebhookCertificateManager } from '../../../src/operator/webhook-certificates.js';
import { createTestNamespace, deleteNamespace, impersonate, testKubeConfig } from '../../support/cluster.js';
import { adminClient, getObject, installOperatorPrerequisites, operatorKubeConfig, tenantObject, tenantPath } from './support.js';

const kc = testKubeConfig();
let admin: ApplyContext;
let operatorIdentity: ApplyContext;
let team: ApplyContext;
let home: string;

function contextFor(config: typeof kc): ApplyContext {
  const client = new KubeClient({ kubeConfig: config });
  return { client, resolver: new Discovery({ client: client }) };
}

const FINALIZER = 'platform.example.com/tenant-cleanup';

beforeAll(async () => {
  admin = adminClient(kc);
  await installOperatorPrerequisites(kc, admin);
  home = await createTestNamespace(kc, 'operator-permissions');
  await applyObject(
    admin,
    {
      apiVersion: 'rbac.authorization.k8s.io/v1',
      kind: 'RoleBinding',
      metadata: { name: 'platform-team-tenants', namespace: home },
      roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: 'driftgate-tenantonboarding-editor' },
      subjects: [{ apiGroup: 'rbac.authorization.k8s.io', kind: 'Group', name: 'platform-team' }],
    },
    { fieldManager: 'driftgate-tests', force: true },
  );
  operatorIdentity = contextFor(operatorKubeConfig(kc));
  team = contextFor(impersonate(kc, { user: 'alice', groups: ['platform-team'] }));
});

afterAll(async () => {
  if (home) await deleteNamespace(kc, home);
  for (const c of [admin, operatorIdentity, team]) c?.client.close();
});

async function forbidden(promise: Promise<unknown>): Promise<ForbiddenError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ForbiddenError);
  return error as ForbiddenError;
}

const tenantMeta = (name: string, extra: Record<string, unknown> = {}) => ({
  apiVersion: 'platform.example.com/v1',
  kind: 'TenantOnboarding',
  metadata: { name, namespace: home, ...extra },
});

describe('the operator identity', () => {
  it('writes status through the subresource and adds and removes its own finalizer', async () => {
    await applyObject(admin, tenantObject(home, 'op-target', { namespace: 'op-target-ns' }), { fieldManager: 'platform-team', force: true });
    const status = await applyObject(
      operatorIdentity,
      { ...tenantMeta('op-target'), status: { observedGeneration: 1, conditions: [{ type: 'Ready', status: 'False', reason: 'Testing', message: 'x', lastTransitionTime: '2026-01-01T00:00:00Z' }] } },
      { fieldManager: 'driftgate-operator', force: true, subresource: 'status' },
    );
    expect((status.status as { observedGeneration: number }).observedGeneration).toBe(1);
    const added = await applyObject(operatorIdentity, tenantMeta('op-target', { finalizers: [FINALIZER] }), { fieldManager: 'driftgate-operator', force: true });
    expect(added.metadata.finalizers).toEqual([FINALIZER]);
    const removed = await applyObject(operatorIdentity, tenantMeta('op-target'), { fieldManager: 'driftgate-operator', force: true });
    expect(removed.metadata.finalizers ?? []).toEqual([]);
  });

  it('may not change spec, labels, annotations or other finalizers (admission policy)', async () => {
    const spec = await forbidden(applyObject(operatorIdentity, { ...tenantMeta('op-target'), spec: { namespace: 'op-target-ns', quota: { cpu: '99' } } }, { fieldManager: 'driftgate-operator', force: true }));
    expect(spec.message).toContain('may not change spec');
    const labels = await forbidden(applyObject(operatorIdentity, tenantMeta('op-target', { labels: { sneaky: 'yes' } }), { fieldManager: 'driftgate-operator', force: true }));
    expect(labels.message).toContain('may not change labels, annotations or owner references');
    const other = await forbidden(applyObject(operatorIdentity, tenantMeta('op-target', { finalizers: ['example.com/other'] }), { fieldManager: 'driftgate-operator', force: true }));
    expect(other.message).toContain('only the finalizer platform.example.com/tenant-cleanup');
    // and the object is as the team left it
    const live = (await getObject(admin, tenantPath(home, 'op-target')))!;
    expect(live.spec).toEqual({ namespace: 'op-target-ns', quota: { gpuCount: 0 } });
  });

  it('may neither create nor delete TenantOnboardings, nor bind roles other than admin and edit, nor read secrets (RBAC)', async () => {
    await forbidden(operatorIdentity.client.request({ method: 'DELETE', path: tenantPath(home, 'op-target') }));
    await forbidden(operatorIdentity.client.request({ method: 'POST', path: `/apis/platform.example.com/v1/namespaces/${home}/tenantonboardings`, body: tenantObject(home, 'made-by-op', { namespace: 'x' }) }));
    const escalate = await forbidden(
      applyObject(
        operatorIdentity,
        {
          apiVersion: 'rbac.authorization.k8s.io/v1',
          kind: 'RoleBinding',
          metadata: { name: 'escalate', namespace: home },
          roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: 'cluster-admin' },
          subjects: [{ apiGroup: 'rbac.authorization.k8s.io', kind: 'Group', name: 'anyone' }],
        },
        { fieldManager: 'driftgate-operator', force: true },
      ),
    );
    expect(escalate.message).toMatch(/escalat|bind/);
    const allowed = await applyObject(
      operatorIdentity,
      {
        apiVersion: 'rbac.authorization.k8s.io/v1',
        kind: 'RoleBinding',
        metadata: { name: 'edit-ok', namespace: home },
        roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: 'edit' },
        subjects: [{ apiGroup: 'rbac.authorization.k8s.io', kind: 'Group', name: 'anyone' }],
      },
      { fieldManager: 'driftgate-operator', force: true },
    );
    expect(allowed.metadata.name).toBe('edit-ok');
    await forbidden(operatorIdentity.client.request({ method: 'GET', path: `/api/v1/namespaces/${home}/secrets` }));
  });
});

describe('application teams', () => {
  it('have every verb on TenantOnboardings and nothing on their status', async () => {
    const created = await applyObject(team, tenantObject(home, 'team-made', { namespace: 'team-ns' }), { fieldManager: 'alice', force: true });
    expect(created.metadata.name).toBe('team-made');
    const updated = await applyObject(team, tenantObject(home, 'team-made', { namespace: 'team-ns', quota: { cpu: '2' } }), { fieldManager: 'alice', force: true });
    expect(updated.metadata.generation).toBe(2);
    await forbidden(
      applyObject(
        team,
        { ...tenantMeta('team-made'), status: { conditions: [{ type: 'Ready', status: 'True', reason: 'Faked', message: 'trust me', lastTransitionTime: '2026-01-01T00:00:00Z' }] } },
        { fieldManager: 'alice', force: true, subresource: 'status' },
      ),
    );
    await forbidden(team.client.request({ method: 'PATCH', path: `${tenantPath(home, 'team-made')}/status`, contentType: 'application/merge-patch+json', body: { status: { observedGeneration: 2 } } }));
    await team.client.request({ method: 'DELETE', path: tenantPath(home, 'team-made') });
    expect(await getObject(admin, tenantPath(home, 'team-made'))).toBeUndefined();
  });
});

describe('the operator identity and its conversion webhook (deploy/operator/webhook.yaml)', () => {
  it('manages its own certificate Secret and reads the CRD it injects into, and nothing more', async () => {
    const manager = new WebhookCertificateManager({
      client: operatorIdentity.client,
      namespace: 'driftgate-system',
      secretName: 'driftgate-operator-webhook-tls',
      hosts: ['driftgate-operator-webhook.driftgate-system.svc'],
      now: () => new Date(),
    });
    const first = await manager.ensure();
    expect(first.caBundle).toContain('BEGIN CERTIFICATE');
    // Rotation is an update of that Secret, which the Role allows.
    const rotated = await new WebhookCertificateManager({
      client: operatorIdentity.client,
      namespace: 'driftgate-system',
      secretName: 'driftgate-operator-webhook-tls',
      hosts: ['driftgate-operator-webhook.driftgate-system.svc', 'extra-host.example.com'],
      now: () => new Date(),
    }).ensure();
    expect(rotated.serving.cert).not.toBe(first.serving.cert);
    // The shipped CRD converts through the webhook: injecting its caBundle is allowed, once.
    expect(await injectCaBundle(operatorIdentity.client, 'tenantonboardings.platform.example.com', first.caBundle)).toBe(true);
    expect(await injectCaBundle(operatorIdentity.client, 'tenantonboardings.platform.example.com', first.caBundle)).toBe(false);
    // The GPU-capacity webhook reads Nodes and its own (here absent: 404, not 403) configuration.
    await operatorIdentity.client.request({ method: 'GET', path: '/api/v1/nodes' });
    expect(await injectWebhookConfigurationCaBundle(operatorIdentity.client, 'driftgate-tenant-gpu-capacity', first.caBundle)).toBe(false);
    await forbidden(operatorIdentity.client.request({ method: 'GET', path: '/apis/admissionregistration.k8s.io/v1/validatingwebhookconfigurations/someone-elses' }));
    // Other Secrets and other CRDs stay out of reach.
    await forbidden(operatorIdentity.client.request({ method: 'GET', path: '/api/v1/namespaces/driftgate-system/secrets/someone-elses' }));
    await forbidden(operatorIdentity.client.request({ method: 'GET', path: '/apis/apiextensions.k8s.io/v1/customresourcedefinitions/leases.example.com' }));
  });
});
