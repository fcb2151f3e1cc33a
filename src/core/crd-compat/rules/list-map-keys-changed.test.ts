import { describe, expect, it } from 'vitest';
import { byRule, compare, specCrd } from '../testing.js';

const ports = (keys: string[]) =>
  specCrd({
    type: 'object',
    properties: {
      ports: {
        type: 'array',
        'x-kubernetes-list-type': 'map',
        'x-kubernetes-list-map-keys': keys,
        items: { type: 'object', required: ['name', 'protocol'], properties: { name: { type: 'string' }, protocol: { type: 'string' } } },
      },
    },
  });

describe('list-map-keys-changed', () => {
  it('flags changed keys of a map list', () => {
    const [f] = byRule(compare(ports(['name']), ports(['name', 'protocol'])), 'list-map-keys-changed');
    expect(f).toMatchObject({ severity: 'error', ratchet: 'enforced', path: '.spec.ports' });
  });

  it('ignores reordered keys', () => {
    expect(compare(ports(['name', 'protocol']), ports(['protocol', 'name']))).toEqual([]);
  });
});
