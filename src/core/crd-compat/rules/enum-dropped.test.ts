import { describe, expect, it } from 'vitest';
import { byRule, compare, specCrd } from '../testing.js';

const spec = (mode: Record<string, unknown>) => specCrd({ type: 'object', properties: { mode } });

describe('enum-dropped', () => {
  it('an enum replaced by a strictly looser pattern is info, not an error', () => {
    const findings = compare(spec({ type: 'string', enum: ['fast', 'slow'] }), spec({ type: 'string', pattern: '^[a-z]+$' }));
    expect(findings.map((f) => [f.rule, f.severity])).toEqual([['enum-dropped', 'info']]);
    expect(findings[0]?.message).toContain('accepts every old value');
  });

  it('leaves the verdict to pattern-added when the new pattern rejects an old value', () => {
    const findings = compare(spec({ type: 'string', enum: ['fast', 'Slow'] }), spec({ type: 'string', pattern: '^[a-z]+$' }));
    expect(byRule(findings, 'enum-dropped')).toEqual([]);
    expect(byRule(findings, 'pattern-added')[0]?.message).toContain('"Slow"');
  });

  it('reports a plain enum removal as info', () => {
    expect(byRule(compare(spec({ type: 'string', enum: ['a'] }), spec({ type: 'string' })), 'enum-dropped').map((f) => f.severity)).toEqual(['info']);
  });
});
