import { describe, expect, it } from 'vitest';
import { byRule, compare, specCrd } from '../testing.js';

const list = (extra: Record<string, unknown>) => specCrd({ type: 'object', properties: { tags: { type: 'array', items: { type: 'string' }, ...extra } } });

describe('list-type-changed', () => {
  it('unset → atomic is not a change', () => {
    expect(compare(list({}), list({ 'x-kubernetes-list-type': 'atomic' }))).toEqual([]);
  });

  it('atomic → set is a non-ratcheted error', () => {
    const [f] = byRule(compare(list({}), list({ 'x-kubernetes-list-type': 'set' })), 'list-type-changed');
    expect(f).toMatchObject({ severity: 'error', ratchet: 'enforced', path: '.spec.tags' });
  });

  it('set → atomic is a warning', () => {
    expect(byRule(compare(list({ 'x-kubernetes-list-type': 'set' }), list({ 'x-kubernetes-list-type': 'atomic' })), 'list-type-changed').map((f) => f.severity)).toEqual(['warning']);
  });
});
