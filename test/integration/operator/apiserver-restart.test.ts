// The API server is stopped and restarted mid-run: the operator must recover by itself (no
// restart of the operator), picking up what changed while it was away.
//
// A dedicated kube-testenv runs this file, so restarting its kube-apiserver does not disturb the
// other test files. SIGUSR1 to the kube-testenv orchestrator stops the kube-apiserver process
// (SIGTERM: every connection is closed, new ones are refused) and starts a new one with the same
// arguments and port; etcd keeps running in the orchestrator, so the data survives.
import { readFileSync } from 'node:fs';
import { KubeConfig } from '@kubernetes/client-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyObject, type ApplyContext } from '../../../src/io/kube/apply.js';
import { createTestNamespace, eventually } from '../../support/cluster.js';
import { startControlPlane, type ControlPlane } from '../../support/control-plane.js';
import { childPids, isRunning } from '../../support/proc.js';
import { adminClient, installOperatorPrerequisites, startOperator, type RunningOperator, tenantNamespaceName, tenantObject, waitReady } from './support.js';

function apiserverPids(plane: ControlPlane): number[] {
  return childPids(plane.pid).filter((p) => {
    try {
      return readFileSync(`/proc/${p}/cmdline`, 'utf8').split('\0')[1] === 'kube-apiserver';
    } catch {
      return false;
    }
  });
}

let plane: ControlPlane;
let kc: KubeConfig;
let admin: ApplyContext;
let operator: RunningOperator;
let home: string;
const log: string[] = [];

beforeAll(async () => {
  plane = await startControlPlane({
    controllers: ['garbage-collector-controller', 'namespace-controller'],
    onLog: (line) => log.push(line),
  });
  kc = new KubeConfig();
  kc.loadFromFile(plane.kubeconfig);
  admin = adminClient(kc);
  await installOperatorPrerequisites(kc, admin);
  home = await createTestNamespace(kc, 'operator-restart');
  operator = await startOperator(kc, home, { watchTimeoutSeconds: [60, 90] });
}, 240_000);

afterAll(async () => {
  await operator?.stop();
  admin?.client.close();
  await plane?.stop();
});

describe('API server outage', () => {
  it('the operator recovers by itself and catches up with what changed', async () => {
    const firstNs = tenantNamespaceName('before');
    await applyObject(admin, tenantObject(home, 'before', { namespace: firstNs, quota: { cpu: '1' } }), { fieldManager: 'platform-team', force: true });
    await waitReady(admin, home, 'before');
    const restartsBefore = (await operator.metrics.informerRestarts.get()).values.reduce((s, v) => s + v.value, 0);

    // Outage: a real stop and start of the kube-apiserver process.
    expect(apiserverPids(plane)).toEqual([plane.apiserverPid]);
    process.kill(plane.pid, 'SIGUSR1');
    await eventually(() => {
      if (isRunning(plane.apiserverPid)) throw new Error('the old kube-apiserver still runs');
    }, { timeoutMs: 60_000, intervalMs: 100 });
    expect(operator.ready()).toBe(true); // caches stay; no reconcile can run meanwhile
    await eventually(() => {
      if (!log.some((l) => l.includes('kube-apiserver restarted'))) throw new Error('kube-apiserver not restarted yet');
    }, { timeoutMs: 180_000, intervalMs: 200 });
    const restarted = apiserverPids(plane);
    expect(restarted).toHaveLength(1);
    expect(restarted[0]).not.toBe(plane.apiserverPid);

    // While the operator reconnects: a new tenant, and a changed one.
    const secondNs = tenantNamespaceName('after');
    await applyObject(admin, tenantObject(home, 'after', { namespace: secondNs }), { fieldManager: 'platform-team', force: true });
    await applyObject(admin, tenantObject(home, 'before', { namespace: firstNs, quota: { cpu: '3' } }), { fieldManager: 'platform-team', force: true });
    await waitReady(admin, home, 'after', 90_000);
    const before = await waitReady(admin, home, 'before', 90_000);
    expect(before.metadata.generation).toBe(2);
    const quota = await admin.client.request<{ spec: { hard: Record<string, string> } }>({ method: 'GET', path: `/api/v1/namespaces/${firstNs}/resourcequotas/tenant-quota` });
    expect(quota.spec.hard.cpu).toBe('3');
    await eventually(async () => {
      const restarts = (await operator.metrics.informerRestarts.get()).values.reduce((s, v) => s + v.value, 0);
      expect(restarts).toBeGreaterThan(restartsBefore); // the outage was seen and survived
    });
  }, 300_000);
});
