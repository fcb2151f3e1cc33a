import path from 'node:path';
import type { Finding, RuleInfo } from '../findings/finding.js';
import { isRecord } from '../manifest/manifest.js';
import type { YamlDocument } from '../yaml/parse.js';

/**
 * What Helm renders in a repository, decided without running anything: every chart (a
 * Chart.yaml that is not a subchart) with its values.yaml or with each values set named on the
 * command line, every Flux HelmRelease and Argo CD Application whose chart is in the
 * repository with its values. The caller (io) checks every path the plan names on disk, checks
 * that each dependency is in the chart's charts/ folder, runs `helm template` in the sandbox,
 * and hands the outputs back (RenderedHelm) to be checked and located (helm-source.ts).
 */

export const HELM_RULES: readonly RuleInfo[] = [
  { id: 'helm/template-error', summary: 'helm template failed: the template or its values are wrong (located at the template Helm names)', defaultSeverity: 'error' },
  { id: 'helm/dependency-missing', summary: "a chart dependency is not in the chart's charts/ folder; driftgate never fetches one", defaultSeverity: 'error' },
  { id: 'helm/refused', summary: 'a chart, values file or release points outside the repository or at something Helm would fetch; not rendered', defaultSeverity: 'error' },
  { id: 'helm/unavailable', summary: 'helm is not on PATH: charts were not rendered', defaultSeverity: 'error' },
  { id: 'helm/budget', summary: "the run's render time or output budget was spent before this chart rendered", defaultSeverity: 'error' },
];

export interface ChartDependency {
  readonly name: string;
  readonly version?: string;
  readonly repository?: string;
  readonly alias?: string;
  readonly condition?: string;
}

export interface HelmChart {
  /** Repository-relative directory ('' for the root). */
  readonly dir: string;
  /** Its Chart.yaml. */
  readonly file: string;
  readonly name: string;
  readonly type: 'application' | 'library';
  readonly dependencies: readonly ChartDependency[];
}

/** One layer of values, in the order Helm merges them (later wins) after the chart's values.yaml. */
export type ValuesLayer =
  | { readonly kind: 'file'; readonly path: string }
  /** Values written in the release object itself (JSON text is YAML). */
  | { readonly kind: 'inline'; readonly text: string; readonly from: string };

export const RELEASE_ORIGINS = ['chart', 'HelmRelease', 'Application', 'kustomize'] as const;
export type ReleaseOrigin = (typeof RELEASE_ORIGINS)[number];

export interface HelmRenderJob {
  /** Unique within a plan. */
  readonly id: string;
  readonly chart: HelmChart;
  readonly release: string;
  readonly namespace: string;
  readonly origin: ReleaseOrigin;
  /** How the summary and messages name it: `chart charts/web`, `HelmRelease apps/web`. */
  readonly label: string;
  /** `values.yaml` (the chart's own), a values set's name, or the release's values. */
  readonly valuesSet: string;
  readonly values: readonly ValuesLayer[];
  /** `--set`/`--set-string` pairs (Argo CD helm.parameters). */
  readonly set?: readonly { readonly name: string; readonly value: string; readonly string: boolean }[];
  /** Where the release is declared (the HelmRelease or Application), else the Chart.yaml. */
  readonly declaredIn: { readonly file: string; readonly line: number; readonly column: number };
}

export interface NotRendered {
  readonly label: string;
  readonly valuesSet?: string;
  readonly reason: string;
  /** The finding that says why, when it is the user's to fix. */
  readonly finding?: Finding;
}

export interface HelmPlan {
  readonly charts: ReadonlyMap<string, HelmChart>;
  readonly jobs: readonly HelmRenderJob[];
  readonly notRendered: readonly NotRendered[];
  readonly findings: readonly Finding[];
}

export interface ValuesSet {
  readonly name: string;
  /** Repository-relative values files, merged in order. */
  readonly files: readonly string[];
}

export interface HelmPlanInput {
  /** Every YAML file read, parsed (repository-relative paths). */
  readonly documents: readonly YamlDocument[];
  /** The paths of every file read (Chart.yaml files are found among them). */
  readonly paths: readonly string[];
  /** --values / --helm-values-set: when given, each chart renders with each set instead of values.yaml alone. */
  readonly valuesSets?: readonly ValuesSet[];
}

const CHART_FILE = /(^|\/)Chart\.ya?ml$/;
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const dirOf = (file: string): string => (path.posix.dirname(file) === '.' ? '' : path.posix.dirname(file));

