import { describe, expect, it } from 'vitest';
import type { Finding } from '../findings/finding.js';
import type { HelmRenderJob } from './helm.js';
import { helmErrorFinding, locateInTemplate, mapHelmFinding, sourceFile, splitHelmOutput } from './helm-source.js';

const job: HelmRenderJob = {
  id: 'x',
  chart: { dir: 'charts/web', file: 'charts/web/Chart.yaml', name: 'web', type: 'application', dependencies: [] },
  release: 'web',
  namespace: 'apps',
  origin: 'HelmRelease',
  label: 'HelmRelease apps/web',
  valuesSet: 'release values',
  values: [],
  declaredIn: { file: 'apps/web.yaml', line: 3, column: 1 },
};

const OUTPUT = `---
# Source: web/templates/service.yaml
apiVersion: v1
kind: Service
metadata:
  name: web
---
# Source: web/templates/deployment.yaml
apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
spec:
  replicas: "two"
`;

const TEMPLATE = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ include "web.name" . }}
  labels:
    {{- include "web.labels" . | nindent 4 }}
spec:
  {{- if .Values.replicas }}
  replicas: "{{ .Values.replicas }}"
  {{- end }}
  template:
    spec:
      containers:
        - name: web
          image: {{ .Values.image }}
`;

describe('splitHelmOutput and sourceFile', () => {
  it("finds each document's # Source: comment and maps it into the chart directory (subcharts too)", () => {
    expect(splitHelmOutput(OUTPUT)).toEqual([
      { source: 'web/templates/service.yaml', line: 2 },
      { source: 'web/templates/deployment.yaml', line: 8 },
    ]);
    expect(sourceFile('web/templates/deployment.yaml', 'charts/web')).toBe('charts/web/templates/deployment.yaml');
    expect(sourceFile('web/charts/redis/templates/sts.yaml', 'charts/web')).toBe('charts/web/charts/redis/templates/sts.yaml');
    expect(sourceFile('web/templates/x.yaml', '')).toBe('templates/x.yaml');
    expect(sourceFile('web/../../etc/passwd', 'charts/web')).toBeUndefined();
  });
});

describe('locateInTemplate', () => {
  it("places a field at the template line that writes its key, the pointer's keys in order", () => {
    expect(locateInTemplate(TEMPLATE, '/spec/replicas')).toEqual({ line: 9, column: 3 });
    expect(locateInTemplate(TEMPLATE, '/spec/template/spec/containers/0/image')).toEqual({ line: 15, column: 11 });
    expect(locateInTemplate(TEMPLATE, '/spec/template/spec/containers/0/name')).toEqual({ line: 14, column: 11 });
  });
  it('gives nothing when the key is written by a helper (the caller falls back to the first line)', () => {
    expect(locateInTemplate(TEMPLATE, '/metadata/labels/app')).toBeUndefined();
    expect(locateInTemplate(TEMPLATE, '')).toBeUndefined();
  });
});

describe('mapHelmFinding', () => {
  const finding: Finding = { ruleId: 'schema/type', severity: 'error', message: 'spec.replicas: expected an integer', file: 'charts/web/Chart.yaml', line: 14, column: 13, endLine: 14, endColumn: 18, pointer: '/spec/replicas' };
  const context = { job, renderedFile: 'charts/web/Chart.yaml', segments: splitHelmOutput(OUTPUT), text: (f: string) => (f === 'charts/web/templates/deployment.yaml' ? TEMPLATE : undefined) };
  it('locates a rendered finding in its template, naming release, values set and rendered path', () => {
    expect(mapHelmFinding(finding, context)).toMatchObject({
      file: 'charts/web/templates/deployment.yaml',
      line: 9,
      column: 3,
      endLine: undefined,
      message: 'spec.replicas: expected an integer [helm: HelmRelease apps/web (release web, chart charts/web), values release values, rendered web/templates/deployment.yaml]',
    });
  });
  it("falls back to the template's first line, and to the release's declaration when no Source is known", () => {
    expect(mapHelmFinding({ ...finding, pointer: '/metadata/annotations/x' }, context)).toMatchObject({ file: 'charts/web/templates/deployment.yaml', line: 1, column: 1 });
    expect(mapHelmFinding({ ...finding, line: 1 }, context)).toMatchObject({ file: 'apps/web.yaml', line: 3, column: 1 });
  });
  it('leaves findings about other files alone', () => {
    const other = { ...finding, file: 'deploy/crds/x.yaml' };
    expect(mapHelmFinding(other, context)).toBe(other);
  });
});

describe('helmErrorFinding', () => {
  it.each([
    ['Error: template: web/templates/deployment.yaml:12:5: executing "web/templates/deployment.yaml" at <.Values.x.y>: nil pointer', 'charts/web/templates/deployment.yaml', 12, 5],
    ['Error: execution error at (web/templates/cm.yaml:6:11): a is required', 'charts/web/templates/cm.yaml', 6, 11],
    ['Error: parse error at (web/templates/_helpers.tpl:3): function "nope" not defined', 'charts/web/templates/_helpers.tpl', 3, 1],
    ['Error: YAML parse error on web/templates/svc.yaml: error converting YAML to JSON: yaml: line 7: did not find expected key', 'charts/web/templates/svc.yaml', 7, 1],
  ])('%s', (stderr, file, line, column) => {
    expect(helmErrorFinding(stderr, job)).toMatchObject({ ruleId: 'helm/template-error', file, line, column });
  });
  it("is at the release's declaration when helm names no template", () => {
    expect(helmErrorFinding('Error: chart requires kubeVersion: >=1.40.0', job)).toMatchObject({ file: 'apps/web.yaml', line: 3, column: 1 });
  });
});
