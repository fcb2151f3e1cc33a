import { describe, expect, it } from 'vitest';
import { byRule, compare, specCrd } from '../testing.js';

const spec = (extra: Record<string, unknown>) => specCrd({ type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' } }, ...extra });

describe('composition-keyword-changed', () => {
  it('flags a new oneOf as a non-ratcheted error', () => {
    const [f] = byRule(compare(spec({}), spec({ oneOf: [{ required: ['a'] }, { required: ['b'] }] })), 'composition-keyword-changed');
    expect(f).toMatchObject({ severity: 'error', ratchet: 'enforced' });
  });

  it('an added anyOf branch is info', () => {
    const before = { anyOf: [{ required: ['a'] }] };
    const after = { anyOf: [{ required: ['a'] }, { required: ['b'] }] };
    expect(byRule(compare(spec(before), spec(after)), 'composition-keyword-changed').map((f) => f.severity)).toEqual(['info']);
  });

  it('is silent when branches are only reordered', () => {
    expect(compare(spec({ allOf: [{ required: ['a'] }, { required: ['b'] }] }), spec({ allOf: [{ required: ['b'] }, { required: ['a'] }] }))).toEqual([]);
  });
});
