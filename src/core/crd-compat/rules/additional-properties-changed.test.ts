import { describe, expect, it } from 'vitest';
import { byRule, compare, specCrd } from '../testing.js';

const spec = (labels: Record<string, unknown>) => specCrd({ type: 'object', properties: { labels } });

describe('additional-properties-changed', () => {
  it('flags a map that lost additionalProperties', () => {
    const [f] = byRule(compare(spec({ type: 'object', additionalProperties: { type: 'string' } }), spec({ type: 'object' })), 'additional-properties-changed');
    expect(f).toMatchObject({ severity: 'error', ratchet: 'enforced' });
  });

  it('is silent when only the value schema changes (judged below it)', () => {
    const findings = compare(spec({ type: 'object', additionalProperties: { type: 'string' } }), spec({ type: 'object', additionalProperties: { type: 'string', maxLength: 63 } }));
    expect(byRule(findings, 'additional-properties-changed')).toEqual([]);
    expect(byRule(findings, 'bound-tightened')[0]?.path).toBe('.spec.labels{*}');
  });
});
