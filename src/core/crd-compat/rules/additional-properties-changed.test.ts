import { describe, expect, it } from 'vitest';
import { byRule, compare, specCrd } from '../testing.js';

const spec = (labels: Record<string, unknown>) => specCrd({ type: 'object', properties: { labels } });

describe('additional-properties-changed', () => {
  it('flags a map that lost additionalProperties', () => {
    const [f] = byRule(compare(spec({ type: 'object', additionalProperties: { type: 'string' } }), spec({ type: 'object' })), 'additional-properties-changed');
    expect(f).toMatchObject({ severity: 'error', ratchet: 'enforced' });
  });

  it('is an error when an object without fields becomes a map, or map values widen to any value: objects may carry anything there', () => {
    const findings = compare(spec({ type: 'object' }), spec({ type: 'object', additionalProperties: { type: 'string' } }));
    expect(byRule(findings, 'additional-properties-changed').map((f) => [f.severity, f.path])).toEqual([['error', '.spec.labels']]);
    const widened = compare(spec({ type: 'object', additionalProperties: { type: 'string' } }), spec({ type: 'object', additionalProperties: true }));
    expect(byRule(widened, 'additional-properties-changed').map((f) => f.severity)).toEqual(['error']);
  });

  it('is silent when only the value schema changes (judged below it)', () => {
    const findings = compare(spec({ type: 'object', additionalProperties: { type: 'string' } }), spec({ type: 'object', additionalProperties: { type: 'string', maxLength: 63 } }));
    expect(byRule(findings, 'additional-properties-changed')).toEqual([]);
    expect(byRule(findings, 'bound-tightened')[0]?.path).toBe('.spec.labels{*}');
  });
});
