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

describe('cel-rule-added: rules that guard only what the change adds', () => {
  const before = specCrd({ type: 'object', required: ['type'], properties: { type: { type: 'string', enum: ['A', 'B'] } } });
  const after = (rule: string) =>
    specCrd({
      type: 'object',
      required: ['type'],
      properties: { type: { type: 'string', enum: ['A', 'B', 'NewValue'] }, newField: { type: 'string' } },
      'x-kubernetes-validations': [{ rule }],
    });

  it('is info, with the reason, when the guard compares with an enum value the old enum lacks', () => {
    const [f] = byRule(compare(before, after("self.type == 'NewValue' ? has(self.newField) : true")), 'cel-rule-added');
    expect(f).toMatchObject({ severity: 'info', ratchet: 'not-applicable' });
    expect(f?.message).toContain('never holds for an old object: it is always set, and the old schema admitted only its enum "A", "B"');
  });

  it('is info when the guard tests has() of a field the old schema lacks', () => {
    const [f] = byRule(compare(before, after("!has(self.newField) || self.newField.startsWith('x')")), 'cel-rule-added');
    expect(f?.severity).toBe('info');
  });

  it('is info for a transition rule guarded the same way', () => {
    const [f] = byRule(compare(before, after("self.type != 'NewValue' || self.newField == oldSelf.newField")), 'cel-rule-added');
    expect(f?.severity).toBe('info');
  });

  it('stays an error, with the remedy, when an old value satisfies the guard', () => {
    const [f] = byRule(compare(before, after("self.type == 'A' ? has(self.newField) : true")), 'cel-rule-added');
    expect(f?.severity).toBe('error');
    expect(f?.hint).toContain("guard it so it only constrains what this change adds");
  });
});
