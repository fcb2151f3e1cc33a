import { describe, expect, it } from 'vitest';
import { byRule, compare, specCrd } from '../testing.js';

const spec = (name: Record<string, unknown>) => specCrd({ type: 'object', properties: { name } });

describe('pattern-added', () => {
  it('flags a pattern added to a free-form string', () => {
    const [f] = byRule(compare(spec({ type: 'string' }), spec({ type: 'string', pattern: '^[a-z]+$' })), 'pattern-added');
    expect(f).toMatchObject({ severity: 'error', path: '.spec.name', ratchet: 'tolerated' });
  });

  it('names the old default the pattern rejects', () => {
    const [f] = byRule(compare(spec({ type: 'string', default: 'ABC' }), spec({ type: 'string', default: 'ABC', pattern: '^[a-z]+$' })), 'pattern-added');
    expect(f?.message).toContain('rejects the old default "ABC"');
  });

  it('is not an error when the pattern accepts every value of the enum it constrains', () => {
    expect(byRule(compare(spec({ type: 'string', enum: ['a', 'b'] }), spec({ type: 'string', enum: ['a', 'b'], pattern: '^[ab]$' })), 'pattern-added')).toEqual([]);
  });
});
