import { describe, expect, it } from 'vitest';
import { byRule, compare, specCrd } from '../testing.js';

const sel = (extra: Record<string, unknown>) => specCrd({ type: 'object', properties: { selector: { type: 'object', additionalProperties: { type: 'string' }, ...extra } } });

describe('map-type-changed', () => {
  it('warns when a granular map becomes atomic', () => {
    expect(byRule(compare(sel({}), sel({ 'x-kubernetes-map-type': 'atomic' })), 'map-type-changed').map((f) => f.severity)).toEqual(['warning']);
  });

  it('unset → granular is not a change', () => {
    expect(compare(sel({}), sel({ 'x-kubernetes-map-type': 'granular' }))).toEqual([]);
  });
});
