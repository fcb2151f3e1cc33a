import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { packFilesUnder } from '../../../test/support/cache-packs.js';
import { MAX_SMALL_PACKS, PACK_BYTES, PackStore } from './pack-store.js';

const scratch: string[] = [];
afterAll(() => scratch.forEach((d) => rmSync(d, { recursive: true, force: true })));
const tempDir = (): string => {
  const d = mkdtempSync(path.join(tmpdir(), 'driftgate-pack-store-'));
  scratch.push(d);
  return d;
};
const open = (dir: string, maxBytes = 1 << 30): PackStore => new PackStore({ dir, kind: 'test-v1', build: 'b', maxBytes });
const packPaths = packFilesUnder;
const text = (buffer: Buffer | undefined): string | undefined => buffer?.toString('utf8');

describe('PackStore', () => {
  it('writes one pack per run, at its end, and a later run reads each entry by its key', () => {
    const dir = tempDir();
    const store = open(dir);
    const written: string[] = [];
    for (let i = 0; i < 100; i++) store.write(`key ${i}`, `value ${i}`, () => written.push(`key ${i}`));
    // Nothing is on disk before the end of the run, but the run reads what it made.
    expect(packPaths(dir)).toEqual([]);
    expect(text(store.read('key 7'))).toBe('value 7');
    store.close();
    expect(written).toHaveLength(100);
    expect(packPaths(dir)).toHaveLength(1);
    const later = open(dir);
    expect(text(later.read('key 0'))).toBe('value 0');
    expect(text(later.read('key 99'))).toBe('value 99');
    expect(later.read('key 100')).toBeUndefined();
    later.close();
    // A run with no new entries writes nothing.
    expect(packPaths(dir)).toHaveLength(1);
  });

  it('sees the packs of runs that end while it is open only when it opens again, and never loses them', () => {
    const dir = tempDir();
    const a = open(dir);
    const b = open(dir);
    a.write('a', 'from a', () => undefined);
    b.write('b', 'from b', () => undefined);
    expect(a.read('b')).toBeUndefined();
    a.close();
    b.close();
    const c = open(dir);
    expect(text(c.read('a'))).toBe('from a');
    expect(text(c.read('b'))).toBe('from b');
    c.close();
  });

  it(`folds small packs into one past ${MAX_SMALL_PACKS}, keeping what the folding run used`, () => {
    const dir = tempDir();
    for (let i = 0; i < MAX_SMALL_PACKS; i++) {
      const run = open(dir);
      run.write(`key ${i}`, `value ${i}`, () => undefined);
      run.close();
    }
    expect(packPaths(dir)).toHaveLength(MAX_SMALL_PACKS);
    const folding = open(dir);
    for (let i = 0; i < 4; i++) expect(text(folding.read(`key ${i}`))).toBe(`value ${i}`);
    folding.write('new', 'new value', () => undefined);
    folding.close();
    expect(packPaths(dir)).toHaveLength(1);
    const after = open(dir);
    for (let i = 0; i < 4; i++) expect(text(after.read(`key ${i}`))).toBe(`value ${i}`);
    expect(text(after.read('new'))).toBe('new value');
    expect(after.read('key 5')).toBeUndefined();
    after.close();
  });

  it(`writes a pack whenever ${PACK_BYTES / 1024 / 1024} MiB of new entries wait, not only at the end`, () => {
    const dir = tempDir();
    const store = open(dir);
    const big = 'x'.repeat(1024 * 1024);
    let written = 0;
    for (let i = 0; i < 20; i++) store.write(`big ${i}`, `${i}${big}`, () => (written += 1));
    expect(packPaths(dir)).toHaveLength(1);
    expect(written).toBe(15);
    store.close();
    expect(written).toBe(20);
    expect(packPaths(dir)).toHaveLength(2);
    const later = open(dir);
    expect(text(later.read('big 0'))?.startsWith('0x')).toBe(true);
    expect(text(later.read('big 19'))?.startsWith('19x')).toBe(true);
    later.close();
  });

  it('removes a temporary file a killed run left an hour ago, and not a newer one', () => {
    const dir = tempDir();
    const first = open(dir);
    first.write('k', 'v', () => undefined);
    first.close();
    const folder = path.dirname(packPaths(dir)[0] ?? '');
    const stale = path.join(folder, 'stale.tmp');
    const fresh = path.join(folder, 'fresh.tmp');
    writeFileSync(stale, 'half a pack');
    writeFileSync(fresh, 'being written');
    const hoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(stale, hoursAgo, hoursAgo);
    const later = open(dir);
    expect(text(later.read('k'))).toBe('v');
    later.close();
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
  });

  it('keeps nothing that alone passes the size bound', () => {
    const dir = tempDir();
    const store = open(dir, 1_000);
    let written = 0;
    store.write('k', 'v'.repeat(2_000), () => (written += 1));
    store.close();
    expect(written).toBe(0);
    expect(packPaths(dir)).toEqual([]);
  });
});
