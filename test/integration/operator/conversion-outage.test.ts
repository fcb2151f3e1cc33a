// The conversion webhook's outage as the operator sees and reports it, on a real API server:
// a TenantOnboarding stored as v1alpha1 (created under the v1alpha1-only CRD), the shipped CRD
// (v1 storage) with its webhook served over TLS on the loopback address the API server calls,
// and the operator reconciling through v1 as its own ServiceAccount. Stopping the webhook makes
// the API server fail v1 reads of that object; the operator says so in a condition on the CRD
// and in a metric, and everything recovers when the webhook returns.
//
// Its own control plane: the CRD's conversion is cluster-wide state the shared cluster's other
// test files must not see change.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { KubeConfig } from '@kubernetes/client-node';
import { load } from 'js-yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KubeClient } from '../../../src/io/kube/client.js';
import { type LiveObject } from '../../../src/core/manifest/manifest.js';
import { CONVERSION_CONDITION } from '../../../src/operator/conversion-health.js';
import { WebhookService } from '../../../src/operator/webhook-service.js';
import { eventually, installCrd, kubeRequest } from '../../support/cluster.js';
import { REPO_ROOT, startControlPlane, type ControlPlane } from '../../support/control-plane.js';
import { adminClient, crdWithWebhookUrl, getObject, installOperatorPrerequisites, startOperator, type RunningOperator, waitReady } from './support.js';

const CRD_PATH = '/apis/apiextensions.k8s.io/v1/customresourcedefinitions/tenantonboardings.platform.example.com';
const HOME = 'tenants';
/** Not the operator's (--tenant-namespace is HOME): nothing rewrites its objects, they stay stored as v1alpha1. */
const ARCHIVE = 'archive';

type Json = Record<string, unknown>;

