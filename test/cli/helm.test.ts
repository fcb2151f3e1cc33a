// `driftgate check` on repositories with Helm charts, rendered by the real helm built from the
// Go module proxy (scripts/build-helm.mjs, run by scripts/test.mjs): findings located in the
// templates, the same chart through a Flux HelmRelease and an Argo CD Application, values sets,
// template errors, and the bounds (no network, nothing read outside the repository).
import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, type CliResult } from './run-cli.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const binDir = path.join(repoRoot, '.cache/bin');
const helm = path.join(binDir, 'helm');
const HAVE_HELM = existsSync(helm);
if (!HAVE_HELM) process.stderr.write(`test/cli/helm.test.ts: skipped, ${helm} is missing (run \`node scripts/build-helm.mjs\`; scripts/test.mjs does)\n`);

interface JsonFinding {
  readonly ruleId: string;
  readonly severity: string;
  readonly message: string;
  readonly file: string;
  readonly line: number;
  readonly column: number;
}
interface JsonReport {
  readonly findings: JsonFinding[];
  readonly checked: {
    readonly objects: number;
    readonly skippedFiles: { file: string; reason: string }[];
    readonly helm?: { label: string; valuesSet?: string; status: string; objects: number; reason?: string }[];
    readonly complete: boolean;
  };
}

const scratch: string[] = [];
afterAll(() => scratch.forEach((d) => rmSync(d, { recursive: true, force: true })));

function repo(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'driftgate-helm-'));
  scratch.push(dir);
  mkdirSync(path.join(dir, '.git'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

async function checkJson(dir: string, args: readonly string[], env: Record<string, string> = {}): Promise<{ r: CliResult; report: JsonReport }> {
  const r = await runCli(['check', ...args, '--format', 'json'], dir, { PATH: binDir, ...env });
  try {
    return { r, report: JSON.parse(r.stdout) as JsonReport };
  } catch {
    throw new Error(`not JSON (exit ${r.code}): ${r.stdout}\n${r.stderr}`);
  }
}

const DEPLOYMENT = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ .Release.Name }}-web
  labels:
    app: web
spec:
  replicas: "{{ .Values.replicas }}"
  selector:
    matchLabels:
      app: web
  template:
    metadata:
      labels:
        app: web
    spec:
      containers:
        - name: web
          image: "{{ .Values.image }}"
`;

/** A chart whose template writes replicas as a string from the values. */
function webChart(prefix = 'charts/web'): Record<string, string> {
  return {
    [`${prefix}/Chart.yaml`]: 'apiVersion: v2\nname: web\nversion: 0.1.0\n',
    [`${prefix}/values.yaml`]: 'replicas: 2\nimage: nginx:1.27\n',
    [`${prefix}/templates/deployment.yaml`]: DEPLOYMENT,
    [`${prefix}/templates/_helpers.tpl`]: '{{- define "web.name" -}}web{{- end -}}\n',
  };
}

/** A Flux HelmRelease apps/web of ./charts/web from the repository; `values` ends its spec. */
function webRelease(values: string): string {
  return `apiVersion: helm.toolkit.fluxcd.io/v2
kind: HelmRelease
metadata:
  name: web
  namespace: apps
spec:
  interval: 10m
  chart:
    spec:
      chart: ./charts/web
      sourceRef:
        kind: GitRepository
        name: platform
        namespace: flux-system
