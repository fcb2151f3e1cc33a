import { describe, expect, it } from 'vitest';
import { parseYaml } from '../yaml/parse.js';
import { chartFileReason, planHelm, repositoryPath, type ValuesSet } from './helm.js';

function plan(files: Record<string, string>, valuesSets?: readonly ValuesSet[]): ReturnType<typeof planHelm> {
  const documents = Object.entries(files).flatMap(([file, text]) => parseYaml(text, { file }).documents);
  return planHelm({ documents, paths: Object.keys(files), ...(valuesSets ? { valuesSets } : {}) });
}

const chart = (name: string, extra = ''): string => `apiVersion: v2\nname: ${name}\nversion: 0.1.0\n${extra}`;

describe('planHelm: discovery', () => {
  it('renders every top-level chart with values.yaml; subcharts render with their parent; library charts are listed as not rendered', () => {
    const p = plan({
      'charts/web/Chart.yaml': chart('web'),
      'charts/web/charts/sub/Chart.yaml': chart('sub'),
      'charts/lib/Chart.yaml': chart('lib', 'type: library\n'),
      'other/Chart.yaml': chart('other'),
    });
    expect(p.jobs.map((j) => `${j.label} ${j.release} ${j.valuesSet}`).sort()).toEqual(['chart charts/web web values.yaml', 'chart other other values.yaml']);
    expect(p.notRendered).toEqual([{ label: 'chart charts/lib', reason: 'a library chart renders nothing on its own' }]);
  });

  it('renders each chart once per values set when sets are given', () => {
    const p = plan({ 'charts/web/Chart.yaml': chart('web') }, [
      { name: 'prod', files: ['ci/prod.yaml'] },
      { name: 'dev', files: ['ci/dev.yaml', 'ci/debug.yaml'] },
    ]);
    expect(p.jobs.map((j) => [j.valuesSet, j.values])).toEqual([
      ['prod', [{ kind: 'file', path: 'ci/prod.yaml' }]],
      ['dev', [{ kind: 'file', path: 'ci/dev.yaml' }, { kind: 'file', path: 'ci/debug.yaml' }]],
    ]);
  });

  it('reads a Flux HelmRelease whose chart is a repository path: release name, namespace, valuesFrom a ConfigMap, then inline values', () => {
    const p = plan({
      'charts/web/Chart.yaml': chart('web'),
      'apps/web.yaml': `apiVersion: helm.toolkit.fluxcd.io/v2
kind: HelmRelease
metadata: { name: web, namespace: apps }
spec:
  targetNamespace: prod
  chart:
    spec:
      chart: ./charts/web/
      sourceRef: { kind: GitRepository, name: platform }
  valuesFrom:
    - kind: ConfigMap
      name: web-values
  values:
    replicas: 3
---
apiVersion: v1
kind: ConfigMap
metadata: { name: web-values, namespace: apps }
data:
  values.yaml: |
    image: nginx
`,
    });
    const release = p.jobs.find((j) => j.origin === 'HelmRelease');
    expect(release).toMatchObject({ label: 'HelmRelease apps/web', release: 'prod-web', namespace: 'prod', valuesSet: 'release values', declaredIn: { file: 'apps/web.yaml', line: 1 } });
    expect(release?.chart.dir).toBe('charts/web');
    expect(release?.values).toEqual([
      { kind: 'inline', text: 'image: nginx\n', from: 'ConfigMap web-values' },
      { kind: 'inline', text: '{"replicas":3}', from: 'spec.values' },
    ]);
  });

  it('follows a HelmRelease chartRef to a HelmChart from a GitRepository', () => {
    const p = plan({
      'charts/web/Chart.yaml': chart('web'),
      'apps/web.yaml': `apiVersion: helm.toolkit.fluxcd.io/v2
kind: HelmRelease
metadata: { name: web, namespace: apps }
spec:
  chartRef: { kind: HelmChart, name: web }
---
apiVersion: source.toolkit.fluxcd.io/v1
kind: HelmChart
metadata: { name: web, namespace: apps }
spec:
  chart: charts/web
  sourceRef: { kind: GitRepository, name: platform }
`,
    });
    expect(p.jobs.filter((j) => j.origin === 'HelmRelease').map((j) => j.chart.dir)).toEqual(['charts/web']);
  });

  it('lists releases whose chart is not in the repository as not rendered, with why', () => {
    const p = plan({
      'apps/a.yaml': `apiVersion: helm.toolkit.fluxcd.io/v2
kind: HelmRelease
metadata: { name: a }
spec:
  chart: { spec: { chart: podinfo, sourceRef: { kind: HelmRepository, name: podinfo } } }
---
apiVersion: helm.toolkit.fluxcd.io/v2
kind: HelmRelease
metadata: { name: b }
spec:
  chart: { spec: { chart: ../../elsewhere, sourceRef: { kind: GitRepository, name: x } } }
---
apiVersion: argoproj.io/v1alpha1
kind: Application
metadata: { name: c, namespace: argocd }
spec:
  source: { repoURL: https://charts.example.com, chart: redis, targetRevision: 1.0.0 }
`,
    });
    expect(p.jobs).toEqual([]);
    expect(p.notRendered.map((n) => `${n.label}: ${n.reason}`)).toEqual([
      'HelmRelease a: its chart comes from a HelmRepository (podinfo), not from this repository',
      'HelmRelease b: its chart path leaves the repository',
      'Application argocd/c: its chart redis comes from a Helm repository (https://charts.example.com), not from this repository',
    ]);
    expect(p.findings).toEqual([expect.objectContaining({ ruleId: 'helm/refused', file: 'apps/a.yaml', line: 11, column: 27 })]);
  });

  it('reads an Argo CD Application: valueFiles relative to the chart, valuesObject over values, parameters, release name', () => {
    const p = plan({
      'charts/web/Chart.yaml': chart('web'),
      'apps/web.yaml': `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata: { name: web, namespace: argocd }
spec:
  destination: { namespace: shop }
  source:
    path: charts/web
    helm:
      releaseName: shop-web
      valueFiles: [values-prod.yaml, ../common/values.yaml]
      values: "ignored: true"
      valuesObject: { replicas: 2 }
      parameters: [{ name: image.tag, value: "1.2", forceString: true }]
`,
    });
    const [job] = p.jobs.filter((j) => j.origin === 'Application');
    expect(job).toMatchObject({ release: 'shop-web', namespace: 'shop', label: 'Application argocd/web', set: [{ name: 'image.tag', value: '1.2', string: true }] });
    expect(job?.values).toEqual([
      { kind: 'file', path: 'charts/web/values-prod.yaml' },
      { kind: 'file', path: 'charts/common/values.yaml' },
      { kind: 'inline', text: '{"replicas":2}', from: 'helm.valuesObject' },
    ]);
  });

  it('refuses an Application values file that leaves the repository, at its entry', () => {
    const p = plan({
      'charts/web/Chart.yaml': chart('web'),
      'apps/web.yaml': `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata: { name: web }
spec:
  source:
    path: charts/web
    helm:
      valueFiles:
        - ../../../etc/passwd
`,
    });
    expect(p.jobs.filter((j) => j.origin === 'Application')).toEqual([]);
    expect(p.findings).toEqual([expect.objectContaining({ ruleId: 'helm/refused', file: 'apps/web.yaml', line: 9, column: 11 })]);
  });
});

