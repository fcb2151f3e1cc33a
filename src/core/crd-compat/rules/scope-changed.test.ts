import { describe, expect, it } from 'vitest';
import { compare, crd } from '../testing.js';

describe('scope-changed', () => {
  it('flags Namespaced → Cluster', () => {
    expect(compare(crd(), crd({ scope: 'Cluster' })).map((f) => [f.rule, f.severity])).toEqual([['scope-changed', 'error']]);
  });

  it('is silent when the scope stays', () => {
    expect(compare(crd({ scope: 'Cluster' }), crd({ scope: 'Cluster' }))).toEqual([]);
  });
});
