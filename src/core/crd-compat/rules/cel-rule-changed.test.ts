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

describe('cel-rule-changed: a new rule text that only constrains what the change adds', () => {
  it('is info with the reason', () => {
    const node = (rule: string, extra: Record<string, unknown> = {}) =>
      specCrd({ type: 'object', properties: { a: { type: 'integer' }, ...extra }, 'x-kubernetes-validations': [{ rule, message: 'm' }] });
    const [f] = byRule(compare(node('self.a > 0'), node('!has(self.b) || self.b > self.a', { b: { type: 'integer' } })), 'cel-rule-changed');
    expect(f?.severity).toBe('info');
    expect(f?.message).toContain('the old schema has no field .b');
  });
});
