import { describe, expect, it } from 'vitest';
import { byRule, compare, crd } from '../testing.js';

describe('storage-version-count', () => {
  it('flags two storage versions at head', () => {
    const head = crd({ versions: [{ name: 'v1beta1', storage: true }, { name: 'v1', storage: true }] });
    expect(byRule(compare(crd({ versions: [{ name: 'v1beta1', storage: true }, { name: 'v1', storage: false }] }), head), 'storage-version-count').map((f) => f.severity)).toEqual(['error']);
  });

  it('is not repeated when the base already had the problem', () => {
    const broken = crd({ versions: [{ name: 'v1beta1', storage: true }, { name: 'v1', storage: true }] });
    expect(byRule(compare(broken, broken), 'storage-version-count')).toEqual([]);
  });
});
