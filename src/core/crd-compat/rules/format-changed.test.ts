import { describe, expect, it } from 'vitest';
import { byRule, compare, specCrd } from '../testing.js';

const spec = (at: Record<string, unknown>) => specCrd({ type: 'object', properties: { at } });

describe('format-changed', () => {
  it('flags a validated format added to an existing field', () => {
    expect(byRule(compare(spec({ type: 'string' }), spec({ type: 'string', format: 'date-time' })), 'format-changed').map((f) => f.severity)).toEqual(['error']);
  });

  it('treats a format the API server does not validate, and a removed format, as info', () => {
    expect(byRule(compare(spec({ type: 'integer' }), spec({ type: 'integer', format: 'int32' })), 'format-changed').map((f) => f.severity)).toEqual(['info']);
    expect(byRule(compare(spec({ type: 'string', format: 'uuid' }), spec({ type: 'string' })), 'format-changed').map((f) => f.severity)).toEqual(['info']);
  });
});
