// The API server goes away mid-run and comes back: the operator must recover by itself (no
// restart of the operator), picking up what changed while it was away.
//
// A dedicated kube-testenv runs this file, so freezing its kube-apiserver does not disturb the
// other test files. The outage combines the two ways a restart looks to a client:
// - every open connection is cut and new ones are refused (a TCP proxy between the operator
//   and the API server closes its sockets and stops listening), and
// - the kube-apiserver process is frozen (SIGSTOP), so nothing answers, then thawed (SIGCONT).
// kube-testenv stops the whole control plane when its kube-apiserver exits, so a real
// kill-and-restart of the binary is not possible without a new kube-testenv flag.
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { KubeConfig } from '@kubernetes/client-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyObject, type ApplyContext } from '../../../src/io/kube/apply.js';
import type { Operator } from '../../../src/operator/operator.js';
import { createTestNamespace, eventually } from '../../support/cluster.js';
import { startControlPlane, type ControlPlane } from '../../support/control-plane.js';
import { childPids } from '../../support/proc.js';
import { adminClient, installOperatorPrerequisites, startOperator, tenantNamespaceName, tenantObject, waitReady } from './support.js';

class CuttableProxy {
  readonly #target: { host: string; port: number };
  readonly #sockets = new Set<net.Socket>();
  #server: net.Server | undefined;
  port = 0;

  constructor(target: { host: string; port: number }) {
    this.#target = target;
  }

  async up(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.#target.port, this.#target.host);
      for (const s of [client, upstream]) {
        this.#sockets.add(s);
        s.on('close', () => this.#sockets.delete(s));
        s.on('error', () => undefined);
      }
      client.pipe(upstream);
      upstream.pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as net.AddressInfo).port;
    this.#server = server;
  }

  async down(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    for (const s of this.#sockets) s.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

function apiserverPid(plane: ControlPlane): number {
  const pid = childPids(plane.pid).find((p) => {
    try {
      return readFileSync(`/proc/${p}/cmdline`, 'utf8').split('\0')[1] === 'kube-apiserver';
    } catch {
      return false;
    }
  });
  if (pid === undefined) throw new Error('kube-apiserver child of kube-testenv not found');
  return pid;
}

let plane: ControlPlane;
let kc: KubeConfig;
let admin: ApplyContext;
let proxy: CuttableProxy;
let operator: Operator;
let home: string;
let frozen: number | undefined;

beforeAll(async () => {
  plane = await startControlPlane({ controllers: ['garbage-collector-controller', 'namespace-controller'] });
  kc = new KubeConfig();
  kc.loadFromFile(plane.kubeconfig);
  admin = adminClient(kc);
  await installOperatorPrerequisites(kc, admin);
  home = await createTestNamespace(kc, 'operator-restart');
  const server = new URL(plane.server);
  proxy = new CuttableProxy({ host: server.hostname, port: Number(server.port) });
  await proxy.up();
  const viaProxy = new KubeConfig();
  viaProxy.loadFromString(kc.exportConfig());
  const cluster = viaProxy.getCurrentCluster()!;
  viaProxy.clusters = viaProxy.clusters.map((c) => (c.name === cluster.name ? { ...c, server: `https://127.0.0.1:${proxy.port}` } : c));
  operator = await startOperator(viaProxy, home, { watchTimeoutSeconds: [60, 90] });
}, 240_000);

afterAll(async () => {
  if (frozen !== undefined) process.kill(frozen, 'SIGCONT');
  await operator?.stop();
  await proxy?.down();
  admin?.client.close();
  await plane?.stop();
});

describe('API server outage', () => {
  it('the operator recovers by itself and catches up with what changed', async () => {
    const firstNs = tenantNamespaceName('before');
    await applyObject(admin, tenantObject(home, 'before', { namespace: firstNs, resourceQuota: { cpu: '1' } }), { fieldManager: 'platform-team', force: true });
    await waitReady(admin, home, 'before');
    const restartsBefore = (await operator.metrics.informerRestarts.get()).values.reduce((s, v) => s + v.value, 0);

    // Outage: connections cut, new ones refused, the API server frozen.
    frozen = apiserverPid(plane);
    process.kill(frozen, 'SIGSTOP');
    await proxy.down();
    await new Promise((resolve) => setTimeout(resolve, 8_000)); // let the operator fail and back off
    expect(operator.ready()).toBe(true); // caches stay; no reconcile can run meanwhile
    process.kill(frozen, 'SIGCONT');
    frozen = undefined;
    await proxy.up();

    // While the operator reconnects: a new tenant, and a changed one.
    const secondNs = tenantNamespaceName('after');
    await applyObject(admin, tenantObject(home, 'after', { namespace: secondNs }), { fieldManager: 'platform-team', force: true });
    await applyObject(admin, tenantObject(home, 'before', { namespace: firstNs, resourceQuota: { cpu: '3' } }), { fieldManager: 'platform-team', force: true });
    await waitReady(admin, home, 'after', 90_000);
    const before = await waitReady(admin, home, 'before', 90_000);
    expect(before.metadata.generation).toBe(2);
    const quota = await admin.client.request<{ spec: { hard: Record<string, string> } }>({ method: 'GET', path: `/api/v1/namespaces/${firstNs}/resourcequotas/tenant-quota` });
    expect(quota.spec.hard.cpu).toBe('3');
    await eventually(async () => {
      const restarts = (await operator.metrics.informerRestarts.get()).values.reduce((s, v) => s + v.value, 0);
      expect(restarts).toBeGreaterThan(restartsBefore); // the outage was seen and survived
    });
  });
});
