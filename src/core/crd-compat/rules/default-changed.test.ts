import { describe, expect, it } from 'vitest';
import { byRule, compare, specCrd } from '../testing.js';

describe('default-changed', () => {
  it('warns when a default changes', () => {
    const spec = (d: string) => specCrd({ type: 'object', properties: { mode: { type: 'string', default: d } } });
    const [f] = byRule(compare(spec('fast'), spec('slow')), 'default-changed');
    expect(f).toMatchObject({ severity: 'warning', path: '.spec.mode' });
    expect(f?.message).toContain('default changed from "fast" to "slow"');
  });

  it('is an error when the default is removed from a required field', () => {
    const base = specCrd({ type: 'object', required: ['mode'], properties: { mode: { type: 'string', default: 'fast' } } });
    const head = specCrd({ type: 'object', required: ['mode'], properties: { mode: { type: 'string' } } });
    expect(byRule(compare(base, head), 'default-changed').map((f) => f.severity)).toEqual(['error']);
  });

  it('is silent when the default is unchanged', () => {
    const spec = specCrd({ type: 'object', properties: { mode: { type: 'string', default: 'fast' } } });
    expect(compare(spec, spec)).toEqual([]);
  });
});
