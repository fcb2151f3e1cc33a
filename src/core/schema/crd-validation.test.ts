import './engines-cel.js';
import './engines-ajv.js';
import { describe, expect, it } from 'vitest';
import { dump } from 'js-yaml';
import { loadManifests } from '../manifest/manifest.js';
import { parseYaml } from '../yaml/parse.js';
import { readCrd } from '../kube/crd.js';
import { validateCrd, type CrdIssue } from './crd-validation.js';

type Json = Record<string, unknown>;

function base(): Json {
  return {
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: 'widgets.example.com' },
    spec: {
      group: 'example.com',
      scope: 'Namespaced',
      names: { kind: 'Widget', plural: 'widgets' },
      versions: [
        {
          name: 'v1',
          served: true,
          storage: true,
          schema: { openAPIV3Schema: { type: 'object', properties: { spec: { type: 'object', properties: { size: { type: 'integer' }, name: { type: 'string' } } } } } },
        },
      ],
    },
  };
}

const version = (c: Json): Json => ((c.spec as Json).versions as Json[])[0]!;
const spec = (c: Json): Json => ((((version(c).schema as Json).openAPIV3Schema as Json).properties as Json).spec as Json);
const prop = (c: Json, name: string): Json => (spec(c).properties as Json)[name] as Json;

function issues(mutate: (c: Json) => void): CrdIssue[] {
  const c = base();
  mutate(c);
  const manifest = loadManifests(parseYaml(dump(c), { file: 'crd.yaml' }).documents).manifests[0]!;
  return [...validateCrd(readCrd(manifest)).issues];
}

