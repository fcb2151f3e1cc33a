import { describe, expect, it } from 'vitest';
import { byRule, compare, specCrd } from '../testing.js';

const spec = (x: Record<string, unknown>) => specCrd({ type: 'object', properties: { x } });

describe('nullable-removed', () => {
  it('flags nullable: true removed', () => {
    expect(byRule(compare(spec({ type: 'string', nullable: true }), spec({ type: 'string' })), 'nullable-removed').map((f) => f.severity)).toEqual(['error']);
  });

  it('is silent when nullable is added', () => {
    expect(byRule(compare(spec({ type: 'string' }), spec({ type: 'string', nullable: true })), 'nullable-removed')).toEqual([]);
  });
});
