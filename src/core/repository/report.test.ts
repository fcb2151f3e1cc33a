import { describe, expect, it } from 'vitest';
import type { RunSummary } from './summary.js';
import type { Finding } from '../findings/finding.js';
import { closingLine, renderReport } from './report.js';

const summary = (over: Partial<RunSummary> = {}): RunSummary => ({
  files: 2,
  objects: 3,
  validated: 3,
  kinds: [{ apiVersion: 'platform.example.com/v1alpha1', kind: 'TenantOnboarding', objects: 3, validated: 3 }],
  unvalidated: [],
  skippedFiles: [],
  ignoredFiles: [],
  renderedFiles: [],
  kustomizations: [],
  complete: true,
  ...over,
});
const warning: Finding = { ruleId: 'schema/unknown-kind', severity: 'warning', message: 'no schema', file: 'a.yaml', line: 2, column: 7 };

describe('the closing line says "No problems found" only when everything named was validated', () => {
  it('everything validated, nothing found', () => {
    expect(closingLine([], summary())).toBe('No problems found.');
  });
  it('objects not validated', () => {
    const s = summary({ validated: 1, unvalidated: [{ apiVersion: 'v1', kind: 'ConfigMap', reason: 'built-in kind', objects: 2 }], complete: false });
    expect(closingLine([], s)).toBe('No problems found in the 1 validated object; 2 objects not validated (see above).');
  });
  it('a kustomization that was not rendered', () => {
    const s = summary({ kustomizations: [{ root: 'apps', objects: 0, status: 'not rendered', reason: 'no kustomize' }], complete: false });
    expect(closingLine([], s)).toMatch(/1 kustomization not rendered/);
  });
  it('nothing to check', () => {
    expect(closingLine([], summary({ objects: 0, validated: 0, kinds: [] }))).toBe('No Kubernetes objects found to check.');
  });
  it('findings: the counts, and what was not validated', () => {
    expect(closingLine([warning], summary({ validated: 2 }))).toBe('0 errors, 1 warning, 0 info (1 object not validated)');
  });
});

describe('the summary in each format', () => {
  it('text: the summary before the closing line, skipped files with their reason', () => {
    const text = renderReport([], summary({ skippedFiles: [{ file: 'kustomization.yaml', reason: 'kustomize configuration' }] }), { format: 'text', toolVersion: '0' });
    expect(text).toBe(
      'Checked 2 files: 3 objects, 3 validated against a schema\n' +
        '  objects by kind:\n' +
        '        3 TenantOnboarding (platform.example.com/v1alpha1)\n' +
        '  skipped: 1 file that is not Kubernetes objects\n' +
        '    kustomization.yaml: kustomize configuration\n' +
        'No problems found.\n',
    );
  });
  it('json: a `checked` member beside the findings', () => {
    const json = JSON.parse(renderReport([warning], summary(), { format: 'json', toolVersion: '0' })) as { checked: RunSummary; findings: unknown[] };
    expect(json.checked.objects).toBe(3);
    expect(json.findings).toHaveLength(1);
  });
  it('markdown: never a green tick when something was not validated, and untrusted text escaped', () => {
    const s = summary({ validated: 0, unvalidated: [{ apiVersion: 'v1', kind: '<img src=x>', reason: 'built-in kind', objects: 3 }], complete: false });
    const md = renderReport([], s, { format: 'markdown', toolVersion: '0' });
    expect(md).not.toContain('✅');
    expect(md).not.toContain('<img');
  });
  it('--summary: the summary and the closing line alone', () => {
    expect(renderReport([warning], summary(), { format: 'text', toolVersion: '0', summaryOnly: true })).not.toContain('no schema');
  });
});
