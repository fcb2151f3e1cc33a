import { lstat, readdir, readFile, realpath, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { makeScratchDir, removeScratchDir } from '../scratch-dir.js';
import type { Finding } from '../../core/findings/finding.js';
import type { SourceFile } from '../../core/manifest/input.js';
import { decodeFileContents, fileHead } from '../../core/manifest/files.js';
import { isRecord } from '../../core/manifest/manifest.js';
import { HELM_HEAD_BYTES, HELM_RELEASE_KINDS, HELM_VALUES_KINDS } from '../../core/manifest/helm-kinds.js';
import { jobPaths, planHelm, type HelmChart, type HelmPlan, type HelmRenderJob, type HelmRenders, type RenderedHelm, type ValuesSet } from '../../core/repository/helm.js';
import { helmErrorFinding } from '../../core/repository/helm-source.js';
import { parseYaml, type YamlDocument } from '../../core/yaml/parse.js';
import { helmSandboxEnv } from './helm-env.js';
import { cleanStderr, formatMs, inside, networkIsolation, onPath, RenderBudget, resolvePaths, runSandboxed, type SandboxEnv } from './sandbox.js';

/**
 * Renders the charts and releases of a tree with `helm template`, in the renderer sandbox
 * (./sandbox.ts: no network namespace, own process group, bounded time and output), offline:
 *
 * - Helm's configuration, cache, data, plugins, repositories and registry config all point
 *   into an empty temporary directory, so no plugin runs and no repository or registry is known;
 * - never `--dry-run=server`: `lookup` sees no cluster and returns nothing;
 * - before helm runs, driftgate resolves every path it will read: each values file, and every
 *   entry of the chart directory (a symlink whose target is outside the repository refuses the
 *   chart); a Chart.yaml dependency that is not in the chart's charts/ folder (as a directory or
 *   a vendored .tgz) is a finding naming it and its repository, and the chart is not rendered.
 */

export const DEFAULT_HELM_TIMEOUT_MS = 60_000;
export const DEFAULT_HELM_MAX_OUTPUT = 32 * 1024 * 1024;
/** The whole run's Helm time and output: real charts take about a second each on a busy machine. */
export const DEFAULT_HELM_RUN_MS = 20_000;
export const DEFAULT_HELM_RUN_BYTES = 32 * 1024 * 1024;
const HELM_CONCURRENCY = 2;
/** Entries a chart directory may hold (a bound on the walk before helm runs). */
const MAX_CHART_ENTRIES = 20_000;

/** The summary's note when helm ran without its own network namespace. */
export const HELM_NO_NETWORK_NAMESPACE_NOTE =
  'helm rendered WITHOUT a network namespace: `unshare --net` is unavailable here. Dependencies were only taken from the repository and no repository or registry was configured, but the renderer itself was not cut off from the network.';

export async function findHelm(env: SandboxEnv): Promise<string | undefined> {
  return onPath('helm', env);
}

export interface HelmTreeOptions {
  /** The files read (repository-relative). */
  readonly files: readonly SourceFile[];
  /** Where helm reads (the work tree, or the head revision written out). */
  readonly root: string;
  readonly env: SandboxEnv;
  readonly valuesSets?: readonly ValuesSet[];
  /** helm to run; default: `helm` on PATH. null: none. */
  readonly helm?: string | null;
  readonly budget?: RenderBudget;
  readonly timeoutMs?: number;
  readonly maxOutputBytes?: number;
  readonly maxInputBytes?: number;
  /** See RenderOptions.isolation in kustomize.ts. */
  readonly isolation?: readonly string[] | null;
  /** Only jobs this accepts are rendered (the named paths); default all. */
  readonly wanted?: (job: HelmRenderJob) => boolean;
}

/**
 * Documents that can matter to Helm: Chart.yaml files and objects that name releases, then the
 * ConfigMaps and Secrets only when a HelmRelease reads values from them. A repository of many
 * ConfigMaps and no release is not parsed a second time here (30,000 ConfigMaps in one file
 * cost ~1 s before).
 */
export function helmDocuments(files: readonly SourceFile[], unread?: (file: SourceFile) => boolean): YamlDocument[] {
  const out: YamlDocument[] = [];
  const valuesCandidates: SourceFile[] = [];
  let valuesFromUsed = false;
  const parse = (f: SourceFile): YamlDocument[] => {
    const decoded = decodeFileContents(f);
    return decoded.ok ? parseYaml(decoded.text, { file: f.path }).documents : [];
  };
  for (const f of files) {
    const isChart = /(^|\/)Chart\.ya?ml$/.test(f.path);
    // A file known to name none of these kinds (its contents were left unread) is not read for them.
    if (!isChart && unread?.(f) === true) continue;
    const head = isChart ? '' : fileHead(f, HELM_HEAD_BYTES);
    if (isChart || HELM_RELEASE_KINDS.test(head)) {
      const docs = parse(f);
      for (const d of docs) {
        out.push(d);
        if (readsValuesFrom(d.value)) valuesFromUsed = true;
      }
    } else if (HELM_VALUES_KINDS.test(head)) {
      valuesCandidates.push(f);
    }
  }
  if (valuesFromUsed) for (const f of valuesCandidates) for (const d of parse(f)) out.push(d);
  return out;
}

function readsValuesFrom(value: unknown): boolean {
  return isRecord(value) && value.kind === 'HelmRelease' && isRecord(value.spec) && Array.isArray(value.spec.valuesFrom);
}

/** Plans the tree's Helm renders (pure) from the files read. */
export function planHelmTree(files: readonly SourceFile[], valuesSets?: readonly ValuesSet[], unread?: (file: SourceFile) => boolean): HelmPlan {
  return planHelm({ documents: helmDocuments(files, unread), paths: files.map((f) => f.path), ...(valuesSets ? { valuesSets } : {}) });
}

const problem = (job: HelmRenderJob, ruleId: string, message: string, hint: string, at?: { file: string; line: number; column: number }): RenderedHelm => ({
  job,
  problem: { ruleId, severity: 'error', message, ...(at ?? job.declaredIn), hint },
});

/** Why a chart directory may not be handed to helm: an entry that resolves outside the repository. */
async function chartEscapes(chartDir: string, repoRoot: string): Promise<string | undefined> {
  let entries = 0;
  const stack = [chartDir];
  while (stack.length > 0) {
    const dir = stack.pop() ?? '';
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      entries += 1;
      if (entries > MAX_CHART_ENTRIES) return `it holds more than ${MAX_CHART_ENTRIES} files`;
      const full = path.join(dir, entry.name);
      if (entry.isSymbolicLink()) {
        const target = await realpath(full).catch(() => undefined);
        if (target !== undefined && !inside(target, repoRoot)) return `${path.relative(repoRoot, full).split(path.sep).join('/')} is a symbolic link to ${target}, outside the repository`;
        continue;
      }
      if (entry.isDirectory()) stack.push(full);
      // A FIFO or device would block helm (and driftgate) on open: never handed over.
      else if (!entry.isFile()) return `${path.relative(repoRoot, full).split(path.sep).join('/')} is not a regular file (a FIFO, socket or device)`;
    }
  }
  return undefined;
}

