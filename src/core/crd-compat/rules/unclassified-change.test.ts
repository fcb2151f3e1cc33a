import { describe, expect, it } from 'vitest';
import { byRule, compare, crd, specCrd } from '../testing.js';

describe('unclassified-change', () => {
  it('reports a keyword no rule judges readably, once per node, failing closed', () => {
    const findings = compare(specCrd({ type: 'object', 'x-vendor-hint': 'a' }), specCrd({ type: 'object', 'x-vendor-hint': 'b' }));
    expect(findings.map((f) => [f.rule, f.severity, f.path])).toEqual([['unclassified-change', 'warning', '.spec']]);
    expect(findings[0]?.message).toContain('`x-vendor-hint` changed from "a" to "b"; no rule of the gate judges this change');
  });

  it('reports CRD-level differences no rule judges', () => {
    const findings = compare(crd(), crd({ specExtra: { futureField: true } }));
    expect(byRule(findings, 'unclassified-change')[0]?.message).toContain('`spec.futureField` added (true)');
  });

  it('is silent when every change is judged', () => {
    expect(byRule(compare(specCrd({ type: 'object', description: 'a' }), specCrd({ type: 'object', description: 'b' })), 'unclassified-change')).toEqual([]);
  });
});
