import { describe, expect, it } from 'vitest';
import { byRule, compare, specCrd } from '../testing.js';

const spec = (mode: Record<string, unknown>) => specCrd({ type: 'object', properties: { mode } });

describe('enum-added-to-unconstrained', () => {
  it('flags an enum added to a free-form field', () => {
    const [f] = byRule(compare(spec({ type: 'string' }), spec({ type: 'string', enum: ['a', 'b'] })), 'enum-added-to-unconstrained');
    expect(f).toMatchObject({ severity: 'error', path: '.spec.mode' });
    expect(f?.message).toContain('"A" was admitted before and is refused now');
  });

  it('is info when a boolean gets an enum of both values', () => {
    const findings = byRule(compare(spec({ type: 'boolean' }), spec({ type: 'boolean', enum: [true, false] })), 'enum-added-to-unconstrained');
    expect(findings.map((f) => f.severity)).toEqual(['info']);
  });

  it('is silent when the field already had an enum', () => {
    expect(byRule(compare(spec({ type: 'string', enum: ['a'] }), spec({ type: 'string', enum: ['a', 'b'] })), 'enum-added-to-unconstrained')).toEqual([]);
  });
});
