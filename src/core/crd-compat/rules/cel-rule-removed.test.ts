import { describe, expect, it } from 'vitest';
import { compare, specCrd } from '../testing.js';

const spec = (rules: unknown[]) => specCrd({ type: 'object', properties: { a: { type: 'integer' } }, 'x-kubernetes-validations': rules });

describe('cel-rule-removed', () => {
  it('reports a removed rule as info', () => {
    const findings = compare(spec([{ rule: 'self.a > 0' }, { rule: 'self.a < 9' }]), spec([{ rule: 'self.a > 0' }]));
    expect(findings.map((f) => [f.rule, f.severity])).toEqual([['cel-rule-removed', 'info']]);
  });

  it('is silent when only a rule was added', () => {
    expect(compare(spec([]), spec([{ rule: 'self.a > 0' }])).map((f) => f.rule)).toEqual(['cel-rule-added']);
  });
});
