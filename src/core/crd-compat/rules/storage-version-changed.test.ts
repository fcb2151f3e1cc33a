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
});
