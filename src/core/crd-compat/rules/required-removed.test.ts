import { describe, expect, it } from 'vitest';
import { byRule, compare, specCrd } from '../testing.js';

describe('required-removed', () => {
  it('reports a field that is no longer required as info', () => {
    const base = specCrd({ type: 'object', required: ['a'], properties: { a: { type: 'string' } } });
    const head = specCrd({ type: 'object', properties: { a: { type: 'string' } } });
    expect(byRule(compare(base, head), 'required-removed').map((f) => [f.severity, f.path])).toEqual([['info', '.spec.a']]);
  });

  it('ignores a reordered required list', () => {
    const props = { a: { type: 'string' }, b: { type: 'string' } };
    const findings = compare(specCrd({ type: 'object', required: ['a', 'b'], properties: props }), specCrd({ type: 'object', required: ['b', 'a'], properties: props }));
    expect(findings).toEqual([]);
  });
});
