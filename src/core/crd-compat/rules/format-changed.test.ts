import { describe, expect, it } from 'vitest';
import { byRule, compare, specCrd } from '../testing.js';

const spec = (at: Record<string, unknown>) => specCrd({ type: 'object', properties: { at } });

describe('format-changed', () => {
  it('flags a validated format added to an existing field', () => {
    expect(byRule(compare(spec({ type: 'string' }), spec({ type: 'string', format: 'date-time' })), 'format-changed').map((f) => f.severity)).toEqual(['error']);
  });

  it('names a value the new format refuses', () => {
    const [f] = byRule(compare(spec({ type: 'string' }), spec({ type: 'string', format: 'uuid' })), 'format-changed');
    expect(f?.message).toContain('"a" was admitted before and is refused now');
  });

  it('is info when every value of the old enum is valid in the new format', () => {
    const findings = byRule(compare(spec({ type: 'string', enum: ['example.com', 'localhost'] }), spec({ type: 'string', enum: ['example.com', 'localhost'], format: 'hostname' })), 'format-changed');
    expect(findings.map((f) => f.severity)).toEqual(['info']);
    expect(findings[0]?.message).toContain('not a tightening');
  });

  it('treats a format the API server does not validate, and a removed format, as info', () => {
    expect(byRule(compare(spec({ type: 'integer' }), spec({ type: 'integer', format: 'int32' })), 'format-changed').map((f) => f.severity)).toEqual(['info']);
    expect(byRule(compare(spec({ type: 'string', format: 'uuid' }), spec({ type: 'string' })), 'format-changed').map((f) => f.severity)).toEqual(['info']);
  });
});
