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
  const store = (build = 'b1', maxTextChars?: number): DiskCrossFactsStore => {
    const dir = dirs[0] ?? mkdtempSync(path.join(tmpdir(), 'driftgate-facts-'));
    if (dirs.length === 0) dirs.push(dir);
    return new DiskCrossFactsStore({ dir, build, ...(maxTextChars !== undefined ? { maxTextChars } : {}) });
  };
  afterEach(() => {
    dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true }));
  });

  it('gives a later run the facts of a text under the same context, and nothing under another text, context or build', () => {
    const first = store();
    first.set('text', 'ctx', facts);
    first.close();
    const second = store();
    expect(second.get('text', 'ctx')).toEqual(facts);
    expect(second.get('text ', 'ctx')).toBeUndefined();
    expect(second.get('text', 'ctx2')).toBeUndefined();
    second.close();
    expect(store('b2').get('text', 'ctx')).toBeUndefined();
  });

  it('keeps nothing of a text over its bound', () => {
    const small = store('b1', 4);
    small.set('longer', 'ctx', facts);
    small.close();
    expect(store('b1', 4).get('longer', 'ctx')).toBeUndefined();
  });

  it('takes an entry that is not a record of facts as a miss', () => {
    const first = store();
    first.set('text', 'ctx', { ...facts, sums: { cpu: { num: '5', den: '2', count: -1, negative: false } } });
    first.set('other', 'ctx', { ...facts, names: [1 as unknown as string] });
    first.close();
    const second = store();
    expect(second.get('text', 'ctx')).toBeUndefined();
    expect(second.get('other', 'ctx')).toBeUndefined();
    expect(second.stats.misses).toBe(2);
  });

  it('takes an entry whose bytes changed on disk as a miss', () => {
    const first = store();
    first.set('text', 'ctx', facts);
    first.close();
    for (const pack of packFilesUnder(dirs[0] ?? '')) {
      const bytes = readFileSync(pack);
      bytes[bytes.length - 3] = bytes[bytes.length - 3]! ^ 1;
      writeFileSync(pack, bytes);
    }
    expect(store().get('text', 'ctx')).toBeUndefined();
  });
});
