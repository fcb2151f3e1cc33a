import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadManifests, type Manifest } from '../manifest/manifest.js';
import { parseYaml } from '../yaml/parse.js';
import { loadCrds, validateManifest, violationToFinding } from './crds.js';
import { ValidatorCache } from './validator.js';

const here = path.dirname(fileURLToPath(import.meta.url));

function fixture(name: string): Manifest[] {
  const file = `testdata/${name}`;
  const parsed = parseYaml(readFileSync(path.join(here, file), 'utf8'), { file });
  return loadManifests(parsed.documents).manifests;
}

function inline(text: string, file = 'inline.yaml'): Manifest[] {
  return loadManifests(parseYaml(text, { file }).documents).manifests;
}

describe('loadCrds', () => {
  it('reports broken CRDs with file:line:column and never throws', () => {
    const { registry, findings } = loadCrds(fixture('crds-broken.yaml'), { cache: new ValidatorCache() });
    expect(findings.map((f) => [f.ruleId, f.severity, f.line, f.column, f.pointer])).toEqual([
      ['crd/invalid-schema', 'error', 23, 28, '/spec/versions/0/schema/openAPIV3Schema/properties/spec/properties/code/pattern'],
      ['crd/invalid', 'error', 28, 9, '/metadata/name'],
      ['crd/invalid', 'error', 32, 10, '/spec/scope'],
      ['crd/invalid', 'error', 33, 13, '/spec/versions'],
      // apiextensions.k8s.io/v1beta1 is not served since 1.22: the API server rejects it, so it is an error.
      ['crd/invalid', 'error', 35, 13, '/apiVersion'],
      ['crd/invalid-cel', 'error', 64, 25, '/spec/versions/0/schema/openAPIV3Schema/properties/spec/x-kubernetes-validations/0/rule'],
      ['crd/invalid', 'error', 54, 5, '/spec/versions'],
    ]);
    expect(findings[0]!.message).toContain('pattern: expected a valid RE2 regular expression, found the string "^(?=lookahead)"');
    expect(findings[0]).toMatchObject({ file: 'testdata/crds-broken.yaml', object: { kind: 'CustomResourceDefinition', name: 'widgets.example.com' } });
    expect(findings[2]!.message).toBe('spec.scope: expected "Namespaced" or "Cluster", found the string "Regional"');
    // A CRD whose schema cannot compile still answers lookups: its objects get a "not validated" warning.
    const widget = registry.lookup('example.com/v1', 'Widget');
    expect(widget?.validate({ apiVersion: 'example.com/v1', kind: 'Widget', metadata: { name: 'w' } })).toEqual([
      expect.objectContaining({ ruleId: 'schema/not-validated', severity: 'warning' }),
    ]);
    expect(registry.lookup('example.com/v1', 'Gadget')).toBeUndefined();
    expect(registry.lookup('example.com/v1', 'Old')).toBeUndefined();
    // The CRD with a broken rule keeps its other checks.
    expect(registry.lookup('example.com/v1', 'Gizmo')?.validate({ apiVersion: 'example.com/v1', kind: 'Gizmo', metadata: { name: 'g', namespace: 'x' } })).toEqual([
      expect.objectContaining({ ruleId: 'schema/metadata', pointer: '/metadata/namespace' }),
    ]);
  });

  it('keeps the first of two CRDs with the same name and reports the second', () => {
    const { registry, findings } = loadCrds(fixture('crds-duplicate.yaml'), { cache: new ValidatorCache() });
    expect(findings).toEqual([expect.objectContaining({ ruleId: 'crd/duplicate', severity: 'error', line: 22, column: 9 })]);
    expect(findings[0]!.message).toContain('defined twice');
    const v = registry.lookup('example.com/v1', 'Thing')!;
    expect(v.validate({ apiVersion: 'example.com/v1', kind: 'Thing', metadata: { name: 't' }, spec: { size: 1 } })).toEqual([]);
    expect(registry.lookup('example.com/v2', 'Thing')).toBeUndefined();
  });

  it('lets a later CRD override an earlier one when allowed, and still says so', () => {
    const { registry, findings } = loadCrds(fixture('crds-duplicate.yaml'), { allowOverride: true, cache: new ValidatorCache() });
    expect(findings).toEqual([expect.objectContaining({ ruleId: 'crd/duplicate', severity: 'info' })]);
    const v = registry.lookup('example.com/v1', 'Thing')!;
    expect(v.validate({ apiVersion: 'example.com/v1', kind: 'Thing', metadata: { name: 't' }, spec: { size: 'big' } })).toEqual([]);
    expect(registry.lookup('example.com/v2', 'Thing')?.served).toBe(false);
  });

  it('reports two CRDs claiming the same group and kind', () => {
    const crd = (plural: string): string => `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: ${plural}.example.com}
spec:
  group: example.com
  names: {kind: Same, plural: ${plural}}
  scope: Namespaced
  versions: [{name: v1, served: true, storage: true, schema: {openAPIV3Schema: {type: object}}}]
`;
    const { findings } = loadCrds(inline(crd('sames') + '---\n' + crd('samez')));
    expect(findings.map((f) => [f.ruleId, f.pointer])).toEqual([['crd/duplicate', '/spec/names/kind']]);
  });

  it('explains why a lookup found nothing', () => {
    const { registry } = loadCrds(fixture('crds-duplicate.yaml'));
    expect(registry.explainMissing('example.com/v3', 'Thing')).toBe('CustomResourceDefinition things.example.com has no version v3 (it defines v1)');
    expect(registry.explainMissing('other.io/v1', 'Nope')).toBe('no CustomResourceDefinition for kind Nope in group other.io was found');
  });

  it('ignores manifests that are not CRDs', () => {
    const { registry, findings } = loadCrds(inline('apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\n'));
    expect(findings).toEqual([]);
    expect(registry.crds).toEqual([]);
  });
});

