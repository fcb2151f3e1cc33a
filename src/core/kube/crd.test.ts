import { describe, expect, it } from 'vitest';
import { loadManifests } from '../manifest/manifest.js';
import { parseYaml } from '../yaml/parse.js';
import { isCrdManifest, readCrd, schemaOfVersion, servedVersionsOf, storedVersionsOf } from './crd.js';
import { decodeCrd } from '../schema/crd-decode.js';

const TEXT = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: widgets.example.com}
spec:
  group: example.com
  names: {kind: Widget, plural: widgets, shortNames: [wd], categories: [all]}
  scope: Namespaced
  conversion: {strategy: None}
  versions:
    - name: v1alpha1
      served: false
      storage: false
      deprecated: true
      schema: {openAPIV3Schema: {type: object}}
    - name: v1
      served: true
      storage: true
      subresources:
        status: {}
        scale: {specReplicasPath: .spec.replicas, statusReplicasPath: .status.replicas}
      selectableFields: [{jsonPath: .spec.color}]
      schema:
        openAPIV3Schema:
          type: object
          properties: {spec: {type: object, properties: {color: {type: string}}}}
`;

describe('readCrd: the one CRD model', () => {
  const manifest = loadManifests(parseYaml(TEXT, { file: 'crd.yaml' }).documents).manifests[0]!;

  it('reads names, versions, served/storage, subresources and selectable fields with their pointers', () => {
    expect(isCrdManifest(manifest)).toBe(true);
    const crd = readCrd(manifest);
    expect(crd).toMatchObject({ name: 'widgets.example.com', group: 'example.com', kind: 'Widget', plural: 'widgets', scope: 'Namespaced', shortNames: ['wd'], categories: ['all'], conversionStrategy: 'None' });
    expect(crd.versions.map((v) => [v.name, v.served, v.storage, v.deprecated])).toEqual([
      ['v1alpha1', false, false, true],
      ['v1', true, true, false],
    ]);
    const v1 = crd.version('v1')!;
    expect(v1.subresources).toEqual({ status: true, scale: { specReplicasPath: '.spec.replicas', statusReplicasPath: '.status.replicas', labelSelectorPath: undefined, pointer: '/spec/versions/1/subresources/scale' } });
    expect(v1.selectableFields).toEqual([{ jsonPath: '.spec.color', pointer: '/spec/versions/1/selectableFields/0' }]);
    expect(v1.schemaPointer).toBe('/spec/versions/1/schema/openAPIV3Schema');
    expect(manifest.locate(v1.schemaPointer).line).toBe(24);
    // One model per manifest: every room reads the same object.
    expect(readCrd(manifest)).toBe(crd);
  });

  it('reads a broken CRD without throwing: missing parts are undefined or empty', () => {
    const broken = loadManifests(parseYaml('apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata: {name: x}\nspec: 5\n', { file: 'b.yaml' }).documents).manifests[0]!;
    const crd = readCrd(broken);
    expect(crd).toMatchObject({ name: 'x', group: undefined, kind: undefined, versions: [], shortNames: [] });
  });

  it('reads CRDs as the cluster returns them: schema, served and stored versions', () => {
    const live = { ...manifest.object, status: { storedVersions: ['v1alpha1', 'v1'] } };
    expect(storedVersionsOf(live)).toEqual(['v1alpha1', 'v1']);
    expect(servedVersionsOf(live)).toEqual(['v1']);
    expect(schemaOfVersion(live, 'v1alpha1')).toEqual({ type: 'object' });
    expect(schemaOfVersion(live, 'v9')).toBeUndefined();
  });
});

describe('decodeCrd: strict decoding into the apiextensions/v1 Go types', () => {
  const crd = (schema: unknown): unknown => ({
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: 'w.example.com', creationTimestamp: null },
    spec: { group: 'example.com', names: { kind: 'W', plural: 'w' }, scope: 'Cluster', versions: [{ name: 'v1', served: true, storage: true, schema: { openAPIV3Schema: schema } }] },
  });

  it('accepts nulls (Go zero values) and a valid schema', () => {
    expect(decodeCrd(crd({ type: 'object', description: null }))).toEqual([]);
  });

  it('reports wrong JSON types at the value and unknown keys at the key', () => {
    expect(decodeCrd(crd({ type: 'object', maxProperties: 1.5, required: 'a', patern: 'x' }))).toEqual([
      expect.objectContaining({ pointer: '/spec/versions/0/schema/openAPIV3Schema/patern', at: 'key', message: expect.stringContaining('unknown field "patern" (strict decoding): expected a field of the API (44 known); did you mean "pattern"?') }),
      expect.objectContaining({ pointer: '/spec/versions/0/schema/openAPIV3Schema/maxProperties', at: 'value', message: expect.stringContaining('expected an integer, found the number 1.5') }),
      expect.objectContaining({ pointer: '/spec/versions/0/schema/openAPIV3Schema/required', at: 'value' }),
    ]);
  });

  it('is lenient about unknown keys below items and additionalProperties, as Go is, but not about types', () => {
    const issues = decodeCrd(crd({ type: 'object', properties: { l: { type: 'array', items: { type: 'string', typo: 1, maxLength: 'x' } } } }));
    expect(issues.map((i) => i.pointer)).toEqual(['/spec/versions/0/schema/openAPIV3Schema/properties/l/items/maxLength']);
  });

  it('stops at a bound instead of growing without limit', () => {
    const props: Record<string, unknown> = {};
    for (let i = 0; i < 5000; i++) props[`p${i}`] = { type: 5 };
    expect(decodeCrd(crd({ type: 'object', properties: props }), { maxIssues: 50 })).toHaveLength(50);
  });
});
