import { describe, expect, it } from 'vitest';
import { byRule, compare, crd } from '../testing.js';

const schema = { type: 'object', properties: { a: { type: 'string' } } };

describe('storage-version-changed', () => {
  it('moving storage between versions with identical schemas is not an error (info)', () => {
    const base = crd({ versions: [{ name: 'v1beta1', spec: schema, storage: true }, { name: 'v1', spec: schema, storage: false }] });
    const head = crd({ versions: [{ name: 'v1beta1', spec: schema, storage: false }, { name: 'v1', spec: schema, storage: true }] });
    expect(compare(base, head).map((f) => [f.rule, f.severity])).toEqual([['storage-version-changed', 'info']]);
  });

  it('is an error when the schemas differ and there is no conversion webhook', () => {
    const other = { type: 'object', properties: { b: { type: 'string' } } };
    const base = crd({ versions: [{ name: 'v1beta1', spec: schema, storage: true }, { name: 'v1', spec: other, storage: false }] });
    const head = crd({ versions: [{ name: 'v1beta1', spec: schema, storage: false }, { name: 'v1', spec: other, storage: true }] });
    expect(byRule(compare(base, head), 'storage-version-changed').map((f) => f.severity)).toEqual(['error']);
  });

  it('is an error when the old storage version is removed in the same change', () => {
    const base = crd({ versions: [{ name: 'v1beta1', spec: schema, storage: true }, { name: 'v1', spec: schema, storage: false }] });
    const head = crd({ versions: [{ name: 'v1', spec: schema, storage: true }] });
    expect(byRule(compare(base, head), 'storage-version-changed').map((f) => f.severity)).toEqual(['error']);
  });

  it('is a warning when the schemas differ only in validation (no field is pruned by relabelling), as Gateway API v1.6.0 moved TCPRoute storage to v1', () => {
    const strict = { type: 'object', properties: { a: { type: 'string', maxLength: 5 } }, 'x-kubernetes-validations': [{ rule: 'size(self.a) > 0' }] };
    const base = crd({ versions: [{ name: 'v1alpha2', spec: schema, storage: true }, { name: 'v1', spec: strict, storage: false }] });
    const head = crd({ versions: [{ name: 'v1alpha2', spec: schema, storage: false }, { name: 'v1', spec: strict, storage: true }] });
    const findings = byRule(compare(base, head), 'storage-version-changed');
    expect(findings.map((f) => f.severity)).toEqual(['warning']);
    expect(findings[0]?.message).toContain('differ only in validation');
  });

  it('stays an error when a default differs (relabelled objects would read back another value)', () => {
    const defaulted = { type: 'object', properties: { a: { type: 'string', default: 'x' } } };
    const base = crd({ versions: [{ name: 'v1alpha2', spec: schema, storage: true }, { name: 'v1', spec: defaulted, storage: false }] });
    const head = crd({ versions: [{ name: 'v1alpha2', spec: schema, storage: false }, { name: 'v1', spec: defaulted, storage: true }] });
    expect(byRule(compare(base, head), 'storage-version-changed').map((f) => f.severity)).toEqual(['error']);
  });
});
