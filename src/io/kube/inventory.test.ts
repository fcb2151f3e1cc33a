import { describe, expect, it } from 'vitest';
import { decodeEntries, encodeEntries, INVENTORY_PART_BYTES, inventoryPartName, MAX_INVENTORY_BYTES, splitEncoded } from './inventory.js';

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

describe('split inventories', () => {
  const entry = (i: number) => ({ apiVersion: 'platform.example.com/v1', kind: 'TenantOnboarding', namespace: 'tenants', name: `team-${String(i).padStart(5, '0')}`, uid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}` });

  it('cuts the encoded list at line ends into chunks within the limit, losing and reordering nothing', () => {
    const encoded = encodeEntries(Array.from({ length: 1000 }, (_, i) => entry(i)));
    const chunks = splitEncoded(encoded, 10_000);
    expect(chunks.length).toBeGreaterThan(1);
    for (const c of chunks) {
      expect(Buffer.byteLength(c)).toBeLessThanOrEqual(10_000);
      expect(c.endsWith('\n')).toBe(true);
    }
    expect(chunks.join('')).toBe(encoded);
    expect(decodeEntries(chunks.join(''))).toHaveLength(1000);
  });

  it('keeps a line longer than the limit whole, in a chunk of its own; nothing for an empty list', () => {
    expect(splitEncoded('a b - long-name\nx y - z\n', 8)).toEqual(['a b - long-name\n', 'x y - z\n']);
    expect(splitEncoded('', 100)).toEqual([]);
  });

  it('names a part by its content: the same text the same name, another text another name, a valid ConfigMap name', () => {
    const a = inventoryPartName('driftgate-inventory-0123456789', 'v1 Namespace - a\n');
    expect(a).toMatch(/^driftgate-inventory-0123456789-[0-9a-f]{16}$/);
    expect(inventoryPartName('driftgate-inventory-0123456789', 'v1 Namespace - a\n')).toBe(a);
    expect(inventoryPartName('driftgate-inventory-0123456789', 'v1 Namespace - b\n')).not.toBe(a);
    expect(inventoryPartName('x'.repeat(253), 'v1 Namespace - a\n').length).toBeLessThanOrEqual(253);
  });

  it('10,000 tenants with uids do not fit one ConfigMap at the example names: they are split', () => {
    const encoded = encodeEntries(Array.from({ length: 10_000 }, (_, i) => entry(i)));
    expect(Buffer.byteLength(encoded)).toBeGreaterThan(MAX_INVENTORY_BYTES);
    const chunks = splitEncoded(encoded, INVENTORY_PART_BYTES);
    expect(chunks).toHaveLength(Math.ceil(Buffer.byteLength(encoded) / INVENTORY_PART_BYTES));
  });
});
