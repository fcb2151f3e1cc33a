// `driftgate operator` as a process: it serves /readyz and /metrics, leads, reconciles, and on
// SIGTERM stops gracefully (exit 0) and releases its Lease so a standby can take over at once.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyObject, type ApplyContext } from '../../../src/io/kube/apply.js';
import { createTestNamespace, deleteNamespace, eventually, testKubeConfig, testKubeconfigPath } from '../../support/cluster.js';
import { REPO_ROOT } from '../../support/control-plane.js';
import { adminClient, getObject, installOperatorPrerequisites, tenantNamespaceName, tenantObject, waitReady } from './support.js';

const kc = testKubeConfig();
let admin: ApplyContext;
let home: string;
let child: ChildProcess | undefined;
const namespaces: string[] = [];

beforeAll(async () => {
  admin = adminClient(kc);
  await installOperatorPrerequisites(kc, admin);
  home = await createTestNamespace(kc, 'operator-cli');
  namespaces.push(home);
});

afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  for (const ns of namespaces) await deleteNamespace(kc, ns);
  admin?.client.close();
});

describe('driftgate operator (process)', () => {
  it('serves probes and metrics, reconciles as leader, and on SIGTERM exits 0 and releases the lease', async () => {
    // Port 0: the operator binds a free port and logs it (a random fixed port can be taken on a
    // host running two suites).
    const stderr: string[] = [];
    child = spawn(
      process.execPath,
      [
        path.join(REPO_ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
        path.join(REPO_ROOT, 'src', 'cli', 'bin.ts'),
        'operator',
        '--kubeconfig',
        testKubeconfigPath(),
        '--tenant-namespace',
        home,
        '--leader-elect',
        '--leader-election-namespace',
        home,
        '--metrics-addr',
        '127.0.0.1:0',
        '--workers',
        '2',
      ],
      { env: { ...process.env, POD_NAME: 'cli-test' }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    child.stderr!.on('data', (d: Buffer) => stderr.push(d.toString()));
    let exitCode: number | null | undefined;
    const exited = new Promise<number | null>((resolve) =>
      child!.once('exit', (code) => {
        exitCode = code;
        resolve(code);
      }),
    );

    let port = 0;
    try {
      await eventually(
        async () => {
          if (exitCode !== undefined) throw new Error(`the operator exited with ${exitCode}`);
          const bound = /"address":"127\.0\.0\.1:(\d+)"/.exec(stderr.join(''));
          expect(bound, 'the serving address in the log').not.toBeNull();
          port = Number(bound?.[1]);
          const res = await fetch(`http://127.0.0.1:${port}/readyz`);
          expect(res.status).toBe(200);
        },
        { timeoutMs: 90_000, message: 'operator not ready' },
      );
    } catch (error) {
      // the log as it is when the wait gives up
      throw new Error(`${error instanceof Error ? error.message : String(error)}; stderr: ${stderr.join('').slice(-2000)}`);
    }
    const leasePath = `/apis/coordination.k8s.io/v1/namespaces/${home}/leases/driftgate-operator`;
    await eventually(async () => expect(((await getObject(admin, leasePath))?.spec as { holderIdentity?: string } | undefined)?.holderIdentity).toMatch(/^cli-test_/), {
      timeoutMs: 30_000,
    });

    const tns = tenantNamespaceName('cli');
    namespaces.push(tns);
    await applyObject(admin, tenantObject(home, 'via-cli', { namespace: tns }), { fieldManager: 'platform-team', force: true });
    await waitReady(admin, home, 'via-cli');
    const metrics = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    expect(metrics).toMatch(/controller_runtime_reconcile_total\{controller="tenantonboarding",result="success"\} [1-9]/);
    expect(metrics).toContain('workqueue_depth{name="tenantonboarding"}');
    expect(metrics).toContain('leader_election_master_status{name="tenantonboarding"} 1');
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    const lease = (await getObject(admin, leasePath))!;
    expect((lease.spec as { holderIdentity?: string }).holderIdentity ?? '').toBe('');
    expect(stderr.join('')).not.toMatch(/Bearer|token=/i); // never log credentials
  });
});
