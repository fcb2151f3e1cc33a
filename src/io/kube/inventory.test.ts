import { describe, expect, it } from 'vitest';
import { decodeEntries, encodeEntries } from './inventory.js';

describe('inventory encoding', () => {
  it('round-trips entries with and without a recorded uid (older inventories have none)', () => {
    const entries = [
      { apiVersion: 'v1', kind: 'Namespace', name: 'team-a', uid: '5f0c0e7a-1111-4222-8333-944445555666' },
      { apiVersion: 'v1', kind: 'ConfigMap', namespace: 'team-a', name: 'app' },
    ];
    const text = encodeEntries(entries);
    expect(text).toBe('v1 ConfigMap team-a app\nv1 Namespace - team-a 5f0c0e7a-1111-4222-8333-944445555666\n');
    expect(decodeEntries(text)).toEqual([entries[1], entries[0]]);
    expect(decodeEntries('v1 ConfigMap team-a\n\ngarbage\n')).toEqual([]);
  });
});