${values}`;
}

const T = 60_000;

describe.skipIf(!HAVE_HELM)('Helm charts in check', () => {
  it('a values set giving `two` for replicas is a located error in the template file', { timeout: T }, async () => {
    const dir = repo({ ...webChart(), 'ci/values-bad.yaml': 'replicas: two\n' });
    // With values.yaml (replicas: 2) the quotes already make a string: the API server refuses "2".
    const plain = await checkJson(dir, ['.']);
    expect(plain.report.findings.map((f) => `${f.file}:${f.line}:${f.column} ${f.ruleId}`)).toEqual(['charts/web/templates/deployment.yaml:8:3 schema/type']);
    expect(plain.report.checked.helm).toEqual([{ label: 'chart charts/web', valuesSet: 'values.yaml', status: 'rendered', objects: 1 }]);
    // Templates and values are not listed as unchecked YAML.
    expect(plain.report.checked.skippedFiles.find((s) => s.file === 'charts/web/templates/deployment.yaml')?.reason).toMatch(/checked through its render/);

    const { r, report } = await checkJson(dir, ['.', '--helm-values-set', 'bad=ci/values-bad.yaml']);
    expect(r.code).toBe(1);
    const replicas = report.findings.filter((f) => f.file === 'charts/web/templates/deployment.yaml');
    expect(replicas).toHaveLength(1);
    expect(replicas[0]).toMatchObject({ severity: 'error', line: 8, column: 3 });
    expect(replicas[0]?.message).toContain('found the string "two"');
    expect(replicas[0]?.message).toMatch(/release web of chart charts\/web, values bad, rendered web\/templates\/deployment.yaml/);
    expect(report.checked.helm).toEqual([{ label: 'chart charts/web', valuesSet: 'bad', status: 'rendered', objects: 1 }]);
  });

  it('the same chart through a HelmRelease in the repository gets the same finding with the release named', { timeout: T }, async () => {
    const dir = repo({
      ...webChart(),
      'clusters/prod/web.yaml': webRelease('  values:\n    replicas: two\n'),
    });
    const { r, report } = await checkJson(dir, ['.']);
    expect(r.code).toBe(1);
    const located = report.findings.filter((f) => f.file === 'charts/web/templates/deployment.yaml' && f.message.includes('found the string "two"'));
    expect(located).toHaveLength(1);
    expect(located[0]).toMatchObject({ line: 8, column: 3 });
    expect(located[0]?.message).toContain('[helm: HelmRelease apps/web (release web, chart charts/web), values release values, rendered web/templates/deployment.yaml]');
    expect(report.checked.helm?.map((h) => `${h.label}: ${h.status}`).sort()).toEqual(['HelmRelease apps/web: rendered', 'chart charts/web: rendered']);
  });

  it('a HelmRelease reads valuesFrom a ConfigMap in another file of the repository', { timeout: T }, async () => {
    const dir = repo({
      ...webChart(),
      'clusters/prod/web.yaml': webRelease('  valuesFrom:\n    - kind: ConfigMap\n      name: web-values\n'),
      // A file of its own, with nothing Helm-related in it but the ConfigMap.
      'clusters/prod/config/web-values.yaml': `apiVersion: v1
kind: ConfigMap
metadata:
  name: web-values
  namespace: apps
data:
  values.yaml: |
    replicas: two
`,
    });
    const { r, report } = await checkJson(dir, ['.']);
    expect(r.code).toBe(1);
    const located = report.findings.filter((f) => f.file === 'charts/web/templates/deployment.yaml' && f.message.includes('found the string "two"'));
    expect(located.map((f) => f.message.match(/HelmRelease apps\/web/)?.[0])).toEqual(['HelmRelease apps/web']);
    expect(report.checked.helm?.map((h) => `${h.label}: ${h.status}`).sort()).toEqual(['HelmRelease apps/web: rendered', 'chart charts/web: rendered']);
  });

  it('an Argo CD Application with valueFiles and valuesObject renders the chart with them', { timeout: T }, async () => {
    const dir = repo({
      ...webChart(),
      'charts/web/values-prod.yaml': 'replicas: three\n',
      'apps/web.yaml': `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: web
  namespace: argocd
spec:
  project: default
  destination:
    namespace: web
    server: https://kubernetes.default.svc
  source:
    repoURL: https://example.com/platform.git
    path: charts/web
    helm:
      valueFiles: [values-prod.yaml]
      valuesObject:
        image: nginx:1.28
