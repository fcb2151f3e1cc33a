import { describe, expect, it } from 'vitest';
import { loadManifests, type Manifest } from '../manifest/manifest.js';
import { parseYaml } from '../yaml/parse.js';
import { loadCrds } from './crds.js';
import { compareCrdSets } from '../crd-compat/index.js';
import { duplicateFindings, indexCrds } from './crd-set.js';

const crd = (size = 'integer'): string => `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: things.example.com}
spec:
  group: example.com
  names: {kind: Thing, plural: things}
  scope: Namespaced
  versions:
    - name: v1
      served: true
      storage: true
      schema:
        openAPIV3Schema:
          type: object
          properties:
            spec: {type: object, properties: {size: {type: ${size}}}}
`;

function read(file: string, text: string): Manifest[] {
  return loadManifests(parseYaml(text, { file }).documents).manifests;
}

describe('indexCrds: the same CRD in several places', () => {
  it('does not call a verbatim copy in another file (a rendered bundle) a duplicate', () => {
    const manifests = [...read('a/bundle.yaml', crd()), ...read('b/bundle.yaml', crd().replace('kind: CustomResourceDefinition\n', 'kind: CustomResourceDefinition\n# same object, other layout\n'))];
    expect(indexCrds(manifests).duplicates).toEqual([]);
    expect(loadCrds(manifests).findings).toEqual([]);
  });

  it('reports the same CRD twice in one file, even when identical, at the second definition', () => {
    const findings = duplicateFindings(read('crds.yaml', `${crd()}---\n${crd()}`));
    expect(findings).toEqual([expect.objectContaining({ ruleId: 'crd/duplicate', severity: 'warning', file: 'crds.yaml', line: 20, column: 18 })]);
    expect(findings[0]!.message).toContain('defined twice in this file');
    expect(findings[0]!.message).toContain('crds.yaml:1');
  });

  it('reports a different second definition in one file as an error; the first is used', () => {
    const manifests = read('crds.yaml', `${crd()}---\n${crd('string')}`);
    expect(duplicateFindings(manifests)).toEqual([expect.objectContaining({ severity: 'error', line: 20 })]);
    const { registry } = loadCrds(manifests);
    expect(registry.lookup('example.com/v1', 'Thing')?.validate({ apiVersion: 'example.com/v1', kind: 'Thing', metadata: { name: 't', namespace: 'n' }, spec: { size: 1 } })).toEqual([]);
  });

  it('reports conflicting definitions in two files at both', () => {
    const manifests = [...read('a.yaml', crd()), ...read('b.yaml', crd('string'))];
    const findings = duplicateFindings(manifests);
    expect(findings.map((f) => [f.file, f.severity])).toEqual([
      ['b.yaml', 'error'],
      ['a.yaml', 'error'],
    ]);
    expect(findings[0]!.message).toContain('already defined at a.yaml:1');
    expect(findings[1]!.message).toContain('conflicting definition at b.yaml:1');
    // check reports the same, and crd-diff compares the first definition, as check uses it.
    expect(loadCrds(manifests).findings.filter((f) => f.ruleId === 'crd/duplicate').map((f) => f.file)).toEqual(['b.yaml', 'a.yaml']);
    expect(compareCrdSets({ base: read('base.yaml', crd()), head: manifests })).toEqual([]);
  });
});
