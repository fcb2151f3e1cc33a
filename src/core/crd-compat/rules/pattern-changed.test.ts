import { describe, expect, it } from 'vitest';
import { byRule, compare, specCrd } from '../testing.js';

const spec = (name: Record<string, unknown>) => specCrd({ type: 'object', properties: { name } });

describe('pattern-changed', () => {
  it('warns when containment cannot be decided', () => {
    const [f] = byRule(compare(spec({ type: 'string', pattern: '^[a-z]+$' }), spec({ type: 'string', pattern: '^[a-z0-9]+$' })), 'pattern-changed');
    expect(f?.severity).toBe('warning');
    expect(f?.message).toContain('cannot be decided');
  });

  it('is an error when the old default no longer matches', () => {
    const [f] = byRule(compare(spec({ type: 'string', default: 'abc', pattern: '^[a-z]+$' }), spec({ type: 'string', default: 'abc', pattern: '^[0-9]+$' })), 'pattern-changed');
    expect(f?.severity).toBe('error');
    expect(f?.message).toContain('"abc" was admitted before and is refused now');
  });

  it('is info when every value of the old enum matches the new pattern', () => {
    const findings = byRule(compare(spec({ type: 'string', enum: ['a1'], pattern: '^[a-z0-9]+$' }), spec({ type: 'string', enum: ['a1'], pattern: '^[a-z][0-9]$' })), 'pattern-changed');
    expect(findings.map((f) => f.severity)).toEqual(['info']);
  });
});

describe('pattern-changed: a narrowed pattern', () => {
  it('is an error with a string of the old pattern that the new one refuses (Gateway API v1.5.0 CORS allowOrigins)', () => {
    const before = '(^\\*$)|(^([a-zA-Z][a-zA-Z0-9+\\-.]+):\\/\\/([^:/?#]+)(:([0-9]{1,5}))?$)';
    const after = '(^\\*$)|(^(http(s)?):\\/\\/(((\\*\\.)?([a-zA-Z0-9\\-]+\\.)*[a-zA-Z0-9-]+|\\*)(:([0-9]{1,5}))?)$)';
    const [f] = byRule(compare(spec({ type: 'string', maxLength: 253, pattern: before }), spec({ type: 'string', maxLength: 253, pattern: after })), 'pattern-changed');
    expect(f?.severity).toBe('error');
    const example = /; "([^"]+)" was admitted before and is refused now/.exec(f?.message ?? '')?.[1];
    expect(example).toBeDefined();
    expect(new RegExp(before).test(example!)).toBe(true);
    expect(new RegExp(after).test(example!)).toBe(false);
  });
});
