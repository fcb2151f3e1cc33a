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
    expect(f?.message).toContain('"ABC" was admitted before and is refused now');
  });

  it('is info, with the reason, when the pattern accepts every value of the enum it constrains', () => {
    const findings = byRule(compare(spec({ type: 'string', enum: ['a', 'b'] }), spec({ type: 'string', enum: ['a', 'b'], pattern: '^[ab]$' })), 'pattern-added');
    expect(findings.map((f) => f.severity)).toEqual(['info']);
    expect(findings[0]?.message).toContain('not a tightening: the old schema admitted only its enum "a", "b"');
  });

  it('is an error naming the old enum value the pattern refuses', () => {
    const [f] = byRule(compare(spec({ type: 'string', enum: ['a', 'B'] }), spec({ type: 'string', enum: ['a', 'B'], pattern: '^[a-z]$' })), 'pattern-added');
    expect(f?.severity).toBe('error');
    expect(f?.message).toContain('"B" was admitted before and is refused now');
  });

  it('finds an example a free-form field admitted', () => {
    const [f] = byRule(compare(spec({ type: 'string' }), spec({ type: 'string', pattern: '^[a-z]+$' })), 'pattern-added');
    expect(f?.message).toContain('"A" was admitted before and is refused now');
  });
});
