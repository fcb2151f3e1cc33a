import { describe, expect, it } from 'vitest';
import { byRule, compare, specCrd } from '../testing.js';

const spec = (rules: unknown[]) => specCrd({ type: 'object', properties: { a: { type: 'integer' } }, 'x-kubernetes-validations': rules });

describe('cel-rule-changed', () => {
  it('warns about a changed rule text, pairing old and new by message', () => {
    const findings = compare(spec([{ rule: 'self.a > 0', message: 'positive' }]), spec([{ rule: 'self.a >= 1', message: 'positive' }]));
    expect(findings.map((f) => [f.rule, f.severity])).toEqual([['cel-rule-changed', 'warning']]);
  });

  it('treats a message-only edit as info', () => {
    const findings = byRule(compare(spec([{ rule: 'self.a > 0', message: 'x' }]), spec([{ rule: 'self.a > 0', message: 'y' }])), 'cel-rule-changed');
    expect(findings.map((f) => f.severity)).toEqual(['info']);
  });
});
