import { describe, expect, it } from 'vitest';
import { byRule, compare, crd, specCrd } from '../testing.js';

type Json = Record<string, unknown>;
const versionOf = (c: Json): Json => ((c.spec as Json).versions as Json[])[0]!;
const specOf = (c: Json): Json => (((versionOf(c).schema as Json).openAPIV3Schema as Json).properties as Json).spec as Json;
const propOf = (c: Json, name: string): Json => (specOf(c).properties as Json)[name] as Json;

describe('structural-schema-invalid', () => {
  it.each([
    [{ type: 'object', properties: { a: {} } }, 'type: expected a type for object fields'],
    [{ type: 'object', properties: { a: { type: 'array' } } }, 'items: expected a schema for the items of type: array, found none'],
    [{ type: 'object', properties: { a: { type: 'array', items: { type: 'string' }, uniqueItems: true } } }, 'uniqueItems: expected false or no value'],
    [{ type: 'object', properties: { a: { type: 'string', pattern: '(?<=x)y' } } }, 'pattern: expected a valid RE2 regular expression'],
    [{ type: 'object', properties: { a: { type: 'string' } }, oneOf: [{ type: 'object' }] }, 'type: expected no type inside allOf, anyOf, oneOf or not'],
    [{ type: 'object', properties: { a: { type: 'array', 'x-kubernetes-list-type': 'map', items: { type: 'object', properties: { k: { type: 'string' } } } } } }, 'x-kubernetes-list-map-keys: expected at least one key'],
    [{ type: 'object', properties: { a: { $ref: '#/x' } } }, '$ref: expected no $ref (not supported in CRD schemas)'],
  ])('flags %j', (spec, text) => {
    const findings = byRule(compare(specCrd({ type: 'object' }), specCrd(spec)), 'structural-schema-invalid');
    expect(findings.map((f) => f.message).join('\n')).toContain(text);
    expect(findings.every((f) => f.severity === 'error' && f.file === 'head.yaml')).toBe(true);
  });

  // What the API server refuses when decoding or validating the CRD (issue #11): each is a located finding.
  it.each([
    ['spec: 5', (c: Record<string, unknown>) => void (c.spec = 5), 'spec: cannot be decoded: expected a mapping, found the number 5', '/spec'],
    ['required: size', (c: Record<string, unknown>) => void (specOf(c).required = 'size'), 'required: cannot be decoded: expected a list of strings, found the string "size"', '/required'],
    ['enum: a', (c: Record<string, unknown>) => void (propOf(c, 'a').enum = 'a'), 'enum: cannot be decoded: expected a list, found the string "a"', '/enum'],
    ['an uncompilable CEL rule', (c: Record<string, unknown>) => void (specOf(c)['x-kubernetes-validations'] = [{ rule: 'self.a >' }]), 'CEL rule does not compile', '/rule'],
    ['a bogus map type', (c: Record<string, unknown>) => void (specOf(c)['x-kubernetes-map-type'] = 'bogus'), 'x-kubernetes-map-type: expected atomic or granular, found the string "bogus"', '/x-kubernetes-map-type'],
    ['patternProperties', (c: Record<string, unknown>) => void (specOf(c).patternProperties = { '^a': { type: 'string' } }), 'patternProperties: expected no patternProperties', '/patternProperties'],
    ['a default inside anyOf', (c: Record<string, unknown>) => void (specOf(c).anyOf = [{ properties: { a: { default: 'x' } } }]), 'default: expected no default inside allOf', '/default'],
    ['an invalid default', (c: Record<string, unknown>) => void (propOf(c, 'a').default = 5), 'default: expected a value valid against its own schema, found the number 5', '/default'],
    ['nine selectable fields', (c: Record<string, unknown>) => void (versionOf(c).selectableFields = Array.from({ length: 9 }, () => ({ jsonPath: '.spec.a' }))), 'expected at most 8 selectable fields, found 9', '/selectableFields'],
  ])('flags a head CRD with %s instead of comparing it', (_name, mutate, text, pointerEnd) => {
    const head = specCrd({ type: 'object', properties: { a: { type: 'string' } } });
    mutate(head);
    const findings = byRule(compare(specCrd({ type: 'object', properties: { a: { type: 'string' } } }), head), 'structural-schema-invalid');
    expect(findings.map((f) => f.message).join('\n')).toContain(text);
    expect(findings.some((f) => (f.pointer ?? '').endsWith(pointerEnd) && (f.line ?? 0) > 1)).toBe(true);
  });

  it('flags a metadata.name that is not plural.group', () => {
    expect(byRule(compare(crd(), crd({ name: 'widgets.example.com', plural: 'widgets', group: 'example.com', names: {} })), 'structural-schema-invalid')).toEqual([]);
    const renamed = crd({ name: 'wrong.example.com' });
    expect(byRule(compare([], [renamed]), 'structural-schema-invalid')[0]?.message).toContain('metadata.name must be spec.names.plural + "" + spec.group: expected "widgets.example.com"'.replace('""', '"."'));
  });

  it('does not repeat problems already present at base', () => {
    const broken = specCrd({ type: 'object', properties: { a: {} } });
    expect(byRule(compare(broken, broken), 'structural-schema-invalid')).toEqual([]);
  });

  it('accepts a well-formed int-or-string field and a map list', () => {
    const ok = specCrd({
      type: 'object',
      properties: {
        port: { 'x-kubernetes-int-or-string': true, anyOf: [{ type: 'integer' }, { type: 'string' }] },
        ports: { type: 'array', 'x-kubernetes-list-type': 'map', 'x-kubernetes-list-map-keys': ['name'], items: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } } },
      },
    });
    expect(byRule(compare([], [ok]), 'structural-schema-invalid')).toEqual([]);
  });
});
