import { describe, expect, it } from 'vitest';
import type { SourceFile } from '../manifest/input.js';
import { parseYaml } from '../yaml/parse.js';
import { checkTree } from './check-tree.js';
import { planHelm } from './helm.js';

const file = (p: string, text: string): SourceFile => ({ path: p, bytes: new TextEncoder().encode(text) });
const TEMPLATE = 'apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: w\nspec:\n  size: "{{ .Values.size }}"\n';
const RENDERED = '---\n# Source: web/templates/deploy.yaml\napiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: w\nspec:\n  size: "two"\n';
const CRD = file(
  'deploy/crds/widgets.yaml',
  'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata: {name: widgets.example.com}\nspec:\n  group: example.com\n  names: {kind: Widget, plural: widgets, singular: widget, listKind: WidgetList}\n  scope: Namespaced\n  versions:\n    - name: v1\n      served: true\n      storage: true\n      schema:\n        openAPIV3Schema:\n          type: object\n          properties:\n            spec: {type: object, properties: {size: {type: integer}}}\n',
);

describe('checkTree with Helm renders (given by the caller)', () => {
  const files = [file('charts/web/Chart.yaml', 'apiVersion: v2\nname: web\nversion: 0.1.0\n'), file('charts/web/values.yaml', 'replicas: 2\n'), file('charts/web/templates/deploy.yaml', TEMPLATE)];
  const plan = planHelm({ documents: files.flatMap((f) => parseYaml(new TextDecoder().decode(f.bytes), { file: f.path }).documents), paths: files.map((f) => f.path) });

  it('checks the rendered objects, locates findings in the template, skips the chart files raw, and lists the render', () => {
    const [job] = plan.jobs;
    if (!job) throw new Error('no job');
    const result = checkTree({ files, helm: { renders: [{ job, output: RENDERED }], notRendered: [] }, now: new Date('2026-01-01T00:00:00Z'), crdFiles: [CRD] });
    expect(result.findings.map((f) => `${f.ruleId} ${f.file}:${f.line}:${f.column}`)).toEqual(['schema/type charts/web/templates/deploy.yaml:6:3']);
    expect(result.summary.helm).toEqual([{ label: 'chart charts/web', valuesSet: 'values.yaml', objects: 1, status: 'rendered' }]);
    expect(result.summary.skippedFiles.map((s) => s.file)).toEqual(['charts/web/Chart.yaml', 'charts/web/templates/deploy.yaml', 'charts/web/values.yaml']);
    expect(result.summary.complete).toBe(true);
  });

  it('a render that failed is its finding, listed as not rendered, and the run is not complete', () => {
    const [job] = plan.jobs;
    if (!job) throw new Error('no job');
    const problem = { ruleId: 'helm/template-error', severity: 'error' as const, message: 'helm template failed', file: 'charts/web/templates/deploy.yaml', line: 6, column: 3 };
    const result = checkTree({ files, helm: { renders: [{ job, problem }], notRendered: [{ label: 'HelmRelease apps/x', reason: 'its chart comes from a HelmRepository (x), not from this repository' }] }, now: new Date('2026-01-01T00:00:00Z') });
    expect(result.findings).toEqual([problem]);
    expect(result.summary.helm?.map((h) => `${h.label}: ${h.status}`)).toEqual(['HelmRelease apps/x: not rendered', 'chart charts/web: not rendered']);
    expect(result.summary.complete).toBe(false);
  });
});