describe('repositoryPath', () => {
  it('normalises inside the repository and refuses what leaves it', () => {
    expect(repositoryPath('charts/web', 'values.yaml')).toBe('charts/web/values.yaml');
    expect(repositoryPath('', './charts/web/')).toBe('charts/web');
    expect(repositoryPath('charts/web', '../../x.yaml')).toBe('x.yaml');
    expect(repositoryPath('charts/web', '../../../x.yaml')).toBeUndefined();
    expect(repositoryPath('', '/etc/passwd')).toBeUndefined();
    expect(repositoryPath('', 'https://example.com/values.yaml')).toBeUndefined();
  });
});

describe('chartFileReason', () => {
  const charts = plan({ 'charts/web/Chart.yaml': chart('web') }).charts;
  it('names templates, subcharts and values as checked through the render; crds/ and other files stay as they are', () => {
    expect(chartFileReason('charts/web/templates/deploy.yaml', charts)).toMatch(/Helm chart template of charts\/web \(checked through its render\)/);
    expect(chartFileReason('charts/web/charts/sub/templates/x.yaml', charts)).toMatch(/checked through its render/);
    expect(chartFileReason('charts/web/values-prod.yaml', charts)).toMatch(/Helm values of charts\/web/);
    expect(chartFileReason('charts/web/crds/crd.yaml', charts)).toBeUndefined();
    expect(chartFileReason('apps/web.yaml', charts)).toBeUndefined();
  });

  it('ends for a file named by an absolute path outside the repository (it looped at "/")', () => {
    expect(chartFileReason('/tmp/user/tenants/vision.yaml', charts)).toBeUndefined();
    expect(chartFileReason('../outside/a.yaml', charts)).toBeUndefined();
  });
});
