import { describe, expect, it } from 'vitest';
import { compare, crd } from '../testing.js';

describe('crd-removed', () => {
  it('flags a CRD missing at head, located in the base file', () => {
    const findings = compare([crd(), crd({ plural: 'gadgets', kind: 'Gadget' })], [crd()]);
    expect(findings.map((f) => [f.rule, f.severity, f.crd, f.file])).toEqual([['crd-removed', 'error', 'gadgets.example.com', 'base.yaml']]);
  });

  it('is silent when every CRD is still there, in any order', () => {
    expect(compare([crd(), crd({ plural: 'gadgets', kind: 'Gadget' })], [crd({ plural: 'gadgets', kind: 'Gadget' }), crd()])).toEqual([]);
  });
});
