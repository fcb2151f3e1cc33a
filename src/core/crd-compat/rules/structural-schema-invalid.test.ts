import { describe, expect, it } from 'vitest';
import { byRule, compare, crd, specCrd } from '../testing.js';

describe('structural-schema-invalid', () => {
  it.each([
    [{ type: 'object', properties: { a: {} } }, '`type` must not be empty for object fields'],
    [{ type: 'object', properties: { a: { type: 'array' } } }, '`items` must be specified for arrays'],
    [{ type: 'object', properties: { a: { type: 'array', items: { type: 'string' }, uniqueItems: true } } }, 'uniqueItems cannot be true'],
    [{ type: 'object', properties: { a: { type: 'string', pattern: '(?<=x)y' } } }, 'not a valid RE2 regular expression'],
    [{ type: 'object', properties: { a: { type: 'string' } }, oneOf: [{ type: 'object' }] }, 'must not be set inside allOf'],
    [{ type: 'object', properties: { a: { type: 'array', 'x-kubernetes-list-type': 'map', items: { type: 'object', properties: { k: { type: 'string' } } } } } }, 'requires x-kubernetes-list-map-keys'],
    [{ type: 'object', properties: { a: { $ref: '#/x' } } }, '`$ref` is not supported'],
  ])('flags %j', (spec, text) => {
    const findings = byRule(compare(specCrd({ type: 'object' }), specCrd(spec)), 'structural-schema-invalid');
    expect(findings.map((f) => f.message).join('\n')).toContain(text);
    expect(findings.every((f) => f.severity === 'error' && f.file === 'head.yaml')).toBe(true);
  });

  it('flags a metadata.name that is not plural.group', () => {
    expect(byRule(compare(crd(), crd({ name: 'widgets.example.com', plural: 'widgets', group: 'example.com', names: {} })), 'structural-schema-invalid')).toEqual([]);
    const renamed = crd({ name: 'wrong.example.com' });
    expect(byRule(compare([], [renamed]), 'structural-schema-invalid')[0]?.message).toContain('metadata.name must be');
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
