import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { KeptCrossFacts } from '../../core/policy/cross.js';
import { packFilesUnder } from '../../../test/support/cache-packs.js';
import { DiskCrossFactsStore } from './cross-facts-cache.js';

const facts: KeptCrossFacts = {
  documents: 2,
  objects: 2,
  kinds: ['platform.example.com/v1\u0000TenantOnboarding'],
  names: ['TenantOnboarding\u0000a', 'TenantOnboarding\u0000b'],
  namespaces: ['team-a', 'team-b'],
  namespaceNames: [],
  sums: { cpu: { num: '5', den: '2', count: 2, negative: false }, gpuCount: { num: '-1', den: '1', count: 1, negative: true } },
};

describe('the cross-document facts kept on disk', () => {
  const dirs: string[] = [];
  /** Content ids as a tree listing gives them (git blob ids). */
  const A = 'a'.repeat(40);
  const B = 'b'.repeat(40);
  const store = (build = 'b1', maxRecordChars?: number): DiskCrossFactsStore => {
    const dir = dirs[0] ?? mkdtempSync(path.join(tmpdir(), 'driftgate-facts-'));
    if (dirs.length === 0) dirs.push(dir);
    return new DiskCrossFactsStore({ dir, build, ...(maxRecordChars !== undefined ? { maxRecordChars } : {}) });
  };
  afterEach(() => {
    dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true }));
  });

  it('gives a later run the facts of the same contents under the same context, and nothing under other contents, context or build', () => {
    const first = store();
    first.set(A, 'ctx', facts, true);
    first.close();
    const second = store();
    expect(second.get(A, 'ctx')).toEqual(facts);
    expect(second.get(B, 'ctx')).toBeUndefined();
    expect(second.get(A, 'ctx2')).toBeUndefined();
    second.close();
    expect(store('b2').get(A, 'ctx')).toBeUndefined();
  });

  it('lets a check leave unread the contents it was told it may, under any context, and no others', () => {
    const first = store();
    first.set(A, 'ctx', facts, true);
    first.set(B, 'ctx', facts, false);
    expect(first.mayLeaveUnread(A)).toBe(true);
    expect(first.mayLeaveUnread(B)).toBe(false);
    first.close();
    const second = store();
    expect(second.mayLeaveUnread(A)).toBe(true);
    expect(second.mayLeaveUnread(B)).toBe(false);
    expect(second.get(B, 'ctx')).toEqual(facts);
    expect(second.mayLeaveUnread('c'.repeat(40))).toBe(false);
    expect(store('b2').mayLeaveUnread(A)).toBe(false);
  });

  it('keeps nothing of a record over its bound, and does not leave its contents unread', () => {
    const small = store('b1', 16);
    small.set(A, 'ctx', facts, true);
    expect(small.mayLeaveUnread(A)).toBe(false);
    small.close();
    expect(store('b1', 16).get(A, 'ctx')).toBeUndefined();
    expect(store('b1', 16).mayLeaveUnread(A)).toBe(false);
  });

  it('takes an entry that is not a record of facts as a miss', () => {
    const first = store();
    first.set(A, 'ctx', { ...facts, sums: { cpu: { num: '5', den: '2', count: -1, negative: false } } }, true);
    first.set(B, 'ctx', { ...facts, names: [1 as unknown as string] }, true);
    first.close();
    const second = store();
    expect(second.get(A, 'ctx')).toBeUndefined();
    expect(second.get(B, 'ctx')).toBeUndefined();
    expect(second.stats.misses).toBe(2);
  });

  it('takes an entry whose bytes changed on disk as a miss, whose contents are then read', () => {
    const first = store();
    first.set(A, 'ctx', facts, true);
    first.close();
    for (const pack of packFilesUnder(dirs[0] ?? '')) {
      const bytes = readFileSync(pack);
      const record = bytes.indexOf('"mayLeaveUnread":true');
      expect(record).toBeGreaterThan(0);
      bytes[record + 2] = bytes[record + 2]! ^ 1;
      writeFileSync(pack, bytes);
    }
    expect(store().get(A, 'ctx')).toBeUndefined();
    expect(store().mayLeaveUnread(A)).toBe(false);
  });
});