`,
    });
    const { report } = await checkJson(dir, ['.']);
    const located = report.findings.filter((f) => f.file === 'charts/web/templates/deployment.yaml');
    expect(located.map((f) => f.message).join('\n')).toMatch(/Application argocd\/web \(release web, chart charts\/web\), values application values/);
    expect(report.checked.helm?.find((h) => h.label === 'Application argocd/web')?.status).toBe('rendered');
  });

  it('a template error is a finding at the file, line and column helm names', { timeout: T }, async () => {
    const dir = repo({
      'charts/web/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 0.1.0\n',
      'charts/web/values.yaml': 'name: x\n',
      'charts/web/templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\ndata:\n  a: {{ required "a is required" .Values.a }}\n',
    });
    const { r, report } = await checkJson(dir, ['.']);
    expect(r.code).toBe(1);
    const [f] = report.findings;
    expect(f).toMatchObject({ ruleId: 'helm/template-error', file: 'charts/web/templates/cm.yaml', line: 6 });
    expect(f?.message).toMatch(/a is required/);
    expect(report.checked.helm?.[0]?.status).toBe('not rendered');
  });

  it('CRDs in the chart crds/ folder are schemas for its rendered objects', { timeout: T }, async () => {
    const dir = repo({
      'charts/widget/Chart.yaml': 'apiVersion: v2\nname: widget\nversion: 0.1.0\n',
      'charts/widget/values.yaml': 'size: big\n',
      'charts/widget/crds/widgets.yaml': `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: widgets.example.com
spec:
  group: example.com
  names: { kind: Widget, plural: widgets, singular: widget, listKind: WidgetList }
  scope: Namespaced
  versions:
    - name: v1
      served: true
      storage: true
      schema:
        openAPIV3Schema:
          type: object
          properties:
            spec:
              type: object
              properties:
                size: { type: integer }
