// The documented upgrade path through the built CLI (bin/driftgate.js), as the shipped Deployment
// runs it (no --tenant-namespace): tenants written under the v1alpha1-only CRD, the step-1 CRD
// applied (v1 served, v1alpha1 stored, conversion by the operator's own webhook), then
// `driftgate operator --webhook-addr` started. Its start-up check lists TenantOnboardings at v1,
// which only this same process can convert: the webhooks must serve first.
//
// And a stop during a start-up wait (conversion unreachable, so the start-up check keeps retrying)
// ends the process with exit 0.
//
// Its own control plane: the CRD's versions and conversion are cluster-wide state.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { KubeConfig } from '@kubernetes/client-node';
import * as yaml from 'js-yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, installCrd, kubeRequest } from '../../support/cluster.js';
import { REPO_ROOT, startControlPlane, type ControlPlane } from '../../support/control-plane.js';

type Json = Record<string, unknown>;

const STEPS = path.join(REPO_ROOT, 'docs', 'migration', 'tenantonboarding-v1');
const NS = 'tenants';
const tenantPath = (version: string, name?: string): string => `/apis/platform.example.com/${version}/namespaces/${NS}/tenantonboardings${name ? `/${name}` : ''}`;

function stepWithWebhook(file: string, webhookUrl: string): Json {
  const crd = yaml.load(readFileSync(path.join(STEPS, file), 'utf8')) as Json;
  (crd.spec as Json).conversion = { strategy: 'Webhook', webhook: { conversionReviewVersions: ['v1'], clientConfig: { url: `${webhookUrl}/convert` } } };
  return crd;
}

/** A port nobody listens on now (the kernel's pick, released at once). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

interface RunningOperator {
  readonly child: ChildProcess;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  readonly stderr: string[];
}

function startOperator(kubeconfig: string, webhookPort: number, extra: readonly string[] = []): RunningOperator {
  const stderr: string[] = [];
  const child = spawn(
    process.execPath,
    [path.join(REPO_ROOT, 'bin', 'driftgate.js'), 'operator', '--kubeconfig', kubeconfig, '--webhook-addr', `127.0.0.1:${webhookPort}`, '--webhook-host', '127.0.0.1', '--workers', '2', ...extra],
    { env: { ...process.env, POD_NAME: 'upgrade-test', POD_NAMESPACE: 'driftgate-system' }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  child.stderr!.on('data', (d: Buffer) => stderr.push(d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, exited, stderr };
}

describe('driftgate operator on a cluster mid-upgrade (built CLI)', () => {
  let cp: ControlPlane;
  let kc: KubeConfig;
  const running: RunningOperator[] = [];

  beforeAll(async () => {
    cp = await startControlPlane({ controllers: [] });
    kc = new KubeConfig();
    kc.loadFromFile(cp.kubeconfig);
    for (const name of [NS, 'driftgate-system']) await kubeRequest(kc, { method: 'POST', path: '/api/v1/namespaces', body: { apiVersion: 'v1', kind: 'Namespace', metadata: { name } } });
  });

  afterAll(async () => {
    for (const r of running) if (r.child.exitCode === null && r.child.signalCode === null) r.child.kill('SIGKILL');
    await cp?.stop();
  });

  it('starts on tenants stored as v1alpha1 (step 1 applied) and converts and reconciles them within a minute', async () => {
    await installCrd(kc, yaml.load(readFileSync(path.join(STEPS, '0-v1alpha1.yaml'), 'utf8')) as Json);
    for (const name of ['alpha', 'beta']) {
      const created = await kubeRequest(kc, {
        method: 'POST',
        path: tenantPath('v1alpha1'),
        body: { apiVersion: 'platform.example.com/v1alpha1', kind: 'TenantOnboarding', metadata: { name }, spec: { namespace: `team-${name}`, resourceQuota: { cpu: '2', memory: '4Gi', gpuCount: 0 } } },
      });
      expect(created.status).toBe(201);
    }
    const port = await freePort();
    await installCrd(kc, stepWithWebhook('1-expand.yaml', `https://127.0.0.1:${port}`));

    const operator = startOperator(cp.kubeconfig, port);
    running.push(operator);
    const log = (): string => operator.stderr.join('').slice(-3000);
    // Read at v1 through the webhook of the operator process, and reconciled by it.
    await eventually(
      async () => {
        expect(operator.child.exitCode, `operator exited: ${log()}`).toBeNull();
        for (const name of ['alpha', 'beta']) {
          const res = await kubeRequest(kc, { method: 'GET', path: tenantPath('v1', name) });
          expect(res.status).toBe(200);
          const body = res.body as Json;
          expect((body.spec as Json).quota).toMatchObject({ cpu: '2', memory: '4Gi' });
          const status = (body.status ?? {}) as { observedGeneration?: number; conditions?: Array<{ type: string; status: string }> };
          expect(status.conditions?.find((c) => c.type === 'Ready')?.status).toBe('True');
          expect(status.observedGeneration).toBe((body.metadata as { generation: number }).generation);
        }
        const ns = await kubeRequest(kc, { method: 'GET', path: '/api/v1/namespaces/team-alpha' });
        expect(ns.status).toBe(200);
      },
      { timeoutMs: 60_000, message: `tenants not converted and Ready within a minute; operator stderr: ${log()}` },
    );
    operator.child.kill('SIGTERM');
    expect(await operator.exited).toEqual({ code: 0, signal: null });
  });

  it('a SIGTERM during a start-up wait (conversion unreachable) ends the process with exit 0', async () => {
    // The CRD's conversion points at a port nobody serves: the start-up check's v1 list fails and
    // is retried; the operator's own webhook serves elsewhere.
    const dead = await freePort();
    await installCrd(kc, stepWithWebhook('1-expand.yaml', `https://127.0.0.1:${dead}`));
    const operator = startOperator(cp.kubeconfig, await freePort(), ['--shutdown-deadline', '5s']);
    running.push(operator);
    await eventually(async () => expect(operator.stderr.join('')).toContain('webhooks serving'), { timeoutMs: 60_000, message: 'the webhooks never served' });
    operator.child.kill('SIGTERM');
    const outcome = await Promise.race([operator.exited, new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 30_000))]);
    expect(outcome, operator.stderr.join('').slice(-2000)).toEqual({ code: 0, signal: null });
  });
});
