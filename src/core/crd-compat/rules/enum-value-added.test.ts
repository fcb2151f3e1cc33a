import { describe, expect, it } from 'vitest';
import { compare, specCrd } from '../testing.js';

const spec = (mode: Record<string, unknown>) => specCrd({ type: 'object', properties: { mode } });

describe('enum-value-added', () => {
  it('warns about added enum values (not an error)', () => {
    const findings = compare(spec({ type: 'string', enum: ['a'] }), spec({ type: 'string', enum: ['a', 'b'] }));
    expect(findings.map((f) => [f.rule, f.severity])).toEqual([['enum-value-added', 'warning']]);
  });

  it('reports nothing when the config allows enum additions', () => {
    const findings = compare(spec({ type: 'string', enum: ['a'] }), spec({ type: 'string', enum: ['a', 'b'] }), {
      rules: { 'enum-value-added': { options: { allow: true } } },
      acknowledgements: [],
    });
    expect(findings).toEqual([]);
  });
});
