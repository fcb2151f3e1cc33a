// The live GPU-capacity admission webhook on a real API server: Nodes advertising
// nvidia.com/gpu, the shipped ValidatingWebhookConfiguration (pointed at the webhook on
// loopback, caBundle injected by the operator), tenants admitted or refused with the webhook's
// message, and failurePolicy Fail when no replica answers.
//
// Its own control plane: the capacity rule counts every tenant and node of the cluster, and the
// configuration would refuse the other test files' tenants.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { KubeConfig } from '@kubernetes/client-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KubeClient } from '../../../src/io/kube/client.js';
import { WebhookService } from '../../../src/operator/webhook-service.js';
import { runCli } from '../../cli/run-cli.js';
import { eventually, installCrd, kubeRequest } from '../../support/cluster.js';
import { startControlPlane, type ControlPlane } from '../../support/control-plane.js';
import { readYaml } from './support.js';

type Json = Record<string, unknown>;
const NS = 'tenants';

describe('GPU capacity admission webhook', () => {
  let cp: ControlPlane;
  let kc: KubeConfig;
  let client: KubeClient;
  let webhook: WebhookService | undefined;
  let port = 0;

  const startWebhook = async (): Promise<void> => {
    webhook = new WebhookService({
      client,
      address: `127.0.0.1:${port}`,
      certificates: { kind: 'secret', namespace: 'driftgate-system', secretName: 'driftgate-operator-webhook-tls', hosts: ['127.0.0.1'] },
      gpuCapacity: true,
      log: () => undefined,
    });
    await webhook.start();
    port = Number(new URL(webhook.url ?? '').port);
  };

  const node = async (name: string, gpus: string): Promise<void> => {
    const created = await kubeRequest(kc, { method: 'POST', path: '/api/v1/nodes', body: { apiVersion: 'v1', kind: 'Node', metadata: { name } } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const status = await kubeRequest(kc, {
      method: 'PATCH',
      path: `/api/v1/nodes/${name}/status`,
      contentType: 'application/merge-patch+json',
      body: { status: { capacity: { cpu: '8', 'nvidia.com/gpu': gpus }, allocatable: { cpu: '8', 'nvidia.com/gpu': gpus } } },
    });
    expect(status.status, JSON.stringify(status.body)).toBe(200);
  };

  const tenant = (name: string, gpuCount: number): Promise<{ status: number; body: unknown }> =>
    kubeRequest(kc, {
      method: 'POST',
      path: `/apis/platform.example.com/v1/namespaces/${NS}/tenantonboardings`,
      body: { apiVersion: 'platform.example.com/v1', kind: 'TenantOnboarding', metadata: { name }, spec: { namespace: `team-${name}`, quota: { gpuCount } } },
    });

  beforeAll(async () => {
    cp = await startControlPlane({ controllers: [] });
    kc = new KubeConfig();
    kc.loadFromFile(cp.kubeconfig);
    client = new KubeClient({ kubeConfig: kc });
    for (const name of [NS, 'driftgate-system']) await kubeRequest(kc, { method: 'POST', path: '/api/v1/namespaces', body: { apiVersion: 'v1', kind: 'Namespace', metadata: { name } } });
    const crd = readYaml('deploy/crds/tenantonboardings.platform.example.com.yaml')[0];
    if (crd === undefined) throw new Error('no CRD');
    await installCrd(kc, crd);
    await node('gpu-node-a', '4');
    await node('gpu-node-b', '4');
    await startWebhook();
    // The shipped configuration, reached by URL on loopback (no Service here); the operator
    // injects the caBundle when it next checks its certificates.
    const configuration = readYaml('deploy/operator/webhook.yaml').find((o) => o.kind === 'ValidatingWebhookConfiguration') as unknown as Json;
    const hooks = (configuration.webhooks as Json[]).map((w) => ({ ...w, clientConfig: { url: `https://127.0.0.1:${port}/validate-gpu-capacity` } }));
    const applied = await kubeRequest(kc, { method: 'POST', path: '/apis/admissionregistration.k8s.io/v1/validatingwebhookconfigurations', body: { ...configuration, webhooks: hooks } });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    await webhook?.check();
  });

  afterAll(async () => {
    await webhook?.stop();
    await cp?.stop();
  });

  it('admits tenants that fit and refuses the one that does not, without the cluster GPU figures', async () => {
    // The API server's webhook client picks up a new configuration asynchronously: wait until a
    // request that must be refused is refused.
    const refusal = await eventually(
      async () => {
        const res = await tenant('probe', 9);
        if (res.status === 201) {
          await kubeRequest(kc, { method: 'DELETE', path: `/apis/platform.example.com/v1/namespaces/${NS}/tenantonboardings/probe` });
          throw new Error('not yet enforced');
        }
        return res;
      },
      { timeoutMs: 30_000, intervalMs: 300, message: 'webhook not enforced' },
    );
    expect(refusal.status).toBe(403);
    // The refusal says what was asked, never the cluster's figures (anyone reaching the port could ask).
    expect(JSON.stringify(refusal.body)).toContain('asks for 9 GPUs, more than the cluster has free for tenants');
    expect(JSON.stringify(refusal.body)).not.toMatch(/allocatable|only 8|2 nodes/);

    expect((await tenant('vision', 5)).status).toBe(201);
    // The informer sees vision's 5 GPUs (a watch event); until then 3 + 5 would still fit.
    const second = await eventually(
      async () => {
        const res = await tenant('speech', 4);
        if (res.status === 201) {
          await kubeRequest(kc, { method: 'DELETE', path: `/apis/platform.example.com/v1/namespaces/${NS}/tenantonboardings/speech` });
          throw new Error('admitted before the informer saw vision');
        }
        return res;
      },
      { timeoutMs: 30_000, intervalMs: 300 },
    );
    expect(second.status).toBe(403);
    expect(JSON.stringify(second.body)).toContain('asks for 4 GPUs, more than the cluster has free');
    expect((await tenant('speech', 3)).status).toBe(201);
  });

  it('refuses every create and update with failurePolicy Fail while no webhook answers, and recovers', async () => {
    await webhook?.stop();
    webhook = undefined;
    const down = await tenant('ranking', 0);
    expect(down.status).toBeGreaterThanOrEqual(500);
    expect(JSON.stringify(down.body)).toMatch(/failed calling webhook/);
    await startWebhook();
    await eventually(
      async () => {
        const res = await tenant('ranking', 0);
        if (res.status !== 201) throw new Error(`HTTP ${res.status}`);
      },
      { timeoutMs: 30_000, intervalMs: 300 },
    );
  });

  it('check --kubeconfig judges a pull request by the same live numbers, located at the GPU count', async () => {
    // Now: 8 GPUs on two nodes, vision holds 5 and speech 3 (the first test).
    const dir = mkdtempSync(path.join(tmpdir(), 'driftgate-gpu-check-'));
    try {
      mkdirSync(path.join(dir, '.git'));
      mkdirSync(path.join(dir, 'tenants'));
      const tenantYaml = (name: string, gpus: number): string =>
        `apiVersion: platform.example.com/v1\nkind: TenantOnboarding\nmetadata:\n  name: ${name}\n  namespace: ${NS}\nspec:\n  namespace: team-${name}\n  quota:\n    gpuCount: ${gpus}\n`;
      writeFileSync(path.join(dir, 'tenants', 'vision.yaml'), tenantYaml('vision', 5)); // unchanged: always passes
      writeFileSync(path.join(dir, 'tenants', 'ranking.yaml'), tenantYaml('ranking', 1)); // 0 free
      const r = await runCli(['check', 'tenants', '--kubeconfig', cp.kubeconfig, '-o', 'json'], dir);
      expect(r.stderr).toBe('');
      const findings = (JSON.parse(r.stdout) as { findings: Array<{ ruleId: string; file: string; line: number; column: number; message: string }> }).findings;
      expect(findings.filter((f) => f.ruleId === 'tenant/gpu-capacity')).toEqual([
        expect.objectContaining({ file: 'tenants/ranking.yaml', line: 9, column: 15, message: expect.stringContaining('asks for 1 GPU, but only 0 are free') as unknown }),
      ]);
      expect(r.code).toBe(1);
      // Offline, nothing is known about the cluster's GPUs: no such finding.
      const offline = await runCli(['check', 'tenants', '-o', 'json'], dir);
      expect((JSON.parse(offline.stdout) as { findings: Array<{ ruleId: string }> }).findings.filter((f) => f.ruleId === 'tenant/gpu-capacity')).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
