import { describe, expect, it } from 'vitest';
import { byRule, compare, specCrd } from '../testing.js';

const spec = (name: Record<string, unknown>) => specCrd({ type: 'object', properties: { name } });

describe('pattern-removed', () => {
  it('reports a removed pattern as info', () => {
    const findings = compare(spec({ type: 'string', pattern: '^a$' }), spec({ type: 'string' }));
    expect(findings.map((f) => [f.rule, f.severity])).toEqual([['pattern-removed', 'info']]);
  });

  it('is silent for an added pattern', () => {
    expect(byRule(compare(spec({ type: 'string' }), spec({ type: 'string', pattern: '^a$' })), 'pattern-removed')).toEqual([]);
  });
});
