// TenantOnboarding v1alpha1 -> v1 on a real kube-apiserver: the conversion webhook served over
// TLS on loopback and called by the API server, writes in either version read back in the
// other, the webhook's outage as the API server shows it, the storage migration, and the live
// CRD gate refusing to drop v1alpha1 while objects are still stored in it.
//
// Its own control plane: the CRD's versions are cluster-wide state that the other test files,
// which share the suite's control plane, must not see change under them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { KubeConfig } from '@kubernetes/client-node';
import * as yaml from 'js-yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KubeClient } from '../../../src/io/kube/client.js';
import { migrateStorage } from '../../../src/io/kube/storage-migration.js';
import { WebhookService } from '../../../src/operator/webhook-service.js';
import { runCli } from '../../cli/run-cli.js';
import { eventually, installCrd, kubeRequest } from '../../support/cluster.js';
import { REPO_ROOT, startControlPlane, type ControlPlane } from '../../support/control-plane.js';

const CRD_NAME = 'tenantonboardings.platform.example.com';
const STEPS = path.join(REPO_ROOT, 'docs', 'migration', 'tenantonboarding-v1');
const NS = 'tenants';

type Json = Record<string, unknown>;

function loadCrd(file: string): Json {
  return yaml.load(readFileSync(file, 'utf8')) as Json;
}

/**
 * A migration step with the webhook reached by URL on loopback (no Service in this cluster).
 * No caBundle: the operator's ConversionService injects it (another field manager owns it, so
 * re-applying a step keeps it).
 */
function step(file: string, webhookUrl: string): Json {
  const crd = loadCrd(path.join(STEPS, file));
  const spec = crd.spec as Json;
  spec.conversion = { strategy: 'Webhook', webhook: { conversionReviewVersions: ['v1'], clientConfig: { url: `${webhookUrl}/convert` } } };
  return crd;
}

const tenantPath = (version: string, name?: string): string => `/apis/platform.example.com/${version}/namespaces/${NS}/tenantonboardings${name ? `/${name}` : ''}`;

