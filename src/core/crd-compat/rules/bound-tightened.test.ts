import { describe, expect, it } from 'vitest';
import { byRule, compare, specCrd } from '../testing.js';

const spec = (n: Record<string, unknown>) => specCrd({ type: 'object', properties: { n } });

describe('bound-tightened', () => {
  it.each([
    [{ type: 'integer', maximum: 10 }, { type: 'integer', maximum: 5 }, 'maximum lowered from 10 to 5'],
    [{ type: 'integer' }, { type: 'integer', minimum: 1 }, 'minimum 1 added'],
    [{ type: 'integer', minimum: 1 }, { type: 'integer', minimum: 1, exclusiveMinimum: true }, 'exclusiveMinimum turned on'],
    [{ type: 'string', maxLength: 10 }, { type: 'string', maxLength: 8 }, 'maxLength lowered from 10 to 8'],
    [{ type: 'array', items: { type: 'string' } }, { type: 'array', items: { type: 'string' }, minItems: 1 }, 'minItems 1 added'],
    [{ type: 'integer', multipleOf: 2 }, { type: 'integer', multipleOf: 4 }, 'multipleOf changed from 2 to 4'],
  ])('flags %j → %j', (before, after, text) => {
    const [f] = byRule(compare(spec(before), spec(after)), 'bound-tightened');
    expect(f?.severity).toBe('error');
    expect(f?.message).toContain(text);
  });

  it('is silent for loosened bounds', () => {
    expect(byRule(compare(spec({ type: 'integer', maximum: 5, multipleOf: 4 }), spec({ type: 'integer', maximum: 10, multipleOf: 2 })), 'bound-tightened')).toEqual([]);
  });
});