describe('validateManifest and violationToFinding', () => {
  const { registry } = loadCrds(fixture('crds-duplicate.yaml'));

  it('locates violations in the source file, at the key for unknown fields', () => {
    const [m] = inline('apiVersion: example.com/v1\nkind: Thing\nmetadata:\n  name: t\nspec:\n  size: 3\n  colour: red\n', 'things/t.yaml');
    const findings = validateManifest(registry, m!)!;
    expect(findings).toEqual([
      {
        ruleId: 'schema/unknown-field',
        severity: 'error',
        message: 'unknown field "spec.colour": expected one of size',
        file: 'things/t.yaml',
        line: 7,
        column: 3,
        pointer: '/spec/colour',
        object: { apiVersion: 'example.com/v1', kind: 'Thing', name: 't' },
        hint: expect.any(String) as unknown as string,
      },
    ]);
  });

  it('uses the document pointer for List items', () => {
    const text = 'apiVersion: v1\nkind: List\nitems:\n  - apiVersion: example.com/v1\n    kind: Thing\n    metadata: {name: t}\n    spec: {size: x}\n';
    const [m] = inline(text);
    const f = validateManifest(registry, m!)!;
    expect(f.map((x) => [x.pointer, x.line, x.column])).toEqual([['/items/0/spec/size', 7, 18]]);
  });

  it('returns undefined for kinds without a CRD', () => {
    const [m] = inline('apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\n');
    expect(validateManifest(registry, m!)).toBeUndefined();
  });

  it('converts a violation with its hint', () => {
    const [m] = inline('apiVersion: example.com/v1\nkind: Thing\nmetadata: {name: t}\n');
    expect(violationToFinding(m!, { ruleId: 'x/y', severity: 'warning', pointer: '/metadata/name', at: 'value', message: 'm', hint: 'h' })).toMatchObject({ line: 3, column: 18, hint: 'h' });
  });
});