describe('the conversion webhook down and back, as the operator reports it', () => {
  let cp: ControlPlane;
  let kc: KubeConfig;
  let webhook: WebhookService | undefined;
  let operator: RunningOperator | undefined;
  let port = 0;

  async function startWebhook(): Promise<string> {
    webhook = new WebhookService({
      client: new KubeClient({ kubeConfig: kc }),
      address: `127.0.0.1:${port}`,
      certificates: { kind: 'secret', namespace: 'driftgate-system', secretName: 'driftgate-operator-webhook-tls', hosts: ['driftgate-operator-webhook.driftgate-system.svc', '127.0.0.1'] },
      log: () => undefined,
    });
    await webhook.start();
    const url = webhook.url ?? '';
    port = Number(new URL(url).port); // the same address after a restart, as a Service would keep
    return url;
  }

  async function conversionCondition(): Promise<Json | undefined> {
    const crd = (await kubeRequest(kc, { method: 'GET', path: CRD_PATH })).body as Json;
    const conditions = ((crd.status as Json | undefined)?.conditions ?? []) as Json[];
    return conditions.find((c) => c.type === CONVERSION_CONDITION);
  }

  async function waitCondition(status: string, reason: string): Promise<Json> {
    return eventually(
      async () => {
        const c = await conversionCondition();
        if (c?.status !== status || c.reason !== reason) throw new Error(`condition ${JSON.stringify(c)}`);
        return c;
      },
      { timeoutMs: 60_000, intervalMs: 200, message: `${CONVERSION_CONDITION}=${status}/${reason}` },
    );
  }

  async function metric(name: string): Promise<string> {
    return (await operator!.metrics.registry.getSingleMetricAsString(name)).split('\n').filter((l) => !l.startsWith('#')).join('\n');
  }

  beforeAll(async () => {
    cp = await startControlPlane({ controllers: [] });
    kc = new KubeConfig();
    kc.loadFromFile(cp.kubeconfig);
    for (const name of [HOME, ARCHIVE, 'driftgate-system']) await kubeRequest(kc, { method: 'POST', path: '/api/v1/namespaces', body: { apiVersion: 'v1', kind: 'Namespace', metadata: { name } } });
    // An object stored as v1alpha1, under the CRD as it shipped before v1.
    await installCrd(kc, load(readFileSync(path.join(REPO_ROOT, 'docs/migration/tenantonboarding-v1/0-v1alpha1.yaml'), 'utf8')) as object);
    for (const [home, name] of [[HOME, 'legacy'], [ARCHIVE, 'archived']] as const) {
      const created = await kubeRequest(kc, {
        method: 'POST',
        path: `/apis/platform.example.com/v1alpha1/namespaces/${home}/tenantonboardings`,
        body: { apiVersion: 'platform.example.com/v1alpha1', kind: 'TenantOnboarding', metadata: { name }, spec: { namespace: `team-${name}`, resourceQuota: { cpu: '1' } } },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    }
    // The shipped CRD (v1 storage, conversion by webhook), the webhook up, the operator's RBAC.
    const url = await startWebhook();
    await installOperatorPrerequisites(kc, adminClient(kc), { crd: crdWithWebhookUrl(url) });
    await webhook?.check(); // injects the caBundle
  });

  afterAll(async () => {
    await operator?.stop();
    await webhook?.stop();
    await cp?.stop();
  });

  it('reconciles a v1alpha1-stored object through v1, reports the outage as a CRD condition and a metric, and recovers', async () => {
    const admin = adminClient(kc);
    operator = await startOperator(kc, HOME, { conversionProbeMs: 200 });

    // Webhook up: the operator reads the object as v1 (spec.quota) and provisions it.
    const ready = await waitReady(admin, HOME, 'legacy');
    expect(ready.apiVersion).toBe('platform.example.com/v1');
    expect((ready as unknown as { spec: Json }).spec.quota).toEqual({ cpu: '1' });
    const quota = await getObject(admin, '/api/v1/namespaces/team-legacy/resourcequotas/tenant-quota');
    expect((quota as unknown as { spec: { hard: Json } }).spec.hard).toEqual({ cpu: '1', 'requests.nvidia.com/gpu': '0' });
    await waitCondition('True', 'Converted');
    expect(await metric('driftgate_conversion_webhook_healthy')).toBe('driftgate_conversion_webhook_healthy 1');

    // Webhook down: the API server fails a v1 read of an object stored as v1alpha1...
    await webhook?.stop();
    webhook = undefined;
    const archivedPath = `/apis/platform.example.com/v1/namespaces/${ARCHIVE}/tenantonboardings/archived`;
    const down = await kubeRequest(kc, { method: 'GET', path: archivedPath });
    expect(down.status).toBeGreaterThanOrEqual(500);
    expect(JSON.stringify(down.body)).toMatch(/conversion webhook/);
    // (the operator's own object was rewritten as v1 by its finalizer and status writes: no conversion needed)
    expect((await kubeRequest(kc, { method: 'GET', path: `/apis/platform.example.com/v1/namespaces/${HOME}/tenantonboardings/legacy` })).status).toBe(200);
    // ...and the operator reports it where it stays readable: the CRD's status, and a metric.
    const failing = await waitCondition('False', 'ConversionFailed');
    expect(String(failing.message)).toMatch(/conversion webhook/);
    expect(await metric('driftgate_conversion_webhook_healthy')).toBe('driftgate_conversion_webhook_healthy 0');
    // The probe's object (in HOME, stored as v1 by now) is the one that needs converting to v1alpha1.
    expect(await metric('driftgate_conversion_probe_failures_total')).toMatch(/^driftgate_conversion_probe_failures_total\{version="v1alpha1"\} [1-9]\d*$/);

    // Webhook back on the same address: the condition, the metric and the reads recover.
    await startWebhook();
    const recovered = await waitCondition('True', 'Converted');
    expect(Date.parse(String(recovered.lastTransitionTime))).toBeGreaterThanOrEqual(Date.parse(String(failing.lastTransitionTime)));
    expect(await metric('driftgate_conversion_webhook_healthy')).toBe('driftgate_conversion_webhook_healthy 1');
    const up = await kubeRequest(kc, { method: 'GET', path: archivedPath });
    expect(up.status).toBe(200);
    expect((up.body as { spec: Json }).spec).toEqual({ namespace: 'team-archived', quota: { cpu: '1' } });

    // And reconciling goes on: a v1alpha1 edit reaches the quota through the operator's v1 view.
    const edited = await kubeRequest(kc, {
      method: 'PATCH',
      path: `/apis/platform.example.com/v1alpha1/namespaces/${HOME}/tenantonboardings/legacy`,
      contentType: 'application/merge-patch+json',
      body: { spec: { resourceQuota: { cpu: '2' } } },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    await waitReady(admin, HOME, 'legacy');
    await eventually(async () => {
      const q = (await getObject(admin, '/api/v1/namespaces/team-legacy/resourcequotas/tenant-quota')) as LiveObject & { spec?: { hard?: Json } };
      if (q?.spec?.hard?.cpu !== '2') throw new Error(`quota ${JSON.stringify(q?.spec)}`);
    });
  });
});
