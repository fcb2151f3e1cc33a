import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { packFilesUnder } from '../../../test/support/cache-packs.js';
import { parseYaml } from '../../core/yaml/parse.js';
import { PackStore } from './pack-store.js';
import { defaultCacheRoot } from './cache-root.js';
import { DiskParseCache, DiskValidatorCodeStore } from './parse-cache.js';

const scratch: string[] = [];
afterAll(() => scratch.forEach((d) => rmSync(d, { recursive: true, force: true })));
const tempDir = (): string => {
  const d = mkdtempSync(path.join(tmpdir(), 'driftgate-parse-cache-'));
  scratch.push(d);
  return d;
};
const packs = packFilesUnder;

const TEXT = 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\ndata: {x: yes}\n';

describe('DiskParseCache', () => {
  it('serves a second run from disk with what the parser gives, and keys by content, not by path', () => {
    const dir = tempDir();
    const first = new DiskParseCache({ dir, build: 'b1' });
    const cold = parseYaml(TEXT, { file: 'a.yaml', cache: first });
    first.close();
    expect(first.stats).toEqual({ hits: 0, misses: 1, writes: 1 });
    const second = new DiskParseCache({ dir, build: 'b1' });
    const warm = parseYaml(TEXT, { file: 'moved/b.yaml', cache: second });
    expect(second.stats).toEqual({ hits: 1, misses: 0, writes: 0 });
    expect(warm.documents.map((d) => d.value)).toEqual(cold.documents.map((d) => d.value));
    expect(warm.findings).toEqual(cold.findings.map((f) => ({ ...f, file: 'moved/b.yaml' })));
    expect(warm.documents[0]?.locate('/data/x')).toMatchObject({ file: 'moved/b.yaml', line: 4, column: 11 });
  });

  it('never reads what another build wrote, and removes it', () => {
    const dir = tempDir();
    const old = new DiskParseCache({ dir, build: 'old' });
    parseYaml(TEXT, { file: 'a.yaml', cache: old });
    old.close();
    expect(packs(dir)).toHaveLength(1);
    const current = new DiskParseCache({ dir, build: 'new' });
    expect(packs(dir)).toHaveLength(0);
    parseYaml(TEXT, { file: 'a.yaml', cache: current });
    expect(current.stats.hits).toBe(0);
  });

  it('treats a truncated, altered or foreign pack as a miss and parses the text', () => {
    const dir = tempDir();
    const writer = new DiskParseCache({ dir, build: 'b' });
    parseYaml(TEXT, { file: 'a.yaml', cache: writer });
    writer.close();
    const [pack] = packs(dir);
    const whole = readFileSync(pack ?? '');
    const flipped = Buffer.from(whole);
    flipped[flipped.length - 3] = flipped[flipped.length - 3]! ^ 1;
    const hugeCount = Buffer.from(whole);
    hugeCount.writeUInt32BE(0xffffffff, 8);
    const junks = [whole.subarray(0, 60), whole.subarray(0, whole.length - 1), flipped, hugeCount, Buffer.from('DGPACK1\n'), Buffer.from('not a pack at all, but long enough to have a header')];
    for (const junk of junks) {
      writeFileSync(pack ?? '', junk);
      const cache = new DiskParseCache({ dir, build: 'b' });
      const parsed = parseYaml(TEXT, { file: 'a.yaml', cache });
      expect(cache.stats.hits).toBe(0);
      expect(parsed.documents[0]?.value).toMatchObject({ data: { x: 'yes' } });
    }
    // The pack as written is read again.
    writeFileSync(pack ?? '', whole);
    const cache = new DiskParseCache({ dir, build: 'b' });
    parseYaml(TEXT, { file: 'a.yaml', cache });
    expect(cache.stats.hits).toBe(1);
  });

  it('checks an entry whose JSON is not a parse result, and misses', () => {
    const dir = tempDir();
    const entry = (e: string): string => e;
    // The control: a well-formed entry under the same key is served.
    const served = `{"format":1,"textLength":${TEXT.length},"documents":[{"index":0,"value":{"served":true}}],"findings":[]}`;
    const store = new PackStore({ dir, kind: 'parse-v1', build: 'junk', maxBytes: 1 << 20 });
    store.write(TEXT, served, () => undefined);
    store.close();
    expect(parseYaml(TEXT, { file: 'a.yaml', cache: new DiskParseCache({ dir, build: 'junk' }) }).documents[0]?.value).toEqual({ served: true });
    rmSync(path.join(dir, 'parse-v1'), { recursive: true, force: true });
    for (const junk of ['{"format":1,"textLength":', '{"format":1,"textLength":3,"documents":[],"findings":[]}', '[1,2]', `{"format":1,"textLength":${TEXT.length},"documents":[{"value":1}],"findings":[]}`].map(entry)) {
      const store = new PackStore({ dir, kind: 'parse-v1', build: 'junk', maxBytes: 1 << 20 });
      store.write(TEXT, junk, () => undefined);
      store.close();
      const cache = new DiskParseCache({ dir, build: 'junk' });
      expect(parseYaml(TEXT, { file: 'a.yaml', cache }).documents[0]?.value).toMatchObject({ data: { x: 'yes' } });
      expect(cache.stats).toEqual({ hits: 0, misses: 1, writes: 0 });
      rmSync(path.join(dir, 'parse-v1'), { recursive: true, force: true });
    }
  });

  it('empties its folder before its packs would pass the size bound, and skips texts over the text bound', () => {
    const dir = tempDir();
    const run = (from: number): DiskParseCache => {
      const cache = new DiskParseCache({ dir, build: 'b', maxBytes: 3_000, maxTextChars: 5_000 });
      for (let i = from; i < from + 5; i++) parseYaml(`${TEXT}# ${i}\n`, { file: 'a.yaml', cache });
      parseYaml(`${TEXT}# ${'x'.repeat(6_000)}\n`, { file: 'a.yaml', cache });
      cache.close();
      return cache;
    };
    expect(run(0).stats.writes).toBe(5);
    const [first] = packs(dir);
    // The second run's pack would take the folder past 3,000 bytes: the first pack goes.
    expect(run(5).stats.writes).toBe(5);
    expect(packs(dir)).toHaveLength(1);
    expect(packs(dir)).not.toContain(first);
    const again = new DiskParseCache({ dir, build: 'b' });
    parseYaml(`${TEXT}# 7\n`, { file: 'a.yaml', cache: again });
    parseYaml(`${TEXT}# 2\n`, { file: 'a.yaml', cache: again });
    expect(again.stats).toMatchObject({ hits: 1, misses: 1 });
  });

  it('runs uncached, without an error, where it cannot write', () => {
    const dir = tempDir();
    mkdirSync(path.join(dir, 'parse-v1'), { recursive: true });
    writeFileSync(path.join(dir, 'parse-v1', 'not-a-folder'), '');
    // The build's folder cannot be created under a file.
    const cache = new DiskParseCache({ dir: path.join(dir, 'parse-v1', 'not-a-folder'), build: 'b' });
    expect(parseYaml(TEXT, { file: 'a.yaml', cache }).documents).toHaveLength(1);
    cache.close();
    expect(parseYaml(TEXT, { file: 'a.yaml', cache }).documents).toHaveLength(1);
    expect(cache.stats.writes).toBe(0);
  });

  it('lives in $XDG_CACHE_HOME/driftgate, else ~/.cache/driftgate', () => {
    expect(defaultCacheRoot({ XDG_CACHE_HOME: '/x/cache', HOME: '/home/u' })).toBe('/x/cache/driftgate');
    expect(defaultCacheRoot({ XDG_CACHE_HOME: 'relative', HOME: '/home/u' })).toBe('/home/u/.cache/driftgate');
  });
});

describe('DiskValidatorCodeStore', () => {
  it('gives back what a store of the same build wrote, and nothing to another build', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'driftgate-validator-store-'));
    try {
      const writer = new DiskValidatorCodeStore({ dir, build: 'build-a' });
      writer.set('key', 'module.exports = function validate() { return true; };');
      writer.close();
      expect(new DiskValidatorCodeStore({ dir, build: 'build-a' }).get('key')).toBe('module.exports = function validate() { return true; };');
      expect(new DiskValidatorCodeStore({ dir, build: 'build-b' }).get('key')).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a damaged entry is a miss', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'driftgate-validator-store-'));
    try {
      const store = new DiskValidatorCodeStore({ dir, build: 'b' });
      store.set('key', 'module.exports = function validate() { return false; };');
      store.close();
      const [file] = packs(dir);
      const bytes = readFileSync(file!);
      // Same length, one byte of the code changed: the checksum no longer matches.
      bytes[bytes.length - 3] = bytes[bytes.length - 3]! ^ 1;
      writeFileSync(file!, bytes);
      const again = new DiskValidatorCodeStore({ dir, build: 'b' });
      expect(again.get('key')).toBeUndefined();
      expect(again.stats).toEqual({ hits: 0, misses: 1, writes: 0 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
