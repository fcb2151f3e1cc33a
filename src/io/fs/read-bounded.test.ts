import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { collectYamlFiles, toRelative } from './manifest-files.js';
import { readFileBounded } from './read-bounded.js';

const dirs: string[] = [];
function scratch(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'driftgate-read-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('readFileBounded', () => {
  it('reads a regular file', async () => {
    const dir = scratch();
    writeFileSync(path.join(dir, 'a.yaml'), 'a: 1\n');
    const read = await readFileBounded(path.join(dir, 'a.yaml'), { maxBytes: 100 });
    expect(read.ok && Buffer.from(read.bytes).toString()).toBe('a: 1\n');
  });

  it('holds no more memory than the file: the bytes are not a view of a larger read buffer', async () => {
    // 10,000 files of a few KB each kept a 64 KB read buffer alive each (640 MB for a repository).
    const dir = scratch();
    writeFileSync(path.join(dir, 'small.yaml'), 'x'.repeat(5_000));
    writeFileSync(path.join(dir, 'large.yaml'), 'y'.repeat(200_000));
    const small = await readFileBounded(path.join(dir, 'small.yaml'), { maxBytes: 1_000_000 });
    const large = await readFileBounded(path.join(dir, 'large.yaml'), { maxBytes: 1_000_000 });
    if (!small.ok || !large.ok) throw new Error('expected both reads to succeed');
    expect(small.bytes.byteLength).toBe(5_000);
    expect(small.bytes.buffer.byteLength).toBeLessThanOrEqual(5_001);
    expect(Buffer.from(large.bytes).toString()).toBe('y'.repeat(200_000));
    expect(large.bytes.buffer.byteLength).toBeLessThanOrEqual(200_001);
  });

  it('refuses a file over the limit from its size, without reading it', async () => {
    const dir = scratch();
    writeFileSync(path.join(dir, 'big.yaml'), 'x'.repeat(101));
    const read = await readFileBounded(path.join(dir, 'big.yaml'), { maxBytes: 100 });
    expect(read).toMatchObject({ ok: false, problem: { ruleId: 'input/file-too-large', message: 'file is 101 bytes; at most 100 bytes are read' } });
  });

  it('refuses a named pipe at once instead of blocking on it', async () => {
    const dir = scratch();
    execFileSync('mkfifo', [path.join(dir, 'pipe.yaml')]);
    const read = await readFileBounded(path.join(dir, 'pipe.yaml'), { maxBytes: 100 });
    expect(read).toMatchObject({ ok: false, problem: { ruleId: 'input/not-a-regular-file' } });
    expect(read.ok ? '' : read.problem.message).toContain('named pipe');
  });

  it('refuses a device, also through a symbolic link', async () => {
    const dir = scratch();
    symlinkSync('/dev/zero', path.join(dir, 'zero.yaml'));
    const read = await readFileBounded(path.join(dir, 'zero.yaml'), { maxBytes: 100 });
    expect(read).toMatchObject({ ok: false, problem: { ruleId: 'input/not-a-regular-file' } });
    expect(read.ok ? '' : read.problem.message).toContain('character device');
  });

  it('never reads past the limit when the size from stat says less (as /proc files do)', async () => {
    // /proc/self/status reports size 0 and holds more than 16 bytes.
    const read = await readFileBounded('/proc/self/status', { maxBytes: 16 });
    expect(read).toMatchObject({ ok: false, problem: { ruleId: 'input/file-too-large' } });
  });
});

describe('collectYamlFiles', () => {
  it('follows a symbolic link to a file in the tree, reports the others, and reads every other file', async () => {
    const dir = scratch();
    mkdirSync(path.join(dir, 't/sub'), { recursive: true });
    writeFileSync(path.join(dir, 't/a.yaml'), 'a: 1\n');
    writeFileSync(path.join(dir, 't/sub/b.yml'), 'b: 1\n');
    symlinkSync('a.yaml', path.join(dir, 't/link.yaml'));
    symlinkSync('/etc/hostname', path.join(dir, 't/outside.yaml'));
    symlinkSync('missing.yaml', path.join(dir, 't/broken.yaml'));
    symlinkSync('/dev/zero', path.join(dir, 't/zero.yaml'));
    execFileSync('mkfifo', [path.join(dir, 't/pipe.yaml')]);
    const files = await collectYamlFiles({ root: dir, paths: ['t'] });
    expect(files.map((f) => [f.path, f.problem?.ruleId ?? Buffer.from(f.bytes).toString()])).toEqual([
      ['t/a.yaml', 'a: 1\n'],
      ['t/broken.yaml', 'input/unreadable'],
      ['t/link.yaml', 'a: 1\n'],
      ['t/outside.yaml', 'input/symlink-outside'],
      ['t/pipe.yaml', 'input/not-a-regular-file'],
      ['t/sub/b.yml', 'b: 1\n'],
      ['t/zero.yaml', 'input/symlink-outside'],
    ]);
  });

  it('reports a file over the limit and keeps the others', async () => {
    const dir = scratch();
    writeFileSync(path.join(dir, 'a.yaml'), 'a: 1\n');
    writeFileSync(path.join(dir, 'b.yaml'), 'b: '.padEnd(200, 'x'));
    const files = await collectYamlFiles({ root: dir, paths: ['.'], maxBytes: 100 });
    expect(files.map((f) => [f.path, f.problem?.ruleId])).toEqual([
      ['a.yaml', undefined],
      ['b.yaml', 'input/file-too-large'],
    ]);
  });

  it('names every file by its path from the root, as toRelative does, whichever directory it is found in', async () => {
    const dir = scratch();
    const outside = scratch();
    for (const d of ['t/a/b/c', 't/..hidden', 't/with space', 'skipped/x']) mkdirSync(path.join(dir, d), { recursive: true });
    const visible = ['top.yaml', '..odd.yaml', 't/one.yaml', 't/a/b/c/deep.yml', 't/with space/s.yaml'];
    for (const f of [...visible, 't/..hidden/no.yaml', 'skipped/x/no.yaml']) writeFileSync(path.join(dir, f), 'a: 1\n');
    writeFileSync(path.join(outside, 'far.yaml'), 'a: 1\n');
    const asked: string[] = [];
    const collected = await collectYamlFiles({
      root: dir,
      paths: ['.', outside],
      skipDirectory: (relative) => {
        asked.push(relative);
        return relative === 'skipped/x';
      },
    });
    const names = collected.map((f) => f.path);
    expect(names).toEqual([...visible.map((f) => path.join(dir, f)), path.join(outside, 'far.yaml')].map((f) => toRelative(dir, f)).sort());
    expect(names).toContain('t/a/b/c/deep.yml');
    // A name that starts with `..` reads like a path outside the root: named absolutely, as toRelative does.
    expect(names).toContain(path.join(dir, '..odd.yaml').split(path.sep).join('/'));
    expect(asked.sort()).toEqual(['skipped', 'skipped/x', 't', 't/a', 't/a/b', 't/a/b/c', 't/with space']);
  });
});