/** `a/b/../c` → `a/c`; undefined when it leaves the repository (or is absolute). */
export function repositoryPath(base: string, relative: string): string | undefined {
  if (relative.startsWith('/') || /^[a-z][a-z0-9+.-]*:\/\//i.test(relative)) return undefined;
  const joined = path.posix.normalize(path.posix.join(base || '.', relative));
  if (joined === '..' || joined.startsWith('../')) return undefined;
  return joined === '.' ? '' : joined.replace(/\/+$/, '');
}

/** Reads a Chart.yaml document. */
export function readChart(doc: YamlDocument): HelmChart | undefined {
  const v = doc.value;
  if (!isRecord(v)) return undefined;
  const name = str(v.name);
  if (name === undefined) return undefined;
  const dependencies: ChartDependency[] = [];
  if (Array.isArray(v.dependencies)) {
    for (const d of v.dependencies) {
      if (!isRecord(d) || str(d.name) === undefined) continue;
      const dep: ChartDependency = {
        name: str(d.name) ?? '',
        ...(str(d.version) !== undefined ? { version: str(d.version) } : {}),
        ...(str(d.repository) !== undefined ? { repository: str(d.repository) } : {}),
        ...(str(d.alias) !== undefined ? { alias: str(d.alias) } : {}),
        ...(str(d.condition) !== undefined ? { condition: str(d.condition) } : {}),
      };
      dependencies.push(dep);
    }
  }
  return { dir: dirOf(doc.file), file: doc.file, name, type: v.type === 'library' ? 'library' : 'application', dependencies };
}

/** True when `dir` lies inside another chart's charts/ folder: a subchart, rendered by its parent. */
function isSubchart(dir: string, chartDirs: ReadonlySet<string>): boolean {
  const parts = dir.split('/');
  for (let i = parts.length - 2; i >= 0; i -= 1) {
    if (parts[i] !== 'charts') continue;
    const parent = parts.slice(0, i).join('/');
    if (chartDirs.has(parent)) return true;
  }
  return false;
}

const at = (doc: YamlDocument, pointer: string): { file: string; line: number; column: number } => {
  const l = doc.locate(pointer);
  return { file: doc.file, line: l.line, column: l.column };
};

const refused = (doc: YamlDocument, pointer: string, message: string, hint: string): Finding => ({ ruleId: 'helm/refused', severity: 'error', message, ...at(doc, pointer), hint });

function objectName(v: Record<string, unknown>): { name: string; namespace: string | undefined } {
  const metadata = isRecord(v.metadata) ? v.metadata : {};
  return { name: str(metadata.name) ?? '', namespace: str(metadata.namespace) };
}

const yamlOf = (value: unknown): string => JSON.stringify(value);

/** Plans every Helm render of a tree. */
export function planHelm(input: HelmPlanInput): HelmPlan {
  const docsByFile = new Map<string, YamlDocument[]>();
  for (const d of input.documents) {
    const docs = docsByFile.get(d.file);
    if (docs) docs.push(d);
    else docsByFile.set(d.file, [d]);
  }
  const charts = new Map<string, HelmChart>();
  for (const p of input.paths) {
    if (!CHART_FILE.test(p)) continue;
    const doc = docsByFile.get(p)?.[0];
    const chart = doc ? readChart(doc) : undefined;
    if (chart) charts.set(chart.dir, chart);
  }
  const chartDirs = new Set(charts.keys());
  const jobs: HelmRenderJob[] = [];
  const notRendered: NotRendered[] = [];
  const findings: Finding[] = [];

  // Charts on their own: values.yaml, or each values set.
  for (const chart of charts.values()) {
    if (isSubchart(chart.dir, chartDirs)) continue;
    const label = `chart ${chart.dir || '.'}`;
    if (chart.type === 'library') {
      notRendered.push({ label, reason: 'a library chart renders nothing on its own' });
      continue;
    }
    const declaredIn = { file: chart.file, line: 1, column: 1 };
    const sets = input.valuesSets && input.valuesSets.length > 0 ? input.valuesSets : [{ name: 'values.yaml', files: [] }];
    for (const set of sets) {
      jobs.push({ id: `${label}#${set.name}`, chart, release: chart.name, namespace: 'default', origin: 'chart', label, valuesSet: set.name, values: set.files.map((p) => ({ kind: 'file', path: p })), declaredIn });
    }
  }

  // Values from ConfigMaps and Secrets in the repository (Flux valuesFrom).
  const configObjects = new Map<string, Record<string, unknown>>();
  for (const d of input.documents) {
    const v = d.value;
    if (!isRecord(v) || (v.kind !== 'ConfigMap' && v.kind !== 'Secret') || v.apiVersion !== 'v1') continue;
    const { name, namespace } = objectName(v);
    configObjects.set(`${v.kind}/${namespace ?? ''}/${name}`, v);
  }

  for (const doc of input.documents) {
    const v = doc.value;
    if (!isRecord(v) || typeof v.apiVersion !== 'string') continue;
    if (v.kind === 'HelmRelease' && v.apiVersion.startsWith('helm.toolkit.fluxcd.io/')) {
      const r = planHelmRelease(doc, v, charts, configObjects, input.documents);
      if ('job' in r) jobs.push(r.job);
      else notRendered.push(r.notRendered);
    } else if (v.kind === 'Application' && v.apiVersion.startsWith('argoproj.io/')) {
      for (const r of planApplication(doc, v, charts)) {
        if ('job' in r) jobs.push(r.job);
        else notRendered.push(r.notRendered);
      }
    }
  }
  for (const n of notRendered) if (n.finding) findings.push(n.finding);
  return { charts, jobs, notRendered, findings };
}

type Planned = { job: HelmRenderJob } | { notRendered: NotRendered };

function notRenderedAt(label: string, finding: Finding | undefined, reason: string): Planned {
  return { notRendered: { label, reason, ...(finding ? { finding } : {}) } };
}

/** A Flux HelmRelease whose chart is a path in this repository (GitRepository source, or chartRef to a HelmChart that is). */
function planHelmRelease(
  doc: YamlDocument,
  v: Record<string, unknown>,
  charts: ReadonlyMap<string, HelmChart>,
  configObjects: ReadonlyMap<string, Record<string, unknown>>,
  documents: readonly YamlDocument[],
): Planned {
  const { name, namespace } = objectName(v);
  const label = `HelmRelease ${namespace ? `${namespace}/` : ''}${name}`;
  const spec = isRecord(v.spec) ? v.spec : {};
  let chartPath: string | undefined;
  let pointer = '/spec/chart/spec/chart';
  const chartSpec = isRecord(spec.chart) && isRecord(spec.chart.spec) ? spec.chart.spec : undefined;
  if (chartSpec) {
    const sourceKind = isRecord(chartSpec.sourceRef) ? str(chartSpec.sourceRef.kind) : undefined;
    if (sourceKind !== 'GitRepository') return notRenderedAt(label, undefined, `its chart comes from a ${sourceKind ?? 'source'} (${str(chartSpec.chart) ?? '?'}), not from this repository`);
    chartPath = str(chartSpec.chart);
  } else if (isRecord(spec.chartRef)) {
    pointer = '/spec/chartRef';
    const refKind = str(spec.chartRef.kind);
    const refName = str(spec.chartRef.name);
    const refNamespace = str(spec.chartRef.namespace) ?? namespace;
    if (refKind !== 'HelmChart') return notRenderedAt(label, undefined, `its chartRef is a ${refKind ?? 'reference'} ${refName ?? ''}, not a chart in this repository`);
    const helmChart = documents.find((d) => {
      const c = d.value;
      if (!isRecord(c) || c.kind !== 'HelmChart' || typeof c.apiVersion !== 'string' || !c.apiVersion.startsWith('source.toolkit.fluxcd.io/')) return false;
      const n = objectName(c);
      return n.name === refName && (n.namespace ?? namespace) === refNamespace;
    });
    const hc = helmChart && isRecord(helmChart.value) && isRecord(helmChart.value.spec) ? helmChart.value.spec : undefined;
    if (!hc) return notRenderedAt(label, undefined, `its chartRef names HelmChart ${refName ?? '?'}, which is not in this repository`);
    if (!isRecord(hc.sourceRef) || hc.sourceRef.kind !== 'GitRepository') return notRenderedAt(label, undefined, `its HelmChart ${refName ?? '?'} takes the chart from a ${isRecord(hc.sourceRef) ? str(hc.sourceRef.kind) ?? 'source' : 'source'}, not from this repository`);
    chartPath = str(hc.chart);
  }
  if (chartPath === undefined) return notRenderedAt(label, undefined, 'it names no chart');
  const dir = repositoryPath('', chartPath);
  if (dir === undefined) {
    return notRenderedAt(label, refused(doc, pointer, `${label}: the chart path ${JSON.stringify(chartPath)} leaves the repository; it was not rendered`, 'Name a chart directory inside the repository.'), 'its chart path leaves the repository');
  }
  const chart = charts.get(dir);
  if (!chart) return notRenderedAt(label, undefined, `no Chart.yaml at ${dir || '.'} in this repository (the GitRepository may be another repository)`);
  const layers: ValuesLayer[] = [];
  const valuesFrom = Array.isArray(spec.valuesFrom) ? spec.valuesFrom : [];
  for (const [i, ref] of valuesFrom.entries()) {
    if (!isRecord(ref)) continue;
    const kind = str(ref.kind);
    const refName = str(ref.name);
    const key = str(ref.valuesKey) ?? 'values.yaml';
    const optional = ref.optional === true;
    if (str(ref.targetPath) !== undefined) return notRenderedAt(label, undefined, `valuesFrom[${i}] sets a targetPath, which driftgate does not apply`);
    const obj = configObjects.get(`${kind ?? ''}/${namespace ?? ''}/${refName ?? ''}`);
    const text = obj ? configValue(obj, key) : undefined;
    if (text === undefined) {
      if (optional) continue;
      return notRenderedAt(label, undefined, `valuesFrom[${i}] names ${kind ?? '?'} ${refName ?? '?'} key ${key}, which is not in this repository`);
    }
    layers.push({ kind: 'inline', text, from: `${kind ?? ''} ${refName ?? ''}` });
  }
  if (isRecord(spec.values)) layers.push({ kind: 'inline', text: yamlOf(spec.values), from: 'spec.values' });
  const targetNamespace = str(spec.targetNamespace);
  const release = str(spec.releaseName) ?? (targetNamespace ? `${targetNamespace}-${name}` : name);
  return {
    job: { id: `${label}@${doc.file}`, chart, release, namespace: targetNamespace ?? namespace ?? 'default', origin: 'HelmRelease', label, valuesSet: layers.length > 0 ? 'release values' : 'values.yaml', values: layers, declaredIn: at(doc, '') },
  };
}

function configValue(obj: Record<string, unknown>, key: string): string | undefined {
  const data = isRecord(obj.data) ? obj.data : {};
  if (obj.kind === 'Secret') {
    const stringData = isRecord(obj.stringData) ? obj.stringData : {};
    if (typeof stringData[key] === 'string') return stringData[key];
    const b64 = data[key];
    return typeof b64 === 'string' ? new TextDecoder().decode(Uint8Array.from(atob(b64.replace(/\s+/g, '')), (c) => c.charCodeAt(0))) : undefined;
  }
  return typeof data[key] === 'string' ? data[key] : undefined;
}

/** An Argo CD Application's sources whose path holds a chart in this repository. */
function planApplication(doc: YamlDocument, v: Record<string, unknown>, charts: ReadonlyMap<string, HelmChart>): Planned[] {
  const { name, namespace } = objectName(v);
  const label = `Application ${namespace ? `${namespace}/` : ''}${name}`;
  const spec = isRecord(v.spec) ? v.spec : {};
  const destination = isRecord(spec.destination) ? spec.destination : {};
  const sources: [string, unknown][] = isRecord(spec.source) ? [['/spec/source', spec.source]] : Array.isArray(spec.sources) ? spec.sources.map((s, i): [string, unknown] => [`/spec/sources/${i}`, s]) : [];
  const out: Planned[] = [];
  for (const [pointer, source] of sources) {
    if (!isRecord(source)) continue;
    const sourcePath = str(source.path);
    if (sourcePath === undefined) {
      if (str(source.chart) !== undefined) out.push(notRenderedAt(label, undefined, `its chart ${str(source.chart) ?? ''} comes from a Helm repository (${str(source.repoURL) ?? '?'}), not from this repository`));
      continue;
    }
    const dir = repositoryPath('', sourcePath);
    if (dir === undefined) {
      out.push(notRenderedAt(label, refused(doc, `${pointer}/path`, `${label}: the source path ${JSON.stringify(sourcePath)} leaves the repository; it was not rendered`, 'Name a chart directory inside the repository.'), 'its source path leaves the repository'));
      continue;
    }
    const chart = charts.get(dir);
    if (!chart) continue; // a plain directory or kustomization: not Helm
    const helm = isRecord(source.helm) ? source.helm : {};
    const layers: ValuesLayer[] = [];
    let refusedValues: Planned | undefined;
    const valueFiles = Array.isArray(helm.valueFiles) ? helm.valueFiles : [];
    for (const [i, file] of valueFiles.entries()) {
      if (typeof file !== 'string') continue;
      const p = file.startsWith('$') ? undefined : repositoryPath(dir, file);
      if (p === undefined) {
        refusedValues = notRenderedAt(
          label,
          refused(doc, `${pointer}/helm/valueFiles/${i}`, `${label}: the values file ${JSON.stringify(file)} is outside the repository (or in another source); it was not read and the chart was not rendered`, 'Keep values files inside the repository, next to the chart or under it.'),
          `values file ${file} is outside the repository`,
        );
        break;
      }
      layers.push({ kind: 'file', path: p });
    }
    if (refusedValues) {
      out.push(refusedValues);
      continue;
    }
    if (isRecord(helm.valuesObject)) layers.push({ kind: 'inline', text: yamlOf(helm.valuesObject), from: 'helm.valuesObject' });
    else if (typeof helm.values === 'string' && helm.values.trim() !== '') layers.push({ kind: 'inline', text: helm.values, from: 'helm.values' });
    const set = (Array.isArray(helm.parameters) ? helm.parameters : []).flatMap((p) => (isRecord(p) && str(p.name) !== undefined ? [{ name: str(p.name) ?? '', value: typeof p.value === 'string' ? p.value : '', string: p.forceString === true }] : []));
    out.push({
      job: {
        id: `${label}@${doc.file}${pointer}`,
        chart,
        release: str(helm.releaseName) ?? name,
        namespace: str(destination.namespace) ?? 'default',
        origin: 'Application',
        label,
        valuesSet: layers.length > 0 || set.length > 0 ? 'application values' : 'values.yaml',
        values: layers,
        ...(set.length > 0 ? { set } : {}),
        declaredIn: at(doc, pointer),
      },
    });
  }
  return out;
}

/** Every repository path a job reads besides the chart directory: its values files. */
export function jobPaths(job: HelmRenderJob): string[] {
  return job.values.flatMap((l) => (l.kind === 'file' ? [l.path] : []));
}

/** The files that belong to a chart (templates, values, subcharts): checked through its render, not raw. */
export function chartFileReason(file: string, charts: ReadonlyMap<string, HelmChart>): string | undefined {
  if (charts.size === 0) return undefined;
  for (let dir = dirOf(file); ; dir = dirOf(dir)) {
    const chart = charts.get(dir);
    if (chart) {
      const rest = dir === '' ? file : file.slice(dir.length + 1);
      // crds/ holds plain CRDs: read as they are (and as schemas for the rendered objects).
      if (rest.startsWith('crds/')) return undefined;
      if (rest.startsWith('templates/') || rest.startsWith('charts/')) return `Helm chart template of ${dir || '.'} (checked through its render)`;
      if (/^values([.-][\w.-]+)?\.ya?ml$/i.test(rest) || rest === 'values.schema.json') return `Helm values of ${dir || '.'} (used by its render)`;
      return undefined;
    }
    // An absolute path (a file named outside the repository) ends at '/', whose parent is itself.
    if (dir === '' || dirOf(dir) === dir) return undefined;
  }
}

/** The output of `helm template` for one job, or why there is none (rendered by the caller, in io). */
export interface RenderedHelm {
  readonly job: HelmRenderJob;
  readonly output?: string;
  readonly problem?: Finding;
}

/** Everything the caller did about Helm for a tree. */
export interface HelmRenders {
  readonly renders: readonly RenderedHelm[];
  /** Releases and charts the plan did not render, with why (and a finding when it is the user's to fix). */
  readonly notRendered: readonly NotRendered[];
}

/** The charts of a tree, by directory, from its parsed Chart.yaml files. */
export function chartsOf(documents: readonly YamlDocument[]): Map<string, HelmChart> {
  const charts = new Map<string, HelmChart>();
  for (const d of documents) {
    if (!CHART_FILE.test(d.file) || d.index !== 0) continue;
    const chart = readChart(d);
    if (chart) charts.set(chart.dir, chart);
  }
  return charts;
}

/** True when a job reads one of the files (its chart's, its values, its release object). */
export function jobTouches(job: HelmRenderJob, isSelected: (file: string) => boolean, files: readonly string[]): boolean {
  if (isSelected(job.declaredIn.file) || jobPaths(job).some(isSelected)) return true;
  const prefix = job.chart.dir === '' ? '' : `${job.chart.dir}/`;
  return files.some((f) => f.startsWith(prefix) && isSelected(f));
}
