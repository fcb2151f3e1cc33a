import { describe, expect, it } from 'vitest';
import { byRule, compare, crd } from '../testing.js';

describe('version-removed', () => {
  it('flags a removed version even when it was not served', () => {
    const base = crd({ versions: [{ name: 'v1alpha1', served: false, storage: false }, { name: 'v1' }] });
    const [f, ...rest] = byRule(compare(base, crd({ versions: [{ name: 'v1' }] })), 'version-removed');
    expect(rest).toEqual([]);
    expect(f).toMatchObject({ severity: 'error', version: 'v1alpha1', file: 'base.yaml' });
    expect(f?.message).toContain('it was not served');
    expect(f?.hint).toContain('storedVersions');
  });

  it('is silent when versions are only reordered', () => {
    const a = { name: 'v1beta1', storage: false };
    const b = { name: 'v1', storage: true };
    expect(compare(crd({ versions: [a, b] }), crd({ versions: [b, a] }))).toEqual([]);
  });
});