/** The names of the subcharts in a chart's charts/ folder (directories by their Chart.yaml name, archives by file name). */
async function vendoredCharts(chartDir: string): Promise<Set<string>> {
  const names = new Set<string>();
  const dir = path.join(chartDir, 'charts');
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return names;
  }
  for (const entry of entries) {
    if (entry.isDirectory()) {
      // Read only a regular, small file (checked without opening it): chartEscapes refused the rest.
      const chartFile = path.join(dir, entry.name, 'Chart.yaml');
      const info = await lstat(chartFile).catch(() => undefined);
      const text = info?.isFile() && info.size <= 1024 * 1024 ? await readFile(chartFile, 'utf8').catch(() => undefined) : undefined;
      const name = text ? /^name:\s*["']?([^"'\s#]+)/m.exec(text)?.[1] : undefined;
      names.add(name ?? entry.name);
    } else if (/\.tgz$/.test(entry.name)) {
      // NAME-VERSION.tgz, where VERSION starts with a digit (or v and a digit).
      const m = /^(.+?)-v?\d[^/]*\.tgz$/.exec(entry.name);
      names.add(m?.[1] ?? entry.name.replace(/\.tgz$/, ''));
    }
  }
  return names;
}

/** Findings for the chart's dependencies that are not vendored, each at its entry in Chart.yaml. */
async function missingDependencies(chart: HelmChart, chartDir: string, chartDoc: YamlDocument | undefined): Promise<Finding[]> {
  if (chart.dependencies.length === 0) return [];
  const present = await vendoredCharts(chartDir);
  const out: Finding[] = [];
  for (const [i, dep] of chart.dependencies.entries()) {
    if (present.has(dep.name)) continue;
    const where = chartDoc?.locate(`/dependencies/${i}`) ?? { line: 1, column: 1 };
    out.push({
      ruleId: 'helm/dependency-missing',
      severity: 'error',
      message: `chart ${chart.dir || '.'} depends on ${dep.name}${dep.version ? ` ${dep.version}` : ''}${dep.repository ? ` from ${dep.repository}` : ''}, which is not in ${chart.dir ? `${chart.dir}/` : ''}charts/; driftgate never fetches dependencies, so the chart was not rendered`,
      file: chart.file,
      line: where.line,
      column: where.column,
      hint: 'Vendor the dependency into charts/ (`helm dependency build` and commit the .tgz), or render in CI and pipe the output to `driftgate check -`.',
    });
  }
  return out;
}

