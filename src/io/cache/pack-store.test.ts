import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { packFilesUnder } from '../../../test/support/cache-packs.js';
import { MAX_SMALL_PACKS, PACK_BYTES, PackStore, READ_WINDOW_BYTES } from './pack-store.js';

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

  it('reads payloads through its read window in any order: small, straddling a window, larger than one', () => {
    const dir = tempDir();
    const store = open(dir);
    // Sizes chosen so that payloads end exactly at, straddle and exceed a window's end.
    const sizes = [10, READ_WINDOW_BYTES - 10 - 20, 20, 5_000, READ_WINDOW_BYTES + 7, 300, READ_WINDOW_BYTES, 1, ...Array.from({ length: 400 }, (_, i) => 97 * i + 1)];
    const value = (i: number): string => `<${i}>`.padEnd(sizes[i]!, String.fromCharCode(97 + (i % 26))).slice(0, sizes[i]!);
    sizes.forEach((_, i) => store.write(`key ${i}`, value(i), () => undefined));
    store.close();
    const orders = [sizes.map((_, i) => i), sizes.map((_, i) => sizes.length - 1 - i), sizes.map((_, i) => (i * 151) % sizes.length)];
    for (const order of orders) {
      const later = open(dir);
      for (const i of order) expect(text(later.read(`key ${i}`)), `entry ${i}`).toBe(value(i));
      later.close();
    }
  });

  it('misses an entry whose bytes changed on disk, also when a window read before it holds them, and reads its neighbours', () => {
    const dir = tempDir();
    const store = open(dir);
    for (let i = 0; i < 50; i++) store.write(`key ${i}`, `[payload ${i}]`.repeat(20), () => undefined);
    store.close();
    const [pack] = packPaths(dir);
    const bytes = readFileSync(pack!);
    const at = bytes.indexOf('[payload 30]');
    bytes[at + 1] = 'P'.charCodeAt(0);
    writeFileSync(pack!, bytes);
    const later = open(dir);
    // The first read takes a window that covers the altered entry.
    expect(text(later.read('key 0'))).toBe('[payload 0]'.repeat(20));
    expect(later.read('key 30')).toBeUndefined();
    expect(text(later.read('key 29'))).toBe('[payload 29]'.repeat(20));
    expect(text(later.read('key 31'))).toBe('[payload 31]'.repeat(20));
    later.close();
  });
});
