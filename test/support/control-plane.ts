// Starts and stops a kube-testenv control plane (tools/kube-testenv) from Node.
// Used by global-setup.ts for the whole integration run, and directly by the
// tests that check kube-testenv itself.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { childPids, isRunning, listeningSockets, type Socket } from './proc.js';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Where `npm run build:testenv` puts the binary (git-ignored). */
export const KUBE_TESTENV_BIN = path.join(REPO_ROOT, '.cache', 'bin', 'kube-testenv');

/** The Kubernetes minor of the default control plane (the one the whole integration run shares). */
export const DEFAULT_TESTENV_MINOR = '1.36';
/** Other minors `npm run build:testenv -- --kubernetes M` builds (tools/kube-testenv/kubernetes-M/go.mod). */
export const OTHER_TESTENV_MINORS = ['1.37'] as const;

/** The kube-testenv binary of a Kubernetes minor. */
export function testenvBinary(minor: string): string {
  return minor === DEFAULT_TESTENV_MINOR ? KUBE_TESTENV_BIN : path.join(REPO_ROOT, '.cache', 'bin', `kube-testenv-${minor}`);
}

/** The JSON line kube-testenv prints on stdout once the control plane is ready. */
export interface ControlPlaneInfo {
  readonly kubeconfig: string;
  readonly server: string;
  readonly dir: string;
  readonly caFile: string;
  readonly version: string;
  /** Process id of the kube-testenv orchestrator (etcd runs inside it). */
  readonly pid: number;
  readonly apiserverPid: number;
  /** Absent when no controllers were asked for. */
  readonly controllerManagerPid?: number;
}

export interface ControlPlane extends ControlPlaneInfo {
  /** Stops the control plane (stdin EOF, then SIGTERM, then SIGKILL) and waits for the exit. */
  stop(): Promise<void>;
}

export interface StartControlPlaneOptions {
  /** kube-controller-manager controllers; empty runs none. */
  readonly controllers?: readonly string[];
  readonly binary?: string;
  readonly startTimeoutMs?: number;
  /** Extra `kube-testenv up` flags. */
  readonly extraArgs?: readonly string[];
  /** Receives kube-testenv's stderr lines (default: dropped after start, kept for error messages). */
  readonly onLog?: (line: string) => void;
}

export function missingBinaryMessage(binary: string): string {
  return (
    `kube-testenv binary not found at ${binary}.\n` +
    'Build it first with `npm run build:testenv` (needs Go >= 1.26; a cold build takes 5 minutes on 2 idle cores, over 20 on busy ones),\n' +
    'or run the integration tests against an existing cluster with DRIFTGATE_TEST_KUBECONFIG=<kubeconfig path>.'
  );
}

export function parseControlPlaneInfo(line: string): ControlPlaneInfo {
  const value: unknown = JSON.parse(line);
  if (typeof value !== 'object' || value === null) {
    throw new Error(`kube-testenv printed a non-object: ${line}`);
  }
  const record = value as Record<string, unknown>;
  const field = (name: string): string => {
    const v = record[name];
    if (typeof v !== 'string' || v === '') {
      throw new Error(`kube-testenv ready line lacks "${name}": ${line}`);
    }
    return v;
  };
  const int = (name: string): number | undefined => {
    const v = record[name];
    if (v === undefined) return undefined;
    if (typeof v !== 'number' || !Number.isInteger(v) || v <= 0) {
      throw new Error(`kube-testenv ready line has a bad "${name}": ${line}`);
    }
    return v;
  };
  const pid = int('pid');
  const apiserverPid = int('apiserverPid');
  if (pid === undefined || apiserverPid === undefined) {
    throw new Error(`kube-testenv ready line lacks process ids: ${line}`);
  }
  const controllerManagerPid = int('controllerManagerPid');
  return {
    kubeconfig: field('kubeconfig'),
    server: field('server'),
    dir: field('dir'),
    caFile: field('caFile'),
    version: field('version'),
    pid,
    apiserverPid,
    ...(controllerManagerPid === undefined ? {} : { controllerManagerPid }),
  };
}