describe('validateCrd: what the API server refuses in a CRD', () => {
  it('accepts a valid CRD', () => {
    expect(issues(() => undefined)).toEqual([]);
  });

  it.each<[string, (c: Json) => void, CrdIssue['kind'], string, string]>([
    ['spec: 5', (c) => void (c.spec = 5), 'decode', '/spec', 'spec: cannot be decoded: expected a mapping, found the number 5'],
    ['required: size', (c) => void (spec(c).required = 'size'), 'decode', '/spec/versions/0/schema/openAPIV3Schema/properties/spec/required', 'expected a list of strings, found the string "size"'],
    ['enum: a', (c) => void (prop(c, 'name').enum = 'a'), 'decode', '/spec/versions/0/schema/openAPIV3Schema/properties/spec/properties/name/enum', 'expected a list, found the string "a"'],
    ['an unknown keyword', (c) => void (prop(c, 'name').maxLen = 3), 'decode', '/spec/versions/0/schema/openAPIV3Schema/properties/spec/properties/name/maxLen', 'unknown field "maxLen"'],
    ['an uncompilable CEL rule', (c) => void (spec(c)['x-kubernetes-validations'] = [{ rule: 'self.size >' }]), 'cel', '/spec/versions/0/schema/openAPIV3Schema/properties/spec/x-kubernetes-validations/0/rule', 'CEL rule does not compile'],
    ['a CEL rule on an undeclared field', (c) => void (spec(c)['x-kubernetes-validations'] = [{ rule: 'self.nope > 1' }]), 'cel', '/spec/versions/0/schema/openAPIV3Schema/properties/spec/x-kubernetes-validations/0/rule', "undefined field 'nope'"],
    ['patternProperties', (c) => void (spec(c).patternProperties = { '^a': { type: 'string' } }), 'schema', '/spec/versions/0/schema/openAPIV3Schema/properties/spec/patternProperties', 'patternProperties: expected no patternProperties'],
    ['uniqueItems', (c) => void (prop(c, 'name').uniqueItems = true), 'schema', '/spec/versions/0/schema/openAPIV3Schema/properties/spec/properties/name/uniqueItems', 'uniqueItems: expected false or no value'],
    ['additionalProperties beside properties', (c) => void (spec(c).additionalProperties = { type: 'string' }), 'structural', '/spec/versions/0/schema/openAPIV3Schema/properties/spec/additionalProperties', 'mutually exclusive'],
    ['a bogus map type', (c) => void (spec(c)['x-kubernetes-map-type'] = 'bogus'), 'list-type', '/spec/versions/0/schema/openAPIV3Schema/properties/spec/x-kubernetes-map-type', 'expected atomic or granular, found the string "bogus"'],
    ['a map type on a string', (c) => void (prop(c, 'name')['x-kubernetes-map-type'] = 'atomic'), 'list-type', '/spec/versions/0/schema/openAPIV3Schema/properties/spec/properties/name/type', 'type: expected object with x-kubernetes-map-type'],
    ['a default inside anyOf', (c) => void (spec(c).anyOf = [{ properties: { size: { default: 1 } } }]), 'default', '/spec/versions/0/schema/openAPIV3Schema/properties/spec/anyOf/0/properties/size/default', 'default: expected no default inside allOf'],
    ['a default of the wrong type', (c) => void (prop(c, 'size').default = 'x'), 'default', '/spec/versions/0/schema/openAPIV3Schema/properties/spec/properties/size/default', 'expected a value valid against its own schema, found the string "x"'],
    ['a default failing a rule', (c) => void Object.assign(prop(c, 'name'), { default: 'b', 'x-kubernetes-validations': [{ rule: "self == 'a'" }] }), 'default', '/spec/versions/0/schema/openAPIV3Schema/properties/spec/properties/name/default', "failed rule: self == 'a'"],
    ['nine selectable fields', (c) => void (version(c).selectableFields = Array.from({ length: 9 }, () => ({ jsonPath: '.spec.name' }))), 'selectable-fields', '/spec/versions/0/selectableFields', 'expected at most 8 selectable fields, found 9'],
    ['a selectable list', (c) => void (version(c).selectableFields = [{ jsonPath: '.spec.size' }, { jsonPath: '.spec' }]), 'selectable-fields', '/spec/versions/0/selectableFields/1/jsonPath', 'expected a field of type string, boolean or integer, found type object'],
    ['two storage versions', (c) => void ((c.spec as Json).versions as Json[]).push({ ...version(c), name: 'v2' }), 'storage', '/spec/versions/1', 'expected exactly one version with storage: true, found 2 (v1, v2)'],
    ['a plural with capitals', (c) => void ((c.spec as Json).names = { kind: 'Widget', plural: 'Widgets' }), 'names', '/spec/names/plural', 'spec.names.plural: expected a DNS-1035 label'],
    ['listKind equal to kind', (c) => void ((c.spec as Json).names = { kind: 'Widget', plural: 'widgets', listKind: 'Widget' }), 'names', '/spec/names/listKind', 'kind and listKind may not be the same'],
    ['a conversion webhook without v1 reviews', (c) => void ((c.spec as Json).conversion = { strategy: 'Webhook', webhook: { conversionReviewVersions: ['v2'], clientConfig: { url: 'https://x.example.com' } } }), 'conversion', '/spec/conversion/webhook/conversionReviewVersions', 'expected a list including v1 or v1beta1'],
    ['preserveUnknownFields: true', (c) => void ((c.spec as Json).preserveUnknownFields = true), 'conversion', '/spec/preserveUnknownFields', 'expected false, found true'],
  ])('refuses %s with a located issue', (_name, mutate, kind, pointer, text) => {
    const found = issues(mutate);
    const issue = found.find((i) => i.kind === kind && i.pointer === pointer);
    expect(issue, JSON.stringify(found, null, 1)).toBeDefined();
    expect(issue!.severity).toBe('error');
    expect(issue!.message).toContain(text);
  });

  it('refuses apiextensions.k8s.io/v1beta1 and says so once', () => {
    const found = issues((c) => void (c.apiVersion = 'apiextensions.k8s.io/v1beta1'));
    expect(found).toEqual([expect.objectContaining({ kind: 'api-version', pointer: '/apiVersion' })]);
  });

  it('never throws on garbage and bounds its output', () => {
    const found = issues((c) => {
      const props: Json = {};
      for (let i = 0; i < 1000; i++) props[`f${i}`] = { type: 'string', bogus: i };
      spec(c).properties = props;
    });
    expect(found.length).toBeLessThanOrEqual(250);
    expect(found.every((i) => i.kind === 'decode')).toBe(true);
  });
});