/** Renders every planned job; returns the renders (or why not) and notes for the summary. */
export async function renderHelmTree(options: HelmTreeOptions): Promise<{ helm: HelmRenders; notes: string[] }> {
  const plan = planHelmTree(options.files, options.valuesSets);
  const jobs = plan.jobs.filter((j) => options.wanted?.(j) ?? true);
  if (jobs.length === 0) return { helm: { renders: [], notRendered: plan.notRendered }, notes: [] };
  const helm = options.helm === null ? undefined : (options.helm ?? (await findHelm(options.env)));
  if (helm === undefined) {
    return {
      helm: {
        renders: jobs.map((j) =>
          problem(j, 'helm/unavailable', `${j.label} was not rendered: helm is not on PATH, so the chart's objects were not checked`, 'Install helm where driftgate runs (`npm run build:helm` builds the pinned one), or render in CI and pipe the output to `driftgate check -`.'),
        ),
        notRendered: plan.notRendered,
      },
      notes: [],
    };
  }
  const repoRoot = await realpath(options.root);
  const chartDocs = new Map(helmDocuments(options.files.filter((f) => /(^|\/)Chart\.ya?ml$/.test(f.path))).map((d) => [d.file, d]));
  const facts = await resolvePaths(
    jobs.flatMap((j) => [...jobPaths(j), j.chart.dir || '.']),
    { root: repoRoot, ...(options.maxInputBytes !== undefined ? { maxBytes: options.maxInputBytes } : {}) },
  );
  const chartChecks = new Map<string, Promise<RenderedHelm['problem'][] | string>>();
  const checkChart = (chart: HelmChart): Promise<RenderedHelm['problem'][] | string> => {
    let pending = chartChecks.get(chart.dir);
    if (!pending) {
      pending = (async () => {
        const fact = facts.get(chart.dir || '.');
        if (fact?.kind !== 'directory') return `the chart directory ${chart.dir || '.'} is ${fact?.kind === 'outside' ? `outside the repository (${fact.target})` : 'not a directory'}`;
        const dir = path.join(repoRoot, ...chart.dir.split('/').filter(Boolean));
        const escape = await chartEscapes(dir, repoRoot);
        if (escape !== undefined) return escape;
        return missingDependencies(chart, dir, chartDocs.get(chart.file));
      })();
      chartChecks.set(chart.dir, pending);
    }
    return pending;
  };

  const budget = options.budget ?? new RenderBudget({ tool: 'helm', totalMs: DEFAULT_HELM_RUN_MS, totalBytes: DEFAULT_HELM_RUN_BYTES });
  const isolation = options.isolation !== undefined ? options.isolation : networkIsolation();
  const renders: RenderedHelm[] = [];
  const renderOne = async (job: HelmRenderJob): Promise<RenderedHelm> => {
    for (const p of jobPaths(job)) {
      const fact = facts.get(p);
      if (fact?.kind === 'file') continue;
      const what = fact?.kind === 'outside' ? `resolves outside the repository (${fact.target})` : fact?.kind === 'too-large' ? `is larger than ${fact.limit} bytes` : fact?.kind === 'missing' || fact === undefined ? 'does not exist' : `is not a regular file`;
      return problem(job, 'helm/refused', `${job.label}: the values file ${p} ${what}; it was not read and the chart was not rendered`, 'Keep values files inside the repository as regular files.');
    }
    const chartProblem = await checkChart(job.chart);
    if (typeof chartProblem === 'string') return problem(job, 'helm/refused', `${job.label} was not rendered: ${chartProblem}`, 'Keep the whole chart inside the repository.');
    const missing = chartProblem.filter((f): f is Finding => f !== undefined);
    if (missing.length > 0) {
      const [first] = missing;
      return { job, problem: { ...(first as Finding), message: `${(first as Finding).message}${missing.length > 1 ? ` (and ${missing.length - 1} more: ${missing.slice(1).map((m) => m.message.split(' depends on ')[1]?.split(',')[0] ?? '').join('; ')})` : ''} [${job.label}, values ${job.valuesSet}]` } };
    }
    if (budget.spent()) return problem(job, 'helm/budget', `${job.label} was not rendered: the run's render budget (${budget.describe()}) was spent`, 'Render fewer charts per run (name the paths that changed), or render in CI and pipe the output to `driftgate check -`.');
    const work = await makeScratchDir('driftgate-helm-');
    try {
      const args = ['template', job.release, path.join(repoRoot, ...job.chart.dir.split('/').filter(Boolean)) || repoRoot, '--namespace', job.namespace];
      for (const [i, layer] of job.values.entries()) {
        if (layer.kind === 'file') {
          args.push('--values', path.join(repoRoot, ...layer.path.split('/')));
        } else {
          const file = path.join(work, `values-${i}.yaml`);
          await writeFile(file, layer.text);
          args.push('--values', file);
        }
      }
      for (const s of job.set ?? []) args.push(s.string ? '--set-string' : '--set', `${s.name}=${s.value}`);
      const timeoutMs = Math.min(options.timeoutMs ?? DEFAULT_HELM_TIMEOUT_MS, budget.remainingMs());
      const maxOutput = options.maxOutputBytes ?? DEFAULT_HELM_MAX_OUTPUT;
      const result = await runSandboxed({
        command: helm,
        args,
        dir: work,
        env: options.env,
        extraEnv: helmSandboxEnv(work),
        timeoutMs,
        maxOutput,
        budget,
        prefix: isolation,
      });
      if (result.kind === 'budget' || (result.kind === 'timeout' && timeoutMs < (options.timeoutMs ?? DEFAULT_HELM_TIMEOUT_MS))) {
        return problem(job, 'helm/budget', `${job.label} was not rendered: the run's render budget (${budget.describe()}) was spent`, 'Render fewer charts per run, or render in CI and pipe the output to `driftgate check -`.');
      }
      if (result.kind === 'timeout') return problem(job, 'helm/template-error', `helm template of ${job.label} did not finish within ${formatMs(timeoutMs)} and was stopped`, 'Simplify the chart, or render it in CI and pipe the output to `driftgate check -`.');
      if (result.kind === 'too-large') return problem(job, 'helm/template-error', `helm template of ${job.label} wrote more than ${maxOutput} bytes and was stopped`, 'Render it in CI and pipe the output to `driftgate check -`.');
      if (result.code !== 0) {
        const stderr = cleanStderr(result.stderr, [
          [work + '/', ''],
          [repoRoot + '/', ''],
        ]);
        return { job, problem: helmErrorFinding(stderr || `exit ${result.code}`, job) };
      }
      return { job, output: result.stdout };
    } finally {
      await removeScratchDir(work);
    }
  };
  let next = 0;
  const results = new Map<HelmRenderJob, RenderedHelm>();
  const worker = async (): Promise<void> => {
    for (let job = jobs[next++]; job !== undefined; job = jobs[next++]) results.set(job, await renderOne(job));
  };
  await Promise.all(Array.from({ length: Math.min(HELM_CONCURRENCY, jobs.length) }, worker));
  for (const job of jobs) {
    const r = results.get(job);
    if (r) renders.push(r);
  }
  return { helm: { renders, notRendered: plan.notRendered }, notes: isolation === null ? [HELM_NO_NETWORK_NAMESPACE_NOTE] : [] };
}