export async function startControlPlane(options: StartControlPlaneOptions = {}): Promise<ControlPlane> {
  const binary = options.binary ?? process.env.DRIFTGATE_KUBE_TESTENV_BIN ?? KUBE_TESTENV_BIN;
  if (!existsSync(binary)) {
    throw new Error(missingBinaryMessage(binary));
  }
  const args = ['up', '--exit-on-stdin-eof'];
  if (options.controllers && options.controllers.length > 0) {
    args.push(`--controllers=${options.controllers.join(',')}`);
  }
  args.push(...(options.extraArgs ?? []));

  const child = spawn(binary, args, { stdio: ['pipe', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stderrTail: string[] = [];
  createInterface({ input: child.stderr! }).on('line', (line) => {
    stderrTail.push(line);
    if (stderrTail.length > 40) stderrTail.shift();
    options.onLog?.(line);
  });
  const stdout = createInterface({ input: child.stdout! });

  const timeoutMs = options.startTimeoutMs ?? 240_000;
  let info: ControlPlaneInfo;
  try {
    info = await new Promise<ControlPlaneInfo>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`kube-testenv was not ready within ${timeoutMs} ms`)), timeoutMs);
      stdout.once('line', (line) => {
        clearTimeout(timer);
        try {
          resolve(parseControlPlaneInfo(line));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`kube-testenv exited before it was ready (${code ?? signal})`));
      });
    });
  } catch (error) {
    await stopChild(child, exited);
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${message}\n--- kube-testenv stderr (tail) ---\n${stderrTail.join('\n')}`);
  }
  stdout.on('line', () => undefined); // keep draining

  let stopping: Promise<void> | undefined;
  return {
    ...info,
    stop: () => (stopping ??= stopChild(child, exited)),
  };
}

async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  // --exit-on-stdin-eof: closing stdin is the polite way; kube-testenv then
  // stops its children, etcd, and removes its state directory.
  child.stdin?.end();
  if (await settlesWithin(exited, 30_000)) return;
  child.kill('SIGTERM');
  if (await settlesWithin(exited, 30_000)) return;
  child.kill('SIGKILL');
  await exited;
}

async function settlesWithin(promise: Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The orchestrator and every process it started that is still running. */
export function controlPlanePids(cp: ControlPlaneInfo): number[] {
  const pids = new Set<number>([cp.pid, cp.apiserverPid]);
  if (cp.controllerManagerPid !== undefined) pids.add(cp.controllerManagerPid);
  for (const child of childPids(cp.pid)) pids.add(child);
  return [...pids].filter(isRunning);
}

/** Every listening socket of the control plane's processes. */
export function controlPlaneSockets(cp: ControlPlaneInfo): Array<Socket & { pid: number }> {
  return controlPlanePids(cp).flatMap((pid) => listeningSockets(pid).map((s) => ({ ...s, pid })));
}

/** Throws unless every socket of the control plane listens on 127.0.0.1 only. */
export function assertLoopbackOnly(cp: ControlPlaneInfo): void {
  const sockets = controlPlaneSockets(cp);
  const exposed = sockets.filter((s) => s.address !== '127.0.0.1');
  if (exposed.length > 0) {
    throw new Error(`kube-testenv listens beyond 127.0.0.1: ${JSON.stringify(exposed)}`);
  }
  if (!sockets.some((s) => s.port === Number(new URL(cp.server).port))) {
    throw new Error(`no listening socket found for ${cp.server}: ${JSON.stringify(sockets)}`);
  }
}

/** Throws if any process of a stopped control plane still runs or its state directory is left. */
export function assertStopped(cp: ControlPlaneInfo, options: { keptDir?: boolean } = {}): void {
  const left = [cp.pid, cp.apiserverPid, cp.controllerManagerPid].filter(
    (pid): pid is number => pid !== undefined && isRunning(pid),
  );
  if (left.length > 0) throw new Error(`kube-testenv processes still running: ${left.join(', ')}`);
  if (!options.keptDir && existsSync(cp.dir)) throw new Error(`kube-testenv left its state directory ${cp.dir}`);
}
