import { describe, expect, it } from 'vitest';
import { byRule, compare, specCrd } from '../testing.js';

const spec = (rules?: unknown[]) => specCrd({ type: 'object', properties: { a: { type: 'integer' } }, ...(rules ? { 'x-kubernetes-validations': rules } : {}) });

describe('cel-rule-added', () => {
  it('flags a new rule as ratchet-tolerated, and a transition rule as enforced', () => {
    const findings = byRule(compare(spec(), spec([{ rule: 'self.a > 0' }, { rule: 'self.a == oldSelf.a', message: 'immutable' }])), 'cel-rule-added');
    expect(findings.map((f) => [f.severity, f.ratchet])).toEqual([
      ['error', 'tolerated'],
      ['error', 'enforced'],
    ]);
    expect(findings[1]?.message).toContain('transition rule');
  });

  it('is silent when the rules are unchanged', () => {
    expect(compare(spec([{ rule: 'self.a > 0' }]), spec([{ rule: 'self.a > 0' }]))).toEqual([]);
  });
});
