import { describe, expect, it } from 'vitest';
import { byRule, compare, specCrd } from '../testing.js';

const spec = (n: Record<string, unknown>) => specCrd({ type: 'object', properties: { n } });

describe('bound-loosened', () => {
  it('reports loosened and removed bounds as info', () => {
    const findings = byRule(compare(spec({ type: 'integer', maximum: 5, minimum: 1 }), spec({ type: 'integer', maximum: 10 })), 'bound-loosened');
    expect(findings.map((f) => [f.severity, f.message.split(' (')[0]])).toEqual([
      ['info', 'v1 .spec.n: minimum 1 removed'],
      ['info', 'v1 .spec.n: maximum raised from 5 to 10'],
    ]);
  });

  it('is silent for tightened bounds', () => {
    expect(byRule(compare(spec({ type: 'integer', maximum: 10 }), spec({ type: 'integer', maximum: 5 })), 'bound-loosened')).toEqual([]);
  });
});
