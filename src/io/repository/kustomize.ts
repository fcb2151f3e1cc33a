import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { access, mkdtemp, realpath, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { SourceFile } from '../../core/manifest/input.js';
import type { Finding } from '../../core/findings/finding.js';
import { DEFAULT_FILE_LIMITS } from '../../core/manifest/files.js';
import type { RenderedKustomization } from '../../core/repository/check-tree.js';
import { planKustomizeFiles, type Kustomization, type PathFact } from '../../core/repository/kustomization.js';

/**
 * Renders kustomizations with the kustomize on PATH (`kustomize build`, else `kubectl
 * kustomize`), as a sandbox for untrusted input:
 *
 * - every path a kustomization names is resolved first (resolveKustomizePaths: lstat, stat and
 *   realpath, nothing opened, so a FIFO never blocks): outside the repository after symlinks,
 *   missing, special or over the size bound is a finding and the root is not rendered; the
 *   plan (core) refuses remote references, plugins, Helm and unknown fields before this runs;
 * - no network: kustomize runs in a fresh network namespace (`unshare --net`) where one can be
 *   made; where not, the pre-resolution is the guarantee, and proxies lead nowhere, git may use
 *   no transport and finds no configuration, as a second guard;
 * - its own process group, killed on timeout, on the run's budget, and when driftgate exits or
 *   is stopped by SIGINT/SIGTERM; a parent-death signal (setpriv --pdeathsig) kills it when
 *   driftgate dies by SIGKILL;
 * - budgets: a timeout and an output cap per root, and a total render time and output for the
 *   whole run; roots render two at a time within them;
 * - no plugins, exec functions or Helm (none of the flags that enable them), and
 *   `--load-restrictor LoadRestrictionsRootOnly`.
 *
 * kustomize runs on a wrapper kustomization in a temporary directory that adds `buildMetadata:
 * [originAnnotations, transformerAnnotations]`, so the user's files are never written and
 * every rendered object names its source.
 */

export interface KustomizeTool {
  readonly command: string;
  readonly args: readonly string[];
  readonly label: string;
}

export interface RenderOptions {
  /** Repository root (absolute). */
  readonly root: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly timeoutMs?: number;
  readonly maxOutputBytes?: number;
  /** The run's shared budget (renderKustomizeRoots); one is made for a single render. */
  readonly budget?: RenderBudget;
  /** Run kustomize in a new network namespace when possible (default true). */
  readonly isolateNetwork?: boolean;
  /** The network namespace prefix (default: probed once, networkIsolation()); null: none can be made here. */
  readonly isolation?: readonly string[] | null;
}

export const DEFAULT_KUSTOMIZE_TIMEOUT_MS = 60_000;
export const DEFAULT_KUSTOMIZE_MAX_OUTPUT = 32 * 1024 * 1024;
/**
 * The whole run's render time and output, all roots together: what keeps a run of `check`
 * within its 5 s / 300 MB promise whatever the repository holds (thousands of roots, a fan-out
 * that renders thousands of objects). The rest of the run parses and checks what was rendered.
 */
export const DEFAULT_RUN_RENDER_MS = 3_000;
export const DEFAULT_RUN_RENDER_BYTES = 8 * 1024 * 1024;
export const RENDER_CONCURRENCY = 4;
/**
 * Objects one root may render. kustomize's time grows with about the square of a root's objects
 * (3,200 ConfigMaps in one file: 8 s on the development machine; 50·2^6 through a diamond of six
 * levels: 26 s), so a root estimated above this is refused before kustomize runs, rather than
 * spending the run's whole render budget to be stopped.
 */
export const MAX_ROOT_OBJECTS = 2_000;

/** What the whole run may spend on kustomize, shared by concurrent renders. */
export class RenderBudget {
  readonly totalMs: number;
  readonly totalBytes: number;
  private readonly started: number;
  private bytes = 0;
  constructor(options: { readonly totalMs?: number; readonly totalBytes?: number; readonly now?: () => number } = {}) {
    this.totalMs = options.totalMs ?? DEFAULT_RUN_RENDER_MS;
    this.totalBytes = options.totalBytes ?? DEFAULT_RUN_RENDER_BYTES;
    this.now = options.now ?? (() => performance.now());
    this.started = this.now();
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
    return `${formatMs(this.totalMs)} of kustomize time and ${formatBytes(this.totalBytes)} of output for the whole run`;
  }
}

async function onPath(name: string, env: RenderOptions['env']): Promise<string | undefined> {
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

/** The kustomize to run: a `kustomize` binary on PATH, else `kubectl kustomize`. */
export async function findKustomize(env: RenderOptions['env']): Promise<KustomizeTool | undefined> {
  const kustomize = await onPath('kustomize', env);
  if (kustomize) return { command: kustomize, args: ['build', '--load-restrictor', 'LoadRestrictionsRootOnly'], label: 'kustomize build' };
  const kubectl = await onPath('kubectl', env);
  if (kubectl) return { command: kubectl, args: ['kustomize', '--load-restrictor', 'LoadRestrictionsRootOnly'], label: 'kubectl kustomize' };
  return undefined;
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
 * Probed once per process. Absolute paths: kustomize gets a PATH of the user's choosing, the
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
    const probe = spawnSync(unshare, [...flags, '/bin/true'], { stdio: 'ignore', timeout: 5_000, env: {} });
    if (probe.status === 0) {
      isolation = [unshare, ...flags, '--'];
      break;
    }
  }
  return isolation;
}

/**
 * The prefix that makes the kernel kill kustomize when driftgate itself dies, even by SIGKILL
 * (no handler runs then): `setpriv --pdeathsig KILL`. Null where setpriv cannot.
 */
function parentDeathSignal(): readonly string[] | null {
  if (orphanGuard !== undefined) return orphanGuard;
  orphanGuard = null;
  if (process.platform !== 'linux') return orphanGuard;
  const setpriv = systemTool(['/usr/bin/setpriv', '/bin/setpriv']);
  if (setpriv === undefined) return orphanGuard;
  const probe = spawnSync(setpriv, ['--pdeathsig', 'KILL', '--', '/bin/true'], { stdio: 'ignore', timeout: 5_000, env: {} });
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
const onSignal = (signal: NodeJS.Signals): void => {
  killAll();
  unwatch();
  // Nobody else handles it: end as the signal would have without us.
  if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
};
let watching = false;
function watch(): void {
  if (watching) return;
  watching = true;
  process.on('exit', killAll);
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
function unwatch(): void {
  if (!watching) return;
  watching = false;
  process.off('exit', killAll);
  process.off('SIGINT', onSignal);
  process.off('SIGTERM', onSignal);
}

// --- resolving every path first -------------------------------------------------------------------

const inside = (file: string, dir: string): boolean => file === dir || file.startsWith(dir.endsWith(path.sep) ? dir : dir + path.sep);

export interface ResolveOptions {
  /** Repository root (absolute): repository-relative paths are resolved against it. */
  readonly root: string;
  /** Files over this many bytes are not handed to kustomize. */
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
export async function resolveKustomizePaths(paths: Iterable<string>, options: ResolveOptions): Promise<Map<string, PathFact>> {
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

// --- rendering ------------------------------------------------------------------------------------

/** Control characters out, length bounded: kustomize's stderr goes into a finding. */
function clean(text: string, replacements: readonly [string, string][]): string {
  let out = text;
  for (const [from, to] of replacements) out = out.split(from).join(to);
  out = out.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
  const lines = out.trim().split('\n').filter((l) => l.trim() !== '');
  const last = lines.slice(-3).join(' | ');
  return last.length > 600 ? last.slice(0, 597) + '...' : last;
}

const problemAt = (k: Kustomization, ruleId: string, message: string, hint: string): RenderedKustomization => ({
  root: k.dir,
  problem: { ruleId, severity: 'error', message, file: k.file, line: 1, column: 1, hint },
});

export async function renderKustomization(k: Kustomization, tool: KustomizeTool | undefined, options: RenderOptions): Promise<RenderedKustomization> {
  const root = k.dir || '.';
  if (!tool) {
    return problemAt(
      k,
      'kustomize/unavailable',
      `${root} holds a kustomization, but neither kustomize nor kubectl is on PATH: it was not rendered, and only its resource files were checked as they are`,
      'Install kustomize (or kubectl) where driftgate runs, or render in CI and check the output with `kustomize build DIR | driftgate check -`.',
    );
  }
  // A render on its own is bounded by its timeout and output cap only.
  const budget = options.budget ?? new RenderBudget({ totalMs: Infinity, totalBytes: Infinity });
  if (budget.spent()) return budgetProblem(k, budget);
  const repoRoot = await realpath(options.root);
  const wrapper = await realpath(await mkdtemp(path.join(os.tmpdir(), 'driftgate-kustomize-')));
  try {
    // A root outside the repository (a named path such as ../other) is read with absolute paths.
    const outside = path.isAbsolute(k.dir);
    const target = path.relative(wrapper, outside ? k.dir : path.join(repoRoot, k.dir)).split(path.sep).join('/');
    await writeFile(
      path.join(wrapper, 'kustomization.yaml'),
      `apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources:\n  - ${JSON.stringify(target)}\nbuildMetadata: [originAnnotations, transformerAnnotations]\n`,
    );
    const originPrefix = path.posix.normalize(path.relative(wrapper, outside ? path.parse(wrapper).root : repoRoot).split(path.sep).join('/'));
    const timeoutMs = Math.min(options.timeoutMs ?? DEFAULT_KUSTOMIZE_TIMEOUT_MS, budget.remainingMs());
    const maxOutput = options.maxOutputBytes ?? DEFAULT_KUSTOMIZE_MAX_OUTPUT;
    const prefix = options.isolateNetwork === false ? null : options.isolation !== undefined ? options.isolation : networkIsolation();
    const result = await run(tool, wrapper, { env: options.env, timeoutMs, maxOutput, budget, prefix });
    const replacements: [string, string][] = [
      [wrapper + '/', ''],
      [repoRoot + '/', ''],
      [originPrefix + '/', ''],
    ];
    if (result.kind === 'budget' || (result.kind === 'timeout' && timeoutMs < (options.timeoutMs ?? DEFAULT_KUSTOMIZE_TIMEOUT_MS))) return budgetProblem(k, budget);
    if (result.kind === 'timeout') {
      return problemAt(k, 'kustomize/build-failed', `${tool.label} ${root} did not finish within ${formatMs(timeoutMs)} and was stopped; the kustomization was not checked`, 'Simplify the kustomization, or render it in CI and pipe the output to `driftgate check -`.');
    }
    if (result.kind === 'too-large') {
      return problemAt(k, 'kustomize/build-failed', `${tool.label} ${root} wrote more than ${maxOutput} bytes and was stopped; the kustomization was not checked`, 'Split the kustomization, or render it in CI and pipe the output to `driftgate check -`.');
    }
    if (result.code !== 0) {
      return problemAt(k, 'kustomize/build-failed', `${tool.label} ${root} failed: ${clean(result.stderr, replacements) || `exit ${result.code}`}`, 'Fix the kustomization so that `kustomize build` succeeds; its objects were not checked.');
    }
    return { root: k.dir, output: result.stdout, originPrefix: originPrefix === '.' ? '' : originPrefix, ...(outside ? { originBase: '/' } : {}) };
  } finally {
    await rm(wrapper, { recursive: true, force: true });
  }
}

const budgetProblem = (k: Kustomization, budget: RenderBudget): RenderedKustomization =>
  problemAt(k, 'kustomize/budget', `${k.dir || '.'} was not rendered: the run's render budget (${budget.describe()}) was spent`, 'Render fewer roots per run (name the paths that changed), or render in CI and pipe the output to `driftgate check -`.');

export interface RenderRootsOptions {
  /** The files read (kustomization files among them): the plan is made again with what is on disk. */
  readonly files: readonly SourceFile[];
  /** Directories of the roots to render. */
  readonly roots: readonly string[];
  readonly tool: KustomizeTool | undefined;
  /** Where kustomize reads (the work tree, or the head revision written out). */
  readonly root: string;
  readonly env: RenderOptions['env'];
  readonly maxInputBytes?: number;
  readonly outsideRoots?: readonly string[];
  readonly budget?: RenderBudget;
  readonly timeoutMs?: number;
  readonly maxOutputBytes?: number;
  /** See RenderOptions.isolation. */
  readonly isolation?: readonly string[] | null;
}

/** The summary's note when kustomize ran without its own network namespace. */
export const NO_NETWORK_NAMESPACE_NOTE =
  'kustomize rendered WITHOUT a network namespace: `unshare --net` is unavailable here (no unshare, or no user namespaces). Remote references were refused before it ran and its proxies lead nowhere, but the renderer itself was not cut off from the network.';

/**
 * Renders the roots: every path their kustomizations name is resolved first, a root that
 * reaches a problem is not rendered (the plan's findings say why), the rest render two at a
 * time within the run's budget; a root the budget did not reach is a `kustomize/budget` finding
 * that names every root left out.
 */
export async function renderKustomizeRoots(options: RenderRootsOptions): Promise<{ renders: RenderedKustomization[]; paths: Map<string, PathFact>; notes: string[] }> {
  const first = planKustomizeFiles(options.files);
  const requested = new Set(options.roots);
  const wanted = first.roots.filter((r) => requested.has(r.dir));
  if (!options.tool) return { renders: wanted.map((k) => renderUnavailable(k)), paths: new Map(), notes: [] };
  const toCheck = [...first.references.map((r) => r.path), ...[...first.kustomizations.values()].map((k) => k.file)];
  const paths = await resolveKustomizePaths(toCheck, { root: options.root, ...(options.maxInputBytes !== undefined ? { maxBytes: options.maxInputBytes } : {}), ...(options.outsideRoots ? { outsideRoots: options.outsideRoots } : {}) });
  const plan = planKustomizeFiles(options.files, paths);
  const budget = options.budget ?? new RenderBudget();
  const results = new Map<string, RenderedKustomization>();
  const tooMany = new Map<string, number>();
  for (const r of plan.roots) {
    const objects = plan.estimatedObjects?.get(r.dir) ?? 0;
    if (requested.has(r.dir) && !plan.refused.has(r.dir) && objects > MAX_ROOT_OBJECTS) tooMany.set(r.dir, objects);
  }
  const renderable = plan.roots.filter((r) => requested.has(r.dir) && !plan.refused.has(r.dir) && !tooMany.has(r.dir));
  const isolation = options.isolation !== undefined ? options.isolation : networkIsolation();
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let k = renderable[next++]; k !== undefined; k = renderable[next++]) {
      results.set(k.dir, await renderKustomization(k, options.tool, { root: options.root, env: options.env, budget, isolation, ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}), ...(options.maxOutputBytes !== undefined ? { maxOutputBytes: options.maxOutputBytes } : {}) }));
    }
  };
  await Promise.all(Array.from({ length: Math.min(RENDER_CONCURRENCY, renderable.length) }, worker));
  // One message names every root the budget left out, at each of their files.
  const leftOut = renderable.filter((k) => results.get(k.dir)?.problem?.ruleId === 'kustomize/budget');
  // Named up to a bound, so that thousands of roots left out do not make each message huge.
  const names = [...leftOut.slice(0, 20).map((o) => o.dir || '.'), ...(leftOut.length > 20 ? [`and ${leftOut.length - 20} more`] : [])].join(', ');
  const renders: RenderedKustomization[] = [];
  for (const k of plan.roots) {
    const objects = tooMany.get(k.dir);
    if (objects === undefined) continue;
    renders.push(
      problemAt(
        k,
        'kustomize/budget',
        `${k.dir || '.'} was not rendered: it would render about ${objects >= 1e6 ? objects.toExponential(1) : objects} objects (its resource files' documents, times the paths by which it reaches each base), over the ${MAX_ROOT_OBJECTS} one root may render; kustomize's time grows with the square of that`,
        'Split the root, or render it in CI and pipe the output to `driftgate check -`.',
      ),
    );
  }
  for (const k of renderable) {
    const r = results.get(k.dir);
    if (!r) continue;
    if (r.problem?.ruleId === 'kustomize/budget') {
      renders.push({ ...r, problem: { ...r.problem, message: `${k.dir || '.'} was not rendered: the run's render budget (${budget.describe()}) was spent; roots not rendered: ${names}` } as Finding });
    } else renders.push(r);
  }
  // Never silently weaker: a run whose kustomize had no network namespace says so.
  const notes = isolation === null && renderable.length > 0 ? [NO_NETWORK_NAMESPACE_NOTE] : [];
  return { renders, paths, notes };
}

function renderUnavailable(k: Kustomization): RenderedKustomization {
  return problemAt(
    k,
    'kustomize/unavailable',
    `${k.dir || '.'} holds a kustomization, but neither kustomize nor kubectl is on PATH: it was not rendered, and only its resource files were checked as they are`,
    'Install kustomize (or kubectl) where driftgate runs, or render in CI and check the output with `kustomize build DIR | driftgate check -`.',
  );
}

const formatMs = (ms: number): string => (ms < 1000 ? `${Math.round(ms)} ms` : `${Math.round(ms / 1000)} s`);
const formatBytes = (n: number): string => (n >= 1024 * 1024 ? `${Math.round(n / (1024 * 1024))} MiB` : `${n} bytes`);

type RunResult = { kind: 'exit'; code: number; stdout: string; stderr: string } | { kind: 'timeout' } | { kind: 'too-large' } | { kind: 'budget' };

/** The environment kustomize gets: no credentials, no proxies that reach anything, git with no transport. */
export function sandboxEnv(dir: string, env: RenderOptions['env']): Record<string, string> {
  // 127.0.0.1:9 (discard) refuses; it covers every host but loopback, which Go never proxies:
  // that is why remote references are refused before kustomize runs, and why the network
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

function run(
  tool: KustomizeTool,
  dir: string,
  options: { env: RenderOptions['env']; timeoutMs: number; maxOutput: number; budget: RenderBudget; prefix: readonly string[] | null },
): Promise<RunResult> {
  const argv = [...(parentDeathSignal() ?? []), ...(options.prefix ?? []), tool.command, ...tool.args, dir];
  return new Promise((resolve) => {
    const child = spawn(argv[0] ?? tool.command, argv.slice(1), { cwd: dir, env: sandboxEnv(dir, options.env), stdio: ['ignore', 'pipe', 'pipe'], detached: process.platform !== 'win32' });
    const pid = child.pid;
    if (pid !== undefined && process.platform !== 'win32') {
      running.add(pid);
      watch();
    }
    const out: Buffer[] = [];
    let outBytes = 0;
    let err = '';
    let settled = false;
    const finish = (r: RunResult): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (pid !== undefined) running.delete(pid);
      if (running.size === 0) unwatch();
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

/** For tests: whether kustomize processes started by this module are still tracked. */
export function runningRenders(): number {
  return running.size;
}
