import { accessSync, constants } from 'node:fs';
import { access, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_FILE_LIMITS } from '../../core/manifest/files.js';
import { exitCleanup } from '../exit-cleanup.js';
import { uptimeMs } from '../uptime.js';
import type { PathFact } from '../../core/repository/kustomization.js';

/**
 * The sandbox every renderer of untrusted repository content runs in (kustomize, Helm):
 *
 * - no network: a fresh network namespace (`unshare --net`) where one can be made; where not,
 *   proxies lead nowhere and git may use no transport, as a second guard;
 * - its own process group, killed on timeout, on the run's budget, and when driftgate exits or
 *   is stopped by SIGINT/SIGTERM; a parent-death signal (setpriv --pdeathsig) kills it when
 *   driftgate dies by SIGKILL;
 * - an environment with no credentials and HOME/TMPDIR in a temporary directory;
 * - a timeout and an output cap per render, and a total time and output for the whole run;
 * - paths resolved by driftgate first (resolvePaths: lstat, stat and realpath, nothing opened).
 */

/**
 * node:child_process, loaded when a render or a probe first runs: most checks render nothing, and
 * loading the module cost every `check` ~3 ms of its start (issue #29: nothing loaded that a run
 * does not need).
 */
const childProcess = (): typeof import('node:child_process') => process.getBuiltinModule('node:child_process');

export type SandboxEnv = Readonly<Record<string, string | undefined>>;

/** The executable `name` on the PATH of `env`. */
export async function onPath(name: string, env: SandboxEnv): Promise<string | undefined> {
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}


/**
 * The whole run's render time and output, all roots together: what keeps a run of `check`
 * within its 5 s / 300 MB promise whatever the repository holds (thousands of roots, a fan-out
 * that renders thousands of objects). The rest of the run parses and checks what was rendered.
 */
export const DEFAULT_RUN_RENDER_MS = 3_000;
export const DEFAULT_RUN_RENDER_BYTES = 8 * 1024 * 1024;
/** What the whole run may spend on a renderer, shared by concurrent renders. */
export class RenderBudget {
  readonly totalMs: number;
  /** Names the renderer in messages. */
  readonly tool: string;
  readonly totalBytes: number;
  private readonly started: number;
  private bytes = 0;
  /** `startedAt` (a `now()` reading): when the run began, if before this budget was made (reading the tree counts too). */
  constructor(options: { readonly totalMs?: number; readonly totalBytes?: number; readonly now?: () => number; readonly tool?: string; readonly startedAt?: number } = {}) {
    this.tool = options.tool ?? 'kustomize';
    this.totalMs = options.totalMs ?? DEFAULT_RUN_RENDER_MS;
    this.totalBytes = options.totalBytes ?? DEFAULT_RUN_RENDER_BYTES;
    this.now = options.now ?? uptimeMs;
    this.started = options.startedAt ?? this.now();
  }
  private readonly now: () => number;
  remainingMs(): number {
    return Math.max(0, this.totalMs - (this.now() - this.started));
  }
  remainingBytes(): number {
    return Math.max(0, this.totalBytes - this.bytes);
  }
  /** Counts output; false once the run's output budget is spent. */
  take(bytes: number): boolean {
    this.bytes += bytes;
    return this.bytes <= this.totalBytes;
  }
  spent(): boolean {
    return this.remainingMs() <= 0 || this.remainingBytes() <= 0;
  }
  describe(): string {
    return `${formatMs(this.totalMs)} of ${this.tool} time and ${formatBytes(this.totalBytes)} of output for the whole run`;
  }
}


// --- no network -------------------------------------------------------------------------------

let isolation: readonly string[] | null | undefined;
let orphanGuard: readonly string[] | null | undefined;

