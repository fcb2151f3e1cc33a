import { describe, expect, it } from 'vitest';
import { byRule, compare, specCrd } from '../testing.js';

const spec = (x: Record<string, unknown>) => specCrd({ type: 'object', properties: { x } });

describe('nullable-added', () => {
  it('warns when null becomes acceptable', () => {
    expect(byRule(compare(spec({ type: 'string' }), spec({ type: 'string', nullable: true })), 'nullable-added').map((f) => f.severity)).toEqual(['warning']);
  });

  it('is silent when nullable is removed', () => {
    expect(byRule(compare(spec({ type: 'string', nullable: true }), spec({ type: 'string' })), 'nullable-added')).toEqual([]);
  });
});