describe('TenantOnboarding v1 on a real API server', () => {
  let cp: ControlPlane;
  let kc: KubeConfig;
  let client: KubeClient;
  let webhook: WebhookService | undefined;
  let port = 0;

  /** The operator's conversion webhook, with its certificates in a Secret and the caBundle injected. */
  async function startWebhook(): Promise<string> {
    webhook = new WebhookService({
      client,
      address: `127.0.0.1:${port}`,
      certificates: { kind: 'secret', namespace: 'driftgate-system', secretName: 'driftgate-operator-webhook-tls', hosts: ['driftgate-operator-webhook.driftgate-system.svc', '127.0.0.1'] },
      log: () => undefined,
    });
    await webhook.start();
    const url = webhook.url ?? '';
    port = Number(new URL(url).port);
    return url;
  }

  async function install(file: string): Promise<void> {
    await installCrd(kc, step(file, `https://127.0.0.1:${port}`));
    await webhook?.check(); // injects the caBundle into the CRD as it now is
  }

  async function stopWebhook(): Promise<void> {
    await webhook?.stop();
    webhook = undefined;
  }

  async function get(version: string, name: string): Promise<{ status: number; body: Json }> {
    const res = await kubeRequest(kc, { method: 'GET', path: tenantPath(version, name) });
    return { status: res.status, body: (res.body ?? {}) as Json };
  }

  async function storedVersions(): Promise<unknown> {
    const res = await kubeRequest(kc, { method: 'GET', path: `/apis/apiextensions.k8s.io/v1/customresourcedefinitions/${CRD_NAME}` });
    return ((res.body as Json).status as Json).storedVersions;
  }

  beforeAll(async () => {
    cp = await startControlPlane({ controllers: [] });
    kc = new KubeConfig();
    kc.loadFromFile(cp.kubeconfig);
    client = new KubeClient({ kubeConfig: kc });
    for (const name of [NS, 'driftgate-system']) await kubeRequest(kc, { method: 'POST', path: '/api/v1/namespaces', body: { apiVersion: 'v1', kind: 'Namespace', metadata: { name } } });
    await installCrd(kc, loadCrd(path.join(STEPS, '0-v1alpha1.yaml'))); // the CRD as it shipped before v1
  });

  afterAll(async () => {
    await stopWebhook();
    await cp?.stop();
  });

  it('migrates from v1alpha1 to v1 through the conversion webhook, losslessly, and trims storedVersions', async () => {
    // v1alpha1 objects under the old, single-version CRD.
    for (const [name, quota] of [
      ['alpha', { cpu: '4', memory: '8Gi', gpuCount: 1 }],
      ['beta', { cpu: '500m' }],
      ['gamma', undefined],
    ] as const) {
      const created = await kubeRequest(kc, {
        method: 'POST',
        path: tenantPath('v1alpha1'),
        body: { apiVersion: 'platform.example.com/v1alpha1', kind: 'TenantOnboarding', metadata: { name }, spec: { namespace: `team-${name}`, ...(quota ? { resourceQuota: quota } : {}) } },
      });
      expect(created.status).toBe(201);
    }

    // Step 1, expand: v1 served beside v1alpha1 (still the storage version).
    await startWebhook();
    await install('1-expand.yaml');
    const alphaV1 = await eventually(async () => {
      const res = await get('v1', 'alpha');
      if (res.status !== 200) throw new Error(`HTTP ${res.status}: ${JSON.stringify(res.body)}`);
      return res.body;
    });
    expect(alphaV1.apiVersion).toBe('platform.example.com/v1');
    expect(alphaV1.spec).toEqual({ namespace: 'team-alpha', quota: { cpu: '4', memory: '8Gi', gpuCount: 1 } });

    // A v1 write with a field v1alpha1 cannot express reads back in both versions.
    const delta = await kubeRequest(kc, {
      method: 'POST',
      path: tenantPath('v1'),
      body: { apiVersion: 'platform.example.com/v1', kind: 'TenantOnboarding', metadata: { name: 'delta' }, spec: { namespace: 'team-delta', quota: { cpu: '2', gpuCount: 0, additional: { pods: '20', 'count/jobs.batch': 5 } } } },
    });
    expect(delta.status, JSON.stringify(delta.body)).toBe(201);
    const deltaAlpha = (await get('v1alpha1', 'delta')).body;
    expect(deltaAlpha.spec).toEqual({ namespace: 'team-delta', resourceQuota: { cpu: '2', gpuCount: 0 } });
    expect((deltaAlpha.metadata as Json).annotations).toEqual({ 'platform.example.com/v1-fields': '{"quotaAdditional":{"count/jobs.batch":5,"pods":"20"}}' });
    expect((await get('v1', 'delta')).body.spec).toEqual({ namespace: 'team-delta', quota: { cpu: '2', gpuCount: 0, additional: { pods: '20', 'count/jobs.batch': 5 } } });

    // A v1alpha1 update of that object keeps the v1-only field.
    const updated = await kubeRequest(kc, { method: 'PUT', path: tenantPath('v1alpha1', 'delta'), body: { ...deltaAlpha, spec: { namespace: 'team-delta', resourceQuota: { cpu: '3' } } } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect((await get('v1', 'delta')).body.spec).toEqual({ namespace: 'team-delta', quota: { cpu: '3', additional: { pods: '20', 'count/jobs.batch': 5 } } });

    // The webhook down: reads that cross versions fail as the API server fails them; same-version reads do not.
    await stopWebhook();
    const down = await get('v1', 'alpha');
    expect(down.status).toBeGreaterThanOrEqual(500);
    expect(JSON.stringify(down.body)).toMatch(/conversion webhook/);
    expect((await get('v1alpha1', 'alpha')).status).toBe(200);
    await startWebhook();
    await eventually(async () => {
      const res = await get('v1', 'alpha');
      if (res.status !== 200) throw new Error(`HTTP ${res.status}`);
    });

    // Step 2: v1 becomes the storage version. Until migrated, objects stay stored as v1alpha1.
    await install('2-storage-v1.yaml');
    await eventually(async () => {
      const versions = await storedVersions();
      if (JSON.stringify(versions) !== '["v1alpha1","v1"]') throw new Error(`storedVersions ${JSON.stringify(versions)}`);
    });

    // The live CRD gate refuses to remove v1alpha1 while objects may still be stored in it.
    const gate = async (): Promise<{ code: number; stdout: string }> =>
      runCli(['crd-diff', path.join(STEPS, '3-contract.yaml'), path.join(STEPS, '4-remove-v1alpha1.yaml'), '--kubeconfig', cp.kubeconfig, '--format', 'json'], REPO_ROOT);
    const before = await gate();
    expect(before.code).toBe(1);
    expect(before.stdout).toMatch(/v1alpha1/);
    const liveRules = (out: string): string[] => (JSON.parse(out) as { findings: Array<{ ruleId: string; message: string }> }).findings.filter((f) => f.message.includes("is in the cluster's status.storedVersions")).map((f) => f.ruleId);
    expect(liveRules(before.stdout).length).toBeGreaterThan(0);

    // migrate-storage rewrites every object at v1 and trims storedVersions.
    const result = await migrateStorage({ client, crd: CRD_NAME, pageSize: 2, qps: 1000 });
    expect(result.rewritten).toBe(4);
    expect(result.written).toBe(4);
    expect(result.pages).toBe(2);
    expect(await storedVersions()).toEqual(['v1']);

    // A rerun is idempotent and costs no writes (the API server skips no-op updates). The webhook
    // must be up: managedFields entries keep the version they were recorded in, and a write
    // that cannot convert them resets them.
    const again = await migrateStorage({ client, crd: CRD_NAME, qps: 1000 });
    expect(again.rewritten).toBe(4);
    expect(again.written).toBe(0);

    // Every object is now stored as v1: with the webhook down, v1 reads still succeed.
    await stopWebhook();
    const list = await kubeRequest(kc, { method: 'GET', path: tenantPath('v1') });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(((list.body as Json).items as Json[]).map((o) => (o.metadata as Json).name).sort()).toEqual(['alpha', 'beta', 'delta', 'gamma']);

    // With nothing stored as v1alpha1 any more, the live gate no longer objects, and the API
    // server accepts the contract steps.
    const after = await gate();
    expect(liveRules(after.stdout)).toEqual([]);
    await startWebhook();
    await install('3-contract.yaml');
    const removed = await kubeRequest(kc, {
      method: 'PATCH',
      path: `/apis/apiextensions.k8s.io/v1/customresourcedefinitions/${CRD_NAME}?fieldManager=driftgate-tests&force=true`,
      body: step('4-remove-v1alpha1.yaml', `https://127.0.0.1:${port}`),
      contentType: 'application/apply-patch+yaml',
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
  });
});
