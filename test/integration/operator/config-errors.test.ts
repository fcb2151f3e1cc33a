// `driftgate operator` with a configuration error against a real API server: it must exit 2 with
// one line saying what is wrong, instead of starting informers that retry forever.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { KubeConfig } from '@kubernetes/client-node';
import { describe, expect, it } from 'vitest';
import { testKubeConfig } from '../../support/cluster.js';
import { REPO_ROOT } from '../../support/control-plane.js';

function runOperator(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(REPO_ROOT, 'src', 'cli', 'bin.ts'), 'operator', ...args], {
    env: { ...process.env, KUBECONFIG: '', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stderr })));
}

/** The test cluster's server and CA with other credentials. */
function kubeconfigWith(user: { token: string }): string {
  const real = testKubeConfig();
  const cluster = real.getCurrentCluster()!;
  const kc = new KubeConfig();
  kc.loadFromOptions({
    clusters: [{ ...cluster, name: 'test' }],
    users: [{ name: 'stranger', token: user.token }],
    contexts: [{ name: 'test', cluster: 'test', user: 'stranger' }],
    currentContext: 'test',
  });
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'driftgate-kc-')), 'kubeconfig');
  writeFileSync(file, kc.exportConfig());
  return file;
}

describe('driftgate operator with a configuration error', () => {
  it('exits 2 with one line when the API server refuses the credentials (401), instead of retrying', async () => {
    const r = await runOperator(['--kubeconfig', kubeconfigWith({ token: 'not-a-valid-token' })]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^driftgate operator: https:\/\/\S+ refused the credentials of the kubeconfig \(401 Unauthorized\)\n$/);
  });

  it('exits 2 with one line when no kubeconfig exists', async () => {
    const home = mkdtempSync(path.join(tmpdir(), 'driftgate-home-'));
    const r = await runOperator([], { HOME: home, KUBERNETES_SERVICE_HOST: '', KUBERNETES_SERVICE_PORT: '' });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('driftgate operator: no kubeconfig found: pass --kubeconfig FILE, set KUBECONFIG, create ~/.kube/config, or run in a pod with a service account\n');
  });
});
