import { describe, expect, it } from 'vitest';
import { compareCrdSets, containsCrd } from './compare.js';
import { parseCrdCompatConfig } from './config.js';
import { RULES } from './registry.js';
import { compare, crd, manifestsOf, specCrd, summary, toYaml } from './testing.js';

const v1 = { type: 'object', properties: { a: { type: 'string' }, b: { type: 'integer' } } };

describe('compareCrdSets', () => {
  it('tells an in-place edit of a served version apart from a change confined to a new version', () => {
    const base = crd({ versions: [{ name: 'v1', spec: v1 }] });
    const inPlace = crd({ versions: [{ name: 'v1', spec: { type: 'object', properties: { a: { type: 'string' } } } }] });
    const newVersion = crd({
      versions: [{ name: 'v1', spec: v1, storage: true }, { name: 'v2', spec: { type: 'object', properties: { a: { type: 'string' } } }, served: false, storage: false }],
    });
    const edit = compare(base, inPlace);
    expect(summary(edit)).toEqual(['field-removed error v1 .spec.b [in-place-served/not-applicable]']);
    expect(edit[0]?.message).toContain('(in-place edit of served version v1)');
    expect(summary(compare(base, newVersion))).toEqual(['version-added info v2 [new-version/not-applicable]']);
  });

  it('labels edits of an unserved version as such', () => {
    const base = crd({ versions: [{ name: 'v1alpha1', served: false, storage: false, spec: v1 }, { name: 'v1', spec: v1 }] });
    const head = crd({ versions: [{ name: 'v1alpha1', served: false, storage: false, spec: { type: 'object' } }, { name: 'v1', spec: v1 }] });
    expect(compare(base, head).map((f) => f.scope)).toEqual(['in-place-unserved', 'in-place-unserved']);
  });

  it('ignores manifests that are not CRDs and reports identical inputs as clean', () => {
    const other = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'x' }, data: { a: 'b' } };
    expect(compare([crd(), other], [crd(), { ...other, data: {} }])).toEqual([]);
    expect(containsCrd(manifestsOf(toYaml([other]), 'x.yaml'))).toBe(false);
  });

  it('refuses to compare apiextensions.k8s.io/v1beta1 CRDs at head, saying why', () => {
    const legacy = { ...crd(), apiVersion: 'apiextensions.k8s.io/v1beta1' };
    const findings = compare([], [legacy]);
    expect(findings.map((f) => [f.rule, f.severity])).toEqual([['structural-schema-invalid', 'error']]);
    expect(findings[0]?.message).toContain('not served since Kubernetes 1.22');
  });

  it('applies severities, off, ignored versions and acknowledgements from the config', () => {
    const base = crd({ versions: [{ name: 'v1beta1', spec: v1, storage: false }, { name: 'v1', spec: v1 }] });
    const head = crd({ versions: [{ name: 'v1beta1', spec: { type: 'object' }, storage: false }, { name: 'v1', spec: { type: 'object', properties: { a: { type: 'string' } } } }] });
    const all = compare(base, head);
    expect(summary(all)).toEqual([
      'field-removed error v1 .spec.b [in-place-served/not-applicable]',
      'field-removed error v1beta1 .spec.a [in-place-served/not-applicable]',
      'field-removed error v1beta1 .spec.b [in-place-served/not-applicable]',
    ]);
    const { config, findings } = parseCrdCompatConfig(
      [
        'apiVersion: policy.driftgate.dev/v1alpha1',
        'kind: CrdCompatConfig',
        'spec:',
        '  ignoreVersions: v\\d+(alpha|beta)\\d*',
        '  acknowledgements:',
        '    - rule: field-removed',
        '      crd: widgets.example.com',
        '      path: .spec.b',
        '      justification: b was never read by any controller',
      ].join('\n'),
      { file: 'policies/crd-compat.yaml' },
    );
    expect(findings).toEqual([]);
    const configured = compare(base, head, config);
    expect(configured.map((f) => [f.severity, f.version, f.acknowledged?.severity])).toEqual([['info', 'v1', 'error']]);
    expect(configured[0]?.message).toMatch(/^acknowledged \(b was never read by any controller\): /);
    const off = compare(base, head, { rules: { 'field-removed': { severity: 'off' } }, acknowledgements: [] });
    expect(off).toEqual([]);
  });

  it('locates every finding in its file with a line and column', () => {
    const findings = compareCrdSets({
      base: manifestsOf(toYaml([specCrd({ type: 'object', properties: { gone: { type: 'string' } } })]), 'crds/base.yaml'),
      head: manifestsOf(toYaml([specCrd({ type: 'object', required: ['n'], properties: { n: { type: 'string' } } })]), 'crds/head.yaml'),
    });
    for (const f of findings) {
      expect(f.file).toMatch(/^crds\/(base|head)\.yaml$/);
      expect(f.line).toBeGreaterThan(1);
      expect(f.column).toBeGreaterThan(1);
      expect(f.ruleId).toBe(`crd-compat/${f.rule}`);
      expect(f.hint?.length).toBeGreaterThan(10);
      expect(f.message).toMatch(/Existing objects: .+\.$/);
    }
    expect(findings.map((f) => f.rule).sort()).toEqual(['field-removed', 'required-added']);
  });

  it('has unique rule ids in the registry, each with a summary', () => {
    const ids = RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of RULES) expect(r.summary.length).toBeGreaterThan(10);
  });
});
