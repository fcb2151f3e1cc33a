import { describe, expect, it } from 'vitest';
import { compare, crd } from '../testing.js';

describe('crd-added', () => {
  it('reports a new CRD as info', () => {
    expect(compare([crd()], [crd(), crd({ plural: 'gadgets', kind: 'Gadget' })]).map((f) => [f.rule, f.severity, f.crd])).toEqual([['crd-added', 'info', 'gadgets.example.com']]);
  });

  it('still checks a new CRD on its own (structure)', () => {
    const broken = crd({ plural: 'gadgets', kind: 'Gadget', versions: [{ name: 'v1', storage: false }] });
    expect(compare([], [broken]).map((f) => f.rule).sort()).toEqual(['crd-added', 'storage-version-count']);
  });
});