`,
      'charts/widget/templates/widget.yaml': 'apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: w\nspec:\n  size: {{ .Values.size }}\n',
    });
    const { report } = await checkJson(dir, ['.']);
    const located = report.findings.filter((f) => f.file === 'charts/widget/templates/widget.yaml');
    expect(located).toHaveLength(1);
    expect(located[0]).toMatchObject({ line: 6, column: 3 });
  });
});

describe.skipIf(!HAVE_HELM)('Helm in check: named paths, --values, --base, no helm', () => {
  it('--values on a named chart renders it with the file; a bad --helm-values-set is a usage error', { timeout: T }, async () => {
    const dir = repo({ ...webChart(), ...webChart('charts/other'), 'ci/bad.yaml': 'replicas: two\n' });
    const { report } = await checkJson(dir, ['charts/web', '--values', 'ci/bad.yaml']);
    expect(report.checked.helm).toEqual([{ label: 'chart charts/web', valuesSet: 'ci/bad.yaml', status: 'rendered', objects: 1 }]);
    expect(report.findings.map((f) => f.message).join('\n')).toContain('found the string "two"');
    const usage = await runCli(['check', '.', '--helm-values-set', 'nofiles'], dir, { PATH: binDir });
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/--helm-values-set must be NAME=FILE/);
  });

  it('with --base, the head revision of the chart is rendered', { timeout: T }, async () => {
    const dir = repo(webChart());
    const git = (...args: string[]): string => execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], { cwd: dir, encoding: 'utf8' });
    rmSync(path.join(dir, '.git'), { recursive: true });
    git('init', '-q', '-b', 'main');
    git('add', '-A');
    git('commit', '-qm', 'base');
    writeFileSync(path.join(dir, 'charts/web/values.yaml'), 'replicas: two\nimage: nginx:1.27\n');
    git('commit', '-qam', 'head');
    // The work tree goes back to the base: the head must be read from git, not from disk.
    git('checkout', '-q', 'HEAD~1', '--', 'charts/web/values.yaml');
    const { report } = await checkJson(dir, ['.', '--base', 'HEAD~1']);
    expect(report.findings.map((f) => `${f.file}:${f.line}`)).toEqual(['charts/web/templates/deployment.yaml:8']);
    expect(report.findings[0]?.message).toContain('found the string "two"');
  });

  it('without helm on PATH every chart is a helm/unavailable finding, never checked raw', { timeout: T }, async () => {
    const dir = repo(webChart());
    const { report } = await checkJson(dir, ['.'], { PATH: '' });
    expect(report.findings.map((f) => `${f.ruleId} ${f.file}`)).toEqual(['helm/unavailable charts/web/Chart.yaml']);
    expect(report.checked.helm?.[0]?.status).toBe('not rendered');
  });
});

describe.skipIf(!HAVE_HELM || !existsSync(path.join(binDir, 'kustomize')))('kustomize helmCharts', () => {
  it('renders a chart from the local chartHome with --enable-helm and checks its objects; a repo: chart is refused', { timeout: T }, async () => {
    const dir = repo({
      ...webChart('app/charts/web'),
      'app/kustomization.yaml': 'helmCharts:\n  - name: web\n    releaseName: shop\n    valuesFile: values-prod.yaml\n',
      'app/values-prod.yaml': 'replicas: two\nimage: nginx:1.27\n',
      'remote/kustomization.yaml': 'helmCharts:\n  - name: redis\n    repo: http://127.0.0.1:9/charts\n    version: 1.0.0\n',
    });
    const { report } = await checkJson(dir, ['.']);
    const kustomized = report.findings.filter((f) => f.message.includes('found the string "two"'));
    expect(kustomized).toHaveLength(1);
    // kustomize's origin names the kustomization that generated it (not yet the template).
    expect(kustomized[0]).toMatchObject({ file: 'app/kustomization.yaml' });
    expect(kustomized[0]?.message).toMatch(/spec.replicas/);
    const refused = report.findings.filter((f) => f.ruleId === 'kustomize/helm');
    expect(refused).toEqual([expect.objectContaining({ file: 'remote/kustomization.yaml', line: 3 })]);
    expect(refused[0]?.message).toMatch(/redis comes from "http:\/\/127.0.0.1:9\/charts": kustomize would pull it/);
  });
});

describe.skipIf(!HAVE_HELM)('Helm bounds', () => {
  let server: Server;
  let requests = 0;
  let port = 0;
  beforeAll(async () => {
    server = createServer((_req, res) => {
      requests += 1;
      res.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('a remote dependency is a finding naming it, never fetched', { timeout: T }, async () => {
    const dir = repo({
      'charts/app/Chart.yaml': `apiVersion: v2\nname: app\nversion: 0.1.0\ndependencies:\n  - name: redis\n    version: 1.2.3\n    repository: http://127.0.0.1:${port}/charts\n`,
      'charts/app/values.yaml': '{}\n',
      'charts/app/templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: app\n',
    });
    const { report } = await checkJson(dir, ['.'], { HTTP_PROXY: `http://127.0.0.1:${port}`, HTTPS_PROXY: `http://127.0.0.1:${port}` });
    const [f] = report.findings;
    expect(f).toMatchObject({ ruleId: 'helm/dependency-missing', file: 'charts/app/Chart.yaml', line: 5 });
    expect(f?.message).toContain(`redis 1.2.3 from http://127.0.0.1:${port}/charts`);
    expect(requests).toBe(0);
  });

  it('a vendored dependency in charts/ renders', { timeout: T }, async () => {
    const dir = repo({
      'charts/app/Chart.yaml': 'apiVersion: v2\nname: app\nversion: 0.1.0\ndependencies:\n  - name: sub\n    version: 0.1.0\n    repository: https://charts.example.com\n',
      'charts/app/values.yaml': '{}\n',
      'charts/app/templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: app\n',
      'charts/app/charts/sub/Chart.yaml': 'apiVersion: v2\nname: sub\nversion: 0.1.0\n',
      'charts/app/charts/sub/templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: sub\ndata:\n  count: 1\n',
    });
    const { report } = await checkJson(dir, ['.']);
    // The subchart's object is located in the subchart's template.
    expect(report.findings.map((f) => `${f.file}:${f.line}:${f.column}`)).toEqual(['charts/app/charts/sub/templates/cm.yaml:6:3']);
    expect(report.checked.helm).toEqual([{ label: 'chart charts/app', valuesSet: 'values.yaml', status: 'rendered', objects: 2 }]);
  });

  it('values outside the repository (a symlink, ../) are refused and never read', { timeout: T }, async () => {
    const outside = mkdtempSync(path.join(tmpdir(), 'driftgate-outside-'));
    scratch.push(outside);
    writeFileSync(path.join(outside, 'secret.yaml'), 'replicas: 1\n');
    const dir = repo({
      ...webChart(),
      'apps/up.yaml': `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: up
spec:
  destination: { namespace: web }
  source:
    path: charts/web
    helm:
      valueFiles: [../../../etc/passwd]
`,
      'apps/link.yaml': `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: link
spec:
  destination: { namespace: web }
  source:
    path: charts/web
    helm:
      valueFiles: [../../values/linked.yaml]
`,
    });
    mkdirSync(path.join(dir, 'values'));
    symlinkSync(path.join(outside, 'secret.yaml'), path.join(dir, 'values/linked.yaml'));
    const { report } = await checkJson(dir, ['.']);
    const refused = report.findings.filter((f) => f.ruleId === 'helm/refused');
    expect(refused.map((f) => f.file).sort()).toEqual(['apps/link.yaml', 'apps/up.yaml']);
    expect(refused.find((f) => f.file === 'apps/link.yaml')?.message).toMatch(/values\/linked.yaml resolves outside the repository/);
    expect(report.checked.helm?.filter((h) => h.status === 'not rendered').map((h) => h.label).sort()).toEqual(['Application link', 'Application up']);
  });

  it('a chart with a symlink to a file outside the repository is refused', { timeout: T }, async () => {
    const outside = mkdtempSync(path.join(tmpdir(), 'driftgate-outside-'));
    scratch.push(outside);
    writeFileSync(path.join(outside, 'x.txt'), 'secret\n');
    const dir = repo(webChart());
    symlinkSync(path.join(outside, 'x.txt'), path.join(dir, 'charts/web/files.txt'));
    const { report } = await checkJson(dir, ['.']);
    expect(report.findings.map((f) => f.ruleId)).toEqual(['helm/refused']);
    expect(report.findings[0]?.message).toMatch(/charts\/web\/files.txt is a symbolic link/);
  });

  it('a FIFO in a chart is refused before helm or driftgate opens it', { timeout: T }, async () => {
    const dir = repo({ ...webChart(), 'charts/web/charts/sub/templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: s}\n' });
    execFileSync('mkfifo', [path.join(dir, 'charts/web/charts/sub/Chart.yaml')]);
    const { report } = await checkJson(dir, ['.']);
    const refused = report.findings.filter((f) => f.ruleId === 'helm/refused');
    expect(refused).toHaveLength(1);
    expect(refused[0]?.message).toMatch(/charts\/web\/charts\/sub\/Chart.yaml is not a regular file/);
  });

  it('lookup sees no cluster: it renders empty and no request is made, even with a kubeconfig in the environment', { timeout: T }, async () => {
    const kubeconfigDir = mkdtempSync(path.join(tmpdir(), 'driftgate-kc-'));
    scratch.push(kubeconfigDir);
    const kubeconfig = path.join(kubeconfigDir, 'config');
    writeFileSync(
      kubeconfig,
      `apiVersion: v1\nkind: Config\nclusters: [{name: c, cluster: {server: "http://127.0.0.1:${port}"}}]\ncontexts: [{name: c, context: {cluster: c, user: u}}]\ncurrent-context: c\nusers: [{name: u, user: {token: t}}]\n`,
    );
    const dir = repo({
      'charts/look/Chart.yaml': 'apiVersion: v2\nname: look\nversion: 0.1.0\n',
      'charts/look/templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: look\ndata:\n  found: "{{ len (lookup "v1" "Secret" "kube-system" "") }}"\n',
    });
    const before = requests;
    const { report } = await checkJson(dir, ['.'], { KUBECONFIG: kubeconfig });
    expect(report.findings).toEqual([]);
    expect(report.checked.helm?.[0]?.status).toBe('rendered');
    expect(requests).toBe(before);
  });
});
