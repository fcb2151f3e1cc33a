import { realpath, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { makeScratchDir, removeScratchDir } from '../scratch-dir.js';
import type { SourceFile } from '../../core/manifest/input.js';
import type { Finding } from '../../core/findings/finding.js';
import type { RenderedKustomization } from '../../core/repository/check-tree.js';
import { planKustomizeFiles, type Kustomization, type PathFact } from '../../core/repository/kustomization.js';
import { helmSandboxEnv } from './helm-env.js';
import { cleanStderr as clean, formatMs, onPath, networkIsolation, RenderBudget, resolvePaths, runSandboxed, type ResolveOptions, type RunResult } from './sandbox.js';

export { DEFAULT_RUN_RENDER_BYTES, DEFAULT_RUN_RENDER_MS, networkIsolation, RenderBudget, runningRenders, sandboxEnv, type ResolveOptions } from './sandbox.js';

/** What is on disk at each path a kustomization names (see resolvePaths). */
export function resolveKustomizePaths(paths: Iterable<string>, options: ResolveOptions): Promise<Map<string, PathFact>> {
  return resolvePaths(paths, options);
}

/**
 * Renders kustomizations with the kustomize on PATH (`kustomize build`, else `kubectl
 * kustomize`), as a sandbox for untrusted input (the sandbox itself is ./sandbox.ts, shared with Helm):
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
  /** The root reaches helmCharts: render with `--enable-helm` and this helm (undefined: none on PATH). */
  readonly helm?: { readonly command: string | undefined };
}

export const DEFAULT_KUSTOMIZE_TIMEOUT_MS = 60_000;
export const DEFAULT_KUSTOMIZE_MAX_OUTPUT = 32 * 1024 * 1024;
export const RENDER_CONCURRENCY = 4;
/**
 * Objects one root may render. kustomize's time grows with about the square of a root's objects
 * (3,200 ConfigMaps in one file: 8 s on the development machine; 50·2^6 through a diamond of six
 * levels: 26 s), so a root estimated above this is refused before kustomize runs, rather than
 * spending the run's whole render budget to be stopped.
 */
export const MAX_ROOT_OBJECTS = 2_000;
/** The kustomize to run: a `kustomize` binary on PATH, else `kubectl kustomize`. */
export async function findKustomize(env: RenderOptions['env']): Promise<KustomizeTool | undefined> {
  const kustomize = await onPath('kustomize', env);
  if (kustomize) return { command: kustomize, args: ['build', '--load-restrictor', 'LoadRestrictionsRootOnly'], label: 'kustomize build' };
  const kubectl = await onPath('kubectl', env);
  if (kubectl) return { command: kubectl, args: ['kustomize', '--load-restrictor', 'LoadRestrictionsRootOnly'], label: 'kubectl kustomize' };
  return undefined;
}

// --- resolving every path first -------------------------------------------------------------------

// --- rendering ------------------------------------------------------------------------------------

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
  if (options.helm && options.helm.command === undefined) {
    return problemAt(k, 'kustomize/helm', `${root} uses helmCharts, but helm is not on PATH: it was not rendered`, 'Install helm where driftgate runs (`npm run build:helm` builds the pinned one), or render in CI and pipe the output to `driftgate check -`.');
  }
  const helmCommand = options.helm?.command;
  const repoRoot = await realpath(options.root);
  const wrapper = await makeScratchDir('driftgate-kustomize-');
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
    const helmArgs = helmCommand !== undefined ? ['--enable-helm', '--helm-command', await helmShim(wrapper, helmCommand)] : [];
    const result: RunResult = await runSandboxed({
      command: tool.command,
      args: [...tool.args, ...helmArgs, wrapper],
      dir: wrapper,
      env: options.env,
      ...(helmCommand !== undefined ? { extraEnv: helmSandboxEnv(wrapper) } : {}),
      timeoutMs,
      maxOutput,
      budget,
      prefix,
    });
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
    await removeScratchDir(wrapper);
  }
}

/**
 * kustomize (v5.7) asks `helm version -c --short` (a flag Helm 4 dropped) and accepts Helm 3
 * only; its `helm template` arguments are the same in Helm 4. A shim in the render's temporary
 * directory answers the version question as a Helm 3 and passes everything else to our helm.
 */
async function helmShim(dir: string, helm: string): Promise<string> {
  const shim = path.join(dir, 'helm');
  const quoted = `'${helm.replace(/'/g, `'\\''`)}'`;
  await writeFile(shim, `#!/bin/sh\nif [ "$1" = version ]; then echo v3.99.0-driftgate-helm4; exit 0; fi\nexec ${quoted} "$@"\n`, { mode: 0o755 });
  return shim;
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
  /** The helm for roots with helmCharts (default: helm on PATH). */
  readonly helm?: string | null;
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
  // The run's budget counts from here: resolving the paths of a thousand roots is part of it.
  const budget = options.budget ?? new RenderBudget();
  const first = planKustomizeFiles(options.files);
  const requested = new Set(options.roots);
  const wanted = first.roots.filter((r) => requested.has(r.dir));
  if (!options.tool) return { renders: wanted.map((k) => renderUnavailable(k)), paths: new Map(), notes: [] };
  const toCheck = [...first.references.map((r) => r.path), ...[...first.kustomizations.values()].map((k) => k.file)];
  const paths = await resolveKustomizePaths(toCheck, { root: options.root, ...(options.maxInputBytes !== undefined ? { maxBytes: options.maxInputBytes } : {}), ...(options.outsideRoots ? { outsideRoots: options.outsideRoots } : {}) });
  const plan = planKustomizeFiles(options.files, paths);
  const results = new Map<string, RenderedKustomization>();
  const tooMany = new Map<string, number>();
  for (const r of plan.roots) {
    const objects = plan.estimatedObjects?.get(r.dir) ?? 0;
    if (requested.has(r.dir) && !plan.refused.has(r.dir) && objects > MAX_ROOT_OBJECTS) tooMany.set(r.dir, objects);
  }
  const renderable = plan.roots.filter((r) => requested.has(r.dir) && !plan.refused.has(r.dir) && !tooMany.has(r.dir));
  const isolation = options.isolation !== undefined ? options.isolation : networkIsolation();
  const usesHelm = (k: Kustomization): boolean => (plan.chain.get(k.dir) ?? [k]).some((c) => c.helmCharts);
  const helm = renderable.some(usesHelm) ? (options.helm === null ? undefined : (options.helm ?? (await onPath('helm', options.env)))) : undefined;
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let k = renderable[next++]; k !== undefined; k = renderable[next++]) {
      results.set(k.dir, await renderKustomization(k, options.tool, { root: options.root, env: options.env, budget, isolation, ...(usesHelm(k) ? { helm: { command: helm } } : {}), ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}), ...(options.maxOutputBytes !== undefined ? { maxOutputBytes: options.maxOutputBytes } : {}) }));
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

