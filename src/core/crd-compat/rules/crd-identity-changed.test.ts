import { describe, expect, it } from 'vitest';
import { byRule, compare, crd } from '../testing.js';

describe('crd-identity-changed', () => {
  it('pairs a renamed CRD (same kind and group) and reports the identity change instead of removed + added', () => {
    const findings = compare(crd(), crd({ plural: 'widgetz', names: { singular: 'widget' } }));
    expect(findings.map((f) => f.rule)).toEqual(['crd-identity-changed']);
    expect(findings[0]?.message).toContain('spec.names.plural from "widgets" to "widgetz"');
  });

  it('flags a group change under the same metadata.name', () => {
    const findings = compare(crd(), crd({ group: 'example.org', name: 'widgets.example.com' }));
    expect(byRule(findings, 'crd-identity-changed')).toHaveLength(1);
  });

  it('is silent for an unchanged identity', () => {
    expect(byRule(compare(crd(), crd()), 'crd-identity-changed')).toEqual([]);
  });
});
