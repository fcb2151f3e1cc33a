import { describe, expect, it } from 'vitest';
import { decodeEntries, encodeEntries, INVENTORY_PART_BYTES, inventoryPartName, MAX_INVENTORY_BYTES, readBackEntries, splitEncoded, type InventoryEntry } from './inventory.js';

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

describe('the entries a list reads back as, without its text', () => {
  const ns = (name: string, uid?: string): InventoryEntry => ({ apiVersion: 'v1', kind: 'Namespace', name, ...(uid !== undefined ? { uid } : {}) });
  const cm = (namespace: string, name: string): InventoryEntry => ({ apiVersion: 'v1', kind: 'ConfigMap', namespace, name });

  it('is what decoding the encoded list gives: one per line, in line order, frozen (repeats, no uid, an empty uid)', () => {
    const lists: InventoryEntry[][] = [
      [],
      [ns('b', 'u-2'), cm('a', 'x'), ns('a'), cm('a', 'x'), ns('c', '')],
      [{ apiVersion: 'platform.example.com/v1alpha1', kind: 'TenantOnboarding', namespace: 'tenants', name: 't1', uid: 'u' }, { ...cm('z', 'y'), extra: 'not stored' } as InventoryEntry],
    ];
    for (const list of lists) {
      const readBack = readBackEntries(list);
      expect(readBack).toEqual(decodeEntries(encodeEntries(list)));
      expect(Object.isFrozen(readBack) && readBack?.every((e) => Object.isFrozen(e))).toBe(true);
    }
  });

  it('keeps a frozen entry that holds only what a line holds, and copies any other', () => {
    const frozen = Object.freeze(ns('a', 'u-1'));
    const open = ns('b');
    const readBack = readBackEntries([open, frozen]);
    expect(readBack?.[0]).toBe(frozen);
    expect(readBack?.[1]).not.toBe(open);
    expect(readBack?.[1]).toEqual(open);
  });

  it('gives nothing for an entry that would not read back as itself, so such a list is decoded instead', () => {
    for (const odd of [cm('', 'x'), cm('-', 'x'), cm('a b', 'x'), ns('has space'), ns(''), ns('a', 'u 1'), { apiVersion: 'v1', kind: '', name: 'x' }]) {
      expect(readBackEntries([ns('fine'), odd])).toBeUndefined();
      // the reason: decoding the encoded list does not give the entry back
      expect(decodeEntries(encodeEntries([odd]))).not.toEqual([odd]);
    }
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