/** The first of these that exists and is executable. */
function systemTool(candidates: readonly string[]): string | undefined {
  return candidates.find((candidate) => {
    try {
      accessSync(candidate, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * The command prefix that runs a program in a new, empty network namespace (only a loopback
 * that is down), or null when this host cannot make one (no unshare, no user namespaces).
 * Probed once per process. Absolute paths: the renderer gets a PATH of the user's choosing, the
 * sandbox's own tools must not come from it.
 */
export function networkIsolation(): readonly string[] | null {
  if (isolation !== undefined) return isolation;
  isolation = null;
  if (process.platform !== 'linux') return isolation;
  const unshare = systemTool(['/usr/bin/unshare', '/bin/unshare']);
  if (unshare === undefined) return isolation;
  const candidates = process.getuid?.() === 0 ? [['--net'], ['--net', '--map-root-user']] : [['--net', '--map-root-user']];
  for (const flags of candidates) {
    const probe = childProcess().spawnSync(unshare, [...flags, '/bin/true'], { stdio: 'ignore', timeout: 5_000, env: {} });
    if (probe.status === 0) {
      isolation = [unshare, ...flags, '--'];
      break;
    }
  }
  return isolation;
}

/**
 * The prefix that makes the kernel kill the renderer when driftgate itself dies, even by SIGKILL
 * (no handler runs then): `setpriv --pdeathsig KILL`. Null where setpriv cannot.
 */
export function parentDeathSignal(): readonly string[] | null {
  if (orphanGuard !== undefined) return orphanGuard;
  orphanGuard = null;
  if (process.platform !== 'linux') return orphanGuard;
  const setpriv = systemTool(['/usr/bin/setpriv', '/bin/setpriv']);
  if (setpriv === undefined) return orphanGuard;
  const probe = childProcess().spawnSync(setpriv, ['--pdeathsig', 'KILL', '--', '/bin/true'], { stdio: 'ignore', timeout: 5_000, env: {} });
  if (probe.status === 0) orphanGuard = [setpriv, '--pdeathsig', 'KILL', '--'];
  return orphanGuard;
}

// --- process groups that die with driftgate -----------------------------------------------------

const running = new Set<number>();
const killGroup = (pid: number): void => {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
};
const killAll = (): void => {
  for (const pid of running) killGroup(pid);
  running.clear();
};
/** Kills the running groups at exit and on SIGINT/SIGTERM, armed while one runs. */
const groupsCleanup = exitCleanup(killAll);

export const inside = (file: string, dir: string): boolean => file === dir || file.startsWith(dir.endsWith(path.sep) ? dir : dir + path.sep);

export interface ResolveOptions {
  /** Repository root (absolute): repository-relative paths are resolved against it. */
  readonly root: string;
  /** Files over this many bytes are not handed to the renderer. */
  readonly maxBytes?: number;
  /**
   * Directories (absolute) that bound absolute paths: a kustomization outside the repository
   * (a named ../path) may read within the named directory only.
   */
  readonly outsideRoots?: readonly string[];
}

/**
 * What is on disk at each path: lstat and realpath (never open: a FIFO would block), then the
 * target's type and size. A path whose real location is outside the repository is `outside`,
 * whatever it points at.
 */
export async function resolvePaths(paths: Iterable<string>, options: ResolveOptions): Promise<Map<string, PathFact>> {
  const root = await realpath(options.root);
  const outsideRoots = await Promise.all((options.outsideRoots ?? []).map((d) => realpath(d).catch(() => path.resolve(d))));
  const maxBytes = options.maxBytes ?? DEFAULT_FILE_LIMITS.maxBytes;
  const facts = new Map<string, PathFact>();
  for (const p of new Set(paths)) {
    const absolute = path.isAbsolute(p) ? p : path.join(root, ...p.split('/'));
    const bound = path.isAbsolute(p) ? outsideRoots.find((d) => inside(path.resolve(p), d)) : root;
    let real: string;
    try {
      real = await realpath(absolute);
    } catch {
      // A dangling link is missing for kustomize too; lstat tells it from a path that is not there.
      facts.set(p, { kind: 'missing' });
      continue;
    }
    if (bound === undefined || !inside(real, bound)) {
      facts.set(p, { kind: 'outside', target: real });
      continue;
    }
    try {
      const info = await stat(real);
      if (info.isDirectory()) facts.set(p, { kind: 'directory' });
      else if (!info.isFile()) facts.set(p, { kind: 'special' });
      else if (info.size > maxBytes) facts.set(p, { kind: 'too-large', bytes: info.size, limit: maxBytes });
      else facts.set(p, { kind: 'file' });
    } catch {
      facts.set(p, { kind: 'missing' });
    }
  }
  return facts;
}


/** Control characters out, length bounded: a renderer's stderr goes into a finding. */
export function cleanStderr(text: string, replacements: readonly [string, string][]): string {
  let out = text;
  for (const [from, to] of replacements) out = out.split(from).join(to);
  out = out.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
  const lines = out.trim().split('\n').filter((l) => l.trim() !== '');
  const last = lines.slice(-3).join(' | ');
  return last.length > 600 ? last.slice(0, 597) + '...' : last;
}


export const formatMs = (ms: number): string => (ms < 1000 ? `${Math.round(ms)} ms` : `${Math.round(ms / 1000)} s`);
export const formatBytes = (n: number): string => (n >= 1024 * 1024 ? `${Math.round(n / (1024 * 1024))} MiB` : `${n} bytes`);


export type RunResult = { kind: 'exit'; code: number; stdout: string; stderr: string } | { kind: 'timeout' } | { kind: 'too-large' } | { kind: 'budget' };

/** The environment a renderer gets: no credentials, no proxies that reach anything, git with no transport. */
export function sandboxEnv(dir: string, env: SandboxEnv): Record<string, string> {
  // 127.0.0.1:9 (discard) refuses; it covers every host but loopback, which Go never proxies:
  // that is why remote references are refused before the renderer runs, and why the network
  // namespace is the real guard.
  const nowhere = 'http://127.0.0.1:9';
  return {
    PATH: env.PATH ?? '',
    HOME: dir,
    TMPDIR: dir,
    KUBECONFIG: path.join(dir, 'no-kubeconfig'),
    XDG_CONFIG_HOME: dir,
    GIT_TERMINAL_PROMPT: '0',
    GIT_ALLOW_PROTOCOL: 'none',
    GIT_PROTOCOL_FROM_USER: '0',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_SSH_COMMAND: 'false',
    GIT_ASKPASS: 'false',
    SSH_ASKPASS: 'false',
    HTTP_PROXY: nowhere,
    HTTPS_PROXY: nowhere,
    ALL_PROXY: nowhere,
    http_proxy: nowhere,
    https_proxy: nowhere,
    all_proxy: nowhere,
    NO_PROXY: '',
    no_proxy: '',
  };
}

export interface SandboxRun {
  /** The program (absolute) and its arguments. */
  readonly command: string;
  readonly args: readonly string[];
  /** Working directory, also HOME and TMPDIR: a fresh temporary directory. */
  readonly dir: string;
  readonly env: SandboxEnv;
  /** Variables on top of sandboxEnv (the renderer's own configuration locations). */
  readonly extraEnv?: Readonly<Record<string, string>>;
  readonly timeoutMs: number;
  readonly maxOutput: number;
  readonly budget: RenderBudget;
  /** The network namespace prefix (networkIsolation()), or null for none. */
  readonly prefix: readonly string[] | null;
}

/** Runs a renderer in its own process group, within its time, output and the run's budget. */
export function runSandboxed(options: SandboxRun): Promise<RunResult> {
  const argv = [...(parentDeathSignal() ?? []), ...(options.prefix ?? []), options.command, ...options.args];
  const dir = options.dir;
  return new Promise((resolve) => {
    const groups = process.platform !== 'win32';
    // The handlers go in before the spawn: the renderer can run (and a signal arrive) before
    // spawn() returns, and a JS signal handler runs only after this synchronous block, by when
    // the group is in `running`. Installed after, a signal in between killed driftgate by the
    // default action and left the renderer's children running (only the direct child has the
    // parent-death signal).
    if (groups) groupsCleanup.arm();
    const child = childProcess().spawn(argv[0] ?? options.command, argv.slice(1), { cwd: dir, env: { ...sandboxEnv(dir, options.env), ...options.extraEnv }, stdio: ['ignore', 'pipe', 'pipe'], detached: groups });
    const pid = child.pid;
    if (pid !== undefined && groups) running.add(pid);
    else if (running.size === 0) groupsCleanup.disarm();
    const out: Buffer[] = [];
    let outBytes = 0;
    let err = '';
    let settled = false;
    const finish = (r: RunResult): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (pid !== undefined) running.delete(pid);
      if (running.size === 0) groupsCleanup.disarm();
      resolve(r);
    };
    const stop = (r: RunResult): void => {
      if (pid !== undefined && process.platform !== 'win32') killGroup(pid);
      else child.kill('SIGKILL');
      finish(r);
    };
    const timer = setTimeout(() => stop({ kind: 'timeout' }), options.timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      outBytes += chunk.byteLength;
      if (outBytes > options.maxOutput) stop({ kind: 'too-large' });
      else if (!options.budget.take(chunk.byteLength)) stop({ kind: 'budget' });
      else out.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (err.length < 64 * 1024) err += chunk.toString('utf8');
    });
    child.on('error', (error) => finish({ kind: 'exit', code: 127, stdout: '', stderr: error.message }));
    child.on('close', (code) => finish({ kind: 'exit', code: code ?? 1, stdout: Buffer.concat(out).toString('utf8'), stderr: err }));
  });
}


/** For tests: whether renderer processes started by this module are still tracked. */
export function runningRenders(): number {
  return running.size;
}
