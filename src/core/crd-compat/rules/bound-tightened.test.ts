import { describe, expect, it } from 'vitest';
import { byRule, compare, specCrd } from '../testing.js';

const spec = (n: Record<string, unknown>) => specCrd({ type: 'object', properties: { n } });

describe('bound-tightened', () => {
  it.each([
    [{ type: 'integer', maximum: 10 }, { type: 'integer', maximum: 5 }, 'maximum lowered from 10 to 5'],
    [{ type: 'integer' }, { type: 'integer', minimum: 1 }, 'minimum 1 added'],
    [{ type: 'integer', minimum: 1 }, { type: 'integer', minimum: 1, exclusiveMinimum: true }, 'exclusiveMinimum turned on'],
    [{ type: 'string', maxLength: 10 }, { type: 'string', maxLength: 8 }, 'maxLength lowered from 10 to 8'],
    [{ type: 'array', items: { type: 'string' } }, { type: 'array', items: { type: 'string' }, minItems: 1 }, 'minItems 1 added'],
    [{ type: 'integer', multipleOf: 2 }, { type: 'integer', multipleOf: 4 }, 'multipleOf changed from 2 to 4'],
  ])('flags %j → %j', (before, after, text) => {
    const [f] = byRule(compare(spec(before), spec(after)), 'bound-tightened');
    expect(f?.severity).toBe('error');
    expect(f?.message).toContain(text);
  });

  it.each([
    [{ type: 'integer', maximum: 10 }, { type: 'integer', maximum: 5 }, '6 was admitted before'],
    [{ type: 'integer', minimum: 0 }, { type: 'integer', minimum: 0, exclusiveMinimum: true }, '0 was admitted before'],
    [{ type: 'string', maxLength: 10 }, { type: 'string', maxLength: 8 }, '"aaaaaaaaa" was admitted before'],
    [{ type: 'array', items: { type: 'string' }, maxItems: 10 }, { type: 'array', items: { type: 'string' }, maxItems: 3 }, 'a list of 4 items was admitted before'],
    [{ type: 'array', items: { type: 'string' } }, { type: 'array', items: { type: 'string' }, minItems: 1 }, 'an empty list was admitted before'],
  ])('names a value %j admitted and %j refuses', (before, after, text) => {
    const [f] = byRule(compare(spec(before), spec(after)), 'bound-tightened');
    expect(f?.severity).toBe('error');
    expect(f?.message).toContain(text);
  });

  it('is info, with the reason, when every value of the old enum is within the new bound', () => {
    const findings = byRule(compare(spec({ type: 'string', enum: ['A', 'BB'] }), spec({ type: 'string', enum: ['A', 'BB'], maxLength: 10 })), 'bound-tightened');
    expect(findings.map((f) => f.severity)).toEqual(['info']);
    expect(findings[0]?.message).toContain('maxLength 10 added; not a tightening: the old schema admitted only its enum "A", "BB", and every one of them passes the new maxLength');
  });

  it('is still an error when an old enum value is beyond the new bound', () => {
    const [f] = byRule(compare(spec({ type: 'string', enum: ['A', 'LONGER'] }), spec({ type: 'string', enum: ['A', 'LONGER'], maxLength: 3 })), 'bound-tightened');
    expect(f?.severity).toBe('error');
    expect(f?.message).toContain('"LONGER" was admitted before and is refused now');
  });

  it('reads the old CEL rules of the node: values they refused were never admitted', () => {
    const base = { type: 'integer', 'x-kubernetes-validations': [{ rule: 'self <= 5' }], enum: [1, 5, 20] };
    const head = { ...base, maximum: 5 };
    expect(byRule(compare(spec(base), spec(head)), 'bound-tightened').map((f) => f.severity)).toEqual(['info']);
  });

  it('is info when uniqueItems over an enum of items already capped the count', () => {
    const items = { type: 'string', enum: ['a', 'b'] };
    const findings = byRule(compare(spec({ type: 'array', uniqueItems: true, items }), spec({ type: 'array', uniqueItems: true, items, maxItems: 2 })), 'bound-tightened');
    expect(findings.map((f) => f.severity)).toEqual(['info']);
  });

  it('stays an error without an example when nothing can be decided', () => {
    const undecidable = { 'x-kubernetes-validations': [{ rule: 'self.noSuchFunction()' }] };
    const [f] = byRule(compare(spec({ type: 'string', pattern: '^x{20}$', ...undecidable }), spec({ type: 'string', pattern: '^x{20}$', maxLength: 8, ...undecidable })), 'bound-tightened');
    expect(f?.severity).toBe('error');
    expect(f?.message).not.toContain('was admitted before');
  });

  it('is silent for loosened bounds', () => {
    expect(byRule(compare(spec({ type: 'integer', maximum: 5, multipleOf: 4 }), spec({ type: 'integer', maximum: 10, multipleOf: 2 })), 'bound-tightened')).toEqual([]);
  });
});
