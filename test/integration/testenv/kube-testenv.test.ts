// The control plane itself: a second one beside the run's own, loopback-only
// listeners, clean shutdown, and no survivors when the orchestrator is killed.
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { CoreV1Api, KubeConfig, VersionApi } from '@kubernetes/client-node';
import { describe, expect, inject, it } from 'vitest';
import { eventually, testKubeConfig } from '../../support/cluster.js';
import {
  KUBE_TESTENV_BIN,
  assertLoopbackOnly,
  assertStopped,
  controlPlanePids,
  controlPlaneSockets,
  parseControlPlaneInfo,
  startControlPlane,
} from '../../support/control-plane.js';
import { decodeAddress, isRunning } from '../../support/proc.js';

function firstLine(child: ChildProcessByStdio<Writable | null, Readable, null>): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    child.once('exit', (code, signal) => reject(new Error(`kube-testenv exited before it was ready (${code ?? signal})`)));
  });
}

const binary = process.env.DRIFTGATE_KUBE_TESTENV_BIN ?? KUBE_TESTENV_BIN;
// Against an existing cluster (DRIFTGATE_TEST_KUBECONFIG) the binary may not be built.
const describeTestenv = inject('driftgateKubeTestenv') || existsSync(binary) ? describe : describe.skip;

describeTestenv('kube-testenv', () => {
  it('runs a second control plane beside the first, loopback only, and leaves nothing behind', async () => {
    const second = await startControlPlane({ controllers: ['garbage-collector-controller', 'namespace-controller'] });
    try {
      const firstServer = testKubeConfig().getCurrentCluster()?.server;
      expect(second.server).not.toBe(firstServer);
      expect(path.dirname(second.kubeconfig)).toBe(second.dir);
      expect(second.dir).not.toBe(path.dirname(inject('driftgateKubeconfig')));

      const kc = new KubeConfig();
      kc.loadFromFile(second.kubeconfig);
      const version = await kc.makeApiClient(VersionApi).getCode();
      expect(version.gitVersion).toBe(second.version);
      expect(version.gitVersion).toMatch(/^v1\.36\./);
      // The token context authenticates as the same admin.
      kc.setCurrentContext('kube-testenv-token');
      const namespaces = await kc.makeApiClient(CoreV1Api).listNamespace();
      expect(namespaces.items.map((n) => n.metadata?.name)).toContain('kube-system');

      // orchestrator (with etcd inside) + apiserver + controller manager
      expect(controlPlanePids(second)).toHaveLength(3);
      const sockets = controlPlaneSockets(second);
      expect(sockets.filter((s) => s.pid === second.pid).length).toBeGreaterThanOrEqual(2); // etcd client + peer
      expect(sockets.some((s) => s.pid === second.apiserverPid)).toBe(true);
      expect(sockets.some((s) => s.pid === second.controllerManagerPid)).toBe(true);
      assertLoopbackOnly(second);
    } finally {
      await second.stop();
    }
    assertStopped(second);
  });

  it('takes its children along when SIGKILLed; the next start sweeps the state left behind', async () => {
    const killed = spawn(binary, ['up'], { stdio: ['ignore', 'pipe', 'ignore'] });
    const killedExit = new Promise<void>((resolve) => killed.once('exit', () => resolve()));
    const killedInfo = parseControlPlaneInfo(await firstLine(killed));
    expect(isRunning(killedInfo.apiserverPid)).toBe(true);
    killed.kill('SIGKILL');
    await killedExit;
    await eventually(
      () => {
        if (isRunning(killedInfo.apiserverPid)) throw new Error('kube-apiserver still running');
      },
      { timeoutMs: 10_000, intervalMs: 100, message: 'Pdeathsig did not stop kube-apiserver' },
    );
    assertStopped(killedInfo, { keptDir: true });
    expect(existsSync(killedInfo.dir)).toBe(true); // nobody was left to remove it

    // The next control plane (here with --dir and --keep) removes the orphan,
    // keeps its own directory, and exits 0 on stdin EOF.
    const parent = mkdtempSync(path.join(tmpdir(), 'kube-testenv-test-'));
    const dir = path.join(parent, 'state');
    try {
      const next = spawn(binary, ['up', `--dir=${dir}`, '--keep', '--exit-on-stdin-eof'], {
        stdio: ['pipe', 'pipe', 'ignore'],
      });
      const nextExit = new Promise<number | null>((resolve) => next.once('exit', (code) => resolve(code)));
      const info = parseControlPlaneInfo(await firstLine(next));
      expect(info.dir).toBe(dir);
      expect(existsSync(killedInfo.dir)).toBe(false);
      next.stdin.end();
      expect(await nextExit).toBe(0);
      assertStopped(info, { keptDir: true });
      expect(existsSync(path.join(dir, 'kube-apiserver.log'))).toBe(true);
      expect(existsSync(path.join(dir, 'kubeconfig'))).toBe(true);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });

  it('refuses a non-empty --dir and leaves it alone', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kube-testenv-test-'));
    try {
      writeFileSync(path.join(dir, 'precious.txt'), 'keep me');
      const child = spawn(binary, ['up', `--dir=${dir}`], { stdio: ['ignore', 'ignore', 'ignore'] });
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(readFileSync(path.join(dir, 'precious.txt'), 'utf8')).toBe('keep me');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('proc helpers', () => {
  it('decodes /proc/net addresses', () => {
    expect(decodeAddress('0100007F')).toBe('127.0.0.1');
    expect(decodeAddress('00000000')).toBe('0.0.0.0');
    expect(decodeAddress('00000000000000000000000001000000')).toBe('::1');
    expect(decodeAddress('0000000000000000FFFF00000100007F')).toBe('::ffff:127.0.0.1');
  });
});
