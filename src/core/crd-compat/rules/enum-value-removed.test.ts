import { describe, expect, it } from 'vitest';
import { byRule, compare, specCrd } from '../testing.js';

const spec = (mode: Record<string, unknown>) => specCrd({ type: 'object', properties: { mode } });

describe('enum-value-removed', () => {
  it('flags removed enum values', () => {
    const [f] = byRule(compare(spec({ type: 'string', enum: ['a', 'b', 'c'] }), spec({ type: 'string', enum: ['a', 'c'] })), 'enum-value-removed');
    expect(f).toMatchObject({ severity: 'error', path: '.spec.mode', ratchet: 'tolerated' });
    expect(f?.message).toContain('"b" removed');
  });

  it('is silent when values are only reordered or added', () => {
    expect(byRule(compare(spec({ type: 'string', enum: ['a', 'b'] }), spec({ type: 'string', enum: ['b', 'a', 'c'] })), 'enum-value-removed')).toEqual([]);
  });
});
